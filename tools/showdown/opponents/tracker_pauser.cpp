// tracker_pauser.cpp: a tracking hunter whose map moves the opponent as a racer that pauses (it
// stands still at least a third of its turns, else steps on a shortest way home); it radars often
// once the opponent is near, takes the straight way to its goal without minding the opponent's
// lines (only the square it stands on and the one it steps to), and zaps when one ray holds 25%
// of the map. A hit is held as a lock until it can still arrive first.
#include "tracking.h"

void decide(Bot& b) {
  trk::Style st;
  st.motion = trk::Motion{trk::Motion::kPauser, 0.33, 0.02};
  st.zap = 0.25;
  st.gap[0] = 1, st.gap[1] = 2, st.gap[2] = 4, st.gap[3] = 6;
  st.walk.exposure = 0.5, st.walk.lines = 0, st.walk.shot = 0.2;
  trk::play(b, st);
}
