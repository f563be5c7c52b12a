// series_main.cpp: `shootemup_referee --series`, strength runs on the shared match runner
// (series.h). An option, not a word, starts the mode: a word could be a robot's name
// (`arena series` runs ./series, as the statement's `arena shootemup` runs ./shootemup), and no
// robot's name is read where an option may stand. `--series --help` prints kHelp, pinned by
// SeriesProgram.HelpText.
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <stdexcept>

#include "common/cli/cli.h"
#include "common/core/numbers.h"
#include "common/match/match.h"
#include "series.h"

namespace shootemup {

const char* const kSeriesUsage =
    "usage: shootemup_referee --series [options] [NAME=]ROBOT...\n"
    "       shootemup_referee --series merge [-o FILE] RESULTS...\n";

namespace {

const std::string kHelp =
    std::string(kSeriesUsage) +
    "Strength runs on the match runner: each ROBOT plays series of combats against the\n"
    "statement's random robot, one robot process per series, as `arena ROBOT` runs the input\n"
    "'G SEED' then 'R COMBATS'; series k (from 0) has the seed --seed + k. A runner game is one\n"
    "series. Two robots or more play the same series, and each is compared with the first seed\n"
    "by seed. A ROBOT without a '/' is taken from the current directory; it is named after its\n"
    "file, or NAME ('random' is the opponent's name).\n"
    "series options:\n"
    "  -n SERIES          series per robot, 1 to 1000000 (default 100)\n"
    "  --combats N        combats per series (its R), 1 to 999999999 (default 100)\n"
    "  --move-ms MS       the time the robot has for each reply, 1 to 86400000 ms (default 10000,\n"
    "                     or the environment variable SHOOTEMUP_MOVE_MS, read by the same rule)\n"
    "  --max-pairs N      move pairs after which a combat stops as a loss, 1 to 1000000000\n"
    "                     (default 1000)\n"
    "  --log-dir DIR      write each series' arena output to DIR/NAME-gSEED.out (shootemup_check\n"
    "                     verifies it)\n"
    "runner options (--seed S: the first series' seed, at most 999999999 in the last; --sprt is\n"
    "refused, each robot playing alone):\n" +
    contest::runner_options_help() +
    "  -h, --help         this text\n"
    "command:\n"
    "  merge [-o FILE] RESULTS...\n"
    "                     combine results files (shards, resumed runs): a series in two files\n"
    "                     must be the same there; prints the summary of them all, and writes the\n"
    "                     lines, sorted by game, to FILE with -o\n"
    "Prints a progress line per series on stderr, then on stdout one line per robot: combats,\n"
    "wins, loses, errors, capped, the win rate with its Wilson 95% interval, series passed, the\n"
    "slowest reply and the faults; then each other robot against the first: the mean difference\n"
    "of their win rates seed by seed, in points, with its 95% interval. Exits 0 when the series\n"
    "ran (robot errors are in the results), 1 when a file fails, 2 on bad usage.\n";

// A command line that cannot be run.
using contest::cli::Usage;

// NAME=ROBOT (a '=' before any '/') or ROBOT, named after its file.
SeriesRobot make_robot(const std::string& arg) {
  SeriesRobot r;
  const std::size_t eq = arg.find('=');
  std::string path = arg;
  if (eq != std::string::npos && arg.find('/') > eq) {
    r.name = arg.substr(0, eq);
    path = arg.substr(eq + 1);
  } else {
    r.name = arg.substr(arg.rfind('/') + 1);
  }
  if (path.empty()) throw Usage("no program in '" + arg + "'");
  if (path.find('/') == std::string::npos) path = "./" + path;
  r.program = {path};
  const std::string why = contest::bad_player_name(r.name);
  if (!why.empty()) throw Usage(why + " (give NAME=ROBOT)");
  return r;
}

int merge(const std::vector<std::string>& args) {
  const contest::MergeCommand m = contest::parse_merge(args);
  if (m.sprt) throw Usage("merge: --sprt: series have no sequential test");
  std::cout << series_summary(contest::run_merge(m));
  return 0;
}

// Reads the command line (the words after --series), --help aside, into the series' options and
// robots, or into the merge command's words (named wherever options put it; the options before
// it checked and set aside), returning the command named ("" for series). The environment's reply
// time is checked even when --move-ms overrides it, as in the arena. Throws Usage.
std::string read_command_line(const std::vector<std::string>& args, SeriesOptions& o,
                              std::vector<SeriesRobot>& robots, std::vector<std::string>& words) {
  std::vector<std::string> robot_args;
  long long move_ms = 0;
  contest::cli::Command c("shootemup_referee --series");
  add_runner_options(c, o.runner);
  c.whole("-n", o.series, 1, 1000000);
  c.whole("--combats", o.combats, 1, 999999999);
  c.whole("--move-ms", move_ms, 1, 86400000);
  c.whole("--max-pairs", o.arena.max_pairs, 1, 1000000000);
  c.text("--log-dir", o.log_dir);
  c.rest("ROBOT", robot_args);
  c.commands({"merge"}, words, contest::kMergeOptions);
  c.parse_args(args);  // run() has answered --help
  if (!c.chosen().empty()) return c.chosen();
  for (const std::string& a : robot_args) robots.push_back(make_robot(a));
  if (const char* env = std::getenv("SHOOTEMUP_MOVE_MS"))
    o.arena.move_time =
        contest::Millis(contest::cli::whole_number("SHOOTEMUP_MOVE_MS", env, 1, 86400000));
  if (move_ms) o.arena.move_time = contest::Millis(move_ms);
  if (robots.empty()) throw Usage("no robot given");
  std::error_code ec;
  if (!o.log_dir.empty() && !std::filesystem::is_directory(o.log_dir, ec))
    throw Usage("--log-dir: no directory " + o.log_dir);
  return "";
}

int run(const std::vector<std::string>& args) {
  // Step 1. The command line.
  if (contest::cli::asks_help(args)) {
    std::cout << kHelp;
    return 0;
  }
  SeriesOptions o;
  std::vector<SeriesRobot> robots;
  std::vector<std::string> words;
  if (read_command_line(args, o, robots, words) == "merge") return merge(words);

  // Step 2. The series (the runner prints the progress line), then the summary.
  const contest::MatchReport report = run_series(robots, o);
  if (report.resumed > 0 && !o.runner.quiet)
    std::cerr << "resumed " << report.resumed << " series from " << o.runner.results << "\n";
  std::cout << series_summary(report.results);
  return 0;
}

}  // namespace

int series_main(const std::vector<std::string>& args) {
  try {
    return run(args);
  } catch (const std::invalid_argument& e) {
    std::cerr << "shootemup_referee --series: " << e.what() << "\n"
              << kSeriesUsage << "(--help for more)\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "shootemup_referee --series: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace shootemup
