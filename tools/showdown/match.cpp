// match.cpp: see match.h.
#include "match.h"

#include <cstdlib>
#include <filesystem>

#include "common/match/kinds.h"

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

std::vector<MatchResult> play_panel(const std::vector<Entrant>& entrants,
                                    const RefereeOptions& options, int jobs) {
  // The layer's players are named by their place: match and panel take any names, even one twice.
  std::vector<std::string> places;
  for (std::size_t k = 0; k < entrants.size(); ++k) places.push_back(std::to_string(k + 1));
  // A gauntlet of one opening: the first entrant against each other, each first once. Its games
  // by game number, each written by its worker.
  std::vector<GameResult> games(entrants.size() < 2 ? 0 : 2 * (entrants.size() - 1));
  contest::GameHooks hooks;
  hooks.start = [&](const contest::ScheduledGame&) {
    return "seed " + std::to_string(options.seed);
  };
  hooks.play = [&](const contest::ScheduledGame& g, int) {
    GameResult& r = games[g.number - 1];
    r = play_game(entrants[g.seats[0]], entrants[g.seats[1]], options);
    contest::Outcome out;
    out.points = game_points(r);
    out.end = outcome_name(r.outcome);
    return out;
  };
  contest::RunnerOptions runner;
  runner.jobs = jobs < 1 ? 1 : jobs;
  runner.quiet = true;  // a report at the end, no progress line
  contest::run_match(places, contest::Gauntlet(2), hooks, runner);
  std::vector<MatchResult> matches;
  for (std::size_t j = 1; j < entrants.size(); ++j)
    matches.push_back(match_of(games[2 * j - 2], games[2 * j - 1], entrants[0], entrants[j]));
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
