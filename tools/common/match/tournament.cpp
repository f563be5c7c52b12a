// tournament.cpp: see tournament.h.
#include "common/match/tournament.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <set>
#include <sstream>
#include <stdexcept>
#include <utility>

namespace contest {

namespace {

using Clock = std::chrono::steady_clock;

// "game N (start) A vs B: 1-0, end, M moves, T s | A 3-1-0 87.5%, Elo +338 ± 412": the game that
// ended and the standings so far.
std::string game_words(const Result& r, const Standings& s) {
  std::ostringstream out;
  out << "game " << r.number << " (" << r.start << ") ";
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
  return out.str();
}

// "[done/total] WORDS | ETA 1m05s": the game that ended in words, the time left at this pace.
std::string progress_line(const std::string& words, long done, long total, long played,
                          double elapsed) {
  std::string line = "[" + std::to_string(done) + "/" + std::to_string(total) + "] " + words;
  if (played > 0 && done < total) line += " | ETA " + clock_text(elapsed / played * (total - done));
  return line;
}

// The members a game's outcome and its result share, copied from one to the other.
template <typename From, typename To>
void copy_shared(const From& from, To& to) {
  to.end = from.end;
  to.forfeits = from.forfeits;
  to.moves = from.moves;
  to.info = from.info;
  to.own_name = from.own_name;
  to.own = from.own;
  to.slowest_ms = from.slowest_ms;
  to.log = from.log;
}

void check_players(const std::vector<std::string>& players) {
  if (players.empty()) throw std::invalid_argument("no players");
  std::set<std::string> seen;
  for (const std::string& p : players) {
    const std::string why = bad_player_name(p);
    if (!why.empty()) throw std::invalid_argument(why);
    if (!seen.insert(p).second) throw std::invalid_argument("two players named " + p);
  }
}

// A stage under way: each game's state, the players in games under way, the pairs started, the
// report so far. What a worker picks and what an ended game changes are its methods, called under
// the pool's lock.
class StageRun {
 public:
  // done: the games of the stage the results file holds, by index in games; each of the shard's is
  // counted (in overall too) and, in order, shown.
  StageRun(const std::vector<ScheduledGame>& games, const StageOptions& stage,
           const RunnerOptions& o, const std::vector<std::string>& players,
           std::map<std::size_t, Result> done, const std::function<void(const Result&)>& on_result,
           Standings& overall)
      : games_(games),
        stage_(stage),
        o_(o),
        on_result_(on_result),
        done_(std::move(done)),
        state_(games.size(), kSkipped),  // the shard's games wait; the others never
        busy_(players.size(), 0) {
    report_.players = players;
    report_.standings = Standings(players);
    for (std::size_t i = 0; i < games.size(); ++i) {
      if (!o.shard.contains(games[i])) continue;
      ++report_.scheduled;
      const auto it = done_.find(i);
      if (it == done_.end()) {
        todo_.push_back(i);
        state_[i] = kWaiting;
        continue;
      }
      state_[i] = kEnded;
      report_.standings.add(it->second);
      overall.add(it->second);
      pairs_started_.insert(games[i].pair);
      ++report_.resumed;
    }
    if (stage.in_order) show_in_order();
    decided();  // the resumed games may have decided the test already
  }

  const MatchReport& report() const { return report_; }

  // The first game left that a worker may start: once the test is decided, only games of pairs
  // already started; in an exclusive stage, none with a player under way (then it waits).
  Pick pick(std::size_t& task) {
    while (first_ < todo_.size() && state_[todo_[first_]] != kWaiting) ++first_;
    bool blocked = false;
    for (std::size_t k = first_; k < todo_.size(); ++k) {
      const std::size_t i = todo_[k];
      if (state_[i] != kWaiting) continue;
      if (!report_.decision.empty() && !pairs_started_.count(games_[i].pair)) {
        state_[i] = kSkipped, report_.stopped = true;
        continue;
      }
      if (stage_.exclusive && std::any_of(games_[i].players.begin(), games_[i].players.end(),
                                          [&](int p) { return busy_[p] != 0; })) {
        blocked = true;
        continue;
      }
      for (int p : games_[i].players) ++busy_[p];
      state_[i] = kStarted;
      pairs_started_.insert(games_[i].pair);
      task = i;
      return Pick::kTask;
    }
    return blocked ? Pick::kWait : Pick::kEnd;
  }

  // Game i ended with r: counted. True when it decided the test.
  bool record(std::size_t i, const Result& r) {
    for (int p : games_[i].players) --busy_[p];
    report_.standings.add(r);
    done_.emplace(i, r);
    state_[i] = kEnded;
    ++report_.played;
    return report_.decision.empty() && decided();
  }

  // Game r recorded: shown now, or once the games before it have ended when in order.
  void show(const Result& r) {
    if (stage_.in_order)
      show_in_order();
    else if (on_result_)
      on_result_(r);
  }

  // The report, its results in game order.
  MatchReport finish() {
    if (stage_.in_order) show_in_order();  // games after the last one played, skipped by the test
    for (auto& [i, r] : done_)
      if (o_.shard.contains(games_[i])) report_.results.push_back(std::move(r));
    return std::move(report_);
  }

 private:
  enum State { kWaiting, kStarted, kEnded, kSkipped };

  // In game order, every game of the stage that has ended (or will never be played) up to the
  // first one still to come.
  void show_in_order() {
    for (; shown_ < games_.size() && state_[shown_] != kWaiting && state_[shown_] != kStarted;
         ++shown_)
      if (state_[shown_] == kEnded && on_result_) on_result_(done_.at(shown_));
  }

  // Whether the test is decided. It stays decided once it was, even if the pairs under way take
  // the LLR back inside the bounds; the first time, when and how go to the report.
  bool decided() {
    if (!o_.sprt || !report_.decision.empty()) return !report_.decision.empty();
    const double llr = o_.sprt->llr(report_.standings.pairs(0, 1));
    const Sprt::Decision d = o_.sprt->decide(llr);
    if (d == Sprt::kContinue) return false;
    char text[96];
    std::snprintf(text, sizeof text, "%s accepted at game %ld (LLR %.2f)",
                  d == Sprt::kAcceptH1 ? "H1" : "H0", report_.resumed + report_.played, llr);
    report_.decision = text;
    return true;
  }

  const std::vector<ScheduledGame>& games_;
  const StageOptions& stage_;
  const RunnerOptions& o_;
  const std::function<void(const Result&)>& on_result_;
  std::map<std::size_t, Result> done_;
  std::vector<State> state_;
  std::vector<int> busy_;          // games under way per player
  std::vector<std::size_t> todo_;  // the shard's games to play
  std::set<long> pairs_started_;
  std::size_t first_ = 0;  // todo_[..first_) are all started or skipped
  std::size_t shown_ = 0;  // games_[..shown_) shown, in order
  MatchReport report_;
};

}  // namespace

Result result_of(const ScheduledGame& g, const std::vector<std::string>& players,
                 const std::string& start, const Outcome& out) {
  if (out.points.size() != g.seats.size())
    throw std::logic_error("a game reported points for " + std::to_string(out.points.size()) +
                           " players, not " + std::to_string(g.seats.size()));
  Result r;
  r.id = g.id;
  r.number = g.number;
  r.opening = g.opening;
  r.start = start;
  for (int p : g.players) {
    r.players.push_back(players[p]);
    r.points.push_back(out.points[std::find(g.seats.begin(), g.seats.end(), p) - g.seats.begin()]);
  }
  r.first = players[g.seats[0]];
  copy_shared(out, r);
  return r;
}

Outcome outcome_of(const Result& r) {
  Outcome out;
  for (const std::string& seat : r.seats()) out.points.push_back(r.points_of(seat));
  copy_shared(r, out);
  out.wall_ms = r.wall_ms;
  return out;
}

std::vector<std::vector<int>> all_orders(std::vector<int> players) {
  std::sort(players.begin(), players.end());
  std::vector<std::vector<int>> orders;
  do orders.push_back(players);
  while (std::next_permutation(players.begin(), players.end()));
  return orders;
}

Tournament::Tournament(std::vector<std::string> players, GameHooks game, RunnerOptions o,
                       std::string what)
    : players_(std::move(players)),
      game_(std::move(game)),
      options_(std::move(o)),
      what_(std::move(what)),
      standings_(players_) {
  check_players(players_);
  if (options_.sprt && players_.size() != 2)
    throw std::invalid_argument("--sprt: a test needs exactly two players");
  if (options_.sprt && options_.shard.count > 1)
    throw std::invalid_argument(
        "--sprt: a test cannot be split into shards (each would stop alone)");
  if (options_.resume && options_.results.empty())
    throw std::invalid_argument("--resume needs --results FILE");
  if (options_.jobs < 1) throw std::invalid_argument("--jobs: at least 1");
  if (options_.results.empty()) return;
  const ResultsFile file = read_results(options_.results, game_.own);
  continue_line_file(options_.results, file, file.results.size(), options_.resume, what_,
                     options_.progress ? *options_.progress : std::cerr);
  for (std::size_t i = 0; i < file.results.size(); ++i)
    kept_.push_back({file.results[i], i + 1, false});
}

ScheduledGame Tournament::game(long opening, long pair, std::vector<int> players,
                               std::vector<int> seats) {
  ScheduledGame g;
  g.number = next_number_++;
  g.opening = opening;
  g.pair = pair;
  g.players = std::move(players);
  g.seats = std::move(seats);
  std::vector<std::string> names;
  for (int s : g.seats) names.push_back(players_[s]);
  g.id = game_id(opening, names);
  return g;
}

std::vector<ScheduledGame> Tournament::schedule(Format format, long games_per_pairing) {
  std::vector<ScheduledGame> games = make_schedule(format, players_, games_per_pairing);
  for (ScheduledGame& g : games) g.number += next_number_ - 1;
  next_number_ += static_cast<long>(games.size());
  return games;
}

// The results file's games of this stage, by index in games, each checked against the game of
// the schedule it claims to be.
std::map<std::size_t, Result> Tournament::take_kept(const std::vector<ScheduledGame>& games,
                                                    bool last) {
  std::map<std::string, std::size_t> by_id;
  long low = 0, high = -1;
  for (std::size_t i = 0; i < games.size(); ++i) {
    by_id[games[i].id] = i;
    low = i == 0 ? games[i].number : std::min(low, games[i].number);
    high = std::max(high, games[i].number);
  }
  std::map<std::size_t, Result> done;
  for (Kept& k : kept_) {
    if (k.taken) continue;
    const Result& r = k.result;
    const std::string where = options_.results + ":" + std::to_string(k.line) + ": game " + r.id;
    const auto it = by_id.find(r.id);
    if (it == by_id.end()) {
      if (last || (r.number >= low && r.number <= high))
        throw std::runtime_error(where + " is not in this " + what_ + "'s schedule");
      continue;  // a game of a stage to come
    }
    const ScheduledGame& g = games[it->second];
    std::vector<std::string> names;
    for (int p : g.players) names.push_back(players_[p]);
    if (r.number != g.number || r.opening != g.opening || r.players != names)
      throw std::runtime_error(where + " is another game of this schedule (other options?)");
    if (!options_.shard.contains(g))
      throw std::runtime_error(where + " belongs to another shard than " +
                               std::to_string(options_.shard.index) + "/" +
                               std::to_string(options_.shard.count));
    const std::string start = game_.start(g);
    if (r.start != start)
      throw std::runtime_error(where + " started from " + r.start + ", this " + what_ +
                               " starts it from " + start + " (other options?)");
    k.taken = true;
    done.emplace(it->second, r);
  }
  return done;
}

MatchReport Tournament::play(const std::vector<ScheduledGame>& games, const StageOptions& stage,
                             const std::function<void(const Result&)>& on_result) {
  // Step 1. The games the results file already has.
  for (const ScheduledGame& g : games) next_number_ = std::max(next_number_, g.number + 1);
  const RunnerOptions& o = options_;
  std::ostream& progress = o.progress ? *o.progress : std::cerr;
  StageRun run(games, stage, o, players_, take_kept(games, stage.last), on_result, standings_);
  resumed_ += run.report().resumed;

  // Step 2. The workers: each takes the first game left that it may start until none is left or a
  // game has thrown; results are written and counted under the pool's lock.
  // The file is opened for writing once there are games to play (a file that cannot be written
  // stops the tournament here, after the resumed games were checked).
  if (!o.results.empty() && !writer_) writer_ = std::make_unique<LineAppender>(o.results);
  const Clock::time_point begin = Clock::now();
  run_pool(
      o.jobs, [&](std::size_t& task) { return run.pick(task); },
      [&](std::size_t i, int slot) {
        const ScheduledGame& g = games[i];
        const Clock::time_point t0 = Clock::now();
        const std::string start = game_.start(g);
        const Outcome out = game_.play(g, slot);
        Result r = result_of(g, players_, start, out);
        r.wall_ms =
            out.wall_ms >= 0
                ? out.wall_ms
                : std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t0).count();
        return std::make_pair(r, to_line(r));  // the line made outside the lock
      },
      [&](std::size_t i, const std::pair<Result, std::string>& result) {
        if (writer_) writer_->write(result.second);
        standings_.add(result.first);
        const MatchReport& report = run.report();
        if (run.record(i, result.first) && !o.quiet)
          progress << "SPRT: " << report.decision << "; the games under way end, no new pair starts"
                   << std::endl;
        run.show(result.first);
        if (o.quiet) return;
        const double elapsed = std::chrono::duration<double>(Clock::now() - begin).count();
        const std::string words = game_.progress ? game_.progress(result.first)
                                                 : game_words(result.first, report.standings);
        progress << progress_line(words, report.resumed + report.played, report.scheduled,
                                  report.played, elapsed)
                 << std::endl;
      });

  // Step 3. The report, in game order.
  return run.finish();
}

void Tournament::finish() const {
  for (const Kept& k : kept_)
    if (!k.taken)
      throw std::runtime_error(options_.results + ":" + std::to_string(k.line) + ": game " +
                               k.result.id + " is not in this " + what_ + "'s schedule");
}

}  // namespace contest
