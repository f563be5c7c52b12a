// shootemup_referee: runs a Shot-Em-Up robot as the statement's `arena` program does; the build
// also makes `arena`, the statement's name, a second name of the same program. Its command line
// and help are arena_command_line.h's. `shootemup_referee --series ...` is the strength runs' mode
// on the shared front end (shootemup_game.h); the statement's command line is untouched by it.
#include <iostream>
#include <string>
#include <vector>

#include "arena_command_line.h"
#include "common/cli/cli.h"
#include "common/game/referee.h"
#include "shootemup_game.h"

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
  const shootemup::ArenaCommandLine r =
      shootemup::read_arena_command_line(std::vector<std::string>(argv + 1, argv + argc), options);
  if (r.help) return std::cout << shootemup::kArenaCommandHelp, 0;
  if (!r.problem.empty()) return contest::cli::usage("shootemup_referee", r.problem);
  // Step 2. The series of combats, the robot started once.
  std::ios::sync_with_stdio(false);
  shootemup::run_referee(std::cin, std::cout, options);
  return 0;
}
