// pousse_referee: Pousse games, matches, round robins and gauntlets between programs as the 1998
// tournament ran them, the merging of their results files and the checking of their logs, on the
// shared referee's front end (tools/common/game/referee.h): `pousse_referee --help` says how,
// `pousse_referee COMMAND --help` what a command takes. The game is pousse_game.h.
#include "common/game/referee.h"
#include "pousse_game.h"

int main(int argc, char** argv) {
  pousse::PousseGame game;
  return contest::referee_main(game, argc, argv);
}
