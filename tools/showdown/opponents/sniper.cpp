// sniper.cpp: the zap-lock hunter. Its belief of the target's square is the last fix (radar, HELLO,
// OOPS, hit) carried forward a turn at a time as a racer toward its goal, with the habits learned
// from the fixes (how often it stands still, steps along its row or its column), cut by the rays
// that missed. It radars every few turns, more often when the two are near, and only out of the
// target's lines; it zaps down its row or column when the belief puts the target there with a
// good chance, else steps to where it lines up soonest with the predicted route, never staying in
// a line the target may zap down (nor entering one of a camper). A hit is a lock: the sleeper
// cannot move, so the same ray hits every turn (7 points); it stops only when counting the turns
// shows that it wins the race home, and then as late as it still arrives, else it locks to the end.
// Its home is walled when the target comes near or when it leads the race; with a lead it runs home
// and shoots on the way. Why strong: one hit decides a game, and a racer's next square is one of
// two, often one.
#include <array>
#include <cstring>

#include "bot.h"

namespace {

constexpr int kRows = 9, kCols = 26, kSquares = kRows * kCols, kHorizon = 12, kLastTurn = 100;
constexpr int kMark = 4242, kDr[4] = {-1, 1, 0, 0}, kDc[4] = {0, 0, -1, 1};
// Tuning: the ray mass worth a zap, the discount a turn of a later shot, the worth of a square of
// progress, the cost of a line the target may zap down, the worth of a lock that loses the race;
// the least chance that the target radared last turn, the danger and the mass in our lines under
// which we radar, the stay of a slower target we also fear, the shot under which we step aside,
// the belief's peak that needs no radar, the noise of our steps; the race turns we keep in hand
// after a lock and the turns to spare; the fix's age from which we step aside, and radar anyway.
constexpr double kZapMin = 0.45, kGamma = 0.85, kProgress = 0.05, kDanger = 3, kLockWorth = 0.5;
constexpr double kWary = 0.1, kRadarLine = 0.05, kLineMax = 0.25, kSlowStay = 0.5, kAim = 0.15;
constexpr double kSure = 0.5, kNoise = 0.03;
constexpr int kSafe = 1, kSlack = 2, kAside = 6, kBlind = 8;
// b.v: the last fix (a square) and the target turn it was taken at; decayed tallies (tenths) of
// the target's column steps, row steps and turns; our hits; the lock; our home wall; the last
// missed ray (square * 4 + direction) and its target turn; the race home; the state marker.
enum { kFix, kFixN, kColT, kRowT, kSpanT, kHits, kLock, kWalled, kMiss, kMissN, kRace, kMarker };

using Grid = std::array<double, kSquares>;  // the chance of each square holding the target

int row(int s) { return s / kCols; }
int col(int s) { return s % kCols; }
int dist(int s, int t) { return std::abs(row(s) - row(t)) + std::abs(col(s) - col(t)); }
int sgn(int x) { return (x > 0) - (x < 0); }
// The square next to s in direction d (up, down, left, right), -1 off the board.
int step(int s, int d) {
  const int r = row(s) + kDr[d], c = col(s) + kDc[d];
  return r >= 0 && r < kRows && c >= 0 && c < kCols ? r * kCols + c : -1;
}
int dir_to(int s, int t) { return row(t) != row(s) ? row(t) > row(s) : 2 + (col(t) > col(s)); }
void normalize(Grid& g) {
  double sum = 0;
  for (double x : g) sum += x;
  for (double& x : g) x = sum > 1e-12 ? x / sum : x;
}

// A fix of the target at the target turn n: its steps since the last fix teach its habits.
void add_fix(Bot& b, int sq, int n) {
  int* v = b.v;
  const int span = n - v[kFixN], dc = std::abs(col(sq) - col(v[kFix]));
  const int dr = std::abs(row(sq) - row(v[kFix]));
  if (span < 0) return;
  if (span > 0) {
    v[kColT] = v[kColT] / 2 + 10 * dc, v[kRowT] = v[kRowT] / 2 + 10 * dr;
    v[kSpanT] = v[kSpanT] / 2 + 10 * (span > dc + dr ? span : dc + dr);
  }
  v[kFix] = sq, v[kFixN] = n;
  if (v[kMissN] <= n) v[kMiss] = -1;
}

struct Mind {
  Bot& b;
  int me, home, goal;  // our square, our home (the target's goal), our goal
  int opp_n = 0;       // target turns played by now
  double stay = 0.1, along = 0.5, wary = kWary;  // stand still, step along its row, radared
  Grid now{}, wide{};  // the belief at opp_n, and half of it for a slower target
  bool wall(int s) const { return b.v[kWalled] && s == home; }

  // With the target asleep on t and us on s, stopping the lock on `turn` wins the race: we move
  // first; we need our way (two more round the sleeper on our straight way), a zap at a walled
  // goal and, unless we stand on it, a turn to wall our home; it needs its way, an OUCH and a zap.
  bool wins(int s, int t, int turn, int& need) const {
    const bool wall_first = !b.v[kWalled] && s != home && dist(t, home) > 1;
    const bool in_way =
        (row(s) == row(goal) || col(s) == col(goal)) && dist(s, t) + dist(t, goal) == dist(s, goal);
    need = dist(s, goal) + 2 * in_way + 1 + wall_first;
    const int theirs = dist(t, home) + (b.v[kWalled] || wall_first ? 2 : 0);
    return turn + need <= kLastTurn + 1 &&
           (b.side ? need + kSafe <= theirs : need + kSafe < theirs);
  }
  // Mass of g on the ray from s in direction d, short of our home (the one wall we know of, and a
  // target there has won); given a turn, each square weighed by the worth of a lock from there
  // (a race we then win, or not).
  double ray(const Grid& g, int s, int d, int turn = 0) const {
    double m = 0;
    for (int t = step(s, d); t >= 0 && t != home; t = step(t, d)) {
      int need = 0;
      const bool won = !turn || g[t] <= 0 || wins(s, t, turn, need);
      m += g[t] * (won ? 1 : kLockWorth);
    }
    return m;
  }
  double best_ray(const Grid& g, int s, int& dir, int turn = 0) const {
    double best = -1;
    for (int d = 0; d < 4; ++d) {
      const double m = step(s, d) >= 0 ? ray(g, s, d, turn) : -1;
      if (m > best) best = m, dir = d;
    }
    return best;
  }
  // The mass in all lines from s, and in the lines through us that s is in (all for our square).
  double exposure(const Grid& g, int s) const {
    return ray(g, s, 0) + ray(g, s, 1) + ray(g, s, 2) + ray(g, s, 3);
  }
  double lines(const Grid& g, int s) const {
    return s == me ? exposure(g, s) : ray(g, me, dir_to(me, s)) + ray(g, me, dir_to(me, s) ^ 1);
  }
  // One target turn: it stands still, or steps toward its goal along its row or its column; a
  // step into our home wall is a bump and leaves it where it was.
  void spread(Grid& g) const {
    Grid n{};
    for (int s = 0; s < kSquares; ++s) {
      const int dr = sgn(row(home) - row(s)), dc = sgn(col(home) - col(s));
      const double wc = dc ? along : 0, wr = dr ? 1 - along : 0;
      const double k = wc + wr > 0 ? g[s] * (1 - stay) / (wc + wr) : 0;
      n[s] += g[s] - k * (wc + wr);
      if (dc) n[wall(s + dc) ? s : s + dc] += wc * k;
      if (dr) n[wall(s + dr * kCols) ? s : s + dr * kCols] += wr * k;
    }
    g = n;
  }
  // The belief at the target turn n from the last fix; the ray a zap missed is cleared (unless
  // that clears everything).
  void belief(Grid& g, int n) const {
    g = Grid{};
    g[b.v[kFix]] = 1;
    for (int k = b.v[kFixN];; spread(g), ++k) {
      const int miss = b.v[kMiss], d = miss % 4;
      if (miss >= 0 && b.v[kMissN] == k && ray(g, miss / 4, d) < 1 - 1e-6) {
        for (int t = step(miss / 4, d); t >= 0 && !wall(t); t = step(t, d)) g[t] = 0;
        normalize(g);
      }
      if (k >= n) return;
    }
  }
  void beliefs() {
    const double cols = b.v[kColT] / 10.0, rows = b.v[kRowT] / 10.0, span = b.v[kSpanT] / 10.0;
    stay = (span - cols - rows + 0.15) / (span + 1.5), along = (cols + 0.5) / (cols + rows + 1);
    wary = stay > kWary ? stay : kWary;  // the chance that it radared (and zaps where it saw us)
    belief(now, opp_n);
    const double s = stay, a = along;
    stay = stay > kSlowStay ? stay : kSlowStay, along = (along + 0.5) / 2;
    belief(wide, opp_n);
    stay = s, along = a;
    for (int t = 0; t < kSquares; ++t) wide[t] = (2 * wide[t] + now[t]) / 3;
    now[me] = wide[me] = 0;
    normalize(now), normalize(wide);
  }
};

void zap_dir(Bot& b, int s, int d) {
  while (step(s, d) >= 0) s = step(s, d);
  b.out("ZAP", row(s), col(s));
}
void move_dir(Bot& b, int d) { b.move(b.row + kDr[d], b.col + kDc[d]); }

// The worth of each step (and of standing, val[4]): the best shot it leads to, discounted by the
// turns until then, less `progress` a square of our way home and the danger of staying in a line
// the target may zap down, of standing where it steps, and (against a camper, which may radar
// every turn and zap the line we step into before we can zap it) of any line. Returns the best
// shot.
double plan(Bot& b, Mind& m, double progress, double val[5]) {
  static double reach[kHorizon + 1][kSquares];
  Grid fut = m.now, next = m.now;
  m.spread(next);
  for (int h = 1, d = 0; h <= kHorizon; ++h) {
    m.spread(fut);
    for (int s = 0; s < kSquares; ++s) reach[h][s] = m.best_ray(fut, s, d, b.turn + h + 1);
  }
  const double camp = m.stay > 0.5 ? 2 * m.stay - 1 : 0;
  double top = 0;
  for (int d = 0; d < 5; ++d) {
    const int s = d < 4 ? step(m.me, d) : m.me;
    double shot = 0, disc = 1;
    val[d] = -1e9;
    if (s < 0 || m.wall(s)) continue;
    for (int h = 1; h <= kHorizon; ++h, disc *= kGamma)
      for (int t = 0; t < kSquares; ++t)
        if (dist(s, t) < h && disc * reach[h][t] > shot) shot = disc * reach[h][t];
    top = shot > top ? shot : top;
    val[d] = shot - progress * dist(s, m.goal) -
             kDanger * (m.wary * m.lines(m.wide, s) + next[s] + camp * m.exposure(next, s));
    val[d] += kNoise * (b.random(d) % 1000) / 1000;  // a different game for every seed
  }
  return top;
}

// The race home: a zap at the goal from next door (it may be walled), else the best step that
// shortens our way without walking into the target.
void run_home(Bot& b, Mind& m, const double val[5]) {
  const bool zapped = !std::strcmp(b.last, "ZAP") && b.tr == row(m.goal) && b.tc == col(m.goal);
  if (dist(m.me, m.goal) == 1 && !zapped) return b.out("ZAP", row(m.goal), col(m.goal));
  int best = -1;
  for (int d = 0, s; d < 4; ++d)
    if ((s = step(m.me, d)) >= 0 && dist(s, m.goal) < dist(m.me, m.goal) && m.now[s] < 0.3 &&
        (best < 0 || val[d] > val[best]))
      best = d;
  if (best < 0) return b.advance(true);
  move_dir(b, best);
}

// Memory at INIT, or after it was lost: LOC gave our square, and a radar then tells the side on
// which both players have come about equally far, and the turn from that progress. False when we
// have answered already.
bool remember(Bot& b) {
  int* v = b.v;
  if (b.reply.compare(0, 4, "INIT") != 0 && v[kMarker] == kMark) return true;
  if (b.reply.compare(0, 4, "INIT") != 0) {
    if (b.reply.compare(0, 3, "LOC") == 0) return v[kMarker] = kMark + 1, b.out("RADAR"), false;
    if (v[kMarker] != kMark + 1 || b.ar < 0) return v[kMarker] = 0, b.out("HELP"), false;
    const int p0 = b.row + b.col, q0 = 33 - b.ar - b.ac, p1 = 33 - p0, q1 = 33 - q0;
    b.side = std::abs(p1 - q1) < std::abs(p0 - q0);
    b.turn = (b.side ? (p1 > q1 ? p1 : q1) : (p0 > q0 ? p0 : q0)) + 2;
  }
  for (int& x : b.v) x = 0;
  v[kFix] = b.goal_row() * kCols + b.goal_col(), v[kMiss] = -1, v[kMarker] = kMark;
  return true;
}

}  // namespace

void decide(Bot& b) {
  if (!remember(b)) return;
  int* v = b.v;
  const std::string& rep = b.reply;
  const bool was_zap = !std::strcmp(b.last, "ZAP"), was_move = !std::strcmp(b.last, "MOVE");
  const bool was_wall = !std::strcmp(b.last, "WALL"), hit = was_zap && rep == "HIT";
  const int home = b.side ? kSquares - 1 : 0;
  Mind m{b, b.row * kCols + b.col, home, kSquares - 1 - home};
  const int target = b.tr * kCols + b.tc, zd = dir_to(m.me, target);
  v[kHits] += hit;
  m.opp_n = (b.side ? b.turn : b.turn - 1) - v[kHits];
  if (b.ar >= 0) add_fix(b, b.ar * kCols + b.ac, m.opp_n - 1);
  if ((was_move && rep == "HELLO") || (was_wall && rep == "OOPS")) add_fix(b, target, m.opp_n - 1);
  if (was_zap && rep == "MISS") v[kMiss] = m.me * 4 + zd, v[kMissN] = m.opp_n - 1;
  // A zap toward our home that hit a wall may have opened it.
  if (was_zap && rep == "BOOM" && (row(m.me) == row(m.home) || col(m.me) == col(m.home)) &&
      zd == dir_to(m.me, m.home))
    v[kWalled] = 0;
  if (was_wall && rep == "OK" && target == m.home) v[kWalled] = 1;
  if (hit && !v[kLock]) {
    // The first hit: the target sleeps on the ray; take its likeliest square there.
    m.beliefs();
    int sq = step(m.me, zd);
    for (int t = sq; t >= 0; t = step(t, zd)) sq = m.now[t] > m.now[sq] ? t : sq;
    add_fix(b, sq, m.opp_n);
    v[kRace] = 0;
  }
  v[kLock] = hit;
  m.beliefs();
  if (v[kLock]) {
    // The target sleeps on our ray: zap on, unless stopping wins the race; then stop as late as
    // we still arrive in time (each turn of the lock is 7 points against 3 of speed).
    int need = 0;
    if (!m.wins(m.me, v[kFix], b.turn, need) || kLastTurn - b.turn + 1 > need + kSlack)
      return b.out("ZAP", b.tr, b.tc);
    v[kLock] = 0, v[kRace] = 1;
    if (!v[kWalled] && dist(v[kFix], m.home) > 1 && m.me != m.home)
      return b.out("WALL", row(m.home), col(m.home));
  }
  // The race as it stands: our turns to arrive (a zap at the goal, a turn to wall our home)
  // against the target's if it runs from now on (an OUCH and a zap at our home).
  double near = 0, apart = 0, val[5];
  for (int t = 0; t < kSquares; ++t)
    near += m.now[t] * dist(t, m.home), apart += m.now[t] * dist(t, m.me);
  const bool wall_first = !v[kWalled] && m.me != m.home;
  const double lead = near + (v[kWalled] || wall_first ? 2 : 0) -
                      (dist(m.me, m.goal) + 1 + wall_first) - (b.side ? 0 : 1);
  // A square of progress is worth more while the race is open.
  const double later = plan(b, m, lead > 0 ? kProgress : kProgress / 2.5, val);
  if (v[kRace]) {
    if (was_move && (rep == "OUCH" || rep == "HELLO")) return b.out("ZAP", b.tr, b.tc);
    return run_home(b, m, val);
  }
  // Hunting: a likely hit unless a better shot is near (with a lead, any lock wins), then a wall
  // that stopped us, then our home wall when the target comes near or we lead.
  int zdir = 0, wdir = 0;
  if (m.best_ray(m.now, m.me, zdir) >= kZapMin &&
      (lead >= 2 || m.best_ray(m.now, m.me, wdir, b.turn + 1) >= kGamma * later))
    return zap_dir(b, m.me, zdir);
  if (was_move && rep == "OUCH") return b.out("ZAP", b.tr, b.tc);
  if (wall_first && (near <= 7 || lead >= 1) && m.now[m.home] < 0.5)
    return b.out("WALL", row(m.home), col(m.home));
  // Radar when the fix is stale (sooner when the target is near), or when standing is worth more
  // than any step, unless the target may zap down our lines. With a lead we run home (and radar
  // only while the lead is ample); with a stale fix and no shot in sight we step aside, out of
  // the target's lines, to radar there.
  const int age = m.opp_n - v[kFixN], jitter = b.random(9) % 2;
  double peak = 0;
  for (double x : m.now) peak = x > peak ? x : peak;
  const int gap = v[kSpanT] == 0 ? 3 : apart <= 10 ? 2 : apart <= 18 ? 3 : 4 + jitter;
  const bool stale = peak < kSure && age >= gap;
  const double line = m.lines(m.wide, m.me);
  // The staler the fix, the less we trust the belief's lines, but a blind hunter wastes itself.
  const bool safe = (line < kLineMax * 8 / (8 + age) && m.wary * line < kRadarLine) ||
                    (age >= kBlind && line < 2 * kLineMax);
  int best = 0;
  for (int d = 1; d < 5; ++d) best = val[d] > val[best] ? d : best;
  if (lead >= 1 && !(stale && safe && lead >= 4)) return run_home(b, m, val);
  if ((stale || best == 4) && safe) return b.out("RADAR");
  if (stale && (later < kAim || age >= kAside)) {
    Grid next = m.wide;
    m.spread(next);
    for (int d = 0, s; d < 4; ++d)
      if ((s = step(m.me, d)) >= 0 && !m.wall(s))
        val[d] = -next[s] - 0.01 * dist(s, m.goal) - m.exposure(next, s);
  }
  best = 0;
  for (int d = 1; d < 4; ++d) best = val[d] > val[best] ? d : best;
  move_dir(b, best);
}
