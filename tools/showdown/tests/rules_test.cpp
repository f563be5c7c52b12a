// rules_test.cpp: every command's every outcome, sleep and turn order, the final extra turn, the
// 100-turn cap, every scoring term, the tiebreakers and the rulings, on the rules library alone.
#include "rules.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "match.h"
#include "tournament.h"

namespace showdown {
namespace {

Command cmd(const std::string& text) {
  auto c = parse_command(text);
  EXPECT_TRUE(c.has_value()) << text;
  return c.value_or(Command{});
}

// Plays text for the current player and returns the reply.
std::string play(Game& g, const std::string& text) { return g.play(cmd(text)); }

TEST(Parse, AcceptsEveryCommandAndRoundTrips) {
  for (const char* t : {"MOVE A 2", "RADAR", "WALL I 26", "ZAP C 13", "HELP"})
    EXPECT_EQ(command_text(cmd(t)), t);
  EXPECT_EQ(command_text(cmd("  MOVE   B 1 \r\n\n")), "MOVE B 1");
}

TEST(Parse, RejectsGarbage) {
  for (const char* t : {"", "\n", "move A 2", "MOVE a 2", "MOVE A", "MOVE A 2 3", "RADAR now",
                        "MOVE AB 2", "MOVE A x", "MOVE A 1234", "HELP\nHELP", "DANCE"})
    EXPECT_FALSE(parse_command(t).has_value()) << t;
}

TEST(Parse, OffBoardSquaresParseAndAreRefusedByTheRules) {
  Game g;
  EXPECT_EQ(play(g, "MOVE J 1"), "ERROR");
  EXPECT_EQ(play(g, "WALL A 27"), "ERROR");
  EXPECT_EQ(play(g, "ZAP I 0"), "ERROR");
}

TEST(Move, OkErrorOuchHello) {
  Game g;
  EXPECT_EQ(g.pending_input(), "INIT A 1");
  EXPECT_EQ(play(g, "MOVE A 2"), "OK");
  EXPECT_EQ(g.position(0), (Square{0, 1}));
  EXPECT_EQ(g.pending_input(), "INIT I 26");
  EXPECT_EQ(play(g, "MOVE H 25"), "ERROR");  // diagonal
  EXPECT_EQ(g.position(1), (Square{8, 25}));
  EXPECT_EQ(play(g, "MOVE A 4"), "ERROR");   // two squares
  EXPECT_EQ(play(g, "MOVE I 27"), "ERROR");  // off the board
  g.set_wall({0, 2}, true);
  EXPECT_EQ(play(g, "MOVE A 3"), "OUCH");
  EXPECT_EQ(g.position(0), (Square{0, 1}));
  g.place(1, {2, 1});
  EXPECT_EQ(play(g, "MOVE B 2"), "OK");     // player two steps next to player one ...
  EXPECT_EQ(play(g, "MOVE B 2"), "HELLO");  // ... and player one bumps into it
  EXPECT_EQ(g.position(0), (Square{0, 1}));
  EXPECT_EQ(g.stats(0).moves, 4);
  EXPECT_EQ(g.stats(0).ouches, 1);
  EXPECT_EQ(g.pending_input(), "OK");
}

TEST(Radar, ReportsTheOpponentAndHelpReportsUs) {
  Game g;
  EXPECT_EQ(play(g, "RADAR"), "AT I 26");
  EXPECT_EQ(play(g, "HELP"), "LOC I 26");
  EXPECT_EQ(g.stats(0).radars, 1);
}

TEST(Wall, OkErrorOops) {
  Game g;
  EXPECT_EQ(play(g, "WALL E 5"), "OK");
  EXPECT_TRUE(g.wall({4, 4}));
  EXPECT_EQ(play(g, "WALL E 5"), "OK");      // already a wall: still OK
  EXPECT_EQ(play(g, "WALL I 26"), "OOPS");   // the opponent's square
  EXPECT_EQ(play(g, "WALL I 26"), "ERROR");  // our own square
  EXPECT_FALSE(g.wall({8, 25}));
  EXPECT_EQ(g.stats(0).walls, 2);
  EXPECT_EQ(g.stats(1).walls, 2);
}

TEST(Wall, RulingHomeSquaresMayBeWalled) {
  Game g;
  EXPECT_EQ(play(g, "MOVE A 2"), "OK");
  EXPECT_EQ(play(g, "WALL A 1"), "OK");  // player two walls player one's empty home
  EXPECT_EQ(play(g, "WALL A 1"), "OK");  // and so may player one, its own home
  EXPECT_TRUE(g.wall({0, 0}));
  EXPECT_EQ(play(g, "MOVE H 26"), "OK");
  EXPECT_EQ(play(g, "WALL I 26"), "OK");  // player one walls player two's home, its goal
}

TEST(Zap, MissBoomHitError) {
  Game g;
  EXPECT_EQ(play(g, "ZAP A 26"), "MISS");  // the ray runs past the target to the edge
  EXPECT_EQ(play(g, "ZAP I 1"), "MISS");
  g.set_wall({0, 5}, true);
  g.set_wall({0, 9}, true);
  EXPECT_EQ(play(g, "ZAP A 3"), "BOOM");  // the target only gives the direction
  EXPECT_FALSE(g.wall({0, 5}));
  EXPECT_TRUE(g.wall({0, 9}));              // only the first wall goes
  EXPECT_EQ(play(g, "ZAP H 25"), "ERROR");  // diagonal
  EXPECT_EQ(play(g, "ZAP A 1"), "ERROR");   // itself
  EXPECT_EQ(play(g, "ZAP A 30"), "ERROR");  // off the board
  g.place(1, {0, 15});
  g.set_wall({0, 20}, true);
  EXPECT_EQ(play(g, "ZAP A 2"), "BOOM");  // the wall at A 10 shields player two
  EXPECT_EQ(play(g, "HELP"), "LOC A 16");
  EXPECT_EQ(play(g, "ZAP A 2"), "HIT");  // player two shields the wall at A 21
  EXPECT_TRUE(g.wall({0, 20}));
  EXPECT_TRUE(g.asleep());
  EXPECT_EQ(g.stats(0).zap_hits, 1);
}

TEST(Sleep, TheVictimMissesOneTurnUntoldAndTheSlotCounts) {
  Game g;
  g.place(1, {0, 5});
  EXPECT_EQ(play(g, "ZAP A 26"), "HIT");
  EXPECT_EQ(g.current(), 1);
  EXPECT_TRUE(g.asleep());
  EXPECT_EQ(g.turn_number(), 1);
  g.skip_turn();
  EXPECT_EQ(g.current(), 0);  // the zapper goes again
  EXPECT_EQ(play(g, "ZAP A 26"), "HIT");
  g.skip_turn();
  EXPECT_EQ(play(g, "MOVE A 2"), "OK");
  EXPECT_FALSE(g.asleep());
  EXPECT_EQ(g.turn_number(), 3);              // ruling: both slept turns count as turns
  EXPECT_EQ(g.pending_input(), "INIT I 26");  // it is not told
  EXPECT_EQ(g.stats(1).slept, 2);
  EXPECT_EQ(g.score(0).zap, 14);
  EXPECT_EQ(play(g, "MOVE A 7"), "OK");  // player two plays its third turn
  EXPECT_EQ(play(g, "ZAP A 26"), "HIT");
  g.skip_turn();
  EXPECT_EQ(play(g, "HELP"), "LOC A 2");
  EXPECT_EQ(g.pending_input(), "OK");  // after sleeping, the reply to its last played turn
}

// Walks player `p` from its square to `to` (along the row, then the column) while the other
// player answers HELP each time, starting with whoever is current.
void walk(Game& g, int p, Square to) {
  while (!g.over() && g.position(p) != to) {
    if (g.current() != p) {
      g.play(Command{CommandType::Help, {}});
      continue;
    }
    Square s = g.position(p);
    if (s.col != to.col)
      s.col += to.col > s.col ? 1 : -1;
    else
      s.row += to.row > s.row ? 1 : -1;
    ASSERT_EQ(g.play(Command{CommandType::Move, s}), "OK");
  }
}

TEST(End, PlayerOneWinsAfterPlayerTwoHasItsExtraTurn) {
  Game g;
  g.place(0, {8, 24});
  EXPECT_EQ(play(g, "MOVE I 26"), "HELLO");
  EXPECT_EQ(play(g, "MOVE H 26"), "OK");
  EXPECT_EQ(play(g, "MOVE I 26"), "OK");  // player one arrives on its turn 2 ...
  EXPECT_FALSE(g.over());                 // ... player two gets its turn 2
  EXPECT_EQ(play(g, "HELP"), "LOC H 26");
  EXPECT_EQ(g.outcome(), Outcome::FirstWins);
  const Score s = g.score(0);
  EXPECT_EQ(s.result, 1000);
  EXPECT_EQ(s.speed, 3 * (100 - 2));
  EXPECT_EQ(s.distance, 11 * 33);
  EXPECT_EQ(g.score(1).result, 0);
  EXPECT_EQ(g.score(1).speed, 0);
  EXPECT_EQ(g.score(1).distance, 11 * 1);
}

TEST(End, PlayerTwoArrivingOnItsExtraTurnTies) {
  Game g;
  g.place(0, {8, 24});
  g.place(1, {0, 1});
  EXPECT_EQ(play(g, "MOVE I 26"), "OK");
  EXPECT_EQ(play(g, "MOVE A 1"), "OK");
  EXPECT_EQ(g.outcome(), Outcome::Tie);
  for (int p = 0; p < 2; ++p) {
    EXPECT_EQ(g.score(p).result, 500);
    EXPECT_EQ(g.score(p).speed, 3 * 99);
    EXPECT_EQ(g.score(p).total(), 500 + 297 + 363);
  }
}

TEST(End, PlayerTwoArrivingFirstWinsAtOnce) {
  Game g;
  g.place(1, {0, 1});
  EXPECT_EQ(play(g, "RADAR"), "AT A 2");
  EXPECT_EQ(play(g, "MOVE A 1"), "HELLO");  // player one is still at home
  EXPECT_EQ(play(g, "MOVE B 1"), "OK");
  EXPECT_EQ(play(g, "MOVE A 1"), "OK");
  EXPECT_EQ(g.outcome(), Outcome::SecondWins);
  EXPECT_EQ(g.score(1).speed, 3 * 98);
  EXPECT_EQ(g.score(0).distance, 11);
}

TEST(End, FullRaceFromTheCornersIsATieAtTurn33) {
  Game g;
  while (!g.over()) {
    const int p = g.current();
    Square s = g.position(p), goal = Game::goal(p);
    if (s.col != goal.col)
      s.col += goal.col > s.col ? 1 : -1;
    else
      s.row += goal.row > s.row ? 1 : -1;
    ASSERT_EQ(g.play(Command{CommandType::Move, s}), "OK");
  }
  EXPECT_EQ(g.outcome(), Outcome::Tie);
  EXPECT_EQ(g.stats(0).turns, 33);
  EXPECT_EQ(g.score(0).total(), 500 + 3 * 67 + 11 * 32 + 11);
}

TEST(End, HundredTurnCapScoresDistanceOnly) {
  Game g;
  walk(g, 0, {4, 10});
  while (!g.over()) g.play(Command{CommandType::Help, {}});
  EXPECT_EQ(g.outcome(), Outcome::TurnLimit);
  EXPECT_EQ(g.stats(0).turns, 100);
  EXPECT_EQ(g.stats(1).turns, 100);
  EXPECT_EQ(g.score(0).total(), 11 * 14);
  EXPECT_EQ(g.score(1).total(), 0);
}

TEST(End, AShortenedCapEndsTheGameButNotTheSpeedBonus) {
  Game g(2);
  EXPECT_EQ(play(g, "HELP"), "LOC A 1");
  EXPECT_EQ(play(g, "HELP"), "LOC I 26");
  EXPECT_FALSE(g.over());
  g.place(0, {8, 24});
  EXPECT_EQ(play(g, "MOVE I 26"), "HELLO");
  EXPECT_EQ(play(g, "HELP"), "LOC I 26");
  EXPECT_EQ(g.outcome(), Outcome::TurnLimit);
  Game h(2);
  h.place(1, {0, 1});
  EXPECT_EQ(play(h, "HELP"), "LOC A 1");
  EXPECT_EQ(play(h, "HELP"), "LOC A 2");
  EXPECT_EQ(play(h, "MOVE B 1"), "OK");
  EXPECT_EQ(play(h, "MOVE A 1"), "OK");
  EXPECT_EQ(h.outcome(), Outcome::SecondWins);
  EXPECT_EQ(h.score(1).speed, 3 * (100 - 2));
}

TEST(End, SleptTurnsCountTowardsTheCapAndN) {
  Game g;
  g.place(1, {0, 5});
  // Player one keeps player two asleep for 98 turns, then both idle: the cap still ends it.
  while (!g.over()) {
    if (g.asleep()) {
      g.skip_turn();
      continue;
    }
    g.play(cmd(g.current() == 0 ? "ZAP A 26" : "HELP"));
  }
  EXPECT_EQ(g.outcome(), Outcome::TurnLimit);
  EXPECT_EQ(g.stats(1).slept, 100);
  EXPECT_EQ(g.score(0).zap, 700);
}

TEST(Score, OuchCountsForTheOpponentEvenOnItsOwnWalls) {
  Game g;
  EXPECT_EQ(play(g, "WALL A 2"), "OK");
  EXPECT_EQ(play(g, "HELP"), "LOC I 26");
  EXPECT_EQ(play(g, "MOVE A 2"), "OUCH");  // player one walks into its own wall
  EXPECT_EQ(play(g, "HELP"), "LOC I 26");
  EXPECT_EQ(play(g, "MOVE A 2"), "OUCH");
  EXPECT_EQ(g.score(1).ouch, 30);
  EXPECT_EQ(g.score(0).ouch, 0);
}

TEST(Fault, LosesTheTurnAndReadsError) {
  Game g;
  EXPECT_EQ(g.play(std::nullopt), "ERROR");
  EXPECT_EQ(g.stats(0).faults, 1);
  EXPECT_EQ(g.stats(0).turns, 1);
  EXPECT_EQ(g.current(), 1);
}

TEST(Tiebreak, InTheStatementsOrder) {
  PlayerStats a, b;
  EXPECT_EQ(compare_tiebreakers(a, b), 0);
  a.walls = 1;
  EXPECT_EQ(compare_tiebreakers(a, b), -4);  // most WALLs
  b.radars = 1;
  EXPECT_EQ(compare_tiebreakers(a, b), 3);  // most RADARs outranks it
  a.ouches = 1;
  EXPECT_EQ(compare_tiebreakers(a, b), 2);  // fewest OUCHs outranks that
  b.moves = 1;
  EXPECT_EQ(compare_tiebreakers(a, b), -1);  // fewest MOVEs first of all
}

TEST(Tiebreak, DecideTheMatchAfterTheSumThenTheExecutableSizeThenTheSeed) {
  // Two executables of different sizes: this test program and the replay checker.
  const Entrant big{"big", CHECK_PATH}, self{"self", "/proc/self/exe"};
  MatchResult m;
  m.total[0] = 2000, m.total[1] = 2001;
  m.stats[0].moves = 60, m.stats[1].moves = 70;
  decide_match(m, self, big);
  EXPECT_EQ(m.winner, 1);
  EXPECT_EQ(m.decided_by, "score");  // the sum outranks every tiebreaker
  m.total[0] = 2001;
  decide_match(m, self, big);
  EXPECT_EQ(m.winner, 0);
  EXPECT_EQ(m.decided_by, "fewest MOVEs");
  m.stats[1].moves = 60, m.stats[1].ouches = 1;
  decide_match(m, self, big);
  EXPECT_EQ(m.decided_by, "fewest OUCHs");
  m.stats[0].ouches = 1, m.stats[0].radars = 2;
  decide_match(m, self, big);
  EXPECT_EQ(m.decided_by, "most RADARs");
  EXPECT_EQ(m.winner, 0);
  m.stats[1].radars = 2, m.stats[1].walls = 1;
  decide_match(m, self, big);
  EXPECT_EQ(m.decided_by, "most WALLs");
  EXPECT_EQ(m.winner, 1);
  m.stats[0].walls = 1;
  decide_match(m, self, big);
  EXPECT_EQ(m.decided_by, "smaller executable");
  const bool self_smaller =
      std::filesystem::file_size("/proc/self/exe") < std::filesystem::file_size(CHECK_PATH);
  EXPECT_EQ(m.winner, self_smaller ? 0 : 1);
  decide_match(m, big, {"big2", CHECK_PATH});
  EXPECT_EQ(m.decided_by, "seed");
  EXPECT_EQ(m.winner, 0);
}

TEST(Tournament, StandardBracketOrder) {
  EXPECT_EQ(bracket_order(1), (std::vector<int>{1}));
  EXPECT_EQ(bracket_order(2), (std::vector<int>{1, 2}));
  EXPECT_EQ(bracket_order(8), (std::vector<int>{1, 8, 4, 5, 2, 7, 3, 6}));
  // Seven seeds in a bracket of eight: the missing seed 8 makes seed 1's bye, as in the statement.
  EXPECT_EQ(bracket_order(4), (std::vector<int>{1, 4, 2, 3}));
}

}  // namespace
}  // namespace showdown
