// game.h: one Showdown game between two entry executables, as the contest's mediator ran it.
//
// Each turn executes the player's program once through contest::run_process, with the path of its
// private state file as the only argument and one line on stdin, and reads one command from its
// stdout. Every player has its own directory (mode 0700, random name); its state file exists on
// disk only while that player runs: between turns the mediator keeps the bytes, so the opponent
// can never read it (see seat.h). Everything is removed after the game. Misbehaviour (garbage,
// stderr output, crash, time or output limit, leftover processes, a state file that is not a
// regular file) costs the turn, which is answered with ERROR; the log names the fault. See the
// Rulings in showdown/README.md.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "common/process/process.h"
#include "rules.h"

namespace showdown {

struct Entrant {
  std::string name;
  std::string path;
  std::vector<std::string> env;  // extra "NAME=value" entries for its program, every turn
};

struct RefereeOptions {
  // The statement's limit: at most `average` of wall time per turn on average. A turn's deadline is
  // what is left of a player's allowance (average times the turns it has run, that one included),
  // and never more than turn_cap, which stops a hung program.
  contest::Millis average{10000};
  contest::Millis turn_cap{60000};
  std::size_t state_limit = std::size_t{1} << 20;  // bytes a state file may hold
  int max_turns = kMaxTurns;  // turns each before the game stops; only tests shorten it
  unsigned seed = 1;  // names the state files (state-SEED): programs may draw their choices from it
};

struct GameResult {
  std::string names[2];
  Outcome outcome = Outcome::Running;
  Score score[2];
  PlayerStats stats[2];
  std::string log;             // the turn-by-turn log (see verify_log in log_check.h)
  double seconds[2] = {0, 0};  // wall time spent in each program
  int turns_run = 0;           // program executions
};

// Plays one game: first starts at A 1, second at I 26.
GameResult play_game(const Entrant& first, const Entrant& second, const RefereeOptions& options);

// A multi-line readable summary of one game.
std::string describe_game(const GameResult& g);

}  // namespace showdown
