// tune_main.cpp: pousse_tune, which fits Bulldozer's evaluation weights to game results.
// `pousse_tune --help` says how; the text is kHelp (tune_command_line.cpp), pinned by
// PousseTune.HelpText.
//
// This file only wires: the help and the options (tune_command_line.cpp), self-play
// (tune_selfplay.cpp), the fit (tune_fit.cpp), and the entry's terms, search and weights
// (tune_entry.cpp, the one file that includes the entry's source; tune.h).
#include <iostream>

#include "tune.h"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  for (const std::string& a : args)
    if (a == "-h" || a == "--help") {
      std::cout << tune::kHelp;
      return 0;
    }
  if (args.empty()) return tune::usage("no command");
  const std::string command = args[0];
  args.erase(args.begin());
  if (command == "selfplay") return tune::self_play(args);
  if (command == "fit") return tune::fit(args);
  return tune::usage("unknown command '" + command + "'");
}
