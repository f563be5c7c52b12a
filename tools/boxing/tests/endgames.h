// endgames.h: endgame positions for Nimrod's tests and benchmarks. Include after nimrod.cpp.
#pragma once

#include "rules.h"

namespace boxing {

// A seeded arena (20 'o' spots in clusters) played down by Nimrod's own large compact boxes until
// at most `vacant` spots remain: the kind of endgame Nimrod meets in its games.
inline nimrod::Shape played_down(int vacant, std::uint64_t seed) {
  nimrod::Shape board;
  nimrod::parse_arena(generate_arena(seed, 20, "clusters").text, board);
  while (nimrod::cells(board) > vacant)
    board = nimrod::without_box(board, nimrod::heuristic_choice(board).move);
  return board;
}

}  // namespace boxing
