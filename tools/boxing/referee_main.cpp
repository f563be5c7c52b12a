// boxing_referee: plays Boxing Match games, matches and tournaments, generates arenas and checks
// logs. Run without arguments for usage. The build also makes boxing_check and boxing_gen, second
// names of the program that run its `check` and `gen` commands (one name per role in every game).
#include <algorithm>
#include <array>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <sstream>
#include <stdexcept>

#include "common/cli.h"
#include "common/files.h"
#include "common/match.h"
#include "common/numbers.h"
#include "common/tournament.h"
#include "game.h"
#include "tournament.h"
#include "viewer/viewer.h"

namespace {

using namespace boxing;

const char* kUsage =
    "usage: boxing_referee [options] COMMAND ...\n"
    "  gen SEED BLOCKED LAYOUT          print a generated arena (layout: "
    "random|clusters|symmetric)\n"
    "  game ARENA NAME=PATH...          one game, players in the given order\n"
    "  match ARENA... -- NAME=PATH NAME=PATH\n"
    "                                   two players, every arena, each player first once, on\n"
    "                                   the match runner (its options below)\n"
    "  merge [-o FILE] [--sprt SPEC] RESULTS...\n"
    "                                   combine match results files (shards, resumed runs): a\n"
    "                                   game in two files must be the same game there; prints\n"
    "                                   the summary, writes the lines to FILE with -o\n"
    "  tournament ARENA ARENA ARENA -- NAME=PATH...\n"
    "                                   stage 1 (and stage 2 on the first arena if needed);\n"
    "                                   with -j N, N games at once that share no entry\n"
    "  check [VIEW] LOG...              re-check logs move by move (VIEW: options below; the\n"
    "                                   command's older name, replay, is still taken)\n"
    "boxing_check [options] [VIEW] LOG... and boxing_gen SEED BLOCKED LAYOUT are the same program\n"
    "  by its other names: boxing_referee [options] check ... and boxing_referee gen ...\n"
    "ARENA: a file, gen:SEED:BLOCKED:LAYOUT, gens:COUNT:SEED:BLOCKED:LAYOUT (COUNT arenas, seeds\n"
    "  SEED, SEED+1, ...) or gens:COUNT:BLOCKED:LAYOUT (seeds from --seed)\n"
    "options (before the command): --limit-ms N (time per move in ms, default 1000),\n"
    "  --log-dir DIR (DIR/gameN.log), --env NAME=VALUE (for every player),\n"
    "  --marks XY (a match's two marks, default AB; with -j N each further game under way takes\n"
    "  the next two free marks, CD, EF, ...; lets matches run side by side), -h/--help\n";

struct Config {
  contest::Millis limit{1000};
  std::string log_dir;
  std::vector<std::string> env;
  bool quiet = false;
  std::string marks = "AB";  // a match's two marks
  // The match runner's options (-j, --results, --resume, --shard, --sprt, --seed, -q).
  contest::RunnerOptions runner;
};

// The whole --help: the commands and options, check's VIEW options, the runner's options.
std::string help_text() {
  return std::string(kUsage) + viewer::kUsage +
         "runner options (match; -j, --results and --resume also tournament; --seed and -q for\n"
         "every command):\n" +
         contest::kRunnerOptionsHelp;
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

// Adds the arenas of one ARENA argument; gens:COUNT:BLOCKED:LAYOUT takes its seeds from seed.
void add_arenas(const std::string& spec, std::vector<NamedArena>& out, long long seed = 1) {
  auto p = split_colon(spec);
  auto whole = [&](const std::string& text, long long lo, long long hi) {
    long long v = 0;
    if (!contest::parse_whole(text, lo, hi, v))
      throw std::runtime_error("arena " + spec + ": '" + text + "' is not a whole number from " +
                               std::to_string(lo) + " to " + std::to_string(hi));
    return v;
  };
  constexpr long long kMaxSeed = 999999999999999999LL;
  if (!p.empty() && p[0] == "gen" && p.size() == 4) {
    out.push_back({spec, generate_arena(whole(p[1], 0, kMaxSeed),
                                        (int)whole(p[2], 0, kWidth * kHeight), p[3])});
  } else if (!p.empty() && p[0] == "gens" && (p.size() == 5 || p.size() == 4)) {
    const long long count = whole(p[1], 1, 1000000);
    const long long first = p.size() == 5 ? whole(p[2], 0, kMaxSeed - count) : seed;
    const int blocked = (int)whole(p[p.size() - 2], 0, kWidth * kHeight);
    for (long long i = 0; i < count; ++i) {
      const std::uint64_t s = first + i;
      out.push_back({"gen:" + std::to_string(s) + ":" + std::to_string(blocked) + ":" + p.back(),
                     generate_arena(s, blocked, p.back())});
    }
  } else {
    const Arena a = parse_arena(contest::read_file(spec));
    // A game starts as the statement's arenas do, with vacant and blocked spots only: a mark
    // would be a box that no player of this game took, and counts for no one (#23).
    for (int y = 0; y < kHeight; ++y)
      for (int x = 0; x < kWidth; ++x)
        if (const char c = a.text[y * (kWidth + 1) + x]; c != kVacant && c != kBlocked)
          throw std::runtime_error("arena " + spec + ": line " + std::to_string(y + 1) +
                                   " column " + std::to_string(x + 1) + " holds '" +
                                   std::string(1, c) + "'; a starting arena holds only '" +
                                   std::string(1, kVacant) + "' and '" + std::string(1, kBlocked) +
                                   "'");
    out.push_back({spec, a});
  }
}

Player parse_player(const std::string& spec, char mark, const Config& c) {
  auto eq = spec.find('=');
  if (eq == std::string::npos || eq == 0)
    throw std::runtime_error("player must be NAME=PATH: " + spec);
  return {spec.substr(0, eq), spec.substr(eq + 1), mark, c.env};
}

// A game's line: its number and arena, the players in order of play, the winner and its score, the
// moves, each player's slowest move and the forfeits.
std::string game_line(long number, const std::string& arena, const std::vector<std::string>& seats,
                      int winner, long long score, long moves, const std::vector<double>& slowest,
                      const std::vector<std::string>& forfeits) {
  std::ostringstream out;
  out << "game " << std::setw(3) << number << "  " << std::left << std::setw(24) << arena
      << std::right << "  ";
  for (std::size_t i = 0; i < seats.size(); ++i) out << (i ? " vs " : "") << seats[i];
  out << ": " << seats[winner] << " wins, score " << score << ", " << moves << " moves, slowest";
  for (std::size_t i = 0; i < seats.size(); ++i)
    out << (i ? ", " : " ") << seats[i] << " " << std::fixed << std::setprecision(2) << slowest[i]
        << " s";
  for (std::size_t i = 0; i < seats.size(); ++i)
    if (!forfeits[i].empty()) out << " [" << seats[i] << " forfeit: " << forfeits[i] << "]";
  return out.str();
}

// The same from a game's result (a tournament's game, played now or kept in its results file).
std::string game_line(const contest::Result& r) {
  const std::vector<std::string> seats = r.seats();
  std::vector<double> slowest;
  std::vector<std::string> forfeits;
  int winner = 0;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (r.points_of(seats[i]) > 0) winner = static_cast<int>(i);
    const auto ms = r.slowest_ms.find(seats[i]);
    slowest.push_back(ms == r.slowest_ms.end() ? 0 : ms->second / 1000.0);
    const auto why = r.forfeits.find(seats[i]);
    forfeits.push_back(why == r.forfeits.end() ? "" : why->second);
  }
  const auto score = r.info.find("score");
  return game_line(r.number, r.start, seats, winner, score == r.info.end() ? 0 : score->second,
                   r.moves, slowest, forfeits);
}

// Plays one game with a log (kept in the log dir when there is one) and checks the log.
// The game's line (players, winner, score, moves, slowest moves, forfeits) is printed unless
// --quiet, or handed back in *line when line is given.
GameResult run_game(const std::vector<Player>& players, const NamedArena& a, const Config& c,
                    int number, std::string* line = nullptr) {
  std::ostringstream log;
  GameOptions o;
  o.time_limit = c.limit;
  o.log = &log;
  GameResult g = play_game(players, a.arena, o);
  // The log is checked as `check` checks a file: a log the checker refuses is a referee bug.
  std::string problem = check_log(log.str(), c.limit.count());
  if (!problem.empty()) throw std::runtime_error("game " + std::to_string(number) + " " + problem);
  if (!c.log_dir.empty()) {
    // A file that cannot be written stops the run rather than lose the game's record.
    auto save = [&](const std::string& suffix, const std::string& text) {
      const std::string path = c.log_dir + "/game" + std::to_string(number) + suffix;
      contest::write_file(path, text);
    };
    save(".log", log.str());
    // What the players wrote on stderr (the end of it, per move) goes beside the log, which
    // keeps its replayable format.
    std::ostringstream err;
    for (std::size_t m = 0; m < g.moves.size(); ++m)
      if (!g.moves[m].stderr_tail.empty())
        err << "move " << m + 1 << " " << players[g.moves[m].player].mark << ":\n"
            << g.moves[m].stderr_tail << (g.moves[m].stderr_tail.back() == '\n' ? "" : "\n");
    if (!err.str().empty()) save(".stderr", err.str());
  }
  std::vector<std::string> names;
  std::vector<double> slowest;
  for (std::size_t i = 0; i < players.size(); ++i) {
    names.push_back(players[i].name);
    slowest.push_back(g.slowest_move(static_cast<int>(i)));
  }
  const std::string out = game_line(number, a.name, names, g.winner, g.scores[g.winner],
                                    static_cast<long>(g.moves.size()), slowest, g.forfeits);
  if (line)
    *line = out;
  else if (!c.quiet)
    std::cout << out << std::endl;  // one line per game as it ends, also into a file
  return g;
}

void print_standings(const std::vector<Standing>& s, const std::vector<Player>& entries) {
  for (const Standing& e : s)
    std::cout << "  " << e.rank << ". " << std::left << std::setw(12) << entries[e.entry].name
              << std::right << " wins " << std::setw(4) << e.wins << "  score " << e.score << "\n";
}

// The marks of the games a match's slot plays (see contest::GameHooks): slot 0 has --marks, each
// further slot the next two marks, in the tournament's order, that no slot before it has. Games
// under way at once so never share a mark and run side by side (rule 7).
std::array<char, 2> slot_marks(const std::string& marks, int slot) {
  std::array<char, 2> m{marks[0], marks[1]};
  std::string used = marks;
  for (int s = 1, next = 0; s <= slot; ++s)
    for (char& mark : m) {
      do mark = entry_mark(next++);
      while (used.find(mark) != std::string::npos);
      used += mark;
    }
  return m;
}

// A game's result for the match runner: points per seat, forfeits, slowest moves, the winner's
// score (the tournament's second key) and the log.
contest::Outcome outcome_of(const GameResult& g, const std::vector<Player>& seats, const Config& c,
                            long number) {
  contest::Outcome o;
  o.points.assign(seats.size(), 0);
  o.points[g.winner] = 1;
  for (std::size_t k = 0; k < seats.size(); ++k) {
    if (!g.forfeits[k].empty()) o.forfeits[seats[k].name] = g.forfeits[k];
    o.slowest_ms[seats[k].name] = std::llround(g.slowest_move(static_cast<int>(k)) * 1000);
  }
  o.end = o.forfeits.empty() ? "normal" : "forfeit";
  o.moves = static_cast<long>(g.moves.size());
  o.info["score"] = g.scores[g.winner];
  if (!c.log_dir.empty()) o.log = c.log_dir + "/game" + std::to_string(number) + ".log";
  return o;
}

// What a match (or a merge of its results) ends with: the standings by the contest's rules, the
// runner's line (score, Elo, pairs, test, forfeits) and the RESULT line.
void print_match_summary(const std::vector<contest::Result>& results,
                         const std::optional<contest::Sprt>& sprt) {
  if (results.empty()) {
    std::cout << "RESULT: no games played\n";
    return;
  }
  const contest::Standings s = contest::standings_of(results);
  const std::vector<std::string>& names = s.players();
  std::vector<Player> entries;
  for (const std::string& n : names) entries.push_back({n, "", 'A', {}});
  std::vector<GameSummary> games;
  std::set<long> arenas;
  long forfeits = 0;
  for (const contest::Result& r : results) {
    GameSummary g;
    for (const std::string& seat : r.seats()) g.order.push_back(s.index(seat));
    for (const std::string& p : r.players)
      if (r.points_of(p) == 1) g.winner = s.index(p);
    const auto score = r.info.find("score");
    g.score = score == r.info.end() ? 0 : static_cast<int>(score->second);
    games.push_back(g);
    arenas.insert(r.opening);
    forfeits += static_cast<long>(r.forfeits.size());
  }
  print_standings(rank_entries(static_cast<int>(names.size()), games), entries);
  std::cout << contest::summary(s, sprt);
  const std::size_t n = results.size();
  std::cout << "RESULT: " << names[0] << " " << s.tally(0, 1).wins << "/" << n << " wins vs "
            << names[1] << " ("
            << (n == 2 * arenas.size()
                    ? std::to_string(arenas.size()) + " arenas x 2 orders"
                    : std::to_string(n) + " games on " + std::to_string(arenas.size()) + " arenas")
            << "), forfeits " << forfeits << ", slowest move " << std::fixed << std::setprecision(2)
            << names[0] << " " << s.slowest_ms(0) / 1000.0 << " s, " << names[1] << " "
            << s.slowest_ms(1) / 1000.0 << " s\n";
}

int cmd_match(const std::vector<std::string>& args, const Config& c) {
  std::vector<NamedArena> arenas;
  std::size_t i = 0;
  for (; i < args.size() && args[i] != "--"; ++i) add_arenas(args[i], arenas, c.runner.seed);
  if (i + 3 != args.size() || arenas.empty())
    throw std::runtime_error("match: give arenas, then --, then two players");
  const std::vector<Player> p = {parse_player(args[i + 1], c.marks[0], c),
                                 parse_player(args[i + 2], c.marks[1], c)};
  const std::vector<std::string> names = {p[0].name, p[1].name};
  // Each arena is an opening: played once with each player first, as the contest's stage 1 did.
  const auto schedule = contest::make_schedule(contest::Format::RoundRobin, names,
                                               2 * static_cast<long>(arenas.size()));
  std::mutex lock;
  std::map<long, std::string> lines;  // each game's line, until the runner has its result
  contest::GameHooks hooks;
  hooks.start = [&](const contest::ScheduledGame& g) { return arenas[g.opening].name; };
  hooks.play = [&](const contest::ScheduledGame& g, int slot) {
    const std::array<char, 2> marks = slot_marks(c.marks, slot);
    std::vector<Player> seats;
    for (int who : g.seats) {
      seats.push_back(p[who]);
      seats.back().mark = marks[who];
    }
    std::string line;
    const GameResult r = run_game(seats, arenas[g.opening], c, static_cast<int>(g.number), &line);
    std::lock_guard<std::mutex> guard(lock);
    lines[g.number] = line;
    return outcome_of(r, seats, c, g.number);
  };
  auto on_result = [&](const contest::Result& r) {
    std::lock_guard<std::mutex> guard(lock);
    if (!c.quiet) std::cout << lines[r.number] << std::endl;
    lines.erase(r.number);
  };
  const contest::MatchReport report =
      contest::run_match(names, schedule, hooks, c.runner, on_result);
  if (report.resumed > 0 && !c.quiet)
    std::cerr << "resumed " << report.resumed << " games from " << c.runner.results << "\n";
  print_match_summary(report.results, c.runner.sprt);
  std::cout << contest::decision_line(report);
  return 0;
}

int cmd_merge(const std::vector<std::string>& args) {
  const contest::MergeCommand m = contest::parse_merge(args);
  print_match_summary(contest::run_merge(m), m.sprt);
  return 0;
}

// The entries of a tournament by index, from the names in a game's result.
std::vector<int> entries_of(const std::vector<std::string>& names,
                            const std::vector<std::string>& all) {
  std::vector<int> e;
  for (const std::string& n : names)
    e.push_back(static_cast<int>(std::find(all.begin(), all.end(), n) - all.begin()));
  return e;
}

// A stage's games as the contest scores them: the order of play, the winner, its score.
std::vector<GameSummary> summaries(const contest::MatchReport& stage,
                                   const std::vector<std::string>& names) {
  std::vector<GameSummary> games;
  for (const contest::Result& r : stage.results) {
    const std::vector<std::string> seats = r.seats();
    GameSummary s{entries_of(seats, names), 0, 0};
    for (const std::string& n : seats)
      if (r.points_of(n) > 0) s.winner = entries_of({n}, names)[0];
    const auto score = r.info.find("score");
    s.score = score == r.info.end() ? 0 : static_cast<int>(score->second);
    games.push_back(s);
  }
  return games;
}

// The contest's tournament on the tournament layer (tools/common/tournament.h): stage 1, every
// pair six games (two on each arena, each first once), then stage 2, every order of play of the
// entries tied first, on arena X (the first); one results file for both with --results and
// --resume. Two games under way never share an entry, so never a mark (ruling 7); the game lines
// are printed in the games' order.
int cmd_tournament(const std::vector<std::string>& args, const Config& c) {
  std::vector<NamedArena> arenas;
  std::size_t i = 0;
  for (; i < args.size() && args[i] != "--"; ++i) add_arenas(args[i], arenas, c.runner.seed);
  if (arenas.size() != 3 || i + 3 > args.size())
    throw std::runtime_error("tournament: give three arenas, then --, then two or more entries");
  std::vector<Player> entries;
  std::vector<std::string> names;
  for (std::size_t j = i + 1; j < args.size(); ++j) {
    entries.push_back(parse_player(args[j], entry_mark(static_cast<int>(entries.size())), c));
    names.push_back(entries.back().name);
  }
  const int n = static_cast<int>(entries.size());
  contest::GameHooks hooks;
  // Openings 0 to 2 are the arenas; stage 2 plays opening 3, arena X again.
  hooks.start = [&](const contest::ScheduledGame& g) { return arenas[g.opening % 3].name; };
  hooks.play = [&](const contest::ScheduledGame& g, int) {
    std::vector<Player> seats;
    for (int e : g.seats) seats.push_back(entries[e]);
    std::string line;  // printed from the result, in game order
    const GameResult r =
        run_game(seats, arenas[g.opening % 3], c, static_cast<int>(g.number), &line);
    return outcome_of(r, seats, c, g.number);
  };
  // The game lines in order are the tournament's progress: no runner line beside them.
  contest::RunnerOptions runner = c.runner;
  runner.quiet = true;
  contest::Tournament t(names, hooks, runner);
  contest::StageOptions stage;
  stage.exclusive = stage.in_order = true;
  const auto print = [&c](const contest::Result& r) {
    if (!c.quiet) std::cout << game_line(r) << std::endl;
  };
  // Step 1. Stage 1: every pair six games, two on each arena.
  std::vector<contest::ScheduledGame> games;
  for (const auto& o : stage1_orders(n, 3))
    games.push_back(t.game(o[2], static_cast<long>(games.size()) / 2,
                           {std::min(o[0], o[1]), std::max(o[0], o[1])}, {o[0], o[1]}));
  auto s = rank_entries(n, summaries(t.play(games, stage, print), names));
  std::cout << "Stage 1:\n";
  print_standings(s, entries);
  // Step 2. Stage 2: the entries tied for first play every order on arena X.
  std::vector<int> tied = tied_leaders(s);
  if (!tied.empty()) {
    std::sort(tied.begin(), tied.end());
    games.clear();
    for (const std::vector<int>& order : stage2_orders(tied))
      games.push_back(t.game(3, static_cast<long>(games.size()), tied, order));
    s = rank_entries(tied, summaries(t.play(games, stage, print), names));
    std::cout << "Stage 2 (" << tied.size() << " tied entries, arena X):\n";
    print_standings(s, entries);
  }
  t.finish();
  if (t.resumed() > 0 && !c.quiet)
    std::cerr << "resumed " << t.resumed() << " games from " << c.runner.results << "\n";
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

// The arena as the viewers draw it (viewer.html writes the same text): the header, column and row
// numbers, the rows; on a terminal each player's mark in its colour and the new box highlighted.
std::string arena_block(const GameLog& g, const std::string& header, const Arena& a, const Box* box,
                        const viewer::Terminal& t) {
  static const char* const kColours[] = {"31", "34", "32", "35", "33", "36"};
  std::string tens = "   ", units = "   ";
  for (int x = 0; x < kWidth; ++x) {
    tens += x % 10 == 0 ? static_cast<char>('0' + x / 10) : ' ';
    units += static_cast<char>('0' + x % 10);
  }
  std::string text = t.paint(header, "1") + "\n" + tens + "\n" + units + "\n";
  for (int y = 0; y < kHeight; ++y) {
    text += (y < 10 ? " " : "") + std::to_string(y) + " ";
    for (int x = 0; x < kWidth; ++x) {
      const char c = a.at(x, y);
      const std::size_t p = std::find(g.marks.begin(), g.marks.end(), c) - g.marks.begin();
      const bool fresh =
          box && x >= box->x && x < box->x + box->k && y >= box->y && y < box->y + box->k;
      const std::string colour = p < g.marks.size() ? kColours[p % 6] : c == kBlocked ? "90" : "";
      text += colour.empty() ? std::string(1, c)
                             : t.paint(std::string(1, c), (fresh ? "7;" + colour : colour).c_str());
    }
    text += "\n";
  }
  return text;
}

// Draws a log's turns as check_log reads them, then the result or the first problem; returns the
// problem ("" when the log checked).
std::string show_log(const std::string& text, long long limit_ms, viewer::Terminal& t) {
  GameLog checked;
  int number = 0;
  const std::string problem = check_log(
      text, limit_ms, &checked, [&](const GameLog& g, const LogTurn& turn, const Arena& a) {
        const std::string who =
            turn.player < 0 ? "" : g.marks[turn.player] + (" " + g.names[turn.player]);
        std::string header;
        if (turn.player < 0) {
          for (std::size_t p = 0; p < g.marks.size(); ++p)
            header += (p ? ", " : "start: ") + std::string(1, g.marks[p]) + " " + g.names[p];
          header += "; " + std::to_string(a.vacant()) + " vacant";
        } else if (turn.forfeit) {
          header =
              "move " + std::to_string(++number) + ": " + who + " forfeits (" + turn.reason + ")";
        } else {
          const std::string k = std::to_string(turn.box.k);
          char seconds[32];
          std::snprintf(seconds, sizeof seconds, "%lld.%03lld", turn.millis / 1000,
                        turn.millis % 1000);
          header = "move " + std::to_string(++number) + ": " + who + " takes " + k + "x" + k +
                   " at " + std::to_string(turn.box.x) + " " + std::to_string(turn.box.y) + " (" +
                   seconds + " s); " + std::to_string(a.vacant()) + " vacant";
        }
        t.show(arena_block(g, header, a, turn.player < 0 || turn.forfeit ? nullptr : &turn.box, t));
      });
  if (!problem.empty()) {
    t.show("error: " + problem + "\n");
    return problem;
  }
  const int w = checked.winner;
  t.show(t.paint("result: " + std::string(1, checked.marks[w]) + " " + checked.names[w] +
                     " wins, score " + std::to_string(checked.scores[w]),
                 "1") +
         "\n");
  return "";
}

// The command a second name of the program stands for (contest_add_alias): boxing_check is
// `boxing_referee check`, boxing_gen is `boxing_referee gen`; "" for boxing_referee itself.
std::string implied_command(const char* argv0) {
  const std::string name = std::filesystem::path(argv0 ? argv0 : "").filename().string();
  return name == "boxing_check" ? "check" : name == "boxing_gen" ? "gen" : "";
}

// The command line read: the options, the command and its words.
struct Invocation {
  Config config;
  std::string command;            // gen, game, match, merge, tournament or check
  std::vector<std::string> rest;  // the command's words (check: its logs)
  viewer::Options view;           // check's
};

// Reads the command line (without the program's name) of boxing_referee (implied "") or of one of
// its second names (implied "check" or "gen"), -h and --help aside: the options, then the command
// and its words, checked as far as they can be without reading a file. Throws
// std::invalid_argument or std::runtime_error naming the problem.
Invocation read_command_line(const std::string& implied, const std::vector<std::string>& args) {
  Invocation in;
  Config& c = in.config;
  c.runner.quiet = false;
  // The options come before the command; boxing_check takes check's own (VIEW) among them.
  contest::cli::Command cl(implied.empty() ? "boxing_referee" : "boxing_" + implied);
  cl.runner(c.runner);
  cl.millis("--limit-ms", c.limit, 1, 3600000);
  cl.text("--log-dir", c.log_dir);
  cl.texts("--env", c.env);
  cl.custom("--marks", [&c](const std::string& marks) {
    if (marks.size() != 2 || !valid_mark(marks[0]) || !valid_mark(marks[1]) || marks[0] == marks[1])
      throw contest::cli::Usage("--marks: two distinct valid marks");
    c.marks = marks;
  });
  std::vector<std::string>& rest = in.rest;
  if (implied == "check") {
    viewer::add_options(cl, in.view);
    cl.rest("LOG", rest);
  } else {
    cl.program(rest);  // the command and its words
  }
  cl.parse_args(args);
  if (implied.empty() && rest.empty()) throw std::runtime_error("no command");
  std::string& cmd = in.command;
  cmd = implied.empty() ? rest.front() : implied;
  if (implied.empty()) rest.erase(rest.begin());
  if (cmd == "replay") cmd = "check";  // the command's older name
  c.quiet = c.runner.quiet;
  // Two marks for each game under way; the tournament's marks run out at 61.
  if (c.runner.jobs > 29) throw std::runtime_error("-j: at most 29 games at once (two marks each)");
  // Logs written into a directory that is not there would be lost without a word.
  if (!c.log_dir.empty() && !std::filesystem::is_directory(c.log_dir))
    throw std::runtime_error("--log-dir: no such directory: " + c.log_dir);
  const bool file = !c.runner.results.empty() || c.runner.resume;
  if (cmd != "match" && (((c.runner.jobs != 1 || file) && cmd != "tournament") ||
                         c.runner.shard.count != 1 || c.runner.sprt))
    throw std::runtime_error(
        "-j, --results and --resume are for match and tournament, --shard and --sprt for match "
        "only");
  if (cmd == "gen" && rest.size() != 3)
    throw std::runtime_error("gen: expected SEED BLOCKED LAYOUT, got " +
                             std::to_string(rest.size()) + " arguments");
  if (cmd == "check") {
    if (implied.empty()) {
      std::vector<std::string> words = rest;
      std::string why;
      rest.clear();
      if (viewer::read_args(words, in.view, rest, why) == viewer::Args::kBad)
        throw std::runtime_error(why);
    }
    if (in.view.game > static_cast<long>(rest.size()))
      throw std::runtime_error("check: --game " + std::to_string(in.view.game) + ": " +
                               std::to_string(rest.size()) + " logs given");
    if (in.view.game > 0) rest = {rest[in.view.game - 1]};  // the K-th log: one game each
    if (rest.empty() || (in.view.html && rest.size() != 1))
      throw std::runtime_error("check: give logs (--html: one)");
  }
  const char* const commands[] = {"gen", "game", "match", "merge", "tournament", "check"};
  if (std::find(std::begin(commands), std::end(commands), cmd) == std::end(commands) ||
      (cmd == "game" && rest.size() < 2))
    throw std::runtime_error("bad command line");
  return in;
}

int run(int argc, char** argv) {
  const std::string implied = implied_command(argc > 0 ? argv[0] : nullptr);
  const std::vector<std::string> args(argv + 1, argv + argc);
  for (const std::string& a : args)
    if (a == "-h" || a == "--help") {
      std::cout << help_text();
      return 0;
    }
  Invocation in = read_command_line(implied, args);
  const Config& c = in.config;
  const std::string& cmd = in.command;
  const std::vector<std::string>& rest = in.rest;
  if (cmd == "gen") {
    // The same strict reading as an ARENA gen:SEED:BLOCKED:LAYOUT.
    std::vector<NamedArena> a;
    add_arenas("gen:" + rest[0] + ":" + rest[1] + ":" + rest[2], a);
    std::cout << a.at(0).arena.text;
    return 0;
  }
  if (cmd == "game") {
    std::vector<NamedArena> a;
    add_arenas(rest[0], a, c.runner.seed);
    std::vector<Player> ps;
    for (std::size_t j = 1; j < rest.size(); ++j)
      ps.push_back(parse_player(rest[j], entry_mark(static_cast<int>(j - 1)), c));
    GameResult g = run_game(ps, a.at(0), c, 1);
    std::cout << g.final_arena.text << "RESULT: " << ps[g.winner].name << " wins, score "
              << g.scores[g.winner] << "\n";
    return 0;
  }
  if (cmd == "match") return cmd_match(rest, c);
  if (cmd == "merge") return cmd_merge(rest);
  if (cmd == "tournament") return cmd_tournament(rest, c);
  if (cmd == "check") {
    // Every line and field of each log is checked (check_log), the moves' times against
    // --limit-ms; a path that is not a regular file is no log. --show and --html show them.
    const viewer::Options& view = in.view;
    const std::vector<std::string>& logs = rest;
    viewer::Terminal terminal(view);
    int bad = 0;
    for (const std::string& path : logs) {
      std::string problem, text;
      // An empty file leaves text empty: check_log refuses it.
      const bool read = contest::read_file(path, text, problem);
      if (read)
        problem = view.show ? show_log(text, c.limit.count(), terminal)
                            : check_log(text, c.limit.count());
      if (view.html) {
        std::cout << viewer::page("boxing", {{path, text}}, problem);
        if (!problem.empty()) std::cerr << path << ": " << problem << "\n";
      } else if (!view.show || !read) {
        std::cout << path << ": " << (problem.empty() ? "ok" : problem) << "\n";
      }
      bad += !problem.empty();
    }
    return bad ? 1 : 0;
  }
  throw std::runtime_error("bad command line");
}

}  // namespace

// The fuzz target of the command line (tools/fuzz) includes this file without its main.
#ifndef CONTEST_NO_MAIN
int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "boxing_referee: " << e.what() << "\n"
              << kUsage << "VIEW, check's options to watch a game:\n"
              << viewer::kUsage;
    return 2;
  }
}
#endif  // CONTEST_NO_MAIN
