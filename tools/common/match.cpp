// match.cpp: see match.h.
#include "match.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <set>
#include <sstream>
#include <stdexcept>
#include <utility>

#include "cli.h"
#include "files.h"
#include "numbers.h"

namespace contest {

std::string clock_text(double seconds) {
  const long s = std::lround(std::max(0.0, seconds));
  char buf[32];
  if (s >= 3600)
    std::snprintf(buf, sizeof buf, "%ldh%02ldm", s / 3600, s / 60 % 60);
  else if (s >= 60)
    std::snprintf(buf, sizeof buf, "%ldm%02lds", s / 60, s % 60);
  else
    std::snprintf(buf, sizeof buf, "%lds", s);
  return buf;
}

namespace {

using Clock = std::chrono::steady_clock;

// "[done/total] game N (start) A vs B: 1-0, end, M moves, T s | A 3-1-0 87.5%, Elo +338 ± 412 |
// ETA 1m05s": the game that ended, the standings so far, the time left at this pace.
std::string progress_line(const Result& r, const Standings& s, long done, long total, long played,
                          double elapsed) {
  std::ostringstream out;
  out << "[" << done << "/" << total << "] game " << r.number << " (" << r.start << ") ";
  const std::vector<std::string> seats = r.seats();
  for (std::size_t i = 0; i < seats.size(); ++i) out << (i ? " vs " : "") << seats[i];
  out << ": ";
  if (seats.size() == 2) {
    const double p = r.points_of(seats[0]);
    out << (p == 1 ? "1-0" : p == 0 ? "0-1" : "1/2-1/2");
  } else {
    for (std::size_t i = 0; i < seats.size(); ++i)
      out << (i ? " " : "") << seats[i] << " " << r.points_of(seats[i]);
  }
  out << ", " << r.end << ", " << r.moves << " moves, " << std::fixed << std::setprecision(1)
      << r.wall_ms / 1000.0 << " s";
  if (s.players().size() == 2) {
    const Tally t = s.tally(0, 1);
    const EloEstimate e = estimate_elo(t);
    out << " | " << s.players()[0] << " " << t.wins << "-" << t.draws << "-" << t.losses << " "
        << 100 * t.score() << "%, Elo " << std::showpos << std::setprecision(0) << e.elo
        << std::noshowpos << " ± " << (e.interval.high - e.interval.low) / 2;
  }
  if (played > 0 && done < total) out << " | ETA " << clock_text(elapsed / played * (total - done));
  return out.str();
}

void check_players(const std::vector<std::string>& players) {
  if (players.size() < 2) throw std::invalid_argument("a match needs two players or more");
  std::set<std::string> seen;
  for (const std::string& p : players) {
    const std::string why = bad_player_name(p);
    if (!why.empty()) throw std::invalid_argument(why);
    if (!seen.insert(p).second) throw std::invalid_argument("two players named " + p);
  }
}

// The results a resumed file holds, each checked against the game of the schedule it claims to
// be; returns them by schedule index.
std::map<std::size_t, Result> resumed_results(const std::vector<std::string>& players,
                                              const std::vector<ScheduledGame>& schedule,
                                              const GameHooks& game, const RunnerOptions& o,
                                              std::ostream& progress) {
  std::map<std::size_t, Result> done;
  if (o.results.empty()) return done;
  const ResultsFile file = read_results(o.results);
  continue_line_file(o.results, file, file.results.size(), o.resume, "match", progress);
  std::map<std::string, std::size_t> by_id;
  for (std::size_t i = 0; i < schedule.size(); ++i) by_id[schedule[i].id] = i;
  for (std::size_t line = 0; line < file.results.size(); ++line) {
    const Result& r = file.results[line];
    const std::string where = o.results + ":" + std::to_string(line + 1) + ": game " + r.id;
    const auto it = by_id.find(r.id);
    if (it == by_id.end()) throw std::runtime_error(where + " is not in this match's schedule");
    const ScheduledGame& g = schedule[it->second];
    std::vector<std::string> names;
    for (int p : g.players) names.push_back(players[p]);
    if (r.number != g.number || r.opening != g.opening || r.players != names)
      throw std::runtime_error(where + " is another game of this schedule (other options?)");
    if (!o.shard.contains(g))
      throw std::runtime_error(where + " belongs to another shard than " +
                               std::to_string(o.shard.index) + "/" + std::to_string(o.shard.count));
    const std::string start = game.start(g);
    if (r.start != start)
      throw std::runtime_error(where + " started from " + r.start + ", this match starts it from " +
                               start + " (other options?)");
    done.emplace(it->second, r);
  }
  return done;
}

}  // namespace

std::vector<ScheduledGame> make_schedule(Format format, const std::vector<std::string>& players,
                                         long games_per_pairing) {
  std::vector<std::pair<int, int>> pairings;
  const int n = static_cast<int>(players.size());
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      if (format == Format::RoundRobin || a == 0) pairings.emplace_back(a, b);
  std::vector<ScheduledGame> games;
  long pair = 0;
  for (long opening = 0; 2 * opening < games_per_pairing; ++opening)
    for (const auto& [a, b] : pairings) {
      for (int side = 0; side < 2 && 2 * opening + side < games_per_pairing; ++side) {
        ScheduledGame g;
        g.number = static_cast<long>(games.size()) + 1;
        g.opening = opening;
        g.pair = pair;
        g.players = {a, b};
        g.seats = side == 0 ? std::vector<int>{a, b} : std::vector<int>{b, a};
        g.id = game_id(opening, {players[g.seats[0]], players[g.seats[1]]});
        games.push_back(g);
      }
      ++pair;
    }
  return games;
}

Shard Shard::parse(const std::string& text) {
  const std::size_t slash = text.find('/');
  Shard s;
  long long k = 0, n = 0;
  if (slash == std::string::npos || !parse_whole(text.substr(0, slash), 1, 1000000, k) ||
      !parse_whole(text.substr(slash + 1), 1, 1000000, n) || k > n)
    throw std::invalid_argument("--shard: expected K/N with 1 <= K <= N, got '" + text + "'");
  s.index = static_cast<long>(k);
  s.count = static_cast<long>(n);
  return s;
}

const char* const kRunnerOptionsHelp =
    "  -j, --jobs N       games at once (default 1)\n"
    "  --results FILE     append each game's result to FILE, one JSON object per line\n"
    "  --resume           continue the match in --results FILE: play only the games it lacks\n"
    "  --shard K/N        play part K of N of the schedule: pairs K, K+N, K+2N, ... (default 1/1)\n"
    "  --sprt SPEC        sequential test of the first player against the second, e.g.\n"
    "                     elo0=0,elo1=5,alpha=0.05,beta=0.05: no new pair starts once decided\n"
    "  --seed S           seed of the openings (default 1)\n"
    "  -q, --quiet        no progress line on stderr\n";

MatchReport run_match(const std::vector<std::string>& players,
                      const std::vector<ScheduledGame>& schedule, const GameHooks& game,
                      const RunnerOptions& o, const std::function<void(const Result&)>& on_result) {
  // Step 1. Options that do not fit, and the games the results file already has.
  check_players(players);
  if (o.sprt && players.size() != 2)
    throw std::invalid_argument("--sprt: a test needs exactly two players");
  if (o.sprt && o.shard.count > 1)
    throw std::invalid_argument(
        "--sprt: a test cannot be split into shards (each would stop alone)");
  if (o.resume && o.results.empty()) throw std::invalid_argument("--resume needs --results FILE");
  if (o.jobs < 1) throw std::invalid_argument("--jobs: at least 1");
  std::ostream& progress = o.progress ? *o.progress : std::cerr;
  std::map<std::size_t, Result> done = resumed_results(players, schedule, game, o, progress);

  MatchReport report;
  report.players = players;
  report.standings = Standings(players);
  std::vector<std::size_t> todo;
  std::set<long> pairs_started;
  for (std::size_t i = 0; i < schedule.size(); ++i) {
    if (!o.shard.contains(schedule[i])) continue;
    ++report.scheduled;
    const auto it = done.find(i);
    if (it == done.end()) {
      todo.push_back(i);
      continue;
    }
    report.standings.add(it->second);
    pairs_started.insert(schedule[i].pair);
    ++report.resumed;
  }
  // Whether the test is decided. It stays decided once it was, even if the pairs under way take
  // the LLR back inside the bounds; the first time, when and how go to the report.
  const auto decided = [&] {
    if (!o.sprt || !report.decision.empty()) return !report.decision.empty();
    const double llr = o.sprt->llr(report.standings.pairs(0, 1));
    const Sprt::Decision d = o.sprt->decide(llr);
    if (d == Sprt::kContinue) return false;
    char text[96];
    std::snprintf(text, sizeof text, "%s accepted at game %ld (LLR %.2f)",
                  d == Sprt::kAcceptH1 ? "H1" : "H0", report.resumed + report.played, llr);
    report.decision = text;
    return true;
  };

  // Step 2. The workers: each takes the next game to play, until none is left, the test is
  // decided (then only games of pairs already started) or a game has thrown; results are
  // written and counted under the lock.
  LineAppender writer(o.results);
  std::size_t next = 0;
  decided();  // the resumed games may have decided the test already
  const Clock::time_point begin = Clock::now();
  run_parallel(
      o.jobs,
      [&](std::size_t& i) {
        while (next < todo.size() && !report.decision.empty() &&
               !pairs_started.count(schedule[todo[next]].pair))
          report.stopped = true, ++next;
        if (next >= todo.size()) return false;
        i = todo[next++];
        pairs_started.insert(schedule[i].pair);
        return true;
      },
      [&](std::size_t i, int slot) {
        const ScheduledGame& g = schedule[i];
        Result r;
        const Clock::time_point t0 = Clock::now();
        r.start = game.start(g);
        const Outcome out = game.play(g, slot);
        r.wall_ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t0).count();
        if (out.points.size() != g.seats.size())
          throw std::logic_error("a game reported points for " + std::to_string(out.points.size()) +
                                 " players, not " + std::to_string(g.seats.size()));
        r.id = g.id;
        r.number = g.number;
        r.opening = g.opening;
        for (int p : g.players) {
          r.players.push_back(players[p]);
          r.points.push_back(
              out.points[std::find(g.seats.begin(), g.seats.end(), p) - g.seats.begin()]);
        }
        r.first = players[g.seats[0]];
        r.end = out.end;
        r.forfeits = out.forfeits;
        r.moves = out.moves;
        r.info = out.info;
        r.slowest_ms = out.slowest_ms;
        r.log = out.log;
        return std::make_pair(r, to_line(r));  // the line made outside the lock
      },
      [&](std::size_t i, const std::pair<Result, std::string>& result) {
        const Result& r = result.first;
        writer.write(result.second);
        report.standings.add(r);
        done.emplace(i, r);
        ++report.played;
        if (report.decision.empty() && decided() && !o.quiet)
          progress << "SPRT: " << report.decision << "; the games under way end, no new pair starts"
                   << std::endl;
        if (on_result) on_result(r);
        if (!o.quiet) {
          const double elapsed = std::chrono::duration<double>(Clock::now() - begin).count();
          progress << progress_line(r, report.standings, report.resumed + report.played,
                                    report.scheduled, report.played, elapsed)
                   << std::endl;
        }
      });

  // Step 3. The report, in game order.
  for (auto& [i, r] : done)
    if (o.shard.contains(schedule[i])) report.results.push_back(std::move(r));
  return report;
}

const char* const kMergeHelp =
    "  merge [-o FILE] [--sprt SPEC] RESULTS...\n"
    "                     combine results files (shards, resumed runs): a game in two files must\n"
    "                     be the same game there; prints the summary of them all, and writes the\n"
    "                     lines, sorted by game, to FILE with -o\n";

MergeCommand parse_merge(const std::vector<std::string>& args) {
  MergeCommand m;
  cli::Command c("merge");
  c.text("-o", m.output);
  c.custom("--sprt", [&m](const std::string& text) { m.sprt = Sprt::parse(text); });
  c.rest("RESULTS", m.inputs);
  try {
    c.parse_args(args);  // help_or_merge has answered --help
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument(std::string("merge: ") + e.what());
  }
  if (m.inputs.empty()) throw std::invalid_argument("merge: no results files");
  return m;
}

std::string decision_line(const MatchReport& report) {
  return report.decision.empty() ? "" : "SPRT stopped the match: " + report.decision + "\n";
}

std::vector<Result> run_merge(const MergeCommand& m) {
  std::vector<Result> merged = merge_results(m.inputs);
  if (merged.empty()) throw std::runtime_error("merge: the files hold no results");
  if (m.sprt && standings_of(merged).players().size() != 2)
    throw std::runtime_error("merge: --sprt needs results of two players");
  if (!m.output.empty()) {
    std::string text;
    for (const Result& r : merged) text += to_line(r) + "\n";
    write_file(m.output, text);
  }
  return merged;
}

std::optional<int> help_or_merge(const std::vector<std::string>& args, const std::string& help,
                                 const std::function<int(const std::vector<std::string>&)>& merge) {
  for (const std::string& a : args)
    if (a == "-h" || a == "--help") {
      std::cout << help;
      return 0;
    }
  if (!args.empty() && args[0] == "merge")
    return merge(std::vector<std::string>(args.begin() + 1, args.end()));
  return std::nullopt;
}

Standings standings_of(const std::vector<Result>& results) {
  Standings s;
  for (const Result& r : results) s.add(r);
  return s;
}

}  // namespace contest
