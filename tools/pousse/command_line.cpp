// command_line.cpp: pousse_referee's command line (command_line.h).
#include "command_line.h"

#include <unistd.h>

#include <filesystem>
#include <map>
#include <set>
#include <sstream>

#include "common/cli/cli.h"
#include "common/core/numbers.h"

namespace pousse {

namespace {

// A command line that cannot be run.
using contest::cli::Usage;

Player make_player(const std::string& arg) {
  Player p;
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

std::vector<int> board_sizes(const std::string& list) {
  std::vector<int> sizes;
  std::stringstream ss(list);
  for (std::string t; std::getline(ss, t, ',');)
    sizes.push_back((int)contest::cli::whole_number("-s", t, kMinSize, kMaxSize));
  if (sizes.empty() || list.back() == ',') throw Usage("-s: expected sizes such as 6 or 5,6,7");
  return sizes;
}

}  // namespace

CommandLine parse_args(const std::vector<std::string>& args) {
  CommandLine cl;
  MatchOptions& opt = cl.match;
  opt.runner.quiet = false;
  contest::cli::Command c("pousse_referee");
  add_runner_options(c, opt.runner);
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
  c.commands({"merge"}, cl.words, contest::kMergeOptions);
  cl.help = !c.parse_args(args);
  cl.command = c.chosen();
  if (cl.help || !cl.command.empty()) return cl;
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

std::vector<Player> make_players(const CommandLine& cl) {
  std::vector<Player> players;
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
    if (!valid_name(p.name))
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

}  // namespace pousse
