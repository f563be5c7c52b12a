// shootemup_game.cpp: see shootemup_game.h.
#include "shootemup_game.h"

#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "common/cli/cli.h"
#include "replay.h"

namespace shootemup {

using contest::cli::Usage;

namespace {

const char* const kAbout =
    "Strength runs on the match runner: each ROBOT plays series of combats against the\n"
    "statement's random robot, one robot process per series, as `arena ROBOT` runs the input\n"
    "'G SEED' then 'R COMBATS'; series k (from 0) has the seed --seed + k, at most 999999999 in\n"
    "the last. A runner game is one series. Two robots or more play the same series, and each\n"
    "is compared with the first seed by seed. A line that names no command is a match. --sprt\n"
    "is refused, each robot playing alone.\n";

const char* const kPlayers =
    "PLAYER: [NAME=]ROBOT, a robot process per series; a ROBOT without a '/' is taken from the\n"
    "current directory; it is named after its file, or NAME ('random' is the opponent's name)\n";

}  // namespace

std::string ShootemupGame::about() const { return kAbout; }

ShootemupGame::ShootemupGame() {
  shape_.tool = "shootemup_referee --series";
  shape_.players_help = kPlayers;
  shape_.default_command = "match";
  shape_.refused_runner_options = {
      {contest::kSprt, "series have no sequential test (each robot plays alone)"}};
}

std::vector<contest::GameOption> ShootemupGame::options() {
  // -n and --log-dir replace the front end's: -n counts each robot's series (Opponent::games),
  // and a series' output is written as the arena writes it, to NAME-gSEED.out.
  return {
      {"-n",
       "SERIES",
       "series per robot, 1 to 1000000 (default 100)",
       [this](contest::cli::Command& c, const std::string& n) {
         c.whole(n, series.series, 1, 1000000);
       },
       {"match"}},
      {"--combats", "N", "combats per series (its R), 1 to 999999999 (default 100)",
       [this](contest::cli::Command& c, const std::string& n) {
         c.whole(n, series.combats, 1, 999999999);
       }},
      {"--move-ms", "MS",
       "the time the robot has for each reply, 1 to 86400000 ms\n(default 10000, or the "
       "environment variable SHOOTEMUP_MOVE_MS, read by the\nsame rule)",
       [this](contest::cli::Command& c, const std::string& n) {
         c.whole(n, move_ms_, 1, 86400000);
       }},
      {"--max-pairs", "N",
       "move pairs after which a combat stops as a loss,\n1 to 1000000000 (default 1000)",
       [this](contest::cli::Command& c, const std::string& n) {
         c.whole(n, series.arena.max_pairs, 1, 1000000000);
       }},
      {"--log-dir",
       "DIR",
       "write each series' arena output to\nDIR/NAME-gSEED.out (shootemup_check verifies it)",
       [this](contest::cli::Command& c, const std::string& n) { c.text(n, series.log_dir); },
       {"game", "match"}},
  };
}

std::string ShootemupGame::command_help(const std::string& command) const {
  if (command == "game")
    return "one series of one robot, on the seed --seed + --opening: its results\n"
           "line on stdout, its arena output with --log FILE";
  if (command == "match")
    return "each robot's series against the random robot (-n): a progress line per\n"
           "series on stderr, then on stdout one line per robot: combats, wins,\n"
           "loses, errors, capped, the win rate with its Wilson 95% interval, series\n"
           "passed, the slowest reply and the faults; then each other robot against\n"
           "the first: the mean difference of their win rates seed by seed, in\n"
           "points, with its 95% interval";
  if (command == "check")
    return "replay arena outputs by the rules, as shootemup_check does: a verdict\n"
           "each, then the count; exits 1 when one fails";
  return "";
}

std::vector<contest::Program> ShootemupGame::players(const std::vector<std::string>& words,
                                                     const std::vector<std::string>& env) const {
  std::vector<contest::Program> robots;
  for (const std::string& w : words) {
    contest::Program r;
    const std::size_t eq = w.find('=');
    r.path = w;
    if (eq != std::string::npos && w.find('/') > eq) {
      r.name = w.substr(0, eq);
      r.path = w.substr(eq + 1);
    } else {
      r.name = w.substr(w.rfind('/') + 1);
    }
    if (r.path.empty()) throw Usage("no program in '" + w + "'");
    if (r.path.find('/') == std::string::npos) r.path = "./" + r.path;
    const std::string why = contest::bad_player_name(r.name);
    if (!why.empty()) throw Usage(why + " (give NAME=ROBOT)");
    if (r.name == kRandomName)
      throw Usage("a robot named random: that is the opponent (give NAME=ROBOT)");
    r.env = env;
    robots.push_back(r);
  }
  if (robots.empty()) throw Usage("no robot given");
  return robots;
}

void ShootemupGame::accept(const std::string& command, const std::vector<std::string>& words,
                           const contest::RunnerOptions& runner) {
  if (command != "game" && command != "match") return;
  series.runner = runner;
  SeriesOptions one = series;  // game plays one series (start checks its --opening)
  if (command == "game") one.series = 1;
  check_series(one);
  if (const char* env = std::getenv("SHOOTEMUP_MOVE_MS"))
    series.arena.move_time =
        contest::Millis(contest::cli::whole_number("SHOOTEMUP_MOVE_MS", env, 1, 86400000));
  if (move_ms_) series.arena.move_time = contest::Millis(move_ms_);
  std::error_code ec;
  if (!series.log_dir.empty() && !std::filesystem::is_directory(series.log_dir, ec))
    throw Usage("--log-dir: no directory " + series.log_dir);
}

std::string ShootemupGame::start(long opening, long long seed) const {
  if (seed + opening > kMaxSeriesSeed)
    throw Usage("--seed: the series' seed " + std::to_string(seed + opening) + " is past " +
                std::to_string(kMaxSeriesSeed) + " (G takes 9 digits)");
  return series_start(series, seed + opening);
}

contest::Played ShootemupGame::play(const contest::Setup& s) const {
  return play_series(s.seats[0], series, s.seed + s.opening);
}

std::string ShootemupGame::forfeit(contest::Fault f, const contest::RunResult&) const {
  static const char* const kWords[] = {"time",       "crash",   "flood",
                                       "no program", "no move", "illegal move"};  // Fault's order
  return kWords[static_cast<int>(f)];
}

contest::Checked ShootemupGame::check(const std::string& log) const {
  std::vector<std::string> lines;
  std::istringstream in(log);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  const ReplayReport report = check_replay(lines, {});
  contest::Checked c;
  const RefereeTotals& t = report.totals;
  if (report.ok())
    c.verdict = "ok: verified " + std::to_string(report.lines) + " lines: combats " +
                std::to_string(t.combats) + " wins " + std::to_string(t.wins) + " loses " +
                std::to_string(t.losses) + " errors " + std::to_string(t.errors) + " capped " +
                std::to_string(t.capped);
  else
    c.problem =
        "line " + std::to_string(report.line) + ": " +
        (report.verdict == ReplayReport::Verdict::Unverifiable ? "cannot verify: " : "mismatch: ") +
        report.message;
  return c;
}

contest::MatchReport run_series(const std::vector<contest::Program>& robots, const SeriesOptions& o,
                                const std::function<void(const contest::Result&)>& on_result) {
  if (robots.empty()) throw std::invalid_argument("no robot given");
  ShootemupGame game;
  // Options given here, not on a command line the front end has read: its refusal, by its message.
  if (o.runner.sprt)
    throw contest::RefusedRunnerOption(contest::kSprt,
                                       game.shape().refused_runner_options.at(contest::kSprt));
  check_series(o);
  game.series = o;
  std::vector<std::string> names;
  for (const contest::Program& r : robots) {
    if (r.name == kRandomName)
      throw std::invalid_argument("a robot named random: that is the opponent (give NAME=ROBOT)");
    names.push_back(r.name);
  }
  const auto schedule = contest::opponent_schedule(names, kRandomName, o.series);
  names.push_back(kRandomName);
  return contest::run_match(names, schedule, contest::hooks_of(game, robots, o.runner.seed, {}),
                            o.runner, on_result);
}

}  // namespace shootemup
