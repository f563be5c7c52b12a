// match.cpp: see match.h.
#include "match.h"

#include <cstdlib>
#include <filesystem>

#include "common/match/match.h"

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

std::vector<GameResult> play_games(const std::vector<std::pair<Entrant, Entrant>>& games,
                                   const RefereeOptions& options, int jobs) {
  std::vector<GameResult> results(games.size());
  std::size_t given = 0;
  contest::run_parallel(
      jobs < 1 ? 1 : jobs,
      [&](std::size_t& task) { return given < games.size() ? (task = given++, true) : false; },
      [&](std::size_t task, int) {
        return play_game(games[task].first, games[task].second, options);
      },
      [&](std::size_t task, GameResult& g) { results[task] = std::move(g); });
  return results;
}

std::vector<MatchResult> play_matches(const std::vector<std::pair<Entrant, Entrant>>& pairs,
                                      const RefereeOptions& options, int jobs) {
  std::vector<std::pair<Entrant, Entrant>> games;
  for (const auto& [a, b] : pairs) games.push_back({a, b}), games.push_back({b, a});
  const std::vector<GameResult> played = play_games(games, options, jobs);
  std::vector<MatchResult> matches;
  for (std::size_t k = 0; k < pairs.size(); ++k)
    matches.push_back(match_of(played[2 * k], played[2 * k + 1], pairs[k].first, pairs[k].second));
  return matches;
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
