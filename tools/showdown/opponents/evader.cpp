// evader.cpp: the evasive racer. It runs a shortest way to its goal that no model can learn: first
// to a random waypoint off the straight line between the corners, then on, changing axis every one
// to three steps (a random run each time), and entering the goal from a side drawn per game. Every
// turn spent on anything but a step loses the race, so it radars once, mid-game (again every few
// turns only when that fix shows an opponent that does not race): when the fix, moved on by one
// opponent turn, puts the opponent in one of our rays with a good chance, we zap at once, and a hit
// opponent is kept asleep (7 points a turn) while releasing it still wins the race (to the end
// when it would not). A racer seen on its home row or column is ambushed: we reach that line
// before it leaves it and zap along it. A recent fix is dodged: a step that would share a row or
// column with where the opponent may stand now is traded for the other step when that one is
// safer. At the door the goal is zapped open before the step in (a home wall costs a bump
// otherwise); a wall met on the way is passed by the other axis, or zapped.
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "bot.h"

namespace {

// Our memory in Bot::v.
enum Slot {
  kWayRow,    // the waypoint, as rows and columns of progress from our home
  kWayCol,    //
  kAxis,      // 0: column steps, 1: row steps
  kRun,       // steps left on that axis
  kSeenR,     // the opponent's last fix ...
  kSeenC,     //
  kSeenTurn,  // ... and our turn on which it arrived (-1000: never)
  kLocked,    // 1 while we keep a hit opponent asleep
  kGoalSeen,  // what we know of the goal square (GoalSeen)
  kDoorSide,  // 0: the last step is along the goal's row, 1: along its column
  kRadars,    // radars so far
  kBlockR,    // a wall we bumped into (-1: none)
  kBlockC,    //
  kRadarAt,   // our turn of the last radar
  kEdge,      // 1: the last fix showed a racer on its home row, 2: on its home column
  kOurs = 15  // kMark once the memory is ours (1 while a radar answer should give our side)
};
enum GoalSeen { kNotSeen, kShut, kClear };
constexpr int kMark = 5311;
constexpr int kFirstRadar = 14;    // our turn of the one radar against a racer
constexpr int kRadarGap = 8;       // turns between radars against an opponent that does not race
constexpr double kShootAt = 0.40;  // the chance of a hit that is worth a zap
constexpr double kDodgeAt = 0.30;  // the exposure that makes us take the other step
constexpr int kReleaseSpare = 4;   // turns kept in hand when a lock is released

bool on_board(int r, int c) { return r >= 0 && r < 9 && c >= 0 && c < 26; }
int sgn(int x) { return (x > 0) - (x < 0); }

// Progress from our home: rows and columns already covered.
int rows_done(const Bot& b) { return std::abs(b.row - b.home_row()); }
int cols_done(const Bot& b) { return std::abs(b.col - b.home_col()); }
int to_goal(const Bot& b) { return 33 - rows_done(b) - cols_done(b); }

bool blocked(const Bot& b, int r, int c) { return r == b.v[kBlockR] && c == b.v[kBlockC]; }

// Where the opponent may stand after `turns` of its turns from the fix: it stands still a quarter
// of the time, else steps toward its goal (our home) along the row or the column in proportion to
// what is left of each.
void spread_from_fix(const Bot& b, int turns, double p[9][26]) {
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 26; ++c) p[r][c] = 0;
  p[b.v[kSeenR]][b.v[kSeenC]] = 1;
  const int hr = b.home_row(), hc = b.home_col();
  for (int t = 0; t < turns; ++t) {
    double q[9][26] = {};
    for (int r = 0; r < 9; ++r)
      for (int c = 0; c < 26; ++c) {
        if (p[r][c] <= 0) continue;
        const int rl = std::abs(r - hr), cl = std::abs(c - hc);
        if (rl + cl == 0) {
          q[r][c] += p[r][c];
          continue;
        }
        q[r][c] += 0.25 * p[r][c];
        const double mv = 0.75 * p[r][c] / (rl + cl);
        if (rl) q[r + sgn(hr - r)][c] += mv * rl;
        if (cl) q[r][c + sgn(hc - c)] += mv * cl;
      }
    for (int r = 0; r < 9; ++r)
      for (int c = 0; c < 26; ++c) p[r][c] = q[r][c];
  }
}

// The chance that a ray from (r, c) along (dr, dc) meets the opponent, up to a wall we know of.
double ray_chance(const Bot& b, const double p[9][26], int r, int c, int dr, int dc) {
  double sum = 0;
  for (int y = r + dr, x = c + dc; on_board(y, x) && !blocked(b, y, x); y += dr, x += dc)
    sum += p[y][x];
  return sum;
}

// The opponent's chance of standing in a row or column of (r, c) (the square itself excluded).
double exposure(const Bot& b, const double p[9][26], int r, int c) {
  return ray_chance(b, p, r, c, 1, 0) + ray_chance(b, p, r, c, -1, 0) +
         ray_chance(b, p, r, c, 0, 1) + ray_chance(b, p, r, c, 0, -1);
}

int fix_age(const Bot& b) { return b.turn - b.v[kSeenTurn]; }

// A fresh fix (this turn's radar answer or HELLO): zap the ray most likely to hold the opponent
// now, if that chance is good enough.
bool shoot(Bot& b) {
  if (fix_age(b) != 0) return false;
  double p[9][26];
  spread_from_fix(b, 1, p);
  const int dirs[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
  double best = kShootAt;
  int pick = -1;
  for (int k = 0; k < 4; ++k) {
    const double h = ray_chance(b, p, b.row, b.col, dirs[k][0], dirs[k][1]);
    if (h >= best) best = h, pick = k;
  }
  if (pick < 0 || !on_board(b.row + dirs[pick][0], b.col + dirs[pick][1])) return false;
  b.v[kLocked] = 1;
  b.out("ZAP", b.row + dirs[pick][0], b.col + dirs[pick][1]);
  return true;
}

// Turns we still need: the distance, plus a zap at the door unless the goal is known open.
int need(const Bot& b) { return to_goal(b) + (b.v[kGoalSeen] == kClear ? 0 : 1); }

// Keep a hit opponent asleep while we still win the race afterwards with turns to spare.
bool hold_lock(Bot& b) {
  if (!(b.reply == "HIT" && b.v[kLocked])) return false;
  const int opp_left = std::abs(b.v[kSeenR] - b.home_row()) + std::abs(b.v[kSeenC] - b.home_col());
  const bool race_won = need(b) + 1 < opp_left;
  if (b.turn + need(b) + kReleaseSpare < 100 || !race_won) {
    b.out("ZAP", b.tr, b.tc);
    return true;
  }
  b.v[kLocked] = 0;
  return false;
}

// Folds the reply to our previous command into memory.
void absorb(Bot& b) {
  const bool at_goal_sq = b.tr == b.goal_row() && b.tc == b.goal_col();
  const bool moved = std::strcmp(b.last, "MOVE") == 0, zapped = std::strcmp(b.last, "ZAP") == 0;
  if (moved && b.reply == "OUCH") {
    if (at_goal_sq)
      b.v[kGoalSeen] = kShut;
    else
      b.v[kBlockR] = b.tr, b.v[kBlockC] = b.tc;
  }
  if (moved && b.reply == "HELLO") b.v[kSeenR] = b.tr, b.v[kSeenC] = b.tc, b.v[kSeenTurn] = b.turn;
  if (zapped) {
    if (b.reply != "HIT") b.v[kLocked] = 0;
    const bool toward_goal = (b.tr == b.goal_row() && b.row == b.goal_row()) ||
                             (b.tc == b.goal_col() && b.col == b.goal_col());
    if (toward_goal && to_goal(b) == 1 && (b.reply == "BOOM" || b.reply == "MISS"))
      b.v[kGoalSeen] = kClear;
    if (b.reply == "BOOM" && blocked(b, b.tr, b.tc)) b.v[kBlockR] = b.v[kBlockC] = -1;
  }
  if (zapped && b.reply != "HIT") b.v[kEdge] = 0;  // the edge racer was not where we thought
  if (b.ar >= 0 && std::strcmp(b.last, "RADAR") == 0) {
    b.v[kSeenR] = b.ar, b.v[kSeenC] = b.ac, b.v[kSeenTurn] = b.turn;
    // A racer that has used (nearly) every turn to advance and stands on its home row or column
    // runs that edge to our home's row or column and comes home along it.
    const int advanced = std::abs(b.ar - b.goal_row()) + std::abs(b.ac - b.goal_col());
    const bool racing = advanced >= 4 && advanced + 1 >= b.opp_turns() - 1;
    b.v[kEdge] = !racing                                        ? 0
                 : b.ar == b.goal_row() && b.ac != b.home_col() ? 1
                 : b.ac == b.goal_col() && b.ar != b.home_row() ? 2
                                                                : 0;
  }
}

// Where an edge racer stands after the opponent turns since its fix: along its edge to the corner
// of our home's row or column, then along that toward our home. Sets turns_on_edge to the turns it
// still has on the edge it runs now.
void edge_square(const Bot& b, int& r, int& c, int& turns_on_edge) {
  const int k = b.turn - b.v[kSeenTurn] + 1;
  const int hr = b.home_row(), hc = b.home_col();
  r = b.v[kSeenR], c = b.v[kSeenC];
  const int first = b.v[kEdge] == 1 ? std::abs(c - hc) : std::abs(r - hr);
  const int along = k < first ? k : first, after = k - along;
  if (b.v[kEdge] == 1) {
    c += along * sgn(hc - c);
    r += std::min(after, std::abs(hr - r)) * sgn(hr - r);
  } else {
    r += along * sgn(hr - r);
    c += std::min(after, std::abs(hc - c)) * sgn(hc - c);
  }
  turns_on_edge = first - k;
}

// Against an edge racer: zap along its edge when we stand in that line and it should be coming.
bool ambush(Bot& b) {
  if (!b.v[kEdge]) return false;
  int r, c, left;
  edge_square(b, r, c, left);
  if (left < 0 || (r == b.row && c == b.col)) return false;
  const bool row_line = b.v[kEdge] == 1 && r == b.row, col_line = b.v[kEdge] == 2 && c == b.col;
  if (!row_line && !col_line) return false;
  b.v[kSeenR] = r, b.v[kSeenC] = c, b.v[kSeenTurn] = b.turn;  // for the lock's race count
  b.v[kLocked] = 1;
  b.out("ZAP", r, c);
  return true;
}

// The steps toward the goal that the route allows now (row step, column step).
void allowed(const Bot& b, bool& row_ok, bool& col_ok) {
  const int u = rows_done(b), w = cols_done(b);
  row_ok = u < 8, col_ok = w < 25;
  const int wu = b.v[kWayRow], ww = b.v[kWayCol];
  if (u <= wu && w <= ww && (u < wu || w < ww)) {  // on our way to the waypoint
    row_ok = u < wu, col_ok = w < ww;
    return;
  }
  if (b.v[kDoorSide] == 0 && u < 8) col_ok = col_ok && w < 24;  // enter along the goal's row
  if (b.v[kDoorSide] == 1 && w < 25) row_ok = row_ok && u < 7;  // enter along its column
}

void step_square(const Bot& b, bool by_row, int& r, int& c) {
  r = b.row + (by_row ? sgn(b.goal_row() - b.row) : 0);
  c = b.col + (by_row ? 0 : sgn(b.goal_col() - b.col));
}

// The next step of the route, dodging a recent fix; zaps a wall that blocks the only way on.
void travel(Bot& b) {
  bool row_ok, col_ok;
  allowed(b, row_ok, col_ok);
  if (!row_ok && !col_ok) row_ok = rows_done(b) < 8, col_ok = cols_done(b) < 25;
  if (--b.v[kRun] <= 0 || (b.v[kAxis] == 1 && !row_ok) || (b.v[kAxis] == 0 && !col_ok)) {
    const bool want_row = b.v[kRun] <= 0 ? b.v[kAxis] == 0 : b.v[kAxis] == 1 ? false : true;
    b.v[kAxis] = (want_row && row_ok) || !col_ok ? 1 : 0;
    b.v[kRun] = 1 + static_cast<int>(b.random(3) % 3);
  }
  bool by_row = b.v[kAxis] == 1;
  if (b.v[kEdge]) {  // head for the racer's edge when we get there before it leaves the edge
    int er, ec, left;
    edge_square(b, er, ec, left);
    const bool want_row = b.v[kEdge] == 1;
    const int gap = want_row ? std::abs(er - b.row) : std::abs(ec - b.col);
    if (gap > 0 && gap + 1 < left && (want_row ? rows_done(b) < 8 : cols_done(b) < 25))
      by_row = want_row;
  }
  int r, c;
  step_square(b, by_row, r, c);
  const bool other_ok = by_row ? (col_ok || cols_done(b) < 25) : (row_ok || rows_done(b) < 8);
  if (b.v[kSeenTurn] > -1000 && fix_age(b) <= 4 && other_ok && to_goal(b) > 2) {
    double p[9][26];
    spread_from_fix(b, fix_age(b) + 2, p);
    int r2, c2;
    step_square(b, !by_row, r2, c2);
    const double here = exposure(b, p, r, c), there = exposure(b, p, r2, c2);
    if (here > kDodgeAt && there < here - 0.15 && on_board(r2, c2) && !blocked(b, r2, c2))
      by_row = !by_row, r = r2, c = c2, b.v[kAxis] = by_row ? 1 : 0, b.v[kRun] = 1;
  }
  if (blocked(b, r, c)) {
    int r2, c2;
    step_square(b, !by_row, r2, c2);
    if (on_board(r2, c2) && !(r2 == b.row && c2 == b.col) && !blocked(b, r2, c2))
      return b.move(r2, c2);
    return b.out("ZAP", r, c);
  }
  b.move(r, c);
}

// After a lost memory: HELP gave our square, a RADAR gives the opponent's; we take the side on
// which both have come about equally far from their homes.
bool recover(Bot& b) {
  if (b.v[kOurs] == kMark) return false;
  const bool answered = b.v[kOurs] == 1 && std::strcmp(b.last, "RADAR") == 0 && b.ar >= 0;
  if (!answered) {
    const bool located = std::strcmp(b.last, "HELP") == 0 && b.reply.compare(0, 4, "LOC ") == 0;
    b.v[kOurs] = located ? 1 : 0;
    b.out(located ? "RADAR" : "HELP");
    return true;
  }
  int best = 1000;
  for (int s = 0; s < 2; ++s) {
    const int mine = std::abs(b.row - (s ? 8 : 0)) + std::abs(b.col - (s ? 25 : 0));
    const int theirs = std::abs(b.ar - (s ? 0 : 8)) + std::abs(b.ac - (s ? 0 : 25));
    if (std::abs(mine - theirs) < best) best = std::abs(mine - theirs), b.side = s;
  }
  const int mine = rows_done(b) + cols_done(b);
  for (int& x : b.v) x = 0;
  b.turn = mine + 3;
  b.v[kWayRow] = rows_done(b), b.v[kWayCol] = cols_done(b);  // the waypoint is behind us
  b.v[kDoorSide] = static_cast<int>(b.random(4) % 2);
  b.v[kSeenR] = b.ar, b.v[kSeenC] = b.ac, b.v[kSeenTurn] = b.turn;
  b.v[kBlockR] = b.v[kBlockC] = -1, b.v[kRadarAt] = b.turn, b.v[kOurs] = kMark;
  return false;
}

// A waypoint off the straight line between the corners, inside the rectangle (so the way through
// it is still a shortest one).
void plan(Bot& b) {
  for (int& x : b.v) x = 0;
  for (unsigned k = 0;; ++k) {
    const int u = 1 + static_cast<int>(b.random(10 + k) % 7);
    const int w = 3 + static_cast<int>(b.random(40 + k) % 20);
    if (std::fabs(u - w * 8.0 / 25.0) >= 2.0 || k > 50) {
      b.v[kWayRow] = u, b.v[kWayCol] = w;
      break;
    }
  }
  b.v[kAxis] = static_cast<int>(b.random(2) % 2), b.v[kRun] = 1 + static_cast<int>(b.random(3) % 3);
  b.v[kDoorSide] = static_cast<int>(b.random(4) % 2);
  b.v[kSeenR] = b.goal_row(), b.v[kSeenC] = b.goal_col(), b.v[kSeenTurn] = -1000;
  b.v[kBlockR] = b.v[kBlockC] = -1, b.v[kOurs] = kMark;
}

// The last fix showed an opponent that has spent turns on more than moving toward our home.
bool idle_opponent(const Bot& b) {
  if (b.v[kSeenTurn] < 0) return false;
  const int advanced = std::abs(b.v[kSeenR] - b.goal_row()) + std::abs(b.v[kSeenC] - b.goal_col());
  return advanced + 3 < b.v[kSeenTurn] - 2 + b.side;
}

}  // namespace

void decide(Bot& b) {
  if (b.reply.compare(0, 4, "INIT") == 0) {
    plan(b);
  } else if (recover(b)) {
    return;
  } else {
    absorb(b);
  }
  if (hold_lock(b)) return;
  if (shoot(b)) return;
  if (ambush(b)) return;
  const int left = to_goal(b);
  // At the door: zap the goal open first unless we know it is clear.
  if (left == 1 && b.v[kGoalSeen] != kClear) return void(b.zap_at(b.goal_row(), b.goal_col()));
  if (left == 1) return b.move(b.goal_row(), b.goal_col());
  // One radar mid-game; every few turns more against an opponent that does not race.
  const bool due = b.v[kRadars] == 0 ? b.turn >= kFirstRadar
                                     : idle_opponent(b) && b.turn - b.v[kRadarAt] >= kRadarGap;
  if (left > 3 && due) {
    b.v[kRadarAt] = b.turn, ++b.v[kRadars];
    return b.out("RADAR");
  }
  travel(b);
}
