// shootemup_referee: runs a Shot-Em-Up robot as the statement's `arena` program does; the build
// also makes `arena`, the statement's name, a second name of the same program. `--help` says how;
// the text is kHelp below, pinned by ArenaProgram.HelpText. `shootemup_referee --series ...` is
// the strength runs' mode on the shared front end (shootemup_game.h); the statement's command
// line is untouched by it.
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "arena.h"
#include "common/cli/cli.h"
#include "common/core/numbers.h"
#include "common/game/referee.h"
#include "shootemup_game.h"

namespace {

const char* const kHelp =
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

int usage(const std::string& why) { return contest::cli::usage("shootemup_referee", why); }

// A whole number from lo to hi by the tools' one rule (common/core/numbers.h); what is wrong
// otherwise.
std::string whole(const std::string& name, const std::string& text, long long lo, long long hi,
                  long long& value) {
  if (contest::parse_whole(text, lo, hi, value)) return "";
  return name + ": expected a whole number from " + std::to_string(lo) + " to " +
         std::to_string(hi) + ", got '" + text + "'";
}

// What the command line asks for: help, or a robot to run (problem empty) or the problem.
struct Reading {
  bool help = false;
  std::string problem;
};

// Reads the arena's command line (without the program's name) into options: the options, all
// before PROGRAM, then PROGRAM and its own words.
Reading read_command_line(const std::vector<std::string>& args,
                          shootemup::RefereeOptions& options) {
  Reading r;
  long long value = 0, move_ms = 0;
  contest::cli::Command c("shootemup_referee");
  c.whole("--move-ms", move_ms, 1, 86400000);
  c.whole("--max-pairs", options.max_pairs, 1, 1000000000);
  c.program(options.program);
  try {
    r.help = !c.parse_args(args);
    if (r.help) return r;
  } catch (const std::invalid_argument& e) {
    r.problem = e.what();
    return r;
  }
  // The environment's time is checked even when --move-ms overrides it.
  if (const char* env = std::getenv("SHOOTEMUP_MOVE_MS")) {
    r.problem = whole("SHOOTEMUP_MOVE_MS", env, 1, 86400000, value);
    if (!r.problem.empty()) return r;
    options.move_time = contest::Millis(value);
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

}  // namespace

// The fuzz target of the command line (tools/fuzz) includes this file without its main.
#ifndef CONTEST_NO_MAIN
int main(int argc, char** argv) {
  // An option the statement's arena refuses, so no robot's command line changes meaning. An option,
  // not a word: a word could be a robot's name (`arena series` runs ./series).
  if (argc > 1 && std::string(argv[1]) == "--series") {
    std::vector<char*> args = {argv[0]};  // the words after it, under the program's own name
    args.insert(args.end(), argv + 2, argv + argc);
    shootemup::ShootemupGame game;
    return contest::referee_main(game, static_cast<int>(args.size()), args.data());
  }

  // Step 1. The options, all before PROGRAM: what follows it is the robot's own.
  shootemup::RefereeOptions options;
  const Reading r = read_command_line(std::vector<std::string>(argv + 1, argv + argc), options);
  if (r.help) return std::cout << kHelp, 0;
  if (!r.problem.empty()) return usage(r.problem);

  // Step 2. The series of combats, the robot started once.
  std::ios::sync_with_stdio(false);
  shootemup::run_referee(std::cin, std::cout, options);
  return 0;
}
#endif  // CONTEST_NO_MAIN
