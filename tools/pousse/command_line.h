// command_line.h: pousse_referee's command line read (before any game): the match's options, the
// players and their environments.
#pragma once

#include <string>
#include <vector>

#include "match.h"

namespace pousse {

// The command line: the match's options, the programs and what to log.
struct CommandLine {
  bool help = false;               // -h or --help anywhere
  std::string command;             // "merge" when named, wherever options put it
  std::vector<std::string> words;  // its words
  MatchOptions match;
  std::vector<std::string> env, env_a, env_b, programs;
};

// Reads the command line (without the program's name): help, the merge command's words (the
// referee's options before the word checked and set aside) or a match. Throws
// contest::cli::Usage naming the problem.
CommandLine parse_args(const std::vector<std::string>& args);

// The players: distinct names (a name given twice gets _A, _B, ...), the shared environment then
// each one's own (--env-a for the first, --env-b for the second). Throws contest::cli::Usage.
std::vector<Player> make_players(const CommandLine& cl);

}  // namespace pousse
