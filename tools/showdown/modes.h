// modes.h: showdown_referee's modes, the statement's, as the game's own commands (ShowdownGame::
// commands): each run from what the front end read, the mediator's options set in the game.
#pragma once

#include <string>

#include "common/game/game.h"
#include "showdown_game.h"

namespace showdown {

// Runs mode `mode` (game, match, panel, tournament, roundrobin, gauntlet): its exit status, 0 when
// the games ran (whoever won), 1 when in a game, match or panel a program could not be started
// (roundrobin and gauntlet: in any match). Throws cli::Usage for options that do not fit, and
// what stops a run (a log that cannot be written), for the front end to tell.
int run_mode(ShowdownGame& game, const std::string& mode, const contest::CommandLine& cl);

}  // namespace showdown
