// The match runner's own cost per game (the target: under 1 ms): scheduling, the result's JSON
// line written to a results file, the standings, the sequential test and the progress line, for
// games that cost nothing themselves.
//
//   build/tools/tools_bench --benchmark_filter=Runner
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <cstdio>
#include <sstream>

#include "common/match/match.h"
#include "sample_result.h"

namespace {

// A match of `games` instant games between two players, with every feature on.
void BM_RunnerOverheadPerGame(benchmark::State& state) {
  const long games = state.range(0);
  const std::vector<std::string> players{"first", "second"};
  const auto schedule = contest::make_schedule(contest::Format::RoundRobin, players, games);
  contest::GameHooks hooks;
  hooks.start = [](const contest::ScheduledGame& g) {
    return "6x6 seed " + std::to_string(g.opening);
  };
  hooks.play = [](const contest::ScheduledGame& g, int) {
    contest::Outcome o;
    o.points = g.number % 3 == 0 ? std::vector<double>{0.5, 0.5} : std::vector<double>{1, 0};
    o.end = "game ended normally";
    o.moves = 30;
    o.slowest_ms = {{"first", 120}, {"second", 4}};
    return o;
  };
  const std::string path = "/tmp/contest-match-bench-" + std::to_string(getpid()) + ".jsonl";
  std::ostringstream progress;
  contest::RunnerOptions o;
  o.results = path;
  o.jobs = 2;
  o.progress = &progress;
  // A test that never decides here (the games are drawn from a fixed 2:1 pattern with both
  // hypotheses far off), so every game is played and scored.
  o.sprt = contest::Sprt::parse("elo0=-1000,elo1=1000,alpha=0.0001,beta=0.0001");
  for (auto _ : state) {
    std::remove(path.c_str());
    progress.str("");
    const contest::MatchReport r = contest::run_match(players, schedule, hooks, o);
    if (r.played != games) state.SkipWithError("games were left unplayed");
  }
  std::remove(path.c_str());
  state.SetItemsProcessed(state.iterations() * games);
  state.counters["per_game"] =
      benchmark::Counter(static_cast<double>(state.iterations() * games),
                         benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_RunnerOverheadPerGame)->Arg(1000)->Unit(benchmark::kMillisecond)->UseRealTime();

// Reading a results file back, as --resume and merge do.
void BM_ResultsLineRoundTrip(benchmark::State& state) {
  const contest::Result r = contest::sample_result();
  for (auto _ : state) {
    const contest::Result back = contest::from_line(contest::to_line(r));
    benchmark::DoNotOptimize(back.moves);
  }
}
BENCHMARK(BM_ResultsLineRoundTrip)->Unit(benchmark::kMicrosecond);

}  // namespace
