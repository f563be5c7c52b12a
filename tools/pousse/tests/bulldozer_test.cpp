// bulldozer_test.cpp: our entry. Its rules against the referee's on random games, its replies to
// the statement's sample and to bad input, tactics, and a short match against the greedy player.
#include "bulldozer.cpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>

#include "game.h"
#include "pousse_match.h"

namespace {

// Plays random games with both rule sets side by side: boards, straights, and the outcome of
// every move (win, loss by straights or repetition, or play on) must agree.
TEST(Bulldozer, RulesAgreeWithTheReferee) {
  std::mt19937 rng(12345);
  int repetitions = 0, wins = 0;
  for (int game = 0; game < 300; ++game) {
    const int n = 4 + game % 5;
    pousse::Game g(n);
    Position p;
    History h;
    std::string err;
    ASSERT_TRUE(setup(n, {}, p, h, err));
    const auto moves = pousse::all_moves(n);
    // Small boards and few lines make repetitions likely.
    const int lines = 1 + game % 3;
    while (!g.over()) {
      pousse::Move m = moves[rng() % moves.size()];
      if (m.index > lines && rng() % 8) continue;
      Position q = p;
      const int em = ::parse_move(m.str());
      ASSERT_GE(em, 0);
      do_move(q, em);
      const int outcome = move_outcome(q, h);
      const pousse::Cell mover = g.to_move();
      g.play(m);
      const pousse::Cell winner = pousse::winner_cell(g.status());
      ASSERT_EQ(outcome == 0, winner == pousse::Empty) << g.input_text();
      if (outcome) ASSERT_EQ(outcome > 0, winner == mover) << g.input_text();
      for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) ASSERT_EQ(q.cell[r * n + c], g.board().at(r, c));
      ASSERT_EQ(straights(q, 0), g.board().straights(pousse::X));
      ASSERT_EQ(straights(q, 1), g.board().straights(pousse::O));
      repetitions += g.reason() == "repetition";
      wins += g.reason() == "straights";
      p = q;
      h.push(p);
    }
  }
  EXPECT_GT(repetitions, 20);
  EXPECT_GT(wins, 20);
}

// The bench in process, twice, compiled with the tests' optimisation: the same count as the
// pinned -O0 program, so it depends neither on leftover state nor on the compiler's flags.
TEST(Bulldozer, BenchIsDeterministic) {
  EXPECT_EQ(run_bench(false), BENCH_NODES);
  EXPECT_EQ(run_bench(false), BENCH_NODES);
}

std::string best_move(int n, const std::vector<std::string>& moves, int depth) {
  Position p;
  History h;
  std::string err;
  EXPECT_TRUE(setup(n, moves, p, h, err)) << err;
  tt.resize(16);
  Limits l;
  l.max_depth = depth;
  return move_name(think(p, h, l).move);
}

// X to move with ".XXX" in row 3: L3 (and B1, which pushes an X up into the gap) win at once.
TEST(Bulldozer, TakesAnImmediateWin) {
  const std::vector<std::string> moves = {"R3", "L2", "B1", "T3", "R3", "B4", "R3", "T4"};
  pousse::Game g(4);
  for (const auto& t : moves) g.play(*pousse::parse_move(t, 4));
  for (int depth : {1, 3}) {
    const std::string m = best_move(4, moves, depth);
    EXPECT_EQ(g.preview(*pousse::parse_move(m, 4)), pousse::Status::XWins) << m;
  }
}

// Every evaluation lies strictly inside the mate scores, on every board size: the default weights
// by their bound (also a static_assert), larger tuning weights by the clamp. A board of one colour
// reaches the bound exactly. The table keeps every score a search can return without wrapping.
TEST(Bulldozer, EvaluationStaysInsideTheMateScores) {
  const Weights defaults;
  const Weights sets[] = {defaults, Weights{40, 30, 30, 100, 1, 0, 0, 50}};
  for (const Weights& w : sets) {
    weights = w;
    for (int n = 4; n <= kMaxN; ++n) {
      init_tables(n);
      for (int colour : {1, 2}) {
        Position p;
        clear_position(p);
        for (int sq = 0; sq < n * n; ++sq) set_cell(p, sq, colour);
        // A board of one colour has every term at its largest (the bound is reached, with the
        // tempo on that colour's side) unless a line one marker short is worth more than a full
        // one, as with the defaults' near-straight term: then it stays under the bound.
        const long long full = std::abs(p.lines + p.center + w.adjacent * p.adjacent);
        const bool tight = &w == &sets[1];
        if (tight) EXPECT_EQ(full + std::abs(w.tempo), evaluation_bound(w, n)) << n;
        EXPECT_LE(full + std::abs(w.tempo), evaluation_bound(w, n)) << n;
        int largest = 0;
        for (int side : {0, 1}) {
          p.side = side;
          largest = std::max(largest, std::abs(evaluate(p)));
          EXPECT_LT(std::abs(evaluate(p)), kMateBound) << n;
        }
        EXPECT_EQ(largest, std::min<long long>(full + std::abs(w.tempo), kMaxEvaluation)) << n;
      }
    }
  }
  weights = defaults;
  tt.resize(10);
  int i = 0;
  for (int s : {0, 1, -1, 32768, -32769, kMateBound - 1, -kMateBound + 1, kMate - 1, -kMate + 1,
                kInfinity, -kInfinity}) {
    const std::uint64_t key = 0x1234567 + (std::uint64_t)++i * 0x9E3779B97F4A7C15ULL;
    tt.store(key, s, 7, kExact, 3);
    TTData d;
    ASSERT_TRUE(tt.probe(key, d));
    EXPECT_EQ(d.score, s);
    EXPECT_EQ(d.depth, 7);
    EXPECT_EQ(d.bound, kExact);
    EXPECT_EQ(d.move, 3);
  }
}

// With row 1 full, L1 by O would repeat the position after the fourth move and lose.
TEST(Bulldozer, AvoidsALosingRepetition) {
  Position p;
  History h;
  std::string err;
  ASSERT_TRUE(setup(4, {"L1", "L1", "L1", "L1", "L1"}, p, h, err));
  Position q = p;
  do_move(q, ::parse_move("L1"));
  EXPECT_EQ(move_outcome(q, h), -kMate);
  for (int depth = 1; depth <= 4; ++depth)
    EXPECT_NE(best_move(4, {"L1", "L1", "L1", "L1", "L1"}, depth), "L1");
}

// Games of half a million moves on one line, as a misbehaving driver might send them: read whole,
// and every repetition still found, though the game's positions are now a hash set. On a 4x4
// board pushed round and round, most positions come back (the moves that repeat are many); on
// 6x6 almost none do: both answers are checked.
TEST(Bulldozer, ReadsAGameOfAMillionMovesAndFindsEveryRepetition) {
  std::mt19937 rng(7);
  int repeating = 0, moves = 0;
  for (int n : {4, 6}) {
    init_tables(n);
    std::string text;
    Position p;
    clear_position(p);
    std::vector<std::pair<std::uint64_t, int>> seen = {{p.key, p.markers}};
    for (int i = 0; i < 500000; ++i) {
      const int m = static_cast<int>(rng() % (4 * n));
      text += move_name(m) + (i % 7 ? " " : "\n");
      do_move(p, m);
      seen.push_back({p.key, p.markers});
    }
    Position q;
    History h;
    std::string err;
    std::istringstream in(std::to_string(n) + "\n" + text);
    ASSERT_TRUE(read_game(in, q, h, err)) << err;
    ASSERT_EQ(q.key, p.key);
    ASSERT_EQ(q.markers, n * n);
    for (int m = 0; m < 4 * n; ++m) {
      Position r = q;
      do_move(r, m);
      bool before = false;
      for (const auto& s : seen) before = before || (s.first == r.key && s.second == r.markers);
      ASSERT_EQ(h.repeats(r), before) << n << " " << move_name(m);
      repeating += before, ++moves;
    }
    // The search's first ply avoids the moves that lose at once (a repetition among them) when
    // it has another.
    tt.resize(16);
    Limits l;
    l.max_depth = 1;
    Position r = q;
    do_move(r, think(q, h, l).move);
    bool all = true;
    for (int m = 0; m < 4 * n; ++m) {
      Position t = q;
      do_move(t, m);
      all = all && move_outcome(t, h) == -kMate;
    }
    if (!all) EXPECT_NE(move_outcome(r, h), -kMate) << n;
  }
  EXPECT_GT(repeating, 0);
  EXPECT_LT(repeating, moves);
}

TEST(Bulldozer, ParseMove) {
  init_tables(6);
  EXPECT_EQ(::parse_move("L1"), 0);
  EXPECT_EQ(::parse_move("B6"), 23);
  for (const char* bad : {"L0", "L7", "Q1", "L", "L1x", "L01"})
    EXPECT_EQ(::parse_move(bad), -1) << bad;
}

// The program itself, run as the contest did: from its own directory as ./runme.
contest::RunResult run_runme(const std::string& input, const std::string& arg = "") {
  contest::RunOptions o;
  std::string path = RUNME_PATH;
  o.cwd = path.substr(0, path.rfind('/'));
  o.argv = {"./runme"};
  if (!arg.empty()) o.argv.push_back(arg);
  o.stdin_data = input;
  o.env = {"POUSSE_MOVE_MS=100"};
  o.time_limit = contest::Millis(5000);
  return contest::run_process(o);
}

// The reviewer's 20x20 game (data/lopsided-20x20.txt, 1,200 moves in which both sides raised X's
// evaluation to about 32,000 without ending the game): X to move has 25 pushes that win at once
// (L3, L9, R9, T1, ...). When the evaluation could pass the mate scores, Bulldozer played the
// quiet L1.
TEST(Bulldozer, TakesAnImmediateWinWhenTheEvaluationIsHuge) {
  std::ifstream in(std::string(POUSSE_DIR) + "/data/lopsided-20x20.txt");
  int n = 0;
  ASSERT_TRUE(in >> n);
  std::vector<std::string> moves;
  for (std::string t; in >> t;) moves.push_back(t);
  ASSERT_EQ(moves.size(), 1200u);
  pousse::Game g(n);
  for (const auto& t : moves) g.play(*pousse::parse_move(t, n));
  ASSERT_EQ(g.status(), pousse::Status::Playing);
  Position p;
  History h;
  std::string err;
  ASSERT_TRUE(setup(n, moves, p, h, err)) << err;
  EXPECT_GT(p.lines + p.center + weights.adjacent * p.adjacent, 30000);  // past the old mate score
  for (int depth : {1, 2, 3}) {
    const std::string m = best_move(n, moves, depth);
    EXPECT_EQ(g.preview(*pousse::parse_move(m, n)), pousse::Status::XWins) << depth << ": " << m;
  }
  // The contest program, with its time manager and two threads.
  std::string input = std::to_string(n) + "\n";
  for (const auto& t : moves) input += t + "\n";
  auto r = run_runme(input);
  ASSERT_TRUE(r.ok()) << r.describe() << r.err;
  auto reply = pousse::parse_reply(r.out, n);
  ASSERT_TRUE(reply.has_value()) << r.out;
  EXPECT_EQ(g.preview(*reply), pousse::Status::XWins) << r.out << r.err;
}

// The statement's sample (O to move; X threatens L2): a valid move, one that does not lose at once.
TEST(Bulldozer, AnswersTheStatementSample) {
  auto r = run_runme("4\nL2\nT2\nL2\nB2\nR2\n");
  ASSERT_TRUE(r.ok()) << r.describe() << r.err;
  EXPECT_FALSE(r.left_processes);
  auto reply = pousse::parse_reply(r.out, 4);
  ASSERT_TRUE(reply.has_value()) << r.out;
  pousse::Game g(4);
  for (const char* t : {"L2", "T2", "L2", "B2", "R2"}) g.play(*pousse::parse_move(t, 4));
  EXPECT_EQ(g.preview(*reply), pousse::Status::Playing) << r.out;
}

// Every board size, from the empty board and from a game already over (ruling 9): one valid move
// within the referee's limit (here 5 s for a 100 ms budget), and no process left behind.
TEST(Bulldozer, AnswersEveryBoardSize) {
  for (int n = pousse::kMinSize; n <= pousse::kMaxSize; ++n) {
    pousse::Game over(n);  // X fills row 1 while O fills row 2: X has a straight first
    for (int i = 0; !over.over(); ++i) over.play(pousse::Move{'L', 1 + i % 2});
    ASSERT_EQ(over.status(), pousse::Status::XWins);
    for (const std::string& input : {std::to_string(n) + "\n", over.input_text()}) {
      auto r = run_runme(input);
      ASSERT_TRUE(r.ok()) << n << ": " << r.describe() << r.err;
      EXPECT_FALSE(r.left_processes);
      EXPECT_TRUE(pousse::parse_reply(r.out, n).has_value()) << n << ": " << r.out;
    }
  }
}

TEST(Bulldozer, RejectsMalformedInput) {
  for (const char* bad : {"", "3\n", "21\n", "x\n", "6\nL7\n", "6\nhello\n"}) {
    auto r = run_runme(bad);
    EXPECT_EQ(r.verdict, contest::Verdict::ExitCode) << bad;
    EXPECT_TRUE(r.out.empty());
    EXPECT_NE(r.err.find("bulldozer:"), std::string::npos);
  }
}

// A short match at 200 ms a move: Bulldozer beats the greedy player in five games of six at
// least. The search is timed and a loaded machine plays shallower: the margin keeps the test
// about strength, not load.
TEST(Bulldozer, BeatsTheGreedyPlayer) {
  pousse::PousseGame game;
  game.sizes = {6, 5, 7};
  game.opening_plies = 2;
  game.time_limit = contest::Millis(5000);
  contest::RunnerOptions runner;
  runner.jobs = 2;
  runner.seed = 11;
  const contest::Program us{"bulldozer", RUNME_PATH, {"POUSSE_MOVE_MS=200", "POUSSE_THREADS=1"}};
  const auto r = pousse::play_match(game, {us, {"greedy", GREEDY_PATH, {}}}, 6, runner);
  EXPECT_GE(r.tally().wins, 5) << r.summary();
  for (const auto& g : r.games) EXPECT_TRUE(pousse::check_record(g).ok);
}

}  // namespace
