// random.cpp: the random player. Mostly random steps (half of them toward its goal), now and then
// a RADAR, a WALL on a random square or a ZAP along its row or column. Deterministic per game: the
// generator's state lives in the state file.
#include "bot.h"

static int next(Bot& b, int n) {
  b.v[0] = static_cast<int>((static_cast<unsigned>(b.v[0]) * 1103515245u + 12345u) & 0x7fffffff);
  return (b.v[0] >> 8) % n;
}

void decide(Bot& b) {
  if (b.turn == 1) b.v[0] = 7 + b.side;
  const int roll = next(b, 10);
  if (roll == 0) return b.out("RADAR");
  if (roll == 1) return b.out("WALL", next(b, 9), next(b, 26));
  if (roll == 2)
    return next(b, 2) ? b.out("ZAP", b.row, next(b, 2) ? 0 : 25)
                      : b.out("ZAP", next(b, 2) ? 0 : 8, b.col);
  if (roll < 6) return b.advance(next(b, 2));
  static const int kDr[] = {-1, 1, 0, 0}, kDc[] = {0, 0, -1, 1};
  // A step off the board turns back (the board has no row before A to write it with: that step
  // was sent as garbage).
  const int d = next(b, 4), r = b.row + kDr[d], c = b.col + kDc[d];
  const bool off = r < 0 || r > 8 || c < 0 || c > 25;
  b.move(off ? b.row - kDr[d] : r, off ? b.col - kDc[d] : c);
}
