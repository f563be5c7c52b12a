// Tests of the optimal solver (tools/lloyd/solver): the heuristic never overestimates the true
// distance (breadth-first search with transports), the databases know the transport, IDA* finds
// the optimum and resumes from a checkpoint, and lloyd_solve refuses a bad square.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "checkpoint.h"
#include "common/core/files.h"
#include "heuristic.h"
#include "rules.h"
#include "search.h"

namespace {

using namespace lloyd::solver;
namespace fs = std::filesystem;

// A directory of the tiny databases ("small": eight patterns of three) built once, removed at
// exit.
struct TempDir {
  std::string path;
  TempDir() {
    path = (fs::temp_directory_path() / ("lloyd-solver-test-" + std::to_string(getpid()))).string();
    fs::create_directories(path);
  }
  ~TempDir() { fs::remove_all(path); }
};

const std::string& small_dir() {
  static const TempDir dir;
  return dir.path;
}

const Heuristic& small_heuristic() {
  static const Heuristic h({"small"}, small_dir(), true);
  return h;
}

// The same patterns keeping the empty spot's cell.
const Heuristic& small_blank_heuristic() {
  static const Heuristic h({"small+"}, small_dir(), true);
  return h;
}

// small+ in the compact storage (compact_pattern_db.h): the same values, another index.
const Heuristic& small_compact_heuristic() {
  static const Heuristic h({"smallc+"}, small_dir(), true);
  return h;
}

// Every square within `depth` moves of perfection, with its true distance: a breadth-first search
// back from perfection (a slide reversed is a slide; a transport reversed takes any tile into the
// empty centre).
std::map<lloyd::Square, int> near_goal(int depth) {
  std::map<lloyd::Square, int> dist;
  std::vector<lloyd::Square> level{lloyd::perfection()};
  dist[level[0]] = 0;
  for (int d = 1; d <= depth; ++d) {
    std::vector<lloyd::Square> next;
    for (const lloyd::Square& s : level) {
      const int blank = lloyd::empty_spot(s);
      std::vector<int> sources;
      for (int c : geometry().next[blank])
        if (c >= 0) sources.push_back(c);
      if (blank == lloyd::kCentre)
        for (int c = 0; c < lloyd::kCells; ++c)
          if (c != lloyd::kCentre) sources.push_back(c);
      for (int c : sources) {
        lloyd::Square p = s;
        std::swap(p[c], p[blank]);
        if (dist.emplace(p, d).second) next.push_back(p);
      }
    }
    level.swap(next);
  }
  return dist;
}

const std::map<lloyd::Square, int>& near_goal_12() {
  static const std::map<lloyd::Square, int> d = near_goal(12);
  return d;
}

Result solve(const lloyd::Square& s, Limits limits = {}, const Checkpoint* from = nullptr) {
  return Search(small_heuristic(), s, "small", limits).run(from);
}

// A square `steps` random legal moves from perfection, none undoing the one before.
lloyd::Square walk(uint64_t seed, int steps) {
  std::mt19937_64 rng(seed);
  lloyd::Square s = lloyd::perfection();
  const std::string slides = "durl", undo = "udlr";
  char last = 0;
  for (int i = 0; i < steps;) {
    const char m = "durlt"[rng() % 5];
    if (m != 't' && last == undo[slides.find(m)]) continue;
    if (lloyd::apply_move(s, m)) ++i, last = m;
  }
  return s;
}

TEST(LloydSolver, BreadthFirstDistancesUseTheTransport) {
  // The empty spot in the centre and M in the corner: sliding M home takes 4 moves at least, and
  // more than that to put the rest back. A transport cannot take M into the centre.
  const auto& d = near_goal_12();
  lloyd::Square s = lloyd::perfection();
  ASSERT_TRUE(lloyd::apply_move(s, 'd'));  // T down
  ASSERT_TRUE(lloyd::apply_move(s, 'd'));  // O down
  ASSERT_TRUE(lloyd::apply_move(s, 'r'));  // N right
  ASSERT_TRUE(lloyd::apply_move(s, 't'));  // M carried to the empty spot, the centre now empty
  ASSERT_EQ(d.count(s), 1u);
  EXPECT_LE(d.at(s), 4);
  EXPECT_GT(d.size(), 50000u);
}

TEST(LloydSolver, HeuristicNeverOverestimates) {
  const auto& d = near_goal_12();
  Heuristic none({"none"}, "", false);
  const Heuristic& blank = small_blank_heuristic();
  int checked = 0, sum_small = 0, sum_none = 0, sum_blank = 0;
  for (const auto& [square, distance] : d) {
    const Position p = Position::from_square(square);
    const int hs = small_heuristic().evaluate(p), hn = none.evaluate(p), hb = blank.evaluate(p);
    ASSERT_LE(hs, distance) << lloyd::to_text(square);
    ASSERT_LE(hn, distance) << lloyd::to_text(square);
    ASSERT_LE(hb, distance) << lloyd::to_text(square);
    ASSERT_GE(hs, hn);                        // the databases hold the per-tile bound
    ASSERT_GE(hb, hs);                        // the empty spot kept, a pattern's moves are fewer
    ASSERT_EQ(distance & 1, path_parity(p));  // every move swaps the empty spot with a tile
    ASSERT_LE(small_heuristic().bound(p), distance);
    ASSERT_LE(blank.bound(p), distance);
    sum_small += hs, sum_none += hn, sum_blank += hb, ++checked;
  }
  EXPECT_EQ(checked, static_cast<int>(d.size()));
  EXPECT_GT(sum_small, sum_none);
  EXPECT_GT(sum_blank, sum_small);
}

TEST(LloydSolver, IncrementalHeuristicMatchesAFreshOne) {
  small_heuristic(), small_blank_heuristic(), small_compact_heuristic();  // in small_dir()
  const Heuristic both({"small", "small+"}, small_dir(), false);
  const Heuristic mixed({"small", "smallc+"}, small_dir(), false);
  // Each heuristic with the one of its first partition alone: what move() brings up to date.
  const std::pair<const Heuristic*, const Heuristic*> cases[] = {
      {&small_heuristic(), &small_heuristic()},
      {&small_blank_heuristic(), &small_blank_heuristic()},
      {&both, &small_heuristic()},
      {&small_compact_heuristic(), &small_compact_heuristic()},
      {&mixed, &small_heuristic()}};
  EXPECT_TRUE(both.lazy() && mixed.lazy() && !small_heuristic().lazy());
  for (const auto& [h, first] : cases) {
    std::mt19937_64 rng(7);
    Position p = Position::from_square(lloyd::random_square(3));
    HeuristicState s;
    h->init(p, s);
    for (int i = 0; i < 4000; ++i) {
      const int blank = p.blank;
      const int from = rng() % 5 == 0 && blank != lloyd::kCentre
                           ? lloyd::kCentre
                           : geometry().next[blank][rng() % 4];
      if (from < 0) continue;
      const int tile = p.cell[from];
      h->move(s, tile, from, blank);
      p.move_from(from);
      ASSERT_EQ(h->first_value(s), first->evaluate(p));
      h->finish(s, tile, from, blank);
      ASSERT_EQ(h->value(s), h->evaluate(p));
    }
  }
}

TEST(LloydSolver, DatabasesKnowTheTransport) {
  // One tile alone: its value is the slides, or the slides to the centre and one transport.
  PatternDb a({0});
  a.build();
  Position p = Position::goal();
  for (int c = 0; c < lloyd::kCells; ++c) {
    const uint32_t i = c * PatternDb::kWeight[0];
    EXPECT_EQ(a.value(i), tile_distance(c, 0)) << "cell " << c;
  }
  EXPECT_EQ(a.value(24), 5);  // A in the far corner: 4 to the centre and a transport, not 8
  EXPECT_EQ(tile_distance(24, 0), 5);
  // Two tiles: A in the centre, B far away: the transport puts A home in one move.
  PatternDb ab({0, 1});
  ab.build();
  EXPECT_EQ(ab.value(lloyd::kCentre + 24 * PatternDb::kWeight[1]), 1 + tile_distance(24, 1));
  // The centre tile cannot be transported into the centre: M's value is Manhattan.
  PatternDb m({lloyd::kCentre});
  m.build();
  EXPECT_EQ(m.value(0), 4);
  EXPECT_EQ(m.value(24), 4);
  (void)p;
}

TEST(LloydSolver, DatabasesKeepingTheEmptySpotKnowWhereItMustGo) {
  // T and X home, the empty spot away: it comes home through T's or X's cell, so one of them
  // steps aside and back (2), and the last move brings one of them home from the empty spot's
  // goal, where it went before (2). The database that forgets the empty spot sees nothing to do.
  PatternDb tx({19, 23}, true), tx_forgetting({19, 23});
  tx.build(), tx_forgetting.build();
  const uint32_t home = 19 + 23 * PatternDb::kWeight[1];
  EXPECT_EQ(tx.value(home + 24 * tx.blank_weight()), 0);
  EXPECT_EQ(tx.value(home + 0 * tx.blank_weight()), 4);
  EXPECT_EQ(tx_forgetting.value(home), 0);
  // A in the centre: one transport to the empty spot, wherever the empty spot is (it travels
  // among the other tiles at no cost).
  PatternDb a({0}, true);
  a.build();
  for (int e : {0, 4, 7, 24})
    EXPECT_EQ(a.value(lloyd::kCentre + e * a.blank_weight()), 1) << "empty spot at " << e;
  // The mirror image in the main diagonal keeps the empty spot's goal; a quarter turn does not.
  PatternDb abc({0, 1, 2}, true), mirrored({0, 5, 10}, true), turned({4, 9, 14}, true);
  abc.build();
  ASSERT_TRUE(mirrored.derive(abc));
  EXPECT_FALSE(turned.derive(abc));
  PatternDb searched(mirrored.tiles(), true);
  searched.build();
  for (uint32_t i = 0; i < searched.size(); ++i) ASSERT_EQ(mirrored.value(i), searched.value(i));
}

TEST(LloydSolver, DatabasesCarriedOverBySymmetryEqualSearchedOnes) {
  PatternDb abc({0, 1, 2}), turned({4, 9, 14}), mirrored({0, 5, 10}), other({0, 1, 3});
  abc.build();
  ASSERT_TRUE(turned.derive(abc));
  ASSERT_TRUE(mirrored.derive(abc));
  EXPECT_FALSE(other.derive(abc));
  for (PatternDb* d : {&turned, &mirrored}) {
    PatternDb searched(d->tiles());
    searched.build();
    for (uint32_t i = 0; i < searched.size(); ++i) ASSERT_EQ(d->value(i), searched.value(i)) << i;
  }
}

TEST(LloydSolver, CompactDatabasesEqualTheDirectOnes) {
  // The compact storage (a ranked placement, a least value and 4-bit differences) and its
  // layer-scanning builder against the direct table's 0-1 breadth-first search, state by state:
  // a corner, the centre tile with its neighbours, the tiles the empty spot comes home past.
  for (const std::vector<int>& tiles :
       {std::vector<int>{0}, {0, 1, 2}, {12, 17, 18}, {18, 19, 22, 23}}) {
    CompactPatternDb compact(tiles);
    PatternDb direct(tiles, true);
    compact.build(2), direct.build();
    const int k = static_cast<int>(tiles.size());
    std::size_t checked = 0;
    for (uint32_t i = 0; i < direct.size(); ++i) {
      int cell[7];
      uint32_t rest = i, used = 0, index = 0;
      bool distinct = true;
      for (int j = 0; j <= k; ++j, rest /= lloyd::kCells) {
        cell[j] = static_cast<int>(rest % lloyd::kCells);
        distinct = distinct && !(used >> cell[j] & 1);
        used |= 1u << cell[j];
        if (j < k) index += cell[j] * CompactPatternDb::weight(j);
      }
      if (!distinct) continue;
      ASSERT_EQ(compact.value(index, cell[k]), direct.value(i)) << compact.name() << " " << i;
      ++checked;
    }
    EXPECT_EQ(checked, compact.states());
    EXPECT_EQ(compact.clamped(), 0u);
    EXPECT_EQ(compact.max_value(), direct.max_value());
    EXPECT_DOUBLE_EQ(compact.mean_value(), direct.mean_value());
  }
  // 13,800 placements of three tiles, each a byte and 22 free cells of 4 bits.
  EXPECT_EQ(CompactPatternDb({0, 1, 2}).bytes(), 13800u * 12);
}

TEST(LloydSolver, CompactDatabasesCarriedOverBySymmetryEqualSearchedOnes) {
  // ABC at home leaves the empty spot a way home from anywhere, and so does ABC turned a quarter
  // (E, J, O): their goals are the placement with the empty spot anywhere, which the turn keeps.
  CompactPatternDb abc({0, 1, 2}), turned({4, 9, 14}), searched({4, 9, 14});
  abc.build(), searched.build();
  ASSERT_TRUE(turned.derive(abc));
  Position p = Position::goal();
  for (int e = 0; e < lloyd::kCells; ++e)
    for (int a = 0; a < lloyd::kCells; ++a)
      for (int b = 0; b < lloyd::kCells; ++b) {
        if (a == e || b == e || a == b || a == 14 || b == 14 || e == 14) continue;
        p.pos[4] = static_cast<uint8_t>(a), p.pos[9] = static_cast<uint8_t>(b), p.blank = e;
        ASSERT_EQ(turned.value(p), searched.value(p)) << a << " " << b << " " << e;
      }
  // T and X at home wall the empty spot's goal off: no symmetry carries B and F over to them.
  CompactPatternDb tx({19, 23}), bf({1, 5});
  bf.build();
  EXPECT_FALSE(tx.derive(bf));
}

TEST(LloydSolver, CompactDatabasesSaveAndLoad) {
  CompactPatternDb abc({0, 1, 2}), loaded({0, 1, 2}), other({0, 1, 3});
  abc.build();
  const std::string path = database_path(small_dir(), abc);
  abc.save(path);
  std::string error;
  ASSERT_TRUE(loaded.load(path, error)) << error;
  Position p = Position::goal();
  for (int e : {0, 4, 7, 24})
    for (int a = 3; a < lloyd::kCells; ++a) {
      if (a == e) continue;
      p.pos[0] = static_cast<uint8_t>(a), p.blank = e;
      ASSERT_EQ(loaded.value(p), abc.value(p));
    }
  EXPECT_FALSE(other.load(path, error));
  EXPECT_NE(error.find("not the compact pattern database of ABD+"), std::string::npos) << error;
}

TEST(LloydSolver, CompactHeuristicEqualsTheDirectOne) {
  for (const auto& [square, distance] : near_goal_12()) {
    const Position p = Position::from_square(square);
    ASSERT_EQ(small_compact_heuristic().evaluate(p), small_blank_heuristic().evaluate(p))
        << lloyd::to_text(square);
  }
}

// The kf+ databases are too large to build here (4 x 1.4 GB): with LLOYD_PDB_DIR naming their
// directory, every square along each stored optimal solution of Korf's 50 (lloyd/data/optima/)
// has a bound no larger than the moves left.
TEST(LloydSolver, KfPlusNeverExceedsTheProvedOptima) {
  const char* pdb = std::getenv("LLOYD_PDB_DIR");
  if (!pdb) GTEST_SKIP() << "LLOYD_PDB_DIR is not set (the kf+ databases)";
  const Heuristic h({"kf+"}, pdb, false);
  const fs::path data = fs::path(__FILE__).parent_path() / "../../../lloyd/data";
  std::map<int, std::string> cells;
  std::ifstream korf(data / "korf50.txt"), optima(data / "optima.tsv");
  std::string line;
  while (std::getline(korf, line)) {
    std::istringstream words(line);
    int n;
    std::string c;
    if (line[0] != '#' && words >> n >> c) cells[n] = c;
  }
  int squares = 0;
  while (std::getline(optima, line)) {
    std::istringstream words(line);
    int n, length;
    std::string status;
    if (line[0] == '#' || !(words >> n >> status >> length) || status != "optimal") continue;
    std::ifstream solution(data / "optima" / ("korf-" + std::to_string(n) + ".txt"));
    std::string moves;
    ASSERT_TRUE(std::getline(solution, moves)) << n;
    ASSERT_EQ(static_cast<int>(moves.size()), length) << n;
    lloyd::Square s;
    std::copy(cells.at(n).begin(), cells.at(n).end(), s.begin());
    for (int i = 0; i <= length; ++i) {
      ASSERT_LE(h.bound(Position::from_square(s)), length - i) << "korf " << n << " move " << i;
      if (i < length) ASSERT_TRUE(lloyd::apply_move(s, moves[i])) << n;
    }
    ++squares;
  }
  EXPECT_GE(squares, 17);
}

TEST(LloydSolver, FindsTheBreadthFirstOptimum) {
  const auto& d = near_goal_12();
  std::mt19937_64 rng(11);
  std::vector<std::pair<lloyd::Square, int>> all(d.begin(), d.end());
  for (int k = 0; k < 60; ++k) {
    const auto& [square, distance] = all[rng() % all.size()];
    const Result r = solve(square);
    ASSERT_TRUE(r.solved);
    EXPECT_EQ(r.bound, distance) << lloyd::to_text(square);
    const Result b = Search(small_blank_heuristic(), square, "small+", {}).run();
    ASSERT_TRUE(b.solved);
    EXPECT_EQ(b.bound, distance) << lloyd::to_text(square);
    EXPECT_TRUE(lloyd::replay(square, b.moves).perfect) << b.moves;
    const lloyd::Replay rp = lloyd::replay(square, r.moves);
    EXPECT_TRUE(rp.legal && rp.perfect) << r.moves;
    EXPECT_EQ(rp.moves, distance);
    EXPECT_EQ(rp.transports, r.transports());
  }
}

TEST(LloydSolver, AgreesWithPlainManhattanIdaStar) {
  Heuristic none({"none"}, "", false);
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const lloyd::Square s = walk(seed, 12);
    const Result a = solve(s);
    const Result b = Search(none, s, "none", {}).run();
    const Result c = Search(small_blank_heuristic(), s, "small+", {}).run();
    const Result d = Search(small_compact_heuristic(), s, "smallc+", {}).run();
    ASSERT_TRUE(a.solved && b.solved && c.solved && d.solved);
    EXPECT_EQ(a.bound, b.bound) << lloyd::to_text(s);
    EXPECT_EQ(c.bound, b.bound) << lloyd::to_text(s);
    EXPECT_EQ(d.bound, b.bound) << lloyd::to_text(s);
    EXPECT_EQ(d.nodes, c.nodes);  // the same values: the same search
    EXPECT_TRUE(lloyd::replay(s, c.moves).perfect);
    EXPECT_LE(a.nodes, b.nodes);
    EXPECT_TRUE(lloyd::replay(s, a.moves).perfect);
    EXPECT_TRUE(lloyd::replay(s, b.moves).perfect);
  }
}

TEST(LloydSolver, LazyMaximumSearchesAsEveryTableReadAtOnce) {
  // small+ is never below small, so their maximum has small+'s values: read lazily (small first,
  // small+ only for the children small leaves in) it must cut exactly the nodes small+ cuts.
  small_heuristic(), small_blank_heuristic();  // in small_dir()
  const Heuristic both({"small", "small+"}, small_dir(), false);
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const lloyd::Square s = walk(seed, 20);
    const Result plus = Search(small_blank_heuristic(), s, "small+", {}).run();
    const Result lazy = Search(both, s, "small,small+", {}).run();
    ASSERT_TRUE(plus.solved && lazy.solved);
    EXPECT_EQ(lazy.bound, plus.bound) << lloyd::to_text(s);
    EXPECT_EQ(lazy.nodes, plus.nodes) << lloyd::to_text(s);
    EXPECT_EQ(lazy.moves, plus.moves);
  }
}

TEST(LloydSolver, LogCountsEachIterationsSubtrees) {
  // One line as an iteration starts (the subtrees to hand out), one as it ends without a solution.
  std::FILE* log = std::tmpfile();
  ASSERT_NE(log, nullptr);
  Limits limits;
  limits.log = log;
  limits.prefix_depth = 4;
  const Result r = solve(walk(5, 24), limits);
  ASSERT_TRUE(r.solved);
  std::rewind(log);
  char line[256];
  int starts = 0, ends = 0, previous = 0;
  unsigned long long last = 0;
  while (std::fgets(line, sizeof line, log)) {
    int threshold = 0;
    unsigned long long subtrees = 0, done = 1;
    if (std::sscanf(line, "threshold %d: %llu subtrees, %llu done before", &threshold, &subtrees,
                    &done) == 3) {
      EXPECT_GT(threshold, previous) << line;
      EXPECT_EQ(done, 0u) << line;
      previous = threshold, last = subtrees, ++starts;
    } else if (std::strstr(line, ": no solution, ")) {
      ++ends;
    }
  }
  std::fclose(log);
  EXPECT_EQ(starts, ends + 1);
  EXPECT_EQ(previous, r.bound);
  ASSERT_GE(r.bound, 4);
  EXPECT_GT(last, 0u);  // the last iteration's subtrees hold the solution's first four moves
}

// Walks of 20 moves from the seeds: the search with these limits finds the same optimum as one
// thread without a table does, at no more nodes than `slack` above it.
void expect_same_optimum(const Limits& limits, uint64_t first_seed, uint64_t slack) {
  for (uint64_t seed = first_seed; seed < first_seed + 4; ++seed) {
    const lloyd::Square s = walk(seed, 20);
    const Result a = solve(s), b = solve(s, limits);
    ASSERT_TRUE(a.solved && b.solved);
    EXPECT_EQ(a.bound, b.bound) << lloyd::to_text(s);
    EXPECT_LE(b.nodes, a.nodes + slack);
    EXPECT_TRUE(lloyd::replay(s, b.moves).perfect);
  }
}

TEST(LloydSolver, TwoThreadsFindTheSameLength) {
  Limits two;
  two.threads = 2;
  expect_same_optimum(two, 20, 1u << 30);
}

TEST(LloydSolver, TranspositionTableKeepsTheOptimum) {
  Limits tt;
  tt.tt_megabytes = 1;
  tt.tt_slack = 0;
  expect_same_optimum(tt, 30, 1000);
  tt.threads = 2;
  expect_same_optimum(tt, 40, 1u << 30);
}

// The first walk whose proof takes some work (tens of thousands of nodes), but not much, and its
// whole proof.
lloyd::Square worked_walk(Result& whole) {
  lloyd::Square s{};
  for (uint64_t seed = 1; seed < 200 && !(whole.solved && whole.nodes > 20000); ++seed) {
    Limits cap;
    cap.nodes = 1000000;
    s = walk(seed, 60);
    whole = solve(s, cap);
  }
  return s;
}

TEST(LloydSolver, ResumesFromACheckpoint) {
  Result whole;
  const lloyd::Square s = worked_walk(whole);
  ASSERT_TRUE(whole.solved);
  ASSERT_GT(whole.nodes, 20000u);
  const std::string path = small_dir() + "/resume.checkpoint";
  std::remove(path.c_str());
  // Cut the proof into pieces by a node budget; each piece resumes where the last one stopped.
  // Subtrees 12 moves deep are small beside a piece: each piece finishes some.
  Limits piece;
  piece.nodes = whole.nodes / 5;
  piece.prefix_depth = 12;
  piece.checkpoint = path;
  Result r = solve(s, piece);
  int pieces = 1;
  while (!r.solved) {
    ASSERT_LT(pieces, 100);
    const Checkpoint cp = Checkpoint::read(path);
    EXPECT_LE(cp.threshold, whole.bound);
    EXPECT_EQ(r.bound, cp.threshold);
    r = solve(s, piece, &cp);
    ++pieces;
  }
  EXPECT_GT(pieces, 2);
  EXPECT_EQ(r.bound, whole.bound);
  EXPECT_TRUE(lloyd::replay(s, r.moves).perfect);
  // The pieces search what the whole run did, and a little more (the subtrees cut short).
  EXPECT_GE(r.nodes, whole.nodes);
  // A finished proof's checkpoint holds the solution: resuming from it searches nothing.
  const Checkpoint done = Checkpoint::read(path);
  EXPECT_EQ(done.solution, r.moves);
  const Result again = solve(s, piece, &done);
  EXPECT_EQ(again.moves, r.moves);
  EXPECT_EQ(again.nodes, r.nodes);
}

TEST(LloydSolver, ANodeBudgetEndsAPieceAtTheSameSubtree) {
  // With one thread the worker checks the budget at the end of each subtree, so a piece stops at
  // the same place whenever the watcher wakes: two runs of the same piece agree node for node.
  Result whole;
  const lloyd::Square s = worked_walk(whole);
  ASSERT_GT(whole.nodes, 20000u);
  Checkpoint first[2];
  for (int run = 0; run < 2; ++run) {
    const std::string path = small_dir() + "/same-piece-" + std::to_string(run) + ".checkpoint";
    std::remove(path.c_str());
    Limits piece;
    piece.nodes = whole.nodes / 5;
    piece.prefix_depth = 12;
    piece.checkpoint = path;
    const Result r = solve(s, piece);
    ASSERT_FALSE(r.solved);
    first[run] = Checkpoint::read(path);
  }
  EXPECT_EQ(first[0].nodes, first[1].nodes);
  EXPECT_EQ(first[0].done, first[1].done);
  EXPECT_EQ(first[0].threshold, first[1].threshold);
  EXPECT_LT(first[0].nodes, whole.nodes);
}

TEST(LloydSolver, CheckpointRefusesAnotherSquareAndBadFiles) {
  const std::string path = small_dir() + "/bad.checkpoint";
  contest::write_file(path, "lloyd-solve-checkpoint 1\nsquare ABC\n");
  EXPECT_THROW(Checkpoint::read(path), std::runtime_error);
  Checkpoint cp;
  const lloyd::Square goal = lloyd::perfection();
  cp.square = std::string(goal.begin(), goal.end());
  cp.partitions = "small";
  cp.threshold = 3;
  cp.write(path);
  EXPECT_EQ(Checkpoint::read(path).to_text(), cp.to_text());
  EXPECT_THROW(solve(walk(1, 10), {}, &cp), std::runtime_error);
}

int run(const std::string& command) {
  const int status = std::system((command + " >/dev/null 2>&1").c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string run_output(const std::string& command) {
  std::string out;
  if (FILE* f = popen((command + " 2>&1").c_str(), "r")) {
    char buf[4096];
    std::size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) out.append(buf, n);
    pclose(f);
  }
  return out;
}

TEST(LloydSolver, BadSquareFileGivesAClearMessage) {
  const std::string bad = small_dir() + "/bad.square";
  contest::write_file(bad, "ABCDE\nFGHIJ\nKLMNO\nPQRST\nUVWXY\n");
  const std::string solve_cmd = std::string(SOLVE_PATH) + " --partition none ";
  EXPECT_EQ(run(solve_cmd + bad), 2);
  const std::string out = run_output(solve_cmd + bad);
  EXPECT_NE(out.find("invalid square: line 5: character 'Y' is not A-X or +"), std::string::npos)
      << out;
  EXPECT_EQ(run(solve_cmd + small_dir() + "/missing.square"), 2);
  EXPECT_NE(run_output(solve_cmd + small_dir() + "/missing.square").find("cannot read"),
            std::string::npos);
  EXPECT_EQ(run(std::string(SOLVE_PATH) + " --pdb-dir " + small_dir() + "/none " + bad), 2);
}

TEST(LloydSolver, HelpText) {
  EXPECT_EQ(run(std::string(SOLVE_PATH) + " --help"), 0);
  const std::string help = run_output(std::string(SOLVE_PATH) + " --help");
  EXPECT_EQ(help.rfind("usage: lloyd_solve [options] SQUARE_FILE\n", 0), 0u) << help;
  for (const char* option :
       {"--pdb-dir", "--build", "--partition", "--seconds", "--nodes", "--threads", "--checkpoint",
        "--max-threshold", "--output", "--pattern", "--tt-mb", "--quiet"})
    EXPECT_NE(help.find(option), std::string::npos) << option;
}

TEST(LloydSolver, ToolSolvesAndWritesTheOutputFormat) {
  small_heuristic();  // its databases in small_dir()
  const std::string square = small_dir() + "/easy.square", out = small_dir() + "/easy.out";
  contest::write_file(square, lloyd::to_text(walk(9, 20)));
  const std::string cmd = std::string(SOLVE_PATH) + " -q --pdb-dir " + small_dir() +
                          " --partition small --output " + out + " " + square;
  EXPECT_EQ(run(cmd), 0);
  EXPECT_EQ(run(std::string(CHECK_PATH) + " " + square + " " + out), 0);
  EXPECT_NE(run_output(cmd).find("status: optimal"), std::string::npos);
}

}  // namespace
