// mediator_main.cpp: the Showdown mediator's command line.
//
//   showdown_mediator [options] game NAME=PATH NAME=PATH
//       one game, the first starts at A 1
//   showdown_mediator [options] match NAME=PATH NAME=PATH
//       two games, each first once
//   showdown_mediator [options] panel NAME=PATH NAME=PATH...
//       the first plays a match against each of the others
//   showdown_mediator [options] tournament STD=PATH NAME=PATH...
//       seeding against STD, then knockout
// Options: --average-ms N (the average wall time a turn may take, default 10000: a turn's deadline
// is what is left of the player's allowance), --turn-cap-ms N (hard cap on one turn, default
// 60000), --logs DIR (write every game's log). Prints each game's scores and ends with one line
// "RESULT: ...". Exit status: 0 when the games ran (whoever won), 1 when in a game, match or panel
// a program could not be started at all, 2 on a usage error.
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "mediator.h"

using namespace showdown;

namespace {

int usage(const std::string& why) {
  std::cerr << "showdown_mediator: " << why << "\n"
            << "usage: showdown_mediator [--average-ms N] [--turn-cap-ms N] [--logs DIR] "
               "game|match|panel|tournament NAME=PATH NAME=PATH...\n";
  return 2;
}

bool spawn_failed(const GameResult& g) {
  return g.log.find("\tspawn-failed\t") != std::string::npos;
}

}  // namespace

int main(int argc, char** argv) {
  MediatorOptions options;
  std::string logs, mode;
  std::vector<Entrant> entrants;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if ((a == "--average-ms" || a == "--turn-cap-ms") && i + 1 < argc) {
      const contest::Millis ms(std::atol(argv[++i]));
      if (ms.count() <= 0) return usage("bad " + a);
      (a == "--average-ms" ? options.average : options.turn_cap) = ms;
    } else if (a == "--logs" && i + 1 < argc) {
      logs = argv[++i];
    } else if (mode.empty()) {
      mode = a;
    } else {
      auto eq = a.find('=');
      if (eq == std::string::npos || eq == 0) return usage("entrant must be NAME=PATH: " + a);
      entrants.push_back({a.substr(0, eq), a.substr(eq + 1)});
    }
  }
  if (!logs.empty() && !std::filesystem::is_directory(logs))
    return usage("--logs: no such directory: " + logs);
  auto save = [&](const std::string& name, const GameResult& g) {
    if (!logs.empty()) std::ofstream(logs + "/" + name + ".log") << g.log;
  };
  bool broken = false;
  if (mode == "game") {
    if (entrants.size() != 2) return usage("game needs two entrants");
    GameResult g = play_game(entrants[0], entrants[1], options);
    save(g.names[0] + "-vs-" + g.names[1], g);
    std::cout << describe_game(g);
    std::cout << "RESULT: " << outcome_name(g.outcome) << " " << g.names[0] << " "
              << g.score[0].total() << " - " << g.score[1].total() << " " << g.names[1] << "\n";
    broken = spawn_failed(g);
  } else if (mode == "match" || mode == "panel") {
    if (entrants.size() < 2 || (mode == "match" && entrants.size() != 2))
      return usage(mode + " needs " + (mode == "match" ? "two" : "two or more") + " entrants");
    std::ostringstream summary;
    int wins = 0;
    for (std::size_t j = 1; j < entrants.size(); ++j) {
      MatchResult m = play_match(entrants[0], entrants[j], options);
      for (int k = 0; k < 2; ++k) {
        std::cout << "Game " << k + 1 << ":\n" << describe_game(m.games[k]);
        save(m.games[k].names[0] + "-vs-" + m.games[k].names[1], m.games[k]);
        broken = broken || spawn_failed(m.games[k]);
      }
      const std::string& w = entrants[j * m.winner].name;
      wins += m.winner == 0;
      std::ostringstream line;
      line << entrants[0].name << " " << m.total[0] << " - " << m.total[1] << " "
           << entrants[j].name << " (games " << m.games[0].score[0].total() << "-"
           << m.games[0].score[1].total() << ", " << m.games[1].score[1].total() << "-"
           << m.games[1].score[0].total() << "): " << w << " wins the match"
           << (m.decided_by == "score" ? "" : " by " + m.decided_by);
      std::cout << "Match: " << line.str() << "\n\n";
      summary << (j > 1 ? "; " : "") << line.str();
    }
    if (mode == "panel")
      std::cout << "RESULT: " << entrants[0].name << " wins " << wins << " of "
                << entrants.size() - 1 << " matches\n";
    else
      std::cout << "RESULT: " << summary.str() << "\n";
  } else if (mode == "tournament") {
    if (entrants.size() < 2) return usage("tournament needs the standard player and entrants");
    Entrant standard = entrants[0];
    entrants.erase(entrants.begin());
    TournamentResult t = run_tournament(entrants, standard, options, logs);
    for (const auto& line : t.report) std::cout << line << "\n";
    std::cout << "RESULT: champion " << (t.champion.empty() ? "(none)" : t.champion) << "\n";
  } else {
    return usage("unknown mode '" + mode + "'");
  }
  return broken ? 1 : 0;
}
