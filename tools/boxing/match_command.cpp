// match_command.cpp: `boxing_referee match` (two players on the match runner, every arena with
// each first once) and `merge` (results files put together), which end with the same summary.
#include <array>
#include <iomanip>
#include <iostream>
#include <map>
#include <mutex>
#include <set>
#include <stdexcept>

#include "common/results/standings.h"
#include "referee.h"

namespace boxing {

namespace {

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
  std::set<long> arenas;
  long forfeits = 0;
  for (const contest::Result& r : results) {
    arenas.insert(r.opening);
    forfeits += static_cast<long>(r.forfeits.size());
  }
  print_standings(rank_entries(static_cast<int>(names.size()), summaries(results, names)), names);
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

}  // namespace

int match_command(const std::vector<std::string>& words, const RefereeOptions& o) {
  const ArenasAndPlayers given = split_arenas(words, o.runner.seed);
  const std::vector<NamedArena>& arenas = given.arenas;
  if (given.players.size() != 2 || arenas.empty())
    throw std::runtime_error("match: give arenas, then --, then two players");
  const std::vector<Player> p = {parse_player(given.players[0], o.marks[0], o),
                                 parse_player(given.players[1], o.marks[1], o)};
  const std::vector<std::string> names = {p[0].name, p[1].name};
  // Each arena is an opening: played once with each player first, as the contest's stage 1 did.
  const auto schedule = contest::make_schedule(contest::Format::RoundRobin, names,
                                               2 * static_cast<long>(arenas.size()));
  std::mutex lock;
  std::map<long, std::string> lines;  // each game's line, until the runner has its result
  contest::GameHooks hooks;
  hooks.start = [&](const contest::ScheduledGame& g) { return arenas[g.opening].name; };
  hooks.play = [&](const contest::ScheduledGame& g, int slot) {
    const std::array<char, 2> marks = slot_marks(o.marks, slot);
    std::vector<Player> seats;
    for (int who : g.seats) {
      seats.push_back(p[who]);
      seats.back().mark = marks[who];
    }
    std::string line;
    const GameResult r = run_game(seats, arenas[g.opening], o, static_cast<int>(g.number), &line);
    std::lock_guard<std::mutex> guard(lock);
    lines[g.number] = line;
    return outcome_of(r, seats, o, g.number);
  };
  auto on_result = [&](const contest::Result& r) {
    std::lock_guard<std::mutex> guard(lock);
    if (!o.quiet) std::cout << lines[r.number] << std::endl;
    lines.erase(r.number);
  };
  const contest::MatchReport report =
      contest::run_match(names, schedule, hooks, o.runner, on_result);
  if (report.resumed > 0 && !o.quiet)
    std::cerr << "resumed " << report.resumed << " games from " << o.runner.results << "\n";
  print_match_summary(report.results, o.runner.sprt);
  std::cout << contest::decision_line(report);
  return 0;
}

int merge_command(const std::vector<std::string>& words) {
  const contest::MergeCommand m = contest::parse_merge(words);
  print_match_summary(contest::run_merge(m), m.sprt);
  return 0;
}

}  // namespace boxing
