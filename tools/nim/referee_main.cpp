// referee_main.cpp: nim_referee, the shared referee (tools/common/game/referee.h) on Nim (nim.h).
#include "common/game/referee.h"
#include "nim.h"

int main(int argc, char** argv) {
  nim::Nim game;
  return contest::referee_main(game, argc, argv);
}
