// Benchmarks of Lloyd's Dilemma: the entry's search speed, the best length it finds against its
// budget (the real -O0 binary, run as the referee runs it), and the start-up cost of its tables.
//   lloyd_bench --benchmark_filter=BestLength/1   (the 60 s point takes a minute per square)
#include <benchmark/benchmark.h>

#include "beammeup.cpp"
#include "referee.h"

namespace {

bmu::Board korf_square(const char* cells) {
  bmu::Board b;
  std::string text, err;
  for (int r = 0; r < 5; ++r) text += std::string(cells + r * 5, 5) + "\n";
  bmu::parse_board(text, b, err);
  return b;
}

const char* kKorf1 = "LCIVARXDNSUEO+JHMFBQGWPTK";

void BM_TableStartup(benchmark::State& state) {
  for (auto _ : state) bmu::init_tables();
}
BENCHMARK(BM_TableStartup);

// Nodes per second of one search on Korf's instance 1 (this build's optimisation; the entry
// itself runs at -O0). search(start, clock) returns the nodes it generated.
template <typename Search>
void nodes_per_second(benchmark::State& state, Search search) {
  bmu::init_tables();
  bmu::Board b = korf_square(kKorf1);
  long long nodes = 0;
  for (auto _ : state) {
    bmu::Clock clk;
    clk.deadline = 1e9;
    nodes += search(b, clk);
  }
  state.SetItemsProcessed(nodes);
}

void BM_IdaNodes(benchmark::State& state) {
  nodes_per_second(state, [](const bmu::Board& b, bmu::Clock& clk) {
    bmu::Ida ida;
    ida.clock = &clk, ida.node_limit = 1000000;
    ida.solve(b, bmu::goal_board(), 200, nullptr);
    return ida.nodes;
  });
}
BENCHMARK(BM_IdaNodes)->Unit(benchmark::kMillisecond);

void BM_BeamNodes(benchmark::State& state) {
  nodes_per_second(state, [](const bmu::Board& b, bmu::Clock& clk) {
    bmu::Beam beam;
    beam.width = 4096, beam.clock = &clk;
    beam.solve(b);
    return beam.nodes;
  });
}
BENCHMARK(BM_BeamNodes)->Unit(benchmark::kMillisecond);

// The first solution: the width-64 beam on the generated squares of seeds 1-1000. Counts the
// squares where it found no perfect solution (the entry would widen the beam) and the mean length.
void BM_FirstSolution(benchmark::State& state) {
  bmu::init_tables();
  int failures = 0;
  double total = 0;
  for (auto _ : state) {
    failures = 0, total = 0;
    for (uint64_t seed = 1; seed <= 1000; ++seed) {
      lloyd::Square sq = lloyd::random_square(seed);
      bmu::Board b;
      std::string err;
      bmu::parse_board(lloyd::to_text(sq), b, err);
      bmu::Clock clk;
      clk.deadline = 1e18;
      bmu::Beam beam;
      beam.width = 64, beam.clock = &clk;
      std::string moves = beam.solve(b);
      failures += moves.empty() || !lloyd::replay(sq, moves).perfect;
      total += moves.size();
    }
  }
  state.counters["failures"] = failures;
  state.counters["mean_length"] = total / 1000;
}
BENCHMARK(BM_FirstSolution)->Iterations(1)->Unit(benchmark::kSecond);

// The -O0 entry on Korf's instances 25 and 40 (transport optima 67 and 66) with a budget.
void BM_BestLength(benchmark::State& state) {
  static const char* squares[] = {"korf-25", "korf-40"};
  const char* cells =
      state.range(1) == 0 ? "FGWBEORSJDILCUT+KMNXAQPHV" : "BXSNCPKFJEGTQADI+VOMRLUHW";
  lloyd::Square sq;
  for (int i = 0; i < 25; ++i) sq[i] = cells[i];
  std::string path = "/tmp/lloyd_bench_square.txt";
  FILE* f = fopen(path.c_str(), "w");
  fputs(lloyd::to_text(sq).c_str(), f);
  fclose(f);
  lloyd::Entry e{"beammeup", BEAMMEUP_PATH, {std::to_string(state.range(0))}, {}};
  lloyd::Assessment o;
  for (auto _ : state) o = lloyd::run_entry(e, path, state.range(0) + 30.0);
  std::remove(path.c_str());
  state.SetLabel(squares[state.range(1)]);
  state.counters["length"] = o.perfect() ? o.replay.moves : -1;
  state.counters["transports"] = o.replay.transports;
  state.counters["cpu_s"] = o.cpu_seconds;
}
BENCHMARK(BM_BestLength)
    ->ArgsProduct({{1, 10, 60}, {0, 1}})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);

}  // namespace
