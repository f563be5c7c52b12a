// Benchmarks: Nimrod's time to solve endgames by number of vacant spots, its time per move in the
// opening (the benchmark binary includes the entry optimised; the -O0 figures come from running
// the entry itself, see README.md), and games per second through the referee.
#include <benchmark/benchmark.h>

#include "judge.h"
#include "nimrod.cpp"

namespace {

// Positions from seeded arenas played down by large compact boxes to `vacant` spots.
nimrod::Shape endgame(int vacant, std::uint64_t seed) {
  boxing::Arena a = boxing::generate_arena(seed, 20, "clusters");
  nimrod::Shape board;
  nimrod::parse_arena(a.text, board);
  while (nimrod::count_cells(board) > vacant)
    nimrod::remove_box(board, nimrod::heuristic_choice(board).move);
  return board;
}

void BM_SolveEndgame(benchmark::State& state) {
  int vacant = static_cast<int>(state.range(0));
  std::vector<nimrod::Shape> boards;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) boards.push_back(endgame(vacant, seed));
  std::uint64_t nodes = 0;
  int solved = 0, tried = 0;
  for (auto _ : state)
    for (const nimrod::Shape& b : boards) {
      nimrod::Solver solver;
      nimrod::Budget budget;
      budget.time_ms = 0, budget.nodes = 200000;
      nimrod::Choice c = nimrod::choose_move(b, budget, solver);
      nodes += solver.nodes;
      solved += c.proven_win || c.proven_loss;
      ++tried;
    }
  state.counters["nodes/pos"] = static_cast<double>(nodes) / tried;
  state.counters["solved%"] = 100.0 * solved / tried;
}
BENCHMARK(BM_SolveEndgame)
    ->Arg(20)
    ->Arg(30)
    ->Arg(40)
    ->Arg(50)
    ->Arg(60)
    ->Unit(benchmark::kMillisecond);

void BM_OpeningMove(benchmark::State& state) {
  boxing::Arena a = boxing::generate_arena(1, 20, "clusters");
  nimrod::Shape board;
  nimrod::parse_arena(a.text, board);
  for (auto _ : state) {
    nimrod::Solver solver;
    nimrod::Budget budget;
    benchmark::DoNotOptimize(nimrod::choose_move(board, budget, solver));
  }
}
BENCHMARK(BM_OpeningMove)->Unit(benchmark::kMillisecond);

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
BENCHMARK(BM_RefereeGames)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
