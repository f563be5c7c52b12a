// match.cpp: see match.h.
#include "common/match/match.h"

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

#include "common/cli/cli.h"
#include "common/core/files.h"
#include "common/core/numbers.h"
#include "common/match/kinds.h"

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

namespace {

// The runner's options: each one's name in the help and the messages, the names it is declared by
// (add_runner_options declares the same set), whether it is a flag, and its help text.
struct RunnerOptionHelp {
  RunnerOption option;
  const char* name;
  const char* names;
  bool flag;
  const char* text;
};
constexpr RunnerOptionHelp kRunnerOptionLines[] = {
    {kJobs, "-j", "-j,--jobs", false, "  -j, --jobs N       games at once (default 1)\n"},
    {kResults, "--results", "--results", false,
     "  --results FILE     append each game's result to FILE, one JSON object per line\n"},
    {kResume, "--resume", "--resume", true,
     "  --resume           continue the match in --results FILE: play only the games it lacks\n"},
    {kShard, "--shard", "--shard", false,
     "  --shard K/N        play part K of N of the schedule: pairs K, K+N, K+2N, ... (default "
     "1/1)\n"},
    {kSprt, "--sprt", "--sprt", false,
     "  --sprt SPEC        sequential test of the first player against the second, e.g.\n"
     "                     elo0=0,elo1=5,alpha=0.05,beta=0.05: no new pair starts once decided\n"},
    {kSeed, "--seed", "--seed", false, "  --seed S           seed of the openings (default 1)\n"},
    {kQuiet, "-q", "-q,--quiet", true, "  -q, --quiet        no progress line on stderr\n"},
};

}  // namespace

std::string runner_options_help(unsigned take) {
  std::string text;
  for (const RunnerOptionHelp& o : kRunnerOptionLines)
    if (take & o.option) text += o.text;
  return text;
}

void add_runner_options(cli::Command& c, RunnerOptions& o, unsigned take) {
  if (take & kJobs) c.whole("-j,--jobs", o.jobs, 1, 256);
  if (take & kResults)
    c.custom("--results", [&o](const std::string& text) {
      if (text.empty()) throw cli::Usage("--results: an empty file name");
      o.results = text;
    });
  if (take & kResume) c.flag("--resume", o.resume);
  if (take & kShard)
    c.custom("--shard", [&o](const std::string& text) { o.shard = Shard::parse(text); });
  if (take & kQuiet) c.flag("-q,--quiet", o.quiet);
  if (take & kSprt)
    c.custom("--sprt", [&o](const std::string& text) { o.sprt = Sprt::parse(text); });
  if (take & kSeed)
    c.custom("--seed", [&o](const std::string& text) {
      long long v = 0;
      if (!parse_whole(text, 0, 999999999999999999LL, v))
        throw cli::Usage("--seed: " + cli::refusal("expected a whole number", text));
      o.seed = v;
    });
}

std::string runner_option_names(unsigned options) {
  std::string text;
  for (const RunnerOptionHelp& o : kRunnerOptionLines)
    if (options & o.option) text += (text.empty() ? "" : ", ") + std::string(o.name);
  return text;
}

RefusedRunnerOption::RefusedRunnerOption(unsigned option, const std::string& why)
    : std::invalid_argument(runner_option_names(option) + ": " +
                            (why.empty() ? "not taken" : why)) {}

void refuse_runner_options(cli::Command& c, const RefusedRunnerOptions& refused) {
  for (const RunnerOptionHelp& o : kRunnerOptionLines) {
    const auto why = refused.find(o.option);
    if (why == refused.end()) continue;
    const RefusedRunnerOption refusal(o.option, why->second);
    if (o.flag)
      c.flag(o.names, [refusal] { throw refusal; });
    else
      c.custom(o.names, [refusal](const std::string&) { throw refusal; });
  }
}

MatchReport run_match(const std::vector<std::string>& players,
                      const std::vector<ScheduledGame>& schedule, const GameHooks& game,
                      const RunnerOptions& o, const std::function<void(const Result&)>& on_result) {
  return run_match(players, Games(schedule), game, o, on_result);  // the games as given
}

std::string merge_usage(const RefusedRunnerOptions& refused) {
  return std::string("merge [-o FILE]") + (refused.count(kSprt) ? "" : " [--sprt SPEC]") +
         " RESULTS...";
}

// What merge does, below its usage in a help.
const char* const kMergeWhat =
    "                     combine results files (shards, resumed runs): a game in two files must\n"
    "                     be the same game there; prints the summary of them all, and writes the\n"
    "                     lines, sorted by game, to FILE with -o\n";

std::string merge_help(const RefusedRunnerOptions& refused) {
  return "  " + merge_usage(refused) + "\n" + kMergeWhat;
}

const std::vector<std::string> kMergeOptions = {"-o", "--sprt"};

MergeCommand parse_merge(const std::vector<std::string>& args,
                         const RefusedRunnerOptions& refused) {
  MergeCommand m;
  cli::Command c("merge");
  c.text("-o", m.output);
  if (refused.count(kSprt))  // the one runner option merge takes (the others: unknown here)
    refuse_runner_options(c, {{kSprt, refused.at(kSprt)}});
  else
    c.custom("--sprt", [&m](const std::string& text) { m.sprt = Sprt::parse(text); });
  c.rest("RESULTS", m.inputs);
  try {
    c.parse_args(args);  // the referee has answered --help
  } catch (const RefusedRunnerOption&) {
    throw;  // the tool's one refusal, as its other commands give it
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

Standings standings_of(const std::vector<Result>& results) {
  Standings s;
  for (const Result& r : results) s.add(r);
  return s;
}

}  // namespace contest
