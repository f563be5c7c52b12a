// tournament.h: the Showdown tournament: seeding by a system-test game, then single elimination,
// on the tournament layer (tools/common/match/tournament.h, knockout.h): the seeding games are its
// first stage, each knockout round a stage of matches, so -j, --results and --resume are the
// layer's.
#pragma once

#include <string>
#include <vector>

#include "common/match/knockout.h"
#include "game.h"

namespace showdown {

using contest::bracket_order;
using contest::round_pairs;

struct Seeding {
  Entrant entrant;
  int score = 0;           // its score as player one against the standard player
  bool completed = false;  // played the system-test game without a fault
};

struct TournamentResult {
  std::vector<Seeding> seeds;  // seed order (best first); entries that did not complete are last
  std::vector<std::string> report;  // human-readable lines: seeding table, every match, champion
  std::string champion;
  long resumed = 0;  // games taken from the results file
};

// Seeds every entrant by one system-test game as player one against standard, then plays a
// single-elimination tournament among those that completed it, byes to the top seeds. Each game's
// log is written to log_dir when it is not empty. The seeding games, and the matches of a round,
// are played runner.jobs at once; the result does not depend on jobs. With runner.results every
// game (a seeding game, or a match) is a line of that file, and runner.resume continues it. Throws
// std::invalid_argument for options that do not fit (--shard, --sprt, names results cannot hold).
TournamentResult run_tournament(const std::vector<Entrant>& entrants, const Entrant& standard,
                                const RefereeOptions& options, const std::string& log_dir,
                                const contest::RunnerOptions& runner);
// The same without a results file or a progress line.
TournamentResult run_tournament(const std::vector<Entrant>& entrants, const Entrant& standard,
                                const RefereeOptions& options, const std::string& log_dir,
                                int jobs = 1);

}  // namespace showdown
