// referee_main.cpp: pousse_referee, matches between Pousse programs on the shared match runner
// (tools/common/match/match.h), and the merging of their results files. `pousse_referee --help`
// says it all; the text is kHelp below, pinned by PousseReferee.HelpText. The command line is read
// in command_line.cpp.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <stdexcept>

#include "command_line.h"
#include "common/cli/cli.h"
#include "common/match/match.h"

namespace {

const char* const kUsage =
    "usage: pousse_referee [options] [NAME=]PLAYER [NAME=]PLAYER...\n"
    "       pousse_referee merge [-o FILE] [--sprt SPEC] RESULTS...\n";

const std::string kHelp =
    std::string(kUsage) +
    "Plays Pousse games between programs as the 1998 tournament ran them: two players play a\n"
    "match, more a round robin. A PLAYER is a program, run as ./NAME, or a directory laid out as "
    "a\n"
    "1998 submission (runme, support/...), run as ./runme; each game gives each player a fresh\n"
    "directory of its own with a support/ in it (ruling 12).\n"
    "game options:\n"
    "  -n GAMES           games per pairing (default 2), in pairs: each opening once with each\n"
    "                     colour\n"
    "  -s SIZES           board sizes 4 to 20, comma-separated, cycled per opening (default 6)\n"
    "  --opening K        random plies before the programs play (default 0: the empty board)\n"
    "  --time-ms MS       wall-clock limit per move in milliseconds (default 30000, as in 1998)\n"
    "  --max-moves M      a game still going after M moves is a draw (default 0: no limit)\n"
    "  --env VAR=VAL      set in every player's environment (e.g. POUSSE_MOVE_MS=1000); "
    "repeatable\n"
    "  --env-a VAR=VAL    the same for the first player only; --env-b for the second\n"
    "  --work-dir DIR     where the games' directories are made (default $TMPDIR or /tmp)\n"
    "  --log FILE         write every game in the 1998 archive's format (appended with --resume),\n"
    "                     and what the programs wrote on stderr to FILE.stderr\n"
    "  --gauntlet         three players or more: the first against each other, not a round robin\n"
    "runner options:\n" +
    contest::runner_options_help() +
    "  -h, --help         this text\n"
    "command:\n" +
    contest::kMergeHelp +
    "Prints a progress line per game on stderr, then the summary on stdout: wins, losses, draws,\n"
    "the score with its Wilson 95% interval, the Elo difference with its 95% interval, the pairs'\n"
    "pentanomial counts, the test's result and the forfeits (with more players, the crosstable\n"
    "first). Exits 0 when the match ran (whoever won), 1 when a file or a game directory fails,\n"
    "2 on bad usage.\n";

int merge(const std::vector<std::string>& args) {
  const contest::MergeCommand m = contest::parse_merge(args);
  const auto merged = contest::run_merge(m);
  std::cout << contest::summary(contest::standings_of(merged), m.sprt);
  return 0;
}

int run(const std::vector<std::string>& args) {
  // Step 1. The command line (help, merge) and the players.
  pousse::CommandLine cl = pousse::parse_args(args);
  if (cl.help) {
    std::cout << kHelp;
    return 0;
  }
  if (cl.command == "merge") return merge(cl.words);
  pousse::MatchOptions& opt = cl.match;
  const std::vector<pousse::Player> players = pousse::make_players(cl);

  // Step 2. The archive log: checked now, but emptied only when the first game ends, so that a
  // match the runner refuses (a results file without --resume) leaves it alone; a resumed match
  // adds to it.
  std::ofstream log;
  if (!opt.log_path.empty() && !std::ofstream(opt.log_path, std::ios::app))
    throw std::runtime_error("cannot write " + opt.log_path);

  // Step 3. The match, each game logged as it ends; the runner prints the progress line.
  // What the programs wrote on stderr goes beside the log (LOG.stderr), which keeps the archive's
  // format: per game that had any, "game N X-NAME O-NAME", then each move's tail (ruling 5).
  std::ofstream err_log;
  const std::string err_path = opt.log_path + ".stderr";
  auto on_game = [&](int number, const pousse::GameRecord& g, const pousse::GameExtras& extras) {
    if (opt.log_path.empty()) return;
    const auto mode = opt.runner.resume ? std::ios::app : std::ios::trunc;
    if (!log.is_open()) {
      log.open(opt.log_path, mode);
      if (!opt.runner.resume) std::remove(err_path.c_str());  // a stale one of an earlier match
    }
    if (!(log << pousse::format_record(g) << std::endl))
      throw std::runtime_error("cannot write " + opt.log_path);
    if (extras.stderr_text.empty()) return;
    if (!err_log.is_open()) err_log.open(err_path, mode);
    if (!(err_log << "game " << number + 1 << " " << g.x_name << " " << g.o_name << "\n"
                  << extras.stderr_text << std::flush))
      throw std::runtime_error("cannot write " + err_path);
  };
  const pousse::MatchResult r = pousse::play_match(players, opt, on_game);

  // Step 4. The summary.
  if (r.report.resumed > 0 && !opt.runner.quiet)
    std::cerr << "resumed " << r.report.resumed << " games from " << opt.runner.results << "\n";
  std::cout << contest::summary(r.report.standings, opt.runner.sprt)
            << contest::decision_line(r.report);
  return 0;
}

}  // namespace

// The fuzz target of the command line (tools/fuzz) includes this file without its main.
#ifndef CONTEST_NO_MAIN
int main(int argc, char** argv) {
  try {
    return run(std::vector<std::string>(argv + 1, argv + argc));
  } catch (const std::invalid_argument& e) {
    std::cerr << "pousse_referee: " << e.what() << "\n" << kUsage << "(--help for more)\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "pousse_referee: " << e.what() << "\n";
    return 1;
  }
}
#endif  // CONTEST_NO_MAIN
