// pousse_match.h: a Pousse match played in process on the shared match runner, as pousse_referee
// plays one, for the tests: each game's record and what its programs wrote on stderr, read back
// from its log (the logs go to a directory of their own, removed after).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <optional>

#include "common/core/files.h"
#include "common/match/kinds.h"
#include "pousse_game.h"

namespace pousse {

struct Match {
  contest::MatchReport report;
  std::vector<GameRecord> games;     // the games this run played, in game order
  std::vector<std::string> stderrs;  // each one's stderr tails beside its log, "" for none
  // The first player against the second.
  contest::Tally tally() const { return report.standings.tally(0, 1); }
  std::string summary(const std::optional<contest::Sprt>& sprt = std::nullopt) const {
    return contest::pairing_line(report.standings, 0, 1, sprt);
  }
};

// Plays `games` per pairing of the players (a round robin) with the game's options.
inline Match play_match(const PousseGame& game, const std::vector<contest::Program>& players,
                        long games, contest::RunnerOptions runner = {},
                        const std::function<void(const contest::Result&)>& on_result = {}) {
  runner.quiet = true;
  std::string logs = testing::TempDir() + "pousse-match-XXXXXX";
  EXPECT_NE(mkdtemp(logs.data()), nullptr) << logs;
  std::vector<std::string> names;
  for (const contest::Program& p : players) names.push_back(p.name);
  Match m;
  m.report = contest::run_match(
      names, *contest::kind_of(contest::Format::RoundRobin, games),
      contest::hooks_of(game, players, runner.seed, contest::logs_in(logs)), runner, on_result);
  std::vector<long> played;
  for (const contest::Result& r : m.report.results) played.push_back(r.number);
  std::sort(played.begin(), played.end());
  for (long n : played) {
    const std::string log = contest::logs_in(logs)(n);
    std::string text, err, why;
    EXPECT_TRUE(contest::read_file(log, text, why)) << why;
    contest::read_file(std::filesystem::path(log).replace_extension(".stderr").string(), err, why);
    contest::Played p;
    p.log = text;
    m.games.push_back(PousseGame::record_of(p));
    m.stderrs.push_back(err);
  }
  std::filesystem::remove_all(logs);
  return m;
}

}  // namespace pousse
