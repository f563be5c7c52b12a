// series.cpp: see series.h.
#include "series.h"

#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

namespace shootemup {

namespace {

// Where a series' arena output goes: DIR/NAME-gSEED.out, replayable by shootemup_check.
std::string log_path(const SeriesOptions& o, const std::string& name, long long seed) {
  return o.log_dir.empty() ? "" : o.log_dir + "/" + name + "-g" + std::to_string(seed) + ".out";
}

long long info_of(const contest::Result& r, const char* key) {
  const auto it = r.info.find(key);
  if (it == r.info.end())
    throw std::runtime_error("game " + r.id + " is not a Shot-Em-Up series: no \"" + key +
                             "\" in its info");
  return it->second;
}

std::string percent(double x, bool sign = false) {
  char buf[32];
  std::snprintf(buf, sizeof buf, sign ? "%+.2f" : "%.2f", x);
  return buf;
}

}  // namespace

std::string series_input(long long seed, long combats) {
  return "G " + std::to_string(seed) + "\nR " + std::to_string(combats) + "\n";
}

std::string series_start(const SeriesOptions& o, long long seed) {
  std::string start = "G " + std::to_string(seed) + ", R " + std::to_string(o.combats);
  if (o.arena.max_pairs != RefereeOptions{}.max_pairs)
    start += ", max-pairs " + std::to_string(o.arena.max_pairs);
  return start;
}

void check_series(const SeriesOptions& o) {
  if (o.series < 1 || o.combats < 1) throw std::invalid_argument("-n and --combats: at least 1");
  if (o.runner.seed < 0 || o.runner.seed > kMaxSeriesSeed - o.series + 1)
    throw std::invalid_argument("--seed: the series' seeds must lie from 0 to " +
                                std::to_string(kMaxSeriesSeed) + " (G takes 9 digits), got " +
                                std::to_string(o.runner.seed) + " to " +
                                std::to_string(o.runner.seed + o.series - 1));
}

// The round line, the errors and how the robot ended are read from the lines; the whole output is
// the log.
contest::Played play_series(const contest::Program& robot, const SeriesOptions& o, long long seed) {
  RefereeOptions arena = o.arena;
  arena.program = {robot.path};
  arena.env = robot.env;
  contest::Played played;
  contest::Outcome& out = played.outcome;
  out.log = log_path(o, robot.name, seed);
  std::ofstream log;
  if (!out.log.empty()) {
    log.open(out.log, std::ios::binary | std::ios::trunc);
    if (!log) throw std::runtime_error("cannot write " + out.log);
  }
  std::string first_error, end_failure;
  RefereeHooks hooks;
  hooks.print = [&](const std::string& line) {
    if (log.is_open()) log << line << '\n';
    played.log += line + '\n';
    const std::string error = "! ERROR in combat ";
    if (line.rfind(error, 0) == 0 && first_error.empty()) {
      const std::size_t colon = line.find(": ");
      first_error = colon == std::string::npos ? line.substr(2) : line.substr(colon + 2);
    } else if (line.rfind("! ROUNDS ", 0) == 0) {
      out.end = line.substr(2);
    } else if (line.rfind("! the robot ", 0) == 0) {
      end_failure = line.substr(2);
    }
  };
  std::istringstream in(series_input(seed, o.combats));
  std::ostringstream unused;
  const RefereeTotals t = run_referee(in, unused, arena, hooks);
  if (log.is_open() && !log.flush()) throw std::runtime_error("cannot write " + out.log);

  // As the round line judges it: more than half the combats won passes (ruling 15).
  const double points = 2 * t.wins > t.combats ? 1 : 2 * t.wins == t.combats ? 0.5 : 0;
  out.points = {points, 1 - points};
  std::string fault = first_error;
  if (!end_failure.empty()) fault += (fault.empty() ? "" : "; ") + end_failure;
  if (!fault.empty()) out.forfeits[robot.name] = fault;
  out.moves = t.moves;
  out.info = {{"seed", seed},       {"combats", t.combats}, {"wins", t.wins},
              {"losses", t.losses}, {"errors", t.errors},   {"capped", t.capped}};
  out.slowest_ms[robot.name] = t.slowest_reply_ms;
  return played;
}

std::string series_summary(const std::vector<contest::Result>& results) {
  // Step 1. Each robot's totals, and its win rate per seed for the comparison.
  struct Totals {
    long series = 0, passed = 0;
    long long combats = 0, wins = 0, losses = 0, errors = 0, capped = 0, slowest_ms = 0;
    std::map<std::string, long> faults;
    std::map<long long, double> rate;  // by seed: wins per combat
  };
  std::vector<std::string> order;
  std::map<std::string, Totals> by_robot;
  for (const contest::Result& r : results) {
    if (r.players.size() != 2 || r.players[1] != kRandomName || r.first != r.players[0])
      throw std::runtime_error("game " + r.id + " is not a Shot-Em-Up series");
    const std::string& name = r.players[0];
    if (!by_robot.count(name)) order.push_back(name);
    Totals& t = by_robot[name];
    const long long combats = info_of(r, "combats"), wins = info_of(r, "wins");
    ++t.series;
    t.passed += r.points[0] == 1;
    t.combats += combats, t.wins += wins, t.losses += info_of(r, "losses");
    t.errors += info_of(r, "errors"), t.capped += info_of(r, "capped");
    const auto slow = r.slowest_ms.find(name);
    if (slow != r.slowest_ms.end()) t.slowest_ms = std::max(t.slowest_ms, slow->second);
    const auto fault = r.forfeits.find(name);
    if (fault != r.forfeits.end()) ++t.faults[fault->second];
    t.rate[info_of(r, "seed")] = combats ? double(wins) / combats : 0;
  }

  // Step 2. One line per robot.
  std::ostringstream out;
  for (const std::string& name : order) {
    const Totals& t = by_robot[name];
    const contest::Interval w = contest::wilson(double(t.wins), static_cast<long>(t.combats));
    out << name << ": combats " << t.combats << " wins " << t.wins << " loses " << t.losses
        << " errors " << t.errors << " capped " << t.capped << ", win rate "
        << percent(t.combats ? 100.0 * t.wins / t.combats : 0) << "% [" << percent(100 * w.low)
        << "%, " << percent(100 * w.high) << "%] (Wilson 95%); " << t.series << " series, "
        << t.passed << " passed; slowest reply " << t.slowest_ms << " ms";
    if (!t.faults.empty()) {
      out << "; faults:";
      for (const auto& [why, n] : t.faults) out << " " << why << " x" << n << ";";
    }
    out << "\n";
  }

  // Step 3. Each later robot against the first, seed by seed: the series of one seed are the
  // same combats, so the mean of the differences has a far smaller spread than two totals.
  for (std::size_t b = 1; b < order.size(); ++b) {
    const Totals &ta = by_robot[order[0]], &tb = by_robot[order[b]];
    std::vector<double> diff;
    long ahead = 0, behind = 0;
    for (const auto& [seed, rate] : ta.rate) {
      const auto it = tb.rate.find(seed);
      if (it == tb.rate.end()) continue;
      diff.push_back(100 * (rate - it->second));
      ahead += rate > it->second, behind += rate < it->second;
    }
    out << order[0] << " - " << order[b] << ": ";
    if (diff.empty()) {
      out << "no seed played by both\n";
      continue;
    }
    const double n = static_cast<double>(diff.size());
    double mean = 0, var = 0;
    for (double d : diff) mean += d / n;
    for (double d : diff) var += (d - mean) * (d - mean) / std::max(1.0, n - 1);
    const double half = 1.96 * std::sqrt(var / n);  // normal approximation of the mean
    out << percent(mean, true) << " points of win rate";
    if (diff.size() > 1)
      out << " [" << percent(mean - half, true) << ", " << percent(mean + half, true)
          << "] (95%, paired by seed)";
    out << " over " << diff.size() << " seeds; " << order[0] << " ahead on " << ahead << ", "
        << order[b] << " on " << behind << ", equal on " << (diff.size() - ahead - behind) << "\n";
  }
  return out.str();
}

}  // namespace shootemup
