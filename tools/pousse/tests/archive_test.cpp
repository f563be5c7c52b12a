// archive_test.cpp: the 1998 log format and the replay checker, over the whole 1998 archive.
#include "archive.h"

#include <gtest/gtest.h>

#include <fstream>

namespace pousse {
namespace {

const char* kLine =
    "(\"Thu Sep 17 22:00:40 1998\" X: 6 O: 7 winner: X end: \"O exceeded time limit\" time: "
    "49249 game: (6 T5 R2 B6 R5 B3 B3 R4 B6 R1 ))";

TEST(PousseArchive, ParseAndFormatRoundTrip) {
  std::string error;
  auto r = parse_record(kLine, &error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(r->date, "Thu Sep 17 22:00:40 1998");
  EXPECT_EQ(r->x_name, "6");
  EXPECT_EQ(r->o_name, "7");
  EXPECT_EQ(r->winner, 'X');
  EXPECT_EQ(r->end, "O exceeded time limit");
  EXPECT_EQ(r->time_ms, 49249);
  EXPECT_EQ(r->size, 6);
  ASSERT_EQ(r->moves.size(), 9u);
  EXPECT_EQ(r->moves[8].str(), "R1");
  EXPECT_EQ(format_record(*r), kLine);
  EXPECT_TRUE(check_record(*r).ok);
}

TEST(PousseArchive, MalformedRecordsAreRejected) {
  for (const char* bad : {"", "(\"d\" X: 1 O: 2 winner: Z end: \"e\" time: 1 game: (6 ))",
                          "(\"d\" X: 1 O: 2 winner: X end: \"e\" time: 1 game: (6 L7 ))",
                          "(\"d\" X: 1 O: 2 winner: X end: \"e\" time: 1 game: (3 ))",
                          "(\"d\" X: 1 O: 2 winner: X end: \"e\" time: x game: (6 ))",
                          "(\"d\" X: 1 O: 2 winner: X end: \"e\" time: 1 game: (6 L1 )"}) {
    std::string error;
    EXPECT_FALSE(parse_record(bad, &error)) << bad;
    EXPECT_FALSE(error.empty());
  }
}

// Tampered records: the checker finds a wrong winner, a game that went on after its end, a game
// recorded as over that is not, and a forfeit by the side not to move.
TEST(PousseArchive, CheckerFindsDisagreements) {
  GameRecord r;
  r.size = 4;
  r.end = kNormalEnd;
  for (const char* t : {"R3", "L2", "B1", "T3", "R3", "B4", "R3", "B1"})
    r.moves.push_back(*parse_move(t, 4));
  r.winner = 'X';
  EXPECT_TRUE(check_record(r).ok);
  EXPECT_EQ(check_record(r).reason, "straights");
  r.winner = 'O';
  EXPECT_FALSE(check_record(r).ok);
  r.winner = 'X';
  r.moves.push_back(*parse_move("L1", 4));
  EXPECT_FALSE(check_record(r).ok);
  r.moves.resize(5);
  EXPECT_FALSE(check_record(r).ok);  // still in play
  r.end = "O made an invalid move";  // 5 moves played: O is to move
  r.winner = 'X';
  EXPECT_TRUE(check_record(r).ok);
  r.end = "X made an invalid move";
  r.winner = 'O';
  EXPECT_FALSE(check_record(r).ok);
}

// The whole 1998 phase-1 archive: every normally-ended game replays to its recorded winner and
// ends exactly on its last move; every forfeit is consistent.
TEST(PousseArchive, Whole1998ArchiveAgrees) {
  std::ifstream in(std::string(POUSSE_DIR) + "/data/icfp1998-phase1-games.txt");
  ASSERT_TRUE(in);
  int games = 0, normal = 0, repetitions = 0;
  for (std::string line; std::getline(in, line);) {
    std::string error;
    auto r = parse_record(line, &error);
    ASSERT_TRUE(r) << error << ": " << line;
    ++games;
    CheckResult c = check_record(*r);
    EXPECT_TRUE(c.ok) << c.problem << ": " << line;
    if (r->end == kNormalEnd) {
      ++normal;
      repetitions += c.reason == "repetition";
    }
  }
  EXPECT_EQ(games, 2352);
  EXPECT_EQ(normal, 1347);
  EXPECT_GT(repetitions, 100);  // repetitions decided a good part of the games
  RecordProperty("repetitions", repetitions);
}

}  // namespace
}  // namespace pousse
