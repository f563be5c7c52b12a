// hunter.cpp: the radar-and-zap hunter. It walks a staircase toward its goal and, from turn 5 on,
// radars every other turn; whenever the radar shows the opponent in its row or column it zaps, and
// after a hit it keeps zapping the sleeping opponent until turn 70, then runs for home.
#include "bot.h"

void decide(Bot& b) {
  if (b.reply == "HIT" && b.turn < 70 && b.zap_at(b.tr, b.tc)) return;
  if (b.ar >= 0 && b.zap_at(b.ar, b.ac)) return;
  if (b.reply == "OUCH" && b.zap_at(b.tr, b.tc)) return;
  if (b.turn > 4 && b.turn % 2 == 1) return b.out("RADAR");
  b.advance(b.turn % 4 < 2);
}
