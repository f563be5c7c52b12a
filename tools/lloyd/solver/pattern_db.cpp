// pattern_db.cpp: see pattern_db.h.
#include "pattern_db.h"

#include <sys/mman.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <stdexcept>

#include "common/core/files.h"

namespace lloyd::solver {

namespace {
const char kMagic[] = "lloyd-pdb-1 ";
}

PatternDb::PatternDb(std::vector<int> tiles, bool keeps_blank)
    : tiles_(std::move(tiles)), keeps_blank_(keeps_blank) {
  if (tiles_.empty() || tiles_.size() + keeps_blank_ > 6)
    throw std::invalid_argument("a pattern has 1-6 tiles, or 1-5 and the empty spot");
  size_ = 1;
  for (std::size_t i = 0; i < tiles_.size() + keeps_blank_; ++i) size_ *= kCells;
  constexpr std::size_t kHuge = std::size_t{2} << 20;
  const std::size_t bytes = (size_ + kHuge - 1) / kHuge * kHuge;
  table_.reset(static_cast<uint8_t*>(std::aligned_alloc(kHuge, bytes)));
  if (!table_) throw std::bad_alloc();
  madvise(table_.get(), bytes, MADV_HUGEPAGE);  // advice: no matter if refused
  std::fill(table_.get(), table_.get() + size_, kUnknown);
}

void PatternDb::Free::operator()(uint8_t* p) const { std::free(p); }

std::string PatternDb::name() const {
  std::string s;
  for (int t : tiles_) s += static_cast<char>('A' + t);
  return keeps_blank_ ? s + '+' : s;
}

uint32_t PatternDb::index(const Position& p) const {
  uint32_t i = 0;
  for (std::size_t j = 0; j < tiles_.size(); ++j) i += p.pos[tiles_[j]] * kWeight[j];
  return i + p.blank * blank_weight();
}

void PatternDb::build() {
  if (keeps_blank_)
    build_keeping_blank();
  else
    build_forgetting_blank();
}

void PatternDb::build_forgetting_blank() {
  const Geometry& g = geometry();
  const int k = static_cast<int>(tiles_.size());
  std::fill(table_.get(), table_.get() + size_, kUnknown);
  // Every state is queued once: the table of indices doubles as the queue.
  std::size_t states = 1;
  for (int j = 0; j < k; ++j) states *= kCells - j;
  std::vector<uint32_t> queue(states);
  uint32_t goal = 0;
  for (int j = 0; j < k; ++j) goal += tiles_[j] * kWeight[j];
  table_[goal] = 0;
  queue[0] = goal;
  std::size_t head = 0, tail = 1;
  while (head < tail) {
    const uint32_t idx = queue[head++];
    const uint8_t d = table_[idx] + 1;
    int at[6];
    uint32_t occupied = 0, rest = idx;
    for (int j = 0; j < k; ++j) {
      at[j] = static_cast<int>(rest % kCells);
      rest /= kCells;
      occupied |= 1u << at[j];
    }
    auto visit = [&](uint32_t next) {
      if (table_[next] != kUnknown) return;
      table_[next] = d;
      queue[tail++] = next;
    };
    const bool centre_free = !(occupied >> kCentre & 1);
    for (int j = 0; j < k; ++j) {
      const int p = at[j];
      for (int q : g.next[p])
        if (q >= 0 && !(occupied >> q & 1)) visit(idx + (q - p) * kWeight[j]);
      if (centre_free && g.centre_distance[p] > 1) visit(idx + (kCentre - p) * kWeight[j]);
    }
  }
  if (tail != states) throw std::logic_error("pattern database " + name() + ": states missed");
}

void PatternDb::build_keeping_blank() {
  const Geometry& g = geometry();
  const int k = static_cast<int>(tiles_.size());
  const uint32_t bw = blank_weight();
  std::fill(table_.get(), table_.get() + size_, kUnknown);
  std::size_t states = 1;
  for (int j = 0; j <= k; ++j) states *= kCells - j;
  uint32_t goal = (kCells - 1) * bw;
  for (int j = 0; j < k; ++j) goal += tiles_[j] * kWeight[j];
  // Layer by layer: a state reached at cost 0 joins the layer being expanded (even when it was
  // already put in the next one: the stale entry is skipped there), one at cost 1 the next.
  std::vector<uint32_t> layer{goal}, next;
  table_[goal] = 0;
  std::size_t reached = 1;
  for (uint8_t d = 0; !layer.empty(); ++d, layer.swap(next), next.clear()) {
    if (d == kUnknown - 1) throw std::logic_error("pattern database " + name() + ": too deep");
    for (std::size_t i = 0; i < layer.size(); ++i) {
      const uint32_t idx = layer[i];
      if (table_[idx] != d) continue;
      int slot_at[kCells];
      std::fill(slot_at, slot_at + kCells, -1);
      uint32_t rest = idx;
      for (int j = 0; j < k; ++j, rest /= kCells) slot_at[rest % kCells] = j;
      const int e = static_cast<int>(rest % kCells);
      // The predecessor in which the empty spot was at q (a pattern tile at q moved to e, or
      // another tile did).
      auto visit = [&](int q) {
        const int j = slot_at[q];
        const uint32_t from = idx + (q - e) * static_cast<int32_t>(bw) +
                              (j < 0 ? 0 : (e - q) * static_cast<int32_t>(kWeight[j]));
        uint8_t& v = table_[from];
        if (j < 0 && (v == kUnknown || v == d + 1)) {
          reached += v == kUnknown;
          v = d;
          layer.push_back(from);
        } else if (j >= 0 && v == kUnknown) {
          ++reached;
          v = d + 1;
          next.push_back(from);
        }
      };
      for (int q : g.next[e])
        if (q >= 0) visit(q);
      // A transport reversed: the tile now at q was in the centre, the empty spot at q.
      if (e == kCentre)
        for (int q = 0; q < kCells; ++q)
          if (g.centre_distance[q] > 1) visit(q);
    }
  }
  if (reached != states) throw std::logic_error("pattern database " + name() + ": states missed");
}

bool PatternDb::derive(const PatternDb& other) {
  const int k = static_cast<int>(tiles_.size());
  if (static_cast<int>(other.tiles_.size()) != k || other.keeps_blank_ != keeps_blank_)
    return false;
  const int slots = k + keeps_blank_;
  // With the empty spot, only the symmetries that keep its goal: the identity and the diagonal.
  for (int sym = 0; sym < (keeps_blank_ ? 2 : 8); ++sym) {
    int map[kCells], slot[7];
    if (!symmetric_slots(tiles_, other.tiles_, sym, map, slot)) continue;
    slot[k] = k;  // the empty spot's, when kept
    for (std::size_t i = 0; i < size_; ++i) {
      const uint8_t v = other.table_[i];
      if (v == kUnknown) continue;
      uint32_t rest = static_cast<uint32_t>(i), to = 0;
      for (int j = 0; j < slots; ++j, rest /= kCells) to += map[rest % kCells] * kWeight[slot[j]];
      table_[to] = v;
    }
    return true;
  }
  return false;
}

void PatternDb::save(const std::string& path) const {
  std::string text = kMagic + name() + "\n";
  text.append(reinterpret_cast<const char*>(table_.get()), size_);
  contest::write_file(path, text);
}

bool PatternDb::load(const std::string& path, std::string& error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return error = "cannot read " + path, false;
  std::string header;
  std::getline(in, header);
  if (header != kMagic + name()) {
    error = path + ": not the pattern database of " + name();
    return false;
  }
  in.read(reinterpret_cast<char*>(table_.get()), static_cast<std::streamsize>(size_));
  if (static_cast<std::size_t>(in.gcount()) != size_ || in.peek() != EOF) {
    error = path + ": cut short or too long";
    return false;
  }
  return true;
}

uint8_t PatternDb::max_value() const {
  uint8_t m = 0;
  for (std::size_t i = 0; i < size_; ++i)
    if (table_[i] != kUnknown && table_[i] > m) m = table_[i];
  return m;
}

double PatternDb::mean_value() const {
  double sum = 0, n = 0;
  for (std::size_t i = 0; i < size_; ++i)
    if (table_[i] != kUnknown) sum += table_[i], ++n;
  return n ? sum / n : 0;
}

}  // namespace lloyd::solver
