// tracker_uniform.cpp: a tracking hunter whose map moves the opponent uniformly over its shortest
// ways home (a row step with the share of the rows left among the squares left), whatever its
// fixes show; it radars every third turn, zaps when one ray holds 35% of the map and walks off
// the opponent's likely lines. A hit is held as a lock until it can still arrive first.
#include "tracking.h"

void decide(Bot& b) {
  trk::Style st;
  st.motion = trk::Motion{trk::Motion::kUniform, 0.1, 0.03};
  st.zap = 0.35;
  for (int& g : st.gap) g = 3;
  trk::play(b, st);
}
