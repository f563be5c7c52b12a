// marshal: an all-round tracker that wins stand-offs. A Bayesian belief over the opponent's square
// and its motion model (racer, waiter, hunter, random walker) is kept in the state file, every
// reply folded in (a fix, a ray's MISS, a HIT, a square we walked onto). Each turn every command
// is scored: a zap by the belief on its ray, a step and staying by the chance of being shot first
// (the belief in the square's lines, weighed heavily), the next turn's shot and the race, a radar
// by how spread the belief is and how near the opponent. A HIT is held as a lock, released only
// when the race home needs the turns and would still be won.
#include <algorithm>
#include <cmath>
#include <sstream>
#include <vector>

#include "bot.h"

namespace {

constexpr int R = 9, C = 26, N = R * C, M = 4;  // rows, columns, squares, motion models
// Tuned against the project entry: the chance an opponent in our line shoots along it, a radar's
// worth, its growth with the opponent near, the next turn's shot, the penalty of a split threat.
constexpr double kZ = 0.7, kRadar = 150, kNear = 2, kNext = 0.3, kSplit = 0;
constexpr int kDr[4] = {-1, 1, 0, 0}, kDc[4] = {0, 0, -1, 1};

// The memory in v[]: v[0] hits in a row, v[1] last radar turn, v[2] lock ray direction,
// v[3] turns since the belief was fixed, v[4] zap direction of the last zap.
enum { kStreak, kLastRadar, kLockDir, kSinceFix, kZapDir };

struct World {
  double p[M][N];  // joint belief: model, square
  bool wall[N];
  int me;  // our square
};

inline int idx(int r, int c) { return r * C + c; }
inline bool on(int r, int c) { return r >= 0 && r < R && c >= 0 && c < C; }
inline int mdist(int a, int b) { return std::abs(a / C - b / C) + std::abs(a % C - b % C); }

double marg(const World& w, int s) {
  double t = 0;
  for (int m = 0; m < M; ++m) t += w.p[m][s];
  return t;
}

void normalize(World& w) {
  double t = 0;
  for (int m = 0; m < M; ++m)
    for (int s = 0; s < N; ++s) t += w.p[m][s];
  if (t <= 1e-12) {
    // Lost: spread evenly over every square but ours.
    for (int m = 0; m < M; ++m)
      for (int s = 0; s < N; ++s) w.p[m][s] = (s == w.me || w.wall[s]) ? 0 : 1;
    t = 0;
    for (int m = 0; m < M; ++m)
      for (int s = 0; s < N; ++s) t += w.p[m][s];
  }
  for (int m = 0; m < M; ++m)
    for (int s = 0; s < N; ++s) w.p[m][s] /= t;
}

// The squares a ray from `from` in direction d passes, up to the first known wall (excluded).
std::vector<int> ray(const World& w, int from, int d) {
  std::vector<int> out;
  int r = from / C + kDr[d], c = from % C + kDc[d];
  while (on(r, c) && !w.wall[idx(r, c)]) {
    out.push_back(idx(r, c));
    r += kDr[d], c += kDc[d];
  }
  return out;
}

// The opponent's turn: each model moves the belief one step. oppgoal is our home square.
void motion(World& w, int oppgoal) {
  static double q[M][N];
  for (int m = 0; m < M; ++m)
    for (int s = 0; s < N; ++s) q[m][s] = 0;
  for (int m = 0; m < M; ++m)
    for (int s = 0; s < N; ++s) {
      const double ps = w.p[m][s];
      if (ps <= 0) continue;
      int nb[4], nn = 0;
      double wt[4];
      const int r = s / C, c = s % C;
      for (int d = 0; d < 4; ++d) {
        const int rr = r + kDr[d], cc = c + kDc[d];
        if (!on(rr, cc)) continue;
        const int t = idx(rr, cc);
        if (w.wall[t] || t == w.me) continue;
        double x = 1;
        const int gain = mdist(s, oppgoal) - mdist(t, oppgoal);
        const int close = mdist(s, w.me) - mdist(t, w.me);
        if (m == 0) x = gain > 0 ? 6 : 0.4;   // racer
        if (m == 2) x = close > 0 ? 5 : 0.6;  // hunter
        nb[nn] = t, wt[nn] = x, ++nn;
      }
      double stay = m == 0 ? 0.3 : m == 1 ? 0.9 : m == 2 ? 0.4 : 0.2;
      if (nn == 0) stay = 1;
      q[m][s] += ps * stay;
      double tw = 0;
      for (int i = 0; i < nn; ++i) tw += wt[i];
      for (int i = 0; i < nn; ++i) q[m][nb[i]] += ps * (1 - stay) * wt[i] / tw;
    }
  // A little drift between the models, so the mixture can change its mind.
  for (int m = 0; m < M; ++m)
    for (int s = 0; s < N; ++s) {
      double sq = 0;
      for (int k = 0; k < M; ++k) sq += q[k][s];
      w.p[m][s] = 0.97 * q[m][s] + 0.03 * sq / M;
    }
}

std::string save_world(const World& w) {
  std::string s = "W";
  char buf[32];
  for (int i = 0; i < N; ++i)
    if (w.wall[i]) std::snprintf(buf, sizeof buf, " %d", i), s += buf;
  s += " P";
  for (int m = 0; m < M; ++m)
    for (int i = 0; i < N; ++i) {
      const long v = std::lround(w.p[m][i] * 1e8);
      std::snprintf(buf, sizeof buf, " %ld", v);
      s += buf;
    }
  return s;
}

bool load_world(const std::string& text, World& w) {
  std::istringstream in(text);
  std::string tok;
  if (!(in >> tok) || tok != "W") return false;
  while (in >> tok && tok != "P") {
    const int i = std::atoi(tok.c_str());
    if (i >= 0 && i < N) w.wall[i] = true;
  }
  for (int m = 0; m < M; ++m)
    for (int i = 0; i < N; ++i) {
      long v = 0;
      if (!(in >> v)) return false;
      w.p[m][i] = v / 1e8;
    }
  return true;
}

void point(World& w, int s) {
  double mm[M] = {0}, t = 0;
  for (int m = 0; m < M; ++m) {
    for (int i = 0; i < N; ++i) mm[m] += w.p[m][i];
    t += mm[m];
  }
  for (int m = 0; m < M; ++m) {
    for (int i = 0; i < N; ++i) w.p[m][i] = 0;
    w.p[m][s] = t > 0 ? std::max(mm[m] / t, 0.02) : 1.0 / M;
  }
}

void clear_sq(World& w, int s) {
  for (int m = 0; m < M; ++m) w.p[m][s] = 0;
}

// Folds the reply to our previous command into the belief (the opponent's square at that time).
// Returns true when the opponent was hit (it sleeps through its turn).
bool observe(Bot& b, World& w, int prev_me) {
  const std::string& rep = b.reply;
  const std::string last = b.last;
  const int target = on(b.tr, b.tc) ? idx(b.tr, b.tc) : -1;
  if (last == "MOVE" && target >= 0) {
    if (rep == "OK") clear_sq(w, target);
    if (rep == "HELLO") point(w, target);
    if (rep == "OUCH") w.wall[target] = true, clear_sq(w, target);
  } else if (last == "RADAR" && b.ar >= 0) {
    point(w, idx(b.ar, b.ac));
    b.v[kSinceFix] = 0;
  } else if (last == "WALL" && target >= 0) {
    if (rep == "OOPS") point(w, target);
    if (rep == "OK") clear_sq(w, target), w.wall[target] = true;
  } else if (last == "ZAP") {
    const int d = b.v[kZapDir];
    // The full ray to the edge, walls included.
    std::vector<int> full;
    int r = prev_me / C + kDr[d], c = prev_me % C + kDc[d];
    while (on(r, c)) full.push_back(idx(r, c)), r += kDr[d], c += kDc[d];
    if (rep == "MISS") {
      for (int s : full) clear_sq(w, s), w.wall[s] = false;
    } else if (rep == "BOOM") {
      // The first wall was removed; the opponent was not before it (when we knew the wall).
      for (size_t i = 0; i < full.size(); ++i)
        if (w.wall[full[i]]) {
          w.wall[full[i]] = false;
          for (size_t j = 0; j < i; ++j) clear_sq(w, full[j]);
          break;
        }
    } else if (rep == "HIT") {
      std::vector<int> rs;
      for (int s : full) {
        if (w.wall[s]) break;
        rs.push_back(s);
      }
      std::vector<bool> keep(N, false);
      for (int s : rs) keep[s] = true;
      double t = 0;
      for (int m = 0; m < M; ++m)
        for (int s = 0; s < N; ++s) t += keep[s] ? w.p[m][s] : 0;
      if (t <= 1e-9) {  // the belief missed it: spread over the ray
        for (int m = 0; m < M; ++m)
          for (int s = 0; s < N; ++s) w.p[m][s] = keep[s] ? 1.0 : 0.0;
      } else {
        for (int m = 0; m < M; ++m)
          for (int s = 0; s < N; ++s)
            if (!keep[s]) w.p[m][s] = 0;
      }
      return true;
    }
  }
  return false;
}

// The chance the opponent stands in a line of square s with a clear view (it could shoot us).
double danger(const World& w, const double* pm, int s) {
  double t = 0;
  for (int d = 0; d < 4; ++d)
    for (int o : ray(w, s, d)) t += pm[o];
  return t;
}

// Shortest path lengths to the goal around known walls (walls count as passable at a cost).
void goal_dist(const World& w, int goal, int* dd) {
  for (int i = 0; i < N; ++i) dd[i] = 1 << 20;
  std::vector<int> q{goal};
  dd[goal] = 0;
  for (size_t h = 0; h < q.size(); ++h) {
    const int s = q[h];
    for (int d = 0; d < 4; ++d) {
      const int r = s / C + kDr[d], c = s % C + kDc[d];
      if (!on(r, c)) continue;
      const int t = idx(r, c);
      if (w.wall[t] || dd[t] <= dd[s] + 1) continue;
      dd[t] = dd[s] + 1;
      q.push_back(t);
    }
  }
  for (int i = 0; i < N; ++i)
    if (dd[i] >= (1 << 20)) dd[i] = mdist(i, goal) + 3;
}

void zap_dir(Bot& b, int d) {
  int r = b.row, c = b.col;
  while (on(r + kDr[d], c + kDc[d])) r += kDr[d], c += kDc[d];
  b.v[kZapDir] = d;
  b.out("ZAP", r, c);
}

}  // namespace

void decide(Bot& b) {
  static World w;
  const int me = idx(b.row, b.col);
  const int home = idx(b.home_row(), b.home_col());
  const int goal = idx(b.goal_row(), b.goal_col());
  const bool first = b.turn == 1 || !load_world(b.extra, w);
  bool hit = false;
  if (first) {
    for (int m = 0; m < M; ++m)
      for (int s = 0; s < N; ++s) w.p[m][s] = 0, w.wall[s] = false;
    w.me = me;
    for (int m = 0; m < M; ++m) w.p[m][goal] = 1.0 / M;
    if (b.side == 1) motion(w, home);
    b.v[kStreak] = 0, b.v[kLastRadar] = -100, b.v[kSinceFix] = 0;
  } else {
    // bot.h has already moved us; a zap left us where we stand.
    w.me = me;
    hit = observe(b, w, me);
    normalize(w);
    if (!hit) motion(w, home);
    normalize(w);
    b.v[kSinceFix]++;
  }
  b.v[kStreak] = hit ? b.v[kStreak] + 1 : 0;

  double pm[N];
  for (int s = 0; s < N; ++s) pm[s] = marg(w, s);
  int gd[N];
  goal_dist(w, goal, gd);
  int hd[N];
  goal_dist(w, home, hd);

  const int left = 100 - b.turn + 1;  // our turns left, this one included
  const int mydist = gd[me];
  double odist = 0, omin = 1e9;
  for (int s = 0; s < N; ++s)
    if (pm[s] > 0.01) odist += pm[s] * hd[s], omin = std::min<double>(omin, hd[s]);

  auto finish = [&]() { b.extra = save_world(w); };

  // 1. A lock: keep the opponent asleep while the race home still has time.
  if (hit) {
    // Hold it while the race home still has time, and to the end when, woken, the opponent
    // would arrive first.
    const int margin = 3;
    if (left > mydist + margin || odist <= mydist + 2) {
      zap_dir(b, b.v[kZapDir]);
      return finish();
    }
  }

  // The race: we are safely ahead when we arrive before the opponent can.
  const bool ahead = mydist + (b.side == 1 ? 0 : -1) < omin - 1;
  const bool behind = mydist + (b.side == 1 ? 1 : 0) > omin + 1;

  const double myDanger = danger(w, pm, me);
  double near = 0;  // how close the opponent is: 1 next to us, 0 from 10 squares off
  for (int s = 0; s < N; ++s) near += pm[s] * std::max(0, 10 - mdist(s, me)) / 10.0;
  double mx = 0;
  for (int s = 0; s < N; ++s) mx = std::max(mx, pm[s]);
  World nx = w;  // the belief after the opponent's next turn (we stand still)
  motion(nx, home);
  double pn[N];
  for (int s = 0; s < N; ++s) pn[s] = marg(nx, s);

  // 2. Every command scored: a hit's worth, the chance of being shot first while in the
  // opponent's line, the next turn's shot, a radar's information and the race.
  const double z = kZ;  // chance an opponent in our line shoots along it
  const double kLock = 1500, kShot = 1200;
  double prog = 12 + (ahead ? 150 : 0) + (behind ? 20 : 0);
  if (left <= mydist + 4 || hit) prog += 300;
  double best = -1e18;
  int bestAct = -1;  // 0-3 zap, 4 radar, 5-8 move
  // The next turn from square s: the opponent, having moved, stands in one of our rays; we shoot
  // along the fullest, the others may shoot us first.
  auto nextv = [&](int s, double dnow) {
    double tot = 0, bst = 0;
    for (int d = 0; d < 4; ++d) {
      double t = 0;
      for (int o : ray(w, s, d)) t += pn[o];
      tot += t, bst = std::max(bst, t);
    }
    return kNext * kShot * std::max(0.0, bst - dnow) - kSplit * kLock * z * (tot - bst);
  };
  for (int a = 0; a < 9; ++a) {
    double v = 0;
    if (a < 4) {
      if (hit) continue;  // the lock released: run home
      double ph = 0;
      for (int o : ray(w, me, a)) ph += pm[o];
      const double dang = std::max(0.0, myDanger - ph);
      v = kShot * ph - kLock * z * dang + (1 - ph) * nextv(me, myDanger);
      if (ph < 0.02) v -= 30;  // a blank shot wastes the turn
    } else if (a == 4) {
      const double since = b.turn - b.v[kLastRadar];
      v = -kLock * z * myDanger + kRadar * (1 - mx) * (since >= 2 ? 1 : 0.3) * (1 + kNear * near) +
          nextv(me, myDanger);
      if (mx > 0.9) v -= 100;
    } else {
      const int d = a - 5;
      const int r = b.row + kDr[d], c = b.col + kDc[d];
      if (!on(r, c)) continue;
      const int s = idx(r, c);
      if (w.wall[s]) continue;
      const double dang = danger(w, pm, s);
      v = -kLock * z * dang + nextv(s, dang) + prog * (mydist - gd[s]) - pm[s] * 50;
    }
    if (v > best) best = v, bestAct = a;
  }
  if (bestAct < 4) {
    zap_dir(b, bestAct);
  } else if (bestAct == 4) {
    b.v[kLastRadar] = b.turn;
    b.out("RADAR");
  } else {
    b.move(b.row + kDr[bestAct - 5], b.col + kDc[bestAct - 5]);
  }
  finish();
}
