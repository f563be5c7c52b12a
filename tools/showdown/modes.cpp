// modes.cpp: showdown_referee's modes, each run from what the command line gave: one game, a match
// or a panel of matches, the tournament (seeding, then knockout), a round robin or gauntlet on the
// match runner.
#include <iostream>
#include <sstream>

#include "command_line.h"
#include "common/core/files.h"
#include "match.h"
#include "roundrobin.h"
#include "tournament.h"

namespace showdown {

namespace {

bool spawn_failed(const GameResult& g) {
  return g.log.find("\tspawn-failed\t") != std::string::npos;
}

void save(const CommandLine& cl, const std::string& name, const GameResult& g) {
  if (!cl.logs.empty()) contest::write_file(cl.logs + "/" + name + ".log", g.log);
}

}  // namespace

// game: one game; exits 1 when a program could not be started.
int game_mode(const CommandLine& cl) {
  if (cl.entrants.size() != 2) return usage("game needs two entrants");
  GameResult g = play_game(cl.entrants[0], cl.entrants[1], cl.options);
  save(cl, g.names[0] + "-vs-" + g.names[1], g);
  std::cout << describe_game(g);
  std::cout << "RESULT: " << outcome_name(g.outcome) << " " << g.names[0] << " "
            << g.score[0].total() << " - " << g.score[1].total() << " " << g.names[1] << "\n";
  return spawn_failed(g) ? 1 : 0;
}

// match and panel: the first entrant plays a match against each of the others.
int match_mode(const CommandLine& cl) {
  const std::string& mode = cl.mode;
  const std::vector<Entrant>& entrants = cl.entrants;
  if (entrants.size() < 2 || (mode == "match" && entrants.size() != 2))
    return usage(mode + " needs " + (mode == "match" ? "two" : "two or more") + " entrants");
  bool broken = false;
  std::ostringstream summary;
  int wins = 0;
  // The matches do not depend on each other: their games are played -j at once.
  const std::vector<MatchResult> played = play_panel(entrants, cl.options, cl.runner.jobs);
  for (std::size_t j = 1; j < entrants.size(); ++j) {
    const MatchResult& m = played[j - 1];
    for (int k = 0; k < 2; ++k) {
      std::cout << "Game " << k + 1 << ":\n" << describe_game(m.games[k]);
      save(cl, m.games[k].names[0] + "-vs-" + m.games[k].names[1], m.games[k]);
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
int tournament_mode(const CommandLine& cl) {
  if (cl.entrants.size() < 2) return usage("tournament needs the standard player and entrants");
  const Entrant standard = cl.entrants[0];
  const std::vector<Entrant> entrants(cl.entrants.begin() + 1, cl.entrants.end());
  TournamentResult t;
  try {
    t = run_tournament(entrants, standard, cl.options, cl.logs, cl.runner);
  } catch (const std::invalid_argument& e) {
    return usage(e.what());
  }  // other errors end the run in main, with their reason
  if (t.resumed > 0 && !cl.runner.quiet)
    std::cerr << "resumed " << t.resumed << " games from " << cl.runner.results << "\n";
  for (const auto& line : t.report) std::cout << line << "\n";
  std::cout << "RESULT: champion " << (t.champion.empty() ? "(none)" : t.champion) << "\n";
  return 0;
}

// roundrobin and gauntlet: every pair (or the first player's), one match per seed, on the match
// runner; a line per match, then the crosstable and the pairs' summary.
int roundrobin_mode(const CommandLine& cl) {
  if (cl.entrants.size() < 2) return usage(cl.mode + " needs two or more entrants");
  RoundRobinOptions o;
  o.mediator = cl.options;
  o.seeds = cl.seeds;
  o.log_dir = cl.logs;
  o.gauntlet = cl.mode == "gauntlet";
  o.runner = cl.runner;
  RoundRobinResult r;
  try {
    r = run_round_robin(cl.entrants, o, [](const contest::Result& result) {
      std::cout << describe_match(result) << std::endl;
    });
  } catch (const std::invalid_argument& e) {
    return usage(e.what());
  }  // other errors end the run in main, with their reason
  if (r.report.resumed > 0 && !o.runner.quiet)
    std::cerr << "resumed " << r.report.resumed << " matches from " << o.runner.results << "\n";
  std::cout << "\n"
            << contest::summary(r.report.standings, o.runner.sprt)
            << contest::decision_line(r.report);
  std::cout << "RESULT: " << r.report.results.size() << " matches, " << r.faults
            << " faulted turns\n";
  return r.spawn_failures ? 1 : 0;
}

}  // namespace showdown
