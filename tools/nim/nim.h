// nim.h: Nim on the shared referee (tools/common/game/game.h), the sample game of
// docs/adding-a-game.md. Heaps of objects; a move takes one or more objects from one heap; who
// takes the last object wins. A player is a program run once per move: the heaps on stdin ("3 0
// 7"), its move on stdout ("3 2": two objects from heap 3, heaps numbered from 1).
//
// A log, one line each: "nim", "players FIRST SECOND", "heaps 3 5 7", then a line per move,
// "move NAME HEAP COUNT", and last "winner NAME" (it took the last object) or "forfeit NAME WORD"
// (NAME failed to move; the other wins). check's JSON holds its name ("nim"), the players, every
// position ("positions", the heaps from the start) and the moves between them ([HEAP, COUNT]), the
// winner and the forfeits, up to the problem in a log that does not hold: the viewer draws it.
#pragma once

#include "common/game/game.h"

namespace nim {

class Nim : public contest::Game {
 public:
  std::string name() const override { return "nim"; }
  std::string about() const override;
  std::vector<contest::GameOption> options() override;
  std::string start(long opening, long long seed) const override;
  contest::Played play(const contest::Setup& s) const override;
  std::string forfeit(contest::Fault f, const contest::RunResult& run) const override;
  contest::Checked check(const std::string& log) const override;

 private:
  contest::Millis time_{1000};  // for a move: --time-ms
};

}  // namespace nim
