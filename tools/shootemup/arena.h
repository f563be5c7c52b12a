// arena.h: the Shot-Em-Up `arena`, exactly as the statement describes it.
//
// Reads arena commands (G, -, +, ., B, B1, B0, *, D, R) and drives ONE robot program over the line
// protocol for the whole input, restarting it only after an error. Output echoes the commands, the
// lines exchanged with the robot (except during R) and `!` lines (errors, boards, round lines).
// Lines of the input that the arena itself writes (P H N W L M S / !) are skipped, so that running
// the arena on its own output reproduces that output. Rulings: shootemup/README.md.
#pragma once

#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "common/process/process.h"
#include "game.h"

namespace shootemup {

struct RefereeOptions {
  std::vector<std::string> program;  // the robot's argv; argv[0] is its path
  std::vector<std::string> env;      // "VAR=VALUE" added to its environment (--series --env)
  contest::Millis move_time{10000};  // per reply: from the line sent to the robot's M/S line
  int max_pairs = 1000;              // move pairs after which a combat stops as a loss
  int max_comments = 10000;          // `/` lines the robot may send before one move
};

// Statistics of one run, for tests and benchmarks (the output has them too).
struct RefereeTotals {
  long combats = 0, wins = 0, losses = 0, errors = 0, capped = 0;
  long robot_starts = 0;
  long moves = 0;                  // the robot's moves read (R rounds included)
  long long slowest_reply_ms = 0;  // the longest wait for one of them, wall clock
};

// The `!` line the arena writes (after "! ") when the robot exits at the end of its input but
// leaves processes of its group running; the arena kills them.
constexpr const char* kLeftProcesses =
    "the robot left processes running at the end of its input: they were killed";

// Runs the arena over the whole input. Never throws for the robot's behaviour.
RefereeTotals run_referee(std::istream& in, std::ostream& out, const RefereeOptions& options);

// The robot as the arena sees it: a live process (the arena) or a recorded log (the replay
// checker, which re-runs the arena's own rules with the robot's replies taken from a log).
class RobotLink {
 public:
  enum class Read { Line, Eof, Timeout, Overflow };
  virtual ~RobotLink() = default;
  // False, with why, when the robot cannot be started.
  virtual bool start(std::string& why) = 0;
  virtual bool running() const = 0;
  virtual void write_line(const std::string& line) = 0;
  // One line of at most 4096 bytes within timeout.
  virtual Read read_line(std::string& line, contest::Millis timeout) = 0;
  // After Eof: how the robot ended ("it exited with status 0").
  virtual std::string ended() = 0;
  // At the end of the input: empty, or the `!` line that tells how the robot failed to end.
  virtual std::string finish() = 0;
  virtual void kill() = 0;
};

// An R round that is not played but taken from elsewhere (the replay: a log holds no moves of R).
struct RoundRecord {
  long wins = 0, losses = 0, errors = 0, capped = 0;
  bool robot_left = true;  // a robot is still running after the round (its last combat no error)
};

// A combat begun by `-`, as the viewers see it: its start, each move pair and its end.
struct CombatEvent {
  enum class Kind { Start, Pair, End };
  Kind kind = Kind::Start;
  // Start: the `-` line; Pair: the line sent after the pair (W, L, H dx dy or N); End: how the
  // combat ended ("win", "loss", "loss, combat stopped after N move pairs", "error: ...",
  // "abandoned").
  std::string text;
  Move ours;                   // Pair: our robot's move
  std::optional<Move> theirs;  // Pair: the random robot's, unless ours ended the combat
};

// What run_referee uses besides its options; each empty member takes the live arena's default.
struct RefereeHooks {
  std::function<std::unique_ptr<RobotLink>()> robot;  // default: a Process of options.program
  std::function<void(const std::string&)> print;      // default: one line to out
  // When set, each R round comes from here; the generator's state is then unknown until the next
  // G, and a combat begun before that G calls unseeded (which may throw).
  std::function<RoundRecord(long n)> round;
  std::function<void()> unseeded;
  // When set, told of each combat begun by `-` (not those of R) with the game after each event.
  std::function<void(const CombatEvent&, const Game&)> observe;
};

RefereeTotals run_referee(std::istream& in, std::ostream& out, const RefereeOptions& options,
                          const RefereeHooks& hooks);

}  // namespace shootemup
