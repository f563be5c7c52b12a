// tournament.cpp: see tournament.h.
#include "tournament.h"

#include <algorithm>
#include <memory>
#include <sstream>

#include "common/core/files.h"
#include "common/match/kinds.h"
#include "match.h"

namespace showdown {

namespace {

// Writes a game's log as log_dir/name.log, when log_dir is set.
void save_log(const std::string& log_dir, const std::string& name, const GameResult& g) {
  if (!log_dir.empty()) contest::write_file(log_dir + "/" + name + ".log", g.log);
}

long long info(const contest::Result& r, const char* key) {
  const auto it = r.info.find(key);
  return it == r.info.end() ? 0 : it->second;
}

// A game of the layer: on opening 0 an entrant's seeding game as player one against the standard
// player (players[0]); on opening R a match of round R, the higher seed first.
contest::Outcome play(const contest::ScheduledGame& g, const std::vector<Entrant>& field,
                      const RefereeOptions& options, const std::string& log_dir) {
  const Entrant& a = field[g.seats[0]];
  const Entrant& b = field[g.seats[1]];
  contest::Outcome out;
  if (g.opening == 0) {
    const GameResult game = play_game(a, b, options);
    save_log(log_dir, "seed-" + a.name, game);
    out.points = game_points(game);
    out.end = outcome_name(game.outcome);
    out.moves = game.turns_run;
    out.info = {{"score", game.score[0].total()}, {"completed", game.stats[0].faults == 0}};
    return out;
  }
  const MatchResult m = play_match(a, b, options);
  const std::string name = "r" + std::to_string(g.opening) + "-" + a.name + "-vs-" + b.name;
  save_log(log_dir, name + "-g1", m.games[0]);
  save_log(log_dir, name + "-g2", m.games[1]);
  out.points = {m.winner == 0 ? 1.0 : 0.0, m.winner == 1 ? 1.0 : 0.0};
  out.end = m.decided_by;
  out.moves = m.games[0].turns_run + m.games[1].turns_run;
  out.info = {{"first_points", m.total[0]},
              {"second_points", m.total[1]},
              {"game1_first", m.games[0].score[0].total()},
              {"game1_second", m.games[0].score[1].total()},
              {"game2_first", m.games[1].score[1].total()},
              {"game2_second", m.games[1].score[0].total()}};
  return out;
}

// The seeding table: those that completed their game first, by score; the table to the report.
void seed_entrants(TournamentResult& t, const std::vector<Entrant>& field,
                   const std::vector<contest::Result>& games) {
  for (std::size_t k = 0; k < games.size(); ++k)
    t.seeds.push_back({field[k + 1], static_cast<int>(info(games[k], "score")),
                       info(games[k], "completed") != 0});
  std::stable_sort(t.seeds.begin(), t.seeds.end(), [](const Seeding& x, const Seeding& y) {
    if (x.completed != y.completed) return x.completed;
    return x.score > y.score;
  });
  t.report.push_back("Seeding (system-test game as player one against " + field[0].name + "):");
  for (std::size_t i = 0; i < t.seeds.size(); ++i) {
    const Seeding& s = t.seeds[i];
    std::ostringstream line;
    line << "  seed " << i + 1 << "  " << s.entrant.name << "  " << s.score
         << (s.completed ? "" : "  (did not complete: not seeded)");
    t.report.push_back(line.str());
  }
}

// A round's lines: a bye, or a match with its totals, its games' scores and its winner.
void report_round(TournamentResult& t, int round, const std::vector<contest::Bout>& bouts,
                  const std::vector<std::string>& names) {
  t.report.push_back("Round " + std::to_string(round) + ":");
  for (const contest::Bout& b : bouts) {
    if (!b.result) {
      if (b.high) t.report.push_back("  " + names[b.high - 1] + " has a bye");
      continue;
    }
    const contest::Result& r = *b.result;
    std::ostringstream line;
    line << "  " << r.players[0] << " " << info(r, "first_points") << " - "
         << info(r, "second_points") << " " << r.players[1] << "  (games " << info(r, "game1_first")
         << "-" << info(r, "game1_second") << ", " << info(r, "game2_first") << "-"
         << info(r, "game2_second") << ")  -> " << names[b.winner - 1]
         << (r.end == "score" ? "" : " by " + r.end);
    t.report.push_back(line.str());
  }
}

}  // namespace

TournamentResult run_tournament(const std::vector<Entrant>& entrants, const Entrant& standard,
                                const RefereeOptions& options, const std::string& log_dir,
                                const contest::RunnerOptions& runner) {
  // The layer's players: the standard player, then the entrants.
  std::vector<Entrant> field{standard};
  field.insert(field.end(), entrants.begin(), entrants.end());
  std::vector<std::string> names;
  for (const Entrant& e : field) names.push_back(e.name);
  contest::GameHooks hooks;
  hooks.start = [](const contest::ScheduledGame& g) {
    return g.opening == 0 ? std::string("seeding") : "round " + std::to_string(g.opening);
  };
  hooks.play = [&](const contest::ScheduledGame& g, int) {
    return play(g, field, options, log_dir);
  };
  contest::Tournament layer(names, hooks, runner);
  TournamentResult t;
  std::vector<std::string> seed_names;
  const contest::Staged event(
      {// Step 1. Seeding: a gauntlet of the standard player, one system-test game each, the
       // entrant as player one.
       [](const std::vector<contest::KindResult>&) {
         return std::make_unique<contest::Gauntlet>(1, true);
       },
       // Step 2. The knockout among those that completed it, a round at a time.
       [&](const std::vector<contest::KindResult>& before) {
         seed_entrants(t, field, before[0].stages[0].results);
         std::vector<int> seeded;
         for (const Seeding& s : t.seeds)
           if (s.completed) {
             seeded.push_back(static_cast<int>(
                 std::find(names.begin(), names.end(), s.entrant.name) - names.begin()));
             seed_names.push_back(s.entrant.name);
           }
         return std::make_unique<contest::Knockout>(
             seeded, 1, [&](int round, const std::vector<contest::Bout>& bouts) {
               report_round(t, round, bouts, seed_names);
             });
       }});
  const contest::KindResult k = event.run(layer);
  layer.finish();
  t.resumed = layer.resumed();
  if (k.ranking.empty()) return t;
  t.champion = names[k.ranking[0]];
  t.report.push_back("Champion: " + t.champion);
  return t;
}

TournamentResult run_tournament(const std::vector<Entrant>& entrants, const Entrant& standard,
                                const RefereeOptions& options, const std::string& log_dir,
                                int jobs) {
  contest::RunnerOptions runner;
  runner.jobs = jobs < 1 ? 1 : jobs;
  runner.quiet = true;
  return run_tournament(entrants, standard, options, log_dir, runner);
}

}  // namespace showdown
