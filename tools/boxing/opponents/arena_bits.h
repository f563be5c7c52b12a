// arena_bits.h: the pieces of arena geometry the sparring partners share (sg.cpp, mcts.cpp,
// alphabeta.cpp): box listing, the symmetries behind their canonical keys, the mirror test and the
// playouts' random box. A set of spots is an array of rows, bit x of rows[y] being spot (x, y).
// The entry (boxing/nimrod.cpp) is one self-contained file and does not include this.
#pragma once

#include <algorithm>
#include <cstdint>

namespace arena_bits {

constexpr int kWidth = 32, kHeight = 16, kMaxSide = 16;

struct Box {
  int x, y, k;
};

inline std::uint32_t span(int x, int k) { return std::uint32_t((std::uint64_t(1) << k) - 1) << x; }

inline int count_spots(const std::uint32_t* rows, int h) {
  int n = 0;
  for (int y = 0; y < h; ++y) n += __builtin_popcount(rows[y]);
  return n;
}

// layer[k - 1][y]: the x of every k x k box with its top row y (a box of side k is the union of
// four of side k - 1, so each layer is two ANDs a row from the one before; rows where a box of
// side k cannot start are zero). Returns the largest side found (1 for an empty set).
template <int Rows>
int box_layers(const std::uint32_t* rows, int h, std::uint32_t (&layer)[kMaxSide][Rows]) {
  std::copy(rows, rows + h, layer[0]);
  int k = 1;
  for (; k < kMaxSide && k < h; ++k) {
    std::uint32_t any = 0;
    for (int y = 0; y + k < h; ++y) {
      const std::uint32_t a = layer[k - 1][y] & layer[k - 1][y + 1];
      any |= layer[k][y] = a & (a >> 1);
    }
    for (int y = h - k; y < h; ++y) layer[k][y] = 0;
    if (!any) break;
  }
  return k;
}

// Calls f(Box) for every legal box: largest side first, then by row, then by column.
template <typename F>
void for_each_box(const std::uint32_t* rows, int h, F f) {
  std::uint32_t layer[kMaxSide][32];
  for (int k = box_layers(rows, h, layer); k >= 1; --k)
    for (int y = 0; y + k <= h; ++y)
      for (std::uint32_t b = layer[k - 1][y]; b; b &= b - 1) f(Box{__builtin_ctz(b), y, k});
}

// Calls f(variant, vh, vw) for each of the eight symmetries of the square applied to the spots
// moved to the origin (variant: vh rows vw wide; a transpose wider than 32 is skipped). The
// partners' canonical keys are their own hashes' least over these. False for an empty set.
template <typename F>
bool for_each_symmetry(const std::uint32_t* rows, int h, F f) {
  int lo = 0, hi = h - 1;
  while (lo <= hi && !rows[lo]) ++lo;
  while (hi >= lo && !rows[hi]) --hi;
  if (lo > hi) return false;
  std::uint32_t any = 0;
  for (int y = lo; y <= hi; ++y) any |= rows[y];
  const int dx = __builtin_ctz(any), w = 32 - __builtin_clz(any) - dx, height = hi - lo + 1;
  for (int v = 0; v < 8; ++v) {
    const bool turn = v & 4, flip_rows = v & 2, flip_columns = v & 1;
    const int vh = turn ? w : height, vw = turn ? height : w;
    if (vw > 32) continue;
    std::uint32_t variant[32] = {};
    for (int y = 0; y < height; ++y)
      for (std::uint32_t b = rows[lo + y] >> dx; b; b &= b - 1) {
        int x = __builtin_ctz(b), X = turn ? y : x, Y = turn ? x : y;
        if (flip_columns) X = vw - 1 - X;
        if (flip_rows) Y = vh - 1 - Y;
        variant[Y] |= 1u << X;
      }
    f(static_cast<const std::uint32_t*>(variant), vh, vw);
  }
  return true;
}

inline std::uint32_t reverse_row(std::uint32_t v) {
  std::uint32_t r = 0;
  for (int x = 0; x < kWidth; ++x) r |= ((v >> x) & 1u) << (kWidth - 1 - x);
  return r;
}

// An arena (16 rows) symmetric through its centre with a centre spot taken: no box can overlap
// its own image, so the player to move loses to the mirror.
inline bool mirror_lost(const std::uint32_t* rows) {
  const std::uint32_t mid = 3u << 15;
  if ((rows[7] & mid) == mid && (rows[8] & mid) == mid) return false;
  for (int y = 0; y < kHeight / 2; ++y)
    if (rows[y] != reverse_row(rows[kHeight - 1 - y])) return false;
  return true;
}

// The playouts' random numbers (xorshift64); each partner seeds its own state.
inline std::uint64_t next_random(std::uint64_t& state) {
  state ^= state << 13, state ^= state >> 7, state ^= state << 17;
  return state;
}

// The largest side of a box with its top-left corner at (x, y) of an arena.
inline int largest_at(const std::uint32_t* rows, int x, int y) {
  int k = 1;
  while (k < kMaxSide && x + k < kWidth && y + k < kHeight) {
    // one more row below and one more column to the right
    if ((rows[y + k] & span(x, k + 1)) != span(x, k + 1)) break;
    bool column = true;
    for (int row = y; row < y + k && column; ++row) column = (rows[row] >> (x + k)) & 1;
    if (!column) break;
    ++k;
  }
  return k;
}

// A playout's box on an arena of n vacant spots: the best of `corners` random vacant spots as the
// top-left corner (the one where the largest box fits), then a side from the upper half of what
// fits there: large boxes likelier, small ones possible.
inline Box random_box(const std::uint32_t* rows, int n, int corners, std::uint64_t& state) {
  Box best{0, 0, 0};
  for (int tries = 0; tries < corners; ++tries) {
    int pick = static_cast<int>(next_random(state) % n);
    for (int y = 0; y < kHeight; ++y) {
      const int c = __builtin_popcount(rows[y]);
      if (pick >= c) {
        pick -= c;
        continue;
      }
      std::uint32_t b = rows[y];
      for (; pick > 0; --pick) b &= b - 1;
      const int x = __builtin_ctz(b), k = largest_at(rows, x, y);
      if (k > best.k) best = {x, y, k};
      break;
    }
  }
  const int lo = (best.k + 1) / 2;
  best.k = lo + static_cast<int>(next_random(state) % (best.k - lo + 1));
  return best;
}

}  // namespace arena_bits
