// referee_main.cpp: the Showdown referee's command line, the statement's "mediator" (the build
// also makes `showdown_mediator`, a second name of the same program). `showdown_referee --help`
// says it all; the text is kHelp below, pinned by MediatorCli.HelpText.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "common/cli.h"
#include "common/files.h"
#include "common/match.h"
#include "common/numbers.h"
#include "game.h"
#include "match.h"
#include "roundrobin.h"
#include "tournament.h"

using namespace showdown;

namespace {

// The runner's options but its --seed: the mediator's own names the state files.
std::string runner_help() {
  std::istringstream in(contest::kRunnerOptionsHelp);
  std::string text;
  for (std::string line; std::getline(in, line);)
    if (line.rfind("  --seed ", 0) != 0) text += line + "\n";
  return text;
}

const std::string kHelp =
    std::string(
        "usage: showdown_referee [options] game|match|panel|tournament NAME=PATH NAME=PATH...\n"
        "       showdown_referee [options] [--seeds N] [runner options] roundrobin|gauntlet "
        "NAME=PATH...\n"
        "       showdown_mediator ...   (the same program by the statement's name, the mediator)\n"
        "Runs POTM Showdown games between programs as the contest's mediator did: every turn "
        "each\n"
        "player is started once, with the name of its state file as argv[1]. A NAME holds "
        "letters,\n"
        "digits, '_', '-' and '.' (not first); it names the game logs.\n"
        "modes:\n"
        "  game               one game, the first player starts at A 1\n"
        "  match              two games, each player first once\n"
        "  panel              the first player plays a match against each of the others\n"
        "  tournament         the first is the standard player: seeding against it, then knockout\n"
        "  roundrobin         every pair plays a match per seed on the match runner; the "
        "crosstable\n"
        "  gauntlet           the same for the first player's pairs only\n"
        "options:\n"
        "  --average-ms MS    average wall time a turn may take, 1 to 86400000 ms (default "
        "10000):\n"
        "                     a turn's deadline is what is left of the player's allowance\n"
        "  --turn-cap-ms MS   hard cap on one turn, 1 to 86400000 ms (default 60000)\n"
        "  --seed N           names the state files state-N, 0 to 4294967295 (default 1): a\n"
        "                     program that draws its choices from the name replays the same game\n"
        "  --seeds N          roundrobin and gauntlet: a match per pair and seed, --seed to\n"
        "                     --seed + N - 1, 1 to 100000 (default 1); the runner's pairs are the\n"
        "                     seeds two by two, the players swapped\n"
        "  --logs DIR         write every game's log in DIR, which must exist (default: none)\n"
        "  -h, --help         this text\n"
        "runner options (roundrobin and gauntlet, a runner game one match; -j, --results,\n"
        "--resume and -q also tournament, a game of it a seeding game or a match, round by round;\n"
        "-j also plays the games of match and panel at once):\n") +
    runner_help() +
    "Prints each game's scores and ends with one line \"RESULT: ...\"; roundrobin and gauntlet\n"
    "print a line per match, the crosstable and the summary of each pair. Exits 0 when the games\n"
    "ran (whoever won), 1 when in a game, match or panel a program could not be started at all\n"
    "(roundrobin and gauntlet: in any match) or the results file is unusable, 2 on bad usage.\n";

int usage(const std::string& why) { return contest::cli::usage("showdown_referee", why); }

bool spawn_failed(const GameResult& g) {
  return g.log.find("\tspawn-failed\t") != std::string::npos;
}

// The command line: the mediator's options, where logs go, the mode and its entrants.
struct CommandLine {
  MediatorOptions options;
  std::string logs, mode;
  int seeds = 1;
  contest::RunnerOptions runner;
  bool runner_options = false;  // --shard or --sprt given: roundrobin and gauntlet only
  bool file_options = false;    // --results, --resume or -q: those and tournament
  std::vector<Entrant> entrants;
};

// Reads the command line into cl; returns 0, or the exit status of a usage error.
int parse_args(int argc, char** argv, CommandLine& cl) {
  contest::cli::Command c("showdown_referee");
  c.runner(cl.runner, /*with_seed=*/false);
  c.millis("--average-ms", cl.options.average, 1, 86400000);
  c.millis("--turn-cap-ms", cl.options.turn_cap, 1, 86400000);
  c.whole("--seed", cl.options.seed, 0, 0xffffffffLL);
  c.whole("--seeds", cl.seeds, 1, 100000);
  c.text("--logs", cl.logs);
  std::vector<std::string> words;
  c.rest("WORD", words);
  try {
    c.parse_args(std::vector<std::string>(argv + 1, argv + argc));  // main has answered --help
  } catch (const std::invalid_argument& e) {
    return usage(e.what());
  }
  for (const char* o : {"--shard", "--sprt"})
    cl.runner_options = cl.runner_options || c.count(o) > 0;
  for (const char* o : {"--results", "--resume", "--quiet"})
    cl.file_options = cl.file_options || c.count(o) > 0;
  for (const std::string& a : words) {
    if (cl.mode.empty()) {
      cl.mode = a;
      continue;
    }
    auto eq = a.find('=');
    if (eq == std::string::npos || eq == 0) return usage("entrant must be NAME=PATH: " + a);
    // A name becomes part of a log's file name: letters, digits, '_', '-' and '.', not first.
    const std::string name = a.substr(0, eq);
    if (name[0] == '.' ||
        name.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                               "0123456789_-.") != std::string::npos)
      return usage("a name may hold only letters, digits, '_', '-' and '.' (not first): " + name);
    cl.entrants.push_back({a.substr(0, eq), a.substr(eq + 1)});
  }
  const bool runner = cl.mode == "roundrobin" || cl.mode == "gauntlet";
  if ((cl.runner_options && !runner) || (cl.file_options && !runner && cl.mode != "tournament"))
    return usage(
        "--results, --resume and -q are for roundrobin, gauntlet and tournament, --shard and "
        "--sprt for roundrobin and gauntlet");
  if (!cl.logs.empty() && !std::filesystem::is_directory(cl.logs))
    return usage("--logs: no such directory: " + cl.logs);
  return 0;
}

void save(const CommandLine& cl, const std::string& name, const GameResult& g) {
  if (!cl.logs.empty()) contest::write_file(cl.logs + "/" + name + ".log", g.log);
}

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
  std::vector<std::pair<Entrant, Entrant>> pairs;
  for (std::size_t j = 1; j < entrants.size(); ++j) pairs.push_back({entrants[0], entrants[j]});
  const std::vector<MatchResult> played = play_matches(pairs, cl.options, cl.runner.jobs);
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

}  // namespace

// The fuzz target of the command line (tools/fuzz) includes this file without its main.
#ifndef CONTEST_NO_MAIN
int main(int argc, char** argv) {
  // Step 1. The command line.
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "-h") == 0 || std::strcmp(argv[i], "--help") == 0) {
      std::cout << kHelp;
      return 0;
    }
  CommandLine cl;
  if (const int status = parse_args(argc, argv, cl)) return status;

  // Step 2. The mode. What stops a run (a log that cannot be written) ends it with its reason.
  try {
    if (cl.mode == "game") return game_mode(cl);
    if (cl.mode == "match" || cl.mode == "panel") return match_mode(cl);
    if (cl.mode == "tournament") return tournament_mode(cl);
    if (cl.mode == "roundrobin" || cl.mode == "gauntlet") return roundrobin_mode(cl);
  } catch (const std::exception& e) {
    std::cerr << "showdown_referee: " << e.what() << "\n";
    return 1;
  }
  return usage(cl.mode.empty() ? "no mode given" : "unknown mode '" + cl.mode + "'");
}
#endif  // CONTEST_NO_MAIN
