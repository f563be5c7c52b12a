// arena.h: the Shot-Em-Up `arena`, exactly as the statement describes it.
//
// Reads arena commands (G, -, +, ., B, B1, B0, *, D, R) and drives ONE robot program over the line
// protocol for the whole input, restarting it only after an error. Output echoes the commands, the
// lines exchanged with the robot (except during R) and `!` lines (errors, boards, round lines).
// Lines of the input that the arena itself writes (P H N W L M S / !) are skipped, so that running
// the arena on its own output reproduces that output. Rulings: shootemup/README.md.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "common/process.h"

namespace shootemup {

struct ArenaOptions {
  std::vector<std::string> program;  // the robot's argv; argv[0] is its path
  contest::Millis move_time{10000};  // per reply: from the line sent to the robot's M/S line
  int max_pairs = 1000;              // move pairs after which a combat stops as a loss
  int max_comments = 10000;          // `/` lines the robot may send before one move
};

// Statistics of one run, for tests and benchmarks (the output has them too).
struct ArenaTotals {
  long combats = 0, wins = 0, losses = 0, errors = 0, capped = 0;
  long robot_starts = 0;
};

// Runs the arena over the whole input. Never throws for the robot's behaviour.
ArenaTotals run_arena(std::istream& in, std::ostream& out, const ArenaOptions& options);

}  // namespace shootemup
