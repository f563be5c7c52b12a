// lloyd_referee: runs Lloyd's Dilemma entries on squares and ranks them by the statement's
// criteria. `lloyd_referee --help` says how; the text is referee_help() (command_line.cpp), pinned
// by LloydTools.RefereeHelpText.
//
// With one square and several entries it is the contest: the final square ranks them (tiles in
// place, moves, transports), and every entry tied for first on all three, perfect or not, plays
// the grand finale on ten squares (perfect squares, total moves and transports on them, total
// time). With several squares it scores the whole set as a grand finale. A tie that remains is
// reported with every tied name, never broken by the order of the --entry options.
//
// The runs are games of the tournament layer (common/match/tournament.h: -j, --results, --resume,
// --shard, -q) and its record, contest::Result (referee.h): a run is one entry on one square.
// With two entries on several squares the referee also compares them square by square (sign test).
// This file only wires: the command line and its commands' words (command_line.cpp), the runs
// (contest_command.cpp, referee_runs.cpp), merge (merge_command.cpp), the reports on results
// files (report_command.cpp).
#include <cstdio>

#include "commands.h"
#include "common/cli/cli.h"

int main(int argc, char** argv) {
  using namespace lloyd;
  CommandLine cl;
  if (const std::string why = read_command_line({argv + 1, argv + argc}, cl); !why.empty())
    return contest::cli::usage("lloyd_referee", why);
  if (cl.help) {
    std::fputs(referee_help().c_str(), stdout);
    return 0;
  }
  if (cl.command == "merge") return merge_command(cl.words);
  if (cl.command == "report") return report_command(cl.words);
  return play_command(cl);
}
