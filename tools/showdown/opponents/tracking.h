// tracking.h: the probability map of the trackers (tracker, tracker_uniform, tracker_pauser,
// stalker, warden). The map holds the chance that the opponent stands on each square at our last
// command; every reply is folded into it (a fix is exact, a MISS empties the ray, a HIT puts the
// opponent asleep on the ray, a MOVE or WALL that went through empties its square), then one
// opponent turn spreads it by a motion model: standing still (radar, wall, zap) or a step toward
// its goal, our home. On top of it: ray masses (what a zap down each line would hit), the exposure
// of a square (the mass in its lines: the chance that the opponent can zap it), the race count, and
// the zap-lock that holds a hit opponent asleep until we can still arrive first. Each player is a
// small decide() over a Tracker with its own constants. The map lives in Bot::extra, with a
// checksum; a damaged one is answered with HELP, then RADAR, as the other panel players do.
#pragma once

#include <array>
#include <cstdio>
#include <cstring>
#include <string>

#include "bot.h"

namespace trk {

constexpr int kRows = 9, kCols = 26, kSquares = kRows * kCols, kLastTurn = 100, kScale = 1000000000;
constexpr int kDr[4] = {-1, 1, 0, 0}, kDc[4] = {0, 0, -1, 1};
using Grid = std::array<double, kSquares>;

inline int row(int s) { return s / kCols; }
inline int col(int s) { return s % kCols; }
inline int far(int s, int t) { return std::abs(row(s) - row(t)) + std::abs(col(s) - col(t)); }
inline int sgn(int x) { return (x > 0) - (x < 0); }
// The square next to s in direction d (up, down, left, right), -1 off the board.
inline int next(int s, int d) {
  const int r = row(s) + kDr[d], c = col(s) + kDc[d];
  return r >= 0 && r < kRows && c >= 0 && c < kCols ? r * kCols + c : -1;
}
// The direction from s toward t, which shares its row or column.
inline int toward(int s, int t) {
  return row(t) != row(s) ? row(t) > row(s) : 2 + (col(t) > col(s));
}
inline bool in_line(int s, int t) { return s != t && (row(s) == row(t) || col(s) == col(t)); }

// How the map moves the opponent on one of its turns.
struct Motion {
  enum Kind { kLearned, kUniform, kPauser } kind = kLearned;
  double pause = 0.1;     // the pauser's chance of standing still (a floor on the learned one)
  double lateral = 0.03;  // the chance of a step off every shortest way
};

// What a tracker keeps between turns besides Bot's integers.
struct Memory {
  Grid p{};                                     // the opponent's square at our last command
  std::array<int, kSquares> wall{};             // 1: a wall we know of
  int opp_n = 0;                                // the opponent's turns played (not slept) by then
  int fix = -1, fix_n = 0, fix_turn = 0;        // the last fix, at which opponent turn and our turn
  int span = 0, moved = 0, cols = 0, rows = 0;  // tenths, halved at each fix: what fixes show
  int hits = 0, lock = 0, released = 0, home_walled = 0, radars = 0, opened = 0, recover = 0;
  int u[8] = {0};  // each player's own
};

inline unsigned checksum(const std::string& s) {
  unsigned h = 2166136261u;
  for (char ch : s) h = (h ^ static_cast<unsigned char>(ch)) * 16777619u;
  return h;
}

inline std::string encode(const Memory& m) {
  std::string s = "trk1";
  char buf[32];
  const int head[] = {m.opp_n,  m.fix,    m.fix_n,   m.fix_turn, m.span,     m.moved,
                      m.cols,   m.rows,   m.hits,    m.lock,     m.released, m.home_walled,
                      m.radars, m.opened, m.recover, m.u[0],     m.u[1],     m.u[2],
                      m.u[3],   m.u[4],   m.u[5],    m.u[6],     m.u[7]};
  for (int x : head) std::snprintf(buf, sizeof buf, " %d", x), s += buf;
  for (int t = 0; t < kSquares; ++t) {
    const long long q = static_cast<long long>(m.p[t] * kScale + 0.5);
    std::snprintf(buf, sizeof buf, " %lld", q), s += buf;
  }
  s += ' ';
  for (int t = 0; t < kSquares; ++t) s += m.wall[t] ? '1' : '0';
  std::snprintf(buf, sizeof buf, " %08x", checksum(s));
  return s + buf;
}

// False when the text is not one that encode() wrote (then the memory is lost).
inline bool decode(const std::string& s, Memory& m) {
  const size_t cut = s.rfind(' ');
  unsigned sum = 0;
  if (cut == std::string::npos || std::sscanf(s.c_str() + cut, " %x", &sum) != 1 ||
      checksum(s.substr(0, cut)) != sum || s.compare(0, 5, "trk1 ") != 0)
    return false;
  const char* q = s.c_str() + 4;
  int used = 0;
  int* head[] = {&m.opp_n,  &m.fix,    &m.fix_n,   &m.fix_turn, &m.span,     &m.moved,
                 &m.cols,   &m.rows,   &m.hits,    &m.lock,     &m.released, &m.home_walled,
                 &m.radars, &m.opened, &m.recover, &m.u[0],     &m.u[1],     &m.u[2],
                 &m.u[3],   &m.u[4],   &m.u[5],    &m.u[6],     &m.u[7]};
  for (int* x : head) {
    if (std::sscanf(q, " %d%n", x, &used) != 1 || *x < -1000000 || *x > 1000000) return false;
    q += used;
  }
  double total = 0;
  for (int t = 0; t < kSquares; ++t) {
    long long x = 0;
    if (std::sscanf(q, " %lld%n", &x, &used) != 1 || x < 0 || x > kScale) return false;
    q += used, m.p[t] = static_cast<double>(x) / kScale, total += m.p[t];
  }
  if (*q++ != ' ' || (!m.recover && (total < 0.5 || total > 1.5))) return false;
  if (m.fix < -1 || m.fix >= kSquares || m.recover < 0 || m.recover > 2) return false;
  for (int t = 0; t < kSquares; ++t, ++q) {
    if (*q != '0' && *q != '1') return false;
    m.wall[t] = *q == '1';
  }
  return *q == ' ';
}

inline void normalize(Grid& g) {
  double sum = 0;
  for (double x : g) sum += x;
  for (double& x : g) x = sum > 1e-12 ? x / sum : x;
}

struct Tracker {
  Bot& b;
  Memory m;
  Motion motion;
  int me = 0, home = 0, goal = 0;  // our square, our home (the opponent's goal), our goal
  double stay = 0.1, along = 0.5;  // the model's chance of standing still, of a column step
  Grid now{};                      // the map at this command

  explicit Tracker(Bot& bot, Motion mo) : b(bot), motion(mo) {}

  bool walled(int s) const { return s >= 0 && m.wall[s]; }
  // The mass of g on the ray from s in direction d, up to a wall we know of.
  double ray(const Grid& g, int s, int d) const {
    double mass = 0;
    for (int t = next(s, d); t >= 0 && !walled(t); t = next(t, d)) mass += g[t];
    return mass;
  }
  double best_ray(const Grid& g, int s, int& dir) const {
    double best = -1;
    for (int d = 0; d < 4; ++d) {
      const double x = next(s, d) >= 0 ? ray(g, s, d) : -1;
      if (x > best) best = x, dir = d;
    }
    return best;
  }
  // The mass in every line of s: the chance that the opponent could zap s.
  double exposure(const Grid& g, int s) const {
    return ray(g, s, 0) + ray(g, s, 1) + ray(g, s, 2) + ray(g, s, 3);
  }
  // The mass on the whole row and column of s, walls or not (the opponent's likely lines).
  double lines(const Grid& g, int s) const {
    double mass = 0;
    for (int t = 0; t < kSquares; ++t)
      if (in_line(s, t)) mass += g[t];
    return mass;
  }
  double expected_far(const Grid& g, int s) const {
    double e = 0;
    for (int t = 0; t < kSquares; ++t) e += g[t] * far(t, s);
    return e;
  }
  double peak(const Grid& g) const {
    double top = 0;
    for (double x : g) top = x > top ? x : top;
    return top;
  }

  // One opponent turn: it stands still, or steps toward our home (a row or a column step, by the
  // model), or now and then off its way; a step into a wall we know of leaves it where it was (it
  // bumps or zaps), and at the door it often zaps our home first.
  void spread(Grid& g) const {
    Grid n{};
    for (int s = 0; s < kSquares; ++s) {
      if (g[s] <= 0) continue;
      const int dr = std::abs(row(home) - row(s)), dc = std::abs(col(home) - col(s));
      if (s == home) {
        n[s] += g[s];
        continue;
      }
      double hold = stay;
      if (dr + dc == 1) hold = hold + (1 - hold) * (m.home_walled ? 0.6 : 0.3);
      const double go = g[s] * (1 - hold), off = go * motion.lateral;
      double wc = 0, wr = 0;
      if (motion.kind != Motion::kUniform && dr && dc)
        wc = along, wr = 1 - along;
      else
        wc = static_cast<double>(dc) / (dr + dc), wr = static_cast<double>(dr) / (dr + dc);
      n[s] += g[s] * hold;
      const int sc = s + sgn(col(home) - col(s)), sr = s + sgn(row(home) - row(s)) * kCols;
      if (dc) n[walled(sc) ? s : sc] += (go - off) * wc;
      if (dr) n[walled(sr) ? s : sr] += (go - off) * wr;
      int sides = 0, side[4];
      for (int d = 0; d < 4; ++d) {
        const int t = next(s, d);
        if (t >= 0 && far(t, home) > far(s, home) && !walled(t)) side[sides++] = t;
      }
      if (!sides) n[s] += off;
      for (int k = 0; k < sides; ++k) n[side[k]] += off / sides;
    }
    g = n;
  }

  // The model's habits from the fixes (the sniper's way: tallies halved at each fix).
  void habits() {
    const double span = m.span / 10.0, moved = m.moved / 10.0;
    const double c = m.cols / 10.0, r = m.rows / 10.0;
    stay = (span - moved + 0.2) / (span + 2);
    stay = stay < 0.02 ? 0.02 : stay > 0.8 ? 0.8 : stay;
    along = (c + 0.5) / (c + r + 1);
    if (motion.kind == Motion::kUniform) stay = stay < 0.1 ? stay : 0.1;
    if (motion.kind == Motion::kPauser) stay = stay > motion.pause ? stay : motion.pause;
  }
  // A fix of the opponent on sq at its turn n.
  void add_fix(int sq, int n) {
    if (m.fix >= 0 && n > m.fix_n) {
      const int dc = std::abs(col(sq) - col(m.fix)), dr = std::abs(row(sq) - row(m.fix));
      const int span = n - m.fix_n;
      m.span = m.span / 2 + 10 * (span > dr + dc ? span : dr + dc);
      m.moved = m.moved / 2 + 10 * (dr + dc);
      m.cols = m.cols / 2 + 10 * dc, m.rows = m.rows / 2 + 10 * dr;
    }
    m.fix = sq, m.fix_n = n, m.fix_turn = b.turn;
  }
  void certain(int sq) {
    m.p = Grid{};
    m.p[sq] = 1;
  }
  // Keep only the squares where keep(t) holds; if that leaves nothing, the opponent is anywhere
  // keep() allows, nearer squares to its last place likelier.
  template <class F>
  void restrict(F keep) {
    double left = 0;
    for (int t = 0; t < kSquares; ++t) left += keep(t) ? m.p[t] : 0;
    if (left < 1e-9) {
      const int c = m.fix >= 0 ? m.fix : goal;
      for (int t = 0; t < kSquares; ++t) m.p[t] = 1.0 / (1 + far(t, c));
    }
    for (int t = 0; t < kSquares; ++t)
      if (!keep(t)) m.p[t] = 0;
    normalize(m.p);
  }

  // The reply to our last command, folded into the map of that command's moment.
  void fold() {
    const std::string& rep = b.reply;
    const int target = b.tr * kCols + b.tc;
    const bool zap = !std::strcmp(b.last, "ZAP"), move = !std::strcmp(b.last, "MOVE");
    const bool wall = !std::strcmp(b.last, "WALL");
    if (b.ar >= 0) {
      add_fix(b.ar * kCols + b.ac, m.opp_n), certain(b.ar * kCols + b.ac);
    } else if ((move && rep == "HELLO") || (wall && rep == "OOPS")) {
      add_fix(target, m.opp_n), certain(target);
    } else if (move && rep == "OUCH") {
      m.wall[target] = 1;
      restrict([&](int t) { return t != target; });
    } else if ((move || wall) && rep == "OK") {
      if (wall) m.wall[target] = 1, m.home_walled |= target == home;
      restrict([&](int t) { return t != target; });
    } else if (zap && (rep == "MISS" || rep == "BOOM" || rep == "HIT")) {
      const int d = toward(me, target);
      int stop = -1;  // the wall a BOOM removed, when we knew of it
      for (int t = next(me, d); t >= 0 && stop < 0; t = next(t, d))
        if (m.wall[t]) stop = t;
      if (rep == "BOOM" && stop >= 0) m.wall[stop] = 0, m.home_walled &= stop != home;
      std::array<bool, kSquares> on{};
      for (int t = next(me, d); t >= 0 && t != stop; t = next(t, d)) on[t] = true;
      if (rep == "MISS" || (rep == "BOOM" && stop >= 0)) restrict([&](int t) { return !on[t]; });
      if (rep == "HIT") {
        restrict([&](int t) { return on[t]; });
        int sq = next(me, d);
        for (int t = sq; t >= 0 && on[t]; t = next(t, d)) sq = m.p[t] > m.p[sq] ? t : sq;
        ++m.hits, add_fix(sq, m.opp_n + 1);
      }
    }
    if (m.p[me] > 0) restrict([&](int t) { return t != me; });
  }

  // The start of every turn: memory read (or rebuilt: HELP, then RADAR), the reply folded, the
  // map spread by the opponent's turn since. False when the command is given already.
  bool begin() {
    home = b.side ? kSquares - 1 : 0, goal = kSquares - 1 - home, me = b.row * kCols + b.col;
    Memory got;
    const bool ok = decode(b.extra, got);
    if (b.reply.compare(0, 4, "INIT") == 0) {
      m = Memory();
      m.p[goal] = 1, m.fix = goal;
      if (b.side) spread_turn();
    } else if (ok && !got.recover) {
      m = got;
      habits();
      fold();
      if (!(b.reply == "HIT" && !std::strcmp(b.last, "ZAP"))) spread_turn();
    } else if (b.reply.compare(0, 3, "LOC") == 0) {
      m = Memory(), m.recover = 2, b.out("RADAR");  // LOC gave our square; now the opponent's
      return save(), false;
    } else if (ok && got.recover == 2 && b.ar >= 0) {
      // The side on which both players have come about equally far, the turn from that.
      const int p0 = b.row + b.col, q0 = 33 - b.ar - b.ac, p1 = 33 - p0, q1 = 33 - q0;
      b.side = std::abs(p1 - q1) < std::abs(p0 - q0);
      b.turn = (b.side ? (p1 > q1 ? p1 : q1) : (p0 > q0 ? p0 : q0)) + 2;
      home = b.side ? kSquares - 1 : 0, goal = kSquares - 1 - home;
      m = Memory(), m.opp_n = b.turn - 1, add_fix(b.ar * kCols + b.ac, m.opp_n);
      certain(m.fix), spread_turn();
    } else {
      m = Memory(), m.recover = 1, b.out("HELP");
      return save(), false;
    }
    habits();
    now = m.p;
    m.lock = m.lock && b.reply == "HIT" && !std::strcmp(b.last, "ZAP");
    return true;
  }
  void spread_turn() {
    habits();
    spread(m.p);
    ++m.opp_n;
  }
  void save() { b.extra = encode(m); }

  // Commands; each stores the memory.
  void zap(int d) {
    int s = me;
    while (next(s, d) >= 0) s = next(s, d);
    b.out("ZAP", row(s), col(s));
    save();
  }
  void move(int s) {
    b.move(row(s), col(s));
    save();
  }
  void radar() {
    ++m.radars;
    b.out("RADAR");
    save();
  }
  void wall(int s) {
    b.out("WALL", row(s), col(s));
    save();
  }

  // The race: our turns to arrive (a zap at the goal, which may be walled) against the
  // opponent's from square t (a zap at our home when we walled it); true when we arrive first
  // starting now, with `spare` turns to spare.
  int our_need(int s) const { return far(s, goal) + (m.opened == b.turn - 1 ? 0 : 1); }
  int their_need(int t) const { return far(t, home) + (m.home_walled ? 1 : 0); }
  bool ahead(int mine, int theirs, int spare) const {
    return b.side ? mine + spare <= theirs : mine + spare < theirs;
  }
  // The opponent's expected turns home on the map, as a racer that never pauses.
  double their_eta(const Grid& g) const { return expected_far(g, home) + (m.home_walled ? 1 : 0); }

  // The lock: a hit opponent sleeps on our ray, so zapping again hits again (7 points a turn).
  // Released when we still arrive first and no later than we must: a step off the line (out of
  // its rays), then the race. True when a command was given.
  bool hold_lock(int spare, int slack) {
    if (!(b.reply == "HIT" && !std::strcmp(b.last, "ZAP"))) return false;
    const int d = toward(me, b.tr * kCols + b.tc);
    int worst = -1;  // the sleeper's square nearest our home with some chance
    for (int t = next(me, d); t >= 0; t = next(t, d))
      if (now[t] > 0.02 && (worst < 0 || far(t, home) < far(worst, home))) worst = t;
    if (worst < 0) worst = m.fix;
    // Our way off the line: a step that leaves the ray's line and shortens the way if it can.
    int off = -1;
    for (int k = 0; k < 4; ++k) {
      const int s = next(me, k);
      if (s < 0 || walled(s) || k == d || k == (d ^ 1)) continue;
      if (off < 0 || far(s, goal) < far(off, goal)) off = s;
    }
    const int mine = (off >= 0 ? 1 + our_need(off) : our_need(me) + 2);
    const int theirs = their_need(worst);
    const bool wins = ahead(mine, theirs, spare) && b.turn + mine - 1 <= kLastTurn;
    if (!wins || kLastTurn - b.turn + 1 > mine + slack) {
      m.lock = 1;
      zap(d);
      return true;
    }
    m.lock = 0, m.released = b.turn;
    if (off >= 0) {
      move(off);
      return true;
    }
    return false;
  }

  // At the door of the goal: zap it first (it may be walled) unless a zap just found it open,
  // then step in; a bump or a block is zapped.
  bool finish() {
    if (far(me, goal) != 1) return false;
    const bool opened = m.opened == b.turn - 1;
    if (!opened) {
      zap(toward(me, goal));
      return true;
    }
    move(goal);
    return true;
  }

  // Records that a zap at the goal (from its door) found it open, for finish().
  void note_goal() {
    const bool zap = !std::strcmp(b.last, "ZAP");
    const int target = b.tr * kCols + b.tc;
    if (zap && (b.reply == "MISS" || b.reply == "BOOM") && far(me, goal) == 1 &&
        toward(me, target) == toward(me, goal))
      m.opened = b.turn - 1;
    else if (m.opened != b.turn - 1)
      m.opened = 0;
  }
};

// What a step is worth to a player: progress toward the goal, the exposure of its square now
// (the opponent, where it stands, may zap down the rays of that square), its whole row and
// column after the opponent's next turn (the likely lines), the shots it leads to, some noise.
struct Weights {
  double progress = 0.3, exposure = 1.5, lines = 0.5, shot = 0.5, gamma = 0.85, noise = 0.05;
};

// The chance-weighted best shot from each square over the next turns: shot[h][t] is the best ray
// mass from t at our turn h from now (h = 1 is the next one). Used to walk to where the
// opponent's likely way crosses our lines.
struct Shots {
  static constexpr int kHorizon = 6;
  double reach[kHorizon + 1][kSquares];
  void fill(const Tracker& k) {
    Grid g = k.now;
    for (int h = 1; h <= kHorizon; ++h) {
      k.spread(g);
      for (int t = 0, d = 0; t < kSquares; ++t) reach[h][t] = k.best_ray(g, t, d);
    }
  }
  // The best shot reachable from s (our square after this turn), discounted per turn.
  double from(int s, double gamma) const {
    double best = 0, disc = 1;
    for (int h = 1; h <= kHorizon; ++h, disc *= gamma)
      for (int t = 0; t < kSquares; ++t)
        if (far(s, t) <= h - 1 && disc * reach[h][t] > best) best = disc * reach[h][t];
    return best;
  }
};

// The best step for a player's weights (-1 when boxed in by walls we know of).
inline int choose_step(Tracker& k, const Shots* shots, const Weights& w) {
  Grid after = k.now;
  k.spread(after);
  int best = -1;
  double top = -1e18;
  for (int d = 0; d < 4; ++d) {
    const int s = next(k.me, d);
    if (s < 0 || k.walled(s)) continue;
    double v = w.progress * (far(k.me, k.goal) - far(s, k.goal)) -
               w.exposure * k.exposure(k.now, s) - w.lines * k.lines(after, s) - 3 * k.now[s] -
               3 * after[s];
    if (shots) v += w.shot * shots->from(s, w.gamma);
    v += w.noise * (k.b.random(d) % 1000) / 1000.0;
    if (v > top) top = v, best = s;
  }
  return best;
}

// A tracking player's style: its map's motion, when it zaps and radars, how it walks.
struct Style {
  Motion motion;
  double zap = 0.45;          // the ray mass worth a zap
  int gap[4] = {2, 3, 4, 5};  // turns between radars at 8, 14, 20 squares apart and farther
  double exposed = 0.2;       // the exposure of our square under which we may stand and radar
  int spare = 1, slack = 2;   // the lock: turns in hand in the race, turns to spare at the end
  Weights walk;               // the steps
  // Within scout_distance squares of the goal (0: never), a radar whenever the last fix is older
  // than scout_age turns, at most scout_radars radars in all: a player at its home is found first.
  int scout_distance = 0, scout_age = 4, scout_radars = 8;
  int camp_turn = 0;  // from this turn (0: never) a fresh fix on its home is waited out (camp())
  // The league's dimensions (tools/showdown/league); their defaults leave play() as it was.
  // A stand-off (0: never): within standoff_reach squares of the opponent and not ahead in the
  // race, wait on a post `standoff` squares off its likely lines, ahead of it on its way, and radar
  // there (the zap fires when its way crosses ours), at most standoff_wait turns in all.
  int standoff = 0, standoff_wait = 15, standoff_reach = 10;
  double shield = 0;  // a wall beside a step whose line holds this much of the map (0: never)
  // Our home walled once the opponent may be six turns away while we are not ahead (1), and
  // rebuilt every turn while a quarter of the map stands at its door (2).
  int home_wall = 0;
};

// The stand-off's post: a square `off` squares off the rows and columns of the opponent's likeliest
// square after its next turn, nearer our home than it (ahead of it on its way), little exposed now,
// whose lines the opponent's way will cross within three turns, not far from us. -1 when none.
inline int standoff_post(const Tracker& k, const Grid& after, int off) {
  int q = 0;
  for (int t = 1; t < kSquares; ++t) q = after[t] > after[q] ? t : q;
  Grid later = after;
  for (int h = 0; h < 2; ++h) k.spread(later);
  int best = -1;
  double top = -1e18;
  for (int t = 0; t < kSquares; ++t) {
    const int dr = std::abs(row(t) - row(q)), dc = std::abs(col(t) - col(q));
    if (far(k.me, t) > 3 || k.walled(t) || (dr < dc ? dr : dc) != off) continue;
    if (far(t, k.home) >= far(q, k.home)) continue;
    const double v =
        k.lines(later, t) - 2 * k.exposure(k.now, t) - k.lines(after, t) - 0.1 * far(k.me, t);
    if (v > top) top = v, best = t;
  }
  return best;
}

// A stand-off: on the post, a radar (the zap comes from the map at the next turn); else a step
// toward it, the least exposed. Counts its turns in u[2]. True when a command was given.
inline bool stand_off(Tracker& k, const Style& st) {
  if (k.m.u[2] >= st.standoff_wait) return false;
  Grid after = k.now;
  k.spread(after);
  const int post = standoff_post(k, after, st.standoff);
  if (post < 0) return false;
  ++k.m.u[2];
  if (post == k.me) return k.radar(), true;
  int best = -1;
  double low = 1e18;
  for (int d = 0; d < 4; ++d) {
    const int s = next(k.me, d);
    if (s < 0 || k.walled(s) || far(s, post) >= far(k.me, post)) continue;
    const double v = k.exposure(k.now, s) + k.lines(after, s);
    if (v < low) low = v, best = s;
  }
  if (best < 0) return false;
  k.move(best);
  return true;
}

// Our home walled (home_wall 1: once, when the opponent may be six turns away; 2: also rebuilt
// every turn while a quarter of the map stands next to it). True when a command was given.
inline bool guard_home(Tracker& k, const Style& st, double eta) {
  if (k.me == k.home) return false;
  if (!k.m.home_walled && eta <= 6) return k.wall(k.home), true;
  double door = 0;
  for (int d = 0; d < 4; ++d)
    if (next(k.home, d) >= 0) door += k.now[next(k.home, d)];
  if (st.home_wall >= 2 && door >= 0.25) return k.wall(k.home), true;
  return false;
}

// A shield before the step onto s (the warden's): the square beside s on its line that holds the
// most of the map, walled once per step. True when a command was given.
inline bool shield(Tracker& k, int s, double at) {
  int dir = 0;
  const double line = k.best_ray(k.now, s, dir);
  const int guard = next(s, dir);
  if (line < at || guard < 0 || guard == k.me || k.walled(guard) || k.m.u[1] == s) return false;
  k.m.u[1] = s;
  k.wall(guard);
  return true;
}

// A camper: a fix of the opponent on its home not older than six turns is waited out on the
// square diagonal to it, out of its rows and columns (reached by steps that stay out of them),
// radaring there until it leaves. True when a command was given.
inline bool camp(Tracker& k) {
  if (k.m.fix != k.goal || k.b.turn - k.m.fix_turn > 6) return false;
  const int gr = row(k.goal), gc = col(k.goal),
            post = (gr ? gr - 1 : 1) * kCols + (gc ? gc - 1 : 1);
  if (k.me == post) return k.radar(), true;
  int best = -1;
  for (int d = 0; d < 4; ++d) {
    const int s = next(k.me, d);
    if (s < 0 || k.walled(s) || row(s) == gr || col(s) == gc) continue;
    if (best < 0 || far(s, post) < far(best, post)) best = s;
  }
  if (best < 0) return false;
  k.move(best);
  return true;
}

// One turn of a tracking player: the lock, a zap when a ray holds enough of the map, a camper
// waited out (when the style asks), the goal from its door, a scout near the goal (when asked), a
// radar when the last fix is stale for the distance (not while well ahead in the race, nor standing
// in the opponent's likely lines), else the best step by the weights (toward the shots while not
// ahead).
inline void play(Bot& b, const Style& st) {
  Tracker k(b, st.motion);
  if (!k.begin()) return;
  k.note_goal();
  if (k.hold_lock(st.spare, st.slack)) return;
  int d = 0;
  if (k.best_ray(k.now, k.me, d) >= st.zap) return k.zap(d);
  if (st.camp_turn && b.turn >= st.camp_turn && camp(k)) return;
  if (k.finish()) return;
  const double apart = k.expected_far(k.now, k.me), eta = k.their_eta(k.now);
  const bool lead = k.ahead(k.our_need(k.me) + 3, static_cast<int>(eta), 0);
  const double exposed = k.exposure(k.now, k.me);
  const int gap = apart <= 8    ? st.gap[0]
                  : apart <= 14 ? st.gap[1]
                  : apart <= 20 ? st.gap[2]
                                : st.gap[3];
  const bool stale = b.turn - k.m.fix_turn >= gap && k.peak(k.now) < 0.6;
  const int togo = far(k.me, k.goal);
  const bool scout = togo <= st.scout_distance && togo >= 3 &&
                     b.turn - k.m.fix_turn > st.scout_age && k.m.radars < st.scout_radars;
  if (st.home_wall && !lead && guard_home(k, st, eta)) return;
  if (st.standoff && !lead && apart <= st.standoff_reach && stand_off(k, st)) return;
  if ((!lead && stale && exposed < st.exposed) || scout) return k.radar();
  Shots shots;
  shots.fill(k);
  const int s = choose_step(k, lead ? nullptr : &shots, st.walk);
  if (s < 0) return k.radar();
  if (st.shield > 0 && shield(k, s, st.shield)) return;
  k.move(s);
}

}  // namespace trk
