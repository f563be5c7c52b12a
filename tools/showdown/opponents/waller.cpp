// waller.cpp: the wall builder. It steps two squares down its home column, walls its own home
// square and both approaches to it, then runs along the row and down the far column, zapping any
// wall it bumps into.
#include "bot.h"

void decide(Bot& b) {
  const int hr = b.home_row(), hc = b.home_col(), dr = b.side ? -1 : 1, dc = b.side ? -1 : 1;
  if (b.turn <= 2) return b.advance(false);
  if (b.turn == 3) return b.out("WALL", hr, hc);
  if (b.turn == 4) return b.out("WALL", hr, hc + dc);
  if (b.turn == 5) return b.out("WALL", hr + dr, hc);
  if (b.reply == "OUCH" && b.zap_at(b.tr, b.tc)) return;
  b.advance(true);
}
