// standard.cpp: the system-test player, a sensible racer. It runs a staircase toward its goal
// along the longer remaining side. In the middle of the game, where the two players' paths cross,
// it radars every fourth turn and zaps when the fix shares its row or column; after a hit it keeps
// the opponent asleep for up to three more zaps, then races on. It zaps away a wall it bumps into
// and an opponent that blocks its way (HELLO).
#include <cstdlib>

#include "bot.h"

void decide(Bot& b) {
  int& lock = b.v[0];  // zaps in a row that hit
  if (b.reply == "HIT" && lock < 3 && b.zap_at(b.tr, b.tc)) return void(++lock);
  lock = 0;
  if (b.ar >= 0 && b.zap_at(b.ar, b.ac)) return;
  if ((b.reply == "OUCH" || b.reply == "HELLO") && b.zap_at(b.tr, b.tc)) return;
  if (b.turn >= 10 && b.turn <= 22 && b.turn % 4 == 2) return b.out("RADAR");
  const int left_rows = std::abs(b.goal_row() - b.row), left_cols = std::abs(b.goal_col() - b.col);
  b.advance(left_cols * 8 >= left_rows * 25);
}
