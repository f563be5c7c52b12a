// showdown_game.cpp: see showdown_game.h.
#include "showdown_game.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <sstream>

#include "common/cli/cli.h"
#include "log_check.h"
#include "match.h"
#include "modes.h"

namespace showdown {

using contest::cli::Usage;

namespace {

const char* const kAbout =
    "Runs POTM Showdown games between programs as the contest's mediator did: every turn each\n"
    "player is started once, with the name of its state file as argv[1]. showdown_mediator is\n"
    "the same program by the statement's name. Each mode prints each game's scores and ends\n"
    "with one line \"RESULT: ...\"; roundrobin and gauntlet print a line per match, the\n"
    "crosstable and the summary of each pair.\n";

const char* const kPlayers =
    "NAME=PATH: a program started once per turn; a NAME holds letters, digits, '_', '-' and '.'\n"
    "(not first); it names the game logs\n";

const std::vector<std::string> kModes = {"game",       "match",      "panel",
                                         "tournament", "roundrobin", "gauntlet"};

// The entrants a mode needs, as its refusal says it: "game needs two entrants".
void check_count(const std::string& mode, std::size_t n) {
  if ((mode == "game" || mode == "match") && n != 2) throw Usage(mode + " needs two entrants");
  if (mode == "tournament" && n < 2)
    throw Usage("tournament needs the standard player and entrants");
  if ((mode == "panel" || mode == "roundrobin" || mode == "gauntlet") && n < 2)
    throw Usage(mode + " needs two or more entrants");
}

}  // namespace

std::string ShowdownGame::about() const { return kAbout; }

ShowdownGame::ShowdownGame() { shape_.players_help = kPlayers; }

std::vector<contest::GameOption> ShowdownGame::options() {
  return {
      {"--average-ms", "MS",
       "average wall time a turn may take, 1 to 86400000 ms (default 10000):\na turn's deadline "
       "is what is left of the player's allowance",
       [this](contest::cli::Command& c, const std::string& n) {
         c.millis(n, mediator.average, 1, 86400000);
       },
       kModes},
      {"--turn-cap-ms", "MS", "hard cap on one turn, 1 to 86400000 ms (default 60000)",
       [this](contest::cli::Command& c, const std::string& n) {
         c.millis(n, mediator.turn_cap, 1, 86400000);
       },
       kModes},
      {"--seed", "N",
       "names the state files state-N, 0 to 4294967295 (default 1): a\nprogram that draws its "
       "choices from the name replays the same game",
       [this](contest::cli::Command& c, const std::string& n) {
         c.whole(n, mediator.seed, 0, 0xffffffffLL);
       },
       kModes},
      {"--seeds",
       "N",
       "a match per pair and seed, --seed to --seed + N - 1,\n1 to 100000 (default 1); the "
       "runner's pairs are the seeds two\nby two, the players swapped",
       [this](contest::cli::Command& c, const std::string& n) { c.whole(n, seeds, 1, 100000); },
       {"roundrobin", "gauntlet"}},
      {"--logs", "DIR", "write every game's log in DIR, which must exist (default: none)",
       [this](contest::cli::Command& c, const std::string& n) { c.text(n, log_dir); }, kModes},
  };
}

std::vector<contest::GameCommand> ShowdownGame::commands() {
  const unsigned files = contest::kJobs | contest::kResults | contest::kResume | contest::kQuiet;
  const unsigned runner = contest::kEveryRunnerOption & ~contest::kSeed;  // --seed is the game's
  const auto mode = [this](const std::string& name, const std::string& usage,
                           const std::string& help, unsigned taken) {
    contest::GameCommand c;
    c.name = name;
    c.usage = name + " [options] " + usage;
    c.help = help;
    c.operands = "NAME=PATH";
    c.runner = taken;
    c.run = [this, name](const contest::CommandLine& cl) { return run_mode(*this, name, cl); };
    return c;
  };
  return {
      mode("game", "NAME=PATH NAME=PATH",
           "one game, the first player starts at A 1: its scores, then its RESULT", 0),
      mode("match", "NAME=PATH NAME=PATH",
           "two games, each player first once, decided by the statement's\ntiebreakers",
           contest::kJobs),
      mode("panel", "NAME=PATH NAME=PATH...",
           "the first player plays a match against each of the others", contest::kJobs),
      mode("tournament", "STANDARD=PATH NAME=PATH...",
           "the first is the standard player: seeding against it, then knockout", files),
      mode("roundrobin", "NAME=PATH NAME=PATH...",
           "every pair plays a match per seed on the match runner; the crosstable", runner),
      mode("gauntlet", "NAME=PATH NAME=PATH...", "the same for the first player's pairs only",
           runner),
  };
}

std::vector<contest::Program> ShowdownGame::players(const std::vector<std::string>& words,
                                                    const std::vector<std::string>& env) const {
  std::vector<contest::Program> players;
  for (const std::string& a : words) {
    const auto eq = a.find('=');
    if (eq == std::string::npos || eq == 0) throw Usage("entrant must be NAME=PATH: " + a);
    // A name becomes part of a log's file name: letters, digits, '_', '-' and '.', not first.
    const std::string name = a.substr(0, eq);
    if (name[0] == '.' ||
        name.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                               "0123456789_-.") != std::string::npos)
      throw Usage("a name may hold only letters, digits, '_', '-' and '.' (not first): " + name);
    players.push_back({name, a.substr(eq + 1), env});
  }
  return players;
}

void ShowdownGame::accept(const std::string& command, const std::vector<std::string>& words,
                          const contest::RunnerOptions&) {
  if (std::find(kModes.begin(), kModes.end(), command) == kModes.end()) return;  // merge, check
  const std::size_t n = players(words, {}).size();
  if (!log_dir.empty() && !std::filesystem::is_directory(log_dir))
    throw Usage("--logs: no such directory: " + log_dir);
  check_count(command, n);
}

std::string ShowdownGame::start(long, long long seed) const {
  return "seed " + std::to_string(seed);
}

contest::Outcome outcome_of(const GameResult& g) {
  contest::Outcome out;
  out.points = game_points(g);
  out.end = outcome_name(g.outcome);
  out.moves = g.turns_run;
  out.info = {{"first_score", g.score[0].total()},
              {"second_score", g.score[1].total()},
              {"faults", g.stats[0].faults + g.stats[1].faults}};
  // A turn line "turn T P play INPUT - spawn-failed ...": player P could not be started.
  std::istringstream in(g.log);
  for (std::string line; std::getline(in, line);) {
    if (line.find("\tspawn-failed\t") == std::string::npos) continue;
    std::istringstream fields(line);
    std::string kind, turn, p;
    std::getline(fields, kind, '\t'), std::getline(fields, turn, '\t');
    std::getline(fields, p, '\t');
    if (kind == "turn" && (p == "1" || p == "2"))
      out.forfeits[g.names[p == "1" ? 0 : 1]] = "could not be started";
  }
  return out;
}

contest::Played ShowdownGame::play(const contest::Setup& s) const {
  RefereeOptions o = mediator;
  o.seed = static_cast<unsigned>(s.seed);
  const auto entrant = [](const contest::Program& p) { return Entrant{p.name, p.path, p.env}; };
  const GameResult g = play_game(entrant(s.seats.at(0)), entrant(s.seats.at(1)), o);
  if (on_game) on_game(s.number, g);
  contest::Played p;
  p.outcome = outcome_of(g);
  p.log = g.log;
  return p;
}

std::string ShowdownGame::forfeit(contest::Fault f, const contest::RunResult&) const {
  using contest::Fault;
  static const std::map<Fault, std::string> kWords = {
      {Fault::kTime, "time-limit"},     {Fault::kCrash, "crash"},
      {Fault::kOutput, "output-limit"}, {Fault::kStart, "could not be started"},
      {Fault::kNoMove, "garbage"},      {Fault::kIllegal, "garbage"}};
  return kWords.at(f);
}

contest::Checked ShowdownGame::check(const std::string& log) const {
  contest::Checked c;
  c.problem = verify_log(log);
  if (c.problem.empty()) c.verdict = "ok";
  return c;
}

}  // namespace showdown
