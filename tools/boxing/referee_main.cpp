// boxing_referee: plays Boxing Match games, matches and tournaments, generates arenas and checks
// logs, on the shared referee's front end (tools/common/game/referee.h): `boxing_referee --help`
// says how, `boxing_referee COMMAND --help` what a command takes. The build also makes
// boxing_check and boxing_gen, second names of the program that run its `check` and `gen`
// commands. The game and its command line are boxing_game.h.
#include "boxing_game.h"
#include "common/game/referee.h"

int main(int argc, char** argv) {
  boxing::Boxing game;
  return contest::referee_main(game, argc, argv);
}
