// stalker.cpp: the tracker's play (tracking.h: the map moved at the speed and on the axis its fixes
// show, a zap at a quarter of the map, radars every 2 to 5 turns as the opponent comes closer
// unless well ahead in the race, steps off the opponent's likely lines toward where its way
// crosses ours, a lock held until it can still arrive first) and a campaign against a camper:
// within 12 squares of the goal a radar whenever the last fix is more than four turns old (a
// player waiting at its home is found before we step into its lines), and from turn 20 a fresh
// fix of the opponent on its home is waited out on the square diagonal to it, out of its lines.
#include "tracking.h"

void decide(Bot& b) {
  trk::Style st;
  st.motion = trk::Motion{trk::Motion::kLearned, 0.1, 0.03};
  st.zap = 0.25;
  st.scout_distance = 12;
  st.camp_turn = 20;
  trk::play(b, st);
}
