// transposition.cpp: see transposition.h.
#include "transposition.h"

namespace lloyd::solver {

Zobrist::Zobrist() {
  uint64_t x = 0x9e3779b97f4a7c15ull;  // splitmix64: fixed keys, the same on every run
  for (auto& tile : key)
    for (uint64_t& k : tile) {
      uint64_t z = (x += 0x9e3779b97f4a7c15ull);
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
      k = z ^ (z >> 31);
    }
}

uint64_t Zobrist::of(const Position& p) const {
  uint64_t h = 0;
  for (int t = 0; t < kTiles; ++t) h ^= key[t][p.pos[t]];
  return h;
}

const Zobrist& zobrist() {
  static const Zobrist z;
  return z;
}

TranspositionTable::TranspositionTable(std::size_t megabytes) {
  std::size_t buckets = 1;
  while (buckets * 2 * 2 * sizeof(Entry) <= megabytes << 20) buckets *= 2;
  entries_.reset(new Entry[buckets * 2]);
  for (std::size_t i = 0; i < buckets * 2; ++i) {
    entries_[i].check.store(0, std::memory_order_relaxed);
    entries_[i].data.store(0, std::memory_order_relaxed);
  }
  mask_ = buckets - 1;
}

bool TranspositionTable::reached(uint64_t key, int threshold, int g) {
  Entry* bucket = &entries_[(key & mask_) * 2];
  const uint64_t mine = static_cast<uint64_t>(threshold) << 8 | static_cast<uint64_t>(g);
  for (int i = 0; i < 2; ++i) {
    const uint64_t data = bucket[i].data.load(std::memory_order_relaxed);
    if ((bucket[i].check.load(std::memory_order_relaxed) ^ data) != key) continue;
    if (data >> 8 == static_cast<uint64_t>(threshold) && static_cast<int>(data & 0xff) <= g) {
      hits_.fetch_add(1, std::memory_order_relaxed);
      return true;
    }
  }
  // The first slot keeps the shallowest square of this iteration, the second the newest.
  const uint64_t first = bucket[0].data.load(std::memory_order_relaxed);
  const bool take_first =
      first >> 8 != static_cast<uint64_t>(threshold) || static_cast<int>(first & 0xff) >= g;
  Entry& e = bucket[take_first ? 0 : 1];
  e.check.store(key ^ mine, std::memory_order_relaxed);
  e.data.store(mine, std::memory_order_relaxed);
  return false;
}

}  // namespace lloyd::solver
