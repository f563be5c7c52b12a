// boxing_game.cpp: see boxing_game.h.
#include "boxing_game.h"

#include <filesystem>
#include <iomanip>
#include <iostream>
#include <set>
#include <sstream>

#include "common/cli/cli.h"
#include "common/results/standings.h"

namespace boxing {

std::string Boxing::about() const {
  return "The Boxing Match: each move claims a square box of vacant spots; whoever fills the last\n"
         "one wins and scores its marks. A move is one run of `PATH MARK`, the arena on stdin.\n";
}

std::vector<contest::GameOption> Boxing::options() {
  using contest::cli::Command;
  std::vector<contest::GameOption> options = {
      {"--limit-ms",
       "N",
       "time per move in ms (default 1000)",
       [this](Command& c, const std::string& n) { c.millis(n, limit_, 1, 3600000); },
       {"game", "match", "check", "tournament"}},
      {"--marks",
       "XY",
       "the two marks (default AB); with -j N each further game under way\ntakes the next two "
       "free marks, CD, EF, ...; lets matches run side by side",
       [this](Command& c, const std::string& n) {
         c.custom(n, [this](const std::string& m) {
           if (m.size() != 2 || !valid_mark(m[0]) || !valid_mark(m[1]) || m[0] == m[1])
             throw contest::cli::Usage("--marks: two distinct valid marks");
           marks_ = m;
         });
       },
       {"match"}},
  };
  for (const viewer::Option& v : viewer::all_options())  // check's, the viewer's own
    options.push_back({v.name,
                       v.value,
                       v.help,
                       [this, d = v.declare](Command& c, const std::string& n) { d(c, n, view_); },
                       {"check"}});
  return options;
}

Boxing::Boxing() {
  shape_.opening_words = "ARENA";
  shape_.openings_help =
      "ARENA: a file, gen:SEED:BLOCKED:LAYOUT, gens:COUNT:SEED:BLOCKED:LAYOUT (COUNT arenas, "
      "seeds\n  SEED, SEED+1, ...) or gens:COUNT:BLOCKED:LAYOUT (seeds from --seed)\n";
  shape_.max_seats = 61;  // the marks of entry_mark
  shape_.match_players = 2;
  shape_.second_names = {"check", "gen"};
  shape_.older_names = {{"replay", "check"}};
  shape_.game_lines = true;
}

long Boxing::read_openings(const std::vector<std::string>& words, long long seed) {
  std::vector<NamedArena> read;
  try {
    for (const std::string& w : words) add_arenas(w, read, seed);
  } catch (const std::invalid_argument&) {
    throw;
  } catch (const std::exception& e) {  // an arena that cannot be read is a word refused
    throw contest::cli::Usage(e.what());
  }
  arenas = read;
  return static_cast<long>(arenas.size());
}

std::string Boxing::command_help(const std::string& command) const {
  if (command == "game")
    return "one game, players in the given order: its line, the final arena and the\nRESULT "
           "line on stdout";
  if (command == "match")
    return "two players, every arena, each player first once, on the match runner\n(its "
           "options below): a line per game, the standings, the summary, RESULT";
  if (command == "check")
    return "re-check logs move by move: a line each, PATH: ok or the problem; exits 1\nwhen one "
           "fails (--show, --html, --json: draw them instead)";
  return "";
}

void Boxing::accept(const std::string& command, const std::vector<std::string>& words,
                    const contest::RunnerOptions& runner) {
  // Two marks for each game under way; the tournament's marks run out at 61.
  if (runner.jobs > 29) throw contest::cli::Usage("-j: at most 29 games at once (two marks each)");
  if (command == "check") {
    if (view_.game > static_cast<long>(words.size()))
      throw contest::cli::Usage("check: --game " + std::to_string(view_.game) + ": " +
                                std::to_string(words.size()) + " logs given");
    if (words.empty() || (view_.html && view_.game == 0 && words.size() != 1))
      throw contest::cli::Usage("check: give logs (--html: one)");
  }
  if (command == "match")  // each game under way on marks of its own
    mark = [this](int entry, int slot) { return slot_marks(marks_, slot)[entry]; };
  else
    mark = [](int entry, int) { return entry_mark(entry); };
}

std::string Boxing::game_line(const contest::Result& r) const { return boxing::game_line(r); }

std::string Boxing::game_result(const contest::Result& r, const contest::Played& p) const {
  GameLog g;
  check_log(p.log, limit_.count(), &g);  // the log was checked as it was played
  const std::vector<std::string> seats = r.seats();
  std::string winner;
  for (const std::string& s : seats)
    if (r.points_of(s) > 0) winner = s;
  const auto score = r.info.find("score");
  return g.final_arena.text + "RESULT: " + winner + " wins, score " +
         std::to_string(score == r.info.end() ? 0 : score->second) + "\n";
}

std::optional<int> Boxing::check_logs(const std::vector<std::string>& logs) {
  // --game K: the K-th log alone, one game each.
  return view_logs(*this, view_.game > 0 ? std::vector<std::string>{logs.at(view_.game - 1)} : logs,
                   view_);
}

int gen_command(const std::vector<std::string>& words) {
  // The same strict reading as an ARENA gen:SEED:BLOCKED:LAYOUT.
  std::vector<NamedArena> a;
  try {
    add_arenas("gen:" + words.at(0) + ":" + words.at(1) + ":" + words.at(2), a);
  } catch (const std::runtime_error& e) {  // a word refused
    throw contest::cli::Usage(e.what());
  }
  std::cout << a.at(0).arena.text;
  return 0;
}

const NamedArena& Boxing::arena(long opening) const {
  // The arenas come from the command's operands: a command that names none plays nothing.
  if (arenas.empty()) throw contest::cli::Usage("give arenas");
  return arenas[opening % arenas.size()];
}

std::string Boxing::start(long opening, long long) const { return arena(opening).name; }

contest::Played Boxing::play(const contest::Setup& s) const {
  std::vector<Player> players;
  for (std::size_t k = 0; k < s.seats.size(); ++k) {
    const contest::Program& p = s.seats[k];
    players.push_back({p.name, p.path, mark(s.entries.at(k), s.slot), p.env});
  }
  contest::Played played;
  play_checked(players, arena(s.opening), limit_, s.number, played);
  return played;
}

std::string Boxing::forfeit(contest::Fault f, const contest::RunResult& run) const {
  return forfeit_word(f, run);
}

std::vector<contest::GameCommand> Boxing::commands() {
  contest::GameCommand gen;
  gen.name = "gen";
  gen.usage = "gen SEED BLOCKED LAYOUT";
  gen.help = "print a generated arena (layout: random|clusters|symmetric)";
  gen.operands = "WORD";
  gen.run = [](const contest::CommandLine& line) {
    if (line.words.size() != 3)
      throw contest::cli::Usage("gen: expected SEED BLOCKED LAYOUT, got " +
                                std::to_string(line.words.size()) + " arguments");
    return gen_command(line.words);
  };
  contest::GameCommand tournament;
  tournament.name = "tournament";
  tournament.usage = "tournament ARENA ARENA ARENA -- NAME=PATH...";
  tournament.help =
      "stage 1 (and stage 2 on the first arena if needed);\nwith -j N, N games at once that "
      "share no entry";
  tournament.operands = "WORD";
  tournament.parted = true;
  tournament.runner = contest::kEveryRunnerOption & ~(contest::kShard | contest::kSprt);
  tournament.plays = true;
  tournament.run = [this](const contest::CommandLine& line) {  // tournament_command.cpp
    if (!line.log_dir.empty() && !std::filesystem::is_directory(line.log_dir))
      throw contest::cli::Usage("--log-dir: no such directory: " + line.log_dir);
    RefereeOptions o;
    o.runner = line.runner;
    o.quiet = line.runner.quiet;
    o.env = line.env;
    o.log_dir = line.log_dir;
    return tournament_command(*this, line.words, o);
  };
  return {gen, tournament};
}

contest::Checked Boxing::check(const std::string& log) const {
  contest::Checked c;
  c.problem = check_log(log, limit_.count());
  c.verdict = "ok";
  return c;
}

// The standings by the contest's rules, the runner's summary (score, Elo, pairs, test,
// forfeits) and the RESULT line.
std::string Boxing::ranking(const std::vector<contest::Result>& results,
                            const std::optional<contest::Sprt>& sprt) const {
  if (results.empty()) return "RESULT: no games played\n";
  const contest::Standings s = contest::standings_of(results);
  const std::vector<std::string>& names = s.players();
  std::set<long> arenas_played;
  long forfeits = 0;
  for (const contest::Result& r : results) {
    arenas_played.insert(r.opening);
    forfeits += static_cast<long>(r.forfeits.size());
  }
  std::ostringstream out;
  out << standings_text(rank_entries(static_cast<int>(names.size()), summaries(results, names)),
                        names)
      << contest::summary(s, sprt);
  const std::size_t n = results.size(), a = arenas_played.size();
  out << "RESULT: " << names[0] << " " << s.tally(0, 1).wins << "/" << n << " wins vs " << names[1]
      << " ("
      << (n == 2 * a ? std::to_string(a) + " arenas x 2 orders"
                     : std::to_string(n) + " games on " + std::to_string(a) + " arenas")
      << "), forfeits " << forfeits << ", slowest move " << std::fixed << std::setprecision(2)
      << names[0] << " " << s.slowest_ms(0) / 1000.0 << " s, " << names[1] << " "
      << s.slowest_ms(1) / 1000.0 << " s\n";
  return out.str();
}

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

}  // namespace boxing
