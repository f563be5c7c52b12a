// Tests of the paired comparison of two runs (contest_compare): pairing by start and opponent,
// the tally, the SPRT's stopping pair, and what it refuses.
#include "common/results/paired.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

namespace {

using contest::Result;

// One match of `entry` against `opponent` from `start`, the entry scoring `points`.
Result game(const std::string& start, const std::string& entry, const std::string& opponent,
            double points) {
  Result r;
  r.start = start;
  r.players = {entry, opponent};
  r.first = entry;
  r.points = {points, 1 - points};
  r.id = start + ":" + entry + ":" + opponent;
  return r;
}

TEST(Paired, PairsByStartAndOpponentInTheNewRunsOrder) {
  const std::vector<Result> old_run = {game("seed 1", "hn", "a", 0), game("seed 1", "hn", "b", 1),
                                       game("seed 2", "hn", "a", 1), game("seed 3", "hn", "a", 0)};
  // The new run names the entry second in one game, lacks seed 3 and has a seed 4.
  Result swapped = game("seed 1", "b", "hn", 0);  // hn scores 1: the same as before
  const std::vector<Result> new_run = {game("seed 2", "hn", "a", 0), game("seed 1", "hn", "a", 1),
                                       swapped, game("seed 4", "hn", "a", 1)};
  EXPECT_EQ(contest::common_player(old_run, new_run), "hn");
  const contest::Sprt sprt;
  const contest::PairedComparison c = contest::compare_runs(old_run, new_run, "hn", sprt);
  ASSERT_EQ(c.rows.size(), 3u);
  EXPECT_EQ(c.rows[0].start, "seed 2");
  EXPECT_EQ(c.rows[2].opponent, "b");
  EXPECT_EQ(c.tally.wins, 1);    // seed 1 against a: 0 -> 1
  EXPECT_EQ(c.tally.losses, 1);  // seed 2 against a: 1 -> 0
  EXPECT_EQ(c.tally.draws, 1);   // seed 1 against b: 1 -> 1
  EXPECT_EQ(c.only_old, 1);
  EXPECT_EQ(c.only_new, 1);
  EXPECT_EQ(c.by_opponent.at("a").games(), 2);
  const std::string text = contest::describe(c, sprt);
  EXPECT_NE(text.find("hn vs a: 2 pairs, 1 better, 1 worse, 0 the same\n"), std::string::npos);
  EXPECT_NE(text.find("total: 3 pairs, 1 better, 1 worse, 1 the same; sign test p = 1.0000\n"),
            std::string::npos);
  EXPECT_NE(text.find("unpaired: 1 only in the old run, 1 only in the new run\n"),
            std::string::npos);
  EXPECT_NE(text.find("], continue\n"), std::string::npos);
}

TEST(Paired, TheSprtStopsAtThePairWhereItWouldHaveStopped) {
  std::vector<Result> old_run, new_run;
  for (int s = 1; s <= 60; ++s) {
    old_run.push_back(game("seed " + std::to_string(s), "hn", "a", 0));
    new_run.push_back(game("seed " + std::to_string(s), "hn", "a", 1));
  }
  const contest::Sprt sprt = contest::Sprt::parse("elo0=0,elo1=50");
  const contest::PairedComparison c = contest::compare_runs(old_run, new_run, "hn", sprt);
  EXPECT_EQ(c.decision, contest::Sprt::kAcceptH1);
  EXPECT_GT(c.decided_at, 0);
  EXPECT_LT(c.decided_at, 60);
  // Just before the stopping pair the test had not decided.
  contest::Tally before;
  before.wins = c.decided_at - 1;
  EXPECT_EQ(sprt.decide(sprt.llr(before)), contest::Sprt::kContinue);
  EXPECT_NE(contest::describe(c, sprt).find("H1 accepted at pair " + std::to_string(c.decided_at)),
            std::string::npos);
}

TEST(Paired, RefusesRunsThatCannotBePaired) {
  const contest::Sprt sprt;
  const std::vector<Result> one = {game("seed 1", "hn", "a", 1)};
  const std::vector<Result> twice = {game("seed 1", "hn", "a", 1), game("seed 1", "hn", "a", 0)};
  EXPECT_THROW(contest::compare_runs(one, twice, "hn", sprt), std::invalid_argument);
  EXPECT_THROW(contest::compare_runs(one, one, "nobody", sprt), std::invalid_argument);
  EXPECT_THROW(contest::common_player(one, {}), std::invalid_argument);
  // Both players of every game are in both runs: the entry must be named.
  EXPECT_THROW(contest::common_player(one, one), std::invalid_argument);
  EXPECT_EQ(contest::compare_runs(one, one, "a", sprt).tally.draws, 1);
}

}  // namespace
