// match_command.cpp: `boxing_referee match` (two players on the match runner, every arena with
// each first once) and `merge` (results files put together), which end with the game's ranking.
#include <iostream>
#include <stdexcept>

#include "boxing_game.h"
#include "common/match/kinds.h"

namespace boxing {

int match_command(Boxing& game, const std::vector<std::string>& words, const RefereeOptions& o) {
  const ArenasAndPlayers given = split_arenas(words, o.runner.seed);
  if (given.players.size() != 2 || given.arenas.empty())
    throw std::runtime_error("match: give arenas, then --, then two players");
  const std::vector<Player> p = {parse_player(given.players[0], o.marks[0], o),
                                 parse_player(given.players[1], o.marks[1], o)};
  const std::vector<std::string> names = {p[0].name, p[1].name};
  game.arenas = given.arenas;
  game.mark = [&o](int entry, int slot) { return slot_marks(o.marks, slot)[entry]; };
  // Each arena is an opening: played once with each player first, as the contest's stage 1 did.
  const contest::RoundRobin kind(2 * static_cast<long>(given.arenas.size()));
  const auto on_result = [&o](const contest::Result& r) {
    if (!o.quiet) std::cout << game_line(r) << std::endl;
  };
  const contest::MatchReport report = contest::run_match(
      names, kind,
      contest::hooks_of(game, programs_of(p), o.runner.seed, contest::logs_in(o.log_dir)), o.runner,
      on_result);
  if (report.resumed > 0 && !o.quiet)
    std::cerr << "resumed " << report.resumed << " games from " << o.runner.results << "\n";
  std::cout << game.ranking(report.results, o.runner.sprt) << contest::decision_line(report);
  return 0;
}

int merge_command(const Boxing& game, const std::vector<std::string>& words) {
  const contest::MergeCommand m = contest::parse_merge(words);
  std::cout << game.ranking(contest::run_merge(m), m.sprt);
  return 0;
}

}  // namespace boxing
