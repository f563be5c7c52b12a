// kinds.cpp: see kinds.h.
#include "common/match/kinds.h"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace contest {

namespace {

// A stage of games played: its report, the players of its games ranked by points there (a tie
// in the players' order).
KindResult one_stage(Tournament& t, const std::vector<ScheduledGame>& games,
                     const StageOptions& stage,
                     const std::function<void(const Result&)>& on_result) {
  KindResult r;
  r.stages.push_back(t.play(games, stage, on_result));
  std::set<int> players;
  for (const ScheduledGame& g : games) players.insert(g.players.begin(), g.players.end());
  r.ranking.assign(players.begin(), players.end());
  const Standings& s = r.stages[0].standings;
  std::stable_sort(r.ranking.begin(), r.ranking.end(),
                   [&](int a, int b) { return s.points(a) > s.points(b); });
  return r;
}

// A schedule by opening (make_schedule's) put in the order by pairing: each pairing's games
// together, the same games renumbered in that order, a pair each opening of a pairing.
void order_by_pairing(std::vector<ScheduledGame>& games, long pairings, long games_per_pairing) {
  if (games.empty()) return;
  const long first = games.front().number, openings = (games_per_pairing + 1) / 2;
  for (ScheduledGame& g : games) g.pair = g.pair % pairings * openings + g.opening;
  std::stable_sort(games.begin(), games.end(),
                   [](const ScheduledGame& a, const ScheduledGame& b) { return a.pair < b.pair; });
  for (std::size_t k = 0; k < games.size(); ++k) games[k].number = first + static_cast<long>(k);
}

}  // namespace

KindResult Games::play(Tournament& t, const StageOptions& stage, const OnResult& on_result) const {
  return one_stage(t, games_, stage, on_result);
}

KindResult Pairings::play(Tournament& t, const StageOptions& stage,
                          const OnResult& on_result) const {
  std::vector<ScheduledGame> games = t.schedule(format_, games_per_pairing_);
  const long n = static_cast<long>(t.players().size());
  if (by_pairing_)
    order_by_pairing(games, format_ == Format::Gauntlet ? n - 1 : n * (n - 1) / 2,
                     games_per_pairing_);
  if (host_second_)
    for (ScheduledGame& g : games) {
      std::reverse(g.players.begin(), g.players.end());
      std::reverse(g.seats.begin(), g.seats.end());
      g.id = game_id(g.opening, {t.players()[g.seats[0]], t.players()[g.seats[1]]});
    }
  return one_stage(t, games, stage, on_result);
}

KindResult EveryOrder::play(Tournament& t, const StageOptions& stage,
                            const OnResult& on_result) const {
  std::vector<int> group = players_;
  std::sort(group.begin(), group.end());
  std::vector<ScheduledGame> games;
  for (const std::vector<int>& order : all_orders(group))
    games.push_back(t.game(opening_, static_cast<long>(games.size()), group, order));
  return one_stage(t, games, stage, on_result);
}

KindResult Knockout::play(Tournament& t, const StageOptions& stage,
                          const OnResult& on_result) const {
  KindResult r;
  const KnockoutResult k =
      play_knockout(t, seeded_, first_opening_, on_round_, stage, on_result, &r.stages);
  if (k.champion) r.ranking.push_back(seeded_[k.champion - 1]);
  for (auto round = k.rounds.rbegin(); round != k.rounds.rend(); ++round) {
    std::vector<int> losers;  // seeds
    for (const Bout& b : *round)
      if (b.result) losers.push_back(b.winner == b.high ? b.low : b.high);
    std::sort(losers.begin(), losers.end());
    for (int seed : losers) r.ranking.push_back(seeded_[seed - 1]);
  }
  return r;
}

Staged::Staged(std::vector<Step> steps) : Kind("staged"), steps_(std::move(steps)) {
  if (steps_.empty()) throw std::invalid_argument("a staged event needs a stage");
}

KindResult Staged::play(Tournament& t, const StageOptions& stage, const OnResult& on_result) const {
  KindResult all;
  std::vector<KindResult> before;
  for (std::size_t i = 0; i < steps_.size(); ++i) {
    const std::unique_ptr<Kind> kind = steps_[i](before);
    if (!kind) break;
    StageOptions this_stage = stage;
    this_stage.last = stage.last && i + 1 == steps_.size();
    before.push_back(kind->run(t, this_stage, on_result));
    all.stages.insert(all.stages.end(), before.back().stages.begin(), before.back().stages.end());
    all.ranking = before.back().ranking;
  }
  return all;
}

std::unique_ptr<Kind> kind_of(Format format, long games_per_pairing) {
  if (format == Format::Gauntlet) return std::make_unique<Gauntlet>(games_per_pairing);
  return std::make_unique<RoundRobin>(games_per_pairing);
}

MatchReport run_match(const std::vector<std::string>& players, const Kind& kind,
                      const GameHooks& game, const RunnerOptions& o,
                      const std::function<void(const Result&)>& on_result) {
  // A match is a tournament of one stage.
  if (players.size() < 2) throw std::invalid_argument("a match needs two players or more");
  Tournament t(players, game, o, "match");
  StageOptions stage;
  stage.last = true;
  KindResult r = kind.run(t, stage, on_result);
  if (r.stages.size() != 1)
    throw std::logic_error("a match is one stage; this " + kind.name() + " played " +
                           std::to_string(r.stages.size()));
  return std::move(r.stages[0]);
}

}  // namespace contest
