// boxing_ab: an alpha-beta sparring partner for the Boxing Match, written from the rules.
//
// The game is impartial and the last mover wins, so a position is a sum of independent games:
// - a vacant spot in no 2x2 square of vacant spots can only be taken alone: a nim heap of 1;
// - the other spots form regions: 2x2 squares chained by overlaps. Every box of side 2 or more is
//   such a chain, so no box spans two regions, and a 1x1 box changes only its own region.
// A region of at most kGrundyCells spots gets its exact Grundy value (memoised per canonical
// shape: translated to the origin, the least of the 8 symmetries; kept between moves in
// /tmp/arena.MARK). By Sprague-Grundy theory the solved regions and the loose spots together are
// worth one nim heap, so the search state is (the spots of the unsolved regions, a heap h):
// - no unsolved spot left: exact, the side to move wins iff h != 0;
// - moves: a box inside the unsolved spots, or the heap lowered to any h' < h (at the root this
//   becomes a real box of the solved part that leaves nim-sum h');
// - two unsolved regions of the same shape cancel (G + G = 0), exactly.
// At the root of an endgame (at most kEndCells unsolved spots) regions up to kEndRegion spots are
// valued too, with half the budget; the node caps of the search double each iteration.
// On top of that: iterative-deepening negamax alpha-beta, a transposition table (Zobrist hash of
// the unsolved spots and the heap), move ordering (TT move, killers, history, big boxes first,
// boxes touching taken spots and walls), candidates limited at interior nodes of wide positions,
// and a hand-tuned leaf evaluation of who moves last (evaluate()).
// On a point-symmetric arena with a centre spot taken, no box can meet its own mirror image: a box
// that leaves such an arena wins by mirroring, and it is played first.
//
// Usage: boxing_ab MARK < old.arena > new.arena. BOXING_AB_MOVE_MS sets the thinking budget in ms
// of CPU time (default 750). The search also stops at a wall-clock deadline since the start of
// main: max(budget + 10, min(2 x budget, 760)) ms, so that a loaded machine neither forfeits a
// move of the default budget (it ends by 760 ms, plus at most 15 ms to turn a heap move into a
// box) nor starves a short one of its CPU time.
// BOXING_AB_DEBUG (set) prints each finished iteration on stderr.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <iterator>
#include <string>
#include <unordered_map>
#include <vector>

#include "arena_bits.h"
#include "common/core/numbers.h"
#include "cpu_clock.h"

namespace {

constexpr int W = 32, H = 16;
constexpr int kGrundyCells = 26;   // the largest region given an exact value
constexpr int kFreeCells = 16;     // regions this small are always solved (no node cap)
constexpr int kRootCap = 60000;    // Grundy nodes for one region at the root
constexpr int kInnerCap = 3000;    // ... and at a search node, doubled each iteration
constexpr int kEndCells = 64;      // at most this many unsolved spots at the root: ...
constexpr int kEndRegion = 48;     // ... regions this large are valued, with half the budget
constexpr int kWideMoves = 14;     // candidate boxes at an interior node of a wide position
constexpr int kMaxSaved = 200000;  // memo entries kept in /tmp/arena.MARK (load time)
constexpr int kWin = 30000, kInf = 32000, kWinBound = kWin - 1000;

using WallClock = std::chrono::steady_clock;

struct Bits {  // bit x of r[y]: a set of spots
  std::uint32_t r[H] = {};
  bool operator==(const Bits& o) const { return std::memcmp(r, o.r, sizeof r) == 0; }
  bool empty() const {
    std::uint32_t a = 0;
    for (std::uint32_t v : r) a |= v;
    return !a;
  }
  int count() const {
    int n = 0;
    for (std::uint32_t v : r) n += __builtin_popcount(v);
    return n;
  }
};

struct Move {  // a box (k >= 1) or, with k == 0, the heap lowered to `heap`
  int x = 0, y = 0, k = 0, heap = -1;
  std::uint16_t pack() const {
    return k ? std::uint16_t((k << 9) | (y << 5) | x) : std::uint16_t(0x8000 | heap);
  }
  static Move unpack(std::uint16_t p) {
    Move m;
    if (p & 0x8000)
      m.heap = p & 0xff;
    else
      m.k = p >> 9, m.y = (p >> 5) & 15, m.x = p & 31;
    return m;
  }
  bool none() const { return k == 0 && heap < 0; }
};

using arena_bits::span;
void take(Bits& s, const Move& m) {
  for (int i = m.y; i < m.y + m.k; ++i) s.r[i] &= ~span(m.x, m.k);
}

// layer[k - 1][y]: the x of every k x k box with its top row y (arena_bits.h).
using arena_bits::box_layers;

// ---------------------------------------------------------------------------------------------
// Regions and Grundy values

struct Region {
  Bits cells;
  int n = 0;
  std::uint64_t key = 0;  // canonical shape, 0 when not computed (too large)
};

// The loose spots' count and the regions of s (squares chained by overlaps: their top-left
// corners 8-connected).
int decompose(const Bits& s, std::vector<Region>& out) {
  Bits q, cover;
  for (int y = 0; y + 1 < H; ++y) {
    std::uint32_t a = s.r[y] & s.r[y + 1];
    q.r[y] = a & (a >> 1);
  }
  for (int y0 = 0; y0 + 1 < H; ++y0)
    while (q.r[y0]) {
      Bits c;
      c.r[y0] = q.r[y0] & (~q.r[y0] + 1);
      for (bool grew = true; grew;) {
        grew = false;
        for (int y = 0; y + 1 < H; ++y) {
          std::uint32_t d = c.r[y] | (c.r[y] << 1) | (c.r[y] >> 1), n = d;
          if (y > 0) n |= c.r[y - 1] | (c.r[y - 1] << 1) | (c.r[y - 1] >> 1);
          if (y + 2 < H) n |= c.r[y + 1] | (c.r[y + 1] << 1) | (c.r[y + 1] >> 1);
          n &= q.r[y];
          if (n != c.r[y]) c.r[y] = n, grew = true;
        }
      }
      Region reg;
      for (int y = 0; y + 1 < H; ++y) {
        q.r[y] &= ~c.r[y];
        std::uint32_t w = c.r[y] | (c.r[y] << 1);
        reg.cells.r[y] |= w, reg.cells.r[y + 1] |= w;
      }
      for (int y = 0; y < H; ++y) cover.r[y] |= reg.cells.r[y];
      reg.n = reg.cells.count();
      out.push_back(reg);
    }
  return s.count() - cover.count();
}

std::uint64_t mix(std::uint64_t z) {
  z ^= z >> 31, z *= 0x9e3779b97f4a7c15ULL, z ^= z >> 29, z *= 0xbf58476d1ce4e5b9ULL;
  return z ^ (z >> 32);
}

// A hash of the shape moved to the origin (no symmetry): a cheap first look-up.
std::uint64_t translated_key(const Bits& s) {
  int lo = 0;
  while (lo < H && !s.r[lo]) ++lo;
  std::uint32_t any = 0;
  for (int y = lo; y < H; ++y) any |= s.r[y];
  const int dx = any ? __builtin_ctz(any) : 0;
  std::uint64_t z = 0x51ed270b27c5a1ULL;
  for (int y = lo; y < H; ++y) z = mix(z ^ (s.r[y] >> dx) ^ (std::uint64_t(y - lo) << 40));
  return z;
}

// The least hash over the 8 symmetries of the shape moved to the origin.
std::uint64_t canonical_key(const Bits& s) {
  std::uint64_t best = ~std::uint64_t(0);
  const bool any =
      arena_bits::for_each_symmetry(s.r, H, [&](const std::uint32_t* rows, int h, int w) {
        std::uint64_t z = mix(std::uint64_t(h) << 8 | std::uint64_t(w));
        for (int y = 0; y < h; ++y) z = mix(z ^ rows[y] ^ (std::uint64_t(y) << 40));
        best = std::min(best, z | 2);  // never 0 or 1
      });
  return any ? best : 1;
}

struct Abort {};

struct Clocks {
  CpuClock::time_point cpu_deadline;
  WallClock::time_point wall_deadline;
  long checks = 0;
  bool stopped = false;
  bool out_of_time() {
    if (stopped) return true;
    if ((++checks & 15) == 0 &&
        (CpuClock::now() > cpu_deadline || WallClock::now() > wall_deadline))
      stopped = true;
    return stopped;
  }
};

struct Grundy {
  std::unordered_map<std::uint64_t, std::uint8_t> memo;
  std::unordered_map<std::uint64_t, long> hard;  // region -> the node cap it has exceeded
  Clocks* clocks = nullptr;
  long nodes = 0, cap_at = 0;

  int lookup(std::uint64_t key) const {
    auto it = memo.find(key);
    return it == memo.end() ? -1 : it->second;
  }
  std::unordered_map<std::uint64_t, std::uint8_t> seen_as;  // translated_key -> value
  std::vector<std::vector<Region>> scratch = std::vector<std::vector<Region>>(300);
  int level = 0;

  // The value of a region met inside another: the translated shape first, then the canonical one.
  int sub_value(const Bits& c) {
    const std::uint64_t tk = translated_key(c);
    auto it = seen_as.find(tk);
    if (it != seen_as.end()) return it->second;
    const int g = compute(c, canonical_key(c));
    seen_as[tk] = static_cast<std::uint8_t>(g);
    return g;
  }
  int compute(const Bits& c, std::uint64_t key) {
    int known = lookup(key);
    if (known >= 0) return known;
    if (++nodes > cap_at || clocks->out_of_time()) throw Abort{};
    std::uint32_t layer[16][H];
    const int kmax = box_layers(c.r, H, layer);
    bool seen[256] = {};
    std::vector<Region>& parts = scratch[level];
    struct Level {  // one scratch list a depth of recursion
      int& l;
      ~Level() { --l; }
    } up{++level};
    for (int k = kmax; k >= 1; --k)
      for (int y = 0; y + k <= H; ++y)
        for (std::uint32_t b = layer[k - 1][y]; b; b &= b - 1) {
          Bits t = c;
          take(t, {__builtin_ctz(b), y, k});
          parts.clear();
          int g = decompose(t, parts) & 1;
          for (std::size_t i = 0; i < parts.size(); ++i) g ^= sub_value(parts[i].cells);
          seen[g & 255] = true;
        }
    int g = 0;
    while (seen[g]) ++g;
    memo[key] = static_cast<std::uint8_t>(g);
    return g;
  }
  // The value of region r (its key filled in), or -1 when it is too large or over the node cap.
  int value(Region& r, long cap, int max_cells = kGrundyCells) {
    if (r.n > max_cells) return -1;
    const std::uint64_t tk = translated_key(r.cells);
    auto seen = seen_as.find(tk);
    if (seen != seen_as.end()) return seen->second;
    if (!r.key) r.key = canonical_key(r.cells);
    int known = lookup(r.key);
    if (known >= 0) return seen_as[tk] = static_cast<std::uint8_t>(known);
    const bool free = r.n <= kFreeCells;
    auto h = hard.find(r.key);
    if (!free && h != hard.end() && h->second >= cap) return -1;
    const long saved_cap = cap_at;
    cap_at = free ? (1L << 62) : nodes + cap;
    try {
      int g = compute(r.cells, r.key);
      cap_at = saved_cap;
      seen_as[tk] = static_cast<std::uint8_t>(g);
      return g;
    } catch (const Abort&) {
      cap_at = saved_cap;
      if (clocks->stopped) throw;
      hard[r.key] = cap;
      return -1;
    }
  }
};

// ---------------------------------------------------------------------------------------------
// The search state: the unsolved spots and the heap worth everything else

struct State {
  Bits open;     // spots of the unsolved regions
  int heap = 0;  // nim-sum of the loose spots and the solved regions
};

// Folds the solved regions of `spots` into the heap; unsolved regions of the same shape cancel in
// pairs. Throws Abort when the clock runs out.
State analyse(const Bits& spots, int heap, Grundy& gr, long cap, bool cancel,
              int max_cells = kGrundyCells) {
  std::vector<Region> regs;
  State st;
  st.heap = heap ^ (decompose(spots, regs) & 1);
  std::vector<Region*> unsolved;
  for (Region& r : regs) {
    int g = gr.value(r, cap, max_cells);
    if (g >= 0)
      st.heap ^= g;
    else
      unsolved.push_back(&r);
  }
  if (cancel && unsolved.size() > 1)
    for (Region* r : unsolved)
      if (!r->key) r->key = canonical_key(r->cells);
  for (std::size_t i = 0; i < unsolved.size(); ++i) {
    Region* r = unsolved[i];
    if (!r) continue;
    if (cancel && r->key)
      for (std::size_t j = i + 1; j < unsolved.size(); ++j)
        if (unsolved[j] && unsolved[j]->key == r->key) {
          unsolved[j] = nullptr, r = nullptr;
          break;
        }
    if (r)
      for (int y = 0; y < H; ++y) st.open.r[y] |= r->cells.r[y];
  }
  return st;
}

std::uint64_t zobrist_cell[H][W], zobrist_heap[256];
void init_zobrist() {
  std::uint64_t z = 0x2545F4914F6CDD1DULL;
  auto next = [&] { return z = mix(z + 0x9e3779b97f4a7c15ULL); };
  for (auto& row : zobrist_cell)
    for (auto& v : row) v = next();
  for (auto& v : zobrist_heap) v = next();
}
std::uint64_t hash_of(const State& st) {
  std::uint64_t h = zobrist_heap[st.heap & 255];
  for (int y = 0; y < H; ++y)
    for (std::uint32_t b = st.open.r[y]; b; b &= b - 1) h ^= zobrist_cell[y][__builtin_ctz(b)];
  return h;
}

// Leaf evaluation for the side to move, in [-kWinBound / 4, kWinBound / 4]: an estimate of who
// moves last, hand-tuned rather than fitted.
// - A nonzero heap is a tempo in hand: the mover can zero it or keep it to answer later (+).
// - Where the unsolved spots hold few 2x2 squares, they behave like loose spots: the parity of
//   the spots (plus the heap's) then tells who moves last; weighted by how fragmented they are.
// - Each unsolved region adds doubt (values of large regions are rarely 0 alone, but a sum of
//   several often is): the terms shrink as regions are added.
int evaluate(const State& st) {
  int n = st.open.count(), squares = 0;
  for (int y = 0; y + 1 < H; ++y) {
    std::uint32_t a = st.open.r[y] & st.open.r[y + 1];
    squares += __builtin_popcount(a & (a >> 1));
  }
  std::vector<Region> regs;
  decompose(st.open, regs);
  const int regions = std::max<int>(1, static_cast<int>(regs.size()));
  const double fragmented = 1.0 - std::min(1.0, squares / (0.5 * n + 1.0));
  const int parity = ((n + (st.heap != 0)) & 1) ? 1 : -1;
  double e = (st.heap != 0 ? 60.0 : -20.0) + 120.0 * fragmented * parity;
  e /= 1.0 + 0.25 * (regions - 1);
  return static_cast<int>(e);
}

// ---------------------------------------------------------------------------------------------
// The search

struct TTEntry {  // all zero: empty
  std::uint64_t key;
  std::int16_t score;
  std::int8_t depth;
  std::uint8_t bound;  // 1 upper, 2 lower, 3 exact
  std::uint16_t move;
};
constexpr std::size_t kTTSize = 1 << 19;

struct Search {
  Grundy gr;
  Clocks clocks;
  // calloc: the pages are zeroed by the system when first touched, not all at start (a vector
  // writing 8 MB cost a short move a good part of its budget).
  TTEntry* tt = static_cast<TTEntry*>(std::calloc(kTTSize, sizeof(TTEntry)));
  std::uint16_t killers[64][2] = {};
  std::vector<int> history = std::vector<int>(1 << 16, 0);
  long nodes = 0;
  long inner_cap = kInnerCap;  // Grundy nodes a region may take at a search node

  static int to_tt(int s, int ply) {
    return s > kWinBound ? s + ply : s < -kWinBound ? s - ply : s;
  }
  static int from_tt(int s, int ply) {
    return s > kWinBound ? s - ply : s < -kWinBound ? s + ply : s;
  }

  // The child of st after m; exact children come back with an empty open set.
  State play(const State& st, const Move& m, long cap) {
    if (!m.k) return State{st.open, m.heap};
    Bits t = st.open;
    take(t, m);
    return analyse(t, st.heap, gr, cap, true);
  }

  // The moves of st in the order they are tried; `limit` boxes at most (0: all).
  std::vector<Move> moves(const State& st, std::uint16_t tt_move, int ply, int limit) {
    std::uint32_t layer[16][H];
    const int kmax = box_layers(st.open.r, H, layer);
    struct Scored {
      Move m;
      long score;
    };
    std::vector<Scored> list;
    for (int k = kmax; k >= 1; --k) {
      for (int y = 0; y + k <= H; ++y)
        for (std::uint32_t b = layer[k - 1][y]; b; b &= b - 1) {
          Move m{__builtin_ctz(b), y, k};
          // Contact with taken spots and walls: such boxes leave compact regions behind.
          int contact = 0;
          if (limit) {
            contact += y == 0 ? k : __builtin_popcount(~st.open.r[y - 1] & span(m.x, k));
            contact += y + k == H ? k : __builtin_popcount(~st.open.r[y + k] & span(m.x, k));
            for (int i = y; i < y + k; ++i) {
              contact += m.x == 0 || !((st.open.r[i] >> (m.x - 1)) & 1);
              contact += m.x + k == W || !((st.open.r[i] >> (m.x + k)) & 1);
            }
          }
          long s = 1000L * k + 8L * contact + history[m.pack()];
          std::uint16_t p = m.pack();
          if (p == tt_move)
            s += 1L << 40;
          else if (ply < 64 && (p == killers[ply][0] || p == killers[ply][1]))
            s += 1L << 36;
          list.push_back({m, s});
        }
      if (limit && list.size() >= 400) break;  // enough large boxes to choose from
    }
    for (int h = st.heap - 1; h >= 0; --h) {  // heap moves: a tempo change, cheap to try
      Move m;
      m.heap = h;
      long s = 500L + h + (m.pack() == tt_move ? 1L << 40 : 0);
      list.push_back({m, s});
    }
    std::stable_sort(list.begin(), list.end(),
                     [](const Scored& a, const Scored& b) { return a.score > b.score; });
    std::vector<Move> out;
    int boxes = 0;
    for (const Scored& s : list) {
      if (s.m.k && limit && boxes >= limit) continue;
      boxes += s.m.k != 0;
      out.push_back(s.m);
    }
    return out;
  }

  int negamax(const State& st, int depth, int alpha, int beta, int ply) {
    // Step 1. Out of time: unwind.
    ++nodes;
    if (clocks.out_of_time()) throw Abort{};

    // Step 2. Exact position: every region solved.
    if (st.open.empty()) return st.heap ? kWin - ply : -(kWin - ply);

    // Step 3. Transposition table.
    const std::uint64_t key = hash_of(st);
    TTEntry& e = tt[key & (kTTSize - 1)];
    std::uint16_t tt_move = 0;
    if (e.key == key) {
      tt_move = e.move;
      int s = from_tt(e.score, ply);
      if (e.depth >= depth &&
          (e.bound == 3 || (e.bound == 2 && s >= beta) || (e.bound == 1 && s <= alpha)))
        return s;
    }

    // Step 4. Leaf: the evaluation.
    if (depth <= 0) return evaluate(st);

    // Step 5. Moves: full width near the end, the best candidates of a wide position.
    const int open = st.open.count();
    const int limit = open > 48 ? kWideMoves : 0;
    std::vector<Move> list = moves(st, tt_move, ply, limit);

    // Step 6. Search each child.
    const int alpha0 = alpha;
    int best = -kInf;
    std::uint16_t best_move = 0;
    for (const Move& m : list) {
      State child = play(st, m, inner_cap);
      int s = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
      if (s > best) best = s, best_move = m.pack();
      if (s > alpha) alpha = s;
      if (alpha >= beta) {
        // Step 7. A cutoff: remember the move that caused it.
        if (m.k && ply < 64 && killers[ply][0] != m.pack())
          killers[ply][1] = killers[ply][0], killers[ply][0] = m.pack();
        if (m.k) history[m.pack()] += depth * depth;
        break;
      }
    }

    // A limited node whose candidates all lose is not proven lost: the other boxes may hold the
    // answer. Only full-width nodes give mate scores, so every mate score is a proof.
    if (limit && best < -kWinBound) best = -kWinBound / 8;

    // Step 8. Store the result.
    e.key = key;
    e.score = static_cast<std::int16_t>(to_tt(best, ply));
    e.depth = static_cast<std::int8_t>(std::min(depth, 127));
    e.bound = best >= beta ? 2 : best > alpha0 ? 3 : 1;
    e.move = best_move;
    return best;
  }
};

// A box of the solved part (vacant spots outside `open`) after which its nim-sum is `target`:
// the largest one. Every sub-region met here was valued when its region was.
Move heap_to_box(const Bits& vacant, const Bits& open, int target, Grundy& gr) {
  Bits solved;
  for (int y = 0; y < H; ++y) solved.r[y] = vacant.r[y] & ~open.r[y];
  std::uint32_t layer[16][H];
  const int kmax = box_layers(solved.r, H, layer);
  Move fallback{-1, 0, 0};
  for (int k = kmax; k >= 1; --k)
    for (int y = 0; y + k <= H; ++y)
      for (std::uint32_t b = layer[k - 1][y]; b; b &= b - 1) {
        Move m{__builtin_ctz(b), y, k};
        if (fallback.x < 0) fallback = m;
        Bits t = solved;
        take(t, m);
        std::vector<Region> regs;
        int g = decompose(t, regs) & 1;
        bool known = true;
        for (Region& r : regs) {
          r.key = canonical_key(r.cells);
          int v = gr.lookup(r.key);
          if (v < 0) {  // a shape the saved memo dropped: value it now, briefly past the budget
            gr.clocks->stopped = false;
            gr.clocks->cpu_deadline = CpuClock::now() + std::chrono::milliseconds(15);
            gr.clocks->wall_deadline = WallClock::now() + std::chrono::milliseconds(15);
            try {
              v = gr.value(r, kRootCap);
            } catch (const Abort&) {
            }
          }
          if (v < 0) known = false;
          g ^= v;
        }
        if (known && g == target) return m;
      }
  return fallback;
}

bool mirror_lost(const Bits& s) { return arena_bits::mirror_lost(s.r); }

Move choose(const Bits& board, Search& sr) {
  std::uint32_t layer[16][H];
  const int kmax = box_layers(board.r, H, layer);
  std::vector<Move> all;
  for (int k = kmax; k >= 1; --k)
    for (int y = 0; y + k <= H; ++y)
      for (std::uint32_t b = layer[k - 1][y]; b; b &= b - 1)
        all.push_back({__builtin_ctz(b), y, k});

  // 1. The mirror: a box that leaves the arena point-symmetric with no box across the centre.
  if (!mirror_lost(board))
    for (const Move& m : all) {
      Bits t = board;
      take(t, m);
      if (mirror_lost(t)) return m;
    }

  // 2. The root state. Regions are not cancelled here: every root move must be a real box.
  State root;
  try {
    root = analyse(board, 0, sr.gr, kRootCap, false);
  } catch (const Abort&) {
    return all.front();  // out of time already: the largest box
  }

  // 3. A small endgame: its larger regions valued too, within half the budget (a region whose
  // value is not found in time is left to the search).
  if (!root.open.empty() && root.open.count() <= kEndCells) {
    Clocks saved = sr.clocks;
    const auto cpu_now = CpuClock::now();
    const auto wall_now = WallClock::now();
    sr.clocks.cpu_deadline = cpu_now + (saved.cpu_deadline - cpu_now) / 2;
    sr.clocks.wall_deadline = wall_now + (saved.wall_deadline - wall_now) / 2;
    try {
      root = analyse(board, 0, sr.gr, 1L << 40, false, kEndRegion);
    } catch (const Abort&) {
    }
    sr.clocks = saved;
    sr.clocks.stopped = false;
  }

  // 4. Solved: a move to nim-sum zero, else (lost) one spot, which keeps the most play.
  if (root.open.empty()) {
    if (!root.heap) return all.back();
    return heap_to_box(board, root.open, 0, sr.gr);
  }

  // 5. Iterative deepening over every root move; the best one is searched first next time.
  std::vector<Move> list = sr.moves(root, 0, 0, 0);
  std::vector<Move> best_list = list;
  Move best = list.front();
  for (int depth = 1; depth < 64; ++depth) {
    sr.inner_cap = kInnerCap << std::min(depth - 1, 6);  // regions found hard get another try
    int alpha = -kInf, score = -kInf;
    Move iter_best;
    std::vector<std::pair<int, Move>> scored;
    try {
      for (const Move& m : list) {
        State child = sr.play(root, m, sr.inner_cap);
        int s = -sr.negamax(child, depth - 1, -kInf, -alpha, 1);
        scored.push_back({s, m});
        if (s > score) score = s, iter_best = m;
        if (s > alpha) alpha = s;
        if (s > kWinBound) break;  // a proven win: no need to look further
      }
    } catch (const Abort&) {
      if (score > kWinBound) best = iter_best;  // a win found in the unfinished iteration
      break;
    }
    best = iter_best;
    if (std::getenv("BOXING_AB_DEBUG"))
      std::fprintf(
          stderr, "depth %d score %d nodes %ld grundy %ld cpu %.0f ms\n", depth, score, sr.nodes,
          sr.gr.nodes,
          std::chrono::duration<double, std::milli>(CpuClock::now().time_since_epoch()).count());
    if (score > kWinBound || score < -kWinBound) break;  // proven either way
    std::stable_sort(scored.begin(), scored.end(),
                     [](const std::pair<int, Move>& a, const std::pair<int, Move>& b) {
                       return a.first > b.first;
                     });
    for (std::size_t i = 0; i < scored.size(); ++i) list[i] = scored[i].second;
  }
  if (best.k) return best;
  return heap_to_box(board, root.open, best.heap, sr.gr);
}

const char kMagic[8] = {'A', 'B', 'M', 'E', 'M', 'O', '0', '1'};

void load(Grundy& gr, const std::string& path) {
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return;
  char magic[8];
  std::uint64_t n = 0;
  if (std::fread(magic, 1, 8, f) == 8 && std::equal(magic, magic + 8, kMagic) &&
      std::fread(&n, sizeof n, 1, f) == 1 && n <= kMaxSaved) {
    std::vector<unsigned char> buf(n * 9);
    if (std::fread(buf.data(), 1, buf.size(), f) == buf.size()) {
      gr.memo.reserve(n * 2);
      for (std::uint64_t i = 0; i < n; ++i) {
        std::uint64_t k;
        std::memcpy(&k, buf.data() + i * 9, 8);
        gr.memo[k] = buf[i * 9 + 8];
      }
    }
  }
  std::fclose(f);
}

void save(const Grundy& gr, const std::string& path) {
  FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) return;
  std::uint64_t n = std::min<std::uint64_t>(gr.memo.size(), kMaxSaved);
  std::vector<unsigned char> buf(16 + n * 9);
  std::memcpy(buf.data(), kMagic, 8);
  std::memcpy(buf.data() + 8, &n, 8);
  std::uint64_t i = 0;
  for (const auto& e : gr.memo) {
    if (i == n) break;
    std::memcpy(buf.data() + 16 + i * 9, &e.first, 8);
    buf[16 + i * 9 + 8] = e.second;
    ++i;
  }
  std::fwrite(buf.data(), 1, buf.size(), f);
  std::fclose(f);
}

}  // namespace

int main(int argc, char** argv) {
  const WallClock::time_point wall_start = WallClock::now();
  const CpuClock::time_point cpu_start = CpuClock::now();
  const char* usage =
      "usage: boxing_ab MARK < old.arena > new.arena\n"
      "MARK: one character, not '-', 'o', '/' or a blank. BOXING_AB_MOVE_MS: the thinking budget\n"
      "of a move, 1 to 60000 ms of CPU time (default 750); the search also stops at\n"
      "max(budget + 10, min(2 x budget, 760)) ms of wall clock.\n";
  if (argc == 2 && std::strcmp(argv[1], "--help") == 0) return std::fputs(usage, stdout) < 0;
  if (argc != 2 || !argv[1][0] || argv[1][1] || std::strchr("-o/ \t\n", argv[1][0])) {
    if (argc >= 2) std::fprintf(stderr, "boxing_ab: not a mark: '%s'\n", argv[1]);
    std::fputs(usage, stderr);
    return 2;
  }
  const char mark = argv[1][0];
  long long ms = 750;  // 850 timed out once on a machine loaded six times over
  if (const char* e = std::getenv("BOXING_AB_MOVE_MS")) {
    // Whole milliseconds by the tools' one rule: a typo must not pass for the default.
    if (!contest::parse_whole(e, 1, 60000, ms)) {
      std::fprintf(stderr, "boxing_ab: BOXING_AB_MOVE_MS must be whole milliseconds, 1 to 60000\n");
      return 2;
    }
  }
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  Bits board;
  bool ok = text.size() == 528;
  for (int y = 0; ok && y < H; ++y) {
    ok = text[y * 33 + 32] == '\n';
    for (int x = 0; ok && x < W; ++x) {
      const char c = text[y * 33 + x];
      ok = c != '\n' && c != '\r' && c != '\0';
      if (c == '-') board.r[y] |= 1u << x;
    }
  }
  if (!ok) {
    std::fprintf(stderr, "boxing_ab: the arena must be 16 lines of 32 spots and a newline each\n");
    return 2;
  }
  if (board.empty()) {  // a full arena is copied back unchanged
    std::fwrite(text.data(), 1, text.size(), stdout);
    return 0;
  }
  init_zobrist();
  Search sr;
  if (!sr.tt) {
    std::fprintf(stderr, "boxing_ab: no memory for the transposition table\n");
    return 2;
  }
  sr.gr.clocks = &sr.clocks;
  sr.clocks.cpu_deadline = cpu_start + std::chrono::milliseconds(ms);
  sr.clocks.wall_deadline =
      wall_start + std::chrono::milliseconds(std::max(ms + 10, std::min(2 * ms, 760LL)));
  const std::string path = std::string("/tmp/arena.") + mark;
  load(sr.gr, path);
  const Move m = choose(board, sr);
  for (int y = m.y; y < m.y + m.k; ++y)
    for (int x = m.x; x < m.x + m.k; ++x) text[y * 33 + x] = mark;
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
  if (std::getenv("BOXING_AB_DEBUG"))
    std::fprintf(stderr, "written at %.0f ms of wall clock\n",
                 std::chrono::duration<double, std::milli>(WallClock::now() - wall_start).count());
  // The memo for the next move, unless writing it could take the move past the referee's second.
  if (WallClock::now() - wall_start < std::chrono::milliseconds(std::max(770LL, ms + 20)))
    save(sr.gr, path);
  std::_Exit(0);
}
