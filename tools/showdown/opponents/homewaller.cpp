// homewaller.cpp: the home-waller that watches. It races a random shortest way, zapping its own
// goal open before stepping in, and leaves its home (the opponent's goal) open until the opponent
// comes near: a racer that saw us use every turn to advance expects no wall and bumps into it.
// Near the end it watches with RADAR: once the opponent could be four squares from our home and
// the race is not surely ours, a radar tells where it is (against a racer that has used every turn
// to advance, a second one when it may stand at our door); the home wall is built when the
// opponent, moved on from that fix, may be within three squares and would get there first, and
// once a fix shows it at our door the wall is rebuilt every turn: whatever it zaps away is back
// before it can step in. A fix in our row or column is zapped, and a hit opponent is kept asleep
// while we still win the race afterwards (to the end when we would not).
#include <algorithm>
#include <cstdlib>

#include "bot.h"

namespace {

// Our memory in Bot::v.
enum Field {
  kOppR,       // the opponent's last fix ...
  kOppC,       //
  kOppAt,      // ... and our turn that asked for it (-1: never)
  kSiege,      // our turns of rebuilding at the door so far (0: no siege)
  kHold,       // 1 while we keep a hit opponent asleep
  kGoalWall,   // 0: unknown, 1: walled, 2: open
  kLean,       // the route's bias: percent of row steps while rows and columns are both left
  kLastRadar,  // our turn of the last radar
  kWallAt,     // our turn of the last home wall
  kWatches,    // watch radars so far
  kBumpR,      // a wall we bumped into on the way (-1: none)
  kBumpC,      //
  kFixTurn,    // our turn on which the last fix arrived
  kRelost,     // 1 while a radar answer should give us our side after a lost memory
  kMine = 15   // kStamp once the memory is ours
};
constexpr int kStamp = 9377;
constexpr int kWatch = 4;  // radar once the opponent could be this close to our home
constexpr int kNear = 3;   // a fix this close to our home has the wall rebuilt

int sgn(int x) { return (x > 0) - (x < 0); }
bool inside(Sq s) { return s.r >= 0 && s.r < 9 && s.c >= 0 && s.c < 26; }
Sq me(const Bot& b) { return Sq{b.row, b.col}; }
Sq opp(const Bot& b) { return Sq{b.v[kOppR], b.v[kOppC]}; }
bool known(const Bot& b) { return b.v[kOppAt] >= 0; }

// Our turns to the goal: the distance plus a zap at the door unless the goal is known open.
int our_need(const Bot& b) { return dist(me(b), b.goal_sq()) + (b.v[kGoalWall] == 2 ? 0 : 1); }

// The opponent's turns since the fix (it may have moved on each of them).
int since_fix(const Bot& b) { return b.turn - b.v[kOppAt]; }

// The least distance the opponent can be from our home now: a racer from its last fix, or from
// its start if we never saw it.
int opp_nearest(const Bot& b) {
  if (!known(b)) return std::max(0, 33 - b.opp_turns());
  return std::max(0, dist(opp(b), b.home_sq()) - since_fix(b));
}

// The race is ours when we need fewer turns than the opponent can (it must get through our wall).
bool race_ours(const Bot& b, int opp_left) { return our_need(b) < opp_left + 1; }

void see(Bot& b, int r, int c, int asked) {
  b.v[kOppR] = r, b.v[kOppC] = c, b.v[kOppAt] = asked, b.v[kFixTurn] = b.turn;
}

void take_reply(Bot& b) {
  const bool moved = std::strcmp(b.last, "MOVE") == 0;
  const bool goal_sq = b.tr == b.goal_row() && b.tc == b.goal_col();
  if (moved && b.reply == "OUCH" && goal_sq) b.v[kGoalWall] = 1;
  if (moved && b.reply == "OUCH" && !goal_sq) b.v[kBumpR] = b.tr, b.v[kBumpC] = b.tc;
  if (moved && b.reply == "HELLO") see(b, b.tr, b.tc, b.turn - 1);
  if (std::strcmp(b.last, "ZAP") == 0) {
    if (b.reply != "HIT") b.v[kHold] = 0;
    if (dist(me(b), b.goal_sq()) == 1 && goal_sq && b.reply != "HIT") b.v[kGoalWall] = 2;
    if (b.tr == b.v[kBumpR] && b.tc == b.v[kBumpC]) b.v[kBumpR] = b.v[kBumpC] = -1;
  }
  if (std::strcmp(b.last, "RADAR") == 0 && b.ar >= 0) see(b, b.ar, b.ac, b.turn - 1);
}

// A fresh fix or HELLO in our row or column is zapped (the opponent sleeps where it stood).
bool fire(Bot& b) {
  if (b.v[kFixTurn] != b.turn || !known(b)) return false;
  const Sq o = opp(b);
  if ((o.r == b.row) == (o.c == b.col)) return false;
  const bool walled_home_between =
      (o.r == b.home_row() && b.row == o.r && sgn(b.home_col() - b.col) == sgn(o.c - b.col) &&
       std::abs(b.home_col() - b.col) < std::abs(o.c - b.col)) ||
      (o.c == b.home_col() && b.col == o.c && sgn(b.home_row() - b.row) == sgn(o.r - b.row) &&
       std::abs(b.home_row() - b.row) < std::abs(o.r - b.row));
  if (walled_home_between) return false;  // the ray would only open our own wall
  b.v[kHold] = 1;
  b.out("ZAP", o.r, o.c);
  return true;
}

// Keep the opponent asleep while releasing it later still wins the race.
bool hold(Bot& b) {
  if (!(b.v[kHold] && b.reply == "HIT" && std::strcmp(b.last, "ZAP") == 0)) return false;
  const int left = dist(opp(b), b.home_sq());
  if (!race_ours(b, left) || b.turn + our_need(b) + 4 < 100) {
    b.out("ZAP", b.tr, b.tc);
    b.v[kOppAt] = b.turn;  // it has not moved
    return true;
  }
  b.v[kHold] = 0;
  return false;
}

void wall_home(Bot& b) {
  b.v[kWallAt] = b.turn;
  b.out("WALL", b.home_row(), b.home_col());
}

// The home-waller's defence: rebuild when a fix shows the opponent near, every turn at the door.
bool defend(Bot& b) {
  const int hr = b.home_row(), hc = b.home_col();
  if (b.row == hr && b.col == hc) return false;  // we still stand on it
  const bool fresh = known(b) && b.v[kFixTurn] == b.turn;
  const int d = known(b) ? dist(opp(b), b.home_sq()) : 99;
  if (fresh && d > 1) b.v[kSiege] = 0;  // it left the door (or never came)
  if (fresh && d == 1 && !race_ours(b, 0)) b.v[kSiege] = std::max(b.v[kSiege], 1);
  if (b.v[kSiege] > 0) {
    if (our_need(b) == 1 && b.v[kGoalWall] == 2 && b.side == 1) return false;  // we get in first
    ++b.v[kSiege];
    return wall_home(b), true;
  }
  // Rebuild once the opponent, as a racer from its last fix, may be within kNear of our home.
  const int near = opp_nearest(b);
  if (known(b) && near <= kNear && !race_ours(b, near) && b.v[kWallAt] < b.v[kFixTurn])
    return wall_home(b), true;
  // Watch: a radar once the opponent could be near and the race is not surely ours; against a
  // racer that has used every turn to advance, again when it may be at our door.
  const bool watch = b.v[kWatches] == 0 && near <= kWatch;
  const int its_turns_then = b.v[kOppAt] - 1 + b.side;
  const bool racer = known(b) && 33 - dist(opp(b), b.home_sq()) + 1 >= its_turns_then;
  const bool at_door = b.v[kWatches] == 1 && racer && near <= 1;
  if ((watch || at_door) && !race_ours(b, near) && b.turn - b.v[kLastRadar] >= 2) {
    b.v[kLastRadar] = b.turn, ++b.v[kWatches];
    return b.out("RADAR"), true;
  }
  return false;
}

// One step of a random shortest way: a row step with the chance kLean while rows and columns are
// both left; never a step onto a wall we bumped into when the other step is open.
void run(Bot& b) {
  const Sq g = b.goal_sq();
  const int dr = sgn(g.r - b.row), dc = sgn(g.c - b.col);
  bool by_row = dr && (!dc || static_cast<int>(b.random(5) % 100) < b.v[kLean]);
  Sq next{b.row + (by_row ? dr : 0), b.col + (by_row ? 0 : dc)};
  if (next.r == b.v[kBumpR] && next.c == b.v[kBumpC]) {
    const Sq other{b.row + (by_row ? 0 : dr), b.col + (by_row ? dc : 0)};
    if ((by_row ? dc : dr) && inside(other)) return b.move(other.r, other.c);
    return b.out("ZAP", next.r, next.c);
  }
  b.move(next.r, next.c);
}

// After a lost memory: HELP gave our square, a RADAR gives the opponent's; the side is the one
// that makes both have come about as far.
bool relearn(Bot& b) {
  if (b.v[kMine] == kStamp) return false;
  if (!(b.v[kRelost] && std::strcmp(b.last, "RADAR") == 0 && b.ar >= 0)) {
    b.v[kRelost] = b.reply.compare(0, 4, "LOC ") == 0;
    b.out(b.v[kRelost] ? "RADAR" : "HELP");
    return true;
  }
  const Sq o{b.ar, b.ac};
  const int gap0 = std::abs(dist(me(b), Sq{0, 0}) - dist(o, Sq{8, 25}));
  const int gap1 = std::abs(dist(me(b), Sq{8, 25}) - dist(o, Sq{0, 0}));
  b.side = gap1 < gap0;
  b.turn = dist(me(b), b.home_sq()) + 3;
  for (int& x : b.v) x = 0;
  b.v[kLean] = 35, b.v[kBumpR] = b.v[kBumpC] = -1, b.v[kMine] = kStamp;
  see(b, o.r, o.c, b.turn - 1);
  b.v[kFixTurn] = -1;
  return false;
}

// The start of a game, a lost memory (false: we asked for help) or the reply to fold in.
bool ready(Bot& b) {
  if (b.reply.compare(0, 4, "INIT") != 0) {
    if (relearn(b)) return false;
    take_reply(b);
    return true;
  }
  for (int& x : b.v) x = 0;
  b.v[kOppAt] = -1, b.v[kBumpR] = b.v[kBumpC] = -1, b.v[kFixTurn] = -1;
  b.v[kLean] = 20 + static_cast<int>(b.random(1) % 30);
  b.v[kMine] = kStamp;
  return true;
}

}  // namespace

void decide(Bot& b) {
  if (!ready(b)) return;
  if (hold(b)) return;
  if (fire(b)) return;
  const int left = dist(me(b), b.goal_sq());
  if (left == 1 && b.v[kGoalWall] == 2) return b.move(b.goal_row(), b.goal_col());
  if (defend(b)) return;
  if (left == 1 && b.v[kGoalWall] != 2) return void(b.zap_at(b.goal_row(), b.goal_col()));
  run(b);
}
