// shootemup_bench.cpp: combats per second through the arena, and our robot's time per move and
// per belief update. This file is built at -O0, as the entry is, so that the robot's figures are
// the contest's; the arena itself is a library built with the build type's optimisation.
#include <benchmark/benchmark.h>

#include <sstream>

#include "arena.h"
#include "ghostsight.cpp"

namespace {

// A round of 100 combats through the arena, process and pipes included: our -O0 entry, and the
// baseline robot for comparison of the arena's overhead.
void BM_ArenaCombats(benchmark::State& state, const char* robot) {
  shootemup::RefereeOptions options;
  options.program = {robot};
  long combats = 0;
  for (auto _ : state) {
    std::istringstream in("G 1\nR 100\n");
    std::ostringstream out;
    combats += shootemup::run_referee(in, out, options).combats;
  }
  state.counters["combats/s"] =
      benchmark::Counter(static_cast<double>(combats), benchmark::Counter::kIsRate);
}
BENCHMARK_CAPTURE(BM_ArenaCombats, ghostsight, GHOSTSIGHT_PATH)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(BM_ArenaCombats, baseline, BASELINE_PATH)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The robot's whole self-play bench script: moves per second at -O0.
void BM_GhostMoves(benchmark::State& state) {
  long moves = 0;
  for (auto _ : state) moves += ghost::bench(20).moves;
  state.counters["moves/s"] =
      benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
  state.counters["us/move"] = benchmark::Counter(
      static_cast<double>(moves), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_GhostMoves)->Unit(benchmark::kMillisecond);

// One Bayes update after an N line, on a spread-out belief.
void BM_BeliefUpdate(benchmark::State& state) {
  ghost::Belief belief;
  belief.reset(0);
  for (auto _ : state) {
    belief.after_their_move(44, -1);
    benchmark::DoNotOptimize(belief.p[0][0][0]);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_BeliefUpdate);

// One move decision on a spread-out belief.
void BM_Choose(benchmark::State& state) {
  ghost::Ghost robot;
  for (auto _ : state) {
    robot.start(3, 4);
    robot.read_miss();
    benchmark::DoNotOptimize(robot.choose());
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Choose);

}  // namespace
