// opponent.cpp: the sparring partners for the Boxing Match, one source built three ways
// (BOXING_OPPONENT = 0, 1 or 2). Each runs as `opponent MARK < old.arena > new.arena`.
//   0 random:  a box chosen uniformly among all legal boxes.
//   1 greedy:  the largest box, the first one in reading order.
//   2 parity:  exact Sprague-Grundy play once the vacant regions are small enough to solve within
//              a budget of 20,000 regions and 300 ms of CPU time (a plain memo by region,
//              independent of Nimrod's code), else greedy with a random choice among the largest
//              boxes.
// Choices are seeded by the arena and the mark, so a game replays identically.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <iterator>
#include <string>
#include <unordered_map>
#include <vector>

#include "cpu_clock.h"

#ifndef BOXING_OPPONENT
#define BOXING_OPPONENT 1
#endif

namespace {

constexpr int W = 32, H = 16;
using Cells = std::vector<int>;  // spot indices y * W + x

struct Box {
  int x, y, k;
};

std::uint64_t mix(std::uint64_t z) {
  z += 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// Every legal box within a set of vacant spots (vac[y * W + x]), largest first. A box is legal
// when the prefix sums count k * k vacant spots inside it.
std::vector<Box> boxes(const std::vector<char>& vac) {
  int sum[H + 1][W + 1] = {};
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x)
      sum[y + 1][x + 1] = vac[y * W + x] + sum[y][x + 1] + sum[y + 1][x] - sum[y][x];
  std::vector<Box> out;
  for (int k = 16; k >= 1; --k)
    for (int y = 0; y + k <= H; ++y)
      for (int x = 0; x + k <= W; ++x)
        if (sum[y + k][x + k] - sum[y][x + k] - sum[y + k][x] + sum[y][x] == k * k)
          out.push_back({x, y, k});
  return out;
}

// Exact values of regions, memoised by the sorted list of their spots moved to the origin.
struct Grundy {
  std::unordered_map<std::uint64_t, int> memo;
  long nodes = 0, limit = 20000;  // and a clock: every move stays well under a second
  CpuClock::time_point deadline = CpuClock::now() + std::chrono::milliseconds(300);
  bool out = false;

  std::vector<Cells> regions(const std::vector<char>& vac) {
    std::vector<char> seen(W * H, 0);
    std::vector<Cells> rs;
    for (int s = 0; s < W * H; ++s) {
      if (!vac[s] || seen[s]) continue;
      Cells r{s};
      seen[s] = 1;
      for (std::size_t i = 0; i < r.size(); ++i) {
        int x = r[i] % W, y = r[i] / W;
        const int nx[4] = {x - 1, x + 1, x, x}, ny[4] = {y, y, y - 1, y + 1};
        for (int d = 0; d < 4; ++d) {
          int t = ny[d] * W + nx[d];
          if (nx[d] >= 0 && nx[d] < W && ny[d] >= 0 && ny[d] < H && vac[t] && !seen[t])
            seen[t] = 1, r.push_back(t);
        }
      }
      rs.push_back(r);
    }
    return rs;
  }

  int value(const Cells& r) {
    int mx = W, my = H;
    for (int c : r) mx = std::min(mx, c % W), my = std::min(my, c / W);
    std::vector<char> vac(W * H, 0);
    std::uint64_t key = r.size();
    for (int c : r) vac[c] = 1;
    for (int c = 0; c < W * H; ++c)
      if (vac[c]) key = mix(key ^ static_cast<std::uint64_t>((c / W - my) * W + c % W - mx));
    auto it = memo.find(key);
    if (it != memo.end()) return it->second;
    if (++nodes > limit || ((nodes & 15) == 0 && CpuClock::now() > deadline)) out = true;
    if (out) return 0;
    std::vector<char> seen(64, 0);
    for (const Box& b : boxes(vac)) {
      std::vector<char> v = vac;
      for (int y = b.y; y < b.y + b.k; ++y)
        for (int x = b.x; x < b.x + b.k; ++x) v[y * W + x] = 0;
      int g = 0;
      for (const Cells& part : regions(v)) g ^= value(part);
      if (g < 64) seen[g] = 1;
    }
    int g = 0;
    while (seen[g]) ++g;
    return memo[key] = g;
  }
};

}  // namespace

int main(int argc, char** argv) {
  if (argc == 2 && std::string(argv[1]) == "--help") {
    const char* kinds[] = {"random", "greedy", "parity"};
    std::cout << "usage: boxing_" << kinds[BOXING_OPPONENT] << " MARK < old.arena > new.arena\n";
    return 0;
  }
  if (argc != 2 || std::string(argv[1]).size() != 1 || argv[1][0] == '-') {
    std::cerr << "usage: opponent MARK < old.arena > new.arena\n";
    return 2;
  }
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  if (text.size() != 528) {
    std::cerr << "opponent: the arena must be 528 bytes\n";
    return 2;
  }
  std::vector<char> vac(W * H);
  std::uint64_t seed = mix(static_cast<unsigned char>(argv[1][0]));
  for (int i = 0; i < W * H; ++i) {
    vac[i] = text[(i / W) * (W + 1) + i % W] == '-';
    seed = mix(seed ^ static_cast<std::uint64_t>(vac[i]) << (i % 64));
  }
  std::vector<Box> all = boxes(vac);
  if (all.empty()) {
    std::cout << text;
    return 0;
  }
  Box pick = all.front();
  if (BOXING_OPPONENT == 0) pick = all[seed % all.size()];
  if (BOXING_OPPONENT == 2) {
    std::size_t largest = 0;
    while (largest < all.size() && all[largest].k == all.front().k) ++largest;
    pick = all[seed % largest];
    int vacant = 0;
    for (char v : vac) vacant += v;
    Grundy g;
    g.out = vacant > 60;  // too far from the end for exact values
    int total = 0;
    for (const Cells& r : g.regions(vac)) total ^= g.out ? 0 : g.value(r);
    for (std::size_t i = 0; i < all.size() && !g.out && total != 0; ++i) {
      std::vector<char> v = vac;
      for (int y = all[i].y; y < all[i].y + all[i].k; ++y)
        for (int x = all[i].x; x < all[i].x + all[i].k; ++x) v[y * W + x] = 0;
      int after = 0;
      for (const Cells& r : g.regions(v)) after ^= g.value(r);
      if (!g.out && after == 0) {
        pick = all[i];
        break;
      }
    }
  }
  for (int y = pick.y; y < pick.y + pick.k; ++y)
    for (int x = pick.x; x < pick.x + pick.k; ++x) text[y * (W + 1) + x] = argv[1][0];
  std::cout << text;
  return 0;
}
