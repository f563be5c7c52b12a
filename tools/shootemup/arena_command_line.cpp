// arena_command_line.cpp: the statement's `arena` command line (arena_command_line.h).
#include "arena_command_line.h"

#include <cstdlib>
#include <stdexcept>

#include "common/cli/cli.h"

namespace shootemup {

const char* const kArenaCommandHelp =
    "usage: shootemup_referee [options] PROGRAM [ARGS...] < xx.in > xx.out\n"
    "       arena [options] PROGRAM [ARGS...]   (the same program by the statement's name)\n"
    "Runs a Shot-Em-Up robot as the statement's arena does: reads the series of combats on stdin\n"
    "(G SEED, - or + combats, R rounds), starts PROGRAM with ARGS once, plays each combat against\n"
    "the statement's seeded random robot over the line protocol and writes the arena's output on\n"
    "stdout, robot errors included. A PROGRAM without a '/' is taken from the current directory.\n"
    "options (before PROGRAM):\n"
    "  --move-ms MS       the time the robot has for each reply, 1 to 86400000 ms (default 10000,\n"
    "                     or the environment variable SHOOTEMUP_MOVE_MS, read by the same rule)\n"
    "  --max-pairs N      move pairs after which a combat stops as a loss, 1 to 1000000000\n"
    "                     (default 1000)\n"
    "  -h, --help         this text\n"
    "Exits 0 when the input was run (robot errors are reported in the output), 2 on bad usage.\n";

ArenaCommandLine read_arena_command_line(const std::vector<std::string>& args,
                                         RefereeOptions& options) {
  ArenaCommandLine r;
  long long move_ms = 0;
  contest::cli::Command c("shootemup_referee");
  c.whole("--move-ms", move_ms, 1, 86400000);
  c.whole("--max-pairs", options.max_pairs, 1, 1000000000);
  c.program(options.program);
  try {
    r.help = !c.parse_args(args);
    if (r.help) return r;
    // The environment's time is checked even when --move-ms overrides it, by the same rule.
    if (const char* env = std::getenv("SHOOTEMUP_MOVE_MS"))
      options.move_time =
          contest::Millis(contest::cli::whole_number("SHOOTEMUP_MOVE_MS", env, 1, 86400000));
  } catch (const std::invalid_argument& e) {
    r.problem = e.what();
    return r;
  }
  if (move_ms) options.move_time = contest::Millis(move_ms);
  if (options.program.empty()) {
    r.problem = "no robot program given";
    return r;
  }
  // As in the statement's `arena shootemup`, a bare name is a program in the current directory.
  if (options.program[0].find('/') == std::string::npos)
    options.program[0] = "./" + options.program[0];
  return r;
}

}  // namespace shootemup
