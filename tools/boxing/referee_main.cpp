// boxing_referee: plays Boxing Match games, matches and tournaments, generates arenas and checks
// logs; `boxing_referee --help` says how, `boxing_referee COMMAND --help` what a command takes.
// The build also makes boxing_check and boxing_gen, second names of the program that run its
// `check` and `gen` commands (one name per role in every game). This file only wires: the command
// line is read in command_line.cpp, each command is a file of its own (referee.h).
#include <iostream>
#include <stdexcept>

#include "command_line.h"
#include "referee.h"

namespace {

using namespace boxing;

int run(int argc, char** argv) {
  const std::string implied = implied_command(argc > 0 ? argv[0] : nullptr);
  Boxing game;
  const Invocation in =
      read_command_line(game, implied, std::vector<std::string>(argv + 1, argv + argc));
  if (in.help) {
    std::cout << help_text(in.command, implied.empty() ? "" : "boxing_" + implied);
    return 0;
  }
  const std::string& cmd = in.command;
  const RefereeOptions& o = in.options;
  for (const contest::GameCommand& g : game.commands())  // gen, tournament
    if (cmd == g.name) return g.run({in.words, o.runner, o.env, o.log_dir});
  if (cmd == "game") return game_command(game, in.words, in.options);
  if (cmd == "match") return match_command(game, in.words, in.options);
  if (cmd == "merge") return merge_command(game, in.words);
  if (cmd == "check") return check_command(game, in.words, in.view);
  throw std::runtime_error("bad command line");
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "boxing_referee: " << e.what() << "\n" << usage_text();
    return 2;
  }
}
