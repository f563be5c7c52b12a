// compact_pattern_db.cpp: see compact_pattern_db.h.
#include "compact_pattern_db.h"

#include <sys/mman.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <thread>

namespace lloyd::solver {

namespace {

const char kMagic[] = "lloyd-pdb-compact-1 ";
constexpr uint8_t kUnknown = 0xff;
constexpr uint32_t kBoard = (1u << kCells) - 1;

// Memory in huge pages where the system allows: the lookups are random, and the TLB misses cost.
uint8_t* allocate(std::size_t size) {
  constexpr std::size_t kHuge = std::size_t{2} << 20;
  const std::size_t bytes = (size + kHuge - 1) / kHuge * kHuge;
  auto* p = static_cast<uint8_t*>(std::aligned_alloc(kHuge, bytes));
  if (!p) throw std::bad_alloc();
  madvise(p, bytes, MADV_HUGEPAGE);  // advice: no matter if refused
  return p;
}

// The cells next to any of the cells in m.
uint32_t spread(uint32_t m) {
  constexpr uint32_t kLeftColumn = 0x108421, kRightColumn = kLeftColumn << (kSide - 1);
  return ((m << 1 & ~kLeftColumn) | (m >> 1 & ~kRightColumn) | m << kSide | m >> kSide) & kBoard;
}

// The rank of the tiles' cells among the placements (mixed radix 25, 24, ...).
uint64_t rank_of(const int* cell, int k) {
  uint64_t rank = 0;
  for (int j = 0; j < k; ++j) {
    int r = cell[j];
    for (int i = 0; i < j; ++i) r -= cell[i] < cell[j];
    rank = rank * (kCells - j) + r;
  }
  return rank;
}

// The rank of free cell c among the free cells.
int free_rank(int c, uint32_t occupied) {
  return c - __builtin_popcount(occupied & ((1u << c) - 1));
}

// The cells of placement p (its rank), their mask in occupied.
void unrank(uint64_t p, int k, int* cell, uint32_t& occupied) {
  int digit[6];
  for (int j = k - 1; j >= 0; --j) digit[j] = p % (kCells - j), p /= kCells - j;
  occupied = 0;
  for (int j = 0; j < k; ++j) {
    uint32_t free = ~occupied & kBoard;
    for (int i = 0; i < digit[j]; ++i) free &= free - 1;
    cell[j] = __builtin_ctz(free);
    occupied |= 1u << cell[j];
  }
}

// Whether, with the pattern at home, the empty spot comes home from every free cell at cost 0:
// through the free cells, or by a jump to the centre (another tile's transport) and from there.
bool home_from_anywhere(const std::vector<int>& tiles) {
  uint32_t free = kBoard;
  for (int t : tiles) free &= ~(1u << t);
  uint32_t region = 1u << (kCells - 1);
  for (uint32_t grown; (grown = (region | spread(region)) & free) != region;) region = grown;
  return region == free || (region >> kCentre & 1);
}

uint8_t peek(const uint8_t* p) { return __atomic_load_n(p, __ATOMIC_RELAXED); }
void store(uint8_t* p, uint8_t v) { __atomic_store_n(p, v, __ATOMIC_RELAXED); }

}  // namespace

CompactPatternDb::CompactPatternDb(std::vector<int> tiles) : tiles_(std::move(tiles)) {
  k_ = static_cast<int>(tiles_.size());
  if (k_ < 1 || k_ > 6) throw std::invalid_argument("a compact pattern has 1-6 tiles");
  free_ = kCells - k_;
  record_ = 1 + (free_ + 1) / 2;
  placements_ = 1;
  for (int j = 0; j < k_; ++j) placements_ *= kCells - j;
  table_.reset(allocate(bytes()));
  std::memset(table_.get(), 0, bytes());
}

void CompactPatternDb::Free::operator()(uint8_t* p) const { std::free(p); }

std::string CompactPatternDb::name() const {
  std::string s;
  for (int t : tiles_) s += static_cast<char>('A' + t);
  return s + '+';
}

uint8_t CompactPatternDb::value(const Position& p) const {
  uint32_t index = 0;
  for (int j = 0; j < k_; ++j) index += p.pos[tiles_[j]] * weight(j);
  return value(index, p.blank);
}

void CompactPatternDb::build(int threads, std::FILE* log) {
  const Geometry& g = geometry();
  const int k = k_, n = free_;
  const std::size_t states = this->states();
  std::unique_ptr<uint8_t[], Free> work(allocate(states));
  uint8_t* const w = work.get();
  std::memset(w, kUnknown, states);
  const auto start = std::chrono::steady_clock::now();

  // Sets value v on (placement p, the empty spot at b) and on every state that reaches it at cost
  // 0 (the other tiles' moves): the empty spot anywhere in b's region of free cells, or, when the
  // centre is in that region, anywhere (another tile's transport takes it to the centre).
  auto settle = [&](uint64_t p, uint32_t occupied, int b, uint8_t v) {
    const uint32_t free = ~occupied & kBoard;
    uint32_t region = 1u << b;
    for (uint32_t grown; (grown = (region | spread(region)) & free) != region;) region = grown;
    if (region >> kCentre & 1) region = free;
    uint8_t* row = w + p * n;
    for (; region; region &= region - 1) {
      uint8_t* e = row + free_rank(__builtin_ctz(region), occupied);
      if (peek(e) == kUnknown) store(e, v);
    }
  };

  int goal[6];
  uint32_t goal_occupied = 0;
  for (int j = 0; j < k; ++j) goal[j] = tiles_[j], goal_occupied |= 1u << tiles_[j];
  settle(rank_of(goal, k), goal_occupied, kCells - 1, 0);

  // Expands every state of depth d in placements [from, to): its predecessors by a move of a
  // pattern tile (cost 1) that nothing has reached get d + 1.
  auto expand = [&](uint64_t from, uint64_t to, uint8_t d) {
    bool grew = false;
    const uint8_t* const end = w + to * n;
    for (const uint8_t* at = w + from * n; at < end;) {
      at = static_cast<const uint8_t*>(std::memchr(at, d, end - at));
      if (!at) break;
      const uint64_t p = (at - w) / n;
      at = w + (p + 1) * n;
      // The placement's cells from its rank.
      int cell[6], slot_at[kCells];
      uint32_t occupied;
      unrank(p, k, cell, occupied);
      std::fill(slot_at, slot_at + kCells, -1);
      for (int j = 0; j < k; ++j) slot_at[cell[j]] = j;
      const uint8_t* row = w + p * n;
      uint32_t free = ~occupied & kBoard;
      for (int r = 0; r < n; ++r, free &= free - 1) {
        if (peek(row + r) != d) continue;
        const int e = __builtin_ctz(free);
        // The predecessor in which pattern tile j was at e and the empty spot at q.
        auto visit = [&](int q) {
          const int j = slot_at[q];
          if (j < 0) return;  // another tile: the same placement, settled with this state
          int before[6];
          std::copy(cell, cell + k, before);
          before[j] = e;
          const uint32_t occ = occupied ^ (1u << q) ^ (1u << e);
          const uint64_t pp = rank_of(before, k);
          if (peek(w + pp * n + free_rank(q, occ)) != kUnknown) return;
          settle(pp, occ, q, d + 1);
          grew = true;
        };
        for (int q : g.next[e])
          if (q >= 0) visit(q);
        // A transport reversed: the tile now at q was in the centre, the empty spot at q.
        if (e == kCentre)
          for (int q = 0; q < kCells; ++q)
            if (g.centre_distance[q] > 1) visit(q);
      }
    }
    return grew;
  };

  threads = std::max(1, threads);
  constexpr uint64_t kChunk = 1 << 16;
  for (uint8_t d = 0;; ++d) {
    if (d == kUnknown - 1) throw std::logic_error("pattern database " + name() + ": too deep");
    std::atomic<uint64_t> next{0};
    std::atomic<bool> grew{false};
    auto run = [&] {
      bool g = false;
      for (uint64_t c; (c = next.fetch_add(kChunk)) < placements_;)
        g |= expand(c, std::min<uint64_t>(c + kChunk, placements_), d);
      if (g) grew = true;
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(run);
    run();
    for (std::thread& t : pool) t.join();
    if (log)
      std::fprintf(log, "%s: depth %d expanded, %.1f s\n", name().c_str(), d,
                   std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    if (!grew) break;
  }

  // The records: the least value of each placement and each state's value above it.
  std::memset(table_.get(), 0, bytes());
  std::atomic<std::size_t> missed{0}, clamped{0};
  auto pack = [&](uint64_t from, uint64_t to) {
    std::size_t m = 0, c = 0;
    for (uint64_t p = from; p < to; ++p) {
      const uint8_t* row = w + p * n;
      const uint8_t base = *std::min_element(row, row + n);
      uint8_t* rec = table_.get() + p * record_;
      rec[0] = base;
      for (int r = 0; r < n; ++r) {
        m += row[r] == kUnknown;
        const int above = row[r] - base;
        c += above > 15;
        rec[1 + r / 2] |= std::min(above, 15) << (r % 2 * 4);
      }
    }
    missed += m, clamped += c;
  };
  {
    std::vector<std::thread> pool;
    const uint64_t part = (placements_ + threads - 1) / threads;
    for (int t = 0; t < threads; ++t)
      pool.emplace_back(pack, std::min(placements_, t * part),
                        std::min(placements_, (t + 1) * part));
    for (std::thread& t : pool) t.join();
  }
  clamped_ = clamped;
  if (missed) throw std::logic_error("pattern database " + name() + ": states missed");
}

bool CompactPatternDb::derive(const CompactPatternDb& other) {
  const int k = k_;
  if (other.k_ != k || !home_from_anywhere(tiles_) || !home_from_anywhere(other.tiles_))
    return false;
  for (int sym = 0; sym < 8; ++sym) {
    int map[kCells], slot[6];
    if (!symmetric_slots(tiles_, other.tiles_, sym, map, slot)) continue;
    std::memset(table_.get(), 0, bytes());
    for (uint64_t p = 0; p < placements_; ++p) {
      int cell[6], to[6];
      uint32_t occupied, to_occupied = 0;
      unrank(p, k, cell, occupied);
      for (int j = 0; j < k; ++j) to[slot[j]] = map[cell[j]], to_occupied |= 1u << map[cell[j]];
      const uint8_t* from = other.table_.get() + p * record_;
      uint8_t* rec = table_.get() + rank_of(to, k) * record_;
      rec[0] = from[0];
      uint32_t free = ~occupied & kBoard;
      for (int r = 0; r < free_; ++r, free &= free - 1) {
        const int t = free_rank(map[__builtin_ctz(free)], to_occupied);
        rec[1 + t / 2] |= (from[1 + r / 2] >> (r % 2 * 4) & 15) << (t % 2 * 4);
      }
    }
    clamped_ = other.clamped_;
    return true;
  }
  return false;
}

void CompactPatternDb::save(const std::string& path) const {
  std::ofstream out(path + ".tmp", std::ios::binary);
  const std::string header = kMagic + name() + "\n";
  out.write(header.data(), static_cast<std::streamsize>(header.size()));
  out.write(reinterpret_cast<const char*>(table_.get()), static_cast<std::streamsize>(bytes()));
  out.close();
  if (!out || std::rename((path + ".tmp").c_str(), path.c_str()) != 0)
    throw std::runtime_error("cannot write " + path);
}

bool CompactPatternDb::load(const std::string& path, std::string& error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return error = "cannot read " + path, false;
  std::string header;
  std::getline(in, header);
  if (header != kMagic + name()) {
    error = path + ": not the compact pattern database of " + name();
    return false;
  }
  in.read(reinterpret_cast<char*>(table_.get()), static_cast<std::streamsize>(bytes()));
  if (static_cast<std::size_t>(in.gcount()) != bytes() || in.peek() != EOF) {
    error = path + ": cut short or too long";
    return false;
  }
  return true;
}

uint8_t CompactPatternDb::max_value() const {
  int m = 0;
  for (std::size_t p = 0; p < placements_; ++p) {
    const uint8_t* rec = table_.get() + p * record_;
    for (int r = 0; r < free_; ++r) m = std::max(m, rec[0] + (rec[1 + r / 2] >> (r % 2 * 4) & 15));
  }
  return static_cast<uint8_t>(m);
}

double CompactPatternDb::mean_value() const {
  double sum = 0;
  for (std::size_t p = 0; p < placements_; ++p) {
    const uint8_t* rec = table_.get() + p * record_;
    uint64_t s = 0;
    for (int r = 0; r < free_; ++r) s += rec[0] + (rec[1 + r / 2] >> (r % 2 * 4) & 15);
    sum += s;
  }
  return sum / static_cast<double>(states());
}

}  // namespace lloyd::solver
