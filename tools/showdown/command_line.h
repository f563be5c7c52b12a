// command_line.h: showdown_referee's command line: the mediator's options, where logs go, the mode
// and its entrants; the help of the program (pinned by ShowdownRefereeCli.HelpText) and of each
// mode; the modes, each run from what the command line gave (modes.cpp).
#pragma once

#include <string>
#include <vector>

#include "common/match/match.h"
#include "game.h"

namespace showdown {

struct CommandLine {
  RefereeOptions options;
  std::string logs, mode;
  int seeds = 1;
  contest::RunnerOptions runner;
  bool runner_options = false;  // --shard or --sprt given: roundrobin and gauntlet only
  bool file_options = false;    // --results, --resume or -q: those and tournament
  std::vector<Entrant> entrants;
};

// Reads the command line into cl (--help answered before): the options, before or after the mode,
// each mode a CLI11 subcommand; returns 0, or the exit status of a usage error, told on stderr.
int parse_args(int argc, char** argv, CommandLine& cl);

// The help of the whole program (mode "") or of one mode: only what applies to it.
std::string help_text(const std::string& mode = "");

// The help a command line with -h or --help asks for: that of the mode it names, the whole when it
// names none.
std::string help_asked(const std::vector<std::string>& args);

// A refused command line: "showdown_referee: WHY (see --help)", status 2.
int usage(const std::string& why);

// The modes; each returns the exit status.
int game_mode(const CommandLine& cl);
int match_mode(const CommandLine& cl);  // match and panel
int tournament_mode(const CommandLine& cl);
int roundrobin_mode(const CommandLine& cl);  // roundrobin and gauntlet

}  // namespace showdown
