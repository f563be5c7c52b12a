// Tests of the entry: its rules agree with the referee's, its heuristic is admissible against exact
// distances, and every solution it prints is perfect by the referee's checker.
#include "beammeup.cpp"

#include <dirent.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <deque>
#include <fstream>
#include <random>

#include "common/process/process.h"
#include "common/tests/run_command.h"
#include "referee.h"

namespace {

struct Init {
  Init() { bmu::init_tables(); }
} g_init;

bmu::Board to_board(const lloyd::Square& s) {
  bmu::Board b;
  std::string err;
  EXPECT_TRUE(bmu::parse_board(lloyd::to_text(s), b, err)) << err;
  return b;
}

lloyd::Square to_square(const bmu::Board& b) {
  lloyd::Square s;
  for (int i = 0; i < 25; ++i) s[i] = b.cell[i] == bmu::kBlank ? '+' : char('A' + b.cell[i]);
  return s;
}

// A square n moves from perfection, by a random walk backwards: slides undo themselves, and a
// transport (the centre tile to the empty spot s) is undone by that tile jumping back into the
// empty centre. The transport is not its own inverse, so a forward walk would not do.
bmu::Board random_walk(std::mt19937& rng, int n) {
  bmu::Board b = bmu::goal_board();
  int last = bmu::kNoMove;
  for (int k = 0; k < n;) {
    int m = static_cast<int>(rng() % bmu::kMoves), s;
    if (m == bmu::kTransport) {
      s = static_cast<int>(rng() % 25);
      if (b.blank != bmu::kCentre || bmu::g_src_search[s][bmu::kTransport] < 0) continue;
    } else {
      s = bmu::g_src_search[b.blank][m];
      if (s < 0 || m == bmu::kInverse[last]) continue;
    }
    b.cell[b.blank] = b.cell[s];
    b.cell[s] = bmu::kBlank;
    b.blank = s;
    last = m, ++k;
  }
  return b;
}

TEST(Beammeup, RulesAgreeWithTheReferee) {
  std::mt19937 rng(1);
  for (int game = 0; game < 200; ++game) {
    lloyd::Square s = lloyd::random_square(game);
    bmu::Board b = to_board(s);
    for (int k = 0; k < 100; ++k) {
      int m = static_cast<int>(rng() % bmu::kMoves);
      bool legal = lloyd::apply_move(s, bmu::kMoveChar[m]);
      ASSERT_EQ(bmu::apply_move(b, m), legal);
      ASSERT_EQ(to_square(b), s);
    }
  }
}

TEST(Beammeup, ParsesExactlyWhatTheRefereeAccepts) {
  const char* texts[] = {"ABCDE\nFGHIJ\nKLMNO\nPQRST\nUVWX+\n", "ABCDE\nFGHIJ\nKLMNO\nPQRST\nUVWX+",
                         "ABCDE\nFGHIJ\nKLMNO\nPQRST\nUVWXA\n",
                         "ABCDE\nFGHIJ\nKLMNO\nPQRST\nUVWx+\n",
                         "ABCDEFGHIJ\nKLMNO\nPQRST\nUVWX+\n\n\n\n"};
  for (const char* t : texts) {
    bmu::Board b;
    lloyd::Square s;
    std::string e1, e2;
    EXPECT_EQ(bmu::parse_board(t, b, e1), lloyd::parse_square(t, s, e2)) << t;
  }
}

// Exact distances in an abstraction where only k tiles are told apart (the others are alike),
// by a breadth-first search backwards from every state with those tiles at their targets.
// Backwards, a slide is its own inverse, and a transport becomes a tile jumping from anywhere
// into the empty centre. State: the k tile cells and the empty cell, base 25.
std::vector<int> abstract_distances(const std::vector<int>& targets) {
  int k = static_cast<int>(targets.size()), n = 1;
  for (int i = 0; i <= k; ++i) n *= 25;
  std::vector<int> dist(n, -1);
  std::deque<int> queue;
  auto decode = [&](int st, int* cell) {
    for (int i = 0; i <= k; ++i) cell[i] = st % 25, st /= 25;
  };
  auto encode = [&](const int* cell) {
    int st = 0;
    for (int i = k; i >= 0; --i) st = st * 25 + cell[i];
    return st;
  };
  int cell[4];
  for (int i = 0; i < k; ++i) cell[i] = targets[i];
  for (int e = 0; e < 25; ++e) {
    bool free = true;
    for (int i = 0; i < k; ++i) free = free && targets[i] != e;
    if (!free) continue;
    cell[k] = e;
    dist[encode(cell)] = 0;
    queue.push_back(encode(cell));
  }
  while (!queue.empty()) {
    int st = queue.front();
    queue.pop_front();
    decode(st, cell);
    int e = cell[k];
    for (int s = 0; s < 25; ++s) {
      bool slide = std::abs(s / 5 - e / 5) + std::abs(s % 5 - e % 5) == 1;
      if (!slide && !(e == bmu::kCentre && s != e)) continue;
      int prev[4];
      for (int i = 0; i <= k; ++i) prev[i] = cell[i] == s ? e : cell[i];
      prev[k] = s;
      int key = encode(prev);
      if (dist[key] < 0) dist[key] = dist[st] + 1, queue.push_back(key);
    }
  }
  return dist;
}

TEST(Beammeup, TileDistanceIsAdmissibleForOneTile) {
  for (int q = 0; q < 25; ++q) {
    std::vector<int> dist = abstract_distances({q});
    for (int p = 0; p < 25; ++p)
      for (int e = 0; e < 25; ++e) {
        if (p == e) continue;
        int exact = dist[p + 25 * e];
        ASSERT_GE(exact, 0);
        EXPECT_LE(bmu::g_dist[q][p], exact) << "tile " << p << " target " << q << " empty " << e;
        if (p == bmu::kCentre && e == q) EXPECT_EQ(exact, 1);  // one transport
      }
  }
}

TEST(Beammeup, TileDistancesAreAdditiveForTwoTiles) {
  std::mt19937 rng(7);
  int tight = 0;
  for (int pair = 0; pair < 12; ++pair) {
    int q1 = static_cast<int>(rng() % 25), q2 = static_cast<int>(rng() % 24);
    if (q2 >= q1) ++q2;
    std::vector<int> dist = abstract_distances({q1, q2});
    for (int p1 = 0; p1 < 25; ++p1)
      for (int p2 = 0; p2 < 25; ++p2)
        for (int e = 0; e < 25; ++e) {
          if (p1 == p2 || p1 == e || p2 == e) continue;
          int exact = dist[p1 + 25 * (p2 + 25 * e)];
          ASSERT_GE(exact, 0);
          int h = bmu::g_dist[q1][p1] + bmu::g_dist[q2][p2];
          ASSERT_LE(h, exact) << p1 << " " << p2 << " " << e << " -> " << q1 << " " << q2;
          tight += h == exact;
        }
  }
  EXPECT_GT(tight, 0);
}

TEST(Beammeup, LowerBoundHoldsOnRandomWalks) {
  std::mt19937 rng(3);
  for (int n = 0; n <= 60; ++n) {
    for (int rep = 0; rep < 20; ++rep) {
      bmu::Board b = random_walk(rng, n);
      int lb = bmu::lower_bound(b, bmu::goal_board());
      EXPECT_LE(lb, n);
      EXPECT_EQ(lb % 2, n % 2);
    }
  }
}

TEST(Beammeup, IdaFindsOptimaOfShortWalks) {
  std::mt19937 rng(5);
  bmu::Clock clk;
  clk.deadline = 1e9;
  for (int rep = 0; rep < 40; ++rep) {
    int n = 4 + rep % 12;
    bmu::Board b = random_walk(rng, n);
    bmu::Ida ida;
    ida.clock = &clk;
    int len = ida.solve(b, bmu::goal_board(), n, nullptr);
    ASSERT_GE(len, 0);
    EXPECT_LE(len, n);
    EXPECT_GE(len, bmu::lower_bound(b, bmu::goal_board()));
    std::string moves;
    for (int k = 0; k < len; ++k) moves += bmu::kMoveChar[ida.path[k]];
    EXPECT_TRUE(lloyd::replay(to_square(b), moves).perfect);
  }
}

void expect_perfect(const bmu::Board& start, const bmu::Result& r) {
  lloyd::Replay rep = lloyd::replay(to_square(start), r.moves);
  EXPECT_TRUE(rep.perfect) << r.moves;
  EXPECT_LE(r.lower, static_cast<int>(r.moves.size()));
  EXPECT_EQ(r.lower % 2, static_cast<int>(r.moves.size()) % 2);
  EXPECT_EQ(r.lower % 2, bmu::path_parity(start, bmu::goal_board()));
}

TEST(Beammeup, EverySolutionIsPerfectOnRandomSquares) {
  for (uint64_t seed = 100; seed < 112; ++seed) {
    bmu::Board b = to_board(lloyd::random_square(seed));
    bmu::Result r = bmu::solve(b, 0.3, false);
    expect_perfect(b, r);
  }
}

TEST(Beammeup, ATinyBudgetStillGivesAPerfectLine) {
  bmu::Board b = to_board(lloyd::random_square(99));
  expect_perfect(b, bmu::solve(b, 1e-6, false));
}

TEST(Beammeup, NarrowBeamsAlwaysFindAFirstSolution) {
  bmu::Clock clk;
  clk.deadline = 1e9;
  for (uint64_t seed = 200; seed < 260; ++seed) {
    bmu::Board b = to_board(lloyd::random_square(seed));
    bmu::Beam beam;
    beam.width = 64, beam.clock = &clk;
    std::string s = beam.solve(b);
    EXPECT_TRUE(lloyd::replay(to_square(b), s).perfect) << seed;
  }
}

TEST(Beammeup, ShorteningKeepsAPerfectPathAndNeverLengthensIt) {
  for (uint64_t seed = 300; seed < 304; ++seed) {
    bmu::Board b = to_board(lloyd::random_square(seed));
    bmu::Clock clk;
    clk.deadline = 1e9;
    bmu::Beam beam;
    beam.width = 16, beam.clock = &clk;
    std::string s = beam.solve(b), before = s;
    long long nodes = 0;
    int saved = bmu::shorten(b, s, 12, 200000, clk, nodes);
    EXPECT_EQ(s.size() + saved, before.size());
    EXPECT_TRUE(lloyd::replay(to_square(b), s).perfect);
  }
}

// The fewest transports of any path of exactly `left` moves from s to target, or -1 when there is
// none; by the referee's rules, every sequence tried (an exhaustive check for short stretches).
int fewest_transports(const lloyd::Square& s, const lloyd::Square& target, int left) {
  if (left == 0) return s == target ? 0 : -1;
  int best = -1;
  for (char m : std::string("durlt")) {
    lloyd::Square t = s;
    if (!lloyd::apply_move(t, m)) continue;
    int r = fewest_transports(t, target, left - 1);
    if (r >= 0 && (best < 0 || r + (m == 't') < best)) best = r + (m == 't');
  }
  return best;
}

// A stretch that no shorter path replaces but one as long with fewer transports does: shortening
// takes that one (the statement's last tie-break). The cases come from seeded walks, each checked
// against every sequence of its length by the referee's rules.
TEST(Beammeup, ShorteningTradesTransportsForSlidesAtEqualLength) {
  const int kLen = 6;
  std::mt19937 rng(5);
  int cases = 0;
  for (int rep = 0; rep < 400 && cases < 4; ++rep) {
    bmu::Board a = random_walk(rng, 30), b = a;
    std::string path;
    while ((int)path.size() < kLen) {
      int m = static_cast<int>(rng() % bmu::kMoves);
      if (bmu::apply_move(b, m)) path += bmu::kMoveChar[m];
    }
    lloyd::Square sa = to_square(a), sb = to_square(b);
    int t = bmu::count_transports(path), fewest = fewest_transports(sa, sb, kLen);
    bool shorter = false;
    for (int len = kLen - 2; len >= 0 && !shorter; len -= 2)
      shorter = fewest_transports(sa, sb, len) >= 0;
    if (shorter || fewest >= t) continue;
    ++cases;
    bmu::Clock clk;
    clk.deadline = 1e9;
    long long nodes = 0;
    std::string s = path;
    EXPECT_EQ(bmu::shorten(a, s, kLen, 0, clk, nodes), 0) << path;
    lloyd::Replay r = lloyd::replay(sa, s);
    EXPECT_TRUE(r.legal && r.final_square == sb) << path << " -> " << s;
    EXPECT_EQ(static_cast<int>(s.size()), kLen) << path << " -> " << s;
    EXPECT_LT(r.transports, t) << path << " -> " << s;
    EXPECT_GE(r.transports, fewest) << path << " -> " << s;
  }
  EXPECT_EQ(cases, 4);  // the seeded walks hold such stretches
}

TEST(Beammeup, ProvesShortScramblesOptimalAndStops) {
  std::mt19937 rng(11);
  for (int rep = 0; rep < 6; ++rep) {
    bmu::Board b = random_walk(rng, 24);
    bmu::Result r = bmu::solve(b, 30, false);
    expect_perfect(b, r);
    EXPECT_EQ(r.lower, static_cast<int>(r.moves.size()));  // proved, so it stopped early
  }
}

TEST(Beammeup, TheEntryThroughTheReferee) {
  std::string cmd = std::string(REFEREE_PATH) + " --limit 30 --arg 2 --env LLOYD_VERBOSE=1 " +
                    "--entry beammeup=" + BEAMMEUP_PATH + " korf:" + LLOYD_DIR +
                    "/data/korf50.txt:1 random:42:1";
  std::string out;
  EXPECT_EQ(contest::test::run_command(cmd, &out), 0) << out;
  EXPECT_NE(out.find("RESULT: beammeup first: 2/2 perfect"), std::string::npos) << out;
}

// Run as the contest ran it: one argument, stdin to ignore, in a directory of its own (the
// budget comes from the environment). It prints the move line and nothing else, and leaves no file.
TEST(Beammeup, OneArgumentOnlyTheMoveLineAndNoFiles) {
  char dir[] = "/tmp/lloyd_cwd.XXXXXX";
  ASSERT_NE(mkdtemp(dir), nullptr);
  std::string path = std::string(dir) + "/square.txt";
  lloyd::Square square = lloyd::random_square(5);
  std::ofstream(path, std::ios::binary) << lloyd::to_text(square);
  contest::RunOptions opt;
  opt.argv = {BEAMMEUP_PATH, path};
  opt.cwd = dir;
  opt.stdin_data = "ABCDE\nnot for the entry\n";
  opt.env = {"LLOYD_BUDGET_S=0.5", "LLOYD_VERBOSE=0"};
  contest::RunResult run = contest::run_process(opt);
  int files = 0;
  if (DIR* d = opendir(dir)) {
    while (dirent* e = readdir(d)) files += e->d_name[0] != '.';
    closedir(d);
  }
  std::remove(path.c_str());
  rmdir(dir);
  EXPECT_EQ(run.describe(), "ok");
  EXPECT_EQ(run.err, "");
  EXPECT_EQ(files, 1);  // the square file alone
  EXPECT_TRUE(lloyd::check_output(square, run.out).perfect()) << run.out;
}

// #19: ARG1 is a pathname, so a square file named `bench` is a square (it used to run the
// benchmark); the benchmark is `--bench`.
TEST(Beammeup, ASquareFileNamedBenchIsASquare) {
  char dir[] = "/tmp/lloyd_bench.XXXXXX";
  ASSERT_NE(mkdtemp(dir), nullptr);
  std::string path = std::string(dir) + "/bench";
  lloyd::Square square = lloyd::random_square(9);
  std::ofstream(path, std::ios::binary) << lloyd::to_text(square);
  contest::RunOptions opt;
  opt.argv = {BEAMMEUP_PATH, "bench"};
  opt.cwd = dir;
  opt.env = {"LLOYD_BUDGET_S=0.2"};
  contest::RunResult run = contest::run_process(opt);
  std::remove(path.c_str());
  rmdir(dir);
  EXPECT_EQ(run.describe(), "ok") << run.err;
  EXPECT_TRUE(lloyd::check_output(square, run.out).perfect()) << run.out;
}

// #23: a malformed budget or verbosity is an error with a message (exit 2), not a silent 560 s
// search (the run is stopped at 10 s of wall time, so the old behaviour fails here quickly).
TEST(Beammeup, MalformedTuningIsAnError) {
  char path[] = "/tmp/lloyd_tuning.XXXXXX";
  int fd = mkstemp(path);
  ASSERT_GE(fd, 0);
  close(fd);
  std::ofstream(path, std::ios::binary) << lloyd::to_text(lloyd::random_square(3));
  struct Case {
    std::vector<std::string> args, env;
    std::string says;
  };
  std::vector<Case> cases;
  for (const char* v : {"abc", "-1", "nan", "", "inf", "1e99", "5x", "0", "0.0", "5.", ".5",
                        "86401", " 5", "0x10"}) {
    cases.push_back({{}, {std::string("LLOYD_BUDGET_S=") + v}, "LLOYD_BUDGET_S"});
    cases.push_back({{v}, {}, "budget"});
  }
  cases.push_back({{"1"}, {"LLOYD_BUDGET_S=abc"}, "LLOYD_BUDGET_S"});  // checked even if unused
  for (const char* v : {"", "yes", "2", "01", " 1"})
    cases.push_back({{"0.1"}, {std::string("LLOYD_VERBOSE=") + v}, "LLOYD_VERBOSE"});
  cases.push_back({{"0.1", "extra"}, {}, "usage"});
  for (const Case& c : cases) {
    contest::RunOptions opt;
    opt.argv = {BEAMMEUP_PATH, path};
    opt.argv.insert(opt.argv.end(), c.args.begin(), c.args.end());
    opt.env = c.env;
    opt.time_limit = contest::Millis(10000);
    contest::RunResult run = contest::run_process(opt);
    std::string what = (c.env.empty() ? "" : c.env[0]) + (c.args.empty() ? "" : " " + c.args[0]);
    EXPECT_EQ(run.describe(), "exit code 2") << what;
    EXPECT_EQ(run.out, "") << what;
    EXPECT_NE(run.err.find(c.says), std::string::npos) << what << ": " << run.err;
  }
  contest::RunOptions opt;
  opt.argv = {BEAMMEUP_PATH, path, "0.05"};
  opt.env = {"LLOYD_BUDGET_S=0.25", "LLOYD_VERBOSE=0"};
  contest::RunResult run = contest::run_process(opt);
  std::remove(path);
  EXPECT_EQ(run.describe(), "ok") << run.err;
  EXPECT_TRUE(lloyd::check_output(lloyd::random_square(3), run.out).perfect()) << run.out;
}

// The statement's standard rules: "Maximum size of executable is 1 Megabyte".
TEST(Beammeup, TheExecutableIsUnderOneMegabyte) {
  std::ifstream exe(BEAMMEUP_PATH, std::ios::binary | std::ios::ate);
  ASSERT_TRUE(exe);
  EXPECT_LE(static_cast<long long>(exe.tellg()), 1 << 20);
}

}  // namespace
