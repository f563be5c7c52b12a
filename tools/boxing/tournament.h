// tournament.h: the contest's scoring. Stage 1: every pair plays six games, ranked by wins, then
// total score; stage 2: the entries still tied for first play all N! orders on one arena.
#pragma once

#include <vector>

namespace boxing {

struct GameSummary {
  std::vector<int> order;  // entry indices in order of play
  int winner = -1;         // entry index
  int score = 0;
};

struct Standing {
  int entry = 0;
  int wins = 0;
  long long score = 0;
  int rank = 1;  // shared by entries equal on wins and score
};

// Ranks entries 0..entries-1 by wins, then total score (stage 1).
std::vector<Standing> rank_entries(int entries, const std::vector<GameSummary>& games);
// Ranks only the given entries, the ones that played (stage 2): an entry left out of stage 2
// must not appear in its table, even with no wins.
std::vector<Standing> rank_entries(const std::vector<int>& entries,
                                   const std::vector<GameSummary>& games);
// The entries that still tie with the leader on wins and score (empty when the leader is alone).
std::vector<int> tied_leaders(const std::vector<Standing>& standings);

// Stage 1: every pair plays six games, two on each arena with each going first once.
// Stage 2: the given entries play all N! orders on one arena.
std::vector<std::vector<int>> stage1_orders(int entries, int arenas);  // {first, second, arena}
std::vector<std::vector<int>> stage2_orders(const std::vector<int>& entries);

// The mark of the i-th entry in a tournament: A..Z, then a..z without o, then 0..9.
char entry_mark(int i);

}  // namespace boxing
