// match.h: a match of Pousse games between two programs, played in parallel, and its summary.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "archive.h"
#include "common/process.h"
#include "common/stats.h"
#include "game.h"

namespace pousse {

struct MatchOptions {
  int games = 2;              // played in pairs: each opening once with each colour
  std::vector<int> sizes{6};  // board size per pair, cycled
  int opening_plies = 0;      // random plies before the programs play; 0 as in 1998
  std::uint64_t seed = 1;
  int jobs = 1;  // games in parallel
  contest::Millis time_limit{30000};
  int max_moves = 0;
  std::string work_dir;   // where each game's player directories are made (see GameOptions)
  bool progress = false;  // a progress line on stderr
  // With a test, no new pair of games starts once its log-likelihood ratio, over the finished
  // pairs, crosses a bound; the pairs already started are finished.
  std::optional<contest::Sprt> sprt;
};

struct MatchResult {
  std::vector<GameRecord> games;  // in game order: every game played (a test may stop early)
  int a_wins = 0, b_wins = 0, draws = 0;
  std::map<std::string, int> a_forfeits, b_forfeits;  // by forfeit name
  contest::Pentanomial pairs;  // the finished pairs, by a's points in the pair
  contest::Tally tally() const { return {a_wins, draws, b_wins}; }
};

// Plays a match of a against b; on_game is called (under a lock) as each game ends.
MatchResult play_match(const Player& a, const Player& b, const MatchOptions& options,
                       const std::function<void(int, const GameRecord&)>& on_game = {});

// Wins, losses and draws, the score with its Wilson 95% interval, the Elo difference with its 95%
// interval, the pairs' pentanomial counts, the test's log-likelihood ratio and decision (when
// given), then the forfeits, as one line of text.
std::string summarize(const MatchResult& r, const std::string& a_name, const std::string& b_name,
                      const std::optional<contest::Sprt>& sprt = std::nullopt);

}  // namespace pousse
