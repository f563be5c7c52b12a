// sniper.cpp: the zap-lock hunter. It keeps a belief of where the target is: the last fix (radar,
// HELLO, OOPS or hit) carried forward one target turn at a time as a racer toward its goal, with
// the habits learned from the fixes (how often it moves at all, how often along its row rather
// than its column, or not at all when it camps), cut by the rays that missed. It radars every few
// turns, more often once the two could be in range; it zaps along its row or column when the
// belief puts the target on that ray with a good chance, and otherwise steps to where it can line
// up with the predicted route soonest, never staying in a line the target could zap down. A hit is
// a lock: the sleeper cannot move, so the same ray hits every turn (7 points). It stops only when
// counting the turns shows that it wins the race home, and then as late as it still arrives in
// time; else it locks to the end. Its home is walled when the target comes near (a blind racer
// pays an OUCH and a zap). Why strong: one hit decides the game, and a racer's next square is one
// of two, often one, so a fresh fix and a square on the target's route make a likely hit.
#include <cmath>
#include <cstring>

#include "bot.h"

namespace {

constexpr int kRows = 9, kCols = 26, kHorizon = 12, kMark = 4242, kLastTurn = 100;
constexpr int kDr[4] = {-1, 1, 0, 0}, kDc[4] = {0, 0, -1, 1};
// Tuning: the ray mass worth a zap, the discount per turn of a later shot, the worth of a square
// of progress and the cost of staying in a line the target may zap; the turns of margin we keep
// when we stop a lock to race home, and the turns to spare for surprises on the way.
constexpr double kZapMin = 0.45, kGamma = 0.85, kProgress = 0.02, kDanger = 3, kLockWorth = 0.5, kWary = 0.3, kRadarLine = 0.06;
constexpr int kSafe = 1, kSlack = 2;
// b.v slots: the last fix and the target turn it was taken at; decayed tallies (tenths) of the
// target's column moves, row moves and turns; our hits; the lock; our home wall; the last missed
// ray and its target turn; the race home after a lock; the state marker.
enum { kFix, kFixN, kColT, kRowT, kSpanT, kHits, kLock, kWalled, kMiss, kMissN, kRace, kMarker };

struct Grid {
  double p[kRows][kCols];
};

bool on_board(int r, int c) { return r >= 0 && r < kRows && c >= 0 && c < kCols; }
int dist(int r, int c, int r2, int c2) { return std::abs(r - r2) + std::abs(c - c2); }
int sgn(int x) { return (x > 0) - (x < 0); }
int dir_to(int r, int c, int r2, int c2) { return r2 < r ? 0 : r2 > r ? 1 : c2 < c ? 2 : 3; }

void normalize(Grid& g) {
  double s = 0;
  for (auto& row : g.p)
    for (double x : row) s += x;
  if (s > 1e-12)
    for (auto& row : g.p)
      for (double& x : row) x /= s;
}

// A new fix of the target at the target turn n: the steps since the last fix teach its habits.
void add_fix(Bot& b, int sq, int n) {
  int* v = b.v;
  const int span = n - v[kFixN];
  if (span < 0) return;
  const int dc = std::abs(sq % kCols - v[kFix] % kCols), dr = std::abs(sq / kCols - v[kFix] / kCols);
  if (span > 0) {
    v[kColT] = v[kColT] / 2 + 10 * dc, v[kRowT] = v[kRowT] / 2 + 10 * dr;
    v[kSpanT] = v[kSpanT] / 2 + 10 * (span > dc + dr ? span : dc + dr);
  }
  v[kFix] = sq, v[kFixN] = n;
  if (v[kMissN] <= n) v[kMiss] = -1;
}

struct Mind {
  Bot& b;
  int hr, hc, gr, gc;              // our home (the target's goal) and our goal
  int opp_n = 0;                   // target turns played by now
  double stay = 0.1, along = 0.5;  // the target's habits: stand still, step along its row
  Grid now{};                      // the belief at opp_n
  int far[kRows][kCols];           // our steps to the goal
  explicit Mind(Bot& bot)
      : b(bot), hr(bot.home_row()), hc(bot.home_col()), gr(bot.goal_row()), gc(bot.goal_col()) {}
  bool wall(int r, int c) const { return b.v[kWalled] && r == hr && c == hc; }

  // After a hit with the target asleep on (orow, ocol) and us on (r, c), stopping the lock on
  // turn `turn` wins the race: we move first; we need our way (detour: the steps round the
  // sleeper), a zap for a walled goal and, unless it stands, a turn to wall our home; it needs its
  // way and an OUCH and a zap for our walled home. Sets need to our turns.
  bool wins(int r, int c, int orow, int ocol, int detour, int turn, int& need) const {
    const int e = dist(orow, ocol, hr, hc);
    const bool wall_first = !b.v[kWalled] && !(r == hr && c == hc) && e > 1;
    need = dist(r, c, gr, gc) + detour + 1 + wall_first;
    const int theirs = e + (b.v[kWalled] || wall_first ? 2 : 0);
    return turn + need <= kLastTurn + 1 && (b.side ? need + kSafe <= theirs : need + kSafe < theirs);
  }
  // Mass of g on the ray from (r, c) in direction d, up to the first wall we know of; with a
  // turn, each square weighed by what a lock from there is worth (a race we then win, or not).
  double ray(const Grid& g, int r, int c, int d, int turn = 0) const {
    double m = 0;
    for (int y = r + kDr[d], x = c + kDc[d]; on_board(y, x) && !wall(y, x); y += kDr[d], x += kDc[d]) {
      if (!turn || g.p[y][x] <= 0) {
        m += g.p[y][x];
        continue;
      }
      const bool in_way = (r == gr && y == gr && (x - c) * (x - gc) < 0) ||
                          (c == gc && x == gc && (y - r) * (y - gr) < 0);
      int need = 0;
      m += g.p[y][x] * (wins(r, c, y, x, in_way ? 2 : 0, turn, need) ? 1 : kLockWorth);
    }
    return m;
  }
  double best_ray(const Grid& g, int r, int c, int& dir, int turn = 0) const {
    double best = -1;
    for (int d = 0; d < 4; ++d) {
      const double m = on_board(r + kDr[d], c + kDc[d]) ? ray(g, r, c, d, turn) : -1;
      if (m > best) best = m, dir = d;
    }
    return best;
  }
  // One target turn: it stands still, or steps toward its goal along its row or its column; a
  // step into our home wall is a bump and leaves it where it was.
  void spread(Grid& g) const {
    Grid n{};
    for (int r = 0; r < kRows; ++r)
      for (int c = 0; c < kCols; ++c) {
        const double p = g.p[r][c];
        if (p <= 0) continue;
        const int dr = sgn(hr - r), dc = sgn(hc - c);
        const double wc = dc ? along : 0, wr = dr ? 1 - along : 0;
        if (wc + wr <= 0) {
          n.p[r][c] += p;
          continue;
        }
        const double k = p * (1 - stay) / (wc + wr);
        n.p[r][c] += p * stay;
        if (dc) (wall(r, c + dc) ? n.p[r][c] : n.p[r][c + dc]) += wc * k;
        if (dr) (wall(r + dr, c) ? n.p[r][c] : n.p[r + dr][c]) += wr * k;
      }
    g = n;
  }
  // Clears the ray a zap missed, unless that would clear everything.
  void cut(Grid& g, int code) const {
    const int r0 = code / 4 / kCols, c0 = code / 4 % kCols, d = code % 4;
    if (ray(g, r0, c0, d) > 1 - 1e-6) return;
    for (int r = r0 + kDr[d], c = c0 + kDc[d]; on_board(r, c) && !wall(r, c); r += kDr[d], c += kDc[d])
      g.p[r][c] = 0;
    normalize(g);
  }
  // The chance that the target radared on its last turn and zaps down the line it saw us in:
  // its turns without a step, but any target may zap.
  double wary() const { return stay > kWary ? stay : kWary; }
  void learn() {
    const double cols = b.v[kColT] / 10.0, rows = b.v[kRowT] / 10.0, span = b.v[kSpanT] / 10.0;
    stay = (span - cols - rows + 0.15) / (span + 1.5);
    along = (cols + 0.5) / (cols + rows + 1);
  }
  // The belief at the target turn n, from the last fix.
  void belief(Grid& g, int n) const {
    g = Grid{};
    g.p[b.v[kFix] / kCols][b.v[kFix] % kCols] = 1;
    for (int k = b.v[kFixN]; k < n; ++k) {
      if (b.v[kMiss] >= 0 && b.v[kMissN] == k) cut(g, b.v[kMiss]);
      spread(g);
    }
    if (b.v[kMiss] >= 0 && b.v[kMissN] == n) cut(g, b.v[kMiss]);
  }
  // Our steps to the goal round the walls we know of and the square (br, bc).
  void distances(int br, int bc) {
    int queue[kRows * kCols], head = 0, tail = 0;
    for (auto& row : far)
      for (int& x : row) x = 999;
    far[gr][gc] = 0, queue[tail++] = gr * kCols + gc;
    while (head < tail) {
      const int r = queue[head] / kCols, c = queue[head++] % kCols;
      for (int d = 0; d < 4; ++d) {
        const int nr = r + kDr[d], nc = c + kDc[d];
        if (!on_board(nr, nc) || wall(nr, nc) || (nr == br && nc == bc) || far[nr][nc] < 999)
          continue;
        far[nr][nc] = far[r][c] + 1, queue[tail++] = nr * kCols + nc;
      }
    }
  }
  // The chance that the target, zapping down the line it last saw us in, hits us on (r, c).
  double danger(int r, int c) const {
    if (r == b.row && c == b.col) {
      double m = 0;
      for (int d = 0; d < 4; ++d) m += ray(now, r, c, d);
      return m;
    }
    const int d = dir_to(b.row, b.col, r, c);
    return ray(now, b.row, b.col, d) + ray(now, b.row, b.col, d ^ 1);
  }
};

void zap_dir(Bot& b, int d) {
  const int r = d == 0 ? 0 : d == 1 ? kRows - 1 : b.row, c = d == 2 ? 0 : d == 3 ? kCols - 1 : b.col;
  b.out("ZAP", r, c);
}

// The race home: a zap at the goal from next door (it may be walled), else a step that shortens
// the way, out of the target's lines when one is.
void race(Bot& b, Mind& m) {
  const bool zapped = !std::strcmp(b.last, "ZAP") && b.tr == m.gr && b.tc == m.gc;
  if (dist(b.row, b.col, m.gr, m.gc) == 1 && !zapped) return b.out("ZAP", m.gr, m.gc);
  int br = -1, bc = -1;
  for (int r = 0; r < kRows; ++r)
    for (int c = 0; c < kCols; ++c)
      if (m.now.p[r][c] > 0.3) br = r, bc = c;
  m.distances(br, bc);
  int best = -1;
  double low = 1e9;
  for (int d = 0; d < 4; ++d) {
    const int r = b.row + kDr[d], c = b.col + kDc[d];
    if (!on_board(r, c) || m.far[r][c] >= m.far[b.row][b.col]) continue;
    double in_line = 0;
    for (int e = 0; e < 4; ++e) in_line += m.ray(m.now, r, c, e);
    if (in_line < low) low = in_line, best = d;
  }
  if (best < 0) return b.advance(true);
  b.move(b.row + kDr[best], b.col + kDc[best]);
}

// The worth of each step while hunting: the best shot it leads to (the chance of a hit, halved
// when the lock would not win the race), discounted by the turns until then, less the way it
// leaves us from our goal and the danger of staying in a line the target may zap down.
double plan(Bot& b, Mind& m, double val[5]) {
  static double reach[kHorizon + 1][kRows][kCols];
  Grid fut = m.now;
  for (int h = 1; h <= kHorizon; ++h) {
    m.spread(fut);
    for (int r = 0; r < kRows; ++r)
      for (int c = 0; c < kCols; ++c) {
        int d = 0;
        reach[h][r][c] = m.best_ray(fut, r, c, d, b.turn + h + 1);
      }
  }
  m.distances(-1, -1);
  Grid next = m.now;
  m.spread(next);
  double top = 0;
  for (int d = 0; d < 5; ++d) {
    const int r = b.row + (d < 4 ? kDr[d] : 0), c = b.col + (d < 4 ? kDc[d] : 0);
    val[d] = -1e9;
    if (!on_board(r, c) || m.wall(r, c)) continue;
    double shot = 0, disc = 1;
    for (int h = 1; h <= kHorizon; ++h, disc *= kGamma)
      for (int r2 = 0; r2 < kRows; ++r2)
        for (int c2 = 0; c2 < kCols; ++c2)
          if (dist(r, c, r2, c2) < h && disc * reach[h][r2][c2] > shot)
            shot = disc * reach[h][r2][c2];
    if (shot > top) top = shot;
    val[d] = shot - kProgress * m.far[r][c] - kDanger * (m.wary() * m.danger(r, c) + next.p[r][c]);
#ifdef DBG
    printf("  d%d shot %.3f far %d danger %.3f next %.3f val %.3f\n", d, shot, m.far[r][c], m.danger(r, c), next.p[r][c], val[d]);
#endif
  }
  return top;
}

}  // namespace

void decide(Bot& b) {
  int* v = b.v;
  const std::string& rep = b.reply;
  const bool was_zap = !std::strcmp(b.last, "ZAP"), was_move = !std::strcmp(b.last, "MOVE");
  const bool was_wall = !std::strcmp(b.last, "WALL");
  if (rep.compare(0, 4, "INIT") == 0) {
    for (int i = 0; i < 16; ++i) v[i] = 0;
    v[kFix] = b.goal_row() * kCols + b.goal_col(), v[kMiss] = -1, v[kMarker] = kMark;
  } else if (v[kMarker] != kMark) {
    // Lost memory: LOC gave our square; a radar then tells the side on which both players have
    // come about equally far, and the turn from that progress.
    if (rep.compare(0, 3, "LOC") == 0) return v[kMarker] = kMark + 1, b.out("RADAR");
    if (v[kMarker] != kMark + 1 || b.ar < 0) return v[kMarker] = 0, b.out("HELP");
    const int p0 = b.row + b.col, q0 = 33 - b.ar - b.ac, p1 = 33 - b.row - b.col, q1 = b.ar + b.ac;
    b.side = std::abs(p1 - q1) < std::abs(p0 - q0);
    b.turn = (b.side ? (p1 > q1 ? p1 : q1) : (p0 > q0 ? p0 : q0)) + 2;
    for (int i = 0; i < 16; ++i) v[i] = 0;
    v[kFix] = b.goal_row() * kCols + b.goal_col(), v[kMiss] = -1, v[kMarker] = kMark;
  }
  Mind m(b);
  if (was_zap && rep == "HIT") ++v[kHits];
  m.opp_n = (b.side ? b.turn : b.turn - 1) - v[kHits];
  const int zd = dir_to(b.row, b.col, b.tr, b.tc);
  if (b.ar >= 0) add_fix(b, b.ar * kCols + b.ac, m.opp_n - 1);
  if ((was_move && rep == "HELLO") || (was_wall && rep == "OOPS"))
    add_fix(b, b.tr * kCols + b.tc, m.opp_n - 1);
  if (was_zap && rep == "MISS") v[kMiss] = (b.row * kCols + b.col) * 4 + zd, v[kMissN] = m.opp_n - 1;
  // A zap toward our home that hit a wall may have opened it.
  if (was_zap && rep == "BOOM" && (b.row == m.hr || b.col == m.hc) &&
      zd == dir_to(b.row, b.col, m.hr, m.hc))
    v[kWalled] = 0;
  if (was_wall && rep == "OK" && b.tr == m.hr && b.tc == m.hc) v[kWalled] = 1;
  m.learn();
  if (was_zap && rep == "HIT" && !v[kLock]) {
    // The first hit: the target sleeps on the ray; take its likeliest square there.
    m.belief(m.now, m.opp_n);
    int sq = -1;
    double top = 0;
    for (int r = b.row + kDr[zd], c = b.col + kDc[zd]; on_board(r, c); r += kDr[zd], c += kDc[zd])
      if (sq < 0 || m.now.p[r][c] > top) top = m.now.p[r][c], sq = r * kCols + c;
    add_fix(b, sq, m.opp_n);
    v[kLock] = 1, v[kRace] = 0;
    m.learn();
  } else if (!(was_zap && rep == "HIT")) {
    v[kLock] = 0;
  }
  m.belief(m.now, m.opp_n);
  m.now.p[b.row][b.col] = 0;
  normalize(m.now);

  if (v[kLock]) {
    // The target sleeps on our ray: zap on, unless stopping wins the race; then stop as late as
    // we still arrive in time (each turn of the lock is 7 points against 3 of speed).
    const int fr = v[kFix] / kCols, fc = v[kFix] % kCols;
    m.distances(fr, fc);
    int need = 0;
    const int detour = m.far[b.row][b.col] - dist(b.row, b.col, m.gr, m.gc);
    const bool win = m.wins(b.row, b.col, fr, fc, detour, b.turn, need);
    if (!win || kLastTurn - b.turn + 1 > need + kSlack) return b.out("ZAP", b.tr, b.tc);
    v[kLock] = 0, v[kRace] = 1;
    if (!v[kWalled] && dist(fr, fc, m.hr, m.hc) > 1 && !(b.row == m.hr && b.col == m.hc))
      return b.out("WALL", m.hr, m.hc);
  }
  if (v[kRace]) {
    if (was_move && (rep == "OUCH" || rep == "HELLO")) return b.out("ZAP", b.tr, b.tc);
    return race(b, m);
  }

  // Hunting. A likely hit unless a better shot is near, then a wall that stopped us, then our
  // home wall when the target comes near, then a radar when the fix is stale, else a step toward
  // the best shot.
  double val[5];
  const double later = plan(b, m, val);
#ifdef DBG
  printf("  stay %.2f along %.2f fix %d@%d opp_n %d later %.3f\n", m.stay, m.along, v[kFix], v[kFixN], m.opp_n, later);
#endif
  int zdir = 0, wdir = 0;
  const double now = m.best_ray(m.now, b.row, b.col, zdir);
  if (now >= kZapMin && m.best_ray(m.now, b.row, b.col, wdir, b.turn + 1) >= kGamma * later)
    return zap_dir(b, zdir);
  if (was_move && rep == "OUCH") return b.out("ZAP", b.tr, b.tc);
  double near = 0, apart = 0;
  for (int r = 0; r < kRows; ++r)
    for (int c = 0; c < kCols; ++c)
      near += m.now.p[r][c] * dist(r, c, m.hr, m.hc), apart += m.now.p[r][c] * dist(r, c, b.row, b.col);
  if (!v[kWalled] && !(b.row == m.hr && b.col == m.hc) && near <= 7 && m.now.p[m.hr][m.hc] < 0.5)
    return b.out("WALL", m.hr, m.hc);
  // Radar when the fix is stale, or when waiting here is better than any step, unless the
  // target may zap down our lines: then step aside to a square out of its lines first.
  const int age = m.opp_n - v[kFixN];
  int best = 0;
  for (int d = 1; d < 5; ++d)
    if (val[d] > val[best]) best = d;
  const bool stale = age >= (v[kSpanT] == 0 ? 3 : apart <= 10 ? 2 : apart <= 18 ? 3 : 5);
  const bool safe = m.wary() * m.danger(b.row, b.col) < kRadarLine;
  if ((stale || best == 4) && safe) return b.out("RADAR");
  if (stale) {
    Grid next = m.now;
    m.spread(next);
    double low = 1e9;
    for (int d = 0; d < 4; ++d) {
      const int r = b.row + kDr[d], c = b.col + kDc[d];
      if (!on_board(r, c) || m.wall(r, c)) continue;
      double line = next.p[r][c] + 0.01 * m.far[r][c];
      for (int e = 0; e < 4; ++e) line += m.ray(next, r, c, e);
      if (line < low) low = line, best = d;
    }
  }
  if (best == 4) best = val[0] > val[1] ? 0 : 1;
  for (int d = 0; d < 4 && !stale; ++d)
    if (val[d] > val[best]) best = d;
  b.move(b.row + kDr[best], b.col + kDc[best]);
}
