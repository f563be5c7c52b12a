// match.h: the match runner every referee shares. A game supplies only "where game g
// starts" and "play game g"; the runner does the rest: the schedule (a match of two players, a
// round robin or a gauntlet, each opening once with each player of a pairing first), N games at
// once, a progress line, a results file of one JSON object per game (results.h), --resume from
// that file, --shard K/N, a sequential test (SPRT) that stops a match once decided, and the
// standings (standings.h). See tools/common/README.md.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <iosfwd>
#include <map>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "common/results/results.h"
#include "common/results/standings.h"
#include "common/stats/stats.h"

namespace contest {

namespace cli {
class Command;
}

// One game of a schedule.
struct ScheduledGame {
  long number = 0;           // 1-based, in the whole schedule
  long opening = 0;          // 0-based: which opening (seed, start position) it is played from
  long pair = 0;             // 0-based: its pair, the pairing's games from this opening
  std::vector<int> players;  // indices in the player list, in the match's order
  std::vector<int> seats;    // the same players in order of play: seats[0] moves first
  std::string id;            // game_id(opening, names of the seats)
};

enum class Format {
  RoundRobin,  // every pair of players (two players: a match)
  Gauntlet,    // the first player against each of the others
};

// For each opening 0, 1, 2, ...: each pairing plays it twice, first with its first-named player
// first, then with the other first. A pairing plays games_per_pairing games: an odd count plays
// its last opening once. Openings are shared by all pairings, so a round robin is fair.
std::vector<ScheduledGame> make_schedule(Format format, const std::vector<std::string>& players,
                                         long games_per_pairing);

// Part K of N of a schedule: its pairs K-1, K-1+N, K-1+2N, ... (pairs stay whole, so each part
// has its own pentanomial counts). The N parts are disjoint and together the whole schedule.
struct Shard {
  long index = 1, count = 1;
  static Shard parse(const std::string& text);  // "K/N", 1 <= K <= N; std::invalid_argument
  bool contains(const ScheduledGame& g) const { return g.pair % count == index - 1; }
};

// What one game reports to the runner.
struct Outcome {
  std::vector<double> points;  // per seat (order of play): 1, 0.5 or 0 each with two players
  std::string end;             // how it ended, in the game's words
  std::map<std::string, std::string> forfeits;  // by player name: why
  long moves = 0;
  std::map<std::string, long long> slowest_ms;  // by player name
  std::string log;                              // the game's log file, if one was kept
  std::map<std::string, long long> info;        // the game's own figures
  std::string own_name;                         // the game's own member of the line, if any
  Json own;
  long long wall_ms = -1;  // the game's own timing (Lloyd: the entry's process); -1: the runner's
};

struct GameHooks {
  // The game's name for where game g starts (the same for the games of one opening): recorded
  // in each result, and compared with a resumed file's so that other options are caught.
  std::function<std::string(const ScheduledGame&)> start;
  // Plays game g. Called from `jobs` threads at once; `slot` (0 to jobs-1) is the calling
  // thread's, so no two games under way share one (Boxing gives each slot its own marks).
  // An exception stops the match: no new game starts, and run_match throws it once the games
  // under way have ended (their results are kept).
  std::function<Outcome(const ScheduledGame& g, int slot)> play;
  // The game's own member of a results line (Lloyd's "lloyd"), checked as the file is read.
  const OwnMember* own = nullptr;
  // The progress line of a game that ended, in the game's words (between "[done/total] " and the
  // time left); none: the game, its result and the first player's standings so far.
  std::function<std::string(const Result&)> progress;
};

struct RunnerOptions {
  int jobs = 1;
  std::string results;  // the results file; empty: none
  bool resume = false;  // play only the games the results file lacks
  Shard shard;
  std::optional<Sprt> sprt;          // two players only: no new pair starts once decided
  long long seed = 1;                // the game's (what it seeds is the game's choice)
  bool quiet = false;                // no progress line
  std::ostream* progress = nullptr;  // where the progress line goes; null: std::cerr
};

// The runner's own options, the same for every referee: `-j N`/`--jobs N`, `--results FILE`,
// `--resume`, `--shard K/N`, `--sprt SPEC`, `--seed S`, `-q`/`--quiet`. A set of them (a bitmask
// of RunnerOption) says what a tool or one of its commands takes: add_runner_options declares
// that set and runner_options_help prints it, both from the one table in match.cpp.
enum RunnerOption : unsigned {
  kJobs = 1,
  kResults = 2,
  kResume = 4,
  kShard = 8,
  kSprt = 16,
  kSeed = 32,
  kQuiet = 64,
};
constexpr unsigned kEveryRunnerOption =
    kJobs | kResults | kResume | kShard | kSprt | kSeed | kQuiet;
// The help text of the options in `take`, one entry each, in the order above.
std::string runner_options_help(unsigned take = kEveryRunnerOption);
// Declares the options in `take` on a tool's command line (or one of its commands), read into
// o; a tool that has its own --sprt or --seed leaves them out.
void add_runner_options(cli::Command& c, RunnerOptions& o, unsigned take = kEveryRunnerOption);
// The names of the options in `options` as the help and the messages give them, in the order
// above: "-j, --sprt".
std::string runner_option_names(unsigned options);

// The runner's options a tool takes on none of its commands (RunnerOption bits), each with why
// (CommandShape::refused_runner_options): "" for no why.
using RefusedRunnerOptions = std::map<unsigned, std::string>;
// What refuses one of them, wherever it is given: "--sprt: WHY" ("--sprt: not taken" without a
// why). An std::invalid_argument, as cli::Usage is, of a type of its own so that a parser that
// puts its name before its messages (parse_merge's "merge: ") lets it pass as it is.
struct RefusedRunnerOption : std::invalid_argument {
  RefusedRunnerOption(unsigned option, const std::string& why);
};
// Declares the options in `refused` on c (by the names add_runner_options declares them by), each
// throwing its RefusedRunnerOption when given: the one refusal of a runner option, on a referee's
// commands and in merge's words (parse_merge).
void refuse_runner_options(cli::Command& c, const RefusedRunnerOptions& refused);

struct MatchReport {
  std::vector<std::string> players;
  std::vector<Result> results;  // the shard's games that have a result, by game number
  long scheduled = 0;           // games in the shard's part of the schedule
  long resumed = 0, played = 0;
  bool stopped = false;  // the test was decided and games were left unplayed
  // When and how the test was decided, as "H1 accepted at game 140 (LLR 3.05)"; empty while it
  // was not. The games under way then still end and count, so the final LLR may lie back inside
  // the bounds: the summary computed from all the results then says "continue", and this says
  // why the match stopped.
  std::string decision;
  Standings standings;
};

// Plays the schedule's games of options.shard that the results file does not hold yet. Throws
// std::invalid_argument for options that do not fit (a test with more than two players or with
// shards, --resume without --results, players whose names results cannot hold) and
// std::runtime_error for a results file that does not belong to this match (or holds results
// without --resume). on_result is called, under the runner's lock, after each game played.
// "SPRT stopped the match: H1 accepted at game 140 (LLR 3.05)\n" when the test stopped it, else "".
std::string decision_line(const MatchReport& report);

// The schedule is played as given (kinds.h: the Games kind); kinds.h's run_match takes a kind (a
// RoundRobin, a Gauntlet) instead.
MatchReport run_match(const std::vector<std::string>& players,
                      const std::vector<ScheduledGame>& schedule, const GameHooks& game,
                      const RunnerOptions& options,
                      const std::function<void(const Result&)>& on_result = {});

// The `merge` command of every referee: `merge [-o FILE] [--sprt SPEC] RESULTS...`. Reads the
// files, merges them (merge_results), writes the merged lines to FILE when given. A tool that
// refuses --sprt (RefusedRunnerOptions) has `merge [-o FILE] RESULTS...`: its usage, its help and
// its parser leave --sprt out, and the parser refuses it as every command of the tool does.
struct MergeCommand {
  std::vector<std::string> inputs;
  std::string output;
  std::optional<Sprt> sprt;
};
// merge's options, which may stand before its word too (`-o FILE merge RESULTS...`; a referee
// gives them to cli::Command::commands, which finds the word after the referee's options too).
extern const std::vector<std::string> kMergeOptions;
// Throws std::invalid_argument: "merge: WHY", or the RefusedRunnerOption of a refused --sprt.
MergeCommand parse_merge(const std::vector<std::string>& args,
                         const RefusedRunnerOptions& refused = {});
std::vector<Result> run_merge(const MergeCommand& m);  // std::runtime_error
// merge's usage after the tool's name, "merge [-o FILE] [--sprt SPEC] RESULTS...", and its entry
// in a help (that usage, then what it does from column 21), without the options in `refused`.
std::string merge_usage(const RefusedRunnerOptions& refused = {});
std::string merge_help(const RefusedRunnerOptions& refused = {});

// "1h02m", "3m05s", "12s": a time left (rounded to the second, at least 0), as progress lines
// write it.
std::string clock_text(double seconds);

// What a worker of the pool does next: the task next() set, wait until a task under way ends
// (tasks left, but none that may start now), or end (none left).
enum class Pick { kTask, kWait, kEnd };

// Does tasks `jobs` at once: the calling thread is worker slot 0, jobs-1 threads the others
// (1 to jobs-1). Each worker repeats: under the pool's lock, next(task) picks its next task (or
// says to wait for one under way to end, or to end); outside it, work(task, slot) does the task;
// under the lock again, done(task, output) records what work returned. An exception from work or
// done stops the pool: no new task starts, the tasks under way finish, and the first exception
// is thrown again once every worker has ended.
template <typename Next, typename Work, typename Done>
void run_pool(int jobs, Next&& next, Work&& work, Done&& done) {
  std::mutex lock;
  std::condition_variable ended;  // a task ended, or failed
  std::exception_ptr error;
  auto worker = [&](int slot) {
    for (;;) {
      std::size_t task;
      {
        std::unique_lock<std::mutex> guard(lock);
        for (Pick p; !error && (p = next(task)) != Pick::kTask;) {
          if (p == Pick::kEnd) return;
          ended.wait(guard);
        }
        if (error) return;
      }
      try {
        auto output = work(task, slot);
        std::lock_guard<std::mutex> guard(lock);
        done(task, output);
        ended.notify_all();
      } catch (...) {
        std::lock_guard<std::mutex> guard(lock);
        if (!error) error = std::current_exception();
        ended.notify_all();
        return;
      }
    }
  };
  std::vector<std::thread> threads;
  for (int slot = 1; slot < jobs; ++slot) threads.emplace_back(worker, slot);
  worker(0);
  for (auto& t : threads) t.join();
  if (error) std::rethrow_exception(error);
}

// The standings of some results, with the players in order of their first appearance.
Standings standings_of(const std::vector<Result>& results);

}  // namespace contest
