// highnoon_test.cpp: our entry. Its own idea of where it stands agrees with the referee's in
// random games, it never earns an ERROR, it recovers from a lost state file without a word on
// stderr, and it wins its matches against the system-test player and the hunter.
#include <gtest/gtest.h>

#include <random>

#include "common/process.h"
#include "highnoon.cpp"
#include "mediator.h"

namespace {

using showdown::Command;
using showdown::Game;

// Plays highnoon (in process, on `seat`) against a random opponent through the rules library.
void cross_check(int seat, unsigned seed) {
  std::mt19937 rng(seed);
  Game g;
  Memory m;
  bool started = false;
  while (!g.over()) {
    if (g.asleep()) {
      g.skip_turn();
      continue;
    }
    if (g.current() != seat) {
      // The opponent: random steps, radars, walls and zaps.
      const showdown::Square at = g.position(g.current());
      const int roll = static_cast<int>(rng() % 10);
      Command c;
      c.type = roll < 6   ? showdown::CommandType::Move
               : roll < 7 ? showdown::CommandType::Radar
               : roll < 9 ? showdown::CommandType::Wall
                          : showdown::CommandType::Zap;
      const int d = static_cast<int>(rng() % 4);
      c.target = {at.row + (d == 0) - (d == 1), at.col + (d == 2) - (d == 3)};
      if (c.type == showdown::CommandType::Wall)
        c.target = {static_cast<int>(rng() % 9), static_cast<int>(rng() % 26)};
      g.play(c);
      continue;
    }
    const std::string out = play_turn(m, started, g.pending_input());
    started = true;
    const auto cmd = showdown::parse_command(out);
    ASSERT_TRUE(cmd.has_value()) << out;
    const std::string reply = g.play(cmd);
    ASSERT_NE(reply, "ERROR") << out << " at turn " << m.turn << " seed " << seed;
    // After folding in the reply the entry knows exactly where it stands.
    if (!g.over()) {
      Memory copy = m;
      ASSERT_TRUE(absorb(copy, reply));
      const showdown::Square at = g.position(seat);
      ASSERT_EQ(copy.me.r, at.row);
      ASSERT_EQ(copy.me.c, at.col);
    }
  }
}

TEST(Highnoon, AgreesWithTheRefereeAndNeverErrsInRandomGames) {
  for (unsigned seed = 1; seed <= 40; ++seed) {
    cross_check(0, seed);
    cross_check(1, seed);
  }
}

TEST(Highnoon, LostStateIsRebuiltWithHelpThenRadar) {
  Memory m;
  EXPECT_EQ(play_turn(m, false, "OK"), "HELP");
  EXPECT_EQ(play_turn(m, true, "LOC C 5"), "RADAR");
  // Both players have come four squares from home on the side where we started at A 1.
  const std::string out = play_turn(m, true, "AT G 26");
  EXPECT_EQ(m.side, 0);
  EXPECT_TRUE(showdown::parse_command(out).has_value());
  EXPECT_EQ(out, "MOVE D 5");
}

TEST(Highnoon, UnexpectedReplyAsksWhereWeAre) {
  Memory m;
  EXPECT_EQ(play_turn(m, false, "INIT I 26"), "MOVE H 26");
  EXPECT_EQ(play_turn(m, true, "BOOM"), "HELP");
  EXPECT_EQ(play_turn(m, true, "LOC H 26"), "MOVE G 26");
}

TEST(Highnoon, CorruptStateFileGivesHelpAndNothingOnStderr) {
  const std::string path = ::testing::TempDir() + "/highnoon-corrupt-state";
  for (const char* content : {"", "garbage 1 2 3", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 99"}) {
    {
      std::FILE* f = std::fopen(path.c_str(), "w");
      std::fputs(content, f);
      std::fclose(f);
    }
    contest::RunOptions run;
    run.argv = {HIGHNOON_PATH, path};
    run.stdin_data = "OK\n";
    const contest::RunResult r = contest::run_process(run);
    EXPECT_TRUE(r.ok()) << r.describe();
    EXPECT_EQ(r.out, "HELP\n");
    EXPECT_EQ(r.err, "");
  }
  std::remove(path.c_str());
  contest::RunOptions run;
  run.argv = {HIGHNOON_PATH, path + "-missing-dir/none"};
  run.stdin_data = "\n";
  const contest::RunResult r = contest::run_process(run);
  EXPECT_EQ(r.out, "HELP\n");
  EXPECT_EQ(r.err, "");
}

// Strength through the mediator: a match (two games, each first once) must be won.
void expect_match_win(const showdown::Entrant& opponent) {
  showdown::MediatorOptions o;
  o.turn_limit = contest::Millis(2000);
  const showdown::MatchResult m = showdown::play_match({"highnoon", HIGHNOON_PATH}, opponent, o);
  EXPECT_EQ(m.winner, 0) << m.total[0] << " - " << m.total[1];
  EXPECT_EQ(m.decided_by, "score");
  EXPECT_EQ(m.stats[0].faults, 0);
}

TEST(HighnoonStrength, WinsTheMatchAgainstTheSystemTestPlayer) {
  expect_match_win({"standard", SHOWDOWN_STANDARD_PATH});
}

TEST(HighnoonStrength, WinsTheMatchAgainstTheHunter) {
  expect_match_win({"hunter", SHOWDOWN_HUNTER_PATH});
}

}  // namespace
