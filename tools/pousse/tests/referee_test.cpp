// referee_test.cpp: the referee's games and matches, and a named forfeit for each misbehaviour.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <tuple>
#include <utility>

#include "common/cli/cli.h"
#include "common/results/results.h"
#include "common/tests/help_pins.h"
#include "common/tests/run_command.h"
#include "common/tests/test_files.h"
#include "game.h"
#include "opening.h"
#include "pousse_game.h"
#include "pousse_match.h"

namespace pousse {
namespace {

Player misbehaving(const std::string& how) {
  return Player{"bad", MISBEHAVE_PATH, {"POUSSE_MISBEHAVE=" + how}};
}

// A player of a match.
contest::Program program(const Player& p) { return {p.name, p.path, p.env}; }

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

// The game's word for each fault is the 1998 name, a process left behind first.
TEST(PousseReferee, ForfeitWordsAreThe1998Names) {
  const PousseGame game;
  contest::RunResult run;
  EXPECT_EQ(game.forfeit(contest::Fault::kIllegal, run), "made an invalid move");
  run.verdict = contest::Verdict::TimeLimit;
  EXPECT_EQ(game.forfeit(contest::Fault::kTime, run), "exceeded time limit");
  run.verdict = contest::Verdict::Signaled;
  run.signal = 11;
  EXPECT_EQ(game.forfeit(contest::Fault::kCrash, run), "raised signal 11");
  run.left_processes = true;
  EXPECT_EQ(game.forfeit(contest::Fault::kCrash, run), "did not kill all its processes");
}

// Ruling 5: stderr is not the output. 64 KiB of it with each move is drained apart and never
// judged (before, more than 4 KiB was an invalid move); only a flood past 1 MiB still is.
TEST(PousseReferee, StderrIsNotTheOutput) {
  GameRecord r = against_greedy("noisy");
  EXPECT_EQ(r.end.find("O "), std::string::npos) << r.end;
  EXPECT_GE(r.moves.size(), 2u);
  // Its last 1,024 bytes per move go beside the log, whose format stays the archive's.
  PousseGame game;
  game.time_limit = contest::Millis(1500);
  const Match m = play_match(game, {{"greedy", GREEDY_PATH, {}}, program(misbehaving("noisy"))}, 2);
  ASSERT_EQ(m.stderrs.size(), 2u);
  const std::string& seen = m.stderrs[1];
  EXPECT_EQ(seen.rfind("move ", 0), 0u);
  EXPECT_NE(seen.find(":\n" + std::string(1023, 'e') + "\n"), std::string::npos);
  EXPECT_EQ(seen.find(std::string(1024, 'e')), std::string::npos);
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
  PousseGame game;
  EXPECT_EQ(game.opening_plies, 0);
  game.time_limit = contest::Millis(2000);
  const std::vector<contest::Program> players = {program(misbehaving("first")),
                                                 {"greedy", GREEDY_PATH, {}}};
  GameRecord r = play_match(game, players, 1).games[0];
  ASSERT_EQ(r.moves.size(), 2u) << format_record(r);
  EXPECT_EQ(r.moves[0].str(), "T1");
  EXPECT_EQ(r.end, "X made an invalid move");
  game.opening_plies = 2;
  r = play_match(game, players, 1).games[0];
  const std::vector<Move> opening =
      random_opening(6, 2, contest::RunnerOptions().seed * 1000003ULL);
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
  PousseGame game;
  game.time_limit = contest::Millis(5000);
  game.work_dir = work;
  contest::RunnerOptions runner;
  runner.jobs = 2;
  const std::vector<std::string> env{"POUSSE_MISBEHAVE=count"};
  const Match r = play_match(
      game, {{"count_a", MISBEHAVE_PATH, env}, {"count_b", MISBEHAVE_PATH, env}}, 4, runner);
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
  PousseGame game;
  game.time_limit = contest::Millis(5000);
  const std::vector<std::string> env{"POUSSE_MISBEHAVE=shipped"};
  const Match r = play_match(game, {{"sub_a", sub.string(), env}, {"sub_b", sub.string(), env}}, 2);
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
  PousseGame game;
  game.sizes = {5, 6};
  game.time_limit = contest::Millis(2000);
  contest::RunnerOptions runner;
  runner.jobs = 2;
  int calls = 0;
  const Match r = play_match(game, {{"greedy", GREEDY_PATH, {}}, program(misbehaving("garbage"))},
                             4, runner, [&](const contest::Result&) { ++calls; });
  EXPECT_EQ(calls, 4);
  EXPECT_EQ(r.tally().wins, 4);
  EXPECT_EQ(r.report.standings.forfeits(1).at("made an invalid move"), 4);
  EXPECT_EQ(r.games[0].x_name, "greedy");
  EXPECT_EQ(r.games[1].x_name, "bad");
  EXPECT_EQ(r.games[0].size, 5);
  EXPECT_EQ(r.games[2].size, 6);
  std::string s = r.summary();
  EXPECT_NE(s.find("4 wins, 0 losses"), std::string::npos) << s;
  EXPECT_NE(s.find("bad made an invalid move x4"), std::string::npos) << s;
}

// A sequential test stops the match once decided: no new pair starts, every pair started ends.
TEST(PousseReferee, SprtStopsAMatchOnceDecided) {
  PousseGame game;
  game.sizes = {5};
  game.time_limit = contest::Millis(2000);
  contest::RunnerOptions runner;
  runner.jobs = 2;
  runner.sprt = contest::Sprt::parse("elo0=0,elo1=200");
  const std::vector<contest::Program> players = {{"greedy", GREEDY_PATH, {}},
                                                 program(misbehaving("garbage"))};
  const Match r = play_match(game, players, 40, runner);
  // Every pair is won twice; the eighth decides (LLR 3.35 against a bound of 2.94; 2.93 after
  // seven), and the other worker's pair may be under way then.
  ASSERT_GE(r.games.size(), 16u);
  EXPECT_LE(r.games.size(), 18u);
  EXPECT_EQ(r.games.size() % 2, 0u);
  const contest::Pentanomial pairs = r.report.standings.pairs(0, 1);
  EXPECT_EQ(pairs.pairs() * 2, static_cast<long>(r.games.size()));
  EXPECT_EQ(pairs.count[4], pairs.pairs());
  const std::string s = r.summary(runner.sprt);
  EXPECT_NE(s.find("pairs [0 0 0 0 "), std::string::npos) << s;
  EXPECT_NE(s.find("SPRT elo0=0 elo1=200 alpha=0.05 beta=0.05: LLR "), std::string::npos) << s;
  EXPECT_NE(s.find("H1 accepted"), std::string::npos) << s;
  // Without a test the same match plays every game.
  runner.sprt.reset();
  EXPECT_EQ(play_match(game, players, 6, runner).games.size(), 6u);
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

// One game by the command `game`: its results line names the --log archive, which check and
// pousse_check replay; a tampered log fails check.
TEST(PousseReferee, GameAndCheckCommands) {
  const std::string dir = fresh_directory("game");
  const std::string log = dir + "/g.txt";
  const auto [status, line] = contest::test::run_stdout(
      std::string(REFEREE_PATH) + " game -s 4 --opening 2 --log " + log + " g=" + GREEDY_PATH +
      " --env-b POUSSE_AB_DEPTH=2 ab=" + ALPHABETA_PATH);
  ASSERT_EQ(status, 0) << line;
  const contest::Result r = contest::from_line(line.substr(0, line.size() - 1));
  EXPECT_EQ(r.log, log);
  EXPECT_EQ(r.players, (std::vector<std::string>{"g", "ab"}));
  EXPECT_EQ(r.start.rfind("4x4 ", 0), 0u) << r.start;
  const auto [checked, verdict] =
      contest::test::run_stdout(std::string(REFEREE_PATH) + " check " + log);
  EXPECT_EQ(checked, 0) << verdict;
  EXPECT_NE(verdict.find(log + ": ok: "), std::string::npos) << verdict;
  EXPECT_EQ(std::system((std::string(CHECK_PATH) + " " + log + " > /dev/null").c_str()), 0);
  std::ofstream(log, std::ios::app) << "(bad)\n";
  EXPECT_EQ(contest::test::run_stdout(std::string(REFEREE_PATH) + " check " + log).first, 1);
  fs::remove_all(dir);
}

// Runs a shell command; returns its exit status (-1 when it did not exit) and its stdout.
std::pair<int, std::string> run_command(const std::string& cmd) {
  return contest::test::run_stdout(cmd);
}

using contest::test::lines_of;

const std::string kHelpText =
    R"(usage: pousse_referee COMMAND [options] ...
Plays Pousse games between programs as the 1998 tournament ran them: two players play a
match, more a round robin; a line that names no command is a match. A PLAYER is a
program, run as ./NAME, or a directory laid out as a 1998 submission (runme,
support/...), run as ./runme; each game gives each player a fresh directory of its own
with a support/ in it (ruling 12).
commands:
)" + contest::test::kRefereeGamePin +
    R"(                     two players play a match, more a round robin (--gauntlet: the first
                     against each other): each opening once with each colour. Prints a
                     progress line per game on stderr, then the summary on stdout: wins,
                     losses, draws, the score with its Wilson 95% interval, the Elo
                     difference with its 95% interval, the pairs' pentanomial counts, the
                     test's result and the forfeits (with more players, the crosstable
                     first); the command's name may be left out
)" + contest::test::kRefereeMergeCheckPin +
    R"(  -s SIZES           game, match: board sizes 4 to 20, comma-separated, cycled per opening
                     (default 6)
  --opening K        game, match: random plies before the programs play (default 0: the
                     empty board)
  --time-ms MS       game, match: wall-clock limit per move in milliseconds (default
                     30000, as in 1998)
  --max-moves M      game, match: a game still going after M moves is a draw (default 0:
                     no limit)
  --env-a VAR=VAL    game, match: the same as --env for the first player only (e.g.
                     POUSSE_MOVE_MS=1000)
  --env-b VAR=VAL    game, match: the same as --env for the second player only
  --work-dir DIR     game, match: where the games' directories are made (default $TMPDIR
                     or /tmp)
  --log FILE         game, match: write every game in the 1998 archive's format (appended
                     with --resume), and what the programs wrote on stderr to
                     FILE.stderr
  -n GAMES           match: games per pairing (default 2), in pairs: each opening once with each
                     player first
  --gauntlet         match: the first player against each other, not a round robin
)" + contest::test::kRefereeEndPin;

// The command line's shape, pinned: a change to an option shows here and in the README.
TEST(PousseReferee, HelpText) {
  const auto [status, out] = run_command(std::string(REFEREE_PATH) + " --help");
  EXPECT_EQ(status, 0);
  EXPECT_EQ(out, kHelpText);
  EXPECT_EQ(run_command(std::string(REFEREE_PATH) + " -n 4 -h").second, out);
  const std::string match = run_command(std::string(REFEREE_PATH) + " match --help").second;
  EXPECT_EQ(match.rfind("usage: pousse_referee match [options] PLAYER PLAYER...\n", 0), 0u)
      << match;
  EXPECT_NE(match.find(contest::test::kRunnerOptionsPin), std::string::npos) << match;
}

// A malformed, out-of-range or missing value and an unknown option stop the referee with status 2
// and a message naming the option, before any game.
TEST(PousseReferee, RejectsBadValuesNamingTheOption) {
  const std::pair<const char*, const char*> bad[] = {{"-j 0", "--jobs"},
                                                     {"-j 2x", "--jobs"},
                                                     {"--jobs 300", "--jobs"},
                                                     {"-n 5x", "-n"},
                                                     {"-n 0", "-n"},
                                                     {"-s 3", "-s"},
                                                     {"-s 6,", "-s"},
                                                     {"--time-ms 1e3", "--time-ms"},
                                                     {"--seed -1", "--seed"},
                                                     {"--opening x", "--opening"},
                                                     {"--shard 3/2", "--shard"},
                                                     {"--shard 1", "--shard"},
                                                     {"--bogus", "--bogus"},
                                                     {"--results", "--results"},
                                                     {"--resume", "--resume"},
                                                     {"--sprt elo1=5 --shard 1/2", "--sprt"},
                                                     {"--env X", "--env"},
                                                     {"--max-moves", "--max-moves"}};
  for (const auto& [args, option] : bad) {
    const auto [status, out] =
        run_command(std::string(REFEREE_PATH) + " -q -n 2 -s 4 " + GREEDY_PATH + " " +
                    ALPHABETA_PATH + " " + args + " 2>&1");
    EXPECT_EQ(status, 2) << args << ": " << out;
    EXPECT_EQ(out.rfind(std::string("pousse_referee: ") + option, 0), 0u) << args << ": " << out;
  }
}

// A name the 1998 record cannot hold (the checker would refuse the log) is refused before any game
// (#23), as the runner refuses a blank or a ':'.
TEST(PousseReferee, RefusesANameTheLogCannotHold) {
  for (const std::string name : {"a(1)", "say\"hi\"", "x)"}) {
    const auto [status, out] = run_command(std::string(REFEREE_PATH) + " -q -n 2 -s 4 '" + name +
                                           "=" + GREEDY_PATH + "' " + ALPHABETA_PATH + " 2>&1");
    EXPECT_EQ(status, 2) << name << ": " << out;
    EXPECT_EQ(out.rfind("pousse_referee: player name '", 0), 0u) << name << ": " << out;
  }
}

// A name given twice gets _A, _B, ..., skipping a name another player has (found by fuzzing the
// command line: two players were both named _O); a player with no name and no program is refused.
TEST(PousseReferee, NamesGivenTwiceStayDistinct) {
  const auto [status, out] =
      run_command(std::string(REFEREE_PATH) + " -q -n 2 -s 4 x=" + GREEDY_PATH +
                  " x=" + GREEDY_PATH + " x_A=" + GREEDY_PATH);
  EXPECT_EQ(status, 0) << out;
  for (const char* name : {"x_A", "x_B", "x_C"})
    EXPECT_NE(out.find(name), std::string::npos) << name << "\n" << out;
  EXPECT_EQ(out.find("x_A_"), std::string::npos) << out;
  const auto [empty_status, empty_out] =
      run_command(std::string(REFEREE_PATH) + " -q -n 2 -s 4 '' " + GREEDY_PATH + " 2>&1");
  EXPECT_EQ(empty_status, 2) << empty_out;
  EXPECT_NE(empty_out.find("a player without a name or a program"), std::string::npos) << empty_out;
}

// The players' words as the 1998 referee read them (the front end's [NAME=]PATH with Pousse's
// form): a '=' after a '/' is the path's, a directory is named after itself, a bare name runs as
// ./NAME, a name given twice made distinct.
TEST(PousseReferee, PlayerNamesAndPaths) {
  const PousseGame game;
  const std::vector<contest::Program> players = game.players(
      {"subs/cilk/", "a=bin/x", "dir/b=c", "runme", "c=", "/abs/prog", "runme"}, {"V=1"});
  std::vector<std::pair<std::string, std::string>> got;
  for (const contest::Program& p : players) got.emplace_back(p.name, p.path);
  EXPECT_EQ(got, (std::vector<std::pair<std::string, std::string>>{{"cilk", "subs/cilk/"},
                                                                   {"a", "bin/x"},
                                                                   {"b=c", "dir/b=c"},
                                                                   {"runme_A", "./runme"},
                                                                   {"c", "./"},
                                                                   {"prog", "/abs/prog"},
                                                                   {"runme_B", "./runme"}}));
  EXPECT_EQ(players[0].env, std::vector<std::string>{"V=1"});
  EXPECT_THROW(game.players({"=x", "y"}, {}), contest::cli::Usage);
}

// The results file holds one line per game; a second run on it is refused without --resume; a
// run cut half-way (two games of four, and half a line) resumed with --resume plays only the two
// missing games and ends with the same summary; merging the two files gives it again.
TEST(PousseReferee, ResultsResumeAndMerge) {
  const std::string dir = fresh_directory("results");
  const std::string work = fresh_directory("work");
  const std::string whole = dir + "/whole.jsonl", cut = dir + "/cut.jsonl";
  const std::string match = std::string(REFEREE_PATH) + " -q -n 4 -s 4 -j 2 --seed 5 --opening 2 " +
                            "--env-b POUSSE_AB_DEPTH=2 --work-dir " + work +
                            " greedy=" + GREEDY_PATH + " ab=" + ALPHABETA_PATH;
  const auto [status, summary] = run_command(match + " --results " + whole);
  ASSERT_EQ(status, 0);
  EXPECT_NE(summary.find("greedy vs ab: "), std::string::npos) << summary;
  EXPECT_NE(summary.find(" in 4 games;"), std::string::npos) << summary;
  const std::vector<std::string> lines = lines_of(whole);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(run_command(match + " --results " + whole + " 2>/dev/null").first, 1);
  {
    std::ofstream out(cut);
    out << lines[3] << "\n" << lines[1] << "\n" << lines[0].substr(0, 30);
  }
  const auto [resumed_status, resumed_summary] =
      run_command(match + " --results " + cut + " --resume --log " + dir + "/cut.log");
  EXPECT_EQ(resumed_status, 0);
  EXPECT_EQ(resumed_summary, summary);
  EXPECT_EQ(lines_of(dir + "/cut.log").size(), 2u);  // the two games played by this run
  const std::vector<std::string> resumed_lines = lines_of(cut);
  ASSERT_EQ(resumed_lines.size(), 4u);
  for (const std::string& line : lines) {
    const contest::Result r = contest::from_line(line);
    bool found = false;
    for (const std::string& other : resumed_lines) found |= contest::from_line(other).same_game(r);
    EXPECT_TRUE(found) << line;
  }
  const auto [merge_status, merged] = run_command(std::string(REFEREE_PATH) + " merge -o " + dir +
                                                  "/merged.jsonl " + whole + " " + cut);
  EXPECT_EQ(merge_status, 0);
  EXPECT_EQ(merged, summary);
  EXPECT_EQ(lines_of(dir + "/merged.jsonl").size(), 4u);
  // merge's options are taken before the word too.
  const auto [before_status, before] = run_command(std::string(REFEREE_PATH) + " -o " + dir +
                                                   "/before.jsonl merge " + whole + " " + cut);
  EXPECT_EQ(before_status, 0);
  EXPECT_EQ(before, summary);
  EXPECT_EQ(lines_of(dir + "/before.jsonl"), lines_of(dir + "/merged.jsonl"));
  // An option merge does not take is refused, naming it.
  const auto [refused_status, refused] =
      run_command(std::string(REFEREE_PATH) + " -q -j 2 merge " + whole + " " + cut + " 2>&1");
  EXPECT_EQ(refused_status, 2);
  EXPECT_EQ(refused.rfind("pousse_referee: merge: -q: unknown option", 0), 0u) << refused;
  EXPECT_TRUE(fs::is_empty(work));
  fs::remove_all(work);
  fs::remove_all(dir);
}

// Three players play a round robin (every pairing both ways per opening) and the summary starts
// with the crosstable; with --gauntlet the first plays each other and they do not meet.
TEST(PousseReferee, RoundRobinAndGauntlet) {
  const std::string players =
      std::string(" g1=") + GREEDY_PATH + " ab=" + ALPHABETA_PATH + " g2=" + GREEDY_PATH + " 2>&1";
  const std::string match = std::string(REFEREE_PATH) + " -q -n 2 -s 4 --opening 2 -j 2";
  auto [status, out] = run_command(match + players);
  EXPECT_EQ(status, 0) << out;
  EXPECT_EQ(out.rfind("  # player games  points   score   Elo |", 0), 0u) << out;
  for (const char* pairing : {"g1 vs ab: ", "g1 vs g2: ", "ab vs g2: "})
    EXPECT_NE(out.find(pairing), std::string::npos) << out;
  std::tie(status, out) = run_command(match + " --gauntlet" + players);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("g1 vs g2: "), std::string::npos) << out;
  EXPECT_EQ(out.find("ab vs g2: "), std::string::npos) << out;
  EXPECT_NE(run_command(match + " --sprt elo1=5" + players).first, 0);
}

}  // namespace
}  // namespace pousse
