// tracker.cpp: the tracking hunter. A probability map of the opponent's square (tracking.h) moved
// each turn as a racer for our home at the speed and on the axis its fixes show; it zaps when one
// ray holds a quarter of the map (a fresh fix's two likely next squares: one of them is in line),
// radars every 2 to 5 turns as the opponent comes closer, and walks the steps that keep it off
// the opponent's likely rows and columns toward where the opponent's way will cross its lines.
// A hit is held as a lock until it can still arrive first.
#include "tracking.h"

void decide(Bot& b) {
  trk::Style st;
  st.motion = trk::Motion{trk::Motion::kLearned, 0.1, 0.03};
  st.zap = 0.25;
  trk::play(b, st);
}
