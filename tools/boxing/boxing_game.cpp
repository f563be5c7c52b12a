// boxing_game.cpp: see boxing_game.h.
#include "boxing_game.h"

#include <iomanip>
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
  return {{"--limit-ms", "N", "time per move in ms (default 1000)",
           [this](contest::cli::Command& c, const std::string& names) {
             c.millis(names, limit_, 1, 3600000);
           }}};
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
  tournament.run = [this](const contest::CommandLine& line) {
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
