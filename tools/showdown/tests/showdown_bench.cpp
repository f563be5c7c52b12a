// showdown_bench.cpp: turns per second through the mediator (a full game of highnoon against the
// system-test player, one process per turn), and highnoon's own time per turn at -O0, in process
// and as a process.
#include <benchmark/benchmark.h>

#include "common/process/process.h"
#include "game.h"
#include "highnoon.cpp"

static void BM_MediatorGame(benchmark::State& state) {
  int turns = 0;
  for (auto _ : state) {
    const showdown::GameResult g =
        showdown::play_game({"highnoon", HIGHNOON_PATH}, {"standard", SHOWDOWN_STANDARD_PATH}, {});
    turns += g.turns_run;
  }
  state.counters["turns_per_s"] = benchmark::Counter(turns, benchmark::Counter::kIsRate);
}
BENCHMARK(BM_MediatorGame)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

// One decision with its state encoded and decoded, as a turn does it (no process, no disk).
static void BM_EntryDecision(benchmark::State& state) {
  Memory m;
  play_turn(m, false, "INIT A 1");
  const std::string saved = encode(m);
  for (auto _ : state) {
    Memory copy;
    decode(saved + " " + std::to_string(checksum(saved)), copy);
    benchmark::DoNotOptimize(play_turn(copy, true, "OK"));
  }
}
BENCHMARK(BM_EntryDecision);

// A whole turn of the entry as the mediator sees it: spawn, read the state file, answer, exit.
static void BM_EntryProcessTurn(benchmark::State& state) {
  contest::RunOptions run;
  run.argv = {HIGHNOON_PATH, "/tmp/showdown-bench-state"};
  run.stdin_data = "INIT A 1\n";
  double cpu = 0;
  for (auto _ : state) {
    const contest::RunResult r = contest::run_process(run);
    benchmark::DoNotOptimize(r.out);
    cpu += r.cpu_seconds;
  }
  // The entry's own user+system time per turn (wait4), apart from the spawn the mediator pays.
  state.counters["entry_cpu_ms"] = 1000 * cpu / static_cast<double>(state.iterations());
  std::remove("/tmp/showdown-bench-state");
}
BENCHMARK(BM_EntryProcessTurn)->Unit(benchmark::kMillisecond)->UseRealTime();
