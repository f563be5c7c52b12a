// referee.h: the referee of a game (game.h), the same front end for every game. A game's main is
// `return contest::referee_main(game, argc, argv);`, and NAME_referee then has four commands:
//   game [options] PLAYER PLAYER       one game: its results line on stdout, its log with --log
//   match [options] PLAYER PLAYER...   a match, a round robin or a gauntlet on the match runner
//                                      (match.h): -j, --results, --resume, --shard, --sprt, -q
//   merge [-o FILE] [--sprt SPEC] RESULTS...   results files together, the game's ranking of them
//   check [--json] LOG...              logs checked again by the game's checker
// and the game's own commands (Game::commands: a staged tournament, a generator), declared and
// listed as these are.
// Its help is made from the same tables that declare the options, the game's own included.
#pragma once

#include <string>

#include "common/game/game.h"

namespace contest {

// Runs the command line: 0 when done, 1 when a file or a game failed or a checked log does not
// hold, 2 on bad usage (`NAME_referee: WHY (see --help)` on stderr).
int referee_main(Game& game, int argc, char** argv);

// The help: the whole (command "") or one command's alone (`COMMAND --help`).
std::string referee_help(Game& game, const std::string& command);

// A line of the help: "  --log FILE         write ...", the head (an option and its value, a
// command's usage) and its text (lines parted by '\n') from `column`, on the next line when the
// head reaches it.
std::string help_line(const std::string& head, const std::string& text, std::size_t column = 21);

}  // namespace contest
