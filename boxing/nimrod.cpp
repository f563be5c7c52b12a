// Nimrod: an entry for "The Boxing Match", the January 1994 Programmer Of The Month contest.
//
// Build: g++ -std=c++17 -O0 nimrod.cpp -o a.out
// Run:   a.out MARK < old.arena > new.arena     (one move: one k x k box of MARK)
//        a.out --bench                           (fixed positions, fixed node budget: node count)
// BOXING_MOVE_MS sets the thinking budget per move in whole milliseconds, 1 to 60000 (default
// 800; the contest allows 1 s); any other value is an error, never a silent default.
// Between its moves of a game Nimrod keeps the values it has solved in /tmp/arena.MARK, the one
// file the rules allow (a file it did not write, or a damaged one, is ignored).
//
// The game is impartial and the last mover wins, so Sprague-Grundy theory applies: the vacant
// spots split into independent games (spots in no 2x2 square, each a nim heap of one, and
// regions of overlapping 2x2 squares), and a position is lost for the player to move exactly
// when the XOR of their Grundy values is zero. Nimrod computes
// those values exactly (memoised per region shape, up to the eight symmetries of the square)
// and searches sums of regions. First it looks for a move that leaves the arena symmetric with no
// box able to cross the mirror (then copying the opponent wins). Then it tries to prove its moves
// won or lost by a proof-number search over all of them, which goes where a proof is cheapest,
// so that a cheap win is not stuck behind a costly proof (ties go to the larger box, since the
// winner's score is the number of its marks); with a clock the moves are dealt to two such
// searches, one on each of the machine's two cores. When the budget runs out first, it plays the
// smallest box among the moves not proven to lose, so that the game stays where the next move's
// proofs may succeed. In the opening, too large for proofs, it plays the largest compact box
// (unless the file knows that it loses) and spends the time on the proofs where that line leads,
// so that the middle game starts with their values in the file.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

// Inlined even at -O0, where the entry runs: a call costs more than these small bodies. A lambda
// called per box or per region takes INLINED after its parameters.
#define INLINED __attribute__((always_inline))
#define INLINE INLINED inline

namespace nimrod {

// 64 and 32 bits (u64 printed with %llu).
using u64 = unsigned long long;
using u32 = unsigned;
using Clock = std::chrono::steady_clock;
using std::string;
using std::vector;

// ---------------------------------------------------------------------------------------------
// Rules and board
// ---------------------------------------------------------------------------------------------

constexpr int kWidth = 32, kHeight = 16, kMaxBox = 16, kArenaBytes = kHeight * (kWidth + 1);
// A region turned on its side can be 32 rows tall; regions hold 4 spots or more.
constexpr int kMaxRows = 32, kMaxRegions = kWidth * kHeight / 4;

// A set of vacant spots: bit x of r[y] is spot (x, y), and the rows from h on are empty. Board
// positions use h == 16; region shapes use their own height (up to 32 after a transpose).
struct Shape {
  int h = 0;
  u32 r[kMaxRows] = {};
};

struct Move {
  int x = 0, y = 0, k = 0;
};

// The number of spots, two rows a count (a call at -O0): a row from h on is empty.
int cells(const Shape& s) {
  int n = 0;
  for (const u32 *r = s.r, *end = r + s.h; r < end; r += 2)
    n += __builtin_popcountll(r[0] | u64(r[1]) << 32);
  return n;
}

// The columns that hold a spot in some row, two rows a step.
u32 columns(const Shape& s) {
  u32 any = 0;
  for (const u32 *r = s.r, *end = r + s.h; r < end; r += 2) any |= r[0] | r[1];
  return any;
}

// The columns from 0 to the last that holds a spot (at least one): 32 less the zeros above the top
// one (bsr, one instruction even at -O0).
INLINE int width(u32 c) { return 32 - __builtin_clz(c | 1); }

// Index of the lowest set bit, 31 for none (one instruction, tzcnt, even at -O0).
INLINE int low_bit(u32 b) { return __builtin_ctz(b | 1u << 31); }

INLINE u32 box_mask(int x, int k) { return u32(((u64{1} << k) - 1) << x); }

// The spots left when the box m is taken.
INLINE Shape without_box(const Shape& s, const Move& m) {
  Shape left = s;  // one copy (returned in place), not two as for a parameter by value
  u32 keep = ~box_mask(m.x, m.k);
  for (long y = m.y, end = y + m.k; y < end; ++y) left.r[y] &= keep;
  return left;
}

// Calls f(move) for every legal box, largest first, until f returns true. A k x k box at (x, y) is
// the union of the four (k-1) boxes at (x, y), (x+1, y), (x, y+1) and (x+1, y+1), so each size's
// set of corners follows from the previous one with three ANDs per row.
// The layers live on the stack: f may search deeper and enumerate boxes of other shapes.
template <typename F>
void for_each_box(const Shape& s, F f) {
  u32 layer[kMaxBox + 1][kMaxRows];
  int k = 2;  // ends one past the largest size that has a box
  memcpy(layer[1], s.r, sizeof s.r);
  for (; k <= kMaxBox && k <= s.h; ++k) {
    u32 any = 0;
    for (int y = 0; y + k <= s.h; ++y) {
      u32 a = layer[k - 1][y] & layer[k - 1][y + 1];
      any |= layer[k][y] = a & a >> 1;
    }
    if (!any) break;
  }
  while (--k >= 1)
    for (int y = 0; y + k <= s.h; ++y)
      for (u32 b = layer[k][y]; b; b &= b - 1)
        if (f(Move{low_bit(b), y, k})) return;
}

// Extends seed spots c along the runs of row m in both directions. Upward in one subtraction: with
// the spots off m (and the bits above 32) set, taking 2c borrows from each seed up to the end of
// its run. Downward by doubling (Kogge-Stone, unrolled: the entry runs at -O0); runs within the
// low 8 bits are done after three doublings.
INLINE u32 fill_runs(u32 c, u32 m) {
  if (!(m & (m + (m & (0 - m))))) return m;  // one run (the usual case): all of it
  u64 o = ~u64{m} | c;
  u32 down = m;
  c |= u32(o ^ (o - (u64{c} << 1))) & m;
  c |= down & c >> 1, down &= down >> 1;
  c |= down & c >> 2, down &= down >> 2;
  c |= down & c >> 4, down &= down >> 4;
  if (m >> 8) c |= down & c >> 8, down &= down >> 8, c |= down & c >> 16;
  return c;
}

// Splits a set of spots into independent games. A box of side 2 or more is a union of
// overlapping 2x2 squares, so a spot that lies in no 2x2 square of vacant spots can only ever be
// taken alone: each such loose spot is a nim heap of size 1, and together they count by their
// parity. The other spots form regions of 2x2 squares chained by overlaps (corners at most one
// step apart, diagonals included); no box reaches across two of them. Calls f(region) for each
// region (its spots, moved to the origin unless origin is false), top first, and returns the
// parity of the loose spots.
// A region grows from its first corner (the top left corner of a square) by sweeps down and up
// by turns, so that growth runs both ways in every round. Corners in one row are joined by
// fill_runs; those of the rows above and below reach one step aside. A down sweep notes the rows
// above that a row's growth reaches again (each row saw the one above it final), and the up
// sweep starts at the lowest of them; a down sweep starts next to the last row the up sweep grew.
// The rows above y0 have no corners left.
template <typename F>
int for_each_region(const Shape& s, F f, bool origin = true) {
  // Row i + 1 of these arrays is corner row i; k's rows 0 and h stay empty, so that the growth
  // below needs no bounds checks. rest: corners not yet in a region; k: the region being grown;
  // upper: spot row y - 1; above: its spots that the squares of the row above it cover. Rows are
  // counted in longs: at -O0 an int index costs a sign extension at every access.
  long h = s.h;
  u32 rest[kMaxRows + 2], k[kMaxRows + 2], upper = s.r[0], above = 0, loose = 0;
  k[0] = k[h] = 0;
  for (long y = 1; y < h; ++y) {
    u32 lower = s.r[y], a = upper & lower, c = a & a >> 1, w = c | c << 1;
    rest[y] = c, k[y] = 0;
    loose ^= upper & ~(w | above);  // the parity of a count is that of the XOR
    above = w, upper = lower;
  }
  loose ^= upper & ~above;
  for (long y0 = 1; y0 < h; ++y0)
    while (u32 r = rest[y0]) {
      u32 any = k[y0] = r & ~(r + (r & (0 - r)));  // the lowest corner's run: it carries to its end
      long hi = y0, y = y0 + 1, up, grown;
      for (;;) {
        for (up = 0; y < h && y <= hi + 1; ++y) {
          u32 m = k[y - 1] | k[y + 1], n = (m | m << 1 | m >> 1) & rest[y] & ~k[y];
          if (!n) continue;
          any |= m = k[y] |= fill_runs(n, rest[y]), hi += y > hi;  // y is at most hi + 1
          // The row above saw this one before it grew: swept again if that reaches its corners.
          if ((m | m << 1 | m >> 1) & rest[y - 1] & ~k[y - 1]) up = y - 1;
        }
        if (!up) break;
        for (y = up, grown = 0; y >= y0; --y) {
          u32 m = k[y - 1] | k[y + 1], n = (m | m << 1 | m >> 1) & rest[y] & ~k[y];
          if (n) any |= k[y] |= fill_runs(n, rest[y]), grown = y;
        }
        if (!grown) break;
        y = grown + 1;
      }
      // Spot row i holds the squares of corner rows i - 1 and i.
      int dx = origin ? low_bit(any) : 0;
      Shape c{int(origin ? hi - y0 + 2 : h)};
      u32 *row = origin ? c.r : c.r + y0 - 1, last = 0;
      for (y = y0; y <= hi; ++y) {
        u32 corners = k[y], w = (corners | corners << 1) >> dx;
        rest[y] &= ~corners, k[y] = 0;
        *row++ = last | w, last = w;
      }
      *row = last;
      f(c);
    }
  return __builtin_parity(loose);
}

// ---------------------------------------------------------------------------------------------
// Grundy values of regions
// ---------------------------------------------------------------------------------------------

constexpr u64 kPrime = 0x100000001b3ULL;  // FNV-1a's: the file's check sum, the bench's signature

INLINE u64 mix(u64 z) {
  z += 0x9e3779b97f4a7c15ULL;
  z = (z ^ z >> 30) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ z >> 27) * 0x94d049bb133111ebULL;
  return z ^ z >> 31;
}

// Two rows a mix: hashing is a good part of a node at -O0. With an odd height the last mix takes
// the empty row h along.
INLINE u64 shape_hash(const Shape& s) {
  u64 h = mix(s.h);
  for (const u32 *r = s.r, *end = r + s.h; r < end; r += 2) h = mix(h ^ r[0] ^ u64(r[1]) << 32);
  return h;
}

// The lowest w bits of v (1 <= w <= 32) in reverse order: halves, quarters ... swapped.
INLINE u32 reverse_bits(u32 v, int w) {
  v = (v >> 1 & 0x55555555u) | (v & 0x55555555u) << 1;
  v = (v >> 2 & 0x33333333u) | (v & 0x33333333u) << 2;
  v = (v >> 4 & 0x0f0f0f0fu) | (v & 0x0f0f0f0fu) << 4;
  v = (v >> 8 & 0x00ff00ffu) | (v & 0x00ff00ffu) << 8;
  return (v >> 16 | v << 16) >> (32 - w);
}

// The representative of the class of a region (given at the origin) under the eight symmetries
// of the square (boxes stay boxes under all of them), itself at the origin: the least by height,
// then rows in order; its hash is the memo key. 64-bit keys: a collision among a few million
// regions has odds below one in a million million. The mirrors work on whole rows: a row reversed,
// the rows in reverse order, and the transpose t (a shape has at most 32 rows, so t fits 32
// columns). An image is built only while it may come first: order < 0 when it does, > 0 when it
// does not.
Shape canonical(const Shape& o, u64& key) {
  int w = width(columns(o));
  Shape t{w}, best = o;
  for (long y = 0; y < o.h && w <= o.h; ++y)  // a taller t never comes first
    for (u32 b = o.r[y]; b; b &= b - 1) t.r[low_bit(b)] |= 1u << y;
  for (int v = 1; v < 8; ++v) {
    const Shape& from = v < 4 ? o : t;
    Shape c{from.h};
    int vw = v < 4 ? w : o.h, order = c.h - best.h;
    for (long y = 0; y < c.h && order <= 0; ++y) {
      u32 row = from.r[v & 2 ? c.h - 1 - y : y];
      c.r[y] = row = v & 1 ? reverse_bits(row, vw) : row;
      if (!order) order = row < best.r[y] ? -1 : row > best.r[y];
    }
    if (order < 0) best = c;
  }
  key = shape_hash(best);
  return best;
}

// True when the spots are symmetric under a mirror that no legal box can straddle: the player to
// move then loses, since the other can answer every box with its image. A box that overlaps its
// own image through the centre holds every spot touching the centre; one that overlaps its image
// across an axis holds, in some row (column), every spot touching the axis. So the mirror wins
// when one of those spots is taken. (No spot left passes the test.) The spots are read where they
// are: rows r[0, h) and columns dx to dx + w - 1 (a row is mirrored shifted down to the origin and
// back), so that the heuristic needs no copy of the board moved to the origin. The spots touching
// the vertical axis (mid) are those of its column, or of the two beside it; the columns touching
// the horizontal axis (middle) are those vacant in its row, or in both rows beside it. The centre
// is taken when a spot touching both axes is.
bool mirror_lost(const Shape& s) {
  const u32* r = s.r;
  long h = s.h;
  while (h > 1 && !*r) ++r, --h;
  while (h > 1 && !r[h - 1]) --h;
  u32 c = columns(s), dx = low_bit(c), w = width(c >> dx);
  u32 mid = (w & 1 ? 1u << w / 2 : 3u << (w / 2 - 1)) << dx, middle = r[(h - 1) / 2] & r[h / 2];
  bool point = true, vertical = true, horizontal = true;
  for (long y = 0; y < h && (point || vertical || horizontal); ++y) {
    point &= r[y] == reverse_bits(r[h - 1 - y] >> dx, w) << dx;
    vertical &= (r[y] & mid) != mid && r[y] == reverse_bits(r[y] >> dx, w) << dx;
    horizontal &= r[y] == r[h - 1 - y];
  }
  return (point && (middle & mid) != mid) || vertical || (horizontal && !middle);
}

// An open-addressing hash table from 64-bit keys to values of one byte: a slot holds its key
// with the low byte replaced by the value, as the file stores them, and 0 marks an empty slot.
// Linear probing over one array costs a fraction of std::unordered_map's calls at -O0.
struct Table {
  vector<u64> slots = vector<u64>(1024);
  u64 mask = 1023, used = 0;
  int shift = 54;  // a key's slot is its top bits: the slots hold the keys nearly sorted

  void put(u64 key, int value) {
    if (2 * (used + 1) > slots.size()) {
      vector<u64> old(2 * slots.size());
      old.swap(slots);
      mask = slots.size() - 1, used = 0, --shift;
      for (u64 k : old)
        if (k) put(k, k & 255);
    }
    u64& at = slot(key);
    used += !at;
    at = (key & ~255ULL) | value;
  }

  // The slot that holds the key (the low byte ignored), else the empty one where it would go.
  INLINE u64& slot(u64 key) {
    u64 *p = &slots[0], i = key >> shift;  // one call, data() two
    while (p[i] && (p[i] ^ key) >= 256) i = (i + 1) & mask;
    return p[i];
  }
};

// Keys in order, each with its value in the low byte: the file's table, a table's keys gathered.
using Keys = vector<u64>;

// A table's keys in order, gathered from its slots: they hold them in the order of their top
// bits, give or take a few places, so an insertion sort takes about one pass.
Keys sorted_keys(const Table& table) {
  Keys keys(table.used);
  u64 *q = keys.data(), n = 0, j;
  for (u64 k : table.slots)
    if (k) {
      for (j = n++; j > 0 && q[j - 1] > k; --j) q[j] = q[j - 1];
      q[j] = k;
    }
  return keys;
}

// Two sorted lists of keys merged by hand (std::merge through a back_inserter costs several
// calls a key at -O0); a key in both (a value found in the file, then under its other key, or
// by both searches) is kept once.
Keys merged(const Keys& x, const Keys& y) {
  Keys out(x.size() + y.size());
  const u64 *a = x.data(), *ae = a + x.size(), *b = y.data(), *be = b + y.size();
  u64 *o = out.data(), *first = o;
  while (a < ae || b < be) {
    u64 k = b == be || (a < ae && *a < *b) ? *a++ : *b++;
    if (o == first || (o[-1] ^ k) >= 256) *o++ = k;
  }
  out.resize(o - first);
  return out;
}

// The file's check sum, over its keys in order.
u64 check_sum(const Keys& keys) {
  u64 sum = 0;
  for (const u64 *k = keys.data(), *e = k + keys.size(); k < e; ++k) sum = (sum ^ *k) * kPrime;
  return sum;
}

// A sum of regions reduced to what the search needs: small regions folded into the nim heap,
// equal pairs cancelled, the rest moved to the origin; key is the transposition table's.
struct Sum {
  vector<Shape> rest;
  int heap = 0;
  u64 key = 0;
};

// The key of a sum with its heap, under which the table keeps a win.
u64 keyed(const Sum& s) { return mix(s.key ^ mix(0x5bd1e995u + u64(s.heap))); }

// Calls f(which, move) for every move of a sum as play takes it, until f returns true (and says
// so): the heap down to each smaller size (which < 0), then every box of every region.
template <typename F>
bool for_each_move(const Sum& s, F f) {
  bool stop = false;
  for (int h = 0; h < s.heap && !stop; ++h) stop = f(-1 - h, Move{});
  for (u64 i = 0; i < s.rest.size() && !stop; ++i)
    for_each_box(s.rest[i], [&](const Move& m) INLINED { return stop = f(i, m); });
  return stop;
}

// A node of the proof-number search, for its player to move: pn is the least number of leaves
// whose values could prove it won, dn lost. Its children are tree[first, first + count) and
// its position sums[at] once it is expanded (first < 0 before); its move from the parent is
// (which, move) as play takes it. 32 bytes.
struct Node {
  Move move;
  short which = 0;
  unsigned short count = 0;
  u32 pn = 1, dn = 1;
  int first = -1, at = -1;
};

// The file's magic word, "NIMROD07" (version 7), and its cap: keys, 32 MiB at most; the nodes of
// a proof-number tree (64 MiB). The pairs of the cache of class keys (1 MiB), and an infinite
// proof or disproof number.
constexpr u64 kMagic = 0x3730444f524d494eULL, kStoreMax = 1 << 22, kTreeMax = 1 << 21;
constexpr u32 kClasses = 1 << 16, kInf = 1u << 30;

struct OutOfBudget {};

// The thinking time: wall clock from `start`, which main sets first thing, so that the time to
// start, read the file of solved values, search, write the file and stop all counts. The contest
// allows 1 s per move; 800 ms leaves room for writing the file and a loaded machine (the slowest
// move of two games at once on two cores: 0.90 s; README.md, "The entry").
struct Budget {
  long time_ms = 800;  // 0: no clock (bench, tests)
  u64 nodes = ~0ULL;
  Clock::time_point start = Clock::now();

  bool over() const {  // never without a clock
    return time_ms > 0 && Clock::now() > start + std::chrono::milliseconds(time_ms);
  }
};

struct Solver {
  // The limits of the current move (none until choose_move sets them) and the nodes searched
  // before it.
  Budget budget{0};
  u64 nodes = 0, nodes_before = 0;
  // Regions of up to this many spots get mex values (with the proof-number search 28 proves the
  // most within a move; 32 did with the depth-first search: README.md "How the endgame got fast",
  // changes 7 and 8).
  int small_cells = 28;
  // What is known, under keys of their own: the Grundy values of regions (by shape and by class)
  // and of sums of regions (found lost with their heap), and wins of sums with a heap (keyed).
  // Found in this move: table; by the second search: taken, in order (absorb). The earlier moves
  // of this game, from /tmp/arena.MARK: stored, sorted keys whose low byte is the value. A sorted
  // array loads with one read, where filling a hash table entry by entry would cost a good part
  // of the move at -O0; a lookup that misses the hash table goes on to an interpolation search
  // there (see find).
  Table table;
  Keys taken, stored;
  // The last proof-number search's tree (node 0 is its root) and the positions of its expanded
  // nodes; the regions that play splits off.
  vector<Node> tree;
  vector<Sum> sums;
  Shape parts[kMaxRegions];
  // Region hash -> class key, a cache of kClasses pairs of slots (hash | 1, key), one place a
  // hash: a region takes the place of the one there (std::unordered_map costs several calls a
  // lookup at -O0, and probing for a free slot more than the rare recomputed key).
  vector<u64> classes = vector<u64>(2 * kClasses);

  // The Grundy value of one region of squares at the origin (from for_each_region): looked up as
  // the region stands, then by its symmetry class; else solved, a node: the mex of the values of
  // every move from the class's representative c, a move's value being the XOR of the values of
  // the independent games it leaves.
  int grundy(const Shape& s) {
    u64 here = shape_hash(s), key;
    int g = find(here);
    if (g >= 0) return g;
    Shape c = canonical(s, key);
    if ((g = find(key)) < 0) {
      tick();
      bool seen[256] = {};
      for_each_box(c, [&](const Move& m) INLINED {
        // The regions' values as they are found (no copy of a region is kept), then the loose
        // spots' parity (C++17 calls the right side of ^= first).
        int v = 0;
        v ^= for_each_region(without_box(c, m), [&](auto& r) INLINED { v ^= grundy(r); });
        seen[v & 255] = true;
        return false;
      });
      for (g = 0; seen[g];) ++g;
    }
    table.put(key, g), table.put(here, g);
    return g;
  }

  // Reads the file when it is one of ours, whole and unchanged: a magic word, the count, the
  // keys and a check sum over them (which vouches that they are sorted, as save wrote them).
  // Anything else is ignored.
  void load(const char* path) {
    FILE* f = fopen(path, "rb");
    if (!f) return;
    u64 head[2] = {}, check = 0, n = 0;
    bool ok = fread(head, 8, 2, f) == 2 && head[0] == kMagic && (n = head[1]) < kStoreMax;
    stored.resize(ok ? n : 0);
    ok = ok && fread(stored.data(), 8, n, f) == n && fread(&check, 8, 1, f) == 1;
    if (!ok || check != check_sum(stored)) stored.clear();
    fclose(f);
  }

  // Writes back the file's keys and this move's new ones (the second search's too), merged, as
  // long as they fit the cap.
  void save(const char* path) {
    Keys all = merged(stored, merged(sorted_keys(table), taken));
    if (all.size() >= kStoreMax) all = stored;
    FILE* f = fopen(path, "wb");
    if (!f) return;
    u64 head[2] = {kMagic, all.size()}, sum = check_sum(all);
    fwrite(head, 8, 2, f);
    fwrite(all.data(), 8, all.size(), f);
    fwrite(&sum, 8, 1, f);
    fclose(f);
  }

  // One move of a reduced sum: a box m in region `which`, or (which < 0) the heap down to
  // -1 - which. Returns 1 when the player to move is known to win the position after it, 0 when
  // known to lose, -1 when it must be searched, and leaves it in out, reduced: a small region joins
  // the heap, and so does a large one whose value a search has found (Step 3 of proof_numbers).
  // The other large regions (at the origin) serve the search, sorted by class key (cached), in the
  // order they come among equal keys (an insertion sort: a sum holds few), and two equal regions
  // cancel out: whatever is played in one can be copied in the other. The regions not played in
  // are read where they are; the new ones are copied to parts (no vector: its calls cost more than
  // the copies at -O0).
  int play(const Sum& s, int which, const Move& m, Sum& out) {
    if (which < 0) return out = s, out.heap = -1 - which, known(out);
    u64 keys[kMaxRegions];
    const Shape* shapes[kMaxRegions];
    Shape* part = parts;
    int n = 0, heap = s.heap;
    auto add = [&](const Shape& r) {
      u64 key = 0;
      int g = cells(r) <= small_cells ? grundy(r) : find(mix(key = class_key(r)));
      if (g >= 0) return void(heap ^= g);
      int i = n++;
      for (; i > 0 && keys[i - 1] > key; --i) keys[i] = keys[i - 1], shapes[i] = shapes[i - 1];
      keys[i] = key, shapes[i] = &r;
    };
    for (int j = 0, count = s.rest.size(); j < count; ++j)
      if (j != which) add(s.rest[j]);
    // The loose spots' parity, after the new regions (C++17 calls the right side of ^= first).
    heap ^= for_each_region(without_box(s.rest[which], m), [&](auto& r) { add(*part++ = r); });
    out.rest.clear(), out.heap = heap, out.key = 0;
    for (int i = 0; i < n; ++i)
      if (i + 1 < n && keys[i] == keys[i + 1])
        ++i;
      else
        out.rest.push_back(*shapes[i]), out.key = mix(out.key ^ keys[i]);
    return known(out);
  }

  // The proof-number search over our candidate moves (defined below the class).
  int proof_numbers(const vector<Sum>& kids);

  // Keeps the values another solver found (the second search's) for the file: its keys in
  // order, to be merged as the file is written (inserting them in this one's table would cost
  // the move up to a fifth of a second at -O0, after the clock).
  void absorb(const Solver& other) { taken = merged(other.taken, sorted_keys(other.table)); }

  // The value for a key (the low byte ignored), from this move or the file; -1 if unknown.
  // The file's keys are hashes, spread evenly, so an interpolation search finds one in a few
  // probes (bisection after the first eight keeps the worst case logarithmic).
  INLINE int find(u64 key) {
    if (u64 at = table.slot(key)) return at & 255;
    u64 lo = 0, hi = stored.size();  // the key, if stored, is in [lo, hi)
    if (!hi) return -1;
    const u64* p = stored.data();
    key &= ~255ULL;
    for (int probe = 0; hi - lo > 8; ++probe) {
      u64 a = p[lo] >> 32, b = p[hi - 1] >> 32, k = key >> 32;
      if (k < a || k > b) return -1;
      u64 m = probe < 8 ? lo + (k - a) * (hi - 1 - lo) / (b - a + 1) : (lo + hi) / 2;
      (p[m] < key ? lo : hi) = m + 1;
    }
    for (; lo < hi; ++lo)
      if ((p[lo] ^ key) < 256) return p[lo] & 255;
    return -1;
  }

  // What is known of a reduced sum without a search: 1 won for the player to move, 0 lost (no
  // region left, or one region that mirrors, of value 0), else the table's word: the value of its
  // regions, else the sum itself (-1 unknown). The proof-number search asks again of a sum that
  // play left unknown: then only the table can have changed its answer.
  int known(const Sum& sum) {
    u64 n = sum.rest.size();  // one call: empty() costs eight at -O0
    if (!n || (n == 1 && mirror_lost(sum.rest[0]))) return sum.heap != 0;
    int g = find(sum.key);
    return g >= 0 ? g != sum.heap : find(keyed(sum));
  }

  // A node is won with one child lost for its mover, lost with every child won for its mover.
  void update(int n) {
    Node* t = tree.data();  // pointers, not vector calls, at -O0
    u32 pn = kInf, dn = 0;
    for (const Node *c = t + t[n].first, *end = c + t[n].count; c < end; ++c) {
      if (c->dn < pn) pn = c->dn;
      dn += c->pn, dn = dn < kInf ? dn : kInf;
    }
    t[n].pn = pn, t[n].dn = dn;
  }

  // Every move of a leaf, reduced before any is searched: a child known lost proves the leaf at
  // once, a child known won for its mover is left out (it can only lose), equal ones are kept once.
  void expand(int n, const Sum& s) {
    tick();
    u64 first = tree.size();
    vector<u64> keys;
    Sum child;
    bool won = for_each_move(s, [&](int which, const Move& m) INLINED {
      int known = play(s, which, m, child);
      if (known >= 0) return known == 0;  // a child known is not kept: no key needed
      u64 key = keyed(child), *k = keys.data(), *end = k + keys.size();
      while (k < end && *k != key) ++k;  // a pointer, not std::find: a call a key at -O0
      if (k == end) keys.push_back(key), tree.push_back({m, short(which)});
      return false;
    });
    if (won) tree.resize(first);
    Node& leaf = tree[n];
    leaf.first = first, leaf.at = sums.size(), leaf.count = tree.size() - first;
    sums.push_back(s), update(n);
    if (won) leaf.pn = 0, leaf.dn = kInf;
    if (tree.size() > kTreeMax) throw OutOfBudget{};
  }

  // Counts a node; out of budget (nodes or time, the clock read every eighth node) it throws.
  void tick() {
    if (++nodes - nodes_before > budget.nodes || (!(nodes & 7) && budget.over()))
      throw OutOfBudget{};
  }

  // A region's class key, through the cache.
  u64 class_key(const Shape& r) {
    u64 hash = shape_hash(r) | 1, *p = &classes[2 * ((hash >> 32) & (kClasses - 1))];
    if (p[0] != hash) p[0] = hash, canonical(r, p[1]);
    return p[1];
  }
};

// Proof-number search over our candidate moves, kids being the positions after them: the root
// is ours, each kid the opponent's. Returns the index of a kid proven lost (our win), or -1 when
// every kid is proven won for the opponent or the budget runs out first (the whole function is a
// try block; the tree holds what was proved: a kid j proven won for the opponent has
// tree[j + 1].pn == 0). The proofs of this game are narrow (one good box, then every answer
// refuted): a depth-first search in a fixed order finds them only after refuting every move
// before them, this one goes where they are cheapest. choose_move is its caller (and the tests);
// the positions it solves go to the table as they are found.
int Solver::proof_numbers(const vector<Sum>& kids) try {
  tree.assign(kids.size() + 1, {});
  tree[0].first = 1, tree[0].count = kids.size();
  sums.clear(), update(0);
  vector<int> path;
  Sum leaf;
  while (tree[0].pn && tree[0].dn) {
    // Step 1. Down to the most-proving leaf: at each node the child that would prove it
    // soonest, the first whose dn is the node's pn (update keeps every node on the way up to
    // date). The leaf's position is played from its parent's; a child that another branch has
    // solved meanwhile ends the walk.
    path.assign(1, 0);
    int n = 0, value = -1;
    while (tree[n].first >= 0 && value < 0) {
      const Node *t = tree.data(), &p = t[n];
      int best = p.first;
      while (t[best].dn != p.pn) ++best;
      const Node& b = t[best];
      if (b.first >= 0)
        value = known(sums[b.at]);
      else if (n == 0)
        leaf = kids[best - 1];
      else
        value = play(sums[p.at], b.which, b.move, leaf);
      path.push_back(n = best);
    }
    // Step 2. Expand it, or take the value found elsewhere.
    if (value >= 0)
      tree[n].pn = value ? 0 : kInf, tree[n].dn = value ? kInf : 0;
    else
      expand(n, leaf);
    // Step 3. Back the numbers up the path; solved positions go to the table.
    for (u64 i = path.size(); i-- > 0;) {
      if (i + 1 < path.size()) update(path[i]);
      // A sum lost with heap h has the value h, whatever heap comes with it later: the table
      // keeps it under the key of its regions alone.
      const Node& p = tree[path[i]];
      if (p.at < 0) continue;
      const Sum& s = sums[p.at];
      if (!p.pn) table.put(keyed(s), 1);
      if (!p.dn) table.put(s.key, s.heap);
    }
  }
  for (u64 j = 0; j < kids.size(); ++j)
    if (!tree[j + 1].dn) return j;
  return -1;
} catch (OutOfBudget) {
  return -1;
}

// ---------------------------------------------------------------------------------------------
// Choosing a move
// ---------------------------------------------------------------------------------------------

// The heuristic's liking for a box: larger first (smaller first if `smallest`), then more contact,
// the spots around it that are already taken or off the arena: a box that hugs the edges and
// earlier boxes leaves one compact vacant area instead of slivers. Of the 4k spots around it, the
// vacant ones are counted: the rows above and below it are read under the box, its own rows
// beside it (a spot off the arena is in no row, so it counts as taken).
int box_score(const Shape& s, const Move& m, bool smallest = false) {
  u32 box = box_mask(m.x, m.k), sides = (box << 1 | box >> 1) & ~box;
  int vacant = 0;
  for (int y = m.y - 1; y <= m.y + m.k; ++y)
    if (y >= 0 && y < s.h)
      vacant += __builtin_popcount(s.r[y] & (y < m.y || y == m.y + m.k ? box : sides));
  return (smallest ? kMaxBox + 1 - m.k : m.k) * 1000 + 4 * m.k - vacant;
}

// A move, why it was chosen ("exact loss" when every move is proven to lose) and whether it is
// proven to win.
struct Choice {
  Move move;
  const char* reason = "";
  bool proven_win = false;
};

// Every move worth proving, largest box first: all boxes, but only one of the loose spots. A
// loose spot lies in no 2x2 square of vacant spots: each is a nim heap of one, so taking any of
// them leaves the same game. The 2x2 boxes come before the single spots, so by then the spots
// outside every 2x2 box are the loose ones.
vector<Move> candidate_moves(const Shape& board) {
  Shape outside = board;
  int loose = 0;  // the loose spots met: the first is kept
  vector<Move> moves;
  for_each_box(board, [&](const Move& m) {
    if (m.k == 2) outside = without_box(outside, m);
    if (m.k > 1 || !(outside.r[m.y] >> m.x & 1) || !loose++) moves.push_back(m);
    return false;
  });
  return moves;
}

// Without exact values: a move after which mirroring wins, else a large compact box. A mirror win
// scores 1 << 20 on top of its box, more than any box alone.
Choice heuristic_choice(const Shape& board) {
  Choice c{{}, "largest compact box"};
  // A mirror leaves an even number of spots (each one's image is another), so a box whose side
  // differs in parity from the spots' count needs no test.
  int best = -1, parity = cells(board) % 2;
  for_each_box(board, [&](const Move& m) INLINED {
    bool mirror = m.k % 2 == parity && mirror_lost(without_box(board, m));
    // A box of side k scores at most 1004 k: a best that high is beaten by a mirror win alone.
    int score = mirror || best < 1004 * m.k ? box_score(board, m) + (mirror << 20) : 0;
    if (score > best) best = score, c.move = m;
    return false;
  });
  if (best >= 1 << 20) c.reason = "mirror win", c.proven_win = true;
  return c;
}

// Above this many spots in regions too large for a Grundy value (the opening) no proof is tried:
// the moves are many and the proofs deep. Loose spots and small regions cost a nim heap each, so an
// arena split into many small games is searched however many spots it has.
constexpr int kExactLimit = 160;

// The spots the proofs would have to search rather than look up: those of the large regions.
int open_cells(const Shape& board, const Solver& solver) {
  int n = 0;
  for_each_region(board, [&](auto& r) { n += cells(r) > solver.small_cells ? cells(r) : 0; });
  return n;
}

// Step 6. Out of budget: the smallest box among the moves not proven to lose (the most contact
// first), so that the game stays longer where the next move's proofs, with this move's tables,
// may succeed (the largest box from 130 open spots up lost 31-57 at 200 ms).
Choice fallback(const Shape& board, const vector<Move>& moves, const vector<char>& lost) {
  Choice c{{}, "compact box not proven to lose"};
  int best = -1;
  for (u64 i = 0; i < moves.size(); ++i) {
    int score = box_score(board, moves[i], true);
    if (!lost[i] && score > best) best = score, c.move = moves[i];
  }
  if (best >= 0) return c;
  // When every move loses against perfect play: take one spot of the largest region, which keeps
  // the most play (and the most chances for the opponent to go wrong) on the arena; with no
  // region left every spot is loose and any one will do.
  Shape from = board;
  int most = 0, y = 0;
  auto larger = [&](auto& r) {
    if (cells(r) > most) most = cells(r), from = r;
  };
  for_each_region(board, larger, false);
  while (!from.r[y]) ++y;
  return {{low_bit(from.r[y]), y, 1}, "exact loss"};
}

// Whether a move is known to lose: the position after it is known won for the opponent, or one
// of the opponent's replies leaves one known lost for us (a search that proves a position won
// keeps the position its winning move leaves as lost, not the won position itself). The replies
// are those expand tries, in its order. Out of budget it is not known.
bool known_lost(Solver& solver, const Sum& arena, const Move& m) try {
  Sum kid, next;
  int known = solver.play(arena, 0, m, kid);
  if (known >= 0) return known == 1;
  return for_each_move(
      kid, [&](int which, const Move& r) { return solver.play(kid, which, r, next) == 0; });
} catch (OutOfBudget) {
  return false;
}

// The move to play on the board, in the Steps below. In the opening the heuristic box is played
// at once, and with a clock the time it leaves goes to the warm-up. The middle game is a race to
// the first proof, and its first moves spend most of their nodes on Grundy values of small
// regions. So the warm-up plays the heuristic on for both sides to the first position the proofs
// reach, and runs them there and on from each move they choose, to the end of the budget; what
// they solve goes to the file (the regions' values hold wherever the same shapes come back).
Choice choose_move(const Shape& board, const Budget& budget, Solver& solver) {
  // Step 1. The budget of this move, whose nodes count from here.
  solver.budget = budget, solver.nodes_before = solver.nodes;
  // Step 2. A mirror win is certain and cheap to see, so it comes before any proof; in the
  // opening the heuristic box is the answer, and with a clock the time it leaves goes to the
  // positions its line leads to.
  Choice h = heuristic_choice(board);
  if (h.proven_win) return h;
  // With a clock, unless the box is known to lose (an earlier move's warm-up can prove where it
  // leads): then the other boxes are searched, as below.
  Sum arena{{board}}, kid;
  bool clock = budget.time_ms > 0;
  if (open_cells(board, solver) > kExactLimit && !(clock && known_lost(solver, arena, h.move))) {
    // The warm-up, down the heuristic's line.
    for (Shape line = without_box(board, h.move); clock && cells(line) && !budget.over();) {
      bool open = open_cells(line, solver) > kExactLimit;
      line = without_box(
          line, open ? heuristic_choice(line).move : choose_move(line, budget, solver).move);
    }
    return h;
  }
  // Step 3. The candidates, largest box first, each played on the arena as a sum of one region
  // and reduced: a win known at once is played, a loss known at once is left out, the others go
  // to the proof-number search.
  // With a clock the kids are dealt in turn to two searches (Step 4): kid i goes to part i % n,
  // as its (i / n)th, and of[i] is its move.
  int n = 1 + clock;
  vector<Move> moves = candidate_moves(board);
  vector<char> lost(moves.size());
  vector<Sum> part[2];
  vector<u64> of;
  try {
    for (u64 i = 0; i < moves.size(); ++i) {
      int known = solver.play(arena, 0, moves[i], kid);
      if (known == 0) return {moves[i], "exact win", true};
      lost[i] = known == 1;
      if (known < 0) part[of.size() % n].push_back(kid), of.push_back(i);
    }
  } catch (OutOfBudget) {
    return fallback(board, moves, lost);
  }
  // Step 4. Proof-number searches over the rest with the whole budget, each going where a proof
  // is cheapest, so a cheap win is not stuck behind a costly proof of a larger box. With a clock
  // two searches, one a core (the contest's machine has two), each to the end of the budget (a
  // win found by one does not stop the other: time is not scored); without one (the bench, the
  // tests) one search does all.
  // A copy with the file's values and the budget, only with a clock (a Solver is costly to build).
  vector<Solver> second(n - 1, solver);
  int won[2];
  std::thread other;  // none without a clock: no copy, no thread, nothing to absorb
  if (clock) other = std::thread([&] { won[1] = second[0].proof_numbers(part[1]); });
  won[0] = solver.proof_numbers(part[0]);
  if (clock) other.join(), solver.absorb(second[0]);
  // Step 5. A win found (won[t]: the kid search t proved lost, or -1) is played; else the kids
  // proven lost are marked (all of them: Step 6 plays the move that keeps the most play).
  for (int t = 0; t < n; ++t) {
    if (won[t] >= 0) return {moves[of[won[t] * n + t]], "exact win", true};
    for (u64 j = 0; j < part[t].size(); ++j)
      lost[of[j * n + t]] |= !(t ? second[0] : solver).tree[j + 1].pn;
  }
  return fallback(board, moves, lost);
}

// ---------------------------------------------------------------------------------------------
// Input and output
// ---------------------------------------------------------------------------------------------

// Reads the arena's vacant spots; false when the text is not 16 lines of 32 characters.
bool parse_arena(const string& text, Shape& board) {
  if (text.size() != kArenaBytes) return false;
  board = Shape{kHeight};
  for (int i = 0; i < kArenaBytes; ++i) {
    int x = i % (kWidth + 1), y = i / (kWidth + 1);
    if ((text[i] == '\n') != (x == kWidth)) return false;  // a newline ends each line, and only it
    if (text[i] == '-') board.r[y] |= 1u << x;
  }
  return true;
}

// Marks the box m on the arena's text: k characters in each of its rows.
void write_move(string& text, const Move& m, char mark) {
  for (int y = m.y; y < m.y + m.k; ++y) memset(&text[y * (kWidth + 1) + m.x], mark, m.k);
}

// A fixed set of positions: seeded arenas, played down by large compact boxes to 84..164 vacant
// spots, then solved with a fixed node budget (position 3 is lost, so the losing move runs too).
// The total node count changes only with the search.
void bench() {
  u64 total = 0, seed = 20240101, signature = 14695981039346656037ULL;  // FNV-1a
  for (int game = 0; game < 12; ++game) {
    Shape board{kHeight};
    memset(board.r, 255, 4 * kHeight);
    for (int i = 0; i < 12 + 2 * game; ++i)
      seed = mix(seed), board.r[(seed >> 8) % kHeight] &= ~(1u << (seed >> 20) % kWidth);
    while (cells(board) > 90 + 7 * game) board = without_box(board, heuristic_choice(board).move);
    Solver solver;
    Choice c = choose_move(board, Budget{0, 20000}, solver);
    char line[128];
    snprintf(line, sizeof line, "position %d: %d vacant, %s box %d at (%d,%d), %llu nodes\n", game,
             cells(board), c.reason, c.move.k, c.move.x, c.move.y, solver.nodes);
    fputs(line, stdout);
    for (char q : string(line)) signature = (signature ^ q) * kPrime;  // ASCII
    total += solver.nodes;
  }
  // The one bench line of every entry: the work done, its unit, and a signature of the results.
  printf("bench: %llu nodes %016llx\n", total, signature);
}

// A malformed argument or arena: the message on stderr, status 2.
int refuse(const char* message) { return fputs(message, stderr), 2; }

}  // namespace nimrod

#ifndef CONTEST_NO_MAIN
int main(int argc, char** argv) {
  using namespace nimrod;
  Budget budget;  // the clock starts here
  string arg = argc == 2 ? argv[1] : "";
  if (arg == "--bench") return bench(), 0;
  const char* usage =
      "usage: nimrod MARK < old.arena > new.arena, or nimrod --bench\n"
      "MARK: a character but -, o, / or a blank. BOXING_MOVE_MS: 1 to 60000 (default 800)\n";
  if (arg == "--help") return fputs(usage, stdout) < 0;
  // The mark may not be a vacant spot, a blocked one, a blank or the file name's '/'.
  if (arg.size() != 1 || strchr("-o/ \t\n\r", arg[0])) return refuse(usage);
  // A typo in the budget must not pass for the default (or, as 0, turn the clock off).
  long& ms = budget.time_ms;
  if (const char* t = getenv("BOXING_MOVE_MS")) {
    for (ms = 0; *t >= '0' && *t <= '9' && ms <= 60000;) ms = ms * 10 + *t++ - '0';
    if (*t || ms < 1 || ms > 60000)
      return refuse("nimrod: BOXING_MOVE_MS must be whole milliseconds, 1 to 60000\n");
  }
  // One byte more than an arena: a longer text is refused as well.
  string text(kArenaBytes + 1, '\n');
  text.resize(fread(&text[0], 1, text.size(), stdin));
  Shape board;
  if (!parse_arena(text, board))
    return refuse("nimrod: the arena must be 16 lines of 32 characters (528 bytes)\n");
  // A full arena is passed on as it is.
  Solver solver;
  string file = "/tmp/arena." + arg;
  int vacant = cells(board);
  if (vacant) {
    solver.load(file.c_str());
    write_move(text, choose_move(board, budget, solver).move, arg[0]);
  }
  fwrite(text.data(), 1, text.size(), stdout);
  fflush(stdout);
  if (vacant) solver.save(file.c_str());
  // Freeing the search's tables would only cost time: leave without destructors.
  _Exit(ferror(stdout) != 0);
}
#endif
