// fortress.cpp: the home-waller that rebuilds. It steps off its home, walls it (the opponent's
// goal) on turn 2 and races along the edge of the room (sometimes down the other edge), zapping a
// wall it bumps into and zapping the goal open before stepping in once the opponent has shown that
// it spends turns on more than moves. It defends the wall with a model of the opponent: from the
// last fix (one radar when the opponent may be two squares from our door) it knows the turn the
// opponent reaches our door. A racer learns of a wall by bumping into it, zaps it, then steps in,
// so at our door its turns go OUCH, ZAP, OUCH, ZAP ...: the home is open only right after an even
// count of turns there, and the fortress rebuilds exactly then, so the rebuilt wall lands between
// the opponent's BOOM and its MOVE. Why it is strong: each rebuild costs us one turn and the
// opponent two (and gives us 15 points), so the opponent never gets in and we still finish the
// race at half pace, or we hold it out to the end and collect its OUCHes. Player two enters at
// once when it can (arriving first wins). A fresh fix in line, or a HELLO, is zapped, and a hit
// opponent is kept asleep (7 points a turn) while there is time left to win. The bet is on the
// bump: an opponent that zaps our home before ever bumping into it gets in one turn early.
#include <algorithm>
#include <cstdlib>

#include "bot.h"

namespace {

// Our memory in Bot::v.
enum Slot {
  kFixR,
  kFixC,      // the opponent's last known square ...
  kFixAwake,  // ... and how many of its turns it had played awake then
  kArrive,    // its awake turns when it stood at our door at the earliest
  kHits,      // our HITs so far (each one a turn it slept)
  kGoal,      // what we know of our goal square (GoalState)
  kLock,      // 1 while we keep a hit opponent asleep
  kRoute,     // 0: along the home row first, 1: down the home column first
  kBusy,      // 1: a fix showed the opponent spends turns on more than moves (walls?)
  kWallR,
  kWallC,      // a wall we bumped into on our way (-1: none)
  kFreshFix,   // our turn on which the last radar answer arrived
  kRecover,    // 1 while a radar answer should tell us our side after a lost state
  kMagic = 15  // kValid once the memory is ours
};
enum GoalState { kUnknown, kWalled, kOpen };
constexpr int kValid = 4711;

int dist(int r1, int c1, int r2, int c2) { return std::abs(r1 - r2) + std::abs(c1 - c2); }
int sign(int x) { return (x > 0) - (x < 0); }
int opp_home_r(const Bot& b) { return b.goal_row(); }
int opp_home_c(const Bot& b) { return b.goal_col(); }

// The opponent's turns so far, and those it played awake (not asleep under our ray).
int opp_turns(const Bot& b) { return b.side ? b.turn : b.turn - 1; }
int opp_awake(const Bot& b) { return opp_turns(b) - b.v[kHits]; }

// Turns it may have spent at our door (next to our home): OUCH on odd ones, ZAP on even ones.
int door_turns(const Bot& b) { return opp_awake(b) - b.v[kArrive]; }

// A new fix: from afar it tells when the opponent reaches the door at the earliest; at the door
// it only confirms an arrival we expected earlier.
void set_fix(Bot& b, int r, int c, int awake) {
  const int d = dist(r, c, b.home_row(), b.home_col());
  b.v[kFixR] = r, b.v[kFixC] = c, b.v[kFixAwake] = awake;
  if (d > 1 || b.v[kArrive] > awake) b.v[kArrive] = awake + d - 1;
}

// Turns we still need: the distance, plus a zap when the goal may be walled. We zap first unless
// a fix showed a pure racer (one that never walls).
bool goal_may_be_walled(const Bot& b) {
  return b.v[kGoal] == kWalled || (b.v[kGoal] == kUnknown && b.v[kBusy] != 0);
}
int need(const Bot& b) {
  return dist(b.row, b.col, b.goal_row(), b.goal_col()) + (goal_may_be_walled(b) ? 1 : 0);
}

bool known_wall(const Bot& b, int r, int c) {
  return (r == b.v[kWallR] && c == b.v[kWallC]) || (r == b.home_row() && c == b.home_col());
}

// Folds the reply to our previous command into memory.
void absorb(Bot& b) {
  const bool at_goal_square = b.tr == b.goal_row() && b.tc == b.goal_col();
  if (std::strcmp(b.last, "MOVE") == 0) {
    if (b.reply == "OUCH" && at_goal_square) b.v[kGoal] = kWalled, b.v[kBusy] = 1;
    if (b.reply == "OUCH" && !at_goal_square)
      b.v[kWallR] = b.tr, b.v[kWallC] = b.tc, b.v[kBusy] = 1;
    if (b.reply == "HELLO") set_fix(b, b.tr, b.tc, opp_awake(b) - 1);
  } else if (std::strcmp(b.last, "ZAP") == 0) {
    const bool toward_goal = at_goal_square;  // we zap the goal only from next to it
    if (b.reply == "HIT") ++b.v[kHits], b.v[kLock] = 1;
    if (b.reply != "HIT") b.v[kLock] = 0;
    if (b.reply == "BOOM" && toward_goal) b.v[kGoal] = kOpen, b.v[kBusy] = 1;
    if (b.reply == "MISS" && toward_goal) b.v[kGoal] = kOpen;
    if (b.tr == b.v[kWallR] && b.tc == b.v[kWallC]) b.v[kWallR] = b.v[kWallC] = -1;  // gone now
  } else if (b.ar >= 0) {
    set_fix(b, b.ar, b.ac, opp_awake(b) - 1);
    b.v[kFreshFix] = b.turn;
    const int slack = b.v[kFixAwake] - dist(b.ar, b.ac, opp_home_r(b), opp_home_c(b));
    if (slack > 0) b.v[kBusy] = 1;
  }
}

// The next square of our route, or the other monotone step when that one is walled. Sets zap when
// the only way on is through a wall we know of.
void route_step(const Bot& b, int& r, int& c, bool& zap) {
  const int dr = sign(b.goal_row() - b.row), dc = sign(b.goal_col() - b.col);
  const bool along_first = (b.v[kRoute] == 0 && dc) || !dr;
  const int first[2] = {along_first ? b.row : b.row + dr, along_first ? b.col + dc : b.col};
  const int other[2] = {along_first ? b.row + dr : b.row, along_first ? b.col : b.col + dc};
  zap = false;
  r = first[0], c = first[1];
  if (!known_wall(b, r, c)) return;
  if ((dr && dc) && !known_wall(b, other[0], other[1])) return void((r = other[0], c = other[1]));
  zap = true;
}

// After a lost state: HELP gave our square, a radar gives the opponent's; the side is the one on
// which both have come about equally far, as two racers do.
bool recover(Bot& b) {
  if (b.v[kMagic] == kValid) return false;
  b.ar = b.last[0] == 'R' ? b.ar : -1;  // only an answer to our own radar
  if (!(b.v[kRecover] && b.ar >= 0)) {
    const bool located = b.reply.compare(0, 3, "LOC") == 0;
    b.v[kRecover] = located;
    b.out(located ? "RADAR" : "HELP");
    return true;
  }
  const int d0 = std::abs(dist(b.row, b.col, 0, 0) - dist(b.ar, b.ac, 8, 25));
  const int d1 = std::abs(dist(b.row, b.col, 8, 25) - dist(b.ar, b.ac, 0, 0));
  b.side = d0 <= d1 ? 0 : 1;
  b.turn = std::max(dist(b.row, b.col, b.home_row(), b.home_col()),
                    dist(b.ar, b.ac, b.goal_row(), b.goal_col())) +
           2;
  for (int& x : b.v) x = 0;
  b.v[kArrive] = 1000, b.v[kBusy] = 1;
  set_fix(b, b.ar, b.ac, opp_awake(b) - 1);
  b.v[kWallR] = b.v[kWallC] = -1, b.v[kMagic] = kValid;
  if (b.row == b.home_row() && b.col == b.home_col()) return false;
  b.out("WALL", b.home_row(), b.home_col());  // it may be gone with our memory
  return true;
}

}  // namespace

void decide(Bot& b) {
  if (b.reply.compare(0, 4, "INIT") == 0) {
    b.v[kWallR] = b.v[kWallC] = -1;
    set_fix(b, b.goal_row(), b.goal_col(), 0);
    b.v[kRoute] = b.random(1) % 4 == 0, b.v[kMagic] = kValid;
  } else if (recover(b)) {
    return;
  } else {
    absorb(b);
  }
  const int gr = b.goal_row(), gc = b.goal_col(), hr = b.home_row(), hc = b.home_col();
  const int f = need(b), door = door_turns(b);

  // Keep a hit opponent asleep (7 points a turn against 3 of speed) while there is time to win
  // the race afterwards (even at half pace, once it stands at our door); then leave its line.
  if (b.reply == "HIT" && b.v[kLock]) {
    if (b.turn + 2 * f + 10 < 100) return b.out("ZAP", b.tr, b.tc);
    b.v[kLock] = 0;
    const int fr = b.v[kFixR], fc = b.v[kFixC];
    const int dr = sign(gr - b.row), dc = sign(gc - b.col);
    const int steps[6][2] = {{0, dc}, {dr, 0}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (const auto& d : steps) {
      const int r = b.row + d[0], c = b.col + d[1];
      if ((d[0] || d[1]) && r >= 0 && r < 9 && c >= 0 && c < 26 && r != fr && c != fc &&
          !known_wall(b, r, c)) {
        b.v[kRoute] = d[0] ? 0 : 1;  // and run on parallel to its line
        return b.move(r, c);
      }
    }
  }
  if (b.row == hr && b.col == hc) return b.advance(b.v[kRoute] == 0);  // off it, then wall it
  // The door: right after its ZAP (an even count of turns at our door) the home is open, and a
  // wall now makes its next step an OUCH. Player two arriving first wins at once.
  if (door >= 1 && b.side == 1 && f == 1) return b.move(gr, gc);
  if (door >= 2 && door % 2 == 0) return b.out("WALL", hr, hc);
  // A fresh fix in our row or column, or the opponent in our way: zap it.
  const bool fresh = b.v[kFreshFix] == b.turn && b.ar >= 0;
  if ((fresh || (std::strcmp(b.last, "MOVE") == 0 && b.reply == "HELLO")) &&
      !(b.v[kFixR] == b.row && b.v[kFixC] == b.col) && !known_wall(b, b.v[kFixR], b.v[kFixC]) &&
      b.zap_at(b.v[kFixR], b.v[kFixC]))
    return void(b.v[kLock] = 1);

  if (b.turn == 2) return b.out("WALL", hr, hc);

  // Radar just before it may reach the door unless a recent fix already tells when it does.
  const bool exact = b.v[kFixAwake] >= b.v[kArrive] - 3;
  if ((door == 0 || door == -1) && !exact && f > 1) return b.out("RADAR");

  // Next to the goal: zap it open first when it may be walled.
  if (dist(b.row, b.col, gr, gc) == 1 && goal_may_be_walled(b) && b.v[kGoal] != kOpen)
    return void(b.zap_at(gr, gc));
  int r, c;
  bool zap;
  route_step(b, r, c, zap);
  if (zap) return b.out("ZAP", r, c);
  b.move(r, c);
}
