// warden.cpp: the racing guard. The trackers' map (tracking.h) and a race count each turn: while it
// arrives first (our way and a zap at the goal against the opponent's expected way home) it races
// on the shortest step least in the opponent's likely lines, and before it steps onto a line that
// holds the opponent with some chance it walls the square beside it on that line, a shield the
// opponent's ray would have to clear; it zaps then only a ray with 45% of the map. Behind in the
// race it hunts and guards its home: it radars every 2 to 4 turns, zaps at 25%, walls its home
// once the opponent is near it, and stands off the opponent's lines. A hit is held as a lock
// until it can still arrive first.
#include "tracking.h"

using namespace trk;

namespace {

constexpr double kRaceZap = 0.45, kHuntZap = 0.25, kShield = 0.3;

}  // namespace

void decide(Bot& b) {
  Tracker k(b, Motion{Motion::kLearned, 0.1, 0.03});
  if (!k.begin()) return;
  k.note_goal();
  if (k.hold_lock(1, 2)) return;
  const double eta = k.their_eta(k.now);
  const bool racing = k.ahead(k.our_need(k.me) + 1, static_cast<int>(eta), 0);
  int d = 0;
  if (k.best_ray(k.now, k.me, d) >= (racing ? kRaceZap : kHuntZap)) return k.zap(d);
  if (k.finish()) return;
  const double apart = k.expected_far(k.now, k.me), exposed = k.exposure(k.now, k.me);
  if (racing) {
    Weights w;
    w.progress = 3, w.shot = 0;
    const int s = choose_step(k, nullptr, w);
    if (s < 0) return k.radar();
    // A shield: the square beside s on its line that holds the most of the map.
    int dir = 0;
    const double line = k.best_ray(k.now, s, dir);
    const int guard = next(s, dir);
    if (line >= kShield && guard >= 0 && guard != k.me && !k.walled(guard) && k.m.u[1] != s)
      return k.m.u[1] = s, k.wall(guard);
    return k.move(s);
  }
  if (!k.m.home_walled && k.me != k.home && eta <= 6) return k.wall(k.home);
  const int gap = apart <= 8 ? 2 : apart <= 16 ? 3 : 4;
  if (b.turn - k.m.fix_turn >= gap && k.peak(k.now) < 0.6 && exposed < 0.2) return k.radar();
  Shots shots;
  shots.fill(k);
  const int s = choose_step(k, &shots, Weights());
  if (s < 0) return k.radar();
  k.move(s);
}
