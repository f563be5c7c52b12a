// Benchmarks: Nimrod's time to solve endgames by number of vacant spots, its time per move in the
// opening, and games per second through the referee. This file (and so the entry it includes) is
// built at -O0, as the contest built entries; the referee's library keeps the build type's flags.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <string>
#include <vector>

#include "game.h"
#include "nimrod.cpp"
// After the entry: its helpers use the entry's types.
#include "endgames.h"

namespace {

// Twenty endgames per size, each a real move. With range(1) == 0 the default budget (Nimrod's, 800
// ms of wall clock per move) from nothing; with range(1) == 1 the same budget after a move of the
// same game 10 spots earlier, whose tables the solver keeps (as /tmp/arena.MARK carries them
// between moves; that earlier move is not timed); otherwise no clock and range(1) solver nodes per
// move, which does not depend on the machine's load. The time is for all twenty; solved%: the moves
// that were exact (a proven win, or a proven loss).
void BM_SolveEndgame(benchmark::State& state) {
  int vacant = static_cast<int>(state.range(0));
  std::vector<nimrod::Shape> boards, earlier;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    boards.push_back(boxing::played_down(vacant, seed));
    earlier.push_back(boxing::played_down(vacant + 10, seed));
  }
  std::uint64_t nodes = 0, most = 0;
  int solved = 0, tried = 0;
  for (auto _ : state)
    for (std::size_t i = 0; i < boards.size(); ++i) {
      const nimrod::Shape& b = boards[i];
      nimrod::Solver solver;
      if (state.range(1) == 1) {
        state.PauseTiming();
        nimrod::choose_move(earlier[i], nimrod::Budget(), solver);
        solver.nodes = 0;
        state.ResumeTiming();
      }
      nimrod::Budget budget;
      if (state.range(1) > 1) budget.time_ms = 0, budget.nodes = state.range(1);
      nimrod::Choice c = nimrod::choose_move(b, budget, solver);
      nodes += solver.nodes;
      most = std::max<std::uint64_t>(most, solver.nodes);
      solved += c.proven_win || std::string(c.reason) == "exact loss";
      ++tried;
    }
  state.counters["nodes/pos"] = static_cast<double>(nodes) / tried;
  state.counters["max nodes"] = static_cast<double>(most);
  state.counters["solved%"] = 100.0 * solved / tried;
}
BENCHMARK(BM_SolveEndgame)
    ->ArgsProduct({{40, 44, 50, 60, 70, 80, 90, 100, 120, 140}, {0, 1, 20000}})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Who wins where the proofs begin: forty positions with at most range(0) spots in large regions
// (sampled_down, seeds 1-40), each searched with range(1) nodes and no clock. won%: proven won for
// the player to move; lost%: proven lost; the rest open. A high won% means the middle game's
// choice seldom changes the value it hands on: the game goes to whoever first proves a win.
void BM_MoverWins(benchmark::State& state) {
  std::vector<nimrod::Shape> boards;
  for (std::uint64_t seed = 1; seed <= 40; ++seed)
    boards.push_back(boxing::sampled_down(static_cast<int>(state.range(0)), seed));
  int won = 0, lost = 0, tried = 0;
  for (auto _ : state)
    for (const nimrod::Shape& b : boards) {
      nimrod::Solver solver;
      nimrod::Budget budget{0, static_cast<nimrod::u64>(state.range(1))};
      nimrod::Choice c = nimrod::choose_move(b, budget, solver);
      won += c.proven_win, lost += std::string(c.reason) == "exact loss", ++tried;
    }
  state.counters["won%"] = 100.0 * won / tried;
  state.counters["lost%"] = 100.0 * lost / tried;
}
BENCHMARK(BM_MoverWins)
    ->Args({100, 300000})
    ->Iterations(1)
    ->Unit(benchmark::kSecond)
    ->UseRealTime();

// The heuristic's box in the opening, without a clock (with one, the move spends the rest of its
// budget on the proofs where the heuristic's line leads).
void BM_OpeningMove(benchmark::State& state) {
  boxing::Arena a = boxing::generate_arena(1, 20, "clusters");
  nimrod::Shape board;
  nimrod::parse_arena(a.text, board);
  for (auto _ : state) {
    nimrod::Solver solver;
    benchmark::DoNotOptimize(nimrod::choose_move(board, nimrod::Budget{0}, solver));
  }
}
BENCHMARK(BM_OpeningMove)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_RefereeGames(benchmark::State& state) {
  // Greedy against random: the referee's own cost per game (process runs, checks, logs).
  int games = 0;
  for (auto _ : state) {
    boxing::GameOptions o;
    boxing::play_game({{"greedy", GREEDY_PATH, 'A', {}}, {"random", RANDOM_PATH, 'B', {}}},
                      boxing::generate_arena(games + 1, 20, "clusters"), o);
    ++games;
  }
  state.counters["games/s"] = benchmark::Counter(games, benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RefereeGames)->Iterations(10)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
