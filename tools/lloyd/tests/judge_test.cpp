// Tests of the judge: runs that score, runs that score zero for each reason, the rankings, and
// the command-line tools.
#include "judge.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>

namespace lloyd {
namespace {

// A square file in /tmp, removed when the test ends.
struct TempSquare {
  std::string path;
  explicit TempSquare(const Square& s) {
    char templ[] = "/tmp/lloyd_test.XXXXXX";
    int fd = mkstemp(templ);
    close(fd);
    path = templ;
    std::ofstream(path, std::ios::binary) << to_text(s);
  }
  ~TempSquare() { std::remove(path.c_str()); }
};

Square after(const std::string& moves) {
  Square s = perfection();
  for (char m : moves) apply_move(s, m);
  return s;
}

Entry misbehave(const std::string& mode, const std::string& moves = "") {
  return {"misbehave", MISBEHAVE_PATH, {}, {"LLOYD_MISBEHAVE=" + mode, "LLOYD_MOVES=" + moves}};
}

TEST(LloydJudge, PerfectRun) {
  TempSquare sq(after("dr"));  // undone by l then u
  Outcome o = run_entry(misbehave("echo", "lu"), sq.path, 5);
  EXPECT_EQ(o.verdict, "ok");
  EXPECT_TRUE(o.perfect());
  EXPECT_EQ(o.tiles, 24);
  EXPECT_EQ(o.replay.moves, 2);
  EXPECT_GE(o.cpu_seconds, 0.0);
}

TEST(LloydJudge, LegalButImperfectScoresItsTiles) {
  TempSquare sq(after("dr"));
  Outcome o = run_entry(misbehave("echo", "l"), sq.path, 5);
  EXPECT_TRUE(o.scored);
  EXPECT_FALSE(o.perfect());
  EXPECT_EQ(o.tiles, 23);
}

TEST(LloydJudge, IllegalMoveScoresZero) {
  TempSquare sq(after("dr"));
  Outcome o = run_entry(misbehave("echo", "luu"), sq.path, 5);
  EXPECT_FALSE(o.scored);
  EXPECT_EQ(o.tiles, 0);
  EXPECT_EQ(o.verdict, "illegal move 3 'u'");
}

TEST(LloydJudge, MalformedOutputScoresZero) {
  TempSquare sq(after("dr"));
  Outcome o = run_entry(misbehave("nonewline", "lu"), sq.path, 5);
  EXPECT_FALSE(o.scored);
  EXPECT_NE(o.verdict.find("bad output"), std::string::npos);
  Outcome space = run_entry(misbehave("echo", "l u"), sq.path, 5);
  EXPECT_FALSE(space.scored);
}

TEST(LloydJudge, CrashHangAndFloodScoreZero) {
  TempSquare sq(after("dr"));
  Outcome crash = run_entry(misbehave("crash"), sq.path, 5);
  EXPECT_FALSE(crash.scored);
  EXPECT_NE(crash.verdict.find("signal"), std::string::npos);
  Outcome sleep = run_entry(misbehave("sleep"), sq.path, 0.3, 1.0);
  EXPECT_FALSE(sleep.scored);
  EXPECT_NE(sleep.verdict.find("wall clock"), std::string::npos) << sleep.verdict;
  Outcome flood = run_entry(misbehave("flood"), sq.path, 5);
  EXPECT_FALSE(flood.scored);
  Outcome missing = run_entry({"missing", "/nonexistent/entry", {}, {}}, sq.path, 5);
  EXPECT_FALSE(missing.scored);
  EXPECT_EQ(missing.verdict, "cannot run /nonexistent/entry");
}

// The limit is on CPU time and the kernel enforces it: a CPU hog is stopped by it long before the
// wall clock (set far off here) would, and a run that takes long in wall time but little CPU time,
// as on a loaded machine, is judged normally.
TEST(LloydJudge, TheLimitIsCpuTimeNotWallTime) {
  TempSquare sq(after("dr"));
  Outcome spin = run_entry(misbehave("spin"), sq.path, 0.3, 60);
  EXPECT_FALSE(spin.scored);
  EXPECT_NE(spin.verdict.find("over the time limit"), std::string::npos) << spin.verdict;
  EXPECT_GT(spin.cpu_seconds, 0.3);
  Outcome nap = run_entry(misbehave("nap", "lu"), sq.path, 0.5);
  EXPECT_EQ(nap.verdict, "ok");
  EXPECT_TRUE(nap.perfect());  // three seconds: the judge used to stop it at 1.5 x limit + 2 s
}

TEST(LloydJudge, FinalSquareRanking) {
  Outcome a = judge_output(after("dr"), "lu\n");    // perfect, 2 moves
  Outcome b = judge_output(after("dr"), "lurl\n");  // perfect, 4 moves
  Outcome c = judge_output(after("dr"), "l\n");     // 23 tiles
  Outcome d = judge_output(after("dr"), "luu\n");   // illegal: zero
  ASSERT_TRUE(a.perfect());
  ASSERT_TRUE(b.perfect());
  EXPECT_LT(compare_final(a, b), 0);
  EXPECT_LT(compare_final(b, c), 0);
  EXPECT_LT(compare_final(c, d), 0);
  EXPECT_EQ(compare_final(a, a), 0);
  EXPECT_EQ(compare_final(d, judge_output(after("dr"), "lu")), 0);  // both scored zero
}

TEST(LloydJudge, TransportsBreakTiesOnMoves) {
  Outcome a, b;
  a.scored = b.scored = true;
  a.tiles = b.tiles = 24;
  a.replay.moves = b.replay.moves = 80;
  a.replay.transports = 9, b.replay.transports = 10;
  EXPECT_LT(compare_final(a, b), 0);
  EXPECT_GT(compare_final(b, a), 0);
  b.replay.moves = 79;
  EXPECT_GT(compare_final(a, b), 0);
}

TEST(LloydJudge, GrandFinaleCriteria) {
  FinaleScore a, b;
  a.perfect = 10, a.moves = 800, a.transports = 90, a.cpu_seconds = 100;
  b = a;
  EXPECT_EQ(compare_finale(a, b), 0);
  b.cpu_seconds = 90;
  EXPECT_GT(compare_finale(a, b), 0);  // time decides last
  b.transports = 91;
  EXPECT_LT(compare_finale(a, b), 0);
  b.moves = 799;
  EXPECT_GT(compare_finale(a, b), 0);
  b.perfect = 9;
  EXPECT_LT(compare_finale(a, b), 0);
  std::vector<int> rank;
  std::vector<FinaleScore> s = {b, a, a};
  std::vector<int> order = rank_order(
      3, [&](int x, int y) { return compare_finale(s[x], s[y]); }, rank);
  EXPECT_EQ(order, (std::vector<int>{1, 2, 0}));
  EXPECT_EQ(rank, (std::vector<int>{1, 1, 3}));
}

std::string run_command(const std::string& cmd, int& status) {
  std::string out;
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  status = pclose(p);
  status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return out;
}

TEST(LloydTools, CheckerReportsTheStatementExample) {
  TempSquare sq(perfection());
  std::string out_path = sq.path + ".out";
  std::ofstream(out_path) << "dddrrdt\n";
  int status = 0;
  std::string out = run_command(std::string(CHECK_PATH) + " " + sq.path + " " + out_path, status);
  std::remove(out_path.c_str());
  EXPECT_EQ(status, 1) << out;  // legal, but it leaves perfection
  EXPECT_NE(out.find("moves: 7\ntransports: 1\ntiles in place: 17 of 24"), std::string::npos)
      << out;
  EXPECT_NE(out.find("ABMDE\nFGCHI\nKL+NJ\nPQRSO\nUVWXT\n"), std::string::npos) << out;
  TempSquare dr(after("dr"));
  out = run_command("printf 'lu\\n' | " + std::string(CHECK_PATH) + " " + dr.path, status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("perfect: yes"), std::string::npos) << out;
  out = run_command("printf 'lldt\\n' | " + std::string(CHECK_PATH) + " " + dr.path, status);
  EXPECT_EQ(status, 1);
  EXPECT_NE(out.find("first illegal move: 2"), std::string::npos) << out;
  TempSquare bad(perfection());
  std::ofstream(bad.path, std::ios::binary) << "ABCDE\nFGHIJ\n";
  out = run_command(std::string(CHECK_PATH) + " " + bad.path + " < /dev/null", status);
  EXPECT_EQ(status, 2) << out;
}

TEST(LloydTools, JudgeRunsTheGrandFinaleOnATie) {
  TempSquare sq(perfection());
  int status = 0;
  std::string cmd = std::string(JUDGE_PATH) +
                    " --limit 5 --env LLOYD_MISBEHAVE=echo --entry a=" + MISBEHAVE_PATH +
                    " --entry b=" + MISBEHAVE_PATH + " " + sq.path;
  std::string out = run_command(cmd, status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("grand finale on 10 squares"), std::string::npos) << out;
  EXPECT_NE(out.find("RESULT: grand finale"), std::string::npos) << out;
}

TEST(LloydTools, JudgeRefusesMalformedSquaresAndEmptySets) {
  TempSquare bad(perfection());
  std::ofstream(bad.path, std::ios::binary) << "ABCDE\nFGHIJ\nKLMNO\nPQRST\nUVWXA\n";
  std::string judge = std::string(JUDGE_PATH) + " --entry a=" + MISBEHAVE_PATH + " ";
  int status = 0;
  std::string out = run_command(judge + bad.path, status);
  EXPECT_EQ(status, 1) << out;
  EXPECT_NE(out.find("appears twice"), std::string::npos) << out;
  EXPECT_EQ(out.find("RESULT:"), std::string::npos) << out;  // nothing was run
  out = run_command(judge + bad.path + ".missing", status);
  EXPECT_EQ(status, 1) << out;
  EXPECT_NE(out.find("cannot read"), std::string::npos) << out;
  out = run_command(judge + "korf:" + LLOYD_DIR + "/data/korf50.txt:51", status);
  EXPECT_EQ(status, 1) << out;
  EXPECT_NE(out.find("no squares"), std::string::npos) << out;
}

}  // namespace
}  // namespace lloyd
