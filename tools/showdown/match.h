// match.h: a Showdown match, two games with each player first once, and its tiebreakers.
#pragma once

#include <string>
#include <vector>

#include "game.h"
#include "rules.h"

namespace showdown {

struct MatchResult {
  GameResult games[2];  // a goes first in games[0], b in games[1]
  int total[2] = {0, 0};
  PlayerStats stats[2];
  int winner = 0;          // 0 = a, 1 = b
  std::string decided_by;  // "score", "fewest MOVEs", ..., "smaller executable", "seed"
};

// A match: two games, each player first once, scores added; the statement's tiebreakers decide
// an equal sum, then the smaller executable, then a (the higher seed).
MatchResult play_match(const Entrant& a, const Entrant& b, const RefereeOptions& options);
// The match of a's game as player one (first) and b's (second), played already.
MatchResult match_of(const GameResult& first, const GameResult& second, const Entrant& a,
                     const Entrant& b);

// One game's points for the layer, player one's first: 1 to the winner, 1/2 each without one.
std::vector<double> game_points(const GameResult& g);
// Sets the winner of a match from its totals and summed stats, in that order: the higher sum,
// fewest MOVEs, fewest OUCHs, most RADARs, most WALLs, the smaller executable, a.
void decide_match(MatchResult& m, const Entrant& a, const Entrant& b);

}  // namespace showdown
