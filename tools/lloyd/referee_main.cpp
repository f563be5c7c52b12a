// lloyd_referee: runs Lloyd's Dilemma entries on squares and ranks them by the statement's
// criteria: the shared front end (contest::referee_main, tools/common/game/referee.h) on LloydGame
// (lloyd_game.h). `lloyd_referee --help` says how; the text is the front end's, from the game's
// declarations (lloyd_game.cpp), pinned by LloydTools.RefereeHelpText.
//
// With one square and several entries it is the contest: the final square ranks them (tiles in
// place, moves, transports), and every entry tied for first on all three, perfect or not, plays
// the grand finale on ten squares (perfect squares, total moves and transports on them, total
// time). With several squares it scores the whole set as a grand finale. A tie that remains is
// reported with every tied name, never broken by the order of the --entry options.
//
// The runs are games of the tournament layer (common/match/tournament.h: -j, --results, --resume,
// --shard, -q) on the game's hooks, a run one entry on one square (contest_command.cpp,
// referee_runs.cpp); merge (merge_command.cpp) and the reports on results files
// (report_command.cpp) are the game's own commands.
#include "common/game/referee.h"
#include "lloyd_game.h"

int main(int argc, char** argv) {
  lloyd::LloydGame game;
  return contest::referee_main(game, argc, argv);
}
