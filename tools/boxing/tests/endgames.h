// endgames.h: endgame positions for Nimrod's tests and benchmarks. Include after nimrod.cpp.
#pragma once

#include <algorithm>
#include <utility>
#include <vector>

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

// A seeded arena (15 'o' spots at random) played down, for both sides, by one of the four boxes
// the heuristic likes best, drawn from the seed, until at most `open` spots lie in regions too
// large for a Grundy value: the middle game's positions as players that differ from Nimrod's
// heuristic reach them (boxing_nimmc samples among the eight best).
inline nimrod::Shape sampled_down(int open, std::uint64_t seed) {
  nimrod::Shape board;
  nimrod::parse_arena(generate_arena(seed, 15, "random").text, board);
  nimrod::Solver sizes;  // only its small_cells: no search
  std::uint64_t draw = seed * 7919;
  std::vector<std::pair<int, nimrod::Move>> best;
  while (nimrod::open_cells(board, sizes) > open) {
    best.clear();
    nimrod::for_each_box(board, [&](const nimrod::Move& m) {
      return best.push_back({nimrod::box_score(board, m), m}), false;
    });
    const std::size_t n = std::min<std::size_t>(4, best.size());
    std::partial_sort(best.begin(), best.begin() + n, best.end(),
                      [](const auto& a, const auto& b) { return a.first > b.first; });
    draw = nimrod::mix(draw);
    board = nimrod::without_box(board, best[draw % n].second);
  }
  return board;
}

}  // namespace boxing
