// command_line.h: lloyd_referee's command line: its help (pinned by LloydTools.RefereeHelpText)
// and its options read into a Referee.
#pragma once

#include <string>
#include <vector>

#include "referee_runs.h"

namespace lloyd {

// The whole --help.
std::string referee_help();

// What the command line asks: help, a command (merge, report) on its words, or runs.
struct CommandLine {
  bool help = false;               // -h or --help anywhere
  std::string command;             // "merge" or "report", named wherever options put it
  std::vector<std::string> words;  // the command's words
  Referee referee;                 // the runs' options and entries
  std::vector<std::string> specs;  // the SQUARE words
  long long finale_seed = 1995;
};

// Reads the command line (without the program's name); "" when it can be run, else the problem,
// naming the option. The options before a command's word are checked and set aside.
std::string read_command_line(const std::vector<std::string>& args, CommandLine& cl);

}  // namespace lloyd
