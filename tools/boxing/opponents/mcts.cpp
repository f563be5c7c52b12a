// boxing_mcts: a Monte-Carlo tree search sparring partner for the Boxing Match, written from the
// rules (spec.txt) and the Sprague-Grundy description of README.md, not from Nimrod's code.
//
// - The game is impartial and the last mover wins. Vacant spots in no 2x2 square of vacant spots
//   are loose: one nim heap worth their count mod 2. The other spots belong to chains of 2x2
//   squares that overlap; a box of side 2 or more is such a chain itself and a single spot lies in
//   one chain only, so the chains are independent games (regions).
// - Exact values: a region's Grundy value comes from a memoised search over canonical shapes (moved
//   to the origin, the least hash of the 8 symmetries), on demand for regions up to 24 spots (40 at
//   the root). A position whose every region has a value is solved: the nim-sum decides it. The
//   memo is kept between moves in /tmp/arena.MARK (a file that is not wholly ours is ignored).
// - A move: (1) on a point-symmetric arena no box can straddle, a box that keeps the symmetry
//   wins; (2) a solved position: a nim-sum-zero move (lost: one spot of the largest region);
//   (3) a box after which the position is solved and zero; (4) UCT with an MCTS-solver: a child
//   lost for its mover proves its parent won, a parent with every move proven won for the
//   opponent is lost. The root keeps the boxes of the largest sizes and a sample of the rest;
//   deeper nodes widen progressively, largest boxes first. Playouts play random boxes, larger ones
//   likelier, and stop as soon as the position is solved.
// - Time: 850 ms of CPU time (cpu_clock.h) and never beyond 797 ms of wall clock from main
//   (wall_limit_ms): on a loaded machine the process starts late and is descheduled, and it still
//   has to exit within the referee's second (moves of 0.94 s were seen at 860 ms). The arena is
//   written, then the memo when there is time for it.
//   BOXING_MCTS_MOVE_MS sets the CPU budget (1 to 60000), BOXING_MCTS_SEED the seed (else the arena
//   and the mark).
//
// Usage: boxing_mcts MARK < old.arena > new.arena.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "arena_bits.h"
#include "common/core/numbers.h"
#include "cpu_clock.h"

namespace {

constexpr int W = 32, H = 16;
constexpr int kRegionLimit = 24;      // largest region solved on demand in the tree and playouts
constexpr int kRootRegionLimit = 40;  // ... at the root, where the time is spent once
constexpr int kSolveSpots = 200;      // positions with more vacant spots are not tried for exact
constexpr int kMaxRegions = 160;

struct Set {  // bit x of r[y] is the spot (x, y)
  std::uint32_t r[H] = {};
};
struct Box {
  std::int8_t x, y, k;
};

int cells(const Set& s) { return arena_bits::count_spots(s.r, H); }
using arena_bits::span;
void take(Set& s, Box b) {
  for (int y = b.y; y < b.y + b.k; ++y) s.r[y] &= ~span(b.x, b.k);
}

// Every legal box, largest first.
void legal_boxes(const Set& s, std::vector<Box>& out) {
  out.clear();
  arena_bits::for_each_box(s.r, H, [&](const arena_bits::Box& b) {
    out.push_back({std::int8_t(b.x), std::int8_t(b.y), std::int8_t(b.k)});
  });
}

// The loose spots' parity; the regions (chains of overlapping 2x2 squares) go to out.
int split(const Set& s, Set* out, int& count) {
  std::uint32_t q[H] = {};  // top-left corners of the 2x2 squares of vacant spots
  Set sq;
  for (int y = 0; y + 1 < H; ++y) {
    std::uint32_t a = s.r[y] & s.r[y + 1];
    q[y] = a & (a >> 1);
    std::uint32_t w = q[y] | (q[y] << 1);
    sq.r[y] |= w, sq.r[y + 1] |= w;
  }
  int loose = (cells(s) - cells(sq)) & 1;
  count = 0;
  for (int y0 = 0; y0 + 1 < H; ++y0)
    while (q[y0]) {
      // Squares overlap when their corners are 8-neighbours: grow the chain over the corners.
      std::uint32_t c[H] = {};
      c[y0] = q[y0] & (~q[y0] + 1);
      for (bool grew = true; grew;) {
        grew = false;
        std::uint32_t d[H];
        for (int y = 0; y < H; ++y) d[y] = c[y] | (c[y] << 1) | (c[y] >> 1);
        for (int y = 0; y + 1 < H; ++y) {
          std::uint32_t n = d[y];
          if (y > 0) n |= d[y - 1];
          n |= d[y + 1];
          n &= q[y];
          if (n != c[y]) c[y] = n, grew = true;
        }
      }
      Set& r = out[count < kMaxRegions ? count++ : kMaxRegions - 1];
      r = Set{};
      for (int y = 0; y + 1 < H; ++y) {
        q[y] &= ~c[y];
        std::uint32_t w = c[y] | (c[y] << 1);
        r.r[y] |= w, r.r[y + 1] |= w;
      }
    }
  return loose;
}

std::uint64_t mix(std::uint64_t z) {
  z ^= z >> 30, z *= 0xbf58476d1ce4e5b9ULL;
  z ^= z >> 27, z *= 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// The least hash over the 8 symmetries of the shape moved to the origin (never 0).
std::uint64_t canonical_key(const Set& s) {
  std::uint64_t best = ~std::uint64_t(0);
  const bool any =
      arena_bits::for_each_symmetry(s.r, H, [&](const std::uint32_t* rows, int h, int w) {
        std::uint64_t z = mix(std::uint64_t(h) << 8 | std::uint64_t(w));
        for (int y = 0; y < h; ++y) z = mix(z ^ rows[y]);
        best = std::min(best, z | 2);
      });
  return any ? best : 1;
}

// Open addressing from canonical keys to Grundy values: far cheaper to fill from the file than a
// node-based map, and the file is read on every move.
struct Memo {
  std::vector<std::uint64_t> keys = std::vector<std::uint64_t>(1 << 16, 0);
  std::vector<std::uint8_t> values = std::vector<std::uint8_t>(1 << 16, 0);
  std::size_t size = 0;

  int find(std::uint64_t k) const {
    std::size_t mask = keys.size() - 1;
    for (std::size_t i = mix(k) & mask;; i = (i + 1) & mask) {
      if (keys[i] == k) return values[i];
      if (!keys[i]) return -1;
    }
  }
  void insert(std::uint64_t k, int v) {
    if (2 * (size + 1) > keys.size()) grow();
    std::size_t mask = keys.size() - 1;
    for (std::size_t i = mix(k) & mask;; i = (i + 1) & mask) {
      if (keys[i] == k) return;
      if (!keys[i]) {
        keys[i] = k, values[i] = static_cast<std::uint8_t>(v), ++size;
        return;
      }
    }
  }
  void grow() {
    std::vector<std::uint64_t> k;
    std::vector<std::uint8_t> v;
    k.swap(keys), v.swap(values);
    keys.assign(k.size() * 2, 0), values.assign(k.size() * 2, 0), size = 0;
    for (std::size_t i = 0; i < k.size(); ++i)
      if (k[i]) insert(k[i], v[i]);
  }
};

struct OutOfTime {};
struct OverCap {};

using Cpu = CpuClock;
using Wall = std::chrono::steady_clock;

struct Solver {
  Memo memo, failed;  // failed: regions whose search went over its cap, not tried again
  Cpu::time_point cpu_deadline;
  Wall::time_point wall_deadline;
  long nodes = 0, cap = 0;

  bool out_of_time() const { return Cpu::now() > cpu_deadline || Wall::now() > wall_deadline; }
  void tick() {
    if (++nodes > cap) throw OverCap{};
    if ((nodes & 63) == 0 && out_of_time()) throw OutOfTime{};
  }

  int grundy(const Set& region, std::uint64_t key) {
    int known = memo.find(key);
    if (known >= 0) return known;
    tick();
    bool seen[256] = {};
    std::vector<Box> moves;
    legal_boxes(region, moves);
    Set parts[16];
    for (const Box& b : moves) {
      Set t = region;
      take(t, b);
      int n = 0, g = split(t, parts, n);
      for (int i = 0; i < n; ++i) g ^= grundy(parts[i], canonical_key(parts[i]));
      seen[g & 255] = true;
    }
    int g = 0;
    while (g < 255 && seen[g]) ++g;
    memo.insert(key, g);
    return g;
  }

  // The nim-sum of a position, or -1 when a region is larger than limit spots or its search takes
  // more than node_cap nodes. Throws OutOfTime.
  int value(const Set& s, int limit, long node_cap) {
    Set parts[kMaxRegions];
    int n = 0, g = split(s, parts, n);
    std::uint64_t keys[kMaxRegions];
    for (int i = 0; i < n; ++i)  // cheap refusals first: a region too large for any memo entry
      if (cells(parts[i]) > kRootRegionLimit) return -1;
    for (int i = 0; i < n; ++i) {
      keys[i] = canonical_key(parts[i]);
      int known = memo.find(keys[i]);
      if (known >= 0) {
        g ^= known;
        keys[i] = 0;
      } else if (cells(parts[i]) > limit || failed.find(keys[i]) >= 0) {
        return -1;
      }
    }
    for (int i = 0; i < n; ++i) {
      if (!keys[i]) continue;
      nodes = 0, cap = node_cap;
      try {
        g ^= grundy(parts[i], keys[i]);
      } catch (const OverCap&) {
        failed.insert(keys[i], 1);
        return -1;
      }
    }
    return g;
  }
};

bool mirror_lost(const Set& s) { return arena_bits::mirror_lost(s.r); }

std::uint64_t rng_state = 1;
std::uint64_t next_random() { return arena_bits::next_random(rng_state); }

// A playout's box: the better of two random corners (arena_bits.h).
Box random_box(const Set& s, int n) {
  const arena_bits::Box b = arena_bits::random_box(s.r, n, 2, rng_state);
  return {std::int8_t(b.x), std::int8_t(b.y), std::int8_t(b.k)};
}

struct Node {
  Box move{0, 0, 0};
  std::int8_t proof = 0;  // +1: the player to move here wins, -1: loses
  bool expanded = false;  // its moves are listed
  bool complete = true;   // the list holds every legal move (false at a pruned root)
  int visits = 0;
  double score = 0;          // wins of the player who moved into this node
  std::vector<Box> untried;  // the next child is untried.back()
  std::vector<int> children;
};

struct Search {
  Solver& sv;
  std::vector<Node> nodes;
  Set root_board;
  long iterations = 0;

  Search(Solver& s, const Set& board) : sv(s), root_board(board) { nodes.emplace_back(); }

  // The exact value of a position in the tree, -1 when unknown.
  int exact(const Set& b, int n) {
    if (n == 0) return 0;
    if (n > kSolveSpots) return -1;
    return sv.value(b, kRegionLimit, 400);
  }

  // 1 when the player to move at b wins the random playout.
  int playout(Set b) {
    int n = cells(b);
    for (int mover = 0;; mover ^= 1) {
      if (n == 0) return mover;  // the other player took the last spot
      int v = n <= 160 ? sv.value(b, kRegionLimit, 200) : -1;
      if (v >= 0) return (v != 0) == (mover == 0) ? 1 : 0;
      Box m = random_box(b, n);
      take(b, m);
      n -= m.k * m.k;
    }
  }

  void expand(int id, const Set& b) {
    std::vector<Box> all;
    legal_boxes(b, all);
    // Largest first, in random order within a size; the list is used from its back.
    for (std::size_t i = 0, j = 0; i < all.size(); i = j) {
      while (j < all.size() && all[j].k == all[i].k) ++j;
      for (std::size_t a = j - 1; a > i; --a)
        std::swap(all[a], all[i + next_random() % (a - i + 1)]);
    }
    std::reverse(all.begin(), all.end());
    nodes[id].untried = std::move(all);
    nodes[id].expanded = true;
  }

  int allowed_children(const Node& n) const {
    return 2 + static_cast<int>(1.5 * std::sqrt(static_cast<double>(n.visits)));
  }

  int select(const Node& n) const {
    int best = -1;
    double best_value = -1e300, log_n = std::log(static_cast<double>(n.visits) + 1);
    for (int c : n.children) {
      const Node& ch = nodes[c];
      if (ch.proof > 0) continue;  // won for the opponent
      double v = ch.visits ? ch.score / ch.visits + 0.6 * std::sqrt(log_n / ch.visits) : 1e9;
      if (v > best_value) best_value = v, best = c;
    }
    return best;
  }

  void iterate() {
    std::vector<int> path{0};
    Set b = root_board;
    int result = 0;  // 1 when the player to move at the last node of the path wins
    for (int cur = 0;;) {
      if (nodes[cur].proof) {
        result = nodes[cur].proof > 0;
        break;
      }
      if (!nodes[cur].expanded) expand(cur, b);
      int next = select(nodes[cur]);
      const Node& n = nodes[cur];
      if (!n.untried.empty() &&
          (next < 0 || static_cast<int>(n.children.size()) < allowed_children(n) || cur == 0)) {
        Box m = nodes[cur].untried.back();
        nodes[cur].untried.pop_back();
        take(b, m);
        int id = static_cast<int>(nodes.size());
        nodes.emplace_back();
        nodes[id].move = m;
        nodes[cur].children.push_back(id);
        path.push_back(id);
        int v = exact(b, cells(b));
        if (v >= 0) {
          nodes[id].proof = v ? 1 : -1;
          result = v != 0;
        } else {
          result = playout(b);
        }
        break;
      }
      if (next < 0) {  // every move proven won for the opponent
        nodes[cur].proof = nodes[cur].complete ? -1 : 0;
        result = 0;
        break;
      }
      take(b, nodes[next].move);
      path.push_back(next);
      cur = next;
    }
    for (int i = static_cast<int>(path.size()) - 1; i >= 0; --i) {
      Node& n = nodes[path[i]];
      ++n.visits;
      n.score += 1 - result;
      if (!n.proof && i + 1 < static_cast<int>(path.size())) {
        const Node& child = nodes[path[i + 1]];
        if (child.proof < 0) {
          n.proof = 1;
        } else if (child.proof > 0 && n.complete && n.untried.empty()) {
          bool all = true;
          for (int c : n.children) all &= nodes[c].proof > 0;
          if (all) n.proof = -1;
        }
      }
      result = 1 - result;
    }
    ++iterations;
  }

  // The root's candidates: every box of the largest sizes (at least 48 boxes) and a sample of
  // the rest, when there are more than 120.
  void expand_root(std::vector<Box> all) {
    Node& root = nodes[0];
    if (all.size() > 120) {
      std::size_t keep = 48;
      while (keep < all.size() && all[keep].k == all[keep - 1].k) ++keep;
      std::vector<Box> cand(all.begin(), all.begin() + keep);
      for (std::size_t i = keep; i < all.size(); ++i)  // a reservoir of 48 of the others
        if (cand.size() < keep + 48) {
          cand.push_back(all[i]);
        } else {
          std::size_t j = next_random() % (i - keep + 1);
          if (j < 48) cand[keep + j] = all[i];
        }
      all = cand;
      root.complete = false;
    }
    std::reverse(all.begin(), all.end());
    root.untried = std::move(all);
    root.expanded = true;
  }

  Box best_move() const {
    const Node& root = nodes[0];
    int best = -1;
    for (int c : root.children)
      if (nodes[c].proof < 0) return nodes[c].move;
    for (int pass = 0; pass < 2 && best < 0; ++pass)
      for (int c : root.children) {
        if (pass == 0 && nodes[c].proof > 0) continue;
        if (best < 0 || nodes[c].visits > nodes[best].visits) best = c;
      }
    return nodes[best].move;
  }
};

// One spot of the largest region (else any spot): the most play left to a lost player.
Box stalling_move(const Set& board) {
  std::vector<Set> parts(kMaxRegions);
  int n = 0;
  split(board, parts.data(), n);
  Set where = board;
  int most = 0;
  for (int i = 0; i < n; ++i)
    if (cells(parts[i]) > most) most = cells(parts[i]), where = parts[i];
  for (int y = 0; y < H; ++y)
    if (where.r[y]) return {std::int8_t(__builtin_ctz(where.r[y])), std::int8_t(y), 1};
  return {0, 0, 1};
}

// The wall clock's stop: the budget less a sixteenth, or up to three budgets while that stays
// within 797 ms, so that a short budget is CPU time on a loaded machine too and a move within the
// default budget still leaves the referee's second room for the process to start and exit.
int wall_limit_ms(int budget_ms) {
  return std::max(budget_ms - budget_ms / 16, std::min(3 * budget_ms, 797));
}

// The loops over every root move mostly meet regions already known, where the solver never reads
// the clock: they read it themselves.
void check_clock(const Solver& sv, std::size_t i) {
  if ((i & 15) == 15 && sv.out_of_time()) throw OutOfTime{};
}

Box choose(const Set& board, Solver& sv, Cpu::time_point cpu_start, Wall::time_point wall_start,
           int budget_ms) {
  sv.cpu_deadline = cpu_start + std::chrono::milliseconds(budget_ms);
  sv.wall_deadline = wall_start + std::chrono::milliseconds(wall_limit_ms(budget_ms));
  std::vector<Box> all;
  legal_boxes(board, all);
  // 1. The mirror.
  for (const Box& b : all) {
    Set t = board;
    take(t, b);
    if (mirror_lost(t)) return b;
  }
  // 2. The whole position solved, with up to 40% of the budget.
  const int n = cells(board);
  auto cpu_deadline = sv.cpu_deadline;
  auto wall_deadline = sv.wall_deadline;
  sv.cpu_deadline = cpu_start + std::chrono::milliseconds(budget_ms * 2 / 5);
  sv.wall_deadline =
      std::min(wall_deadline, Wall::now() + std::chrono::milliseconds(budget_ms / 2));
  try {
    int v = n <= kSolveSpots ? sv.value(board, kRootRegionLimit, 1L << 40) : -1;
    if (v == 0) return stalling_move(board);
    if (v > 0)
      for (std::size_t i = 0; i < all.size(); ++i) {  // largest first
        Set t = board;
        take(t, all[i]);
        if (sv.value(t, kRootRegionLimit, 1L << 40) == 0) return all[i];
        check_clock(sv, i);
      }
  } catch (const OutOfTime&) {
  }
  sv.cpu_deadline = cpu_deadline, sv.wall_deadline = wall_deadline;
  // 3. A box after which the position is solved and zero wins at once (30% of the budget).
  sv.cpu_deadline =
      std::min(cpu_deadline, Cpu::now() + std::chrono::milliseconds(budget_ms * 3 / 10));
  sv.wall_deadline =
      std::min(wall_deadline, Wall::now() + std::chrono::milliseconds(budget_ms / 3));
  try {
    if (n <= kSolveSpots + 16 * 16)
      for (std::size_t i = 0; i < all.size(); ++i) {
        Set t = board;
        take(t, all[i]);
        if (cells(t) <= kSolveSpots && sv.value(t, 30, 3000) == 0) return all[i];
        check_clock(sv, i);
      }
  } catch (const OutOfTime&) {
  }
  sv.cpu_deadline = cpu_deadline, sv.wall_deadline = wall_deadline;
  // 4. UCT with the solver.
  Search search(sv, board);
  search.expand_root(all);
  try {
    while (!search.nodes[0].proof) {
      search.iterate();
      if (sv.out_of_time()) break;
    }
  } catch (const OutOfTime&) {
  }
  std::fprintf(stderr,
               "boxing_mcts: %d spots, %ld iterations, %zu nodes, %zu in the memo, %.0f ms\n", n,
               search.iterations, search.nodes.size(), sv.memo.size,
               std::chrono::duration<double, std::milli>(Wall::now() - wall_start).count());
  if (search.nodes[0].children.empty()) return all[0];
  return search.best_move();
}

const char kMagic[8] = {'M', 'C', 'T', 'S', 'M', 'E', 'M', '1'};
constexpr std::uint64_t kMaxSaved = 1500000;

void load(Memo& memo, const std::string& path) {
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return;
  char magic[8];
  std::uint64_t n = 0;
  if (std::fread(magic, 1, 8, f) == 8 && std::equal(magic, magic + 8, kMagic) &&
      std::fread(&n, sizeof n, 1, f) == 1 && n <= kMaxSaved) {
    std::vector<std::uint64_t> keys(n + 1);  // the keys, then their check sum
    std::vector<std::uint8_t> values(n);
    if (std::fread(keys.data(), 8, n + 1, f) == n + 1 && std::fread(values.data(), 1, n, f) == n &&
        std::fgetc(f) == EOF) {
      std::uint64_t sum = n;
      for (std::uint64_t i = 0; i < n; ++i) sum = mix(sum ^ keys[i]) + values[i];
      if (sum == keys[n])
        for (std::uint64_t i = 0; i < n; ++i) memo.insert(keys[i], values[i]);
    }
  }
  std::fclose(f);
}

void save(const Memo& memo, const std::string& path) {
  std::vector<std::uint64_t> keys;
  std::vector<std::uint8_t> values;
  for (std::size_t i = 0; i < memo.keys.size() && keys.size() < kMaxSaved; ++i)
    if (memo.keys[i]) keys.push_back(memo.keys[i]), values.push_back(memo.values[i]);
  std::uint64_t n = keys.size(), sum = n;
  for (std::uint64_t i = 0; i < n; ++i) sum = mix(sum ^ keys[i]) + values[i];
  keys.push_back(sum);
  FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) return;
  std::fwrite(kMagic, 1, 8, f);
  std::fwrite(&n, sizeof n, 1, f);
  std::fwrite(keys.data(), 8, keys.size(), f);
  std::fwrite(values.data(), 1, values.size(), f);
  std::fclose(f);
}

const char kUsage[] = "usage: boxing_mcts MARK < old.arena > new.arena\n";

}  // namespace

int main(int argc, char** argv) {
  const Cpu::time_point cpu_start = Cpu::now();
  const Wall::time_point wall_start = Wall::now();
  if (argc == 2 && std::strcmp(argv[1], "--help") == 0) {
    std::printf(
        "%s"
        "BOXING_MCTS_MOVE_MS: the budget of a move, 1 to 60000 ms of CPU time (default 850).\n"
        "BOXING_MCTS_SEED: the random seed, a whole number (default: from the arena and the "
        "mark).\n",
        kUsage);
    return 0;
  }
  if (argc != 2 || !argv[1][0] || argv[1][1]) {
    std::fprintf(stderr, "%s", kUsage);
    return 2;
  }
  const char mark = argv[1][0];
  if (mark == '-' || mark == 'o' || mark == '/' ||
      !std::isgraph(static_cast<unsigned char>(mark))) {
    std::fprintf(stderr,
                 "boxing_mcts: the mark must be one printable character but '-', 'o', "
                 "'/' and a blank\n");
    return 2;
  }
  int budget_ms = 850;
  if (const char* e = std::getenv("BOXING_MCTS_MOVE_MS")) {
    long long v = 0;
    if (!contest::parse_whole(e, 1, 60000, v)) {
      std::fprintf(stderr,
                   "boxing_mcts: BOXING_MCTS_MOVE_MS must be whole milliseconds, 1 to 60000\n");
      return 2;
    }
    budget_ms = static_cast<int>(v);
  }
  std::uint64_t seed = 0;
  const char* seed_text = std::getenv("BOXING_MCTS_SEED");
  if (seed_text) {
    long long v = 0;
    if (!contest::parse_whole(seed_text, 0, 999999999999999999LL, v)) {
      std::fprintf(stderr, "boxing_mcts: BOXING_MCTS_SEED must be a whole number\n");
      return 2;
    }
    seed = static_cast<std::uint64_t>(v);
  }
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  if (text.size() != (W + 1) * H) {
    std::fprintf(stderr, "boxing_mcts: the arena must be %d bytes, 16 lines of 32 spots; got %zu\n",
                 (W + 1) * H, text.size());
    return 2;
  }
  Set board;
  for (int y = 0; y < H; ++y)
    for (int x = 0; x <= W; ++x) {
      const char c = text[y * (W + 1) + x];
      if ((x == W) != (c == '\n') || c == '\r' || c == '\0') {
        std::fprintf(stderr, "boxing_mcts: line %d of the arena is not 32 spots and a newline\n",
                     y + 1);
        return 2;
      }
      if (c == '-') board.r[y] |= 1u << x;
    }
  if (cells(board) == 0) {  // a full arena goes back unchanged
    std::fwrite(text.data(), 1, text.size(), stdout);
    return 0;
  }
  if (seed_text) {
    rng_state = mix(seed + 0x9e3779b97f4a7c15ULL);
  } else {
    for (char c : text) rng_state = rng_state * 1099511628211ULL + static_cast<unsigned char>(c);
    rng_state = mix(rng_state ^ static_cast<unsigned char>(mark) * 0x9e3779b97f4a7c15ULL);
  }
  if (!rng_state) rng_state = 1;
  Solver sv;
  const std::string path = std::string("/tmp/arena.") + mark;
  load(sv.memo, path);
  const Box b = choose(board, sv, cpu_start, wall_start, budget_ms);
  for (int y = b.y; y < b.y + b.k; ++y)
    for (int x = b.x; x < b.x + b.k; ++x) text[y * (W + 1) + x] = mark;
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
  // The memo only when there is time to write it: a late move forfeits the game.
  if (Wall::now() < wall_start + std::chrono::milliseconds(wall_limit_ms(budget_ms) + 25))
    save(sv.memo, path);
  std::_Exit(0);
}
