// roundrobin.cpp: see roundrobin.h.
#include "roundrobin.h"

#include <mutex>
#include <sstream>

#include "common/core/files.h"
#include "common/match/kinds.h"
#include "showdown_game.h"

namespace showdown {

unsigned match_seed(const RoundRobinOptions& o, const contest::ScheduledGame& g) {
  const bool swapped = g.seats[0] != g.players[0];
  return o.mediator.seed + static_cast<unsigned>(2 * g.opening + (swapped ? 1 : 0));
}

RoundRobinResult run_round_robin(const std::vector<Entrant>& players, const RoundRobinOptions& o,
                                 const std::function<void(const contest::Result&)>& on_result) {
  std::vector<std::string> names;
  for (const Entrant& e : players) names.push_back(e.name);
  const auto kind = contest::kind_of(
      o.gauntlet ? contest::Format::Gauntlet : contest::Format::RoundRobin, o.seeds);

  RoundRobinResult r;
  std::mutex lock;
  contest::GameHooks hooks;
  hooks.start = [&](const contest::ScheduledGame& g) {
    return "seed " + std::to_string(match_seed(o, g));
  };
  // One match: its first player goes first in its first game and is the higher seed of ruling 13.
  hooks.play = [&](const contest::ScheduledGame& g, int) {
    RefereeOptions mo = o.mediator;
    mo.seed = match_seed(o, g);
    const Entrant& a = players[g.seats[0]];
    const Entrant& b = players[g.seats[1]];
    const MatchResult m = play_match(a, b, mo);
    contest::Outcome out;
    out.points = {m.winner == 0 ? 1.0 : 0.0, m.winner == 1 ? 1.0 : 0.0};
    out.end = m.decided_by;
    long long faults = 0;
    std::vector<std::string> written;
    for (const GameResult& game : m.games) {
      out.moves += game.turns_run;
      faults += game.stats[0].faults + game.stats[1].faults;
      for (const auto& [name, why] : outcome_of(game).forfeits) out.forfeits[name] = why;
      if (o.log_dir.empty()) continue;
      const std::string path = o.log_dir + "/s" + std::to_string(mo.seed) + "-" + game.names[0] +
                               "-vs-" + game.names[1] + ".log";
      contest::write_file(path, game.log);
      written.push_back(path);
    }
    out.info = {{"first_points", m.total[0]}, {"second_points", m.total[1]}, {"faults", faults}};
    for (const std::string& path : written) out.log += (out.log.empty() ? "" : " ") + path;
    std::lock_guard<std::mutex> guard(lock);
    r.logs.insert(r.logs.end(), written.begin(), written.end());
    return out;
  };
  r.report = contest::run_match(names, *kind, hooks, o.runner, on_result);
  for (const contest::Result& res : r.report.results) {
    const auto it = res.info.find("faults");
    r.faults += it == res.info.end() ? 0 : static_cast<int>(it->second);
    r.spawn_failures += !res.forfeits.empty();
  }
  return r;
}

std::string describe_match(const contest::Result& r) {
  const std::vector<std::string> seats = r.seats();
  const auto points = [&](const char* key) {
    const auto it = r.info.find(key);
    return it == r.info.end() ? 0LL : it->second;
  };
  const std::string& winner = r.points_of(seats[0]) > 0 ? seats[0] : seats[1];
  std::ostringstream line;
  line << r.start << ": " << seats[0] << " " << points("first_points") << " - "
       << points("second_points") << " " << seats[1] << " -> " << winner
       << (r.end == "score" ? "" : " (by " + r.end + ")");
  return line.str();
}

}  // namespace showdown
