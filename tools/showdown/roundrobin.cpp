// roundrobin.cpp: see roundrobin.h.
#include "roundrobin.h"

#include <algorithm>
#include <fstream>
#include <iomanip>
#include <mutex>
#include <numeric>
#include <sstream>
#include <thread>

namespace showdown {

RoundRobinResult run_round_robin(const std::vector<Entrant>& players, const RoundRobinOptions& o,
                                 const std::function<void(const std::string&)>& progress) {
  RoundRobinResult r;
  const std::size_t n = players.size();
  for (const Entrant& e : players) r.names.push_back(e.name);
  r.wins.assign(n, std::vector<int>(n, 0));
  r.points = r.wins;

  // Step 1. The schedule: every pair once per seed, seed by seed, so that an interrupted run has
  // whole seeds behind it.
  struct Job {
    unsigned seed;
    std::size_t a, b;
  };
  std::vector<Job> jobs;
  for (int s = 0; s < o.seeds; ++s)
    for (std::size_t a = 0; a < (o.gauntlet ? std::min<std::size_t>(n, 1) : n); ++a)
      for (std::size_t b = a + 1; b < n; ++b) jobs.push_back({o.mediator.seed + s, a, b});

  // Step 2. Workers take the next match until none is left.
  std::mutex lock;
  std::size_t next = 0;
  auto worker = [&] {
    for (;;) {
      Job job;
      {
        std::lock_guard<std::mutex> guard(lock);
        if (next == jobs.size()) return;
        job = jobs[next++];
      }
      MediatorOptions mo = o.mediator;
      mo.seed = job.seed;
      const MatchResult m = play_match(players[job.a], players[job.b], mo);
      std::vector<std::string> written;
      for (const GameResult& g : m.games) {
        if (o.log_dir.empty()) continue;
        const std::string path = o.log_dir + "/s" + std::to_string(job.seed) + "-" + g.names[0] +
                                 "-vs-" + g.names[1] + ".log";
        std::ofstream(path) << g.log;
        written.push_back(path);
      }
      std::lock_guard<std::mutex> guard(lock);
      ++r.matches;
      const std::size_t w = m.winner ? job.b : job.a;
      ++r.wins[w][w == job.a ? job.b : job.a];
      r.points[job.a][job.b] += m.total[0];
      r.points[job.b][job.a] += m.total[1];
      for (const GameResult& g : m.games) {
        r.faults += g.stats[0].faults + g.stats[1].faults;
        r.spawn_failures += g.log.find("\tspawn-failed\t") != std::string::npos;
      }
      r.logs.insert(r.logs.end(), written.begin(), written.end());
      if (progress) {
        std::ostringstream line;
        line << "[" << r.matches << "/" << jobs.size() << "] seed " << job.seed << ": "
             << players[job.a].name << " " << m.total[0] << " - " << m.total[1] << " "
             << players[job.b].name << " -> " << players[w].name
             << (m.decided_by == "score" ? "" : " (by " + m.decided_by + ")");
        progress(line.str());
      }
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < std::max(1, o.jobs); ++t) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
  return r;
}

std::string crosstable(const RoundRobinResult& r) {
  const std::size_t n = r.names.size();
  std::vector<int> won(n, 0), played(n, 0);
  std::vector<long> points(n, 0);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      won[i] += r.wins[i][j];
      played[i] += r.wins[i][j] + r.wins[j][i];
      points[i] += r.points[i][j];
    }
  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return won[a] != won[b] ? won[a] > won[b] : points[a] > points[b];
  });
  std::size_t width = 6;
  for (const auto& name : r.names) width = std::max(width, name.size() + 1);
  std::ostringstream out;
  out << std::left << std::setw(4) << "#" << std::setw(static_cast<int>(width)) << "player";
  for (std::size_t j : order) out << std::setw(8) << r.names[j].substr(0, 7);
  out << "  won    points  per match\n";
  for (std::size_t k = 0; k < n; ++k) {
    const std::size_t i = order[k];
    out << std::setw(4) << k + 1 << std::setw(static_cast<int>(width)) << r.names[i];
    for (std::size_t j : order) {
      const std::string cell =
          i == j ? "-"
                 : std::to_string(r.wins[i][j]) + "/" + std::to_string(r.wins[i][j] + r.wins[j][i]);
      out << std::setw(8) << cell;
    }
    out << "  " << std::setw(7) << (std::to_string(won[i]) + "/" + std::to_string(played[i]))
        << std::right << std::setw(8) << points[i] << std::setw(11)
        << (played[i] ? points[i] / played[i] : 0) << std::left << "\n";
  }
  return out.str();
}

}  // namespace showdown
