// pousse_game.cpp: see pousse_game.h.
#include "pousse_game.h"

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>

#include "common/cli/cli.h"
#include "common/core/numbers.h"
#include "opening.h"

namespace pousse {

namespace {

using contest::cli::Usage;

// The generic [NAME=]PATH with the 1998 referee's rules: a path may hold a '=' after a '/', a
// directory is a submission named after itself ("subs/cilk/" is cilk), a bare name is run as
// ./NAME.
constexpr contest::PlayerForm kPlayerForm{true, true, true};

std::vector<int> board_sizes(const std::string& list) {
  std::vector<int> sizes;
  std::stringstream ss(list);
  for (std::string t; std::getline(ss, t, ',');)
    sizes.push_back((int)contest::cli::whole_number("-s", t, kMinSize, kMaxSize));
  if (sizes.empty() || list.back() == ',') throw Usage("-s: expected sizes such as 6 or 5,6,7");
  return sizes;
}

}  // namespace

std::string PousseGame::about() const {
  return "Plays Pousse games between programs as the 1998 tournament ran them: two players play "
         "a\n"
         "match, more a round robin; a line that names no command is a match. A PLAYER is a\n"
         "program, run as ./NAME, or a directory laid out as a 1998 submission (runme,\n"
         "support/...), run as ./runme; each game gives each player a fresh directory of its own\n"
         "with a support/ in it (ruling 12).\n";
}

std::string PousseGame::command_help(const std::string& command) const {
  if (command != "match") return "";
  return "two players play a match, more a round robin (--gauntlet: the first\n"
         "against each other): each opening once with each colour. Prints a\n"
         "progress line per game on stderr, then the summary on stdout: wins,\n"
         "losses, draws, the score with its Wilson 95% interval, the Elo\n"
         "difference with its 95% interval, the pairs' pentanomial counts, the\n"
         "test's result and the forfeits (with more players, the crosstable\n"
         "first); the command's name may be left out";
}

std::vector<contest::GameOption> PousseGame::options() {
  using contest::cli::Command;
  return {
      {"-s", "SIZES", "board sizes 4 to 20, comma-separated, cycled per opening\n(default 6)",
       [this](Command& c, const std::string& n) {
         c.custom(n, [this](const std::string& list) { sizes = board_sizes(list); });
       }},
      {"--opening", "K", "random plies before the programs play (default 0: the\nempty board)",
       [this](Command& c, const std::string& n) { c.whole(n, opening_plies, 0, 400); }},
      {"--time-ms", "MS", "wall-clock limit per move in milliseconds (default\n30000, as in 1998)",
       [this](Command& c, const std::string& n) { c.millis(n, time_limit, 1, 86400000); }},
      {"--max-moves", "M", "a game still going after M moves is a draw (default 0:\nno limit)",
       [this](Command& c, const std::string& n) { c.whole(n, max_moves, 0, 1000000000); }},
      {"--env-a", "VAR=VAL",
       "the same as --env for the first player only (e.g.\nPOUSSE_MOVE_MS=1000)",
       [this](Command& c, const std::string& n) { c.texts(n, env_a); }},
      {"--env-b", "VAR=VAL", "the same as --env for the second player only",
       [this](Command& c, const std::string& n) { c.texts(n, env_b); }},
      {"--work-dir", "DIR", "where the games' directories are made (default $TMPDIR\nor /tmp)",
       [this](Command& c, const std::string& n) { c.text(n, work_dir); }},
      {"--log", "FILE",
       "write every game in the 1998 archive's format (appended\n"
       "with --resume), and what the programs wrote on stderr to\n"
       "FILE.stderr",
       [this](Command& c, const std::string& n) { c.text(n, log_path); }},
  };
}

std::vector<contest::Program> PousseGame::players(const std::vector<std::string>& words,
                                                  const std::vector<std::string>& env) const {
  std::vector<contest::Program> players;
  for (const std::string& w : words) players.push_back(contest::read_player(w, kPlayerForm));
  for (const auto* list : {&env_a, &env_b})  // --env itself is the front end's to check
    for (const std::string& e : *list)
      if (e.find('=') == std::string::npos || e[0] == '=')
        throw Usage("--env: expected VAR=VALUE, got '" + e + "'");
  std::map<std::string, int> count, seen;
  std::set<std::string> taken;
  for (const contest::Program& p : players) {
    if (p.name.empty()) throw Usage("a player without a name or a program");
    ++count[p.name], taken.insert(p.name);
  }
  for (contest::Program& p : players) {
    // A name given twice gets _A, _B, ... (then _27, _28, ...), none that another player has.
    if (count[p.name] > 1) {
      const std::string base = p.name;
      do {
        const int k = seen[base]++;
        p.name = base + "_" +
                 (k < 26 ? std::string(1, static_cast<char>('A' + k)) : std::to_string(k + 1));
      } while (!taken.insert(p.name).second);
    }
    // The 1998 record cannot hold such a name, and pousse_check would refuse the log.
    if (!valid_name(p.name))
      throw Usage("player name '" + p.name +
                  "': the log holds names of printable characters without blanks, parentheses "
                  "or quotes");
  }
  for (std::size_t i = 0; i < players.size(); ++i) {
    players[i].env = env;
    const auto& own = i == 0 ? env_a : i == 1 ? env_b : std::vector<std::string>{};
    players[i].env.insert(players[i].env.end(), own.begin(), own.end());
  }
  return players;
}

void PousseGame::accept(const std::string& command, const std::vector<std::string>& words,
                        const contest::RunnerOptions& runner) {
  resume = runner.resume;
  if (command != "game" && command != "match") return;
  if (command == "match" && words.size() < 2) throw Usage("expected two players or more");
  if (command == "game" && words.size() != 2) throw Usage("game: give two players");
  // Checked before any game: a game directory that cannot be made is no player's fault, and
  // play_game throws then.
  std::error_code ec;
  const std::string dir =
      work_dir.empty() ? std::filesystem::temp_directory_path(ec).string() : work_dir;
  if (ec || !std::filesystem::is_directory(dir, ec) || access(dir.c_str(), W_OK | X_OK) != 0)
    throw Usage("cannot make game directories in " + (dir.empty() ? "$TMPDIR" : dir));
}

GameOptions PousseGame::game_options(long opening, long long seed) const {
  GameOptions o;
  o.size = sizes[opening % sizes.size()];
  o.time_limit = time_limit;
  o.max_moves = max_moves;
  o.work_dir = work_dir;
  // The seed of each opening, as the referee has always made it: a match run before the shared
  // runner replays with the same --seed.
  o.opening = random_opening(
      o.size, opening_plies,
      static_cast<std::uint64_t>(seed) * 1000003ULL + static_cast<std::uint64_t>(opening));
  return o;
}

std::string PousseGame::start(long opening, long long seed) const {
  const GameOptions g = game_options(opening, seed);
  std::string s = std::to_string(g.size) + "x" + std::to_string(g.size);
  for (const Move& m : g.opening) s += " " + m.str();
  return s;
}

void PousseGame::append(long number, const GameRecord& rec, const std::string& err) const {
  if (log_path.empty()) return;
  const std::string err_path = log_path + ".stderr";
  const auto mode = resume ? std::ios::app : std::ios::trunc;
  std::lock_guard<std::mutex> guard(lock_);
  if (!opened_) {  // emptied once the runner took the results file, so a refused match leaves it
    opened_ = true;
    log_.open(log_path, mode);
    if (!resume) std::remove(err_path.c_str());  // a stale one of an earlier match
  }
  if (!(log_ << format_record(rec) << std::endl))
    throw std::runtime_error("cannot write " + log_path);
  if (err.empty()) return;
  if (!err_log_.is_open()) err_log_.open(err_path, mode);
  if (!(err_log_ << "game " << number << " " << rec.x_name << " " << rec.o_name << "\n"
                 << err << std::flush))
    throw std::runtime_error("cannot write " + err_path);
}

contest::Played PousseGame::play(const contest::Setup& s) const {
  const auto player = [](const contest::Program& p) { return Player{p.name, p.path, p.env}; };
  GameExtras extras;
  const GameRecord rec =
      play_game(player(s.seats[0]), player(s.seats[1]), game_options(s.opening, s.seed), &extras);
  append(s.number, rec, extras.stderr_text);
  contest::Played p;
  contest::Outcome& o = p.outcome;
  o.points = rec.winner == 'X'   ? std::vector<double>{1, 0}
             : rec.winner == 'O' ? std::vector<double>{0, 1}
                                 : std::vector<double>{0.5, 0.5};
  o.end = rec.end;
  // A forfeit's end is "SIDE what": the 1998 name of the forfeit after the side.
  if (rec.end != kNormalEnd && rec.winner != '-')
    o.forfeits[rec.end[0] == 'X' ? rec.x_name : rec.o_name] = rec.end.substr(2);
  o.moves = static_cast<long>(rec.moves.size());
  o.slowest_ms = {{rec.x_name, extras.slowest_ms[0]}, {rec.o_name, extras.slowest_ms[1]}};
  o.log = log_path;  // the results name the archive, unless each game has a log of its own
  p.log = format_record(rec) + "\n";
  if (!extras.stderr_text.empty()) p.beside[".stderr"] = extras.stderr_text;
  return p;
}

GameRecord PousseGame::record_of(const contest::Played& p) {
  std::string error;
  const std::optional<GameRecord> rec = parse_record(p.log.substr(0, p.log.size() - 1), &error);
  if (!rec) throw std::logic_error("a record the referee cannot read back: " + error);
  return *rec;
}

std::string PousseGame::forfeit(contest::Fault, const contest::RunResult& run) const {
  const std::string failed = run_forfeit(run);
  return failed.empty() ? "made an invalid move" : failed;  // a reply the rules refuse
}

contest::Checked PousseGame::check(const std::string& log) const {
  contest::Checked c;
  std::istringstream in(log);
  long games = 0, line = 0;
  for (std::string text; std::getline(in, text);) {
    ++line;
    std::string error;
    const std::optional<GameRecord> rec = parse_record(text, &error);
    const CheckResult r = rec ? check_record(*rec) : CheckResult{};
    if (!rec || !r.ok) {
      c.problem = "line " + std::to_string(line) + ": " + (rec ? r.problem : error);
      return c;
    }
    ++games;
    if (games == 1)
      c.verdict = rec->winner == '-' ? "a draw" : std::string(1, rec->winner) + " wins";
  }
  if (games == 0 || log.back() != '\n') c.problem = "no record, or a last line cut short";
  if (games > 1) c.verdict = std::to_string(games) + " games";
  c.verdict = "ok: " + c.verdict;
  return c;
}

}  // namespace pousse
