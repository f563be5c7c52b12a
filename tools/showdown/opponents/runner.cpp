// runner.cpp: the straight runner. Along its home row to the far column, then straight to the
// goal; a wall in the way is zapped away, an opponent in the way is waited out.
#include "bot.h"

void decide(Bot& b) {
  if (b.reply == "OUCH" && b.zap_at(b.tr, b.tc)) return;
  b.advance(true);
}
