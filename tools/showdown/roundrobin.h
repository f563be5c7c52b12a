// roundrobin.h: the strength measure on the shared match runner (tools/common/match/match.h). Every
// pair of players (or, in a gauntlet, the first player with each of the others) plays one match
// (two games, each first once, decided as ruling 13 says) per seed; a match is one game of the
// runner's schedule, so -j, the results file, --resume, --shard, the SPRT and the crosstable are
// the runner's.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "common/match/match.h"
#include "match.h"

namespace showdown {

struct RoundRobinOptions {
  RefereeOptions mediator;        // its seed is the first seed
  int seeds = 1;                  // seeds first .. first + seeds - 1: one match per pair each
  std::string log_dir;            // where each game's log goes ("" for none)
  bool gauntlet = false;          // only the first player's pairs: it against each of the others
  contest::RunnerOptions runner;  // -j, --results, --resume, --shard, --sprt, -q (not its seed)
};

// The runner's opening o, played with side s (0: the pair's first-named player is the match's
// first, 1: the other), is the seed first + 2o + s: each pair plays every seed once, and the two
// seeds of a runner pair with the players swapped.
unsigned match_seed(const RoundRobinOptions& o, const contest::ScheduledGame& g);

struct RoundRobinResult {
  contest::MatchReport report;    // one result per match: the winner has 1 point
  int faults = 0;                 // faulted turns in the matches of the report
  int spawn_failures = 0;         // matches in which a program could not be started
  std::vector<std::string> logs;  // the paths written in this run, in no particular order
};

// Plays the round robin (the matches the results file lacks); on_result is called after every
// match played, from one thread at a time. A match's result: "end" how it was decided ("score",
// "fewest MOVEs", ..., "seed"), "moves" the programs' turns, "info" {"first_points",
// "second_points", "faults"} (the points of the players in order of play, over both games),
// "forfeits" a player that could not be started, "log" the two games' logs separated by a blank.
// Throws as contest::run_match does.
RoundRobinResult run_round_robin(const std::vector<Entrant>& players, const RoundRobinOptions& o,
                                 const std::function<void(const contest::Result&)>& on_result = {});

// One line for a match's result: "seed 8: standard 12 - 10 runner -> standard (by fewest MOVEs)".
std::string describe_match(const contest::Result& r);

}  // namespace showdown
