// roundrobin.h: the strength measure. Every pair of players (or, in a gauntlet, the first player
// with each of the others) plays one match (two games, each first once) per seed, the games of
// different matches in parallel; the result is a crosstable of matches won and points, and a
// ranking by matches won, then points.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "match.h"

namespace showdown {

struct RoundRobinOptions {
  MediatorOptions mediator;  // its seed is the first seed
  int seeds = 1;             // seeds first .. first + seeds - 1
  int jobs = 1;              // matches played at once
  std::string log_dir;       // where each game's log goes ("" for none)
  bool gauntlet = false;     // only the first player's pairs: it against each of the others
};

struct RoundRobinResult {
  std::vector<std::string> names;
  // Indexed [i][j]: matches i won against j, and the points i scored against j, over all seeds.
  std::vector<std::vector<int>> wins, points;
  int matches = 0, faults = 0, spawn_failures = 0;
  std::vector<std::string> logs;  // the paths written, in no particular order
};

// Plays the round robin; progress (if set) is called after every match with a one-line summary,
// from one thread at a time.
RoundRobinResult run_round_robin(const std::vector<Entrant>& players, const RoundRobinOptions& o,
                                 const std::function<void(const std::string&)>& progress = {});

// The crosstable and the ranking as text: one row per player, best first, each cell "W/M" (matches
// won of those played) against the column's player, then matches won, points and points per match.
std::string crosstable(const RoundRobinResult& r);

}  // namespace showdown
