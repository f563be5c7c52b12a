// standard.cpp: the system-test player, a sensible racer. It runs a staircase toward its goal
// along the longer remaining side, radars every fourth turn once the opponent could be near and
// zaps when the radar shows the opponent in its row or column, zaps away a wall it bumps into, and
// zaps an opponent that blocks its way (HELLO).
#include <cstdlib>

#include "bot.h"

void decide(Bot& b) {
  if (b.ar >= 0 && b.zap_at(b.ar, b.ac)) return;
  if ((b.reply == "OUCH" || b.reply == "HELLO") && b.zap_at(b.tr, b.tc)) return;
  if (b.turn >= 8 && b.turn % 4 == 0) return b.out("RADAR");
  const int left_rows = std::abs(b.goal_row() - b.row), left_cols = std::abs(b.goal_col() - b.col);
  b.advance(left_cols * 8 >= left_rows * 25);
}
