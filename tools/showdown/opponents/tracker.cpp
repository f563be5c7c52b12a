// tracker.cpp: the tracking hunter. A probability map of the opponent's square (tracking.h) moved
// each turn as a racer for our home at the speed and on the axis its fixes show; it zaps when one
// ray holds 45% of the map, radars every 2 to 5 turns as the opponent comes closer, and walks the
// steps that keep it off the opponent's likely rows and columns toward where the opponent's way
// will cross its lines; once in that way and near, it stands out of the lines and radars every
// turn until the opponent steps into one. A hit is held as a lock until it can still arrive first.
#include "tracking.h"

void decide(Bot& b) {
  trk::Style st;
  st.motion = trk::Motion{trk::Motion::kLearned, 0.1, 0.03};
  st.zap = 0.25, st.close = 0;
  st.flee.progress = 0.1, st.flee.exposure = 3, st.flee.lines = 1;
  trk::play(b, st);
}
