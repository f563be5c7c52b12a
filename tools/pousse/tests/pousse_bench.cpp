// pousse_bench.cpp: Bulldozer's depth reached under a time limit from the empty board, and its
// nodes per second, by board size (Google Benchmark; counters depth and nps). The entry is compiled
// at -O0 here, as in the contest. The 30 s runs take three minutes in all; select the 1 s ones with
// --benchmark_filter='BM_EmptyBoard/.*/1000/'.
#include <benchmark/benchmark.h>

#include "bulldozer.cpp"

namespace {

// Args: board size, milliseconds per move, threads.
void BM_EmptyBoard(benchmark::State& state) {
  const int n = (int)state.range(0);
  Limits l;
  l.budget_ms = state.range(1);
  l.threads = (int)state.range(2);
  SearchResult r;
  for (auto _ : state) {
    Position p;
    History h;
    std::string err;
    setup(n, {}, p, h, err);
    tt.resize(table_bits(l.budget_ms));  // as the entry's main does
    search_start = Clock::now();
    r = think(p, h, l);
  }
  state.counters["depth"] = r.depth;
  state.counters["nodes"] = (double)r.nodes;
  state.counters["nps"] = r.ms ? 1000.0 * r.nodes / r.ms : 0;
}

BENCHMARK(BM_EmptyBoard)
    ->ArgsProduct({{4, 6, 7, 8, 12, 20}, {1000, 30000}, {1}})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

// The rules themselves: one move played and undone by copying, on a half-full board.
void BM_DoMove(benchmark::State& state) {
  Position p;
  History h;
  std::string err;
  setup((int)state.range(0), {"L1", "T2", "R3", "B4", "L2", "T3"}, p, h, err);
  int m = 0;
  for (auto _ : state) {
    Position q = p;
    do_move(q, m);
    benchmark::DoNotOptimize(q.key);
    m = (m + 1) % (4 * board_n);
  }
}
BENCHMARK(BM_DoMove)->Arg(6)->Arg(20);

}  // namespace
