// referee_main.cpp: pousse_referee, a match between two Pousse programs.
//
//   pousse_referee [options] [NAME=]PLAYER_A [NAME=]PLAYER_B
//     A player is a program, run as ./NAME, or a directory laid out as a 1998 submission (runme,
//     support/...), run as ./runme. Each game gives each player a fresh top-level directory
//     with a support/ in it, a copy of the directory or a link to the program (ruling 12).
//     -n GAMES        games (default 2), in pairs: each opening once with each colour
//     -s SIZES        board sizes, comma-separated, cycled per pair (default 6)
//     -j JOBS         games in parallel (default 1)
//     --seed S        seed of the openings (default 1)
//     --opening K     random opening moves before the programs play (default 0: the empty
//                     board, as in 1998; use 2 or more for varied matches)
//     --time-ms MS    wall-clock limit per move (default 30000, as in 1998)
//     --env VAR=VAL   set in both programs' environment (e.g. POUSSE_MOVE_MS=1000); repeatable
//     --env-a VAR=VAL, --env-b VAR=VAL   the same for program A or B only
//     --max-moves M   a game still going after M moves is a draw (default 0: no limit)
//     --work-dir DIR  where the games' directories are made (default: $TMPDIR or /tmp)
//     --log FILE      write every game in the 1998 archive's format
//     --sprt SPEC     a sequential test of A against B, e.g. elo0=0,elo1=10,alpha=0.05,beta=0.05:
//                     no new pair of games starts once it is decided; the summary gives its
//                     log-likelihood ratio over the finished pairs and the decision
//     -q              no progress line
// Prints one line per game, then the summary (score with its Wilson interval, Elo, pairs, test).
// Exits 0 when the match ran (whoever won), 2 on bad usage.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <sstream>
#include <stdexcept>

#include "match.h"

namespace {

[[noreturn]] void usage(const std::string& why) {
  std::cerr
      << "pousse_referee: " << why
      << "\nusage: pousse_referee [-n GAMES] [-s SIZES] [-j JOBS] [--seed S] [--opening K]"
         " [--time-ms MS] [--env[-a|-b] VAR=VAL] [--max-moves M] [--work-dir DIR] [--log FILE]"
         " [--sprt SPEC] [-q] A B\n";
  std::exit(2);
}

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

long long number(const std::string& s, const char* what) {
  try {
    std::size_t used = 0;
    long long v = std::stoll(s, &used);
    if (used == s.size() && v >= 0) return v;
  } catch (...) {
  }
  usage(std::string("bad ") + what + ": " + s);
}

// The command line: the match's options, the programs and what to print or log.
struct CommandLine {
  pousse::MatchOptions match;
  std::vector<std::string> env, env_a, env_b, programs;
  std::string log_path;
  bool quiet = false;
};

std::vector<int> board_sizes(const std::string& list) {
  std::vector<int> sizes;
  std::stringstream ss(list);
  for (std::string t; std::getline(ss, t, ',');) {
    int n = (int)number(t, "board size");
    if (n < pousse::kMinSize || n > pousse::kMaxSize) usage("board size must be 4 to 20");
    sizes.push_back(n);
  }
  if (sizes.empty()) usage("no board size");
  return sizes;
}

CommandLine parse_args(int argc, char** argv) {
  CommandLine cl;
  pousse::MatchOptions& opt = cl.match;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) usage("missing value after " + a);
      return argv[++i];
    };
    if (a == "-n")
      opt.games = (int)number(value(), "game count");
    else if (a == "-j")
      opt.jobs = (int)number(value(), "job count");
    else if (a == "--seed")
      opt.seed = number(value(), "seed");
    else if (a == "--opening")
      opt.opening_plies = (int)number(value(), "opening length");
    else if (a == "--time-ms")
      opt.time_limit = contest::Millis(number(value(), "time"));
    else if (a == "--max-moves")
      opt.max_moves = (int)number(value(), "move limit");
    else if (a == "--env")
      cl.env.push_back(value());
    else if (a == "--env-a")
      cl.env_a.push_back(value());
    else if (a == "--env-b")
      cl.env_b.push_back(value());
    else if (a == "--log")
      cl.log_path = value();
    else if (a == "--work-dir")
      opt.work_dir = value();
    else if (a == "-q")
      cl.quiet = true;
    else if (a == "--sprt") {
      try {
        opt.sprt = contest::Sprt::parse(value());
      } catch (const std::invalid_argument& e) {
        usage(e.what());
      }
    } else if (a == "-s")
      opt.sizes = board_sizes(value());
    else if (!a.empty() && a[0] == '-')
      usage("unknown option " + a);
    else
      cl.programs.push_back(a);
  }
  if (cl.programs.size() != 2) usage("expected two programs");
  if (opt.games < 1) usage("at least one game");
  // Checked before any game: a game directory that cannot be made is no player's fault, and
  // play_game throws then.
  std::error_code ec;
  const std::string dir =
      opt.work_dir.empty() ? std::filesystem::temp_directory_path(ec).string() : opt.work_dir;
  if (ec || !std::filesystem::is_directory(dir, ec) || access(dir.c_str(), W_OK | X_OK) != 0)
    usage("cannot make game directories in " + (dir.empty() ? "$TMPDIR" : dir));
  return cl;
}

}  // namespace

int main(int argc, char** argv) {
  // Step 1. The command line.
  const CommandLine cl = parse_args(argc, argv);
  const pousse::MatchOptions& opt = cl.match;

  // Step 2. The players: distinct names, the shared environment then each one's own.
  pousse::Player pa = make_player(cl.programs[0]), pb = make_player(cl.programs[1]);
  if (pa.name == pb.name) pa.name += "_A", pb.name += "_B";
  pa.env = pb.env = cl.env;
  pa.env.insert(pa.env.end(), cl.env_a.begin(), cl.env_a.end());
  pb.env.insert(pb.env.end(), cl.env_b.begin(), cl.env_b.end());
  std::ofstream log;
  if (!cl.log_path.empty()) {
    log.open(cl.log_path);
    if (!log) usage("cannot write " + cl.log_path);
  }

  // Step 3. The match, with each game logged and a progress line as it ends.
  int done = 0, a_points2 = 0;
  auto on_game = [&](int i, const pousse::GameRecord& g) {
    ++done;
    const char a_side = i % 2 == 0 ? 'X' : 'O';
    a_points2 += g.winner == '-' ? 1 : g.winner == a_side ? 2 : 0;
    if (log) log << pousse::format_record(g) << std::endl;
    if (!cl.quiet)
      std::cerr << "[" << done << "/" << opt.games << "] game " << i + 1 << " (" << g.size << "x"
                << g.size << ", " << pa.name << " as " << a_side << "): winner " << g.winner << ", "
                << g.end << ", " << g.moves.size() << " moves, " << g.time_ms << " ms; " << pa.name
                << " " << a_points2 / 2.0 << "/" << done << "\n";
  };
  pousse::MatchResult r = pousse::play_match(pa, pb, opt, on_game);

  // Step 4. The summary.
  std::cout << pousse::summarize(r, pa.name, pb.name, opt.sprt) << std::endl;
  return 0;
}
