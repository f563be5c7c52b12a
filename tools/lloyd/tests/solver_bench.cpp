// Benchmarks of the optimal solver (tools/lloyd/SOLVER.md) on Korf's 50: IDA*'s nodes per second
// and the heuristic's mean value at the start beside the proved optima (lloyd/data/optima.tsv).
// They need the databases: `cmake --build BUILD --target lloyd_pdbs` (or LLOYD_PDB_DIR), and kf+
// `lloyd_solve --build --pdb-dir BUILD/pdb --partition kf+` (SOLVER.md).
//   lloyd_solver_bench --benchmark_filter=NodesPerSecond
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "heuristic.h"
#include "search.h"

namespace {

using namespace lloyd::solver;

std::string pdb_dir() {
  const char* d = std::getenv("LLOYD_PDB_DIR");
  return d ? d : PDB_DIR;
}

std::vector<lloyd::Square> korf50() {
  std::vector<lloyd::Square> squares;
  std::ifstream in(std::string(LLOYD_DIR) + "/data/korf50.txt");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    int index;
    std::string cells;
    words >> index >> cells;
    lloyd::Square s;
    std::copy(cells.begin(), cells.end(), s.begin());
    squares.push_back(s);
  }
  return squares;
}

// Proved optima by Korf index (the rows whose status is optimal).
std::map<int, int> optima() {
  std::map<int, int> o;
  std::ifstream in(std::string(LLOYD_DIR) + "/data/optima.tsv");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line[0] == 'i') continue;
    std::istringstream words(line);
    int index, length;
    std::string status;
    words >> index >> status >> length;
    if (status == "optimal") o[index] = length;
  }
  return o;
}

// The heuristic of the partitions named, comma-separated ("kf+,corner+": their maximum). One is
// loaded at a time (kf+ alone is 5.6 GB); the benchmarks of one come one after another.
const Heuristic* heuristic(benchmark::State& state, const std::string& partitions) {
  static std::string loaded_names;
  static std::unique_ptr<Heuristic> loaded;
  if (!loaded || loaded_names != partitions) {
    loaded.reset();
    std::vector<std::string> names;
    std::istringstream list(partitions);
    for (std::string name; std::getline(list, name, ',');) names.push_back(name);
    try {
      loaded = std::make_unique<Heuristic>(names, pdb_dir(), false);
      loaded_names = partitions;
    } catch (const std::exception& e) {
      state.SkipWithError(e.what());
      return nullptr;
    }
  }
  return loaded.get();
}

// IDA* on Korf square N (range) for a fixed number of nodes, one thread; per CPU second (on a
// shared machine the wall time says little).
void BM_NodesPerSecond(benchmark::State& state, const std::string& partition) {
  const Heuristic* h = heuristic(state, partition);
  if (!h) return;
  const lloyd::Square s = korf50()[state.range(0) - 1];
  uint64_t nodes = 0;
  for (auto _ : state) {
    Limits limits;
    limits.nodes = 10000000;
    Search search(*h, s, partition, limits);
    search.run();
    nodes += search.run_nodes();
  }
  state.SetItemsProcessed(static_cast<int64_t>(nodes));
}
BENCHMARK_CAPTURE(BM_NodesPerSecond, corner_blank, std::string("corner+"))
    ->Arg(1)
    ->Arg(38)
    ->Unit(benchmark::kSecond)
    ->MeasureProcessCPUTime()
    ->Iterations(1);
BENCHMARK_CAPTURE(BM_NodesPerSecond, kf_blank, std::string("kf+"))
    ->Arg(1)
    ->Arg(38)
    ->Unit(benchmark::kSecond)
    ->MeasureProcessCPUTime()
    ->Iterations(1);
BENCHMARK_CAPTURE(BM_NodesPerSecond, kf, std::string("kf"))
    ->Arg(1)
    ->Arg(38)
    ->Unit(benchmark::kSecond)
    ->MeasureProcessCPUTime()
    ->Iterations(1);
// IDA* on Korf square N (range 0) through the iteration of threshold T (range 1), one thread:
// the nodes and CPU time of a proof's first iterations. The lazy maximum of corner+ and kf+ cuts
// the nodes 1.1 to 7.5 times as the square goes, so it pays on some squares (27) and not on others
// (15).
void BM_ProofToThreshold(benchmark::State& state, const std::string& partitions) {
  const Heuristic* h = heuristic(state, partitions);
  if (!h) return;
  const lloyd::Square s = korf50()[state.range(0) - 1];
  uint64_t nodes = 0;
  for (auto _ : state) {
    Limits limits;
    limits.max_threshold = static_cast<int>(state.range(1));
    Search search(*h, s, partitions, limits);
    search.run();
    nodes += search.run_nodes();
  }
  state.counters["nodes"] = static_cast<double>(nodes);
}
BENCHMARK_CAPTURE(BM_ProofToThreshold, corner_blank, std::string("corner+"))
    ->Args({27, 75})
    ->Args({15, 73})
    ->Unit(benchmark::kSecond)
    ->MeasureProcessCPUTime()
    ->Iterations(1);
BENCHMARK_CAPTURE(BM_ProofToThreshold, corner_blank_then_kf_blank, std::string("corner+,kf+"))
    ->Args({27, 75})
    ->Args({15, 73})
    ->Unit(benchmark::kSecond)
    ->MeasureProcessCPUTime()
    ->Iterations(1);
BENCHMARK_CAPTURE(BM_NodesPerSecond, none, std::string("none"))
    ->Arg(1)
    ->Unit(benchmark::kSecond)
    ->MeasureProcessCPUTime()
    ->Iterations(1);

// The heuristic at the start of each of Korf's 50 (raised to the parity of the paths, as the
// search starts): its mean, and on the squares with a proved optimum, its mean beside the optima's.
void BM_HeuristicMean(benchmark::State& state, const std::string& partition) {
  const Heuristic* h = heuristic(state, partition);
  if (!h) return;
  const auto squares = korf50();
  const auto proved = optima();
  double sum = 0, sum_proved = 0, sum_optima = 0;
  for (auto _ : state) {
    sum = sum_proved = sum_optima = 0;
    for (std::size_t i = 0; i < squares.size(); ++i) {
      const int v = h->bound(Position::from_square(squares[i]));
      sum += v;
      auto it = proved.find(static_cast<int>(i) + 1);
      if (it != proved.end()) sum_proved += v, sum_optima += it->second;
    }
  }
  state.counters["mean_h"] = sum / squares.size();
  state.counters["proved"] = static_cast<double>(proved.size());
  if (!proved.empty()) {
    state.counters["mean_h_proved"] = sum_proved / proved.size();
    state.counters["mean_optimum"] = sum_optima / proved.size();
  }
}
BENCHMARK_CAPTURE(BM_HeuristicMean, corner_blank, std::string("corner+"));
BENCHMARK_CAPTURE(BM_HeuristicMean, five_blank, std::string("five+"));
BENCHMARK_CAPTURE(BM_HeuristicMean, kf_blank, std::string("kf+"));
BENCHMARK_CAPTURE(BM_HeuristicMean, kf_blank_corner_blank, std::string("kf+,corner+"));
BENCHMARK_CAPTURE(BM_HeuristicMean, kf, std::string("kf"));
BENCHMARK_CAPTURE(BM_HeuristicMean, five, std::string("five"));
BENCHMARK_CAPTURE(BM_HeuristicMean, none, std::string("none"));

}  // namespace
