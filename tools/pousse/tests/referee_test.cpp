// referee_test.cpp: the referee's games and matches, and a named forfeit for each misbehaviour.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "game.h"
#include "match.h"
#include "opening.h"

namespace pousse {
namespace {

Player misbehaving(const std::string& how) {
  return Player{"bad", MISBEHAVE_PATH, {"POUSSE_MISBEHAVE=" + how}};
}

namespace fs = std::filesystem;

// A new empty directory under the tests' temporary directory.
std::string fresh_directory(const std::string& what) {
  std::string name = testing::TempDir() + "pousse-" + what + "-XXXXXX";
  EXPECT_NE(mkdtemp(name.data()), nullptr) << name;
  return name;
}

// The misbehaving program plays O against the greedy player; returns the end of the game.
GameRecord against_greedy(const std::string& how) {
  GameOptions opt;
  opt.time_limit = contest::Millis(1500);
  GameRecord r = play_game(Player{"greedy", GREEDY_PATH, {}}, misbehaving(how), opt);
  EXPECT_TRUE(check_record(r).ok) << format_record(r);
  return r;
}

TEST(PousseReferee, ParseReply) {
  EXPECT_EQ(parse_reply("T3\n", 6)->str(), "T3");
  EXPECT_EQ(parse_reply("  B6 \r\n", 6)->str(), "B6");
  for (const char* bad : {"", "\n", "T7\n", "T3\nT4\n", "t3", "T 3", "hello"})
    EXPECT_FALSE(parse_reply(bad, 6).has_value()) << bad;
}

// The limit runs until the program exits, not until it prints its move (ruling 5).
TEST(PousseReferee, ForfeitExceededTimeLimit) {
  EXPECT_EQ(against_greedy("sleep").end, "O exceeded time limit");
  EXPECT_EQ(against_greedy("late").end, "O exceeded time limit");
}
TEST(PousseReferee, ForfeitRaisedSignal) {
  GameRecord r = against_greedy("crash");
  EXPECT_EQ(r.end, "O raised signal 11");
  EXPECT_EQ(r.winner, 'X');
  EXPECT_EQ(against_greedy("abort").end, "O raised signal 6");
}
TEST(PousseReferee, ForfeitDidNotKillItsProcesses) {
  EXPECT_EQ(against_greedy("fork").end, "O did not kill all its processes");
}
TEST(PousseReferee, ForfeitInvalidMove) {
  for (const char* how : {"exit", "garbage", "range", "flood", "errflood", "silent"})
    EXPECT_EQ(against_greedy(how).end, "O made an invalid move") << how;
  GameOptions opt;
  GameRecord r = play_game(Player{"missing", "/nonexistent/runme", {}},
                           Player{"greedy", GREEDY_PATH, {}}, opt);
  EXPECT_EQ(r.end, "X made an invalid move");
  EXPECT_EQ(r.winner, 'O');
  EXPECT_TRUE(r.moves.empty());
}

TEST(PousseReferee, AFullGameEndsNormallyAndReplays) {
  GameOptions opt;
  opt.size = 5;
  opt.opening = random_opening(5, 2, 7);
  ASSERT_EQ(opt.opening.size(), 2u);
  GameRecord r = play_game(Player{"ab", ALPHABETA_PATH, {"POUSSE_AB_DEPTH=2"}},
                           Player{"greedy", GREEDY_PATH, {}}, opt);
  EXPECT_EQ(r.end, kNormalEnd);
  EXPECT_EQ(r.moves[0], opt.opening[0]);
  CheckResult c = check_record(r);
  EXPECT_TRUE(c.ok) << c.problem;
  std::string error;
  auto back = parse_record(format_record(r), &error);
  ASSERT_TRUE(back) << error;
  EXPECT_EQ(back->moves.size(), r.moves.size());
}

TEST(PousseReferee, MoveLimitIsADraw) {
  GameOptions opt;
  opt.max_moves = 3;
  GameRecord r = play_game(Player{"g1", GREEDY_PATH, {}}, Player{"g2", GREEDY_PATH, {}}, opt);
  EXPECT_EQ(r.end, "move limit reached");
  EXPECT_EQ(r.winner, '-');
  EXPECT_EQ(r.moves.size(), 3u);
  EXPECT_TRUE(check_record(r).ok);
}

TEST(PousseReferee, OpeningsAreSeededAndDiffer) {
  EXPECT_EQ(random_opening(6, 3, 42).size(), 3u);
  auto a = random_opening(6, 3, 42), b = random_opening(6, 3, 42), c = random_opening(6, 3, 43);
  EXPECT_TRUE(std::equal(a.begin(), a.end(), b.begin()));
  EXPECT_FALSE(std::equal(a.begin(), a.end(), c.begin()));
}

// The referee runs games as the contest did, from the empty board (ruling 10); an opening of
// random plies is an option for matches. The first X here plays T1 on the empty board and fails
// on any later turn, so its first move shows where the game started.
TEST(PousseReferee, GamesStartFromTheEmptyBoardByDefault) {
  MatchOptions opt;
  EXPECT_EQ(opt.opening_plies, 0);
  opt.games = 1;
  opt.time_limit = contest::Millis(2000);
  const Player greedy{"greedy", GREEDY_PATH, {}};
  GameRecord r = play_match(misbehaving("first"), greedy, opt).games[0];
  ASSERT_EQ(r.moves.size(), 2u) << format_record(r);
  EXPECT_EQ(r.moves[0].str(), "T1");
  EXPECT_EQ(r.end, "X made an invalid move");
  opt.opening_plies = 2;
  r = play_match(misbehaving("first"), greedy, opt).games[0];
  const std::vector<Move> opening = random_opening(6, 2, opt.seed * 1000003ULL);
  ASSERT_EQ(r.moves.size(), 2u) << format_record(r);
  EXPECT_EQ(r.moves[0], opening[0]);
  EXPECT_EQ(r.moves[1], opening[1]);
  EXPECT_EQ(r.end, "X made an invalid move");
}

// Ruling 12: each player runs from a top-level directory of its own, with a support/ in it that
// lasts for the moves of one game. The program counts its own moves in support/count and gives up
// when the file does not hold its own count: a support/ shared by the two sides of self-play (as
// when both ran from the build directory), a missing one, or one kept from an earlier game (the
// same program plays four games, two at a time) would each end a game with a forfeit. Playing T1
// every move, the eighth ply repeats the position after the sixth, so each game ends normally
// after 8 moves, won by X. Nothing of the games' directories is left behind.
TEST(PousseReferee, EachPlayerHasItsOwnSupportDirectoryForOneGame) {
  const std::string work = fresh_directory("work");
  MatchOptions opt;
  opt.games = 4;
  opt.jobs = 2;
  opt.time_limit = contest::Millis(5000);
  opt.work_dir = work;
  const std::vector<std::string> env{"POUSSE_MISBEHAVE=count"};
  MatchResult r = play_match(Player{"count_a", MISBEHAVE_PATH, env},
                             Player{"count_b", MISBEHAVE_PATH, env}, opt);
  ASSERT_EQ(r.games.size(), 4u);
  for (const GameRecord& g : r.games) {
    EXPECT_EQ(g.end, kNormalEnd) << format_record(g);
    EXPECT_EQ(g.moves.size(), 8u) << format_record(g);
    EXPECT_EQ(g.winner, 'X') << format_record(g);
  }
  EXPECT_TRUE(fs::is_empty(work));
  fs::remove_all(work);
}

// A directory is a submission as 1998 took it: each game runs ./runme from a fresh copy of it,
// with the support files it was sent with, and the directory itself is never written to.
TEST(PousseReferee, ADirectoryRunsAsRunmeFromAFreshCopy) {
  const fs::path sub = fresh_directory("submission");
  fs::copy_file(MISBEHAVE_PATH, sub / "runme");
  fs::create_directory(sub / "support");
  std::ofstream(sub / "support" / "shipped") << "sent with the program\n";
  MatchOptions opt;
  opt.games = 2;
  opt.time_limit = contest::Millis(5000);
  const std::vector<std::string> env{"POUSSE_MISBEHAVE=shipped"};
  MatchResult r =
      play_match(Player{"sub_a", sub.string(), env}, Player{"sub_b", sub.string(), env}, opt);
  ASSERT_EQ(r.games.size(), 2u);
  for (const GameRecord& g : r.games) {
    EXPECT_EQ(g.end, kNormalEnd) << format_record(g);
    EXPECT_EQ(g.moves.size(), 8u) << format_record(g);
  }
  EXPECT_FALSE(fs::exists(sub / "support" / "count"));
  // Without its support file, or run under another name, the program gives up at once.
  fs::remove(sub / "support" / "shipped");
  EXPECT_EQ(play_game(Player{"sub", sub.string(), env}, Player{"greedy", GREEDY_PATH, {}}, {}).end,
            "X made an invalid move");
  EXPECT_EQ(
      play_game(Player{"bad", MISBEHAVE_PATH, env}, Player{"greedy", GREEDY_PATH, {}}, {}).end,
      "X made an invalid move");
  fs::remove_all(sub);
}

// A parallel match plays both colours of each opening and counts wins and forfeits.
TEST(PousseReferee, ParallelMatchWithForfeits) {
  MatchOptions opt;
  opt.games = 4;
  opt.jobs = 2;
  opt.sizes = {5, 6};
  opt.time_limit = contest::Millis(2000);
  int calls = 0;
  MatchResult r = play_match(Player{"greedy", GREEDY_PATH, {}}, misbehaving("garbage"), opt,
                             [&](int, const GameRecord&) { ++calls; });
  EXPECT_EQ(calls, 4);
  EXPECT_EQ(r.a_wins, 4);
  EXPECT_EQ(r.b_forfeits["made an invalid move"], 4);
  EXPECT_EQ(r.games[0].x_name, "greedy");
  EXPECT_EQ(r.games[1].x_name, "bad");
  EXPECT_EQ(r.games[0].size, 5);
  EXPECT_EQ(r.games[2].size, 6);
  std::string s = summarize(r, "greedy", "bad");
  EXPECT_NE(s.find("4 wins, 0 losses"), std::string::npos) << s;
  EXPECT_NE(s.find("bad made an invalid move x4"), std::string::npos) << s;
}

// A sequential test stops the match once decided: no new pair starts, every pair started ends.
TEST(PousseReferee, SprtStopsAMatchOnceDecided) {
  MatchOptions opt;
  opt.games = 40;
  opt.jobs = 2;
  opt.sizes = {5};
  opt.time_limit = contest::Millis(2000);
  opt.sprt = contest::Sprt::parse("elo0=0,elo1=200");
  MatchResult r = play_match(Player{"greedy", GREEDY_PATH, {}}, misbehaving("garbage"), opt);
  // Every pair is won twice; the eighth decides (LLR 3.35 against a bound of 2.94; 2.93 after
  // seven), and the other worker's pair may be under way then.
  ASSERT_GE(r.games.size(), 16u);
  EXPECT_LE(r.games.size(), 18u);
  EXPECT_EQ(r.games.size() % 2, 0u);
  EXPECT_EQ(r.pairs.pairs() * 2, static_cast<long>(r.games.size()));
  EXPECT_EQ(r.pairs.count[4], r.pairs.pairs());
  const std::string s = summarize(r, "greedy", "bad", opt.sprt);
  EXPECT_NE(s.find("pairs [0 0 0 0 "), std::string::npos) << s;
  EXPECT_NE(s.find("SPRT elo0=0 elo1=200 alpha=0.05 beta=0.05: LLR "), std::string::npos) << s;
  EXPECT_NE(s.find("H1 accepted"), std::string::npos) << s;
  // Without a test the same match plays every game.
  opt.sprt.reset();
  opt.games = 6;
  EXPECT_EQ(play_match(Player{"greedy", GREEDY_PATH, {}}, misbehaving("garbage"), opt).games.size(),
            6u);
}

// A malformed test on the command line stops the referee with status 2 and a message naming it.
TEST(PousseReferee, RejectsAMalformedSprt) {
  for (const char* bad : {"elo1=5x", "elo0=-1,elo1=-5", "alpha=1e99", "beta=", "", "gamma=1"}) {
    const std::string cmd = std::string(REFEREE_PATH) + " -q -n 2 -s 4 --sprt '" + bad + "' " +
                            GREEDY_PATH + " " + ALPHABETA_PATH + " > /dev/null 2>&1";
    const int status = std::system(cmd.c_str());
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 2) << bad;
  }
}

// The referee program end to end: a log in the archive's format that the checker accepts.
TEST(PousseReferee, RefereeLogPassesTheChecker) {
  const std::string log = testing::TempDir() + "pousse_referee_test.log";
  const std::string work = fresh_directory("work");
  const std::string cmd = std::string(REFEREE_PATH) + " -q -n 2 -s 4 -j 2 --seed 3 --work-dir " +
                          work + " --log " + log + " " + GREEDY_PATH + " ab=" + ALPHABETA_PATH +
                          " > " + log + ".out";
  ASSERT_EQ(std::system(cmd.c_str()), 0);
  std::ifstream out(log + ".out");
  std::string summary((std::istreambuf_iterator<char>(out)), std::istreambuf_iterator<char>());
  EXPECT_NE(summary.find("in 2 games"), std::string::npos) << summary;
  EXPECT_EQ(std::system((std::string(CHECK_PATH) + " " + log + " > /dev/null").c_str()), 0);
  EXPECT_TRUE(fs::is_empty(work));
  fs::remove(work);
  EXPECT_NE(std::system((std::string(REFEREE_PATH) + " -n x a b 2> /dev/null").c_str()), 0);
  const int status = std::system((std::string(REFEREE_PATH) + " -q --work-dir /nonexistent " +
                                  GREEDY_PATH + " " + GREEDY_PATH + " 2> /dev/null")
                                     .c_str());
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 2);
  std::remove(log.c_str());
  std::remove((log + ".out").c_str());
}

}  // namespace
}  // namespace pousse
