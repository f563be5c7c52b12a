// command_line.h: lloyd_referee's command line: its help (pinned by LloydTools.RefereeHelpText)
// and its options read into a Referee.
#pragma once

#include <string>
#include <vector>

#include "referee_runs.h"

namespace lloyd {

// The whole --help.
std::string referee_help();

// Reads the command line (without the program's name), --help and merge aside, into the
// referee's options and entries, the SQUAREs and the finale's seed; "" when it can be run, else
// the problem, naming the option.
std::string read_command_line(const std::vector<std::string>& args, Referee& referee,
                              std::vector<std::string>& specs, long long& finale_seed);

}  // namespace lloyd
