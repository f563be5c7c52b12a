// boxing_referee: plays Boxing Match games, matches and tournaments, generates arenas and checks
// logs. Run without arguments for usage.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include "judge.h"
#include "tournament.h"

namespace {

using namespace boxing;

const char* kUsage =
    "usage: boxing_referee COMMAND [options] ...\n"
    "  gen SEED BLOCKED LAYOUT          print a generated arena (layout: "
    "random|clusters|symmetric)\n"
    "  game ARENA NAME=PATH...          one game, players in the given order\n"
    "  match ARENA... -- NAME=PATH NAME=PATH\n"
    "                                   two players, every arena, each player first once\n"
    "  tournament ARENA ARENA ARENA -- NAME=PATH...\n"
    "                                   stage 1 (and stage 2 on the first arena if needed)\n"
    "  replay LOG...                    re-check logs move by move\n"
    "ARENA: a file, gen:SEED:BLOCKED:LAYOUT, or gens:COUNT:SEED:BLOCKED:LAYOUT (COUNT arenas)\n"
    "options (before the command's arguments): --limit-ms N (1000), --log-dir DIR,\n"
    "  --env NAME=VALUE (for every player), --quiet,\n"
    "  --marks XY (match only: the two players' marks, default AB; lets matches run side by "
    "side)\n";

struct Config {
  contest::Millis limit{1000};
  std::string log_dir;
  std::vector<std::string> env;
  bool quiet = false;
  std::string marks = "AB";  // a match's two marks
};

std::string read_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw std::runtime_error("cannot read " + path);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

std::vector<std::string> split_colon(const std::string& s) {
  std::vector<std::string> parts;
  std::stringstream ss(s);
  for (std::string p; std::getline(ss, p, ':');) parts.push_back(p);
  return parts;
}

struct NamedArena {
  std::string name;
  Arena arena;
};

void add_arenas(const std::string& spec, std::vector<NamedArena>& out) {
  auto p = split_colon(spec);
  if (p[0] == "gen" && p.size() == 4) {
    out.push_back({spec, generate_arena(std::stoull(p[1]), std::stoi(p[2]), p[3])});
  } else if (p[0] == "gens" && p.size() == 5) {
    for (int i = 0; i < std::stoi(p[1]); ++i) {
      std::uint64_t seed = std::stoull(p[2]) + i;
      out.push_back({"gen:" + std::to_string(seed) + ":" + p[3] + ":" + p[4],
                     generate_arena(seed, std::stoi(p[3]), p[4])});
    }
  } else {
    out.push_back({spec, parse_arena(read_file(spec))});
  }
}

Player parse_player(const std::string& spec, char mark, const Config& c) {
  auto eq = spec.find('=');
  if (eq == std::string::npos || eq == 0)
    throw std::runtime_error("player must be NAME=PATH: " + spec);
  return {spec.substr(0, eq), spec.substr(eq + 1), mark, c.env};
}

// Plays one game with a log (kept in the log dir when there is one) and checks the log.
GameResult run_game(const std::vector<Player>& players, const NamedArena& a, const Config& c,
                    int number) {
  std::ostringstream log;
  GameOptions o;
  o.time_limit = c.limit;
  o.log = &log;
  GameResult g = play_game(players, a.arena, o);
  // The log is checked as `replay` checks a file: a log the checker refuses is a referee bug.
  std::string problem = check_log(log.str(), c.limit.count());
  if (!problem.empty()) throw std::runtime_error("game " + std::to_string(number) + " " + problem);
  if (!c.log_dir.empty()) {
    std::ofstream(c.log_dir + "/game" + std::to_string(number) + ".log") << log.str();
    // What the players wrote on stderr (the end of it, per move) goes beside the log, which
    // keeps its replayable format.
    std::ostringstream err;
    for (std::size_t m = 0; m < g.moves.size(); ++m)
      if (!g.moves[m].stderr_tail.empty())
        err << "move " << m + 1 << " " << players[g.moves[m].player].mark << ":\n"
            << g.moves[m].stderr_tail << (g.moves[m].stderr_tail.back() == '\n' ? "" : "\n");
    if (!err.str().empty())
      std::ofstream(c.log_dir + "/game" + std::to_string(number) + ".stderr") << err.str();
  }
  if (!c.quiet) {
    std::cout << "game " << std::setw(3) << number << "  " << std::left << std::setw(24) << a.name
              << std::right << "  ";
    for (std::size_t i = 0; i < players.size(); ++i)
      std::cout << (i ? " vs " : "") << players[i].name;
    std::cout << ": " << players[g.winner].name << " wins, score " << g.scores[g.winner] << ", "
              << g.moves.size() << " moves, slowest";
    for (std::size_t i = 0; i < players.size(); ++i)
      std::cout << (i ? ", " : " ") << players[i].name << " " << std::fixed << std::setprecision(2)
                << g.slowest_move(static_cast<int>(i)) << " s";
    for (std::size_t i = 0; i < players.size(); ++i)
      if (!g.forfeits[i].empty())
        std::cout << " [" << players[i].name << " forfeit: " << g.forfeits[i] << "]";
    std::cout << std::endl;  // one line per game as it ends, also into a file
  }
  return g;
}

void print_standings(const std::vector<Standing>& s, const std::vector<Player>& entries) {
  for (const Standing& e : s)
    std::cout << "  " << e.rank << ". " << std::left << std::setw(12) << entries[e.entry].name
              << std::right << " wins " << std::setw(4) << e.wins << "  score " << e.score << "\n";
}

int cmd_match(const std::vector<std::string>& args, const Config& c) {
  std::vector<NamedArena> arenas;
  std::size_t i = 0;
  for (; i < args.size() && args[i] != "--"; ++i) add_arenas(args[i], arenas);
  if (i + 3 != args.size())
    throw std::runtime_error("match: give arenas, then --, then two players");
  std::vector<Player> p = {parse_player(args[i + 1], c.marks[0], c),
                           parse_player(args[i + 2], c.marks[1], c)};
  std::vector<GameSummary> games;
  int number = 0, forfeits = 0;
  double slowest[2] = {0, 0};  // per player, over the match
  for (const NamedArena& a : arenas)
    for (int first = 0; first < 2; ++first) {
      std::vector<Player> order = {p[first], p[1 - first]};
      GameResult g = run_game(order, a, c, ++number);
      int w = g.winner == 0 ? first : 1 - first;
      games.push_back({{first, 1 - first}, w, g.scores[g.winner]});
      for (auto& f : g.forfeits) forfeits += !f.empty();
      for (int k = 0; k < 2; ++k) {
        int who = k == 0 ? first : 1 - first;
        slowest[who] = std::max(slowest[who], g.slowest_move(k));
      }
    }
  auto s = rank_entries(2, games);
  print_standings(s, p);
  int w0 = s[0].entry == 0 ? s[0].wins : s[1].wins;
  std::cout << "RESULT: " << p[0].name << " " << w0 << "/" << games.size() << " wins vs "
            << p[1].name << " (" << arenas.size() << " arenas x 2 orders), forfeits " << forfeits
            << ", slowest move " << std::fixed << std::setprecision(2) << p[0].name << " "
            << slowest[0] << " s, " << p[1].name << " " << slowest[1] << " s\n";
  return 0;
}

int cmd_tournament(const std::vector<std::string>& args, const Config& c) {
  std::vector<NamedArena> arenas;
  std::size_t i = 0;
  for (; i < args.size() && args[i] != "--"; ++i) add_arenas(args[i], arenas);
  if (arenas.size() != 3 || i + 3 > args.size())
    throw std::runtime_error("tournament: give three arenas, then --, then two or more entries");
  std::vector<Player> entries;
  for (std::size_t j = i + 1; j < args.size(); ++j)
    entries.push_back(parse_player(args[j], entry_mark(static_cast<int>(entries.size())), c));
  int n = static_cast<int>(entries.size()), number = 0;
  std::vector<GameSummary> games;
  for (const auto& o : stage1_orders(n, 3)) {
    GameResult g = run_game({entries[o[0]], entries[o[1]]}, arenas[o[2]], c, ++number);
    games.push_back({{o[0], o[1]}, o[g.winner], g.scores[g.winner]});
  }
  auto s = rank_entries(n, games);
  std::cout << "Stage 1:\n";
  print_standings(s, entries);
  std::vector<int> tied = tied_leaders(s);
  if (!tied.empty()) {
    std::vector<GameSummary> games2;
    for (const auto& order : stage2_orders(tied)) {
      std::vector<Player> ps;
      for (int e : order) ps.push_back(entries[e]);
      GameResult g = run_game(ps, arenas[0], c, ++number);
      games2.push_back({order, order[g.winner], g.scores[g.winner]});
    }
    s = rank_entries(tied, games2);
    std::cout << "Stage 2 (" << tied.size() << " tied entries, arena X):\n";
    print_standings(s, entries);
  }
  // Still tied after stage 2: the statement's duplicate prizes, so every tied entry is named.
  tied = tied_leaders(s);
  std::cout << "RESULT: ";
  if (tied.empty()) {
    std::cout << entries[s[0].entry].name << " wins the tournament\n";
  } else {
    for (std::size_t j = 0; j < tied.size(); ++j)
      std::cout << (j == 0 ? "" : j + 1 == tied.size() ? " and " : ", ") << entries[tied[j]].name;
    std::cout << " share the tournament (still tied after stage 2)\n";
  }
  return 0;
}

int run(int argc, char** argv) {
  Config c;
  std::vector<std::string> args(argv + 1, argv + argc);
  std::size_t i = 0;
  for (; i < args.size() && args[i].rfind("--", 0) == 0 && args[i] != "--"; ++i) {
    if (args[i] == "--quiet") {
      c.quiet = true;
      continue;
    }
    if (i + 1 >= args.size()) throw std::runtime_error("missing value after " + args[i]);
    if (args[i] == "--limit-ms")
      c.limit = contest::Millis(std::stoi(args[++i]));
    else if (args[i] == "--log-dir")
      c.log_dir = args[++i];
    else if (args[i] == "--env")
      c.env.push_back(args[++i]);
    else if (args[i] == "--marks") {
      c.marks = args[++i];
      if (c.marks.size() != 2 || !valid_mark(c.marks[0]) || !valid_mark(c.marks[1]) ||
          c.marks[0] == c.marks[1])
        throw std::runtime_error("--marks: two distinct valid marks");
    } else
      throw std::runtime_error("unknown option " + args[i]);
  }
  if (i >= args.size()) throw std::runtime_error("no command");
  std::string cmd = args[i];
  std::vector<std::string> rest(args.begin() + i + 1, args.end());
  if (cmd == "gen" && rest.size() == 3) {
    std::cout << generate_arena(std::stoull(rest[0]), std::stoi(rest[1]), rest[2]).text;
    return 0;
  }
  if (cmd == "game" && rest.size() >= 2) {
    std::vector<NamedArena> a;
    add_arenas(rest[0], a);
    std::vector<Player> ps;
    for (std::size_t j = 1; j < rest.size(); ++j)
      ps.push_back(parse_player(rest[j], entry_mark(static_cast<int>(j - 1)), c));
    GameResult g = run_game(ps, a.at(0), c, 1);
    std::cout << g.final_arena.text << "RESULT: " << ps[g.winner].name << " wins, score "
              << g.scores[g.winner] << "\n";
    return 0;
  }
  if (cmd == "match") return cmd_match(rest, c);
  if (cmd == "tournament") return cmd_tournament(rest, c);
  if (cmd == "replay" && !rest.empty()) {
    // Every line and field of each log is checked (check_log), the moves' times against
    // --limit-ms; a path that is not a regular file is no log.
    int bad = 0;
    for (const std::string& path : rest) {
      std::error_code ec;
      std::string problem;
      if (!std::filesystem::is_regular_file(path, ec)) {
        problem = std::filesystem::exists(path, ec) ? "not a regular file" : "no such file";
      } else {
        std::ifstream f(path, std::ios::binary);
        std::ostringstream text;
        if (f) text << f.rdbuf();  // an empty file leaves text empty: check_log refuses it
        problem = f ? check_log(text.str(), c.limit.count()) : "cannot read";
      }
      std::cout << path << ": " << (problem.empty() ? "ok" : problem) << "\n";
      bad += !problem.empty();
    }
    return bad ? 1 : 0;
  }
  throw std::runtime_error("bad command line");
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "boxing_referee: " << e.what() << "\n" << kUsage;
    return 2;
  }
}
