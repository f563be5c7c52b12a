// replay.h: the Shot-Em-Up replay checker: re-verifies an arena output log without the robot.
//
// It runs the arena itself (run_referee with hooks) on the log as its input, so the log's commands
// are re-executed by the arena's own rules and seeded random robot; the robot's replies (M/S and
// `/` lines, and the errors it caused) are taken from the log instead of from a process; and every
// line the arena writes is compared with the log's line at that point. R rounds hold no moves in a
// log: their error lines and round line are checked for form and arithmetic only, and a combat
// begun after an R round before the next G cannot be checked at all (the generator's state is
// unknown). Rulings and what the checker cannot see: shootemup/README.md.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "arena.h"

namespace shootemup {

struct ReplayOptions {
  // The arena's --move-ms and --max-pairs; unset: read from the log's own lines where they show
  // ("no move within N ms", "combat stopped after N move pairs"), else 10000 ms and no cap.
  std::optional<long> move_ms;
  std::optional<int> max_pairs;
  // When set, told of every combat begun by `-` as the arena re-plays it (RefereeHooks::observe).
  std::function<void(const CombatEvent&, const Game&)> observe;
};

struct ReplayReport {
  // Verified: every line is what the arena writes. Mismatch: the log was tampered with or is not
  // an arena output. Unverifiable: consistent up to `line`, a combat there cannot be checked.
  enum class Verdict { Verified, Mismatch, Unverifiable };
  Verdict verdict = Verdict::Mismatch;
  long line = 0;         // 1-based line of the first discrepancy (one past the end: a missing line)
  std::string message;   // what is wrong there
  RefereeTotals totals;  // of the replay (R rounds as their round lines count them)
  long round_combats = 0;  // how many of totals.combats were in R rounds (taken from round lines)
  long lines = 0;          // lines checked
  bool ok() const { return verdict == Verdict::Verified; }
};

// Checks the log line by line; never throws for the log's contents.
ReplayReport check_replay(const std::vector<std::string>& log, const ReplayOptions& options);

}  // namespace shootemup
