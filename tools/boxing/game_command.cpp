// game_command.cpp: `boxing_referee game` (one game, the players in the given order) and `gen`
// (the arena a generator spec makes).
#include <iostream>

#include "boxing_game.h"

namespace boxing {

int gen_command(const std::vector<std::string>& words) {
  // The same strict reading as an ARENA gen:SEED:BLOCKED:LAYOUT.
  std::vector<NamedArena> a;
  add_arenas("gen:" + words.at(0) + ":" + words.at(1) + ":" + words.at(2), a);
  std::cout << a.at(0).arena.text;
  return 0;
}

int game_command(Boxing& game, const std::vector<std::string>& words, const RefereeOptions& o) {
  std::vector<NamedArena> a;
  add_arenas(words.at(0), a, o.runner.seed);
  std::vector<Player> players;
  for (std::size_t j = 1; j < words.size(); ++j)
    players.push_back(parse_player(words[j], entry_mark(static_cast<int>(j - 1)), o));
  contest::Played played;
  const GameResult g = play_checked(players, a.at(0), game.limit(), 1, played);
  if (!o.log_dir.empty()) contest::keep_log(played, contest::logs_in(o.log_dir)(1));
  if (!o.quiet) std::cout << game_line(1, a[0].name, players, g) << std::endl;
  std::cout << g.final_arena.text << "RESULT: " << players[g.winner].name << " wins, score "
            << g.scores[g.winner] << "\n";
  return 0;
}

}  // namespace boxing
