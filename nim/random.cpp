// random.cpp: nim_random, the sample game's sparring opponent: a legal move drawn at random (from
// NIM_SEED and the heaps when NIM_SEED is set, so that a test's games repeat). The protocol is the
// entry's (nimble.cpp).
#include <cstdlib>
#include <iostream>
#include <random>
#include <vector>

int main() {
  std::vector<long> heaps;
  std::seed_seq::result_type seed = std::random_device()();
  if (const char* s = std::getenv("NIM_SEED")) seed = std::strtoul(s, nullptr, 10);
  std::vector<long> open;  // the heaps that are not empty
  for (long h; std::cin >> h;) {
    heaps.push_back(h);
    if (h > 0) open.push_back(static_cast<long>(heaps.size()));
    seed = seed * 31 + static_cast<std::seed_seq::result_type>(h);
  }
  if (open.empty()) return 1;
  std::mt19937 rng(seed);
  const long heap = open[rng() % open.size()];
  std::cout << heap << " " << 1 + static_cast<long>(rng() % heaps[heap - 1]) << "\n";
}
