// arena_test.cpp: the arena as the statement describes it, every ruling in shootemup/README.md,
// misbehaving robots, and replay identity as a property over many generated inputs.
#include <gtest/gtest.h>

#include <random>
#include <regex>
#include <utility>

#include "arena_support.h"
#include "common/tests/run_command.h"
#include "game.h"

namespace shootemup {
namespace {

using namespace test_support;

// Step 1. The statement's example input, and the shape of the output.

TEST(Arena, StatementExampleRunsAndIsWellFormed) {
  Outcome r = arena(kExample, kGhost);
  auto lines = r.lines();
  ASSERT_GE(lines.size(), 10u);
  EXPECT_EQ(lines[0], "G 55");
  EXPECT_EQ(lines[1], "-TEST 1");
  EXPECT_TRUE(std::regex_match(lines[2], std::regex("P [0-9] [0-9]")));
  EXPECT_EQ(lines[3], "B1");
  EXPECT_EQ(lines[4], "+");
  EXPECT_TRUE(std::regex_match(lines[5], std::regex("[MS] -?[01] -?[01]")));
  EXPECT_TRUE(std::regex_match(lines[6], std::regex("N|H -?[01] -?[01]|W|L")));
  EXPECT_EQ(lines[7], "!");
  for (int row = 8; row < 18; ++row)
    EXPECT_TRUE(std::regex_match(lines[row], std::regex("! [.YOX+*-]{10}"))) << lines[row];
  const std::regex any_line(
      "G 55|-TEST 1|B1|[+.]|R 100|P [0-9] [0-9]|[MS] -?[01] -?[01]|N|H -?[01] -?[01]|W|L|!|"
      "! [.YOX+*-]{10}|! ROUNDS 100 WINS [0-9]+ LOSES [0-9]+ ERRORS 0 (PASS|FAIL)");
  int rounds = 0, results = 0;
  for (const auto& l : lines) {
    EXPECT_TRUE(std::regex_match(l, any_line)) << l;
    rounds += l.rfind("! ROUNDS", 0) == 0;
    results += l == "W" || l == "L";
  }
  EXPECT_EQ(rounds, 3);
  EXPECT_EQ(results, 1);  // the `.` ran the combat to its end; R echoes nothing
  EXPECT_EQ(r.totals.combats, 301);
  EXPECT_EQ(r.totals.errors, 0);
  EXPECT_EQ(r.totals.robot_starts, 1);  // one robot process for the whole input
}

TEST(Arena, RoundLineCountsAndJudges) {
  Outcome r = arena("G 1\nR 10\nR 0\n", misbehave("offedge"));
  // offedge steps left from its start square: it falls in at most 10 moves unless killed first.
  EXPECT_TRUE(r.has("R 10\n! ROUNDS 10 WINS 0 LOSES 10 ERRORS 0 FAIL\n"));
  EXPECT_TRUE(r.has("R 0\n! ROUNDS 0 WINS 0 LOSES 0 ERRORS 0 FAIL\n"));
  Outcome g = arena("G 1\nR 10\n", kGhost);
  EXPECT_TRUE(g.has("! ROUNDS 10 WINS 10 LOSES 0 ERRORS 0 PASS"));
}

// Step 2. Rulings.

TEST(ShootemupRulings, OnlyGRAndDashAreExecutedOutsideACombat) {
  Outcome r = arena("+\n.\nB\nB1\nDhello\n-A\n.\n+\nB\nDlate\n", misbehave("polite"), 5);
  auto lines = r.lines();
  // Before `-A`, each command is only echoed.
  std::vector<std::string> head(lines.begin(), lines.begin() + 6);
  EXPECT_EQ(head, (std::vector<std::string>{"+", ".", "B", "B1", "Dhello", "-A"}));
  EXPECT_FALSE(r.has("/got Dhello"));
  // After the combat ended, + B and D do nothing either: the output ends with their echoes.
  std::vector<std::string> tail(lines.end() - 3, lines.end());
  EXPECT_EQ(tail, (std::vector<std::string>{"+", "B", "Dlate"}));
  EXPECT_FALSE(r.has("!\n! ")) << "B1 outside a combat must not turn boards on";
}

TEST(ShootemupRulings, DLinesGoToTheRobotAndItsCommentsAreEchoedBeforeItsNextMove) {
  // The robot answered P before it read the D line, so the answer comes with the move after.
  Outcome r = arena("-A\nDhello\n+\n+\n", misbehave("polite"));
  EXPECT_TRUE(std::regex_search(r.out, std::regex("^-A\nP [0-9] [0-9]\nDhello\n\\+\n/move 1\n"
                                                  "M 0 0\n(N|H -?[01] -?[01])\n\\+\n/got Dhello\n"
                                                  "/move 2\nM 0 0\n")))
      << r.out;
}

TEST(ShootemupRulings, ALargeBurstOfCommentLinesArrivesWhole) {
  Outcome r = arena("-A\nDbig\n+\n+\n", misbehave("polite"));
  const std::string line = "/big " + std::string(50, 'x') + "\n";
  std::string burst;
  for (int i = 0; i < 300; ++i) burst += line;
  EXPECT_TRUE(r.has("+\n" + burst + "/move 2\nM 0 0\n")) << r.out.substr(0, 400);
  EXPECT_EQ(r.totals.errors, 0);
}

TEST(ShootemupRulings, CappedCombatIsALossAndTheRobotHearsL) {
  // The random robot cannot land 3 hits in 3 pairs (a shot right after a shot has no power).
  Outcome r = arena("G 4\n-A\n.\nR 10\n", misbehave("polite"), 3);
  EXPECT_TRUE(r.has("! combat stopped after 3 move pairs: counted as a loss\nL\n")) << r.out;
  EXPECT_TRUE(r.has("! ROUNDS 10 WINS 0 LOSES 10 ERRORS 0 FAIL"));
  EXPECT_EQ(r.totals.capped, 11);
}

TEST(ShootemupRulings, SteppingOffTheBoardIsALossNotAnError) {
  Outcome r = arena("G 9\n-A\n.\n", misbehave("offedge"));
  EXPECT_TRUE(r.has("M -1 0\nL\n")) << r.out;
  EXPECT_EQ(r.totals.losses, 1);
  EXPECT_EQ(r.totals.errors, 0);
}

TEST(ShootemupRulings, ANewCombatOrRAbandonsTheCombatInProgress) {
  Outcome r = arena("G 2\n-A\n+\n-B\n+\nR 2\n+\n", misbehave("polite"));
  auto lines = r.lines();
  EXPECT_EQ(r.totals.combats, 4);
  EXPECT_EQ(r.totals.wins + r.totals.losses + r.totals.errors, 2);  // the R round only
  EXPECT_EQ(lines.back(), "+");  // after R no combat is in progress
  EXPECT_EQ(r.totals.robot_starts, 1);
}

TEST(ShootemupRulings, AnUnfinishedCombatsLastMoveIsReadSoTheRobotStaysInStep) {
  // The echo robot writes "/re LINE" before the move that answers LINE. A combat abandoned by `-`
  // or R owes the answer to its last line; a capped combat ends with L and owes nothing.
  Outcome r = arena("G 1\n-A\n+\n-B\n+\n+\n-C\n.\n-D\n+\nR 2\n", misbehave("echo"), 2);
  EXPECT_TRUE(std::regex_search(r.out, std::regex("\n-B\n/re (N|H -?[01] -?[01])\nM 0 0\nP ")))
      << r.out;
  // D's first move comes with what the robot wrote after C's L (ruling 12).
  EXPECT_TRUE(std::regex_search(r.out, std::regex("! combat stopped after 2 move pairs: counted as "
                                                  "a loss\nL\n-D\n(P [0-9] [0-9])\n\\+\n"
                                                  "/re L\n/re \\1\nM 0 0\n")))
      << r.out;
  EXPECT_TRUE(std::regex_search(r.out, std::regex("\nR 2\n/re (N|H -?[01] -?[01])\nM 0 0\n")))
      << r.out;
  // Every move answers the line sent just before it.
  const auto lines = r.lines();
  std::string sent;
  int moves = 0;
  for (const auto& line : lines) {
    if (std::regex_match(line, std::regex("P [0-9] [0-9]|N|H -?[01] -?[01]"))) sent = line;
    if (line.rfind("/re ", 0) == 0 && line != "/re L") {
      EXPECT_EQ(line.substr(4), sent);
      ++moves;
    }
  }
  EXPECT_EQ(moves, 8);
  EXPECT_EQ(r.totals.capped, 4);  // B, C and both combats of R 2 (the robot never dies)
  EXPECT_TRUE(r.has("! ROUNDS 2 WINS 0 LOSES 2 ERRORS 0 FAIL"));
}

TEST(ShootemupRulings, AMoveWrittenAfterWOrLAnswersTheNextP) {
  // The arena cannot tell a line written after W or L from an answer to the next P without
  // timing, so it reads it as that answer: the robot is out of step, which is not an error.
  Outcome r = arena("G 3\n-A\n.\n-B\n.\nR 5\n", misbehave("chatty"));
  EXPECT_EQ(r.totals.errors, 0) << r.out;
  EXPECT_FALSE(r.has("! ERROR")) << r.out;
  EXPECT_EQ(r.totals.combats, 7);
  EXPECT_TRUE(r.has("! ROUNDS 5 WINS ")) << r.out;
}

TEST(ShootemupRulings, OurRobotMovesFirstAndTheSeedIsZeroBeforeAnyG) {
  // Two whole combats of our robot, played again by hand with the rules library and the robot's
  // logged moves: seed 0; in each pair our move, then (unless that ended the combat) the random
  // robot's from the same generator; the board after each of its moves, B1 lasting into -B.
  Outcome r = arena("-A\nB1\n.\n-B\n.\n", kGhost);
  Rng rng(0);
  Game game(0, 0, 0, 1);
  std::vector<std::string> expected, seen;
  for (const auto& line : r.lines()) {
    if (line[0] == '-') {
      game = Game::random_start(rng);
      expected.push_back("P " + std::to_string(game.robot(0).x) + " " +
                         std::to_string(game.robot(0).y));
    }
    if (line[0] == 'M' || line[0] == 'S') {
      const MoveResult mine = game.apply(0, *parse_move(line));
      if (mine.fell || mine.killed) {
        expected.push_back(mine.fell ? "L" : "W");
        continue;
      }
      const MoveResult theirs = game.apply(1, random_robot_move(game.robot(1), rng));
      expected.push_back(theirs.killed ? "L"
                         : theirs.hit  ? "H " + std::to_string(theirs.from_dx) + " " +
                                            std::to_string(theirs.from_dy)
                                      : "N");
      for (const auto& row : game.draw()) expected.push_back(row);
    }
    if (std::regex_match(line, std::regex("P .*|N|H .*|W|L|!.*"))) seen.push_back(line);
  }
  EXPECT_EQ(seen, expected) << r.out;
  EXPECT_EQ(r.totals.wins + r.totals.losses, 2);
}

TEST(ShootemupRulings, SeedFixesARoundAndGDuringACombatReseeds) {
  Outcome a = arena("G 77\nR 20\nG 77\nR 20\n", kGhost);
  auto lines = a.lines();
  EXPECT_EQ(lines[2], lines[5]);
  Outcome c = arena("G 5\n-A\n+\nG 6\n+\n", kGhost);  // the combat goes on after G
  EXPECT_TRUE(std::regex_search(c.out, std::regex("\nG 6\n\\+\n[MS] -?[01] -?[01]\n"))) << c.out;
}

TEST(ShootemupRulings, BadCommandsAreEchoedAndReported) {
  Outcome r = arena("G -1\nG 1234567890\nR x\nR\nhello\nB2\n\n", kGhost);
  EXPECT_EQ(r.out,
            "G -1\n! bad G command ignored: the seed must be an unsigned integer of at most 9 "
            "digits\nG 1234567890\n! bad G command ignored: the seed must be an unsigned integer "
            "of at most 9 digits\nR x\n! bad R command ignored: the count must be an unsigned "
            "integer of at most 9 digits\nR\n! bad R command ignored: the count must be an "
            "unsigned integer of at most 9 digits\nhello\n! unknown command ignored\nB2\n! unknown "
            "command ignored\n\n! unknown command ignored\n");
  EXPECT_EQ(r.totals.robot_starts, 0);
}

TEST(ShootemupRulings, LinesTheArenaWritesAreSkippedInItsInput) {
  Outcome r =
      arena("P 1 2\nM 0 0\nS 1 1\nN\nH 1 0\nW\nL\n/comment\n! ROUNDS\nHello\n*kept\n", kGhost);
  EXPECT_EQ(r.out, "*kept\n");
}

TEST(ShootemupRulings, BoardsFollowB1AndB0ButNotDuringR) {
  Outcome r = arena("G 3\n-A\nB\nB1\n+\nB0\n+\nB1\nR 2\n", kGhost);
  auto lines = r.lines();
  int boards = 0;
  for (const auto& l : lines) boards += l == "!";
  EXPECT_EQ(boards, 4);  // B, then one after the first +, two lines each
  EXPECT_EQ(lines[4], "!");
  EXPECT_TRUE(std::regex_match(lines[5], std::regex("! [.YO]{10}")));
}

// Step 3. Misbehaving robots: an error ends the combat and the robot; the next combat restarts it.

struct Misbehaviour {
  std::string mode;
  std::string message;
};

TEST(Misbehaving, EachEndsItsCombatWithANamedErrorAndTheArenaGoesOn) {
  const std::vector<Misbehaviour> cases = {
      {"crash", "the robot ended instead of moving: it was killed by signal 11"},
      {"exit", "the robot ended instead of moving: it exited with status 0"},
      {"garbage", "the robot sent a bad line 'hello'"},
      {"rant", "the robot sent a bad line '" + std::string(60, 'x') + "...'"},
      {"hang", "no move within 300 ms"},
      {"long", "the robot sent a line longer than 4096 bytes"},
      {"flood", "more than 10000 comment lines before one move"},
  };
  for (const auto& c : cases) {
    Outcome r = arena("G 1\n-A\n+\n+\n.\n-B\n.\nR 3\n", misbehave(c.mode, 1), 1000, 300);
    EXPECT_TRUE(r.has("+\nM 0 0\n")) << c.mode << ": the first move is fine";
    const std::string before = c.mode == "flood" ? "/flood\n" : "+\n";
    EXPECT_TRUE(r.has(before + "! ERROR: " + c.message + "\n.\n-B\n")) << c.mode;
    EXPECT_TRUE(r.has("! ERROR in combat 1 of R 3: " + c.message)) << c.mode;
    EXPECT_TRUE(r.has("! ROUNDS 3 WINS 0 LOSES 0 ERRORS 3 FAIL")) << c.mode;
    EXPECT_EQ(r.totals.errors, 5) << c.mode;
    EXPECT_EQ(r.totals.robot_starts, 5) << c.mode;
    EXPECT_FALSE(r.has("hello\n+")) << "garbage is never echoed as a line of its own";
  }
}

// Ruling: stderr is not the output. 64 KiB of it before each of 32 moves, 2 MiB in
// all, past the runner's 1 MiB cap: drained apart and never judged, the robot plays on.
TEST(Misbehaving, StderrIsNotTheOutput) {
  std::string steps;
  for (int i = 0; i < 32; ++i) steps += "+\n";
  Outcome r = arena("G 1\n-A\n" + steps, misbehave("noisy"));
  EXPECT_FALSE(r.has("ERROR")) << r.out;
  EXPECT_EQ(r.totals.errors, 0);
  EXPECT_EQ(r.totals.robot_starts, 1);
}

TEST(Misbehaving, ARobotThatExitsAfterACombatCostsTheNextCombat) {
  Outcome r = arena("G 1\nR 4\n", misbehave("quitter"), 3);
  EXPECT_TRUE(
      r.has("! ERROR in combat 2 of R 4: the robot ended instead of moving: it exited "
            "with status 0"));
  EXPECT_TRUE(r.has("! ROUNDS 4 WINS 0 LOSES 2 ERRORS 2 FAIL")) << r.out;
}

TEST(Misbehaving, AProgramThatCannotStartIsAnErrorPerCombat) {
  Outcome r = arena("-A\n+\nR 2\n", {"/nonexistent/robot"});
  EXPECT_TRUE(r.has("-A\n! ERROR: cannot start the robot: exec: /nonexistent/robot"));
  EXPECT_TRUE(r.has("! ROUNDS 2 WINS 0 LOSES 0 ERRORS 2 FAIL"));
  EXPECT_EQ(r.totals.errors, 3);
}

TEST(Misbehaving, ARobotThatDoesNotExitAtTheEndOfItsInputIsKilledAndNamed) {
  Outcome r = arena("-A\n+\n", misbehave("stubborn"));
  EXPECT_TRUE(r.has("\n! the robot did not exit at the end of its input and was killed\n"));
}

TEST(Misbehaving, ProcessesARobotLeavesBehindAreKilledAndNamed) {
  Outcome r = arena("-A\n+\n", misbehave("forker"));
  const std::string last = "\n! " + std::string(kLeftProcesses) + "\n";
  ASSERT_GT(r.out.size(), last.size());
  EXPECT_EQ(r.out.substr(r.out.size() - last.size()), last) << r.out;
}

TEST(ArenaProgram, TakesABareNameFromTheCurrentDirectoryAndRejectsBadUsage) {
  const std::string dir = GHOSTSIGHT_PATH;
  contest::RunOptions run;
  run.argv = {ARENA_PATH, "--max-pairs", "5", dir.substr(dir.rfind('/') + 1)};
  run.cwd = dir.substr(0, dir.rfind('/'));
  run.stdin_data = "G 1\nR 3\n";
  contest::RunResult r = contest::run_process(run);
  EXPECT_TRUE(r.ok()) << r.describe() << r.err;
  EXPECT_NE(r.out.find("! ROUNDS 3 WINS "), std::string::npos) << r.out;
  for (auto argv : std::vector<std::vector<std::string>>{
           {ARENA_PATH}, {ARENA_PATH, "--move-ms", "x", "p"}, {ARENA_PATH, "--bad", "1", "p"}}) {
    run.argv = argv;
    r = contest::run_process(run);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("(see --help)"), std::string::npos) << r.err;
  }
}

const char* const kArenaHelp =
    R"help(usage: shootemup_referee [options] PROGRAM [ARGS...] < xx.in > xx.out
       arena [options] PROGRAM [ARGS...]   (the same program by the statement's name)
Runs a Shot-Em-Up robot as the statement's arena does: reads the series of combats on stdin
(G SEED, - or + combats, R rounds), starts PROGRAM with ARGS once, plays each combat against
the statement's seeded random robot over the line protocol and writes the arena's output on
stdout, robot errors included. A PROGRAM without a '/' is taken from the current directory.
options (before PROGRAM):
  --move-ms MS       the time the robot has for each reply, 1 to 86400000 ms (default 10000,
                     or the environment variable SHOOTEMUP_MOVE_MS, read by the same rule)
  --max-pairs N      move pairs after which a combat stops as a loss, 1 to 1000000000
                     (default 1000)
  -h, --help         this text
Exits 0 when the input was run (robot errors are reported in the output), 2 on bad usage.
)help";

// --help and -h print the whole usage on stdout and exit 0; after PROGRAM they are the robot's.
// The program answers the same by both its names (shootemup_referee, and arena, the statement's).
TEST(ArenaProgram, HelpText) {
  contest::test::expect_help(ARENA_PATH, kArenaHelp);
  contest::test::expect_help(REFEREE_PATH, kArenaHelp);
}

// Every number is read whole and in range ("--move-ms 10abc" once ran at 10 ms); a bad
// one, on the command line or in SHOOTEMUP_MOVE_MS, names itself and exits 2 before any robot runs.
TEST(ArenaProgram, RejectsBadValuesNamingTheOption) {
  const std::pair<std::string, std::string> bad[] = {{"--move-ms 10abc p", "--move-ms"},
                                                     {"--move-ms 0 p", "--move-ms"},
                                                     {"--move-ms 1e3 p", "--move-ms"},
                                                     {"--move-ms -5 p", "--move-ms"},
                                                     {"--move-ms 86400001 p", "--move-ms"},
                                                     {"--max-pairs 0 p", "--max-pairs"},
                                                     {"--max-pairs 5x p", "--max-pairs"},
                                                     {"--max-pairs 1000000001 p", "--max-pairs"},
                                                     {"--max-pairs", "--max-pairs"},
                                                     {"--bogus 1 p", "--bogus"},
                                                     {"-x p", "-x"},
                                                     {"", "no robot program"}};
  for (const auto& [args, option] : bad) {
    std::string out;
    EXPECT_EQ(
        contest::test::run_command(std::string(ARENA_PATH) + " " + args + " < /dev/null", &out), 2)
        << args;
    EXPECT_NE(out.find(option), std::string::npos) << args << "\n" << out;
  }
  for (const char* env : {"5x", "0", "", "1e3"}) {
    std::string out;
    EXPECT_EQ(
        contest::test::run_command(
            std::string("SHOOTEMUP_MOVE_MS='") + env + "' " + ARENA_PATH + " p < /dev/null", &out),
        2)
        << env;
    EXPECT_NE(out.find("SHOOTEMUP_MOVE_MS"), std::string::npos) << env << "\n" << out;
  }
}

// Step 4. Replay identity: arena p < in > out; arena p < out > foo gives foo == out.

TEST(ReplayIdentity, HoldsOverGeneratedInputsAndRobots) {
  const std::vector<std::vector<std::string>> robots = {kGhost,
                                                        {BASELINE_PATH},
                                                        misbehave("polite"),
                                                        misbehave("crash", 7),
                                                        misbehave("garbage", 5),
                                                        misbehave("quitter"),
                                                        misbehave("exit", 12),
                                                        misbehave("offedge", 3)};
  std::mt19937 rng(2007);
  int cases = 0;
  for (const auto& robot : robots)
    for (int i = 0; i < 8; ++i) {
      const std::string input = random_input(rng);
      Outcome first = arena(input, robot, 40);
      Outcome second = arena(first.out, robot, 40);
      ASSERT_EQ(second.out, first.out) << "robot " << robot[0] << " input:\n" << input;
      ++cases;
    }
  EXPECT_EQ(cases, 64);
  // And the statement's example with a round of each robot kind.
  Outcome first = arena(kExample, kGhost);
  EXPECT_EQ(arena(first.out, kGhost).out, first.out);
}

}  // namespace
}  // namespace shootemup
