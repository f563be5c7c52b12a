// doorman.cpp: the door-blocker. Every path into our home ends on one of its two doors (for A 1:
// A 2 and B 1), and a racer that comes along our home row or column must pass every square of
// that line. We wall our home as soon as we have left it and race (along the edge of the room, or
// a staircase in one game of four), zapping a wall we bump into and the goal before we step on
// it. Once the opponent could be ten squares from our home we radar, and while the race is not
// safely ours we wall the squares in front of it: its whole line ahead when it runs our row or
// column, both doors when it comes across the middle. Why it is strong: each wall it does not
// know of costs a racer an OUCH and a ZAP (two turns and 15 points to us) for one turn of ours.
// A small model of a racer (step; bump; zap the wall it bumped; step on) follows it between
// fixes, and we rebuild the wall in front of it just after the model says it zapped it, so it
// bumps again and again while we move on every other turn; an OOPS (a wall on its square) or the
// next radar puts the model right. On our very door its phase is unknown: there we rebuild the
// home every turn.
#include <cstdlib>
#include <cstring>

#include "bot.h"

namespace {

// Slots of b.v: route, our walls on our home column and row (bit k: k squares from home, bit 0
// is the home), the model of the opponent (line 1 column, 2 row, 0 none; its distance on the line;
// 1 when it knows of the wall in front), the last fix and the opponent's turn count then (+1),
// the goal zap, the walls ahead we built, the lost-state recovery stage, and the square (+1) of
// a wall we bumped into on our way.
// clang-format off
enum Slot { kRoute, kColMask, kRowMask, kLine, kDist, kKnows, kFixR, kFixC, kFixT, kGoalZap,
  kAhead, kRecover, kBump };
// clang-format on

int dir(const Bot& b) { return b.side ? -1 : 1; }

// The square k steps from home along our column (line 1) or our row (line 2).
Sq on_line(const Bot& b, int line, int k) {
  const Sq h = b.home_sq();
  return line == 1 ? Sq{h.r + k * dir(b), h.c} : Sq{h.r, h.c + k * dir(b)};
}
// Which line a square is on (0: neither, or the home itself) and how far out.
int line_of(const Bot& b, Sq s, int& k) {
  const Sq h = b.home_sq();
  k = dist(s, h);
  if (k == 0) return 0;
  return s.c == h.c ? 1 : s.r == h.r ? 2 : 0;
}
int& mask(Bot& b, int line, int k) { return b.v[line == 2 && k ? kRowMask : kColMask]; }
bool walled(Bot& b, int line, int k) { return (mask(b, line, k) >> k) & 1; }
void set_wall(Bot& b, int line, int k, bool on) {
  if (on)
    mask(b, line, k) |= 1 << k;
  else
    mask(b, line, k) &= ~(1 << k);
}

// One turn of the opponent as a racer on our line: it zaps a wall it knows of, bumps into one it
// does not, or steps closer.
void step_model(Bot& b) {
  int &line = b.v[kLine], &d = b.v[kDist], &knows = b.v[kKnows];
  if (!line) return;
  if (d <= 0) return void(line = 0);  // it would have won: the model is wrong
  if (knows)
    set_wall(b, line, d - 1, false), knows = 0;
  else if (walled(b, line, d - 1))
    knows = 1;
  else
    --d;
}

// A fix of the opponent, taken before its last turn: restart the model there.
void take_fix(Bot& b, Sq s) {
  int k;
  const int line = line_of(b, s, k);
  if (line != b.v[kLine] || k != b.v[kDist]) b.v[kKnows] = 0;
  b.v[kLine] = line, b.v[kDist] = k;
  b.v[kFixR] = s.r, b.v[kFixC] = s.c, b.v[kFixT] = b.opp_turns();  // = its turns then, plus one
  if (line) step_model(b);
}

// The fewest squares the opponent can be from our home now.
int opp_min_dist(const Bot& b) {
  if (!b.v[kFixT]) return 33 - b.opp_turns();
  const int d = dist(Sq{b.v[kFixR], b.v[kFixC]}, b.home_sq()) - (b.opp_turns() - b.v[kFixT] + 1);
  return d < 0 ? 0 : d;
}

bool wall_at(Bot& b, Sq s) {
  if (s.r == b.row && s.c == b.col) return false;
  b.out("WALL", s.r, s.c);
  return true;
}

// Our step: along our home row to the goal's column, then straight to the goal (or a staircase).
// A wall we bumped into is passed by the other shortest step when there is one, zapped otherwise;
// an opponent we just zapped asleep in our way is passed by.
void race(Bot& b) {
  int r, c, r2, c2;
  const bool cols =
      b.v[kRoute] == 0 || std::abs(b.goal_col() - b.col) * 8 >= std::abs(b.goal_row() - b.row) * 25;
  b.step(cols, r, c);
  b.step(!cols, r2, c2);
  const int bump = b.v[kBump] - 1;
  auto blocked = [&](int rr, int cc) {
    return rr * 26 + cc == bump || (b.reply == "HIT" && rr == b.tr && cc == b.tc);
  };
  if (blocked(r, c) && !blocked(r2, c2) && (r2 != b.row || c2 != b.col)) r = r2, c = c2;
  if (r * 26 + c == bump) return b.v[kBump] = 0, void(b.out("ZAP", r, c));
  b.move(r, c);
}

// Lost state: bot.h asked HELP and we know our square; a radar tells the side (both players
// have come about equally far) and roughly the turn.
bool recover(Bot& b) {
  if (b.turn == 1 && b.reply.compare(0, 3, "LOC") == 0)
    return b.v[kRecover] = 1, b.out("RADAR"), true;
  if (b.v[kRecover] != 1) return false;
  b.v[kRecover] = 2;
  if (b.ar < 0) return false;
  const Sq me{b.row, b.col}, o{b.ar, b.ac}, a1{0, 0}, i26{8, 25};
  b.side = std::abs(dist(me, a1) - dist(o, i26)) <= std::abs(dist(me, i26) - dist(o, a1)) ? 0 : 1;
  const int mine = dist(me, b.home_sq()), theirs = dist(o, b.goal_sq());
  b.turn = (mine > theirs ? mine : theirs) + 2;
  return false;
}

}  // namespace

void decide(Bot& b) {
  if (recover(b)) return;
  const bool was = b.turn > 1;
  // What the reply to our last turn tells us, then the opponent's turn since.
  if (was && !std::strcmp(b.last, "WALL") && (b.reply == "OK" || b.reply == "OOPS")) {
    int k;
    const int line = line_of(b, Sq{b.tr, b.tc}, k);
    if (b.reply == "OK" && (line || (b.tr == b.home_row() && b.tc == b.home_col())))
      set_wall(b, line ? line : 1, k, true);
  }
  if (b.ar >= 0)
    take_fix(b, Sq{b.ar, b.ac});
  else if (was && b.reply == "OOPS")
    take_fix(b, Sq{b.tr, b.tc});
  else if (was && !std::strcmp(b.last, "MOVE") && b.reply == "HELLO")
    take_fix(b, Sq{b.tr, b.tc});
  else
    step_model(b);
  b.v[kRecover] = 0;
  if (was && !std::strcmp(b.last, "MOVE") && b.reply == "OUCH") b.v[kBump] = b.tr * 26 + b.tc + 1;
  if (b.turn == 1) b.v[kRoute] = b.random(1) % 4 == 0;

  const Sq me{b.row, b.col}, g = b.goal_sq();
  const int need = dist(me, g) + (b.v[kGoalZap] ? 0 : 1);
  // The opponent in our way: zap it first (it may zap us), then step out of its line while it
  // sleeps, or keep it asleep when no shortest step leaves the line.
  if (!std::strcmp(b.last, "MOVE") && b.reply == "HELLO" && b.zap_at(b.tr, b.tc)) return;
  if (!std::strcmp(b.last, "ZAP") && b.reply == "HIT") {
    int r, c;
    b.step(b.col == b.tc, r, c);
    if (r != b.tr && c != b.tc) return b.move(r, c);
    return b.out("ZAP", b.tr, b.tc);
  }
  // Our home, as soon as we have left it.
  if (!walled(b, 1, 0) && dist(me, b.home_sq()) > 0 && need > 1)
    return void(wall_at(b, b.home_sq()));
  // Once we arrive first (with a turn to spare for a wall at our goal) even if it runs from
  // where it can be now, every wall is a turn lost.
  const int line = b.v[kLine], d = b.v[kDist], near = opp_min_dist(b);
  int opp_need = line ? d : near + (walled(b, 1, 1) && walled(b, 2, 1));
  for (int k = 0; k < (line ? d : 1); ++k) opp_need += walled(b, line ? line : 1, k);
  if (need + 1 >= opp_need + b.side) {
    // At our door it needs a zap and a step: rebuild the home every turn, its phase unknown.
    if (line && d == 1 && wall_at(b, b.home_sq())) return;
    // On our row or column: the square in front of it (a rebuild once the model says it has
    // zapped it), then the rest of the line up to our home, nearest to it first.
    if (line && d >= 2) {
      if (!walled(b, line, d - 1) && wall_at(b, on_line(b, line, d - 1))) return;
      for (int k = d - 2; k >= 1 && b.v[kAhead] < 10; --k)
        if (!walled(b, line, k) && wall_at(b, on_line(b, line, k))) return void(++b.v[kAhead]);
    }
    // It comes across the middle: both doors.
    if (b.v[kFixT] && !line && near <= 5)
      for (int l = 1; l <= 2; ++l)
        if (!walled(b, l, 1) && wall_at(b, on_line(b, l, 1))) return;
    // Look when it could be ten squares away, again while it is unaccounted for.
    const int since = b.v[kFixT] ? b.opp_turns() - b.v[kFixT] + 1 : 99;
    if (near <= 10 && (line ? since >= 8 : since >= 3)) return b.out("RADAR");
  }
  // Next to the goal: zap it once, it may be walled.
  if (dist(me, g) == 1 && !b.v[kGoalZap]) return b.v[kGoalZap] = 1, void(b.zap_at(g.r, g.c));
  race(b);
}
