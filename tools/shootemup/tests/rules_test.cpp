// rules_test.cpp: the game rules of Shot-Em-Up (moves, shots, recharge, same-square immunity, hit
// direction, death off the edge), the generator and the random robot.
#include <gtest/gtest.h>

#include <array>
#include <set>

#include "game.h"

namespace shootemup {
namespace {

Move step(int dx, int dy) { return Move{false, dx, dy}; }
Move shot(int dx, int dy) { return Move{true, dx, dy}; }

TEST(ParseMove, AcceptsExactlyTheStatementsForms) {
  EXPECT_EQ(parse_move("M 0 0"), step(0, 0));
  EXPECT_EQ(parse_move("M -1 1"), step(-1, 1));
  EXPECT_EQ(parse_move("S 1 -1"), shot(1, -1));
  for (const char* bad : {"S 0 0", "M 2 0", "M 0", "M  0 0", "M 0 0 ", " M 0 0", "m 0 0", "M +1 0",
                          "M -0 0", "M 01 0", "X 0 0", "", "M 0 0\r", "S 1 -1x"})
    EXPECT_FALSE(parse_move(bad)) << "'" << bad << "'";
  EXPECT_EQ(format_move(shot(-1, 0)), "S -1 0");
}

TEST(ShootemupRules, StepsMoveAndStayingPutIsAStep) {
  Game g(4, 4, 0, 0);
  EXPECT_FALSE(g.apply(0, step(1, -1)).fell);
  EXPECT_EQ(g.robot(0).x, 5);
  EXPECT_EQ(g.robot(0).y, 3);
  g.apply(0, step(0, 0));
  EXPECT_EQ(g.robot(0).x, 5);
  EXPECT_TRUE(g.robot(0).alive);
}

TEST(ShootemupRules, SteppingOffTheEdgeKills) {
  for (auto [x, y, dx, dy] :
       {std::array<int, 4>{0, 5, -1, 0}, {9, 5, 1, 1}, {3, 0, 0, -1}, {3, 9, -1, 1}}) {
    Game g(x, y, 5, 5);
    MoveResult r = g.apply(0, step(dx, dy));
    EXPECT_TRUE(r.fell);
    EXPECT_FALSE(g.robot(0).alive);
  }
}

TEST(ShootemupRules, ShotHitsAlongTheRayAndGivesTheDirectionBack) {
  Game g(1, 1, 7, 7);
  MoveResult r = g.apply(0, shot(1, 1));
  EXPECT_TRUE(r.hit);
  EXPECT_FALSE(r.killed);
  EXPECT_EQ(r.from_dx, -1);  // the H line points from the victim toward the shooter
  EXPECT_EQ(r.from_dy, -1);
  EXPECT_EQ(g.robot(1).hits, 1);
  Game miss(1, 1, 7, 6);
  EXPECT_FALSE(miss.apply(0, shot(1, 1)).hit);
  Game behind(5, 5, 4, 4);
  EXPECT_FALSE(behind.apply(0, shot(1, 1)).hit);
  Game adjacent(5, 5, 5, 6);  // an adjacent victim's H square is the shooter's own square
  MoveResult a = adjacent.apply(0, shot(0, 1));
  EXPECT_TRUE(a.hit);
  EXPECT_EQ(adjacent.robot(1).x + a.from_dx, 5);
  EXPECT_EQ(adjacent.robot(1).y + a.from_dy, 5);
}

TEST(ShootemupRules, ShotRightAfterAShotHasNoPowerAndAMoveRecharges) {
  Game g(0, 0, 0, 9);
  EXPECT_TRUE(g.apply(0, shot(0, 1)).hit);
  EXPECT_FALSE(g.apply(0, shot(0, 1)).hit);  // no power
  EXPECT_FALSE(g.apply(0, shot(0, 1)).hit);  // a powerless shot is still a shot
  g.apply(0, step(0, 0));                    // staying put recharges
  EXPECT_TRUE(g.apply(0, shot(0, 1)).hit);
  EXPECT_EQ(g.robot(1).hits, 2);
}

TEST(ShootemupRules, ThirdHitKills) {
  Game g(2, 2, 2, 8);
  for (int i = 0; i < 2; ++i) {
    EXPECT_FALSE(g.apply(1, shot(0, -1)).killed);
    g.apply(1, step(0, 0));
  }
  MoveResult r = g.apply(1, shot(0, -1));
  EXPECT_TRUE(r.hit && r.killed);
  EXPECT_FALSE(g.robot(0).alive);
}

TEST(ShootemupRules, RobotsOnTheSameSquareCannotHitEachOther) {
  Game g(3, 3, 3, 3);
  for (int d = 0; d < 9; ++d) {
    if (d == 4) continue;
    Game copy = g;
    EXPECT_FALSE(copy.apply(0, shot(d % 3 - 1, d / 3 - 1)).hit);
    EXPECT_FALSE(copy.apply(1, shot(d % 3 - 1, d / 3 - 1)).hit);
  }
}

TEST(ShootemupRules, ShotHitsMatchesAWalkAlongTheRay) {
  for (int s = 0; s < 100; ++s)
    for (int t = 0; t < 100; ++t)
      for (int d = 0; d < 9; ++d) {
        int dx = d % 3 - 1, dy = d / 3 - 1;
        int sx = s % 10, sy = s / 10, tx = t % 10, ty = t / 10;
        bool expected = false;
        for (int k = 1; k < 10 && (dx || dy); ++k)
          expected |= sx + k * dx == tx && sy + k * dy == ty;
        ASSERT_EQ(shot_hits(sx, sy, dx, dy, tx, ty), expected);
      }
}

TEST(Board, DrawsTheStatementsExample) {
  Game g(5, 6, 8, 5);
  g.apply(0, shot(0, 1));
  g.apply(1, shot(-1, -1));
  std::vector<std::string> expected = {"!",
                                       "! ...-......",
                                       "! ....-.....",
                                       "! .....-....",
                                       "! ......-...",
                                       "! .......-..",
                                       "! ........O.",
                                       "! .....Y....",
                                       "! .....+....",
                                       "! .....+....",
                                       "! .....+....",
                                       "!"};
  EXPECT_EQ(g.draw(), expected);
}

TEST(Board, SharedSquareAndCrossingShots) {
  Game g(4, 4, 4, 4);
  g.apply(0, shot(1, 0));
  g.apply(1, shot(0, 1));
  auto rows = g.draw();
  EXPECT_EQ(rows[5], "! ....X+++++");
  g.apply(1, step(1, 0));
  g.apply(0, shot(1, 1));
  g.apply(1, shot(0, 1));  // from (5,4) down column 5: crosses our shot at (5,5)
  rows = g.draw();
  EXPECT_EQ(rows[6][2 + 5], '*');
}

TEST(Board, PowerlessShotsAreDrawn) {
  Game g(0, 0, 9, 9);
  g.apply(0, shot(1, 0));
  EXPECT_FALSE(g.apply(0, shot(0, 1)).hit);  // no power, but drawn
  const auto rows = g.draw();
  for (int y = 1; y < 10; ++y) EXPECT_EQ(rows[1 + y][2], '+') << y;
  EXPECT_EQ(rows[1][3], '.');  // the first shot's mark is gone: only the last move is drawn
}

TEST(Rng, SeedFixesTheSequenceAndBelowIsInRange) {
  Rng a(55), b(55), c(56);
  bool differs = false;
  for (int i = 0; i < 1000; ++i) {
    int x = a.below(17);
    EXPECT_EQ(x, b.below(17));
    EXPECT_GE(x, 0);
    EXPECT_LT(x, 17);
    differs |= x != c.below(17);
  }
  EXPECT_TRUE(differs);
}

TEST(Rng, BelowIsRoughlyUniform) {
  Rng r(1);
  int counts[12] = {};
  for (int i = 0; i < 120000; ++i) ++counts[r.below(12)];
  for (int c : counts) EXPECT_NEAR(c, 10000, 500);
}

TEST(RandomRobot, OptionsAreOnBoardStepsAndEightShots) {
  EXPECT_EQ(random_robot_options(0, 0).size(), 4u + 8u);
  EXPECT_EQ(random_robot_options(0, 5).size(), 6u + 8u);
  EXPECT_EQ(random_robot_options(5, 5).size(), 9u + 8u);
  for (const Move& m : random_robot_options(9, 9)) {
    if (!m.shoot) EXPECT_TRUE(on_board(9 + m.dx, 9 + m.dy));
    if (m.shoot) EXPECT_TRUE(m.dx || m.dy);
  }
}

TEST(RandomRobot, NeverFallsAndUsesEveryOption) {
  Rng rng(7);
  Robot r;
  r.x = 0, r.y = 0;
  std::set<std::string> seen;
  for (int i = 0; i < 20000; ++i) {
    Move m = random_robot_move(r, rng);
    if (r.x == 0 && r.y == 0) seen.insert(format_move(m));
    if (!m.shoot) r.x += m.dx, r.y += m.dy;
    ASSERT_TRUE(on_board(r.x, r.y));
  }
  EXPECT_EQ(seen.size(), 12u);
}

TEST(RandomStart, DistinctSquaresCoveringTheBoard) {
  Rng rng(3);
  std::set<int> mine, theirs;
  for (int i = 0; i < 5000; ++i) {
    Game g = Game::random_start(rng);
    ASSERT_FALSE(g.robot(0).x == g.robot(1).x && g.robot(0).y == g.robot(1).y);
    mine.insert(g.robot(0).y * 10 + g.robot(0).x);
    theirs.insert(g.robot(1).y * 10 + g.robot(1).x);
  }
  EXPECT_EQ(mine.size(), 100u);
  EXPECT_EQ(theirs.size(), 100u);
}

}  // namespace
}  // namespace shootemup
