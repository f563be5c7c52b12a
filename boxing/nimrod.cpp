// Nimrod: an entry for "The Boxing Match", the January 1994 Programmer Of The Month contest.
//
// Build: g++ -std=c++17 -O0 nimrod.cpp -o a.out
// Run:   a.out MARK < old.arena > new.arena     (one move: one k x k box of MARK)
//        a.out --bench                           (fixed positions, fixed node budget: node count)
// BOXING_MOVE_MS sets the thinking budget per move in whole milliseconds, 1 to 60000 (default
// 600; the contest allows 1 s); any other value is an error, never a silent default.
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
// won or lost: one after another, largest box first, with half the budget; then by iterative
// widening over the moves still open, so that a cheap win is not stuck behind a costly proof.
// The winner's score is the number of its marks, so both steps look for the largest winning box:
// the proofs in order try the largest first, and a win found by widening narrows the passes to the
// larger boxes still open. When the budget runs out first, it plays the largest box that keeps the
// vacant area compact among the moves not proven to lose.

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <iterator>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace nimrod {

// ---------------------------------------------------------------------------------------------
// Rules and board
// ---------------------------------------------------------------------------------------------

constexpr int kWidth = 32, kHeight = 16, kMaxBox = 16;
constexpr int kArenaBytes = kHeight * (kWidth + 1);
constexpr int kMaxRows = 32;  // a region turned on its side can be 32 rows tall

// A set of vacant spots: bit x of r[y] is spot (x, y). Board positions use h == 16; region
// shapes use their own height (up to 32 after a transpose).
struct Shape {
  int h = 0;
  std::uint32_t r[kMaxRows] = {};
};

struct Move {
  int x = 0, y = 0, k = 0;
};

// Bits set, without a loop (the entry runs at -O0, where a loop per bit is costly).
int popcount(std::uint32_t v) {
  v -= (v >> 1) & 0x55555555u;
  v = (v & 0x33333333u) + ((v >> 2) & 0x33333333u);
  return static_cast<int>((((v + (v >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
}

int count_cells(const Shape& s) {
  int n = 0;
  for (int y = 0; y < s.h; ++y) n += popcount(s.r[y]);
  return n;
}

// Index of the lowest set bit (de Bruijn multiplication: no loop, no compiler builtin).
int low_bit(std::uint32_t b) {
  static const int table[32] = {0,  1,  28, 2,  29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4,  8,
                                31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6,  11, 5,  10, 9};
  return table[((b & (~b + 1)) * 0x077CB531u) >> 27];
}

std::uint32_t box_mask(int x, int k) {
  return static_cast<std::uint32_t>(((std::uint64_t{1} << k) - 1) << x);
}

bool fits(const Shape& s, const Move& m) {
  if (m.k < 1 || m.k > kMaxBox || m.x < 0 || m.y < 0 || m.x + m.k > kWidth || m.y + m.k > s.h)
    return false;
  for (int y = m.y; y < m.y + m.k; ++y)
    if ((s.r[y] & box_mask(m.x, m.k)) != box_mask(m.x, m.k)) return false;
  return true;
}

void remove_box(Shape& s, const Move& m) {
  for (int y = m.y; y < m.y + m.k; ++y) s.r[y] &= ~box_mask(m.x, m.k);
}

// Calls f(move) for every legal box, largest first, until f returns true. A k x k box at (x, y) is
// the union of the four (k-1) boxes at (x, y), (x+1, y), (x, y+1) and (x+1, y+1), so each size's
// set of corners follows from the previous one with three ANDs per row.
// The layers live on the stack: f may search deeper and enumerate boxes of other shapes.
template <typename F>
void for_each_box(const Shape& s, F f) {
  std::uint32_t layer[kMaxBox + 1][kMaxRows];
  int top = 1;
  for (int y = 0; y < s.h; ++y) layer[1][y] = s.r[y];
  for (int k = 2; k <= kMaxBox && k <= s.h; ++k) {
    bool any = false;
    for (int y = 0; y + k <= s.h; ++y) {
      std::uint32_t a = layer[k - 1][y] & layer[k - 1][y + 1];
      layer[k][y] = a & (a >> 1);
      any |= layer[k][y] != 0;
    }
    if (!any) break;
    top = k;
  }
  for (int k = top; k >= 1; --k)
    for (int y = 0; y + k <= s.h; ++y)
      for (std::uint32_t b = layer[k][y]; b; b &= b - 1)
        if (f(Move{low_bit(b), y, k})) return;
}

// Extends seed spots c along the runs of row m in both directions (Kogge-Stone fills, unrolled:
// the entry runs at -O0, and the region growth of decompose calls this more than anything else).
std::uint32_t fill_runs(std::uint32_t c, std::uint32_t m) {
  std::uint32_t up = m, down = m;
  c |= (up & (c << 1)) | (down & (c >> 1)), up &= up << 1, down &= down >> 1;
  c |= (up & (c << 2)) | (down & (c >> 2)), up &= up << 2, down &= down >> 2;
  c |= (up & (c << 4)) | (down & (c >> 4)), up &= up << 4, down &= down >> 4;
  c |= (up & (c << 8)) | (down & (c >> 8)), up &= up << 8, down &= down >> 8;
  return c | (up & (c << 16)) | (down & (c >> 16));
}

// Splits a set of spots into independent games. A box of side 2 or more is a union of
// overlapping 2x2 squares, so a spot that lies in no 2x2 square of vacant spots can only ever be
// taken alone: each such loose spot is a nim heap of size 1, and together they count by their
// parity. The other spots form regions of 2x2 squares chained by overlaps (corners at most one
// step apart, diagonals included); no box reaches across two of them. Appends the regions (their
// spots, moved to the origin unless origin is false) to out and returns the parity of the loose
// spots.
int decompose(const Shape& s, std::vector<Shape>& out, bool origin = true) {
  // Row i + 1 of these arrays is corner row i; rows 0 and h + 1 stay empty, so that the growth
  // below needs no bounds checks. rest: corners not yet in a region; k: the region being grown.
  const int h = s.h;
  std::uint32_t rest[kMaxRows + 2] = {}, k[kMaxRows + 2] = {};
  int loose = 0;
  std::uint32_t above = 0;  // the spots of row y that the squares of row y - 1 cover
  for (int y = 0; y < h; ++y) {
    std::uint32_t a = y + 1 < h ? s.r[y] & s.r[y + 1] : 0, c = a & (a >> 1), w = c | (c << 1);
    rest[y + 1] = c;
    if (std::uint32_t l = s.r[y] & ~(w | above)) loose += popcount(l);
    above = w;
  }
  for (int y0 = 1; y0 < h; ++y0)
    while (rest[y0]) {
      k[y0] = fill_runs(rest[y0] & (~rest[y0] + 1), rest[y0]);
      // Sweeps down and up by turns, so that growth runs both ways in every round. Corners in
      // one row are joined by fill_runs; those of the rows above and below reach one step aside.
      // A sweep starts next to the last row the previous one grew: the rows beyond it saw their
      // neighbours' final corners already.
      int lo = y0, hi = y0, y = y0;
      for (bool down = true;; down = !down) {
        int grown = 0;
        for (const int step = down ? 1 : -1; y >= 1 && y < h && y >= lo - 1 && y <= hi + 1;
             y += step) {
          std::uint32_t m = k[y - 1] | k[y + 1], n = (m | (m << 1) | (m >> 1)) & rest[y] & ~k[y];
          if (!n) continue;
          k[y] |= fill_runs(n, rest[y]);
          grown = y, lo = y < lo ? y : lo, hi = y > hi ? y : hi;
        }
        if (!grown) break;
        y = down ? grown - 1 : grown + 1;
      }
      std::uint32_t any = 0;
      for (y = lo; y <= hi; ++y) any |= k[y];
      const int dy = origin ? lo - 1 : 0, dx = origin ? low_bit(any) : 0;
      Shape c;
      c.h = origin ? hi - lo + 2 : h;
      for (y = lo; y <= hi; ++y) {
        rest[y] &= ~k[y];
        std::uint32_t w = (k[y] | (k[y] << 1)) >> dx;
        c.r[y - 1 - dy] |= w, c.r[y - dy] |= w, k[y] = 0;
      }
      out.push_back(c);
    }
  return loose & 1;
}

// ---------------------------------------------------------------------------------------------
// Grundy values of regions
// ---------------------------------------------------------------------------------------------

std::uint64_t mix(std::uint64_t z) {
  z += 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

std::uint64_t shape_hash(const Shape& s) {
  std::uint64_t h = mix(static_cast<std::uint64_t>(s.h));
  for (int y = 0; y < s.h; ++y) h = mix(h ^ s.r[y]);
  return h;
}

// The region moved to the origin: its empty rows and columns at the low ends dropped.
Shape to_origin(const Shape& s) {
  int lo = 0, hi = s.h - 1;
  std::uint32_t any = 0;
  for (int y = 0; y < s.h; ++y) any |= s.r[y];
  while (lo < hi && !s.r[lo]) ++lo;
  while (hi > lo && !s.r[hi]) --hi;
  int dx = any ? low_bit(any) : 0;
  Shape o;
  o.h = hi - lo + 1;
  for (int y = lo; y <= hi; ++y) o.r[y - lo] = s.r[y] >> dx;
  return o;
}

// The lowest w bits of v (1 <= w <= 32) in reverse order: halves, quarters ... swapped.
std::uint32_t reverse_bits(std::uint32_t v, int w) {
  v = ((v >> 1) & 0x55555555u) | ((v & 0x55555555u) << 1);
  v = ((v >> 2) & 0x33333333u) | ((v & 0x33333333u) << 2);
  v = ((v >> 4) & 0x0f0f0f0fu) | ((v & 0x0f0f0f0fu) << 4);
  v = ((v >> 8) & 0x00ff00ffu) | ((v & 0x00ff00ffu) << 8);
  return ((v >> 16) | (v << 16)) >> (32 - w);
}

// The representative of the class of a region (given at the origin) under the eight symmetries
// of the square (boxes stay boxes under all of them), itself at the origin; its hash is the memo
// key. 64-bit keys: a collision among a few million regions has odds below one in a million
// million. The mirrors work on whole rows: a row reversed, the rows in reverse order, and the
// transpose.
Shape canonical(const Shape& o, std::uint64_t& key) {
  Shape t;
  std::uint32_t any = 0;
  for (int y = 0; y < o.h; ++y) any |= o.r[y];
  int w = 1;
  while (w < kWidth && (any >> w)) ++w;
  bool can_turn = o.h <= kWidth;  // a transposed region must fit 32 columns
  if (can_turn) {
    t.h = w;
    for (int y = 0; y < o.h; ++y)
      for (std::uint32_t b = o.r[y]; b; b &= b - 1) t.r[low_bit(b)] |= std::uint32_t{1} << y;
  }
  Shape best;
  key = ~std::uint64_t{0};
  for (int v = 0; v < 8; ++v) {
    if (v >= 4 && !can_turn) break;
    const Shape& from = v < 4 ? o : t;
    int vw = v < 4 ? w : o.h;
    Shape c;
    c.h = from.h;
    for (int y = 0; y < c.h; ++y) {
      std::uint32_t row = from.r[(v & 2) ? c.h - 1 - y : y];
      c.r[y] = (v & 1) ? reverse_bits(row, vw) : row;
    }
    std::uint64_t k = shape_hash(c);
    if (k < key) key = k, best = c;
  }
  return best;
}

// True when the spots (moved to the origin) are symmetric under a mirror that no legal box can
// straddle: the player to move then loses, since the other can answer every box with its image.
// A box that overlaps its own image through the centre holds every spot touching the centre;
// one that overlaps its image across an axis holds, in some row (column), every spot touching
// the axis. So the mirror wins when one of those spots is taken.
bool mirror_lost(const Shape& o) {
  std::uint32_t any = 0;
  for (int y = 0; y < o.h; ++y) any |= o.r[y];
  if (!any) return true;
  int w = 1;
  while (w < kWidth && (any >> w)) ++w;
  std::uint32_t mid = (w & 1) ? 1u << (w / 2) : 3u << (w / 2 - 1);
  int ylo = (o.h - 1) / 2, yhi = o.h / 2;
  bool point = true, vertical = true, horizontal = true, centre_taken = false, axis_free = true;
  for (int y = 0; y < o.h; ++y) {
    point = point && o.r[y] == reverse_bits(o.r[o.h - 1 - y], w);
    vertical = vertical && (o.r[y] & mid) != mid && o.r[y] == reverse_bits(o.r[y], w);
    horizontal = horizontal && o.r[y] == o.r[o.h - 1 - y];
  }
  centre_taken = (o.r[ylo] & mid) != mid || (o.r[yhi] & mid) != mid;
  axis_free = (o.r[ylo] & o.r[yhi]) == 0;
  return (point && centre_taken) || vertical || (horizontal && axis_free);
}

// An open-addressing hash table from 64-bit keys to values of one byte: a slot holds its key
// with the low byte replaced by the value, as the file stores them, and 0 marks an empty slot.
// Linear probing over one array costs a fraction of std::unordered_map's calls at -O0.
class Table {
 public:
  int get(std::uint64_t key) const {
    const std::uint64_t* p = slots_.data();
    for (std::size_t i = key >> shift_; p[i]; i = (i + 1) & mask_)
      if ((p[i] ^ key) < 256) return static_cast<int>(p[i] & 0xff);
    return -1;
  }
  void put(std::uint64_t key, int value) {
    if (2 * (used_ + 1) > slots_.size()) {
      std::vector<std::uint64_t> old(2 * slots_.size());
      old.swap(slots_);
      mask_ = slots_.size() - 1, used_ = 0, --shift_;
      for (std::uint64_t k : old)
        if (k) put(k, static_cast<int>(k & 0xff));
    }
    std::uint64_t* p = slots_.data();
    std::size_t i = key >> shift_;
    while (p[i] && (p[i] ^ key) >= 256) i = (i + 1) & mask_;
    used_ += !p[i];
    p[i] = (key & ~0xffULL) | static_cast<std::uint64_t>(value);
  }
  const std::vector<std::uint64_t>& slots() const { return slots_; }

 private:
  std::vector<std::uint64_t> slots_ = std::vector<std::uint64_t>(1024);
  std::size_t mask_ = 1023, used_ = 0;
  int shift_ = 54;  // a key's slot is its top bits: the slots hold the keys nearly sorted
};

struct OutOfBudget {};

class Solver {
 public:
  // The limits of the current proof: a node count and, when timed, a wall-clock deadline.
  std::uint64_t nodes = 0, node_limit = ~std::uint64_t{0};
  std::chrono::steady_clock::time_point deadline{};
  bool timed = false;

  // The Grundy value of one region of squares at the origin (from decompose).
  int grundy(const Shape& s) {
    // First the region as it stands (moved to the origin), then its symmetry class.
    std::uint64_t here = shape_hash(s), key;
    int g = find(0, here);
    if (g >= 0) return g;
    Shape c = canonical(s, key);
    g = find(0, key);
    if (g < 0) g = solve(c);
    tables_[0].put(key, g), tables_[0].put(here, g);
    return g;
  }

  // The XOR of the Grundy values of every independent game of a set of spots.
  int xor_of(const Shape& s, std::vector<Shape>& scratch) {
    std::size_t base = scratch.size();
    int g = decompose(s, scratch);
    for (std::size_t i = base; i < scratch.size(); ++i) g ^= grundy(scratch[i]);
    scratch.resize(base);
    return g;
  }

  // A sum of regions reduced to what the search needs: small regions folded into the nim heap,
  // equal pairs cancelled, the rest moved to the origin; key is the transposition table's.
  struct Sum {
    std::vector<Shape> rest;
    int heap = 0;
    std::uint64_t key = 0;
  };

  // Reduces regions (from decompose) and a heap to a Sum; returns 1 when the player to move is
  // known to win it, 0 when known to lose, -1 when it must be searched.
  int reduce(const std::vector<Shape>& regions, int heap, Sum& sum) {
    // The large regions by class key, in the order they come among equal keys (an insertion
    // sort: a sum holds few). Regions hold 4 spots or more, so an arena holds at most 128.
    std::uint64_t keys[kWidth * kHeight / 4];
    const Shape* shapes[kWidth * kHeight / 4];
    int n = 0;
    for (const Shape& r : regions) {
      if (count_cells(r) <= small_cells) {
        heap ^= grundy(r);
        continue;
      }
      // The region (at the origin) serves the search; its class key is cached.
      std::uint64_t here = shape_hash(r), key;
      auto known = class_of_.find(here);
      if (known != class_of_.end()) {
        key = known->second;
      } else {
        canonical(r, key);
        class_of_.emplace(here, key);
      }
      int i = n++;
      for (; i > 0 && keys[i - 1] > key; --i) keys[i] = keys[i - 1], shapes[i] = shapes[i - 1];
      keys[i] = key, shapes[i] = &r;
    }
    // Two equal regions cancel out: whatever is played in one can be copied in the other.
    sum.rest.clear();
    sum.heap = heap;
    std::uint64_t key = 0;
    for (int i = 0; i < n; ++i) {
      if (i + 1 < n && keys[i] == keys[i + 1]) {
        ++i;
        continue;
      }
      sum.rest.push_back(*shapes[i]);
      key = mix(key ^ keys[i]);
    }
    sum.key = key;
    if (sum.rest.empty()) return heap != 0;
    if (sum.rest.size() == 1 && heap == 0 && mirror_lost(sum.rest[0])) return 0;
    return find(1, keyed(sum));
  }

  // True when the player to move wins the sum of these regions (from decompose) and a nim heap of
  // size heap.
  // Regions of at most small_cells spots are replaced by their Grundy values (added to the heap);
  // larger ones are searched, with a transposition table over the multiset of their shapes.
  bool wins(const std::vector<Shape>& regions, int heap) {
    Sum sum;
    int known = reduce(regions, heap, sum);
    return known >= 0 ? known : search(sum);
  }

  // Regions of up to this many spots get mex values (32 proves the most within a move, README.md
  // "How the endgame got fast", change 7).
  int small_cells = 32;

  // The tables of earlier moves of this game, from /tmp/arena.MARK: Grundy values (0) and wins (1)
  // as sorted keys whose low byte is the value. A sorted array loads with one read, where filling
  // a hash table entry by entry would cost a good part of the move at -O0; a lookup that misses
  // the hash tables goes on to an interpolation search here (see find).
  std::vector<std::uint64_t> stored[2];

  // Reads the file when it is one of ours, whole and unchanged: a magic word, the two counts,
  // the sorted keys and a check sum over all of them. Anything else is ignored.
  void load(const char* path) {
    std::FILE* f = std::fopen(path, "rb");
    if (!f) return;
    std::uint64_t head[3] = {}, sum = 0;
    bool ok = std::fread(head, 8, 3, f) == 3 && head[0] == kMagic && head[1] < kStoreMax &&
              head[2] < kStoreMax;
    for (int t = 0; ok && t < 2; ++t) {
      stored[t].resize(head[1 + t]);
      std::uint64_t* p = stored[t].data();
      const std::size_t n = stored[t].size();
      ok = std::fread(p, 8, n, f) == n;
      for (std::size_t i = 0; ok && i < n; ++i)
        sum = (sum ^ p[i]) * kPrime, ok = i == 0 || p[i - 1] < p[i];
    }
    std::uint64_t check = 0;
    if (!ok || std::fread(&check, 8, 1, f) != 1 || check != sum)
      stored[0].clear(), stored[1].clear();
    std::fclose(f);
  }

  // Writes back the file's keys and this move's new ones, merged, as long as they fit the cap.
  void save(const char* path) {
    std::uint64_t sum = 0, n[2];
    std::vector<std::uint64_t> all[2];
    for (int t = 0; t < 2; ++t) {
      // The table's slots hold its keys in the order of their top bits, give or take a few
      // places: an insertion sort finishes them in about one pass.
      std::vector<std::uint64_t> fresh;
      for (std::uint64_t k : tables_[t].slots())
        if (k) fresh.push_back(k);
      std::uint64_t* q = fresh.data();
      for (std::size_t i = 1, j; i < fresh.size(); ++i) {
        const std::uint64_t k = q[i];
        for (j = i; j > 0 && q[j - 1] > k; --j) q[j] = q[j - 1];
        q[j] = k;
      }
      // Merged by hand (std::merge through a back_inserter costs several calls a key at -O0);
      // a key in both (a value found in the file, then under its other key) is kept once.
      const std::uint64_t *a = stored[t].data(), *ae = a + stored[t].size(), *b = q,
                          *be = b + fresh.size();
      all[t].resize(stored[t].size() + fresh.size());
      std::uint64_t *o = all[t].data(), *first = o;
      while (a < ae || b < be) {
        const std::uint64_t k = b == be || (a < ae && *a < *b) ? *a++ : *b++;
        if (o == first || (o[-1] ^ k) >= 256) *o++ = k;
      }
      all[t].resize(static_cast<std::size_t>(o - first));
      if (all[t].size() >= kStoreMax) all[t] = stored[t];
      n[t] = all[t].size();
      for (const std::uint64_t *k = all[t].data(), *e = k + n[t]; k < e; ++k)
        sum = (sum ^ *k) * kPrime;
    }
    std::FILE* f = std::fopen(path, "wb");
    if (!f) return;
    std::uint64_t head[3] = {kMagic, n[0], n[1]};
    std::fwrite(head, 8, 3, f);
    for (int t = 0; t < 2; ++t) std::fwrite(all[t].data(), 8, all[t].size(), f);
    std::fwrite(&sum, 8, 1, f);
    std::fclose(f);
  }

 private:
  static constexpr std::uint64_t kMagic = 0x3330444f524d494eULL;  // "NIMROD03" (version 3)
  static constexpr std::uint64_t kPrime = 0x100000001b3ULL;       // the check sum's multiplier
  static constexpr std::uint64_t kStoreMax = 1 << 21;             // keys per table: 16 MiB at most

  // A table's value for a key (the low byte ignored), from this move or the file; -1 if unknown.
  // The file's keys are hashes, spread evenly, so an interpolation search finds one in a few
  // probes (bisection after the first eight keeps the worst case logarithmic).
  int find(int t, std::uint64_t key) const {
    int v = tables_[t].get(key);
    if (v >= 0 || stored[t].empty()) return v;
    const std::uint64_t* p = stored[t].data();
    std::size_t lo = 0, hi = stored[t].size();  // the key, if stored, is in [lo, hi)
    key &= ~0xffULL;
    for (int probe = 0; hi - lo > 8; ++probe) {
      std::uint64_t a = p[lo] >> 32, b = p[hi - 1] >> 32, k = key >> 32;
      if (k < a || k > b) return -1;
      std::size_t m = probe < 8 ? lo + (k - a) * (hi - 1 - lo) / (b - a + 1) : (lo + hi) / 2;
      if (p[m] < key)
        lo = m + 1;
      else
        hi = m + 1;
    }
    for (; lo < hi; ++lo)
      if ((p[lo] ^ key) < 256) return static_cast<int>(p[lo] & 0xff);
    return -1;
  }

  static std::uint64_t keyed(const Sum& s) {
    return mix(s.key ^ mix(0x5bd1e995u + static_cast<std::uint64_t>(s.heap)));
  }

  // The win/loss search of a reduced sum that no table knows. Every move is reduced first, and a
  // move to a position already known lost wins at once (an enhanced transposition cutoff): a
  // cheap win is not stuck behind the search of a costly sibling. Then the others are searched in
  // order (ordering them by the spots they leave open found fewer wins within a move).
  bool search(const Sum& sum) {
    tick();
    std::vector<Sum> later;
    Sum child;
    bool win = false;
    for (int h = 0; h < sum.heap && !win; ++h) {
      child.rest = sum.rest, child.heap = h, child.key = sum.key;
      bool mirror = h == 0 && sum.rest.size() == 1 && mirror_lost(sum.rest[0]);
      int known = mirror ? 0 : find(1, keyed(child));
      if (known < 0) later.push_back(std::move(child));
      win = known == 0;
    }
    std::vector<Shape> next;
    for (std::size_t i = 0; i < sum.rest.size() && !win; ++i)
      for_each_box(sum.rest[i], [&](const Move& m) {
        next.clear();
        for (std::size_t j = 0; j < sum.rest.size(); ++j)
          if (j != i) next.push_back(sum.rest[j]);
        Shape t = sum.rest[i];
        remove_box(t, m);
        int known = reduce(next, sum.heap ^ decompose(t, next), child);
        if (known < 0) later.push_back(std::move(child));
        win = known == 0;
        return win;
      });
    for (std::size_t i = 0; i < later.size() && !win; ++i) {
      int known = find(1, keyed(later[i]));  // a sibling's search may have found it
      win = known >= 0 ? known == 0 : !search(later[i]);
    }
    tables_[1].put(keyed(sum), win);
    return win;
  }

  // The mex of the values of every move from a canonical region.
  int solve(const Shape& c) {
    tick();
    std::array<bool, 256> seen{};
    std::vector<Shape> parts;
    for_each_box(c, [&](const Move& m) {
      Shape t = c;
      remove_box(t, m);
      seen[xor_of(t, parts) & 255] = true;
      return false;
    });
    int g = 0;
    while (seen[g]) ++g;
    return g;
  }

  void tick() {
    if (++nodes > node_limit) throw OutOfBudget{};
    if (timed && (nodes & 7) == 0 && std::chrono::steady_clock::now() > deadline)
      throw OutOfBudget{};
  }
  Table tables_[2];  // Grundy values of regions (0) and wins of sums (1) found in this move
  std::unordered_map<std::uint64_t, std::uint64_t> class_of_;  // region hash -> class key
};

// ---------------------------------------------------------------------------------------------
// Choosing a move
// ---------------------------------------------------------------------------------------------

// Spots around a box that are already taken or off the arena: a box that hugs the edges and
// earlier boxes leaves one compact vacant area instead of slivers.
int contact(const Shape& s, const Move& m) {
  int n = 0;
  auto taken = [&](int x, int y) {
    return x < 0 || y < 0 || x >= kWidth || y >= s.h || !((s.r[y] >> x) & 1);
  };
  for (int i = 0; i < m.k; ++i) {
    n += taken(m.x + i, m.y - 1) + taken(m.x + i, m.y + m.k);
    n += taken(m.x - 1, m.y + i) + taken(m.x + m.k, m.y + i);
  }
  return n;
}

// The heuristic's liking for a box: larger first, then more contact.
int box_score(const Shape& s, const Move& m) { return m.k * 1000 + contact(s, m); }

struct Choice {
  Move move;
  const char* reason = "";
  bool proven_win = false, proven_loss = false;
};

// Spots that lie in no 2x2 square of vacant spots: each is a nim heap of one, so taking any of
// them leaves the same game.
Shape loose_spots(const Shape& s) {
  Shape loose = s;
  for (int y = 0; y + 1 < s.h; ++y) {
    std::uint32_t a = s.r[y] & s.r[y + 1], c = a & (a >> 1), w = c | (c << 1);
    loose.r[y] &= ~w, loose.r[y + 1] &= ~w;
  }
  return loose;
}

// Every move worth proving, largest box first: all boxes, but only one of the loose spots.
std::vector<Move> candidate_moves(const Shape& board) {
  Shape loose = loose_spots(board);
  bool one_loose = false;
  std::vector<Move> moves;
  for_each_box(board, [&](const Move& m) {
    bool is_loose = m.k == 1 && ((loose.r[m.y] >> m.x) & 1);
    if (!is_loose || !one_loose) moves.push_back(m);
    one_loose |= is_loose;
    return false;
  });
  return moves;
}

// What the proofs found out about each candidate move.
enum Verdict : signed char { kOpen = 0, kWins = 1, kLoses = -1 };

// Proves one move within the solver's current limits: kWins when the opponent is lost after it,
// kLoses when the opponent wins, kOpen when the limits came first. The solver's tables keep every
// finished sub-proof, so a move tried again later does not redo them (it walks down to them again).
Verdict prove(Solver& solver, const Shape& board, const Move& m) {
  Shape t = board;
  remove_box(t, m);
  std::vector<Shape> after;
  int heap = decompose(t, after);
  try {
    return solver.wins(after, heap) ? kLoses : kWins;
  } catch (const OutOfBudget&) {
    return kOpen;
  }
}

// When every move loses against perfect play: take one spot of the largest region, which keeps
// the most play (and the most chances for the opponent to go wrong) on the arena; with no region
// left every spot is loose and any one will do.
Choice losing_choice(const Shape& board) {
  Choice c;
  std::vector<Shape> regions;
  decompose(board, regions, false);
  const Shape* from = &board;
  int most = 0;
  for (const Shape& r : regions)
    if (count_cells(r) > most) most = count_cells(r), from = &r;
  for (int y = 0; y < kHeight; ++y)
    if (from->r[y]) {
      c.move = Move{low_bit(from->r[y]), y, 1};
      break;
    }
  c.reason = "exact loss", c.proven_loss = true;
  return c;
}

// Without exact values: a move after which mirroring wins, else a large compact box.
Choice heuristic_choice(const Shape& board) {
  Choice c;
  int best = -1;
  bool mirror = false;
  for_each_box(board, [&](const Move& m) {
    Shape t = board;
    remove_box(t, m);
    bool wins = mirror_lost(to_origin(t));
    if (mirror && !wins) return false;
    int score = box_score(board, m);
    if (wins && !mirror) mirror = true, best = -1;
    if (score > best) best = score, c.move = m;
    return false;
  });
  c.reason = mirror ? "mirror win" : "largest compact box";
  c.proven_win = mirror;
  return c;
}

// Above this many spots in regions too large for a Grundy value (the opening) no proof is tried:
// the moves are many and the proofs deep. Loose spots and small regions cost a nim heap each, so an
// arena split into many small games is searched however many spots it has.
constexpr int kExactLimit = 160;

// Near the end of what the proofs can reach, out of budget: the smallest box rather than the
// largest, so that the game stays longer where the next move's proofs (with this move's tables)
// may succeed. Above it the largest box, which brings the game there sooner.
constexpr int kSlowZone = 130;

// The spots the proofs would have to search rather than look up: those of the large regions.
int open_cells(const Shape& board, const Solver& solver) {
  std::vector<Shape> regions;
  decompose(board, regions);
  int n = 0;
  for (const Shape& r : regions)
    if (count_cells(r) > solver.small_cells) n += count_cells(r);
  return n;
}

// The thinking time: wall clock from `start`, which main sets first thing, so that the time to
// start, read the file of solved values, search, write the file and stop all counts. The contest
// allows 1 s per move; 600 ms leaves room for the file and a loaded machine (README.md, "Figures").
struct Budget {
  double time_ms = 600;  // 0: no clock (bench, tests)
  std::uint64_t nodes = ~std::uint64_t{0};
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
};

Choice choose_move(const Shape& board, const Budget& budget, Solver& solver) {
  using Clock = std::chrono::steady_clock;
  // Step 1. The budget: the last node and the last instant this move may use.
  solver.timed = budget.time_ms > 0;
  auto at = [&](double share) {
    return budget.start +
           std::chrono::microseconds(static_cast<long long>(budget.time_ms * 1000 * share));
  };
  const std::uint64_t first = solver.nodes, all = ~std::uint64_t{0};
  const std::uint64_t end_nodes = budget.nodes > all - first ? all : first + budget.nodes;
  auto spent = [&] { return solver.nodes >= end_nodes || (solver.timed && Clock::now() >= at(1)); };
  // Step 2. A mirror win is certain and cheap to see, so it comes before any proof; in the
  // opening the heuristic box is the answer.
  Choice h = heuristic_choice(board);
  const int open = open_cells(board, solver);
  if (h.proven_win || open > kExactLimit) return h;
  // Step 3. The candidates, largest box first, none decided yet.
  std::vector<Move> moves = candidate_moves(board);
  std::vector<Verdict> verdict(moves.size(), kOpen);
  auto won = [&](std::size_t i) {
    Choice c;
    c.move = moves[i], c.reason = "exact win", c.proven_win = true;
    return c;
  };
  // Step 4. Proofs one after another with half the budget. A large winning box scores most, and
  // most positions that can be solved at all are solved here.
  solver.node_limit = first + (end_nodes - first) / 2;
  solver.deadline = at(0.5);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    verdict[i] = prove(solver, board, moves[i]);
    if (verdict[i] == kWins) return won(i);
    if (verdict[i] == kOpen) break;
  }
  // Step 5. Iterative widening with the rest: every open move gets 30 nodes, then three times as
  // many, and so on, so that a cheap proof is not stuck behind a costly one. A win found here
  // narrows the passes to the larger boxes still open, which would score more; the largest win
  // found is played when they are decided or the budget is spent.
  solver.deadline = at(1);
  auto is_open = [](Verdict v) { return v == kOpen; };
  std::size_t end = moves.size();  // candidates [0, end) are still wanted: the larger boxes
  for (std::uint64_t share = 30;
       !spent() && std::any_of(verdict.begin(), verdict.begin() + end, is_open); share *= 3)
    for (std::size_t i = 0; i < end && !spent(); ++i) {
      if (verdict[i] != kOpen) continue;
      solver.node_limit = std::min(end_nodes, solver.nodes + share);
      verdict[i] = prove(solver, board, moves[i]);
      if (verdict[i] == kWins)
        for (end = i; end > 0 && moves[end - 1].k == moves[i].k;) --end;
    }
  // A win closes the passes to boxes of its size and smaller: the first win listed is the largest.
  auto win = std::find(verdict.begin(), verdict.end(), kWins);
  if (win != verdict.end()) return won(static_cast<std::size_t>(win - verdict.begin()));
  // Step 6. Every candidate proven lost: the move that keeps the most play. Out of budget: the
  // largest compact box among the moves not proven to lose.
  if (std::none_of(verdict.begin(), verdict.end(), is_open)) return losing_choice(board);
  Choice c;
  int best = -1;
  const bool slow = open <= kSlowZone;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (verdict[i] != kOpen) continue;
    int score = box_score(board, moves[i]) + (slow ? (kMaxBox + 1 - 2 * moves[i].k) * 1000 : 0);
    if (score > best) best = score, c.move = moves[i];
  }
  c.reason = "compact box not proven to lose";
  return c;
}

// ---------------------------------------------------------------------------------------------
// Input and output
// ---------------------------------------------------------------------------------------------

// Reads the arena's vacant spots; false when the text is not 16 lines of 32 characters.
bool parse_arena(const std::string& text, Shape& board) {
  if (text.size() != static_cast<std::size_t>(kArenaBytes)) return false;
  board = Shape();
  board.h = kHeight;
  for (int y = 0; y < kHeight; ++y) {
    if (text[y * (kWidth + 1) + kWidth] != '\n') return false;
    for (int x = 0; x < kWidth; ++x) {
      char ch = text[y * (kWidth + 1) + x];
      if (ch == '\n') return false;
      if (ch == '-') board.r[y] |= std::uint32_t{1} << x;
    }
  }
  return true;
}

void write_move(std::string& text, const Move& m, char mark) {
  for (int y = m.y; y < m.y + m.k; ++y)
    for (int x = m.x; x < m.x + m.k; ++x) text[y * (kWidth + 1) + x] = mark;
}

// A fixed set of positions: seeded arenas, played down by large compact boxes to 84..164 vacant
// spots, then solved with a fixed node budget (position 3 is lost and position 11 runs out of the
// budget, so the losing move, the widening passes and the fallback run too). The total node count
// changes only with the search.
std::uint64_t bench() {
  std::uint64_t total = 0, seed = 20240101, signature = 14695981039346656037ull;  // FNV-1a
  for (int game = 0; game < 12; ++game) {
    Shape board;
    board.h = kHeight;
    for (int y = 0; y < kHeight; ++y) board.r[y] = ~std::uint32_t{0};
    for (int i = 0; i < 12 + 2 * game; ++i) {
      seed = mix(seed);
      board.r[(seed >> 8) % kHeight] &= ~(std::uint32_t{1} << ((seed >> 20) % kWidth));
    }
    int stop = 90 + 7 * game;
    while (count_cells(board) > stop) remove_box(board, heuristic_choice(board).move);
    Solver solver;
    Budget b;
    b.time_ms = 0, b.nodes = 20000;
    Choice c = choose_move(board, b, solver);
    char line[128];
    std::snprintf(line, sizeof line, "position %d: %d vacant, %s box %d at (%d,%d), %llu nodes\n",
                  game, count_cells(board), c.reason, c.move.k, c.move.x, c.move.y,
                  static_cast<unsigned long long>(solver.nodes));
    std::fputs(line, stdout);
    for (const char* q = line; *q; ++q)
      signature = (signature ^ (unsigned char)*q) * 1099511628211ull;
    total += solver.nodes;
  }
  // The one bench line of every entry: the work done, its unit, and a signature of the results.
  std::printf("bench: %llu nodes %016llx\n", static_cast<unsigned long long>(total),
              static_cast<unsigned long long>(signature));
  return total;
}

}  // namespace nimrod

#ifndef CONTEST_NO_MAIN
int main(int argc, char** argv) {
  using namespace nimrod;
  Budget budget;  // the clock starts here
  if (argc == 2 && std::string(argv[1]) == "--bench") return bench() ? 0 : 1;
  if (argc == 2 && std::string(argv[1]) == "--help") {
    std::printf(
        "usage: nimrod MARK < old.arena > new.arena   (one move: one k x k box of MARK)\n"
        "       nimrod --bench   (fixed positions, fixed node budget: 'bench: N nodes SIG')\n"
        "MARK: one character, not '-', 'o', '/' or a blank. BOXING_MOVE_MS: the budget of a\n"
        "move, 1 to 60000 ms (default 600). Solved values are kept in /tmp/arena.MARK.\n");
    return 0;
  }
  // The mark may not be a vacant spot, a blocked one, a blank or the file name's '/'.
  if (argc != 2 || argv[1][0] == '\0' || argv[1][1] != '\0' ||
      std::strchr("-o/ \t\n\r", argv[1][0])) {
    std::fprintf(stderr,
                 "usage: %s MARK < old.arena > new.arena (MARK: one character, not '-', 'o', '/' "
                 "or a blank)\n",
                 argv[0]);
    return 2;
  }
  char mark = argv[1][0];
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  Shape board;
  if (!parse_arena(text, board)) {
    std::fprintf(stderr, "nimrod: the arena must be 16 lines of 32 characters (528 bytes)\n");
    return 2;
  }
  // A typo in the budget must not pass for the default (or, as 0, turn the clock off).
  if (const char* t = std::getenv("BOXING_MOVE_MS")) {
    long ms = 0;
    const char* c = t;
    while (*c >= '0' && *c <= '9' && ms <= 60000) ms = ms * 10 + (*c++ - '0');
    if (*c || ms < 1 || ms > 60000) {
      std::fprintf(stderr, "nimrod: BOXING_MOVE_MS must be whole milliseconds, 1 to 60000\n");
      return 2;
    }
    budget.time_ms = static_cast<double>(ms);
  }
  if (count_cells(board) > 0) {
    Solver solver;
    const std::string file = std::string("/tmp/arena.") + mark;
    solver.load(file.c_str());
    write_move(text, choose_move(board, budget, solver).move, mark);
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
    solver.save(file.c_str());
    // Freeing the search's tables would only cost time: leave without destructors.
    std::_Exit(std::ferror(stdout) ? 1 : 0);
  }
  std::fwrite(text.data(), 1, text.size(), stdout);
  return 0;
}
#endif
