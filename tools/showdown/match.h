// match.h: a Showdown match, two games with each player first once, and its tiebreakers.
#pragma once

#include <string>
#include <utility>
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

// Games that do not depend on each other, `jobs` at once on the match runner's worker pool
// (contest::run_parallel): game k is player one games[k].first against games[k].second; the
// results come back in that order. Each game has its own state files, so games never meet.
std::vector<GameResult> play_games(const std::vector<std::pair<Entrant, Entrant>>& games,
                                   const RefereeOptions& options, int jobs);
// The matches of these pairs, their four games `jobs` at once; in the pairs' order.
std::vector<MatchResult> play_matches(const std::vector<std::pair<Entrant, Entrant>>& pairs,
                                      const RefereeOptions& options, int jobs);
// Sets the winner of a match from its totals and summed stats, in that order: the higher sum,
// fewest MOVEs, fewest OUCHs, most RADARs, most WALLs, the smaller executable, a.
void decide_match(MatchResult& m, const Entrant& a, const Entrant& b);

}  // namespace showdown
