// chameleon.cpp: the adaptive player. Per game (from the seed) it draws a plan: a shortest route
// (either edge, a staircase or a dogleg through a middle row), when to wall its home and whether
// to rebuild it, how often to radar when it can spare the turns, whether to zap the goal before
// stepping in, and how to treat a goal that is walled again. In play it keeps a tempo count (the
// turns it can spend and still win, from the best known position of the opponent) and spends
// turns only where they pay: a fix in its line is zapped and a hit is held as a lock (7 points a
// turn), released only when it can still win the race; a goal walled again after a BOOM is
// besieged or its builder hunted; a camper is hunted; it does not end a move in line with a
// fresh fix; running the goal's row from the far end it zaps down the row first, so that a
// runner on its home row cannot meet it head-on. Strong because every plan is a full shortest
// race with a home wall (a blind racer loses two turns to its one), the spending rules never give
// away a won race, and no route, wall timing or probe habit can be counted on.
#include <cstdlib>

#include "bot.h"

namespace {

// The memory slots of Bot::v.
enum Slot { kFix, kFixAt, kLock, kHomeWalls, kGoalBooms, kMode, kWallSq, kWallSq2, kOpen };
enum Slot2 { kRelocate = 9, kCamp, kEdgeZap, kSeenWalls };
enum Mode { kRace, kHunt, kSiege };

// Squares are kept as r*26+c+1 so that the zeroed memory means "none".
int sq(int r, int c) { return r * 26 + c + 1; }
int row_of(int s) { return (s - 1) / 26; }
int col_of(int s) { return (s - 1) % 26; }
int dist(int r, int c, int s) { return std::abs(r - row_of(s)) + std::abs(c - col_of(s)); }
int sign(int x) { return (x > 0) - (x < 0); }

unsigned draw(unsigned seed, unsigned key, unsigned n) {
  unsigned h = seed ^ (0x9e3779b9u * (key + 11));
  h ^= h >> 16, h *= 0x7feb352du, h ^= h >> 15, h *= 0x846ca68bu, h ^= h >> 16;
  return h % n;
}

// The game's plan, the same on every turn of one game.
struct Plan {
  int kind, mid, c1, c2;  // route: the row progress wanted at each column progress
  int wall_near;          // wall home once the opponent could be this close to it
  bool rebuild;           // wall again when a fix shows it at the door
  int every;              // radar this often when turns can be spared (0: never)
  bool probe;             // zap the goal before the last step even without a spare turn
  bool siege;             // against a rebuilder: zap its wall each turn (else hunt it)
  explicit Plan(unsigned s)
      : kind(draw(s, 1, 4)),
        mid(2 + draw(s, 2, 5)),
        c1(draw(s, 3, 8)),
        c2(18 + draw(s, 4, 8)),
        wall_near(4 + draw(s, 5, 10)),
        rebuild(draw(s, 6, 2)),
        every(draw(s, 7, 3) * 3),
        probe(draw(s, 9, 4) != 0),
        siege(draw(s, 10, 2)) {}
  int want(int pc) const {
    if (pc >= 25 || kind == 1) return 8;
    if (kind == 0) return 0;
    if (kind == 2) return (pc * 8 + c1 * 3) / 24 > 8 ? 8 : (pc * 8 + c1 * 3) / 24;
    return pc < c1 ? 0 : pc < c2 ? mid : 8;
  }
};

struct Ctx {
  Bot& b;
  Plan p;
  int home, goal, od;  // od: turns the opponent has had
  int* v;
  explicit Ctx(Bot& bot)
      : b(bot),
        p(bot.seed),
        home(sq(bot.home_row(), bot.home_col())),
        goal(sq(bot.goal_row(), bot.goal_col())),
        od(bot.turn - 1 + bot.side),
        v(bot.v) {}
  bool in_line(int s) const { return (row_of(s) == b.row) != (col_of(s) == b.col); }
  // Turns we need to arrive: the steps, the home wall still to build, the goal wall we know of.
  int need() const {
    const int d = dist(b.row, b.col, goal);
    return d + (v[kHomeWalls] == 0 && d > 1) + (v[kWallSq] == goal);
  }
  // The fewest steps the opponent may still need to reach our home (its fix moved since).
  int opp_left(int slack) const {
    if (!v[kFix]) return 33 - od;
    const int d = dist(row_of(v[kFix]), col_of(v[kFix]), home) - slack - (od - v[kFixAt]);
    return d > 0 ? d : 0;
  }
  // Turns we can spend and still arrive first (negative: we lose the race as it stands). The
  // opponent is assumed to run its best race from its last fix and to bump into our home wall.
  int spare(int slack) const {
    const bool walled = v[kHomeWalls] || dist(b.row, b.col, goal) > 1;  // or will be
    return od + opp_left(slack) + (walled ? 2 - slack : 0) - b.turn - need();
  }
  void fix(int s, int at) { v[kFix] = s, v[kFixAt] = at; }
};

// The square on the ray from us toward (r, c), up to it, that is nearest our home: where a hit
// opponent may sleep, counted against us.
int ray_nearest_home(const Ctx& x, int r, int c) {
  const int dr = sign(r - x.b.row), dc = sign(c - x.b.col);
  int best = sq(r, c);
  if ((dr != 0) == (dc != 0)) return best;  // not a ray (a lost state): take the target
  for (int i = x.b.row + dr, j = x.b.col + dc; i != r || j != c; i += dr, j += dc)
    if (dist(i, j, x.home) < dist(row_of(best), col_of(best), x.home)) best = sq(i, j);
  return best;
}

// Zaps again toward our last command's square if that is a ray (a damaged state may say not).
bool zap_again(Bot& b) {
  return b.tr >= 0 && b.tr < 9 && b.tc >= 0 && b.tc < 26 && b.zap_at(b.tr, b.tc);
}

// Folds the reply to our previous turn into memory.
void absorb(Ctx& x) {
  Bot& b = x.b;
  int* v = b.v;
  const bool move = !std::strcmp(b.last, "MOVE"), zap = !std::strcmp(b.last, "ZAP");
  const int t = sq(b.tr, b.tc);
  if (b.ar >= 0) {
    // The same square two or more of its turns apart: a camper.
    const int s = sq(b.ar, b.ac);
    v[kCamp] = v[kFix] == s && x.od - 1 - v[kFixAt] >= 2 ? v[kCamp] + 1 : 0;
    x.fix(s, x.od - 1);
    // It has come farther than its turns allow: we slept under its zaps, unaware. Catch up.
    const int gone = 33 - dist(b.ar, b.ac, x.home) - (x.od - 1);
    if (gone > 0 && !v[kRelocate]) b.turn += gone, x.od += gone, v[kFixAt] += gone;
  }
  if (move && b.reply == "HELLO") x.fix(t, x.od - 1);
  if (move && b.reply == "OK") v[kWallSq] = v[kWallSq2] = 0;
  if (move && b.reply == "OUCH") {
    // Walled again after we zapped it open: the opponent rebuilds.
    if (t == x.goal && v[kGoalBooms]) v[kMode] = x.p.siege ? kSiege : kHunt;
    if (v[kWallSq] != t) v[kWallSq2] = v[kWallSq];
    v[kWallSq] = t, v[kOpen] = 0, v[kSeenWalls] = 1;
  }
  if (zap) {
    v[kLock] = b.reply == "HIT";
    if (v[kLock]) v[kFix] = t == v[kFix] ? t : ray_nearest_home(x, b.tr, b.tc), v[kFixAt] = x.od;
    if (b.reply == "BOOM" && t == v[kWallSq]) v[kWallSq] = 0;
    if (b.reply == "BOOM" && t == v[kWallSq2]) v[kWallSq2] = 0;
    if (b.reply == "BOOM") v[kSeenWalls] = 1;
    if (b.reply == "MISS" && v[kCamp]) v[kCamp] = 0;  // the camper has moved
    if (t == x.goal && dist(b.row, b.col, t) == 1 && b.reply != "HIT")
      v[kOpen] = 1, v[kGoalBooms] += b.reply == "BOOM";
  }
  if (!std::strcmp(b.last, "WALL") && b.reply == "OK" && t == x.home) ++v[kHomeWalls];
}

// After a lost state (HELP, then LOC, then this RADAR's fix): the side on which both players have
// come about equally far, and the turn from that progress.
void relocate(Bot& b) {
  const int p0 = b.row + b.col, q1 = 33 - b.ar - b.ac;  // our progress from A 1, its from I 26
  const int p1 = 33 - p0, q0 = b.ar + b.ac;
  b.side = std::abs(p0 - q1) <= std::abs(p1 - q0) ? 0 : 1;
  const int mine = b.side ? p1 : p0, theirs = b.side ? q0 : q1;
  b.turn = (mine > theirs ? mine : theirs) + 2;
  b.v[kRelocate] = 0;
}

// The next square of our route, or of its other shortest step when that one is walled or in line
// with a fresh fix; zap when only a wall is left.
void step(Ctx& x, int prefer_line) {
  Bot& b = x.b;
  const int pr = std::abs(b.row - b.home_row()), pc = std::abs(b.col - b.home_col());
  const int dr = b.side ? -1 : 1;
  const int down = pr < 8 ? sq(b.row + dr, b.col) : 0, along = pc < 25 ? sq(b.row, b.col + dr) : 0;
  int opts[2] = {down, along};
  if (!down || (along && pr >= x.p.want(pc))) opts[0] = along, opts[1] = down;
  const int f = x.v[kFix];
  const bool fresh = f && x.od - x.v[kFixAt] <= 2;
  int pick = 0;
  for (int pass = 0; pass < 2 && !pick; ++pass)
    for (int s : opts) {
      if (!s || s == x.v[kWallSq] || s == x.v[kWallSq2] || pick) continue;
      const bool line = f && s != x.goal && (row_of(s) == row_of(f) || col_of(s) == col_of(f));
      // Hunting a camper we want its line; otherwise a fresh fix's line is where zaps come from.
      if (pass == 0 && (prefer_line ? !line : fresh && line)) continue;
      pick = s;
    }
  if (pick) return b.move(row_of(pick), col_of(pick));
  if (!opts[0]) return b.out("RADAR");  // on the goal: the game is over
  b.out("ZAP", row_of(opts[0]), col_of(opts[0]));
}

}  // namespace

void decide(Bot& b) {
  int* v = b.v;
  if (!std::strcmp(b.last, "HELP")) return v[kRelocate] = 1, b.out("RADAR");
  if (v[kRelocate] && b.ar >= 0) relocate(b);
  for (int k : {kFix, kWallSq, kWallSq2})
    if (v[k] < 0 || v[k] > 234) v[k] = 0;  // a damaged state file: forget the square
  Ctx x(b);
  absorb(x);
  const int me = sq(b.row, b.col), f = v[kFix], d_goal = dist(b.row, b.col, x.goal);

  // A hit opponent sleeps where it is: keep it asleep (7 points a turn against 3 of speed) until
  // only the turns to win the race are left, or to the end when we could not win it.
  if (v[kLock]) {
    if ((x.spare(1) < 0 || f == x.goal || 101 - b.turn > x.need() + 8) && zap_again(b)) return;
    v[kLock] = 0;  // the fix is fresh: our step leaves its line
  }
  // It blocked our step: it is next to us. A wall at the goal's door is zapped at once: whoever
  // walls one door walls the other too.
  const bool moved = !std::strcmp(b.last, "MOVE");
  if (moved && b.reply == "HELLO" && zap_again(b)) return;
  if (moved && b.reply == "OUCH" && dist(b.tr, b.tc, x.goal) == 1 && zap_again(b)) return;
  if (b.ar >= 0) {
    // A fix in our line is zapped; one step off it, we zap where its racing step takes it when
    // we can spare the turn or have nothing to lose.
    if (x.in_line(f)) return b.out("ZAP", row_of(f), col_of(f));
    const int fr = row_of(f), fc = col_of(f), hr = b.home_row(), hc = b.home_col();
    const int next[2] = {sq(fr + sign(hr - fr), fc), sq(fr, fc + sign(hc - fc))};
    const int s = x.spare(0);
    for (int n : next)
      if (!v[kCamp] && n != f && n != me && x.in_line(n) && (s >= 2 || s < -1))
        return b.out("ZAP", row_of(n), col_of(n));
    // At our door: wall it again when the plan rebuilds or the race is lost anyway.
    if (dist(fr, fc, x.home) <= 2 && me != x.home && v[kHomeWalls] < 4 && (x.p.rebuild || s < 0))
      return b.out("WALL", b.home_row(), b.home_col());
  }
  // The goal is walled again after each zap: besiege it (zap, then step in when the zap found it
  // open or opened it), or hunt its builder too: after each failed entry a radar, since a fix in
  // our line is a lock and the builder spends its turns on walls.
  if (v[kMode] != kRace && d_goal == 1) {
    if (v[kMode] == kHunt && b.reply == "OUCH") return b.out("RADAR");
    if (v[kOpen]) return v[kOpen] = 0, b.move(b.goal_row(), b.goal_col());
    return b.out("ZAP", b.goal_row(), b.goal_col());
  }
  // A camper: zap it from its line, or step into its line.
  if (v[kCamp] && f && x.in_line(f)) return b.out("ZAP", row_of(f), col_of(f));
  // Running the goal's row from its far end (the column-first edge), a runner along its home row
  // would meet us head-on, and whoever bumps first locks the other: zap down the row once first.
  const int run = std::abs(b.col - b.goal_col());
  if (x.p.kind == 1 && b.row == b.goal_row() && !v[kEdgeZap] && x.od + 1 < run && run > 2)
    return v[kEdgeZap] = 1, b.out("ZAP", b.row, b.goal_col());
  // Wall our home once the opponent could be near it.
  if (!v[kHomeWalls] && me != x.home && d_goal > 1 && x.opp_left(0) <= x.p.wall_near)
    return b.out("WALL", b.home_row(), b.home_col());
  const int s = x.spare(0);
  // Radar where the routes cross, as often as the plan says, while two turns can be spared (a
  // fix in line is a lock); when the race is lost as it stands, hunt: a lock is all that is left.
  const int age = x.od - v[kFixAt];
  if (x.p.every && s >= 2 && b.turn <= 30 && age > x.p.every && d_goal > 2) return b.out("RADAR");
  if (s < -1 && b.turn > 6 && age > 3 && d_goal > 2) return b.out("RADAR");
  // Next to the goal: zap a wall we found; zap it before stepping in when we can spare the turn
  // (or the plan expects a walled goal), since a bump costs two turns and 15 points.
  if (d_goal == 1 && (v[kWallSq] == x.goal ||
                      (!v[kOpen] && 101 - b.turn > 2 && (s >= 1 || x.p.probe || v[kSeenWalls]))))
    return b.out("ZAP", b.goal_row(), b.goal_col());
  step(x, v[kCamp] && f);
}
