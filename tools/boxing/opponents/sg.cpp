// boxing_sg: a sparring partner that plays the Boxing Match as a sum of independent games,
// written from the description of the player that beat Nimrod, not from Nimrod's code.
//
// - Vacant spots covered by no 2x2 square of vacant spots can only be taken one at a time: together
//   they are one nim heap worth their count mod 2.
// - The other spots split into 4-connected components. Every spot of a box of side 2 or more lies
//   in a 2x2 square of vacant spots, so such a box never holds a loose spot, and being connected it
//   never straddles two components: the components are independent games.
// - Each component's Grundy value comes from a memoised search over canonical shapes (translated to
//   the origin, the least of the 8 symmetries of the square). The memo is kept between moves in
//   /tmp/arena.MARK (a corrupt or foreign file is ignored).
// - On a point-symmetric arena that no box can cross (a centre spot taken) the mirror wins: it
//   plays a box that leaves such an arena when there is one.
// - When every component is solved, it plays a move that makes the nim-sum zero (the largest one).
//   Otherwise, playouts of random boxes (larger ones likelier) from its candidate moves, each
//   stopping as soon as every component is solved (in the memo or small enough); the move with the
//   best win rate is played.
//
// Usage: boxing_sg MARK < old.arena > new.arena. BOXING_SG_MOVE_MS sets the budget (default 300
// ms of CPU time).
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
using Clock = CpuClock;  // the budget is CPU time (cpu_clock.h)

struct Set {  // bit x of r[y]; h rows (up to 32 after a transpose)
  int h = H;
  std::uint32_t r[32] = {};
};
using arena_bits::Box;
using arena_bits::span;

int cells(const Set& s) { return arena_bits::count_spots(s.r, s.h); }
void take(Set& s, Box b) {
  for (int y = b.y; y < b.y + b.k; ++y) s.r[y] &= ~span(b.x, b.k);
}

// Every legal box, largest first.
std::vector<Box> boxes(const Set& s) {
  std::vector<Box> out;
  arena_bits::for_each_box(s.r, s.h, [&](const Box& b) { out.push_back(b); });
  return out;
}

// Spots in some 2x2 square of vacant spots.
Set squared(const Set& s) {
  Set c;
  c.h = s.h;
  for (int y = 0; y + 1 < s.h; ++y) {
    std::uint32_t a = s.r[y] & s.r[y + 1], q = a & (a >> 1), w = q | (q << 1);
    c.r[y] |= w, c.r[y + 1] |= w;
  }
  return c;
}

// The loose spots' parity, and the 4-connected components of the rest.
int split(const Set& s, std::vector<Set>& comps) {
  Set rest = squared(s);
  int loose = (cells(s) - cells(rest)) & 1;
  for (int y0 = 0; y0 < s.h; ++y0)
    while (rest.r[y0]) {
      Set c;
      c.h = s.h;
      c.r[y0] = rest.r[y0] & (~rest.r[y0] + 1);
      for (bool grew = true; grew;) {
        grew = false;
        for (int y = 0; y < s.h; ++y) {
          std::uint32_t n = c.r[y] | (c.r[y] << 1) | (c.r[y] >> 1);
          if (y > 0) n |= c.r[y - 1];
          if (y + 1 < s.h) n |= c.r[y + 1];
          n &= rest.r[y];
          if (n != c.r[y]) c.r[y] = n, grew = true;
        }
      }
      for (int y = 0; y < s.h; ++y) rest.r[y] &= ~c.r[y];
      comps.push_back(c);
    }
  return loose;
}

std::uint64_t hash_rows(const std::uint32_t* r, int h, int w) {
  std::uint64_t z = 0x12345678u + h * 131u + w;
  for (int y = 0; y < h; ++y) {
    z ^= r[y] + 0x9e3779b97f4a7c15ULL + (z << 6) + (z >> 2);
    z *= 0xff51afd7ed558ccdULL;
    z ^= z >> 33;
  }
  return z;
}

// The least hash over the 8 symmetries of the shape moved to the origin.
std::uint64_t canonical_key(const Set& s) {
  std::uint64_t best = ~std::uint64_t(0);
  const bool any =
      arena_bits::for_each_symmetry(s.r, s.h, [&](const std::uint32_t* rows, int h, int w) {
        best = std::min(best, hash_rows(rows, h, w));
      });
  return any ? best : 0;
}

struct OutOfTime {};

struct Solver {
  std::unordered_map<std::uint64_t, std::uint8_t> memo;
  Clock::time_point deadline;
  long nodes = 0;
  long node_cap = 0;  // per evaluation, 0: none

  void tick() {
    ++nodes;
    if (node_cap && nodes > node_cap) throw OutOfTime{};
    if ((nodes & 15) == 0 && Clock::now() > deadline) throw OutOfTime{};
  }
  // Grundy value of one component (any position on the board).
  int grundy(const Set& c) {
    std::uint64_t key = canonical_key(c);
    auto it = memo.find(key);
    if (it != memo.end()) return it->second;
    tick();
    bool seen[256] = {};
    std::vector<Set> parts;
    for (const Box& b : boxes(c)) {
      Set t = c;
      take(t, b);
      parts.clear();
      int g = split(t, parts);
      for (const Set& p : parts) g ^= grundy(p);
      seen[g & 255] = true;
    }
    int g = 0;
    while (seen[g]) ++g;
    memo[key] = static_cast<std::uint8_t>(g);
    return g;
  }
  // The nim-sum of a position, or -1 when it is not solved within max_cells per unknown component
  // and the node cap.
  int value(const Set& s, int max_cells, long cap) {
    std::vector<Set> parts;
    int g = split(s, parts);
    for (const Set& p : parts) {
      auto it = memo.find(canonical_key(p));
      if (it != memo.end()) {
        g ^= it->second;
        continue;
      }
      if (cells(p) > max_cells) return -1;
      long saved = node_cap;
      node_cap = cap ? nodes + cap : 0;
      try {
        g ^= grundy(p);
      } catch (const OutOfTime&) {
        node_cap = saved;
        if (Clock::now() > deadline) throw;
        return -1;
      }
      node_cap = saved;
    }
    return g;
  }
};

bool mirror_lost(const Set& s) { return arena_bits::mirror_lost(s.r); }

const char kMagic[8] = {'S', 'G', 'M', 'E', 'M', 'O', '0', '1'};

void load(Solver& sv, const std::string& path) {
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return;
  char magic[8];
  std::uint64_t n = 0;
  if (std::fread(magic, 1, 8, f) == 8 && std::equal(magic, magic + 8, kMagic) &&
      std::fread(&n, sizeof n, 1, f) == 1 && n <= 4000000) {
    std::vector<unsigned char> buf(n * 9);
    if (std::fread(buf.data(), 1, buf.size(), f) == buf.size()) {
      sv.memo.reserve(n * 2);
      for (std::uint64_t i = 0; i < n; ++i) {
        std::uint64_t k;
        std::copy(buf.begin() + i * 9, buf.begin() + i * 9 + 8,
                  reinterpret_cast<unsigned char*>(&k));
        sv.memo[k] = buf[i * 9 + 8];
      }
    }
  }
  std::fclose(f);
}

void save(const Solver& sv, const std::string& path) {
  FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) return;
  std::uint64_t n = std::min<std::uint64_t>(sv.memo.size(), 4000000);
  std::vector<unsigned char> buf;
  buf.reserve(8 + 8 + n * 9);
  buf.insert(buf.end(), kMagic, kMagic + 8);
  auto put = [&](std::uint64_t v) {
    for (int i = 0; i < 8; ++i) buf.push_back(static_cast<unsigned char>(v >> (8 * i)));
  };
  put(n);
  std::uint64_t i = 0;
  for (const auto& e : sv.memo) {
    if (i++ == n) break;
    put(e.first);
    buf.push_back(e.second);
  }
  std::fwrite(buf.data(), 1, buf.size(), f);
  std::fclose(f);
}

std::uint64_t rng_state = 88172645463325252ULL;
// A playout's box: one random corner (arena_bits.h).
Box random_box(const Set& s, int n) { return arena_bits::random_box(s.r, n, 1, rng_state); }

Box choose(const Set& board, Solver& sv, Clock::time_point start, double ms) {
  sv.deadline = start + std::chrono::microseconds(static_cast<long long>(ms * 1000));
  std::vector<Box> all = boxes(board);
  // 1. The mirror.
  for (const Box& b : all) {
    Set t = board;
    take(t, b);
    if (mirror_lost(t)) return b;
  }
  // 2. The whole position solved: a move to nim-sum zero, the largest first.
  auto solved_move = [&](int limit) -> int {
    int v = sv.value(board, limit, 0);
    if (v < 0) return -2;
    if (v == 0) return -1;
    for (std::size_t i = 0; i < all.size(); ++i) {
      Set t = board;
      take(t, all[i]);
      int after = sv.value(t, limit, 0);
      if (after == 0) return static_cast<int>(i);
    }
    return -1;
  };
  try {
    sv.deadline = start + std::chrono::microseconds(static_cast<long long>(ms * 500));
    int i = solved_move(60);
    if (i >= 0) return all[i];
    if (i == -1) {  // lost: one spot of the largest component keeps the most play
      return all.back();
    }
  } catch (const OutOfTime&) {
  }
  sv.deadline = start + std::chrono::microseconds(static_cast<long long>(ms * 1000));
  // 3. Playouts from the candidates (the larger boxes, at most 48), round robin.
  std::vector<Box> cand(all.begin(), all.begin() + std::min<std::size_t>(all.size(), 48));
  // A candidate after which the sum is solved and zero wins outright.
  try {
    for (const Box& b : cand) {
      Set t = board;
      take(t, b);
      if (sv.value(t, 30, 3000) == 0) return b;
    }
  } catch (const OutOfTime&) {
    return cand[0];
  }
  std::vector<int> wins(cand.size(), 0), plays(cand.size(), 0);
  try {
    for (int round = 0;; ++round)
      for (std::size_t i = 0; i < cand.size(); ++i) {
        Set t = board;
        take(t, cand[i]);
        bool me_to_move = false;  // after my move the opponent moves
        for (int n = cells(t);; me_to_move = !me_to_move) {
          if (n == 0) {  // the last spot was taken by the one who just moved
            wins[i] += !me_to_move ? 1 : 0;
            break;
          }
          int v = n <= 200 ? sv.value(t, 24, 1000) : -1;
          if (v >= 0) {  // solved: the player to move wins when the nim-sum is not zero
            wins[i] += ((v != 0) == me_to_move) ? 1 : 0;
            break;
          }
          Box b = random_box(t, n);
          take(t, b);
          n -= b.k * b.k;
        }
        ++plays[i];
        if (Clock::now() > sv.deadline) throw OutOfTime{};
      }
  } catch (const OutOfTime&) {
  }
  std::size_t best = 0;
  double best_rate = -1;
  for (std::size_t i = 0; i < cand.size(); ++i) {
    double rate = plays[i] ? (wins[i] + 0.5) / (plays[i] + 1.0) : 0;
    if (rate > best_rate) best_rate = rate, best = i;
  }
  return cand[best];
}

}  // namespace

int main(int argc, char** argv) {
  Clock::time_point start = Clock::now();
  if (argc == 2 && std::strcmp(argv[1], "--help") == 0) {
    std::printf(
        "usage: boxing_sg MARK < old.arena > new.arena\n"
        "BOXING_SG_MOVE_MS: the budget of a move, 1 to 60000 ms of CPU time (default 300).\n");
    return 0;
  }
  if (argc != 2 || !argv[1][0] || argv[1][1]) {
    std::fprintf(stderr, "usage: boxing_sg MARK < old.arena > new.arena\n");
    return 2;
  }
  char mark = argv[1][0];
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  if (text.size() != 528) return 2;
  Set board;
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x)
      if (text[y * 33 + x] == '-') board.r[y] |= 1u << x;
  if (cells(board) == 0) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    return 0;
  }
  double ms = 300;
  if (const char* e = std::getenv("BOXING_SG_MOVE_MS")) {
    // Whole milliseconds by the tools' one rule: a typo must not pass for the default.
    long long v = 0;
    if (!contest::parse_whole(e, 1, 60000, v)) {
      std::fprintf(stderr, "boxing_sg: BOXING_SG_MOVE_MS must be whole milliseconds, 1 to 60000\n");
      return 2;
    }
    ms = static_cast<double>(v);
  }
  for (char c : text) rng_state = rng_state * 1099511628211ULL + static_cast<unsigned char>(c);
  rng_state ^= static_cast<unsigned char>(mark) * 0x9e3779b97f4a7c15ULL;
  if (!rng_state) rng_state = 1;
  Solver sv;
  std::string path = std::string("/tmp/arena.") + mark;
  load(sv, path);
  Box b = choose(board, sv, start, ms);
  for (int y = b.y; y < b.y + b.k; ++y)
    for (int x = b.x; x < b.x + b.k; ++x) text[y * 33 + x] = mark;
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
  save(sv, path);
  std::_Exit(0);
}
