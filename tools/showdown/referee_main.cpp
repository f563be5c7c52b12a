// referee_main.cpp: the Showdown referee, the statement's "mediator" (the build also makes
// `showdown_mediator`, a second name of the same program): the shared front end
// (contest::referee_main, tools/common/game/referee.h) on ShowdownGame (showdown_game.h), whose
// own commands are the statement's modes (modes.cpp). `showdown_referee --help` says it all,
// `showdown_referee MODE --help` what a mode takes (pinned by ShowdownRefereeCli.*).
#include "common/game/referee.h"
#include "showdown_game.h"

int main(int argc, char** argv) {
  showdown::ShowdownGame game;
  return contest::referee_main(game, argc, argv);
}
