// opening.h: the random openings that vary a match's games (1998 started from the empty board).
#pragma once

#include <cstdint>
#include <vector>

#include "rules.h"

namespace pousse {

// A random opening of `plies` moves that does not end the game, the same for the same seed.
std::vector<Move> random_opening(int size, int plies, std::uint64_t seed);

}  // namespace pousse
