// rules_test.cpp: the rules library: parsing, pushing at the edges, straights, repetitions.
#include "rules.h"

#include <gtest/gtest.h>

namespace pousse {
namespace {

Game play_all(int n, const std::vector<std::string>& moves) {
  Game g(n);
  for (const auto& t : moves) {
    auto m = parse_move(t, n);
    EXPECT_TRUE(m.has_value()) << t;
    EXPECT_TRUE(g.play(*m)) << t;
  }
  return g;
}

TEST(PousseRules, ParseMove) {
  EXPECT_EQ(parse_move("L1", 4)->str(), "L1");
  EXPECT_EQ(parse_move("B20", 20)->str(), "B20");
  for (const char* bad : {"", "L", "L0", "L5", "X1", "l1", "L01", "L-1", "L1 ", "T123"})
    EXPECT_FALSE(parse_move(bad, 4).has_value()) << bad;
  EXPECT_EQ(all_moves(5).size(), 20u);
}

// The statement's sample: 4, L2 T2 L2 B2 R2 gives the board drawn there.
TEST(PousseRules, StatementSample) {
  Game g = play_all(4, {"L2", "T2", "L2", "B2", "R2"});
  EXPECT_EQ(g.board().render(), ".O..\nXX.X\n....\n.O..\n");
  EXPECT_EQ(g.to_move(), O);
  EXPECT_FALSE(g.over());
  EXPECT_EQ(g.input_text(), "4\nL2\nT2\nL2\nB2\nR2\n");
}

TEST(PousseRules, PushStopsAtTheFirstEmptySquare) {
  Board b(4);
  b.push(Move{'L', 1}, X);
  b.push(Move{'L', 1}, O);
  EXPECT_EQ(b.render().substr(0, 5), "OX..\n");
  b.set(0, 3, X);  // OX.X: a push from the left moves only the first two
  b.push(Move{'L', 1}, X);
  EXPECT_EQ(b.render().substr(0, 5), "XOXX\n");
  // A full line: the far marker falls off.
  b.push(Move{'L', 1}, O);
  EXPECT_EQ(b.render().substr(0, 5), "OXOX\n");
  b.push(Move{'R', 1}, O);
  EXPECT_EQ(b.render().substr(0, 5), "XOXO\n");
}

TEST(PousseRules, PushFromEverySide) {
  Board b(4);
  b.push(Move{'T', 2}, X);
  b.push(Move{'B', 3}, O);
  b.push(Move{'R', 4}, X);
  b.push(Move{'T', 2}, O);
  EXPECT_EQ(b.render(), ".O..\n.X..\n....\n..OX\n");
  b.push(Move{'B', 4}, O);  // pushes the X at the bottom of column 4 up
  EXPECT_EQ(b.render(), ".O..\n.X..\n...X\n..OO\n");
}

TEST(PousseRules, StraightsAndTheWinner) {
  Board b(4);
  for (int i = 0; i < 4; ++i) b.set(1, i, X);
  EXPECT_EQ(b.straights(X), 1);
  for (int i = 0; i < 4; ++i) b.set(i, 1, X);
  EXPECT_EQ(b.straights(X), 2);
  EXPECT_EQ(b.straights(O), 0);
  // X fills row 1 with four L1 moves while O plays elsewhere: X wins on its fourth.
  Game g = play_all(4, {"L1", "B4", "L1", "B3", "L1", "B2"});
  EXPECT_EQ(g.preview(Move{'L', 1}), Status::XWins);
  g.play(Move{'L', 1});
  EXPECT_EQ(g.status(), Status::XWins);
  EXPECT_EQ(g.reason(), "straights");
  EXPECT_FALSE(g.play(Move{'L', 2}));
}

// A move that completes a straight of the opponent's colour loses for its mover: O's B1 pushes
// X's marker up into row 3, which becomes X's straight.
TEST(PousseRules, CompletingTheOpponentsStraightLoses) {
  Game g = play_all(4, {"R3", "L2", "B1", "T3", "R3", "B4", "R3"});
  EXPECT_EQ(g.board().render(), "..O.\nO...\n.XXX\nX..O\n");
  EXPECT_EQ(g.to_move(), O);
  EXPECT_EQ(g.preview(Move{'B', 1}), Status::XWins);
  g.play(Move{'B', 1});
  EXPECT_EQ(g.board().render(), "..O.\nO...\nXXXX\nO..O\n");
  EXPECT_EQ(g.status(), Status::XWins);
  EXPECT_EQ(g.reason(), "straights");
}

// X's T2 pushes O's marker down the column: row 1 becomes O's straight and row 2 X's at once.
// One straight each: the game goes on.
TEST(PousseRules, EqualStraightsPlayOn) {
  Game g = play_all(4, {"R2", "T1", "L1", "T3", "L1", "T1", "R2"});
  EXPECT_EQ(g.board().render(), "OXOO\nX.XX\n....\n....\n");
  EXPECT_EQ(g.preview(Move{'T', 2}), Status::Playing);
  g.play(Move{'T', 2});
  EXPECT_EQ(g.board().render(), "OOOO\nXXXX\n....\n....\n");
  EXPECT_EQ(g.board().straights(X), 1);
  EXPECT_EQ(g.board().straights(O), 1);
  EXPECT_FALSE(g.over());
}

// A repetition loses for the mover: with row 1 full, L1 alternates it between OXOX and XOXO, so
// the sixth L1 recreates the board and side to move of the fourth.
TEST(PousseRules, RepetitionLosesForTheMover) {
  Game g = play_all(4, {"L1", "L1", "L1", "L1", "L1"});
  EXPECT_EQ(g.board().render().substr(0, 5), "XOXO\n");
  EXPECT_EQ(g.preview(Move{'L', 1}), Status::XWins);
  g.play(Move{'L', 1});
  EXPECT_EQ(g.status(), Status::XWins);
  EXPECT_EQ(g.reason(), "repetition");
}

// The side to move is part of the position: the board OXOX first seen with X to move (after the
// fourth move) comes back with O to move after the ninth, and the game goes on.
TEST(PousseRules, SameBoardWithTheOtherSideToMoveIsLegal) {
  Game g = play_all(4, {"L1", "L1", "L1", "L1", "L1", "R1", "R1", "R1", "R1"});
  EXPECT_EQ(g.board().render(), "OXOX\n....\n....\n....\n");
  EXPECT_EQ(g.to_move(), O);
  EXPECT_FALSE(g.over());
}

}  // namespace
}  // namespace pousse
