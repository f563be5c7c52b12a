// match.cpp: see match.h.
#include "match.h"

#include <mutex>

#include "common/match/kinds.h"
#include "opening.h"

namespace pousse {

GameOptions game_options(const MatchOptions& options, const contest::ScheduledGame& g) {
  GameOptions o;
  o.size = options.sizes[g.opening % options.sizes.size()];
  o.time_limit = options.time_limit;
  o.max_moves = options.max_moves;
  o.work_dir = options.work_dir;
  // The seed of each opening, as the referee has always made it: a match run before the shared
  // runner replays with the same --seed.
  o.opening = random_opening(
      o.size, options.opening_plies,
      static_cast<std::uint64_t>(options.runner.seed) * 1000003ULL + (std::uint64_t)g.opening);
  return o;
}

std::string start_name(const GameOptions& g) {
  std::string s = std::to_string(g.size) + "x" + std::to_string(g.size);
  for (const Move& m : g.opening) s += " " + m.str();
  return s;
}

contest::Outcome outcome_of(const GameRecord& rec, const GameExtras& extras,
                            const std::string& log_path) {
  contest::Outcome o;
  o.points = rec.winner == 'X'   ? std::vector<double>{1, 0}
             : rec.winner == 'O' ? std::vector<double>{0, 1}
                                 : std::vector<double>{0.5, 0.5};
  o.end = rec.end;
  // A forfeit's end is "SIDE what": the 1998 name of the forfeit after the side.
  if (rec.end != kNormalEnd && rec.winner != '-')
    o.forfeits[rec.end[0] == 'X' ? rec.x_name : rec.o_name] = rec.end.substr(2);
  o.moves = static_cast<long>(rec.moves.size());
  o.slowest_ms = {{rec.x_name, extras.slowest_ms[0]}, {rec.o_name, extras.slowest_ms[1]}};
  o.log = log_path;
  return o;
}

MatchResult play_match(const std::vector<Player>& players, const MatchOptions& options,
                       const GameCallback& on_game) {
  std::vector<std::string> names;
  for (const Player& p : players) names.push_back(p.name);
  const auto kind = contest::kind_of(options.format, options.games);

  // Each game's record waits here, by game number, until the runner reports its result.
  std::mutex lock;
  std::map<long, std::pair<GameRecord, GameExtras>> records;
  contest::GameHooks hooks;
  hooks.start = [&](const contest::ScheduledGame& g) {
    return start_name(game_options(options, g));
  };
  hooks.play = [&](const contest::ScheduledGame& g, int) {
    GameExtras extras;
    GameRecord rec =
        play_game(players[g.seats[0]], players[g.seats[1]], game_options(options, g), &extras);
    const contest::Outcome out = outcome_of(rec, extras, options.log_path);
    std::lock_guard<std::mutex> guard(lock);
    records[g.number] = {std::move(rec), std::move(extras)};
    return out;
  };
  auto on_result = [&](const contest::Result& r) {
    if (!on_game) return;
    std::pair<GameRecord, GameExtras> game;
    {
      std::lock_guard<std::mutex> guard(lock);
      game = records.at(r.number);
    }
    on_game(static_cast<int>(r.number - 1), game.first, game.second);
  };

  MatchResult m;
  m.report = contest::run_match(names, *kind, hooks, options.runner, on_result);
  for (auto& [number, game] : records) m.games.push_back(std::move(game.first));
  const contest::Standings& s = m.report.standings;
  const contest::Tally t = s.tally(0, 1);
  m.a_wins = static_cast<int>(t.wins);
  m.b_wins = static_cast<int>(t.losses);
  m.draws = static_cast<int>(t.draws);
  m.pairs = s.pairs(0, 1);
  for (const auto& [what, count] : s.forfeits(0)) m.a_forfeits[what] = static_cast<int>(count);
  for (const auto& [what, count] : s.forfeits(1)) m.b_forfeits[what] = static_cast<int>(count);
  return m;
}

MatchResult play_match(const Player& a, const Player& b, const MatchOptions& options,
                       const GameCallback& on_game) {
  return play_match(std::vector<Player>{a, b}, options, on_game);
}

std::string summarize(const MatchResult& r, const std::optional<contest::Sprt>& sprt) {
  return contest::pairing_line(r.report.standings, 0, 1, sprt);
}

}  // namespace pousse
