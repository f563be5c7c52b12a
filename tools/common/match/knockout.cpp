// knockout.cpp: see knockout.h.
#include "common/match/knockout.h"

#include <stdexcept>

namespace contest {

std::vector<std::pair<int, int>> round_pairs(const std::vector<int>& slots) {
  std::vector<std::pair<int, int>> pairs;
  for (std::size_t i = 0; i + 1 < slots.size(); i += 2) {
    int a = slots[i], b = slots[i + 1];
    if (b && (!a || b < a)) std::swap(a, b);
    pairs.push_back({a, b});
  }
  return pairs;
}

std::vector<int> bracket_order(int size) {
  std::vector<int> order{1};
  for (int n = 1; n < size; n *= 2) {
    std::vector<int> next;
    for (int s : order) next.push_back(s), next.push_back(2 * n + 1 - s);
    order = next;
  }
  return order;
}

KnockoutResult play_knockout(
    Tournament& t, const std::vector<int>& seeded, long first_opening,
    const std::function<void(int round, const std::vector<Bout>&)>& on_round,
    const StageOptions& stage, const std::function<void(const Result&)>& on_result,
    std::vector<MatchReport>* reports) {
  KnockoutResult k;
  // A round depends on the one before: no part of it can be played alone, or stopped by a test.
  if (t.options().shard.count > 1 || t.options().sprt)
    throw std::invalid_argument("--shard and --sprt are not for a knockout");
  if (seeded.empty()) return k;
  // The first round in bracket order; a missing seed is a bye for its opponent.
  const int field = static_cast<int>(seeded.size());
  int size = 1;
  while (size < field) size *= 2;
  std::vector<int> slots;
  for (int s : bracket_order(size)) slots.push_back(s <= field ? s : 0);
  // Rounds of bouts until one player remains; a round's bouts do not depend on each other.
  for (int round = 1; slots.size() > 1; ++round) {
    std::vector<Bout> bouts;
    std::vector<ScheduledGame> games;
    for (const auto& [high, low] : round_pairs(slots)) {
      bouts.push_back({high, low, high, std::nullopt});
      if (!high || !low) {
        bouts.back().high = high ? high : low, bouts.back().low = 0;
        bouts.back().winner = bouts.back().high;
        continue;
      }
      const int a = seeded[high - 1], b = seeded[low - 1];
      games.push_back(t.game(first_opening + round - 1, 0, {a, b}, {a, b}));
      games.back().pair = games.back().number - 1;
    }
    StageOptions this_round = stage;
    this_round.last = stage.last && slots.size() == 2;  // the final
    const MatchReport played = t.play(games, this_round, on_result);
    std::size_t next = 0;
    slots.clear();
    for (Bout& b : bouts) {
      if (b.low) {
        const Result& r = played.results.at(next++);
        b.winner = r.points[1] > r.points[0] ? b.low : b.high;
        b.result = r;
      }
      slots.push_back(b.winner);  // 0 for two empty slots, which keep the bracket's shape
    }
    if (reports) reports->push_back(played);
    k.rounds.push_back(bouts);
    if (on_round) on_round(round, bouts);
  }
  k.champion = slots[0];
  return k;
}

}  // namespace contest
