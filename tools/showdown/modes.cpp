// modes.cpp: see modes.h. One game, a match or a panel of matches (a gauntlet of one seed on the
// match runner, played by ShowdownGame::play), the tournament (seeding, then knockout) and a round
// robin or gauntlet of matches on the match runner.
#include "modes.h"

#include <iostream>
#include <sstream>

#include "common/core/files.h"
#include "common/match/kinds.h"
#include "match.h"
#include "roundrobin.h"
#include "tournament.h"

namespace showdown {

namespace {

bool spawn_failed(const GameResult& g) {
  return g.log.find("\tspawn-failed\t") != std::string::npos;
}

void save(const ShowdownGame& game, const std::string& name, const GameResult& g) {
  if (!game.log_dir.empty()) contest::write_file(game.log_dir + "/" + name + ".log", g.log);
}

std::vector<Entrant> entrants_of(const std::vector<contest::Program>& players) {
  std::vector<Entrant> entrants;
  for (const contest::Program& p : players) entrants.push_back({p.name, p.path, p.env});
  return entrants;
}

// game: one game; exits 1 when a program could not be started.
int game_mode(const ShowdownGame& game, const std::vector<Entrant>& entrants) {
  const GameResult g = play_game(entrants[0], entrants[1], game.mediator);
  save(game, g.names[0] + "-vs-" + g.names[1], g);
  std::cout << describe_game(g);
  std::cout << "RESULT: " << outcome_name(g.outcome) << " " << g.names[0] << " "
            << g.score[0].total() << " - " << g.score[1].total() << " " << g.names[1] << "\n";
  return spawn_failed(g) ? 1 : 0;
}

// The first player's match against each of the others, in their order: a gauntlet of one seed
// on the match runner, a runner game one Showdown game (ShowdownGame::play) and a runner pair a
// match, so that -j of their games are played at once. Each game has its own state files.
std::vector<MatchResult> play_panel(ShowdownGame& game,
                                    const std::vector<contest::Program>& players,
                                    const contest::RunnerOptions& given) {
  // The runner's players are named by their place: match and panel take any names, even one twice.
  std::vector<std::string> places;
  for (std::size_t k = 0; k < players.size(); ++k) places.push_back(std::to_string(k + 1));
  std::vector<GameResult> games(2 * (players.size() - 1));  // by game number
  game.on_game = [&games](long number, const GameResult& g) { games[number - 1] = g; };
  contest::RunnerOptions runner = given;
  runner.quiet = true;  // a report at the end, no progress line
  contest::run_match(places, contest::Gauntlet(2),
                     contest::hooks_of(game, players, game.mediator.seed, {}), runner);
  game.on_game = nullptr;
  const std::vector<Entrant> entrants = entrants_of(players);
  std::vector<MatchResult> matches;
  for (std::size_t j = 1; j < entrants.size(); ++j)
    matches.push_back(match_of(games[2 * j - 2], games[2 * j - 1], entrants[0], entrants[j]));
  return matches;
}

// match and panel: the first entrant plays a match against each of the others.
int match_mode(ShowdownGame& game, const std::string& mode, const contest::CommandLine& cl) {
  const std::vector<contest::Program> players = game.players(cl.words, cl.env);
  const std::vector<Entrant> entrants = entrants_of(players);
  bool broken = false;
  std::ostringstream summary;
  int wins = 0;
  const std::vector<MatchResult> played = play_panel(game, players, cl.runner);
  for (std::size_t j = 1; j < entrants.size(); ++j) {
    const MatchResult& m = played[j - 1];
    for (int k = 0; k < 2; ++k) {
      std::cout << "Game " << k + 1 << ":\n" << describe_game(m.games[k]);
      save(game, m.games[k].names[0] + "-vs-" + m.games[k].names[1], m.games[k]);
      broken = broken || spawn_failed(m.games[k]);
    }
    const std::string& w = entrants[j * m.winner].name;
    wins += m.winner == 0;
    std::ostringstream line;
    line << entrants[0].name << " " << m.total[0] << " - " << m.total[1] << " " << entrants[j].name
         << " (games " << m.games[0].score[0].total() << "-" << m.games[0].score[1].total() << ", "
         << m.games[1].score[1].total() << "-" << m.games[1].score[0].total() << "): " << w
         << " wins the match" << (m.decided_by == "score" ? "" : " by " + m.decided_by);
    std::cout << "Match: " << line.str() << "\n\n";
    summary << (j > 1 ? "; " : "") << line.str();
  }
  if (mode == "panel")
    std::cout << "RESULT: " << entrants[0].name << " wins " << wins << " of " << entrants.size() - 1
              << " matches\n";
  else
    std::cout << "RESULT: " << summary.str() << "\n";
  return broken ? 1 : 0;
}

// tournament: the first entrant is the standard player the others are seeded against.
int tournament_mode(const ShowdownGame& game, const std::vector<Entrant>& field,
                    const contest::RunnerOptions& runner) {
  const std::vector<Entrant> entrants(field.begin() + 1, field.end());
  const TournamentResult t =
      run_tournament(entrants, field[0], game.mediator, game.log_dir, runner);
  if (t.resumed > 0 && !runner.quiet)
    std::cerr << "resumed " << t.resumed << " games from " << runner.results << "\n";
  for (const auto& line : t.report) std::cout << line << "\n";
  std::cout << "RESULT: champion " << (t.champion.empty() ? "(none)" : t.champion) << "\n";
  return 0;
}

// roundrobin and gauntlet: every pair (or the first player's), one match per seed, on the match
// runner; a line per match, then the crosstable and the pairs' summary.
int roundrobin_mode(const ShowdownGame& game, const std::vector<Entrant>& entrants, bool gauntlet,
                    const contest::RunnerOptions& runner) {
  RoundRobinOptions o;
  o.mediator = game.mediator;
  o.seeds = static_cast<int>(game.seeds);
  o.log_dir = game.log_dir;
  o.gauntlet = gauntlet;
  o.runner = runner;
  const RoundRobinResult r = run_round_robin(entrants, o, [](const contest::Result& result) {
    std::cout << describe_match(result) << std::endl;
  });
  if (r.report.resumed > 0 && !o.runner.quiet)
    std::cerr << "resumed " << r.report.resumed << " matches from " << o.runner.results << "\n";
  std::cout << "\n"
            << contest::summary(r.report.standings, o.runner.sprt)
            << contest::decision_line(r.report);
  std::cout << "RESULT: " << r.report.results.size() << " matches, " << r.faults
            << " faulted turns\n";
  return r.spawn_failures ? 1 : 0;
}

}  // namespace

int run_mode(ShowdownGame& game, const std::string& mode, const contest::CommandLine& cl) {
  const std::vector<Entrant> entrants = entrants_of(game.players(cl.words, cl.env));
  if (mode == "game") return game_mode(game, entrants);
  if (mode == "match" || mode == "panel") return match_mode(game, mode, cl);
  if (mode == "tournament") return tournament_mode(game, entrants, cl.runner);
  return roundrobin_mode(game, entrants, mode == "gauntlet", cl.runner);
}

}  // namespace showdown
