// duelist.cpp: the search-based duelist. A belief over the opponent's square kept as a Bayesian
// mixture of four motion models (a racer for our home, a waiter, a hunter that steps into our
// lines, a random walker), each with its own map and a weight that every reply re-scores. Each turn
// it scores every command by a short expected-value lookahead: a zap's chance of a hit (a hit is
// held as a lock), the chance that the opponent stands in our line and shoots first, the race, the
// shot the next turn offers, and what a radar would tell. A hit is zapped on until stopping still
// wins.
#include <array>
#include <cmath>
#include <cstring>
#include <string>

#include "bot.h"

namespace {

constexpr int kRows = 9, kCols = 26, kSquares = kRows * kCols, kModels = 4, kLastTurn = 100;
constexpr int kDr[4] = {-1, 1, 0, 0}, kDc[4] = {0, 0, -1, 1};
constexpr double kScale = 1e8;
// Values in points: a hit (the lock, then the race) and being hit; the chance that an opponent
// with us in its line shoots first; a square of progress; the discount of the next turn's shot; a
// bit of a radar's information; the noise that makes each seed's game its own; the extra cost of
// a zap that misses (the turn, and a habit of zapping a line that stays empty).
constexpr double kHit = 1000, kHurt = 1000, kShoot = 0.35, kProgress = 70, kGamma = 0.9;
constexpr double kInfo = 8, kNoise = 2, kMiss = 60;
// The models' prior weights (racer, waiter, hunter, walker) and the share of the prior mixed back
// in each turn (a player changes its habits).
constexpr double kPrior[kModels] = {0.55, 0.1, 0.2, 0.15}, kForget = 0.05;
// The lock: turns in hand in the race, turns to spare before the turn limit.
constexpr int kSpare = 1, kSlack = 2;

using Grid = std::array<double, kSquares>;

int row(int s) { return s / kCols; }
int col(int s) { return s % kCols; }
int far(int s, int t) { return std::abs(row(s) - row(t)) + std::abs(col(s) - col(t)); }
int sgn(int x) { return (x > 0) - (x < 0); }
int next(int s, int d) {
  const int r = row(s) + kDr[d], c = col(s) + kDc[d];
  return r >= 0 && r < kRows && c >= 0 && c < kCols ? r * kCols + c : -1;
}
int toward(int s, int t) { return row(t) != row(s) ? row(t) > row(s) : 2 + (col(t) > col(s)); }
bool in_line(int s, int t) { return s != t && (row(s) == row(t) || col(s) == col(t)); }
double normalize(Grid& g) {
  double sum = 0;
  for (double x : g) sum += x;
  for (double& x : g) x = sum > 1e-15 ? x / sum : x;
  return sum;
}
unsigned checksum(const std::string& s) {
  unsigned h = 2166136261u;
  for (char ch : s) h = (h ^ static_cast<unsigned char>(ch)) * 16777619u;
  return h;
}

// Up to five squares the opponent may stand on after one turn from a square, with their chances.
struct Spread {
  int n = 0, sq[5];
  double p[5];
  void add(int s, double q) {
    for (int k = 0; k < n; ++k)
      if (sq[k] == s) return void(p[k] += q);
    sq[n] = s, p[n++] = q;
  }
};

// What the duelist keeps: a map per model, the models' weights, the walls we know of.
struct Memory {
  std::array<Grid, kModels> p{};
  double w[kModels] = {0};
  std::array<int, kSquares> wall{};
  int home_walled = 0, recover = 0, ouch_goal = 0;
};

std::string encode(const Memory& m) {
  std::string s = "duel2";
  char buf[40];
  const int head[] = {m.home_walled, m.recover, m.ouch_goal};
  for (int x : head) std::snprintf(buf, sizeof buf, " %d", x), s += buf;
  for (int k = 0; k < kModels; ++k) {
    std::snprintf(buf, sizeof buf, " %lld", static_cast<long long>(m.w[k] * kScale + 0.5));
    s += buf;
    for (int t = 0; t < kSquares; ++t) {
      const long long q = static_cast<long long>(m.p[k][t] * kScale + 0.5);
      std::snprintf(buf, sizeof buf, " %lld", q), s += buf;
    }
  }
  s += ' ';
  for (int t = 0; t < kSquares; ++t) s += m.wall[t] ? '1' : '0';
  std::snprintf(buf, sizeof buf, " %08x", checksum(s));
  return s + buf;
}

// False unless the text is one that encode() wrote.
bool decode(const std::string& s, Memory& m) {
  const size_t cut = s.rfind(' ');
  unsigned sum = 0;
  if (cut == std::string::npos || std::sscanf(s.c_str() + cut, " %x", &sum) != 1 ||
      checksum(s.substr(0, cut)) != sum || s.compare(0, 6, "duel2 ") != 0)
    return false;
  const char* q = s.c_str() + 5;
  int used = 0;
  int* head[] = {&m.home_walled, &m.recover, &m.ouch_goal};
  for (int* x : head) {
    if (std::sscanf(q, " %d%n", x, &used) != 1 || *x < -1000 || *x > 1000) return false;
    q += used;
  }
  for (int k = 0; k < kModels; ++k)
    for (int t = -1; t < kSquares; ++t) {
      long long x = 0;
      if (std::sscanf(q, " %lld%n", &x, &used) != 1 || x < 0 || x > 2 * kScale) return false;
      q += used;
      (t < 0 ? m.w[k] : m.p[k][t]) = x / kScale;
    }
  if (*q++ != ' ') return false;
  for (int t = 0; t < kSquares; ++t, ++q) {
    if (*q != '0' && *q != '1') return false;
    m.wall[t] = *q == '1';
  }
  return *q == ' ';
}

struct Duelist {
  Bot& b;
  Memory m;
  int me = 0, home = 0, goal = 0;
  Grid now{};  // the belief at this command: the models' maps by their weights

  explicit Duelist(Bot& bot) : b(bot) {}
  bool walled(int s, int extra = -1) const { return s >= 0 && (m.wall[s] || s == extra); }

  // One opponent turn from s under model k, with us on `us` and a wall maybe on `extra`.
  void moves(int k, int s, int us, Spread& o) const {
    o.n = 0;
    if (s == home) return o.add(s, 1);
    const int dr = sgn(row(home) - row(s)), dc = sgn(col(home) - col(s));
    const int ar = std::abs(row(home) - row(s)), ac = std::abs(col(home) - col(s));
    auto go = [&](int t, double q) { o.add(t < 0 || walled(t) || t == us ? s : t, q); };
    auto race = [&](double q) {
      if (dc) go(s + dc, q * ac / (ar + ac));
      if (dr) go(s + dr * kCols, q * ar / (ar + ac));
    };
    auto any = [&](double q) {
      for (int d = 0; d < 4; ++d) go(next(s, d), q / 4);
    };
    if (k == 0) {  // the racer: pauses now and then, rarely steps off its way
      o.add(s, 0.1), race(0.87), any(0.03);
    } else if (k == 1) {  // the waiter
      o.add(s, 0.88), any(0.12);
    } else if (k == 2) {  // the hunter: into our nearer line, and holds there to shoot
      if (in_line(s, us)) return o.add(s, 0.8), race(0.2);
      const int vr = row(us) - row(s), vc = col(us) - col(s);
      const int ar2 = std::abs(vr), ac2 = std::abs(vc);
      const double up = ar2 < ac2 ? 0.7 : ar2 > ac2 ? 0 : 0.35;
      o.add(s, 0.15), race(0.15);
      if (up > 0) go(s + sgn(vr) * kCols, up);
      if (up < 0.7) go(s + sgn(vc), 0.7 - up);
    } else {  // the random walker
      o.add(s, 0.2), any(0.8);
    }
  }
  void spread(int k, const Grid& g, Grid& out, int us) const {
    out = Grid{};
    Spread o;
    for (int s = 0; s < kSquares; ++s) {
      if (g[s] <= 0) continue;
      moves(k, s, us, o);
      for (int j = 0; j < o.n; ++j) out[o.sq[j]] += g[s] * o.p[j];
    }
  }
  // The mixture's next turn, for the lookahead.
  void spread_mix(const Grid& g, Grid& out, int us) const {
    out = Grid{};
    Grid part;
    for (int k = 0; k < kModels; ++k) {
      spread(k, g, part, us);
      for (int t = 0; t < kSquares; ++t) out[t] += m.w[k] * part[t];
    }
  }

  // The mass of g on the ray from s in direction d, up to a wall.
  double ray(const Grid& g, int s, int d, int extra = -1) const {
    double mass = 0;
    for (int t = next(s, d); t >= 0 && !walled(t, extra); t = next(t, d)) mass += g[t];
    return mass;
  }
  double exposure(const Grid& g, int s, int extra = -1) const {
    double e = 0;
    for (int d = 0; d < 4; ++d) e += ray(g, s, d, extra);
    return e;
  }
  double best_ray(const Grid& g, int s, int& dir) const {
    double best = -1;
    for (int d = 0; d < 4; ++d) {
      const double x = next(s, d) >= 0 ? ray(g, s, d) : -1;
      if (x > best) best = x, dir = d;
    }
    return best;
  }

  // Folds a likelihood over the opponent's square into every model's map, scoring the models.
  template <class F>
  void observe(F like) {
    double total = 0;
    for (int k = 0; k < kModels; ++k) {
      for (int t = 0; t < kSquares; ++t) m.p[k][t] *= like(t);
      double z = normalize(m.p[k]);
      if (z < 1e-12) {  // the model cannot explain it: anywhere it allows, evenly
        for (int t = 0; t < kSquares; ++t) m.p[k][t] = like(t);
        normalize(m.p[k]), z = 1e-6;
      }
      m.w[k] *= z, total += m.w[k];
    }
    for (int k = 0; k < kModels; ++k)
      m.w[k] = (1 - kForget) * (total > 0 ? m.w[k] / total : 0) + kForget * kPrior[k];
  }
  void certain(int sq) {
    observe([&](int t) { return t == sq ? 1.0 : 0.0; });
  }

  // The reply to our last command.
  void fold() {
    const std::string& rep = b.reply;
    const int target = b.tr * kCols + b.tc;
    const bool zap = !std::strcmp(b.last, "ZAP"), move = !std::strcmp(b.last, "MOVE");
    const bool wall = !std::strcmp(b.last, "WALL");
    if (b.ar >= 0) {
      certain(b.ar * kCols + b.ac);
    } else if ((move && rep == "HELLO") || (wall && rep == "OOPS")) {
      certain(target);
    } else if (move && rep == "OUCH") {
      m.wall[target] = 1, m.ouch_goal = target == goal;
    } else if ((move || wall) && rep == "OK") {
      if (wall) m.wall[target] = 1, m.home_walled |= target == home;
      observe([&](int t) { return t == target ? 0.0 : 1.0; });
    } else if (zap && (rep == "MISS" || rep == "BOOM" || rep == "HIT")) {
      const int d = toward(me, target);
      int stop = -1;  // the wall a BOOM removed, when we knew of it
      for (int t = next(me, d); t >= 0 && stop < 0; t = next(t, d))
        if (m.wall[t]) stop = t;
      if (rep == "MISS" && stop >= 0)
        for (int t = next(me, d); t >= 0; t = next(t, d)) m.wall[t] = 0;
      if (rep == "BOOM" && stop >= 0) m.wall[stop] = 0, m.home_walled &= stop != home;
      if (rep == "BOOM" && target == goal) m.ouch_goal = 0;
      std::array<bool, kSquares> on{};
      for (int t = next(me, d); t >= 0 && t != stop; t = next(t, d)) on[t] = true;
      if (rep == "MISS" || (rep == "BOOM" && stop >= 0))
        observe([&](int t) { return on[t] ? 0.0 : 1.0; });
      if (rep == "HIT") observe([&](int t) { return on[t] ? 1.0 : 0.0; });
    }
    observe([&](int t) { return t == me ? 0.0 : 1.0; });
  }
  void mix() {
    now = Grid{};
    for (int k = 0; k < kModels; ++k)
      for (int t = 0; t < kSquares; ++t) now[t] += m.w[k] * m.p[k][t];
    normalize(now);
  }
  void spread_all() {
    Grid out;
    for (int k = 0; k < kModels; ++k) spread(k, m.p[k], out, me), m.p[k] = out;
  }
  void reset(int sq) {
    for (int k = 0; k < kModels; ++k) m.p[k] = Grid{}, m.p[k][sq] = 1, m.w[k] = kPrior[k];
  }

  // Memory read (or rebuilt after a loss: HELP, then RADAR), the reply folded, the opponent's
  // turn since spread. False when the command is given already.
  bool begin() {
    home = b.side ? kSquares - 1 : 0, goal = kSquares - 1 - home, me = b.row * kCols + b.col;
    Memory got;
    const bool ok = decode(b.extra, got);
    const bool hit = b.reply == "HIT" && !std::strcmp(b.last, "ZAP");
    if (b.reply.compare(0, 4, "INIT") == 0) {
      m = Memory(), reset(goal);
      if (b.side) spread_all();
    } else if (ok && !got.recover) {
      m = got;
      fold();
      if (!hit) spread_all();
    } else if (b.reply.compare(0, 3, "LOC") == 0) {
      m = Memory(), m.recover = 2, b.out("RADAR");
      return save(), false;
    } else if (ok && got.recover == 2 && b.ar >= 0) {
      // The side on which both players have come about equally far, the turn from that.
      const int p0 = b.row + b.col, q0 = 33 - b.ar - b.ac, p1 = 33 - p0, q1 = 33 - q0;
      b.side = std::abs(p1 - q1) < std::abs(p0 - q0);
      b.turn = (b.side ? (p1 > q1 ? p1 : q1) : (p0 > q0 ? p0 : q0)) + 2;
      home = b.side ? kSquares - 1 : 0, goal = kSquares - 1 - home;
      m = Memory(), reset(b.ar * kCols + b.ac), spread_all();
    } else {
      m = Memory(), m.recover = 1, b.out("HELP");
      return save(), false;
    }
    mix();
    return true;
  }
  void save() { b.extra = encode(m); }

  void zap(int d) {
    int s = me;
    while (next(s, d) >= 0) s = next(s, d);
    b.out("ZAP", row(s), col(s));
    save();
  }
  void move(int s) { b.move(row(s), col(s)), save(); }
  void wall(int s) { b.out("WALL", row(s), col(s)), save(); }
  void radar() { b.out("RADAR"), save(); }

  // Turns from s to arrive (a bumped goal is zapped first).
  int need(int s) const { return far(s, goal) + (m.ouch_goal ? 1 : 0); }
  bool ahead(int mine, int theirs, int spare) const {
    return b.side ? mine + spare <= theirs : mine + spare < theirs;
  }

  // The lock: the opponent sleeps on our ray, so zapping again hits again (7 points a turn).
  // Released when a step off the line still wins the race and no earlier than the clock needs.
  bool hold_lock() {
    if (!(b.reply == "HIT" && !std::strcmp(b.last, "ZAP"))) return false;
    const int d = toward(me, b.tr * kCols + b.tc);
    int worst = -1;  // the sleeper's square nearest our home with some chance
    for (int t = next(me, d); t >= 0; t = next(t, d))
      if (now[t] > 0.02 && (worst < 0 || far(t, home) < far(worst, home))) worst = t;
    if (worst < 0) worst = next(me, d);
    int off = -1;
    for (int k = 0; k < 4; ++k) {
      const int s = next(me, k);
      if (s < 0 || walled(s) || k == d || k == (d ^ 1)) continue;
      if (off < 0 || far(s, goal) < far(off, goal)) off = s;
    }
    const int mine = off >= 0 ? 1 + need(off) : need(me) + 2;
    const int theirs = far(worst, home) + (m.home_walled ? 1 : 0);
    const bool wins = ahead(mine, theirs, kSpare) && b.turn + mine - 1 <= kLastTurn;
    if (!wins || kLastTurn - b.turn + 1 > mine + kSlack) return zap(d), true;
    if (off >= 0) return move(off), true;
    return false;
  }

  // The worth of standing on s after our command with the opponent's map g (before its turn):
  // the chance it shoots us now, the shot its next step offers us, our way home.
  double value(int s, const Grid& g, int extra = -1) const {
    // What stands in our lines now shoots first (as often as it knows where we are); the rest
    // may step into them, and then we shoot first.
    Grid first = g, after;
    for (int d = 0; d < 4; ++d)
      for (int t = next(s, d); t >= 0 && !walled(t, extra); t = next(t, d)) first[t] *= 1 - kShoot;
    spread_mix(first, after, s);
    double shot = 0;
    for (int d = 0; d < 4; ++d) {
      const double h = next(s, d) >= 0 ? ray(after, s, d, extra) : 0;
      const double v = h * kHit - (1 - h) * kProgress;
      shot = v > shot ? v : shot;
    }
    return -kShoot * kHurt * exposure(g, s, extra) + kGamma * shot - kProgress * need(s);
  }
  double noise(int k) const { return kNoise * (b.random(k) % 1000) / 1000.0; }

  void decide() {
    if (hold_lock()) return;
    // At the goal's door after a bump: open it.
    if (far(me, goal) == 1 && m.ouch_goal) return zap(toward(me, goal));
    int best_kind = 0, best_arg = -1;  // 0 move, 1 zap, 2 radar, 3 wall
    double top = -1e18;
    auto consider = [&](int kind, int arg, double v) {
      if (v > top) top = v, best_kind = kind, best_arg = arg;
    };
    for (int d = 0; d < 4; ++d) {
      const int s = next(me, d);
      if (s < 0 || walled(s)) continue;
      Grid g = now;
      if (s != goal) g[s] = 0, normalize(g);
      consider(0, s, s == goal ? 1e9 : value(s, g) + noise(d));
    }
    for (int d = 0; d < 4; ++d) {
      if (next(me, d) < 0) continue;
      const double h = ray(now, me, d);
      Grid g = now;
      for (int t = next(me, d); t >= 0 && !walled(t); t = next(t, d)) g[t] = 0;
      const double miss = h < 1 - 1e-9 ? (normalize(g), value(me, g) - kMiss) : 0;
      consider(1, d, h * (kHit - kProgress * need(me)) + (1 - h) * miss + noise(4 + d));
    }
    double scan = 0, entropy = 0;
    for (int t = 0; t < kSquares; ++t) {
      if (now[t] < 1e-4) continue;
      entropy -= now[t] * std::log2(now[t]);
      Grid g{};
      g[t] = 1;
      scan += now[t] * value(me, g);
    }
    consider(2, -1, scan + kInfo * entropy + noise(8));
    for (int d = 0; d < 4; ++d) {
      const int s = next(me, d);
      if (s < 0 || walled(s) || s == goal || ray(now, me, d) < 0.05) continue;
      Grid g = now;
      g[s] = 0, normalize(g);
      consider(3, s, value(me, g, s) + noise(9 + d));
    }
    if (best_kind == 0) return move(best_arg);
    if (best_kind == 1) return zap(best_arg);
    if (best_kind == 3) return wall(best_arg);
    radar();
  }
};

}  // namespace

void decide(Bot& b) {
  Duelist k(b);
  if (!k.begin()) return;
  k.decide();
}
