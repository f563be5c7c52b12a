// referee_main.cpp: the Showdown referee's command line, the statement's "mediator" (the build
// also makes `showdown_mediator`, a second name of the same program). `showdown_referee --help`
// says it all (command_line.cpp, pinned by ShowdownRefereeCli.HelpText), `showdown_referee MODE
// --help` what a mode takes. This file only wires: the command line is read in command_line.cpp,
// the modes are run in modes.cpp.
#include <iostream>

#include "command_line.h"

using namespace showdown;

// The fuzz target of the command line (tools/fuzz) reads it through command_line.cpp.
int main(int argc, char** argv) {
  // Step 1. The command line: --help or -h anywhere prints the help (of the mode named, if any).
  const std::vector<std::string> args(argv + 1, argv + argc);
  for (const std::string& a : args)
    if (a == "-h" || a == "--help") {
      std::cout << help_asked(args);
      return 0;
    }
  CommandLine cl;
  if (const int status = parse_args(argc, argv, cl)) return status;

  // Step 2. The mode. What stops a run (a log that cannot be written) ends it with its reason.
  try {
    if (cl.mode == "game") return game_mode(cl);
    if (cl.mode == "match" || cl.mode == "panel") return match_mode(cl);
    if (cl.mode == "tournament") return tournament_mode(cl);
    if (cl.mode == "roundrobin" || cl.mode == "gauntlet") return roundrobin_mode(cl);
  } catch (const std::exception& e) {
    std::cerr << "showdown_referee: " << e.what() << "\n";
    return 1;
  }
  return usage(cl.mode.empty() ? "no mode given" : "unknown mode '" + cl.mode + "'");
}
