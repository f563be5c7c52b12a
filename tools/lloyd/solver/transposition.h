// transposition.h: the squares an iteration of IDA* has reached, so that a square reached again by
// another path (the transport makes many) is not searched twice. An entry says that the square
// was reached at g in the iteration of a threshold; reached again at g or deeper in the same
// iteration, its subtree holds nothing new. Only the squares whose subtree is large enough are
// stored. Entries are two words, the key stored XOR the data, so that threads need no lock: a
// torn entry does not match (Hyatt's lockless hashing).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>

#include "puzzle.h"

namespace lloyd::solver {

// Zobrist keys of (tile, cell); a square's key is the XOR over its tiles.
struct Zobrist {
  uint64_t key[kTiles][kCells];
  Zobrist();
  uint64_t of(const Position& p) const;
};
const Zobrist& zobrist();

class TranspositionTable {
 public:
  explicit TranspositionTable(std::size_t megabytes);
  // True when the square was reached at g or shallower in this threshold's iteration (skip it);
  // otherwise records it at g.
  bool reached(uint64_t key, int threshold, int g);
  uint64_t hits() const { return hits_.load(std::memory_order_relaxed); }

 private:
  struct Entry {
    std::atomic<uint64_t> check;  // key ^ data
    std::atomic<uint64_t> data;   // threshold << 8 | g
  };
  std::unique_ptr<Entry[]> entries_;
  uint64_t mask_ = 0;  // buckets of two: the shallower entry, then the newest
  std::atomic<uint64_t> hits_{0};
};

}  // namespace lloyd::solver
