// match.h: Pousse matches on the shared match runner (tools/common/match/match.h): two programs, or
// a round robin or gauntlet of more, each seeded opening once with each colour, games in parallel,
// results file, resume, shards, SPRT. This file says only what a Pousse game starts from and how
// its result reads; the runner does the rest.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "archive.h"
#include "common/match/match.h"
#include "common/process/process.h"
#include "common/stats/stats.h"
#include "game.h"

namespace pousse {

struct MatchOptions {
  MatchOptions() { runner.quiet = true; }  // a library call prints nothing unless asked

  int games = 2;              // per pairing, in pairs: each opening once with each colour
  std::vector<int> sizes{6};  // board size per opening, cycled
  int opening_plies = 0;      // random plies before the programs play; 0 as in 1998
  contest::Millis time_limit{30000};
  int max_moves = 0;
  std::string work_dir;  // where each game's player directories are made (see GameOptions)
  std::string log_path;  // named in each result as the game's log (the caller writes it)
  contest::Format format = contest::Format::RoundRobin;  // with three players or more
  // Games at once, results file, resume, shard, SPRT, the openings' seed, progress line.
  contest::RunnerOptions runner;
};

struct MatchResult {
  contest::MatchReport report;    // every game's result (resumed ones too) and the standings
  std::vector<GameRecord> games;  // the games this run played, in game order
  // The first player against the second, over all the results.
  int a_wins = 0, b_wins = 0, draws = 0;
  std::map<std::string, int> a_forfeits, b_forfeits;  // by forfeit name
  contest::Pentanomial pairs;                         // the finished pairs, by a's points
  contest::Tally tally() const { return {a_wins, draws, b_wins}; }
};

// Where game g starts: its board size and the opening's moves, "6x6" or "6x6 L2 T3".
GameOptions game_options(const MatchOptions& options, const contest::ScheduledGame& g);
std::string start_name(const GameOptions& g);

// A game's record as the runner's outcome, seats X then O.
contest::Outcome outcome_of(const GameRecord& rec, const GameExtras& extras,
                            const std::string& log_path);

// Plays a match of the players (two: a match; more: options.format); on_game is called (under the
// runner's lock) as each game ends, with the game's 0-based number in the schedule.
using GameCallback = std::function<void(int, const GameRecord&, const GameExtras&)>;
MatchResult play_match(const std::vector<Player>& players, const MatchOptions& options,
                       const GameCallback& on_game = {});
MatchResult play_match(const Player& a, const Player& b, const MatchOptions& options,
                       const GameCallback& on_game = {});

// The first two players' line (contest::pairing_line): wins, losses and draws, the score with its
// Wilson 95% interval, the Elo difference with its 95% interval, the pairs' pentanomial counts,
// the test's log-likelihood ratio and decision (when given), then the forfeits.
std::string summarize(const MatchResult& r,
                      const std::optional<contest::Sprt>& sprt = std::nullopt);

}  // namespace pousse
