// match.cpp: see match.h.
#include "match.h"

#include <cstdlib>
#include <filesystem>

namespace showdown {

namespace fs = std::filesystem;

MatchResult play_match(const Entrant& a, const Entrant& b, const RefereeOptions& options) {
  return match_of(play_game(a, b, options), play_game(b, a, options), a, b);
}

MatchResult match_of(const GameResult& first, const GameResult& second, const Entrant& a,
                     const Entrant& b) {
  MatchResult m;
  m.games[0] = first;
  m.games[1] = second;
  for (int who = 0; who < 2; ++who) {
    // who's seat in game g: a is player one in game 0 and player two in game 1.
    for (int g = 0; g < 2; ++g) {
      const int seat = (who + g) % 2;
      m.total[who] += m.games[g].score[seat].total();
      m.stats[who] += m.games[g].stats[seat];
    }
  }
  decide_match(m, a, b);
  return m;
}

std::vector<double> game_points(const GameResult& g) {
  const bool first = g.outcome == Outcome::FirstWins, second = g.outcome == Outcome::SecondWins;
  return {first ? 1.0 : second ? 0.0 : 0.5, first ? 0.0 : second ? 1.0 : 0.5};
}

void decide_match(MatchResult& m, const Entrant& a, const Entrant& b) {
  if (m.total[0] != m.total[1]) {
    m.winner = m.total[0] > m.total[1] ? 0 : 1;
    m.decided_by = "score";
    return;
  }
  static const char* kBreakers[] = {"fewest MOVEs", "fewest OUCHs", "most RADARs", "most WALLs"};
  if (int c = compare_tiebreakers(m.stats[0], m.stats[1])) {
    m.winner = c < 0 ? 0 : 1;
    m.decided_by = kBreakers[std::abs(c) - 1];
    return;
  }
  std::error_code ec1, ec2;
  const auto sa = fs::file_size(a.path, ec1), sb = fs::file_size(b.path, ec2);
  if (!ec1 && !ec2 && sa != sb) {
    m.winner = sa < sb ? 0 : 1;
    m.decided_by = "smaller executable";
    return;
  }
  m.winner = 0;
  m.decided_by = "seed";
}

}  // namespace showdown
