// One game's result with every member set, for the tests and the benchmark of results lines.
#pragma once

#include "common/results/results.h"

namespace contest {

inline Result sample_result() {
  Result r;
  r.id = "3:beta:alpha";
  r.number = 8;
  r.opening = 3;
  r.start = "6x6 L2 T3";
  r.players = {"alpha", "beta"};
  r.first = "beta";
  r.points = {1, 0};
  r.end = "O made an invalid move";
  r.forfeits = {{"beta", "made an invalid move"}};
  r.moves = 17;
  r.info = {{"score", 12}};
  r.slowest_ms = {{"alpha", 210}, {"beta", 3}};
  r.log = "games.log";
  r.wall_ms = 1234;
  return r;
}

}  // namespace contest
