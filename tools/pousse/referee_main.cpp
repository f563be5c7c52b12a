// referee_main.cpp: pousse_referee, matches between Pousse programs on the shared match runner
// (tools/common/match.h), and the merging of their results files. `pousse_referee --help` says
// it all; the text is kHelp below, pinned by PousseReferee.HelpText.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>

#include "common/cli.h"
#include "common/numbers.h"
#include "match.h"

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
    contest::kRunnerOptionsHelp +
    "  -h, --help         this text\n"
    "command:\n" +
    contest::kMergeHelp +
    "Prints a progress line per game on stderr, then the summary on stdout: wins, losses, draws,\n"
    "the score with its Wilson 95% interval, the Elo difference with its 95% interval, the pairs'\n"
    "pentanomial counts, the test's result and the forfeits (with more players, the crosstable\n"
    "first). Exits 0 when the match ran (whoever won), 1 when a file or a game directory fails,\n"
    "2 on bad usage.\n";

// A command line that cannot be run.
using contest::cli::Usage;

pousse::Player make_player(const std::string& arg) {
  pousse::Player p;
  std::size_t eq = arg.find('=');
  if (eq != std::string::npos && arg.find('/') > eq) {
    p.name = arg.substr(0, eq);
    p.path = arg.substr(eq + 1);
  } else {
    p.path = arg;
    // A directory is named after itself: "subs/cilk/" is cilk.
    const std::string bare = arg.substr(0, arg.find_last_not_of('/') + 1);
    std::size_t slash = bare.rfind('/');
    p.name = slash == std::string::npos ? bare : bare.substr(slash + 1);
  }
  if (p.path.find('/') == std::string::npos) p.path = "./" + p.path;
  return p;
}

long long number(const std::string& option, const std::string& text, long long lo, long long hi) {
  long long v = 0;
  if (!contest::parse_whole(text, lo, hi, v))
    throw Usage(option + ": expected a whole number from " + std::to_string(lo) + " to " +
                std::to_string(hi) + ", got '" + text + "'");
  return v;
}

// The command line: the match's options, the programs and what to log.
struct CommandLine {
  pousse::MatchOptions match;
  std::vector<std::string> env, env_a, env_b, programs;
};

std::vector<int> board_sizes(const std::string& list) {
  std::vector<int> sizes;
  std::stringstream ss(list);
  for (std::string t; std::getline(ss, t, ',');)
    sizes.push_back((int)number("-s", t, pousse::kMinSize, pousse::kMaxSize));
  if (sizes.empty() || list.back() == ',') throw Usage("-s: expected sizes such as 6 or 5,6,7");
  return sizes;
}

CommandLine parse_args(const std::vector<std::string>& args) {
  CommandLine cl;
  pousse::MatchOptions& opt = cl.match;
  opt.runner.quiet = false;
  contest::cli::Command c("pousse_referee");
  c.runner(opt.runner);
  c.whole("-n", opt.games, 1, 1000000000);
  c.whole("--opening", opt.opening_plies, 0, 400);
  c.millis("--time-ms", opt.time_limit, 1, 86400000);
  c.whole("--max-moves", opt.max_moves, 0, 1000000000);
  c.texts("--env", cl.env);
  c.texts("--env-a", cl.env_a);
  c.texts("--env-b", cl.env_b);
  c.text("--log", opt.log_path);
  c.text("--work-dir", opt.work_dir);
  c.flag("--gauntlet", [&opt] { opt.format = contest::Format::Gauntlet; });
  c.custom("-s", [&opt](const std::string& list) { opt.sizes = board_sizes(list); });
  c.rest("PLAYER", cl.programs);
  c.parse_args(args);  // run() has answered --help
  if (cl.programs.size() < 2) throw Usage("expected two players or more");
  for (const auto* env : {&cl.env, &cl.env_a, &cl.env_b})
    for (const std::string& e : *env)
      if (e.find('=') == std::string::npos || e[0] == '=')
        throw Usage("--env: expected VAR=VALUE, got '" + e + "'");
  // Checked before any game: a game directory that cannot be made is no player's fault, and
  // play_game throws then.
  std::error_code ec;
  const std::string dir =
      opt.work_dir.empty() ? std::filesystem::temp_directory_path(ec).string() : opt.work_dir;
  if (ec || !std::filesystem::is_directory(dir, ec) || access(dir.c_str(), W_OK | X_OK) != 0)
    throw Usage("cannot make game directories in " + (dir.empty() ? "$TMPDIR" : dir));
  return cl;
}

// The players: distinct names (a name given twice gets _A, _B, ...), the shared environment then
// each one's own (--env-a for the first, --env-b for the second).
std::vector<pousse::Player> make_players(const CommandLine& cl) {
  std::vector<pousse::Player> players;
  for (const std::string& arg : cl.programs) players.push_back(make_player(arg));
  std::map<std::string, int> count, seen;
  std::set<std::string> taken;
  for (const auto& p : players) {
    if (p.name.empty()) throw Usage("a player without a name or a program");
    ++count[p.name], taken.insert(p.name);
  }
  for (auto& p : players) {
    // A name given twice gets _A, _B, ... (then _27, _28, ...), none that another player has.
    if (count[p.name] > 1) {
      const std::string base = p.name;
      do {
        const int k = seen[base]++;
        p.name = base + "_" +
                 (k < 26 ? std::string(1, static_cast<char>('A' + k)) : std::to_string(k + 1));
      } while (!taken.insert(p.name).second);
    }
    // The 1998 record cannot hold such a name, and pousse_check would refuse the log (#23).
    if (!pousse::valid_name(p.name))
      throw Usage("player name '" + p.name +
                  "': the log holds names of printable characters without blanks, parentheses "
                  "or quotes");
  }
  for (std::size_t i = 0; i < players.size(); ++i) {
    players[i].env = cl.env;
    const auto& own = i == 0 ? cl.env_a : i == 1 ? cl.env_b : std::vector<std::string>{};
    players[i].env.insert(players[i].env.end(), own.begin(), own.end());
  }
  return players;
}

int merge(const std::vector<std::string>& args) {
  const contest::MergeCommand m = contest::parse_merge(args);
  const auto merged = contest::run_merge(m);
  std::cout << contest::summary(contest::standings_of(merged), m.sprt);
  return 0;
}

int run(const std::vector<std::string>& args) {
  if (const std::optional<int> status = contest::help_or_merge(args, kHelp, merge)) return *status;

  // Step 1. The command line and the players.
  CommandLine cl = parse_args(args);
  pousse::MatchOptions& opt = cl.match;
  const std::vector<pousse::Player> players = make_players(cl);

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
