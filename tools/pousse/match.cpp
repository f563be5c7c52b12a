// match.cpp: see match.h.
#include "match.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <sstream>
#include <thread>

#include "opening.h"

namespace pousse {

namespace {

// Game i of a match: pairs of games share a board size and a seeded opening.
GameOptions game_options(const MatchOptions& options, int i) {
  const int pair = i / 2;
  GameOptions g;
  g.size = options.sizes[pair % options.sizes.size()];
  g.time_limit = options.time_limit;
  g.max_moves = options.max_moves;
  g.opening = random_opening(g.size, options.opening_plies,
                             options.seed * 1000003ULL + (std::uint64_t)pair);
  return g;
}

// Counts game i's result for a, who played X in the even games, and a forfeit by its name.
void tally(MatchResult& r, int i, const GameRecord& rec) {
  const char a_side = i % 2 == 0 ? 'X' : 'O';
  if (rec.winner == '-')
    ++r.draws;
  else if (rec.winner == a_side)
    ++r.a_wins;
  else
    ++r.b_wins;
  if (rec.end != kNormalEnd && rec.winner != '-') {
    auto& forfeits = rec.end[0] == a_side ? r.a_forfeits : r.b_forfeits;
    ++forfeits[rec.end.substr(2)];
  }
  r.games[i] = rec;
}

}  // namespace

MatchResult play_match(const Player& a, const Player& b, const MatchOptions& options,
                       const std::function<void(int, const GameRecord&)>& on_game) {
  MatchResult r;
  r.games.resize(options.games);
  std::atomic<int> next{0};
  std::mutex lock;
  // Each worker takes the next game to play until none is left; results are counted under lock.
  auto worker = [&] {
    for (int i; (i = next++) < options.games;) {
      const GameOptions g = game_options(options, i);
      GameRecord rec = i % 2 == 0 ? play_game(a, b, g) : play_game(b, a, g);
      std::lock_guard<std::mutex> guard(lock);
      tally(r, i, rec);
      if (on_game) on_game(i, rec);
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < std::max(1, options.jobs); ++t) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
  return r;
}

std::string summarize(const MatchResult& r, const std::string& a_name, const std::string& b_name) {
  std::ostringstream out;
  const int n = (int)r.games.size();
  const double p = r.score();
  const double margin = n ? 1.96 * std::sqrt(std::max(p * (1 - p), 0.25 / n) / n) : 0;
  auto elo = [](double s) {
    s = std::min(std::max(s, 1e-3), 1 - 1e-3);
    return -400 * std::log10(1 / s - 1);
  };
  out.setf(std::ios::fixed);
  out.precision(1);
  out << a_name << " vs " << b_name << ": " << r.a_wins << " wins, " << r.b_wins << " losses, "
      << r.draws << " draws in " << n << " games; score " << 100 * p << "% +/- " << 100 * margin
      << "% (95%); Elo " << elo(p) << " [" << elo(p - margin) << ", " << elo(p + margin) << "]";
  for (const auto* f : {&r.a_forfeits, &r.b_forfeits})
    for (const auto& [what, count] : *f)
      out << "; " << (f == &r.a_forfeits ? a_name : b_name) << " " << what << " x" << count;
  return out.str();
}

}  // namespace pousse
