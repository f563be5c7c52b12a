// command_line.h: boxing_referee's command line (and its second names', boxing_check and
// boxing_gen): the options, which every command takes before or after its name, the commands as
// CLI11 subcommands with their own, and the help of the program and of each command.
#pragma once

#include <string>
#include <vector>

#include "boxing_game.h"
#include "viewer/viewer.h"

namespace boxing {

// The command line read: the options, the command and its words.
struct Invocation {
  RefereeOptions options;
  std::string command;             // gen, game, match, merge, tournament or check
  std::vector<std::string> words;  // the command's words (check: its logs)
  viewer::Options view;            // check's
  bool help = false;               // -h or --help: print help_text(command) and nothing else
};

// The command a second name of the program stands for (contest_add_alias): boxing_check is
// `boxing_referee check`, boxing_gen is `boxing_referee gen`; "" for boxing_referee itself.
std::string implied_command(const char* argv0);

// Reads the command line (without the program's name) of boxing_referee (implied "") or of one of
// its second names (implied "check" or "gen"): the options, then the command and its words,
// checked as far as they can be without reading a file. With -h or --help anywhere, only which
// command the help is of. The game's own options are set in game. Throws std::invalid_argument or
// std::runtime_error naming the problem.
Invocation read_command_line(Boxing& game, const std::string& implied,
                             const std::vector<std::string>& args);

// The help of the whole program (command "") or of one command: only what applies to it. program
// is the name it was run by (boxing_check, boxing_gen: their command's help).
std::string help_text(const std::string& command = "", const std::string& program = "");

// What a refused command line is answered with after its reason: the usage and check's options.
std::string usage_text();

}  // namespace boxing
