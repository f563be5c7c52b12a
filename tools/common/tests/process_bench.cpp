// Per-move overhead of the process runner: what a referee pays to run one move of an entry.
//
//   build/tools/tools_bench
#include <benchmark/benchmark.h>

#include "common/process/process.h"

using contest::Millis;

// One-shot mode: spawn a tiny -O0 program, send one line, read one line, reap (Boxing, Pousse,
// Showdown run every move like this).
static void BM_SpawnAndOneExchange(benchmark::State& state) {
  contest::RunOptions o;
  o.argv = {FIXTURE_quick};
  o.stdin_data = "L3\n";
  o.time_limit = Millis(10000);
  for (auto _ : state) {
    auto r = contest::run_process(o);
    if (!r.ok() || r.out != "L3\n") state.SkipWithError("bad run");
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_SpawnAndOneExchange)->Unit(benchmark::kMicrosecond)->UseRealTime();

// Interactive mode: one line out and one line back to a running program (Shot-Em-Up's arena).
static void BM_InteractiveExchange(benchmark::State& state) {
  contest::Process p;
  contest::RunOptions o;
  o.argv = {FIXTURE_echo_lines};
  if (!p.start(o)) {
    state.SkipWithError("cannot start");
    return;
  }
  std::string line;
  for (auto _ : state) {
    p.write_line("m 1 2", Millis(1000));
    if (p.read_line(line, Millis(1000)) != contest::Process::ReadStatus::Line) {
      state.SkipWithError("no reply");
      break;
    }
  }
  p.finish(Millis(1000));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_InteractiveExchange)->Unit(benchmark::kMicrosecond)->UseRealTime();
