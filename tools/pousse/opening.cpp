// opening.cpp: see opening.h.
#include "opening.h"

#include <random>

namespace pousse {

std::vector<Move> random_opening(int size, int plies, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  const std::vector<Move> moves = all_moves(size);
  for (int attempt = 0; attempt < 1000; ++attempt) {
    Game g(size);
    std::vector<Move> out;
    while ((int)out.size() < plies) {
      Move m = moves[rng() % moves.size()];
      if (g.preview(m) != Status::Playing) break;
      g.play(m);
      out.push_back(m);
    }
    if ((int)out.size() == plies) return out;
  }
  return {};
}

}  // namespace pousse
