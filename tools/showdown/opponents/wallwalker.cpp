// wallwalker.cpp: builds a wall on the first square of its way, then keeps walking into it.
#include "bot.h"

void decide(Bot& b) {
  int r, c;
  b.step(true, r, c);
  if (b.turn == 1) return b.out("WALL", r, c);
  b.move(r, c);
}
