// Tests of the referee: runs that score, runs that score zero for each reason, the rankings, the
// command-line tools, and the referee on the match runner's terms (results lines, -j, resume,
// shards and merge, the square-by-square comparison).
#include "referee.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "common/tests/help_pins.h"
#include "common/tests/run_command.h"

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

TEST(LloydReferee, PerfectRun) {
  TempSquare sq(after("dr"));  // undone by l then u
  Assessment o = run_entry(misbehave("echo", "lu"), sq.path, 5);
  EXPECT_EQ(o.verdict, "ok");
  EXPECT_TRUE(o.perfect());
  EXPECT_EQ(o.tiles, 24);
  EXPECT_EQ(o.replay.moves, 2);
  EXPECT_GE(o.cpu_seconds, 0.0);
}

TEST(LloydReferee, LegalButImperfectScoresItsTiles) {
  TempSquare sq(after("dr"));
  Assessment o = run_entry(misbehave("echo", "l"), sq.path, 5);
  EXPECT_TRUE(o.scored);
  EXPECT_FALSE(o.perfect());
  EXPECT_EQ(o.tiles, 23);
}

TEST(LloydReferee, IllegalMoveScoresZero) {
  TempSquare sq(after("dr"));
  Assessment o = run_entry(misbehave("echo", "luu"), sq.path, 5);
  EXPECT_FALSE(o.scored);
  EXPECT_EQ(o.tiles, 0);
  EXPECT_EQ(o.verdict, "illegal move 3 'u'");
}

TEST(LloydReferee, MalformedOutputScoresZero) {
  TempSquare sq(after("dr"));
  Assessment o = run_entry(misbehave("nonewline", "lu"), sq.path, 5);
  EXPECT_FALSE(o.scored);
  EXPECT_NE(o.verdict.find("bad output"), std::string::npos);
  Assessment space = run_entry(misbehave("echo", "l u"), sq.path, 5);
  EXPECT_FALSE(space.scored);
}

TEST(LloydReferee, CrashHangAndFloodScoreZero) {
  TempSquare sq(after("dr"));
  Assessment crash = run_entry(misbehave("crash"), sq.path, 5);
  EXPECT_FALSE(crash.scored);
  EXPECT_NE(crash.verdict.find("signal"), std::string::npos);
  Assessment sleep = run_entry(misbehave("sleep"), sq.path, 0.3, 1.0);
  EXPECT_FALSE(sleep.scored);
  EXPECT_NE(sleep.verdict.find("wall clock"), std::string::npos) << sleep.verdict;
  Assessment flood = run_entry(misbehave("flood"), sq.path, 5);
  EXPECT_FALSE(flood.scored);
  Assessment missing = run_entry({"missing", "/nonexistent/entry", {}, {}}, sq.path, 5);
  EXPECT_FALSE(missing.scored);
  EXPECT_EQ(missing.verdict, "cannot run /nonexistent/entry");
}

// The limit is on CPU time and the kernel enforces it: a CPU hog is stopped by it long before the
// wall clock (set far off here) would, and a run that takes long in wall time but little CPU time,
// as on a loaded machine, is judged normally.
TEST(LloydReferee, TheLimitIsCpuTimeNotWallTime) {
  TempSquare sq(after("dr"));
  Assessment spin = run_entry(misbehave("spin"), sq.path, 0.3, 60);
  EXPECT_FALSE(spin.scored);
  EXPECT_NE(spin.verdict.find("over the time limit"), std::string::npos) << spin.verdict;
  EXPECT_GT(spin.cpu_seconds, 0.3);
  Assessment nap = run_entry(misbehave("nap", "lu"), sq.path, 0.5);
  EXPECT_EQ(nap.verdict, "ok");
  EXPECT_TRUE(nap.perfect());  // three seconds: the referee used to stop it at 1.5 x limit + 2 s
}

TEST(LloydReferee, FinalSquareRanking) {
  Assessment a = check_output(after("dr"), "lu\n");    // perfect, 2 moves
  Assessment b = check_output(after("dr"), "lurl\n");  // perfect, 4 moves
  Assessment c = check_output(after("dr"), "l\n");     // 23 tiles
  Assessment d = check_output(after("dr"), "luu\n");   // illegal: zero
  ASSERT_TRUE(a.perfect());
  ASSERT_TRUE(b.perfect());
  EXPECT_LT(compare_final(a, b), 0);
  EXPECT_LT(compare_final(b, c), 0);
  EXPECT_LT(compare_final(c, d), 0);
  EXPECT_EQ(compare_final(a, a), 0);
  EXPECT_EQ(compare_final(d, check_output(after("dr"), "lu")), 0);  // both scored zero
}

TEST(LloydReferee, TransportsBreakTiesOnMoves) {
  Assessment a, b;
  a.scored = b.scored = true;
  a.tiles = b.tiles = 24;
  a.replay.moves = b.replay.moves = 80;
  a.replay.transports = 9, b.replay.transports = 10;
  EXPECT_LT(compare_final(a, b), 0);
  EXPECT_GT(compare_final(b, a), 0);
  b.replay.moves = 79;
  EXPECT_GT(compare_final(a, b), 0);
}

TEST(LloydReferee, GrandFinaleCriteria) {
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

// Runs cmd; returns what it printed on stdout and stderr, its exit status (or -1) in status.
std::string run_command(const std::string& cmd, int& status) {
  std::string out;
  status = contest::test::run_command(cmd, &out);
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

TEST(LloydTools, RefereeRunsTheGrandFinaleOnATie) {
  TempSquare sq(perfection());
  int status = 0;
  std::string cmd = std::string(REFEREE_PATH) +
                    " --limit 5 --env LLOYD_MISBEHAVE=echo --entry a=" + MISBEHAVE_PATH +
                    " --entry b=" + MISBEHAVE_PATH + " " + sq.path;
  std::string out = run_command(cmd, status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("grand finale on 10 squares"), std::string::npos) << out;
  EXPECT_NE(out.find("RESULT: grand finale"), std::string::npos) << out;
}

TEST(LloydTools, RefereeRefusesMalformedSquaresAndEmptySets) {
  TempSquare bad(perfection());
  std::ofstream(bad.path, std::ios::binary) << "ABCDE\nFGHIJ\nKLMNO\nPQRST\nUVWXA\n";
  std::string referee = std::string(REFEREE_PATH) + " --entry a=" + MISBEHAVE_PATH + " ";
  int status = 0;
  std::string out = run_command(referee + bad.path, status);
  EXPECT_EQ(status, 2) << out;
  EXPECT_NE(out.find("appears twice"), std::string::npos) << out;
  EXPECT_EQ(out.find("RESULT:"), std::string::npos) << out;  // nothing was run
  out = run_command(referee + bad.path + ".missing", status);
  EXPECT_EQ(status, 2) << out;
  EXPECT_NE(out.find("cannot read"), std::string::npos) << out;
  out = run_command(referee + "korf:" + LLOYD_DIR + "/data/korf50.txt:51", status);
  EXPECT_EQ(status, 2) << out;
  EXPECT_NE(out.find("no squares"), std::string::npos) << out;
}

// #19: a tie on the final square sends every tied entry to the grand finale, perfect or not, and
// the order of --entry never picks the winner. Both entries leave 23 tiles (imperfect); before,
// the first listed "won the final square" with no finale. Two crashing entries tie too.
TEST(LloydTools, EveryTieOnTheFinalSquareGoesToTheGrandFinale) {
  TempSquare sq(after("dr"));
  for (const char* mode : {"echo", "crash"})
    for (const char* pair : {" --entry a=%s --entry b=%s ", " --entry b=%s --entry a=%s "}) {
      char entries[1000];
      std::snprintf(entries, sizeof entries, pair, MISBEHAVE_PATH, MISBEHAVE_PATH);
      std::string cmd = std::string(REFEREE_PATH) + " --limit 5 --env LLOYD_MISBEHAVE=" + mode +
                        " --env LLOYD_MOVES=l" + entries + sq.path;
      int status = 0;
      std::string out = run_command(cmd, status);
      EXPECT_EQ(status, 0) << out;
      EXPECT_NE(out.find("2 entries tied for first: grand finale on 10 squares"), std::string::npos)
          << out;
      EXPECT_EQ(out.find("wins the final square"), std::string::npos) << out;
      EXPECT_NE(out.find("RESULT: grand finale: "), std::string::npos) << out;
      int finale_runs = 0;
      for (size_t at = 0; (at = out.find("\nrandom-", at)) != std::string::npos; ++at)
        ++finale_runs;
      EXPECT_EQ(finale_runs, 20) << out;  // both entries, ten squares each
    }
}

// A tie that survives every criterion is named whole, in rank order, never broken by listing.
TEST(LloydReferee, ATieIsNamedWhole) {
  std::vector<std::string> names = {"a", "b", "c"};
  FinaleScore x, y;
  x.perfect = y.perfect = 3;
  std::vector<FinaleScore> s = {y, x, x};
  s[0].moves = 1;  // a is last
  std::vector<int> rank;
  std::vector<int> order = rank_order(
      3, [&](int i, int j) { return compare_finale(s[i], s[j]); }, rank);
  EXPECT_EQ(first_names(names, order, rank), "b and c");
  s[0].moves = 0;
  order = rank_order(
      3, [&](int i, int j) { return compare_finale(s[i], s[j]); }, rank);
  EXPECT_EQ(first_names(names, order, rank), "a, b and c");
  s[2].cpu_seconds = 0.01;
  order = rank_order(
      3, [&](int i, int j) { return compare_finale(s[i], s[j]); }, rank);
  EXPECT_EQ(first_names(names, order, rank), "a and b");
  // Time counts in timex's hundredths of a second: 1 ms and 4 ms are the same time.
  FinaleScore p, q;
  Assessment fast, slow;
  fast.cpu_seconds = 0.001, slow.cpu_seconds = 0.004;
  p.add(fast), q.add(slow);
  EXPECT_EQ(compare_finale(p, q), 0);
  slow.cpu_seconds = 0.016;
  q.add(slow);
  EXPECT_LT(compare_finale(p, q), 0);
}

// #19: the stderr tail in the result line is bounded and printable. Before, 1.1 MB on stderr in
// one line gave a 1 MB result line.
TEST(LloydReferee, TheStderrTailIsBoundedAndPrintable) {
  TempSquare sq(after("dr"));
  Assessment o = run_entry(misbehave("noisy", "lu"), sq.path, 5);
  EXPECT_LE(o.stderr_tail.size(), kStderrTail + 3);
  EXPECT_EQ(o.stderr_tail.substr(0, 3), "...");
  EXPECT_EQ(o.stderr_tail.substr(o.stderr_tail.size() - 8), "?the end");
  for (char c : o.stderr_tail) EXPECT_TRUE(c >= 0x20 && c <= 0x7e) << int(c);
  int status = 0;
  std::string out =
      run_command(std::string(REFEREE_PATH) + " --limit 5 --env LLOYD_MISBEHAVE=noisy" +
                      " --env LLOYD_MOVES=lu --entry a=" + MISBEHAVE_PATH + " " + sq.path,
                  status);
  EXPECT_EQ(status, 0);
  EXPECT_LT(out.size(), 4000u) << out.substr(0, 2000);
  EXPECT_NE(out.find("RESULT: a first: 1/1 perfect"), std::string::npos) << out.substr(0, 2000);
}

// #19: stderr is not the output. 1.1 MB of stderr with a perfect answer is perfect (it scored zero
// when stderr counted toward stdout's 1 MB cap); only a flood without end is stopped, by name.
// Stdout keeps its 1 MB cap, whether the entry exits or floods.
TEST(LloydReferee, StderrIsNotTheOutput) {
  TempSquare sq(after("dr"));
  Assessment noisy = run_entry(misbehave("noisy", "lu"), sq.path, 5);
  EXPECT_EQ(noisy.verdict, "ok");
  EXPECT_TRUE(noisy.perfect());
  Assessment errflood = run_entry(misbehave("errflood", "lu"), sq.path, 5);
  EXPECT_FALSE(errflood.scored);
  EXPECT_EQ(errflood.verdict.rfind("stderr flood", 0), 0u) << errflood.verdict;
  Assessment bigout = run_entry(misbehave("bigout"), sq.path, 5);
  EXPECT_FALSE(bigout.scored);
  EXPECT_EQ(bigout.verdict.rfind("output limit", 0), 0u) << bigout.verdict;
  Assessment flood = run_entry(misbehave("flood"), sq.path, 5);
  EXPECT_EQ(flood.verdict.rfind("output limit", 0), 0u) << flood.verdict;
}

// #23: no limit, however large, overflows the deadline (3e9 s used to kill the entry after 5 ms).
TEST(LloydReferee, HugeLimitsSaturate) {
  TempSquare sq(after("dr"));
  for (double limit : {3e9, 1e99, HUGE_VAL}) {
    Assessment o = run_entry(misbehave("echo", "lu"), sq.path, limit, limit);
    EXPECT_EQ(o.verdict, "ok") << limit;
    EXPECT_TRUE(o.perfect()) << limit;
  }
}

// #23: a directory as the output file is an unusable argument (exit 2), not an output scoring 0.
TEST(LloydTools, CheckerRefusesADirectory) {
  TempSquare sq(after("dr"));
  int status = 0;
  std::string out = run_command(std::string(CHECK_PATH) + " " + sq.path + " /tmp", status);
  EXPECT_EQ(status, 2) << out;
  EXPECT_NE(out.find("cannot read /tmp"), std::string::npos) << out;
  EXPECT_EQ(out.find("legal:"), std::string::npos) << out;
  out = run_command(std::string(CHECK_PATH) + " /tmp < /dev/null", status);
  EXPECT_EQ(status, 2) << out;
}

// #23: every number on the referee's and the generator's command lines is read whole and in range;
// a bad one names its option and exits 2 before anything runs.
TEST(LloydTools, NumbersAreReadStrictly) {
  TempSquare sq(after("dr"));
  std::string referee = std::string(REFEREE_PATH) + " --entry a=" + MISBEHAVE_PATH + " ";
  struct Case {
    std::string args, says;
  };
  std::vector<Case> cases;
  for (const char* v : {"3000000000", "86400.001", "1e99", "inf", "nan", "5x", "-1", "0", "0.0", "",
                        " 5", "5.", ".5", "0.0001", "0x10"})
    cases.push_back({std::string("--limit '") + v + "' " + sq.path, "--limit"});
  for (const char* v : {"5x", "-1", "0", "nan", "inf", "1e3", "864001"})
    cases.push_back({std::string("--wall '") + v + "' " + sq.path, "--wall"});
  for (const char* v : {"x", "-1", "1e3", "1000000000000000000"})
    cases.push_back({std::string("--finale-seed ") + v + " " + sq.path, "--finale-seed"});
  for (const char* v :
       {"random:x:1", "random:1:0", "random:1:x", "random:1", "random:-1:2", "random:1:100001"})
    cases.push_back({v, "random:SEED:COUNT"});
  for (const char* v : {":x", ":1,,2", ":0", ":1.5"})
    cases.push_back({std::string("korf:") + LLOYD_DIR + "/data/korf50.txt" + v, "korf:FILE"});
  cases.push_back({sq.path + " --limit", "--limit: a value is missing"});
  for (const Case& c : cases) {
    int status = 0;
    std::string out = run_command(referee + c.args, status);
    EXPECT_EQ(status, 2) << c.args << "\n" << out;
    EXPECT_NE(out.find(c.says), std::string::npos) << c.args << "\n" << out;
    EXPECT_EQ(out.find("RESULT:"), std::string::npos) << c.args << "\n" << out;
  }
  int status = 0;
  std::string out = run_command(
      referee + "--limit 0.5 --wall 2.25 --finale-seed 7 --env " + "LLOYD_MOVES=lu " + sq.path,
      status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("RESULT: a first: 1/1 perfect"), std::string::npos) << out;
  for (const char* args : {"x", "-1", "1e3", "5x", "1 0 /tmp", "1 x /tmp", "1 100001 /tmp"}) {
    out = run_command(std::string(GEN_PATH) + " " + args, status);
    EXPECT_EQ(status, 2) << args << "\n" << out;
    EXPECT_NE(out.find("expected a whole number"), std::string::npos) << args << "\n" << out;
  }
  out = run_command(std::string(GEN_PATH) + " 7", status);
  EXPECT_EQ(status, 0);
  Square s;
  std::string error;
  EXPECT_TRUE(parse_square(out, s, error)) << error;
  EXPECT_EQ(s, random_square(7));
}

// --help and -h print the whole help on stdout and exit 0 (the front end's, from the game's
// declarations; COMMAND --help the command's alone); lloyd_gen no longer takes --help for a seed.
const std::string kRefereeHelp =
    R"help(usage: lloyd_referee COMMAND [options] ...
Runs Lloyd's Dilemma entries on squares, each as the contest ran it (the square file as
argv[1], the moves on stdout), and ranks them by the statement's criteria. With one square
and several entries it is the contest: the final square ranks them (tiles in place, moves,
transports), and every entry tied for first plays the grand finale on ten squares. With
several squares it scores the whole set as a grand finale (perfect squares, total moves,
transports, time). A tie that remains names every tied entry. With exactly two entries on
several squares it also compares them square by square: where the first is better, equal
or worse by the final square's criteria, with a two-sided exact sign test ("COMPARE:").
A line that names no command runs match, as lloyd_referee always did:
  lloyd_referee [options] --entry NAME=PATH [--entry NAME=PATH...] SQUARE...
A runner game is one entry's run on one square, a pair all the runs on one square
(tools/common/README.md); the contest (one square) cannot be split into shards. --sprt
and --seed are refused. A run is no log to check: lloyd_check SQUARE OUTPUT replays it.
A results line is the runner's (tools/common/README.md), of one player: id INDEX:ENTRY, game
the run's number, opening INDEX (the square's place in the set; the contest: 0 the final
square, 1-10 the finale's), start the square (korf-N, random-SEED or the file), scores the
tiles in place, end the verdict, forfeits it when the run scored zero, moves, log the
--log-dir answer or ""; and "lloyd": legal, perfect, transports, cpu_s, stderr (its last
line), and when known sliding_optimum, lower, nodes and peak_mb (the entry's verbose line).
commands:
  match [options] --entry NAME=PATH [--entry NAME=PATH...] SQUARE...
                     run the entries on the squares: a line per run, then the ranking, then
                     "RESULT: ..."; exits 0 when every run was judged, 1 when the results
                     file cannot be written, 2 on bad usage, a malformed number, an
                     unreadable or malformed square file, an empty set of squares, or a
                     results file that holds runs of another set (or any without --resume)
                     SQUARE: a 30-byte square file; korf:FILE[:N,N,...] (lines "number
                       square sliding-optimum" as in data/korf50.txt, all or the numbered
                       ones, each N 1 to 1000000); or random:SEED:COUNT (seeded uniform
                       squares, as lloyd_gen writes them; SEED 0 to 999999999999999999,
                       COUNT 1 to 100000)
  merge [-o FILE] RESULTS...
                     combine results files (shards, resumed runs): a run in two files must
                     be the same run there; prints the ranking of them all as a set (and the
                     comparison of two entries), and writes the lines, sorted by run, to FILE
                     with -o
  report --table|--compare|--optima FILE...
                     one entry's runs in results files (merged as by merge), as Markdown, by
                     its mode (--table, --compare or --optima); exits 1 when a run is not
                     perfect (--table, --optima) or none fits
ENTRY: --entry NAME=PATH, a program run once per square
options (before the command or after it):
  --entry NAME=PATH  match, merge, report:
                     an entry to run (PATH alone: named PATH); repeatable, at least one;
                     names printable ASCII without blanks or ':', 1 to 64 characters, each
                     once
  --limit S          match, merge, report:
                     user+sys seconds per square, 0.001 to 86400 with at most three
                     decimals (default 600, the contest's ten minutes); the kernel enforces
                     it (RLIMIT_CPU)
  --wall S           match, merge, report:
                     wall seconds after which a run is killed anyway, 0.001 to 864000
                     (default 4 x limit + 10): for a program that sleeps
  --arg A            match, merge, report:
                     an extra argument after the square file for every entry; repeatable
  --env NAME=V       match, merge, report:
                     an extra environment variable for every entry (e.g. LLOYD_VERBOSE=1);
                     repeatable
  --finale-seed N    match, merge, report:
                     seed of the grand finale's ten squares, 0 to 999999999999999999
                     (default 1995)
  --log-dir DIR      match, merge, report:
                     keep each run's square and output in DIR/runN.square and DIR/runN.out
                     (lloyd_check replays them); DIR must exist
  -o FILE            merge: write the lines, sorted by run, to FILE
  --table            report: RESULTS...: a row per square (length, transports, the lower
                     bound the entry proved and the gap, the sliding-only optimum and the
                     margin under it, cpu, peak memory), the means, "SUMMARY: ..."
  --compare          report: OLD NEW: the squares perfect in both, side by side,
                     "COMPARE: ..."
  --optima           report: OPTIMA RESULTS...: Korf's squares against the optima and
                     bounds of OPTIMA (data/optima.tsv), "OPTIMA: ..."
runner options (-j, --results, --resume, --shard, -q: match, merge, report):
)help" +
    contest::test::kRunnerJobsPin + contest::test::kRunnerShardPin +
    contest::test::kRunnerQuietPin +
    R"help(  -h, --help         this text; COMMAND --help: the command's alone
Exits 0 when the command ran (whoever won), 1 when a file or a game failed or a log
does not hold, 2 on bad usage.
)help";

TEST(LloydTools, RefereeHelpText) { contest::test::expect_help(REFEREE_PATH, kRefereeHelp); }

const std::string kCheckHelp =
    R"help(usage: lloyd_check [options] SQUARE_FILE [OUTPUT_FILE]   (no OUTPUT_FILE: stdin)
Checks one Lloyd's Dilemma output against its square as the referee scores it: the square
file exactly (30 bytes, five lines of five, A-X and + once each), the output (only durlt,
then one newline), the moves applied until the first illegal one. Prints the verdict, the
first illegal move, the moves, the transports, the tiles in their finished spots and the
final square. --show draws the square after each move; --html writes the viewer's page.
options:
)help" +
    contest::test::kViewOptionsPin + R"help(  -h, --help         this text
Exits 0 when perfection is reached, 1 when the output scores but is not perfect or scores
zero (an illegal move, a bad output), 2 on an unusable input or bad usage.
)help";

TEST(LloydTools, CheckHelpText) { contest::test::expect_help(CHECK_PATH, kCheckHelp); }

const char* const kGenHelp =
    R"help(usage: lloyd_gen SEED               one square on stdout (the 30-byte file form)
       lloyd_gen SEED COUNT DIR     COUNT files DIR/square-SEED-I.txt, square I from seed
                                    SEED + I
Writes seeded random Lloyd's Dilemma squares, uniform over all 25! arrangements (the
referee's random:SEED:COUNT squares are the same).
arguments:
  SEED               a whole number, 0 to 999999999999999999
  COUNT              a whole number, 1 to 100000
  DIR                an existing directory
options:
  -h, --help         this text
Exits 0 when done, 1 when a file could not be written, 2 on bad usage or a malformed
number.
)help";

TEST(LloydTools, GenHelpText) { contest::test::expect_help(GEN_PATH, kGenHelp); }

// An unknown option, a missing value and a bad viewer number stop each tool with status 2 and a
// one-line message naming the option.
TEST(LloydTools, UsageErrorsNameTheOption) {
  const std::pair<std::string, std::string> bad[] = {
      {std::string(REFEREE_PATH) + " --bogus x", "--bogus"},
      {std::string(REFEREE_PATH) + " -x x", "-x"},
      {std::string(REFEREE_PATH) + " x", "--entry"},
      {std::string(REFEREE_PATH) + " --entry a=b", "SQUARE"},
      {std::string(CHECK_PATH) + " --bogus x", "--bogus"},
      {std::string(CHECK_PATH) + " --delay 5x x", "--delay"},
      {std::string(CHECK_PATH) + " --game", "--game"},
      {std::string(CHECK_PATH) + " a b c", "output file"},
      {std::string(GEN_PATH) + " 1 2", "SEED COUNT DIR"}};
  for (const auto& [cmd, option] : bad) {
    std::string out;
    EXPECT_EQ(contest::test::run_command(cmd, &out), 2) << cmd << "\n" << out;
    EXPECT_NE(out.find(option), std::string::npos) << cmd << "\n" << out;
    EXPECT_NE(out.find("(see --help)\n"), std::string::npos) << cmd << "\n" << out;
  }
}

// lloyd_referee on the match runner's terms: a run's results line, resume,
// -j, shards and merge, the square-by-square comparison with its sign test, and the refusals.
// The entries are the -O0 solver with a budget below its first solution (so it prints that
// solution, the same every time, in about 0.01 s) and the misbehaving entry printing no move.

// A directory in /tmp, removed with what it holds when the test ends.
struct TempDir {
  std::string path;
  TempDir() {
    char templ[] = "/tmp/lloyd_runs_test.XXXXXX";
    path = mkdtemp(templ);
  }
  ~TempDir() { std::system(("rm -rf " + path).c_str()); }
  std::string operator/(const std::string& name) const { return path + "/" + name; }
};

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The referee on six generated squares: "a" solves each (its first solution), "b" prints no move.
std::string referee(const std::string& options, int& status,
                    const std::string& squares = "random:1:6") {
  std::string out;
  status = contest::test::run_command(
      std::string(REFEREE_PATH) + " --limit 5 --env LLOYD_BUDGET_S=0.001 --entry a=" +
          BEAMMEUP_PATH + " --entry b=" + MISBEHAVE_PATH + " " + options + " " + squares,
      &out);
  return out;
}

// The line of out that starts with prefix, or "" when none does.
std::string line_of(const std::string& out, const std::string& prefix) {
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (line.rfind(prefix, 0) == 0) return line;
  return "";
}

long progress_lines(const std::string& out) {
  long n = 0;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    n += line[0] == '[' && line.find("] run ") != std::string::npos;
  return n;
}

std::vector<lloyd::Run> read_runs(const std::string& path) {
  return runs_of(contest::read_results(path, &run_member()).results);
}

// The runs of a results file by id, as games: every member before the run's times.
std::map<std::string, lloyd::Run> runs_in(const std::string& path) {
  std::map<std::string, lloyd::Run> by_id;
  for (lloyd::Run r : read_runs(path)) {
    r.cpu_s = r.wall_s = 0;
    by_id[r.id] = r;
  }
  return by_id;
}

std::string run_line(const lloyd::Run& r) { return contest::to_line(to_result(r)); }

void expect_same_runs(const std::map<std::string, lloyd::Run>& a,
                      const std::map<std::string, lloyd::Run>& b) {
  ASSERT_EQ(a.size(), b.size());
  for (const auto& [id, r] : a) {
    ASSERT_TRUE(b.count(id)) << id;
    EXPECT_TRUE(r.same_run(b.at(id))) << run_line(r) << "\n" << run_line(b.at(id));
  }
}

// A run is a contest::Result of one player with Lloyd's figures in its "lloyd" member, the
// entry's verbose line read into them.
TEST(LloydRuns, ALineRoundTripsAndBadLinesAreRefused) {
  Assessment o;
  o.scored = true;
  o.tiles = 24;
  o.replay.moves = 80, o.replay.transports = 9, o.replay.perfect = true;
  o.cpu_seconds = 1.2345678, o.wall_seconds = 2.5;
  o.stderr_tail = "1.23s final length 80 lower 71 nodes 13496060 peak 25MB";
  const lloyd::Run r = make_run(4, 1, "korf-25", "new", o, "logs/run4.out", 95);
  const std::string line = run_line(r);
  EXPECT_EQ(line,
            R"({"id":"1:new","game":4,"opening":1,"start":"korf-25","players":["new"],)"
            R"("first":"new","scores":{"new":24},"end":"ok","forfeits":{},"moves":80,"info":{},)"
            R"("lloyd":{"legal":true,"perfect":true,"transports":9,"cpu_s":1.2345678,)"
            R"("stderr":"1.23s final length 80 lower 71 nodes 13496060 peak 25MB",)"
            R"("sliding_optimum":95,"lower":71,"nodes":13496060,"peak_mb":25},)"
            R"("slowest_ms":{},"log":"logs/run4.out","wall_ms":2500})");
  const lloyd::Run back = run_of(contest::from_line(line, &run_member()));
  EXPECT_TRUE(back.same_run(r));
  EXPECT_EQ(back.wall_s, 2.5);
  EXPECT_EQ(back.answer, "logs/run4.out");
  EXPECT_EQ(back.sliding_optimum, 95);
  EXPECT_EQ(back.search, (SearchReport{71, 13496060, 25}));
  EXPECT_EQ(run_line(back), line);
  EXPECT_EQ(compare_final(assessment_of(back), o), 0);
  // A run that scored zero forfeits, and one with no verbose line has no search figures.
  Assessment zero;
  zero.verdict = "bad output: no newline";
  zero.stderr_tail = "lower bound unknown";
  const lloyd::Run lost = make_run(1, 0, "random-7", "old", zero);
  const std::string lost_line = run_line(lost);
  EXPECT_NE(lost_line.find(R"("scores":{"old":0},"end":"bad output: no newline",)"
                           R"("forfeits":{"old":"bad output: no newline"})"),
            std::string::npos)
      << lost_line;
  EXPECT_EQ(lost_line.find("\"lower\""), std::string::npos) << lost_line;
  EXPECT_TRUE(run_of(contest::from_line(lost_line, &run_member())).same_run(lost));
  // Each way a line can be wrong is refused, naming its file and line.
  const auto refuse = [&](const std::string& from, const std::string& to) {
    std::string bad = line;
    const std::size_t at = bad.find(from);
    ASSERT_NE(at, std::string::npos) << from;
    bad.replace(at, from.size(), to);
    try {
      contest::parse_results(line + "\n" + bad + "\n", "r.jsonl", &run_member());
      ADD_FAILURE() << "accepted: " << bad;
    } catch (const std::runtime_error& e) {
      EXPECT_EQ(std::string(e.what()).rfind("r.jsonl:2: ", 0), 0u) << e.what();
    }
  };
  refuse(R"("id":"1:new")", R"("id":"2:new")");                  // the id is not INDEX:ENTRY
  refuse(R"("scores":{"new":24})", R"("scores":{"new":25})");    // out of range
  refuse(R"("scores":{"new":24})", R"("scores":{"new":2.5})");   // not whole
  refuse(R"("legal":true)", R"("legal":1)");                     // not a boolean
  refuse(R"("legal":true)", R"("legal":false)");                 // perfect without scoring
  refuse(R"("forfeits":{})", R"("forfeits":{"new":"x"})");       // scored, yet forfeits
  refuse(R"("moves":80)", R"("moves":8.5)");                     // not whole
  refuse(R"("transports":9)", R"("transports":81)");             // more transports than moves
  refuse(R"("lower":71)", R"("lower":-1)");                      // negative
  refuse(R"("cpu_s":1.2345678)", R"("cpu_s":-1)");               // negative seconds
  refuse(R"("transports":9,)", "");                              // a member missing
  refuse(R"("legal")", R"("bogus":1,"legal")");                  // an unknown member of lloyd
  refuse(R"("slowest_ms")", R"("extra":1,"slowest_ms")");        // an unknown member
  refuse(R"("lloyd":{)", R"("lloyd":[],"x":{)");                 // lloyd not an object
  refuse(R"("players":["new"],)", R"("players":["new","b"],)");  // two players
  // A line without its "lloyd" member is not a run; the runner's reader refuses a run's line.
  const std::size_t own = line.find(R"("lloyd":)");
  const std::string bare = line.substr(0, own) + line.substr(line.find("\"slowest_ms\""));
  EXPECT_THROW(contest::from_line(bare, &run_member()), std::invalid_argument);
  EXPECT_NO_THROW(contest::from_line(bare));
  EXPECT_THROW(contest::from_line(line), std::invalid_argument);
  // A cut last line is set aside, anything else wrong is refused with its line.
  const contest::ResultsFile f =
      contest::parse_results(line + "\n" + line.substr(0, 20), "r.jsonl", &run_member());
  EXPECT_EQ(f.results.size(), 1u);
  EXPECT_EQ(f.torn, line.substr(0, 20));
  EXPECT_EQ(f.good_bytes, line.size() + 1);
  try {
    contest::parse_results(line + "\n" + line + "\n", "r.jsonl", &run_member());
    ADD_FAILURE() << "a run twice was accepted";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "r.jsonl:2: game 1:new again");
  }
}

TEST(LloydRuns, TheSearchReportIsReadFromTheVerboseLine) {
  EXPECT_EQ(read_search_report("  60.35s final   length  77 lower  71 transports  8 nodes "
                               "202524742 peak 334MB"),
            (SearchReport{71, 202524742, 334}));
  EXPECT_EQ(read_search_report(""), SearchReport{});
  EXPECT_EQ(read_search_report("lower 7x nodes -3 peak 12 peak"), SearchReport{});
  EXPECT_EQ(read_search_report("peak 9MB"), (SearchReport{-1, -1, 9}));
}

// Known counts: 8 squares better, 3 equal, 2 worse; the sign test leaves the equal ones out.
TEST(LloydRuns, TheComparisonCountsSquaresAndTestsTheSigns) {
  std::vector<lloyd::Run> runs;
  const auto add = [&](long index, int a_moves, int b_moves) {
    for (int k = 0; k < 2; ++k) {
      Assessment o;
      o.scored = true, o.tiles = 24, o.replay.perfect = true;
      o.replay.moves = k == 0 ? a_moves : b_moves;
      runs.push_back(make_run(2 * index + k + 1, index, "sq", k == 0 ? "a" : "b", o));
    }
  };
  long index = 0;
  for (int i = 0; i < 8; ++i) add(index++, 80, 82);
  for (int i = 0; i < 3; ++i) add(index++, 80, 80);
  for (int i = 0; i < 2; ++i) add(index++, 84, 80);
  Assessment lone;  // a square only a ran: not compared
  runs.push_back(make_run(99, 49, "sq", "a", lone));
  const Comparison c = compare_entries(runs, "a", "b");
  EXPECT_EQ(c.better, 8);
  EXPECT_EQ(c.equal, 3);
  EXPECT_EQ(c.worse, 2);
  EXPECT_DOUBLE_EQ(c.p_value(), 2 * (1 + 10 + 45) / 1024.0);
  EXPECT_EQ(comparison_line("a", "b", c),
            "a vs b on 13 squares: a better on 8, equal on 3, worse on 2; sign test p = 0.1094 "
            "(two-sided, exact, the 3 equal squares left out)");
  const Comparison flipped = compare_entries(runs, "b", "a");
  EXPECT_EQ(flipped.better, 2);
  EXPECT_EQ(flipped.worse, 8);
  EXPECT_EQ(flipped.p_value(), c.p_value());
}

// Two entries on six squares: a better on all six, p = 2 / 2^6. A second run with -j 2 gives the
// same runs (its file in another order) and the same summary.
TEST(LloydRefereeRunner, TwoJobsGiveTheSameResultsAsOne) {
  TempDir dir;
  int status = 0;
  const std::string one = referee("-j 1 --results " + (dir / "one.jsonl"), status);
  ASSERT_EQ(status, 0) << one;
  const std::string two = referee("-j 2 -q --results " + (dir / "two.jsonl"), status);
  ASSERT_EQ(status, 0) << two;
  EXPECT_EQ(line_of(one, "COMPARE:"),
            "COMPARE: a vs b on 6 squares: a better on 6, equal on 0, worse on 0; sign test p = "
            "0.03125 (two-sided, exact, the 0 equal squares left out)");
  EXPECT_EQ(line_of(one, "RESULT:"), line_of(two, "RESULT:"));
  EXPECT_EQ(line_of(one, "COMPARE:"), line_of(two, "COMPARE:"));
  EXPECT_EQ(progress_lines(one), 12) << one;
  EXPECT_EQ(progress_lines(two), 0) << two;  // -q
  const auto runs = runs_in(dir / "one.jsonl");
  expect_same_runs(runs, runs_in(dir / "two.jsonl"));
  ASSERT_EQ(runs.size(), 12u);
  EXPECT_TRUE(runs.at("5:a").perfect);
  EXPECT_EQ(runs.at("5:a").square, "random-6");
  EXPECT_EQ(runs.at("5:a").number, 11);
  EXPECT_TRUE(runs.at("5:b").legal);
  EXPECT_EQ(runs.at("5:b").moves, 0);
}

// A results file cut after five runs and in the middle of the sixth: --resume drops the cut line,
// plays only the seven runs missing, keeps the five, and ends with the same totals.
TEST(LloydRefereeRunner, ResumeAfterAPartialFilePlaysOnlyTheMissingRuns) {
  TempDir dir;
  int status = 0;
  const std::string whole = referee("--results " + (dir / "whole.jsonl"), status);
  ASSERT_EQ(status, 0) << whole;
  std::istringstream lines(slurp(dir / "whole.jsonl"));
  std::string kept, line;
  for (int i = 0; i < 5 && std::getline(lines, line); ++i) kept += line + "\n";
  std::getline(lines, line);
  std::ofstream(dir / "part.jsonl", std::ios::binary) << kept << line.substr(0, line.size() / 2);
  const std::string resumed = referee("--results " + (dir / "part.jsonl") + " --resume", status);
  ASSERT_EQ(status, 0) << resumed;
  EXPECT_NE(resumed.find("dropping its last line, cut short"), std::string::npos) << resumed;
  EXPECT_EQ(progress_lines(resumed), 7) << resumed;
  EXPECT_NE(resumed.find("[6/12] run 6 (random-3) b"), std::string::npos) << resumed;
  EXPECT_EQ(slurp(dir / "part.jsonl").substr(0, kept.size()), kept);
  expect_same_runs(runs_in(dir / "whole.jsonl"), runs_in(dir / "part.jsonl"));
  EXPECT_EQ(line_of(whole, "RESULT:"), line_of(resumed, "RESULT:"));
  EXPECT_EQ(line_of(whole, "COMPARE:"), line_of(resumed, "COMPARE:"));
  // Every run's line is printed, the resumed ones too: 12 lines of squares.
  long run_lines = 0;
  for (std::istringstream in(resumed); std::getline(in, line);)
    run_lines += line.rfind("random-", 0) == 0;
  EXPECT_EQ(run_lines, 12);
  // Resumed again, nothing is left to play.
  const std::string again = referee("-q --results " + (dir / "part.jsonl") + " --resume", status);
  EXPECT_EQ(status, 0) << again;
  EXPECT_EQ(line_of(again, "RESULT:"), line_of(whole, "RESULT:"));
}

// The two shards of the set, merged, are the whole set; merge prints the same comparison.
TEST(LloydRefereeRunner, ShardsMergeToTheWholeSet) {
  TempDir dir;
  int status = 0;
  const std::string whole = referee("-q --results " + (dir / "whole.jsonl"), status);
  ASSERT_EQ(status, 0) << whole;
  for (const char* k : {"1", "2"}) {
    const std::string out = referee(std::string("-q --shard ") + k + "/2 --results " +
                                        (dir / ("s" + std::string(k) + ".jsonl")),
                                    status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_NE(out.find("on 3 squares"), std::string::npos) << out;
  }
  EXPECT_EQ(runs_in(dir / "s1.jsonl").count("1:a"), 0u);  // squares 0, 2, 4 in part 1
  EXPECT_EQ(runs_in(dir / "s2.jsonl").count("1:a"), 1u);
  std::string out;
  status = contest::test::run_command(std::string(REFEREE_PATH) + " merge -o " + (dir / "m.jsonl") +
                                          " " + (dir / "s2.jsonl") + " " + (dir / "s1.jsonl"),
                                      &out);
  ASSERT_EQ(status, 0) << out;
  expect_same_runs(runs_in(dir / "whole.jsonl"), runs_in(dir / "m.jsonl"));
  EXPECT_EQ(line_of(out, "COMPARE:"), line_of(whole, "COMPARE:"));
  EXPECT_EQ(line_of(out, "RESULT:"), line_of(whole, "RESULT:"));
  // The merged file is in run order.
  EXPECT_EQ(read_runs(dir / "m.jsonl").front().id, "0:a");
  // merge's options are taken before the word too.
  std::string before;
  status = contest::test::run_command(std::string(REFEREE_PATH) + " -o " + (dir / "b.jsonl") +
                                          " merge " + (dir / "s2.jsonl") + " " + (dir / "s1.jsonl"),
                                      &before);
  ASSERT_EQ(status, 0) << before;
  EXPECT_EQ(before, out);
  expect_same_runs(runs_in(dir / "m.jsonl"), runs_in(dir / "b.jsonl"));
  // And the referee's own options, checked and set aside.
  status =
      contest::test::run_command(std::string(REFEREE_PATH) + " -q -j 2 -o " + (dir / "c.jsonl") +
                                     " merge " + (dir / "s2.jsonl") + " " + (dir / "s1.jsonl"),
                                 &before);
  ASSERT_EQ(status, 0) << before;
  EXPECT_EQ(before, out);
  // A run that differs between two files is refused, naming both places.
  status = contest::test::run_command(
      std::string(REFEREE_PATH) + " merge " + (dir / "s1.jsonl") + " " + (dir / "whole.jsonl"),
      &out);
  EXPECT_EQ(status, 2) << out;
  EXPECT_NE(out.find("differs from"), std::string::npos) << out;
}

// The contest (one square, a tie, the grand finale) in a results file: cut, resumed, the same.
TEST(LloydRefereeRunner, TheContestAndItsFinaleResume) {
  TempDir dir;
  std::ofstream(dir / "sq.txt", std::ios::binary) << "ABCDE\nFGHIJ\nKLMNO\nPQRST\nUVWX+\n";
  const std::string cmd = std::string(REFEREE_PATH) + " --limit 5 --entry a=" + MISBEHAVE_PATH +
                          " --entry b=" + MISBEHAVE_PATH + " --results " + (dir / "r.jsonl") + " ";
  std::string whole, resumed;
  ASSERT_EQ(contest::test::run_command(cmd + (dir / "sq.txt"), &whole), 0) << whole;
  EXPECT_NE(whole.find("2 entries tied for first: grand finale"), std::string::npos) << whole;
  EXPECT_NE(whole.find("RESULT: grand finale: "), std::string::npos) << whole;
  const auto runs = runs_in(dir / "r.jsonl");
  const std::vector<lloyd::Run> f = read_runs(dir / "r.jsonl");
  ASSERT_EQ(f.size(), 22u);  // the final square, then ten finale squares, both entries
  EXPECT_EQ(f.back().square, "random-2004");
  std::string kept;
  for (int i = 0; i < 7; ++i) kept += run_line(f[i]) + "\n";
  std::ofstream(dir / "r.jsonl", std::ios::binary | std::ios::trunc) << kept;
  ASSERT_EQ(contest::test::run_command(cmd + "--resume " + (dir / "sq.txt"), &resumed), 0)
      << resumed;
  EXPECT_EQ(progress_lines(resumed), 15) << resumed;
  EXPECT_NE(resumed.find("RESULT: grand finale: "), std::string::npos) << resumed;
  expect_same_runs(runs, runs_in(dir / "r.jsonl"));  // the finale's ranking may differ by time
  // Another finale seed is another contest.
  ASSERT_EQ(
      contest::test::run_command(cmd + "--resume --finale-seed 7 " + (dir / "sq.txt"), &resumed), 2)
      << resumed;
  EXPECT_NE(resumed.find("this contest's finale plays random-7"), std::string::npos) << resumed;
}

// What the runner refuses, before anything runs (status 2, a message naming the option).
TEST(LloydRefereeRunner, RefusesWhatDoesNotFit) {
  TempDir dir;
  int status = 0;
  std::string out = referee("-q --results " + (dir / "r.jsonl"), status, "random:1:2");
  ASSERT_EQ(status, 0) << out;
  const std::pair<std::string, std::string> bad[] = {
      {"--results " + (dir / "r.jsonl"), "already holds results: --resume"},
      {"--results " + (dir / "r.jsonl") + " --resume random:2:1", "this set plays random-2"},
      {"--resume", "--resume needs --results"},
      {"-j 0", "--jobs: expected a whole number from 1 to 256"},
      {"--jobs 2x", "--jobs"},
      {"--shard 3/2", "--shard"},
      {"--shard 3/3", "holds no square"},
      {"--sprt elo0=0", "--sprt: a run has no opponent"},
      {"--seed 3", "--seed: the squares carry their own seeds"},
      {"--log-dir " + (dir / "none"), "--log-dir"},
      {"--entry b=" + std::string(MISBEHAVE_PATH), "two entries named b"}};
  for (const auto& [options, message] : bad) {
    out =
        referee(options, status, options.find("random:") == std::string::npos ? "random:1:2" : "");
    EXPECT_EQ(status, 2) << options << "\n" << out;
    EXPECT_NE(out.find(message), std::string::npos) << options << "\n" << out;
    EXPECT_EQ(out.find("RESULT:"), std::string::npos) << options << "\n" << out;
  }
  std::ofstream(dir / "sq.txt", std::ios::binary) << "ABCDE\nFGHIJ\nKLMNO\nPQRST\nUVWX+\n";
  out = referee("--shard 1/2", status, dir / "sq.txt");
  EXPECT_EQ(status, 2) << out;
  EXPECT_NE(out.find("--shard: the contest"), std::string::npos) << out;
}

// --log-dir keeps each run's square and answer, which the checker replays; the results line
// names the answer.
TEST(LloydRefereeRunner, TheLogDirKeepsEveryAnswer) {
  TempDir dir;
  int status = 0;
  const std::string out =
      referee("-q --log-dir " + dir.path + " --results " + (dir / "r.jsonl"), status, "random:1:1");
  ASSERT_EQ(status, 0) << out;
  const auto runs = runs_in(dir / "r.jsonl");
  EXPECT_EQ(runs.at("0:a").answer, dir / "run1.out");
  EXPECT_EQ(runs.at("0:b").answer, dir / "run2.out");
  std::string check;
  EXPECT_EQ(
      contest::test::run_command(
          std::string(CHECK_PATH) + " " + (dir / "run1.square") + " " + (dir / "run1.out"), &check),
      0)
      << check;
  EXPECT_EQ(slurp(dir / "run2.out"), "\n");
}

}  // namespace
}  // namespace lloyd
