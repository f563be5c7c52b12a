// nimble.cpp: the Nim entry, the sample game's (docs/adding-a-game.md). One process per move: the
// heaps on stdin, whole numbers on one line; the move on stdout, "HEAP COUNT" (heaps numbered from
// 1). It plays the winning strategy: leave heaps whose xor is 0; when it is 0 already, take one
// from the largest heap and wait for a mistake.
#include <cstddef>
#include <iostream>
#include <vector>

int main() {
  std::vector<long> heaps;
  for (long h; std::cin >> h;) heaps.push_back(h);
  long x = 0;
  for (long h : heaps) x ^= h;
  std::size_t largest = 0;
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    if (x != 0 && (heaps[i] ^ x) < heaps[i]) {
      std::cout << i + 1 << " " << heaps[i] - (heaps[i] ^ x) << "\n";
      return 0;
    }
    if (heaps[i] > heaps[largest]) largest = i;
  }
  if (heaps.empty() || heaps[largest] <= 0) return 1;  // no move: the game is over
  std::cout << largest + 1 << " 1\n";
}
