// sentinel.cpp: the ambusher. Every path into our home ends along our home row or our home
// column (the doors A 2 and B 1 lie on them), so we guard the home from the home itself: nobody
// can step onto a square we stand on, and our rays run the whole length of both lines. While the
// opponent cannot reach a line yet we wall ten squares off the lines near home (B 2 first), so
// that its last steps run in our rays. From then on we radar every turn and zap every fix in
// line, and every fix one step from a line along that line (it may have stepped onto it, and a
// hunter that knows where we stand would zap first). A runner seen early on its own home row
// must pass the far corner of our home column: we get there first and zap along its row. A HIT
// is kept: the sleeper never moves, so the same ray hits again, 7 points a turn against the 3 of
// speed bonus a turn costs; we release it only when we would still win the race, and otherwise
// hold it to the end. Why it is strong: an opponent must enter our rays to win, cannot win while
// we stand on its goal, and a lock costs it every turn left. An opponent that never comes is left
// to itself late enough for us to race to its home and score.
#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "bot.h"

namespace {

// Slots of b.v: the mode, the last fix and the opponent's turn count then (+1), the goal zap,
// the route, a wall we bumped into (+1), whether we walled our home after leaving it, and the
// walls of the cut around home built so far, and the distance from our home of the opponent we
// keep asleep.
enum Slot { kMode, kFixR, kFixC, kFixT, kGoalZap, kRoute, kBump, kHomeWall, kCuts, kLockD };
enum Mode { kCamp, kRace, kFindSide, kOut, kBack };

bool in_line(const Bot& b, Sq s) { return (s.r == b.row) != (s.c == b.col); }

// The fewest squares the opponent can be from our home now.
int opp_min_dist(const Bot& b) {
  if (!b.v[kFixT]) return 33 - b.opp_turns();
  const int d = dist(Sq{b.v[kFixR], b.v[kFixC]}, b.home_sq()) - (b.opp_turns() - b.v[kFixT] + 1);
  return d < 0 ? 0 : d;
}

// Turns we need to arrive from here: the distance and a zap at the goal, which may be walled.
int our_need(const Bot& b) { return dist(Sq{b.row, b.col}, b.goal_sq()) + (b.v[kGoalZap] ? 0 : 1); }

// True when, leaving now, we arrive before an opponent that is d squares from our home and then
// runs straight (plus a turn spare for a wall on our way).
bool race_won(const Bot& b, int d) { return our_need(b) + 1 < d + b.side; }

// Our home is walled once we have left it; then along our home row to the goal's column, then
// straight down (or a staircase); a wall we bumped into is passed by the other shortest step when
// there is one, zapped otherwise.
void race(Bot& b) {
  const Sq g = b.goal_sq(), h = b.home_sq();
  if (!b.v[kHomeWall] && dist(Sq{b.row, b.col}, h) == 1)
    return b.v[kHomeWall] = 1, void(b.out("WALL", h.r, h.c));
  if (dist(Sq{b.row, b.col}, g) == 1 && !b.v[kGoalZap])
    return b.v[kGoalZap] = 1, void(b.out("ZAP", g.r, g.c));
  int r, c, r2, c2;
  const bool cols = b.v[kRoute] == 0 || std::abs(g.c - b.col) * 8 >= std::abs(g.r - b.row) * 25;
  b.step(cols, r, c);
  b.step(!cols, r2, c2);
  const int bump = b.v[kBump] - 1;
  if (r * 26 + c == bump && r2 * 26 + c2 != bump && (r2 != b.row || c2 != b.col)) r = r2, c = c2;
  if (r * 26 + c == bump) return b.v[kBump] = 0, void(b.out("ZAP", r, c));
  b.move(r, c);
}

}  // namespace

void decide(Bot& b) {
  int& mode = b.v[kMode];
  const bool was = b.turn > 1;
  // Lost state: bot.h asked HELP. At a corner we are at home and camp on; elsewhere a radar
  // tells the side (both players have come about equally far) and we race.
  if (b.turn == 1 && b.reply.compare(0, 3, "LOC") == 0) {
    const bool corner = (b.row == 0 && b.col == 0) || (b.row == 8 && b.col == 25);
    if (corner) {
      b.side = b.row == 8, b.turn = 34;  // a guess that makes us leave in time
    } else {
      mode = kFindSide;
      return b.out("RADAR");
    }
  }
  if (mode == kFindSide) {
    mode = kRace;
    if (b.ar >= 0) {
      const Sq me{b.row, b.col}, o{b.ar, b.ac}, a1{0, 0}, i26{8, 25};
      b.side = std::abs(dist(me, a1) - dist(o, i26)) > std::abs(dist(me, i26) - dist(o, a1));
      b.turn = dist(me, b.home_sq()) + 2;
    }
  }
  if (b.turn == 1) b.v[kRoute] = b.random(1) % 2;
  if (b.ar >= 0) b.v[kFixR] = b.ar, b.v[kFixC] = b.ac, b.v[kFixT] = b.opp_turns();
  if (was && (b.reply == "HELLO" || b.reply == "OOPS"))
    b.v[kFixR] = b.tr, b.v[kFixC] = b.tc, b.v[kFixT] = b.opp_turns();
  if (was && !std::strcmp(b.last, "MOVE") && b.reply == "OUCH") b.v[kBump] = b.tr * 26 + b.tc + 1;
  const Sq fix{b.v[kFixR], b.v[kFixC]};
  const int left = 100 - b.turn + 1;  // turns left, this one included

  // A hit opponent sleeps where it was: zap it again, unless leaving now wins the race and
  // there is no time left to keep it asleep any longer. Its distance from our home is frozen at
  // the first hit, as far as our last fix can tell.
  const bool hit = !std::strcmp(b.last, "ZAP") && b.reply == "HIT";
  if (hit && !b.v[kLockD]) b.v[kLockD] = std::max(1, opp_min_dist(b));
  if (!hit) b.v[kLockD] = 0;
  if (hit) {
    if (!(race_won(b, b.v[kLockD]) && left <= our_need(b) + 3)) return b.out("ZAP", b.tr, b.tc);
    mode = kRace;
  }
  // Something stood in the way of our ray: a wall it built, gone now; zap again.
  if (!std::strcmp(b.last, "ZAP") && b.reply == "BOOM" && mode == kCamp && b.zap_at(b.tr, b.tc))
    return;
  // The ambush of a runner on its home row: down our home column to the corner on that row,
  // then a zap along it; if it has left the row, back home.
  if (mode == kOut && b.row == b.goal_row()) {
    if (std::strcmp(b.last, "ZAP")) return b.out("ZAP", b.row, b.goal_col());
    mode = kBack;
  }
  if (mode == kOut) return b.move(b.row + (b.side ? -1 : 1), b.col);
  if (mode == kBack && b.ar >= 0 && in_line(b, fix)) return b.out("ZAP", fix.r, fix.c);
  if (mode == kBack && b.row != b.home_row()) return b.move(b.row + (b.side ? 1 : -1), b.col);
  if (mode == kBack) mode = kCamp;
  if (mode == kRace) {
    if (b.reply == "HELLO" && b.zap_at(b.tr, b.tc)) return;
    if (b.ar >= 0 && in_line(b, fix) && b.zap_at(fix.r, fix.c)) return;
    return race(b);
  }

  // Camping at home. A fix in line is zapped at once: it moves one square between the fix and
  // the zap, and along our row or column that keeps it in line.
  if (b.ar >= 0 && in_line(b, fix)) return b.out("ZAP", fix.r, fix.c);
  // A fix one step from our row or column: it may have stepped onto it since, and a hunter
  // that knows where we stand would zap first; zap along that line now.
  if (b.ar >= 0 && std::abs(fix.r - b.row) == 1) return b.out("ZAP", b.row, fix.c);
  if (b.ar >= 0 && std::abs(fix.c - b.col) == 1) return b.out("ZAP", fix.r, b.col);
  // A runner along its home row (three squares or more from its home on the first fix) will
  // pass the far corner of our home column: we can be there first.
  if (b.ar >= 0 && b.turn < 8 && fix.r == b.goal_row() && std::abs(fix.c - b.goal_col()) >= 3) {
    mode = kOut;
    return b.move(b.row + (b.side ? -1 : 1), b.col);
  }
  // While the opponent cannot yet be on our lines, wall the squares off them near home, the
  // diagonal square next to it first: the last steps of any approach then run in our rays.
  const int dr = b.side ? -1 : 1, since = b.opp_turns() - b.v[kFixT] + 1;
  const int off_line =
      b.v[kFixT] ? std::min(std::abs(fix.r - b.home_row()), std::abs(fix.c - b.home_col())) - since
                 : 8 - b.opp_turns();
  static const int kCut[][2] = {{1, 1}, {2, 1}, {1, 2}, {3, 1}, {2, 2},
                                {1, 3}, {4, 1}, {3, 2}, {2, 3}, {1, 4}};
  if (off_line > 1 && b.v[kCuts] < 10 && (b.turn != 5 || b.v[kFixT])) {
    const int* q = kCut[b.v[kCuts]++];
    return b.out("WALL", b.home_row() + dr * q[0], b.home_col() + dr * q[1]);
  }
  // Time to go, on a fresh fix: when we would win the race from here, or late in the game when
  // the opponent keeps away (it camps too) and we can still arrive and score.
  const int near = opp_min_dist(b);
  const bool fresh = b.v[kFixT] && since <= 1;
  if (fresh && (race_won(b, near + 1) || (left <= our_need(b) + 6 && near >= 10))) {
    mode = kRace;
    return race(b);
  }
  b.out("RADAR");
}
