// Ghostsight: a robot for The Land of Shot-Em-Up (Harvard's "Conflict School" assignment).
//
// It cannot see its opponent, so it keeps a probability for every state the teacher's random robot
// can be in (square, gun charged or not, hits taken) and updates it with Bayes' rule after every
// H or N line, knowing the random robot's policy (uniform over the steps that stay on the board and
// the eight shots). It shoots along the ray that holds the most probability, and otherwise steps
// to the square that promises the best shot next turn at the least risk of being hit.
//
// Build:  g++ -std=c++17 -O0 -o ghostsight ghostsight.cpp
// Run:    arena ghostsight < shootemup.in > shootemup.out   (arguments other than --bench and
//         --help are ignored: the arena may pass any)
//         ghostsight --bench [N]   (a fixed self-play script of N combats, default 1000: prints
//         a checksum of its decisions)
// A D line makes it print its belief as `/` lines.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

// ---------------------------------------------------------------------------------------------
// Rules and board
// ---------------------------------------------------------------------------------------------

namespace ghost {

constexpr int kSide = 10;
constexpr int kSquares = kSide * kSide;
constexpr int kLethal = 3;  // the third hit kills
constexpr int kDx[8] = {1, 1, 0, -1, -1, -1, 0, 1};
constexpr int kDy[8] = {0, 1, 1, 1, 0, -1, -1, -1};

inline bool on_board(int x, int y) { return x >= 0 && x < kSide && y >= 0 && y < kSide; }
inline int square(int x, int y) { return y * kSide + x; }
inline int dir_index(int dx, int dy) {
  for (int d = 0; d < 8; ++d)
    if (kDx[d] == dx && kDy[d] == dy) return d;
  return -1;
}

// Geometry computed once: the squares each ray passes, the direction from one square to another
// (if they share a line), and how many options the random robot has on each square.
struct Geometry {
  std::vector<int> ray[kSquares][8];
  signed char dir_to[kSquares][kSquares];
  int steps[kSquares][9];  // destination squares of the on-board steps (staying put included)
  int step_count[kSquares];
  int options[kSquares];  // steps + 8 shots

  Geometry() {
    std::memset(dir_to, -1, sizeof dir_to);
    for (int s = 0; s < kSquares; ++s) {
      const int x = s % kSide, y = s / kSide;
      for (int d = 0; d < 8; ++d)
        for (int cx = x + kDx[d], cy = y + kDy[d]; on_board(cx, cy); cx += kDx[d], cy += kDy[d]) {
          ray[s][d].push_back(square(cx, cy));
          dir_to[s][square(cx, cy)] = static_cast<signed char>(d);
        }
      step_count[s] = 0;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
          if (on_board(x + dx, y + dy)) steps[s][step_count[s]++] = square(x + dx, y + dy);
      options[s] = step_count[s] + 8;
    }
  }
};

const Geometry& geometry() {
  static const Geometry g;
  return g;
}

struct Move {
  bool shoot = false;
  int dx = 0, dy = 0;
};

// ---------------------------------------------------------------------------------------------
// Belief: the probability of each state of the opponent
// ---------------------------------------------------------------------------------------------

// p[hits][charged][square]: the opponent has taken `hits` of our hits, its gun is charged (its
// last move was not a shot), and it stands on `square`. The entries sum to 1.
struct Belief {
  double p[kLethal][2][kSquares];

  // A new combat: anywhere but on our square, charged, unhurt.
  void reset(int me) {
    std::memset(p, 0, sizeof p);
    for (int s = 0; s < kSquares; ++s)
      if (s != me) p[0][1][s] = 1.0 / (kSquares - 1);
  }

  double total() const {
    double t = 0;
    for (int h = 0; h < kLethal; ++h)
      for (int c = 0; c < 2; ++c)
        for (int s = 0; s < kSquares; ++s) t += p[h][c][s];
    return t;
  }

  bool normalize() {
    const double t = total();
    if (!(t > 1e-300)) return false;
    for (int h = 0; h < kLethal; ++h)
      for (int c = 0; c < 2; ++c)
        for (int s = 0; s < kSquares; ++s) p[h][c][s] /= t;
    return true;
  }

  // The probability of each square, whatever the gun and the hits.
  void marginal(double* m) const {
    for (int s = 0; s < kSquares; ++s) {
      m[s] = 0;
      for (int h = 0; h < kLethal; ++h) m[s] += p[h][0][s] + p[h][1][s];
    }
  }

  // Our powered shot from `me` in direction d did not kill: every state on the ray took a hit,
  // and those that would have died are ruled out (we would have read W).
  void after_our_shot(int me, int d) {
    for (int s : geometry().ray[me][d])
      for (int c = 0; c < 2; ++c) {
        for (int h = kLethal - 1; h > 0; --h) p[h][c][s] = p[h - 1][c][s];
        p[0][c][s] = 0;
      }
    normalize();
  }

  // The opponent made its move, and we read N (hit_dir < 0) or H in direction hit_dir (the
  // direction from us toward the shooter). Each state spreads over the random robot's options,
  // weighted by how likely each makes what we read.
  void after_their_move(int me, int hit_dir) {
    const Geometry& g = geometry();
    static double next[kLethal][2][kSquares];
    std::memset(next, 0, sizeof next);
    for (int h = 0; h < kLethal; ++h)
      for (int c = 0; c < 2; ++c)
        for (int s = 0; s < kSquares; ++s) {
          const double w = p[h][c][s];
          if (w == 0) continue;
          const double each = w / g.options[s];
          // A shot from s hits us only with a charged gun, along the one direction toward us.
          const int toward_us = c ? g.dir_to[s][me] : -1;
          if (hit_dir < 0) {
            for (int k = 0; k < g.step_count[s]; ++k) next[h][1][g.steps[s][k]] += each;
            next[h][0][s] += each * (toward_us >= 0 ? 7 : 8);
          } else if (toward_us >= 0 && (toward_us + 4) % 8 == hit_dir) {
            next[h][0][s] += each;
          }
        }
    std::memcpy(p, next, sizeof p);
    if (normalize()) return;
    // What we read is impossible under the model (another kind of opponent): start afresh from
    // what the line itself says.
    std::memset(p, 0, sizeof p);
    if (hit_dir >= 0) {
      for (int s : g.ray[me][hit_dir]) p[0][0][s] = 1;
    } else {
      for (int s = 0; s < kSquares; ++s) p[0][1][s] = s != me;
    }
    normalize();
  }
};

// ---------------------------------------------------------------------------------------------
// Choosing a move
// ---------------------------------------------------------------------------------------------

// Weights of the move score; variants were compared by self-play (see README).
struct Weights {
  double danger[kLethal] = {0.3, 0.6, 2.0};  // cost of a chance of being hit, by hits we have
  double next_shot = 0.8;                    // value of the best ray after their next move
};

class Ghost {
 public:
  Weights weights;

  void start(int x, int y) {
    me_ = square(x, y);
    charged_ = true;
    hits_taken_ = 0;
    belief_.reset(me_);
  }
  void read_hit(int dx, int dy) {
    ++hits_taken_;
    belief_.after_their_move(me_, dir_index(dx, dy));
  }
  void read_miss() { belief_.after_their_move(me_, -1); }

  // Picks our move, and updates our square, gun and belief as if it did not end the combat.
  Move choose();

  const Belief& belief() const { return belief_; }
  int me() const { return me_; }
  bool charged() const { return charged_; }
  std::vector<std::string> dump() const;

 private:
  double ray_mass(const double* m, int from, int d) const {
    double t = 0;
    for (int s : geometry().ray[from][d]) t += m[s];
    return t;
  }
  double best_ray(const double* m, int from) const {
    double best = 0;
    for (int d = 0; d < 8; ++d) best = std::max(best, ray_mass(m, from, d));
    return best;
  }

  Belief belief_;
  int me_ = 0;
  bool charged_ = true;
  int hits_taken_ = 0;
};

Move Ghost::choose() {
  const Geometry& g = geometry();
  // Step 1. Where the opponent is now, and where it will be after its next move.
  double now[kSquares], later[kSquares] = {}, armed[kSquares];
  belief_.marginal(now);
  for (int s = 0; s < kSquares; ++s) {
    armed[s] = 0;
    for (int h = 0; h < kLethal; ++h) armed[s] += belief_.p[h][1][s];
    const double each = now[s] / g.options[s];
    for (int k = 0; k < g.step_count[s]; ++k) later[g.steps[s][k]] += each;
    later[s] += each * 8;
  }
  // The chance that their next move hits us on square q: a charged gun aimed our way.
  auto danger = [&](int q) {
    double t = 0;
    for (int s = 0; s < kSquares; ++s)
      if (armed[s] > 0 && g.dir_to[s][q] >= 0) t += armed[s] / g.options[s];
    return t;
  };
  const double risk = weights.danger[hits_taken_ < kLethal ? hits_taken_ : kLethal - 1];

  // Step 2. The best shot from here.
  int best_dir = -1;
  double best_hit = 0;
  if (charged_)
    for (int d = 0; d < 8; ++d) {
      double m = ray_mass(now, me_, d);
      if (m > best_hit) best_hit = m, best_dir = d;
    }
  double best_score = -1e9;
  Move best;
  if (best_dir >= 0) {
    best_score = best_hit - risk * danger(me_);
    best = Move{true, kDx[best_dir], kDy[best_dir]};
  }

  // Step 3. Each step: the shot it sets up against the risk it runs.
  const int x = me_ % kSide, y = me_ / kSide;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      if (!on_board(x + dx, y + dy)) continue;
      const int q = square(x + dx, y + dy);
      const double score = weights.next_shot * best_ray(later, q) - risk * danger(q);
      if (score > best_score) best_score = score, best = Move{false, dx, dy};
    }

  // Step 4. Our own state after the move.
  if (best.shoot) {
    charged_ = false;
    belief_.after_our_shot(me_, best_dir);
  } else {
    charged_ = true;
    me_ = square(x + best.dx, y + best.dy);
  }
  return best;
}

std::vector<std::string> Ghost::dump() const {
  double m[kSquares];
  belief_.marginal(m);
  std::vector<std::string> lines;
  char buf[64];
  std::snprintf(buf, sizeof buf, "/ me %d %d gun %s hits %d", me_ % kSide, me_ / kSide,
                charged_ ? "charged" : "empty", hits_taken_);
  lines.push_back(buf);
  for (int y = 0; y < kSide; ++y) {
    std::string row = "/";
    for (int x = 0; x < kSide; ++x) {
      const int pct = static_cast<int>(std::lround(m[square(x, y)] * 100));
      std::snprintf(buf, sizeof buf, " %3d", pct > 99 ? 99 : pct);
      row += square(x, y) == me_ ? "   Y" : buf;
    }
    lines.push_back(row);
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Bench: self-play against our own model of the random robot, on a fixed generator
// ---------------------------------------------------------------------------------------------

struct BenchResult {
  long combats = 0, wins = 0, moves = 0;
  std::uint64_t checksum = 0;
};

// Plays `combats` combats against a random robot simulated here (same rules, same policy, its
// own generator), so that the result depends only on the robot's decisions.
BenchResult bench(long combats, const Weights& weights = Weights()) {
  const Geometry& g = geometry();
  std::uint64_t state = 20071010;
  auto below = [&state](int n) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>((state >> 33) % static_cast<std::uint64_t>(n));
  };
  BenchResult r;
  Ghost ghost;
  ghost.weights = weights;
  for (long c = 0; c < combats; ++c) {
    int me = below(kSquares), opp = below(kSquares - 1);
    if (opp >= me) ++opp;
    int my_hits = 0, opp_hits = 0;
    bool opp_charged = true, won = false;
    ghost.start(me % kSide, me / kSide);
    for (int pair = 0; pair < 1000; ++pair) {
      const bool was_charged = ghost.charged();
      Move m = ghost.choose();
      ++r.moves;
      r.checksum = r.checksum * 31 + (m.shoot ? 9 : 0) + (m.dx + 1) * 3 + (m.dy + 1);
      if (m.shoot) {
        if (was_charged && g.dir_to[me][opp] == dir_index(m.dx, m.dy) && ++opp_hits == kLethal) {
          won = true;
          break;
        }
      } else {
        me = ghost.me();
      }
      const int k = below(g.options[opp]);
      if (k < g.step_count[opp]) {
        opp = g.steps[opp][k], opp_charged = true;
        ghost.read_miss();
        continue;
      }
      const int d = k - g.step_count[opp];
      const bool hit = opp_charged && g.dir_to[opp][me] == d;
      opp_charged = false;
      if (!hit) {
        ghost.read_miss();
      } else if (++my_hits == kLethal) {
        break;
      } else {
        ghost.read_hit(-kDx[d], -kDy[d]);
      }
    }
    ++r.combats;
    r.wins += won;
  }
  return r;
}

}  // namespace ghost

// ---------------------------------------------------------------------------------------------
// Input and output
// ---------------------------------------------------------------------------------------------

// Plays over the line protocol until end of file. Returns the exit status.
int play(std::istream& in, std::ostream& out) {
  ghost::Ghost robot;
  bool in_combat = false;
  std::string line;
  while (std::getline(in, line)) {
    const char c = line.empty() ? ' ' : line[0];
    int x = 0, y = 0;
    if (c == 'P' && std::sscanf(line.c_str(), "P %d %d", &x, &y) == 2 && ghost::on_board(x, y)) {
      robot.start(x, y);
      in_combat = true;
    } else if (c == 'H' && in_combat && std::sscanf(line.c_str(), "H %d %d", &x, &y) == 2 &&
               ghost::dir_index(x, y) >= 0) {
      robot.read_hit(x, y);
    } else if (line == "N" && in_combat) {
      robot.read_miss();
    } else if ((line == "W" || line == "L") && in_combat) {
      in_combat = false;
      continue;
    } else if (c == 'D') {
      for (const auto& l : robot.dump()) out << l << '\n';
      out.flush();
      continue;
    } else {
      std::cerr << "ghostsight: unexpected input line: " << line << '\n';
      return 1;
    }
    const ghost::Move m = robot.choose();
    out << (m.shoot ? 'S' : 'M') << ' ' << m.dx << ' ' << m.dy << std::endl;
  }
  return 0;
}

#ifndef CONTEST_NO_MAIN
int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "--help") {
    std::printf(
        "usage: ghostsight   (run by the arena: the line protocol on stdin and stdout)\n"
        "       ghostsight --bench [N]   (N self-play combats, 1 to 1000000, default 1000:\n"
        "       'bench: MOVES moves SIG')\n"
        "Other arguments are ignored, as the arena may pass any.\n");
    return 0;
  }
  if (argc > 1 && std::string(argv[1]) == "--bench") {
    // N is read whole: a typo must not run another bench under the same line.
    long n = argc > 2 ? 0 : 1000;
    for (const char* c = argc > 2 ? argv[2] : ""; *c && n <= 1000000; ++c)
      n = *c >= '0' && *c <= '9' ? n * 10 + (*c - '0') : 1000001;
    if (n < 1 || n > 1000000) {
      std::fprintf(stderr, "ghostsight: --bench N: N is a whole number from 1 to 1000000\n");
      return 2;
    }
    ghost::BenchResult r = ghost::bench(n);
    std::printf("combats %ld wins %ld\n", r.combats, r.wins);
    // The one bench line of every entry: the work done, its unit, and a signature of the moves.
    std::printf("bench: %ld moves %016llx\n", r.moves, static_cast<unsigned long long>(r.checksum));
    return 0;
  }
  return play(std::cin, std::cout);
}
#endif
