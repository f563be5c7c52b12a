// knockout.h: single elimination on the tournament layer (tournament.h): the standard bracket of
// seeds, byes to the top seeds, each round a stage whose bouts are played at once. A bout is one
// game of the layer (Showdown: a match of two games); the game's points decide it, the higher seed
// winning a tie (the game may break its ties itself, as Showdown's ruling 13 does).
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "common/match/tournament.h"

namespace contest {

// The standard single-elimination order of seeds 1..size (size a power of two): 1 8 4 5 2 7 3 6.
std::vector<int> bracket_order(int size);

// The bouts of a round on slots of seeds (0: no entrant, a bye for the neighbour), each pair in
// slot order as (higher seed, lower seed): the first named wins a bout that every tiebreaker
// leaves equal, and after round 1 a lower seed can hold the earlier slot.
std::vector<std::pair<int, int>> round_pairs(const std::vector<int>& slots);

struct Bout {
  int high = 0, low = 0;  // seeds (1-based); low 0: high has a bye (no result); both 0: no one
  int winner = 0;         // a seed
  std::optional<Result> result;
};

struct KnockoutResult {
  std::vector<std::vector<Bout>> rounds;
  int champion = 0;  // a seed; 0 when nobody was seeded
};

// Plays a single-elimination tournament among the seeded players (indices into t.players(), best
// first): round r's bouts are games on opening first_opening + r - 1, the higher seed first
// (players and seats {high, low}). Each round is a stage of t (resumable; -j plays a round's bouts
// at once), played with `stage` (its `last` for the final only) and on_result; its report goes to
// reports when given. on_round, when given, sees each round as it ends. The Knockout kind
// (kinds.h) plays this.
KnockoutResult play_knockout(
    Tournament& t, const std::vector<int>& seeded, long first_opening,
    const std::function<void(int round, const std::vector<Bout>&)>& on_round = {},
    const StageOptions& stage = {}, const std::function<void(const Result&)>& on_result = {},
    std::vector<MatchReport>* reports = nullptr);

}  // namespace contest
