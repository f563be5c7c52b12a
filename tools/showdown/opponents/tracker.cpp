// tracker.cpp: the tracking hunter. A probability map of the opponent's square (tracking.h) moved
// each turn as a racer for our home at the speed and on the axis its fixes show; it zaps when one
// ray holds 45% of the map, radars every 2 to 5 turns as the opponent comes closer, and walks the
// steps that keep it off the opponent's likely rows and columns toward where the opponent's way
// will cross its lines. A hit is held as a lock until it can still arrive first.
#include "tracking.h"

using namespace trk;

namespace {

constexpr double kZap = 0.45, kSure = 0.6, kExposed = 0.25;

}  // namespace

void decide(Bot& b) {
  Tracker k(b, Motion{Motion::kLearned, 0.1, 0.03});
  if (!k.begin()) return;
  k.note_goal();
  if (k.hold_lock(1, 2)) return;
  int d = 0;
  if (k.best_ray(k.now, k.me, d) >= kZap) return k.zap(d);
  if (k.finish()) return;
  const double apart = k.expected_far(k.now, k.me), eta = k.their_eta(k.now);
  const bool lead = k.ahead(k.our_need(k.me) + 3, static_cast<int>(eta), 0);
  const int gap = apart <= 8 ? 2 : apart <= 14 ? 3 : apart <= 20 ? 4 : 5;
  const bool stale = b.turn - k.m.fix_turn >= gap && k.peak(k.now) < kSure;
  if (!lead && stale && k.exposure(k.now, k.me) < kExposed) return k.radar();
  Shots shots;
  shots.fill(k);
  Weights w;
  const int s = choose_step(k, lead ? nullptr : &shots, w);
  if (s < 0) return k.radar();
  k.move(s);
}
