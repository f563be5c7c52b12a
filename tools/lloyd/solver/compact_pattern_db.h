// compact_pattern_db.h: a pattern database that keeps the empty spot, for patterns of up to six
// tiles (7 slots: 25^7 direct entries would not fit).
//
// The abstract states and moves are those of PatternDb's that keep the empty spot (pattern_db.h).
// Storage: a placement of the pattern's tiles is ranked among the 25!/(25-k)! placements, and its
// record holds the least value over the empty spot's 25-k free cells (one byte) and each free
// cell's value above it (4 bits, in the order of the cells): 11 bytes a placement for six tiles,
// 127,512,000 placements, 1.4 GB. The values of one placement differ by little (the empty spot
// moves among the free cells at cost 0); a difference above 15 would be stored as 15, which keeps
// the value a lower bound (the build counts them: clamped()).
//
// The heuristic keeps the tiles' cells in a 32-bit index (cell << 5 * slot) updated move by move,
// and gives the empty spot's cell beside it: value() ranks them on the fly.
#pragma once

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "puzzle.h"

namespace lloyd::solver {

class CompactPatternDb {
 public:
  // The weight of a tile's cell in the index the heuristic keeps.
  static constexpr uint32_t weight(int slot) { return 1u << (5 * slot); }

  // A pattern of 1-6 tiles, the empty spot kept.
  explicit CompactPatternDb(std::vector<int> tiles);

  const std::vector<int>& tiles() const { return tiles_; }
  std::string name() const;  // "ABCFGH+"
  std::size_t placements() const { return placements_; }
  std::size_t states() const { return placements_ * free_; }
  std::size_t bytes() const { return placements_ * record_; }

  // index: the sum of the tiles' cells << 5 * slot; blank: the empty spot's cell (not a tile's).
  uint8_t value(uint32_t index, int blank) const {
    int cell[6];
    uint64_t rank = 0;
    int below = 0;  // the tiles in cells before the empty spot's
    for (int j = 0; j < k_; ++j) {
      const int c = static_cast<int>(index >> (5 * j) & 31);
      int r = c;
      for (int i = 0; i < j; ++i) r -= cell[i] < c;
      cell[j] = c;
      rank = rank * (kCells - j) + r;
      below += c < blank;
    }
    const int r = blank - below;
    const uint8_t* rec = table_.get() + rank * record_;
    return rec[0] + (rec[1 + (r >> 1)] >> ((r & 1) * 4) & 15);
  }
  uint8_t value(const Position& p) const;

  // A 0-1 breadth-first search back from the goal, a scan of a table of one byte a state (2.4 GB
  // for six tiles) per depth, on `threads` threads; progress on log when not null. Throws
  // std::logic_error if a state is missed.
  void build(int threads = 1, std::FILE* log = nullptr);
  // The board's eight symmetries keep the moves but move the empty spot's goal. Where in both
  // patterns' goal placements the empty spot comes home from every free cell at cost 0 (the
  // pattern does not wall its goal off), the goal is the placement with the empty spot anywhere,
  // which a symmetry keeps: when one maps other's tiles onto this pattern's, the table is other's
  // carried over (kf+'s DEIJNO+ and KLPQUV+ are ABCFGH+ turned). Returns false otherwise.
  bool derive(const CompactPatternDb& other);
  // The records behind a header naming the tiles; load refuses another pattern's file.
  void save(const std::string& path) const;
  bool load(const std::string& path, std::string& error);
  uint8_t max_value() const;
  double mean_value() const;  // over the abstract states
  std::size_t clamped() const { return clamped_; }

 private:
  struct Free {
    void operator()(uint8_t* p) const;
  };

  std::vector<int> tiles_;
  int k_ = 0;                               // tiles
  int free_ = 0;                            // the empty spot's cells: 25 - k
  std::size_t record_ = 0;                  // bytes a placement
  std::size_t placements_ = 0;              // 25!/(25-k)!
  std::size_t clamped_ = 0;                 // states stored below their value (none seen so far)
  std::unique_ptr<uint8_t[], Free> table_;  // in huge pages where the system allows
};

}  // namespace lloyd::solver
