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
  g.work_dir = options.work_dir;
  g.opening = random_opening(g.size, options.opening_plies,
                             options.seed * 1000003ULL + (std::uint64_t)pair);
  return g;
}

// a's points in game i, doubled (0, 1 or 2): a played X in the even games.
int doubled_points(int i, const GameRecord& rec) {
  const char a_side = i % 2 == 0 ? 'X' : 'O';
  return rec.winner == '-' ? 1 : rec.winner == a_side ? 2 : 0;
}

// Counts game i's result for a, and a forfeit by its name.
void tally(MatchResult& r, int i, const GameRecord& rec) {
  const char a_side = i % 2 == 0 ? 'X' : 'O';
  const int points = doubled_points(i, rec);
  ++(points == 2 ? r.a_wins : points == 1 ? r.draws : r.b_wins);
  if (rec.end != kNormalEnd && rec.winner != '-') {
    auto& forfeits = rec.end[0] == a_side ? r.a_forfeits : r.b_forfeits;
    ++forfeits[rec.end.substr(2)];
  }
  r.games[i] = rec;
}

// The points of the first finished game of each pair, until its partner ends.
struct PairBook {
  std::map<int, int> waiting;  // pair -> doubled points of its finished game
  void add(MatchResult& r, int i, const GameRecord& rec) {
    auto it = waiting.find(i / 2);
    if (it == waiting.end()) {
      waiting[i / 2] = doubled_points(i, rec);
      return;
    }
    ++r.pairs.count[it->second + doubled_points(i, rec)];
    waiting.erase(it);
  }
};

}  // namespace

MatchResult play_match(const Player& a, const Player& b, const MatchOptions& options,
                       const std::function<void(int, const GameRecord&)>& on_game) {
  MatchResult r;
  r.games.resize(options.games);
  int next = 0;  // the next game to start, under lock
  bool decided = false;
  PairBook book;
  std::mutex lock;
  // Each worker takes the next game to play until none is left, or until the test is decided
  // (then only the second game of a pair already started); results are counted under lock.
  auto worker = [&] {
    for (;;) {
      int i;
      {
        std::lock_guard<std::mutex> guard(lock);
        if (next >= options.games || (decided && next % 2 == 0)) return;
        i = next++;
      }
      const GameOptions g = game_options(options, i);
      GameRecord rec = i % 2 == 0 ? play_game(a, b, g) : play_game(b, a, g);
      std::lock_guard<std::mutex> guard(lock);
      tally(r, i, rec);
      book.add(r, i, rec);
      if (options.sprt)
        decided = options.sprt->decide(options.sprt->llr(r.pairs)) != contest::Sprt::kContinue;
      if (on_game) on_game(i, rec);
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < std::max(1, options.jobs); ++t) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
  r.games.resize(next);
  return r;
}

std::string summarize(const MatchResult& r, const std::string& a_name, const std::string& b_name,
                      const std::optional<contest::Sprt>& sprt) {
  std::ostringstream out;
  const contest::Tally t = r.tally();
  const contest::Interval w = contest::wilson(t.points(), t.games());
  const contest::EloEstimate e = contest::estimate_elo(t);
  out.setf(std::ios::fixed);
  out.precision(1);
  out << a_name << " vs " << b_name << ": " << r.a_wins << " wins, " << r.b_wins << " losses, "
      << r.draws << " draws in " << t.games() << " games; score " << 100 * t.score() << "% ["
      << 100 * w.low << "%, " << 100 * w.high << "%] (Wilson 95%); Elo " << e.elo << " ["
      << e.interval.low << ", " << e.interval.high << "]; pairs [";
  for (int k = 0; k < 5; ++k) out << (k ? " " : "") << r.pairs.count[k];
  out << "]";
  if (sprt) {
    const double llr = sprt->llr(r.pairs);
    out.precision(2);
    out << "; SPRT " << sprt->describe() << ": LLR " << llr << " [" << sprt->lower_bound() << ", "
        << sprt->upper_bound() << "] " << contest::decision_name(sprt->decide(llr));
  }
  for (const auto* f : {&r.a_forfeits, &r.b_forfeits})
    for (const auto& [what, count] : *f)
      out << "; " << (f == &r.a_forfeits ? a_name : b_name) << " " << what << " x" << count;
  return out.str();
}

}  // namespace pousse
