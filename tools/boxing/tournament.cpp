// tournament.cpp: see tournament.h.
#include "tournament.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "common/match/tournament.h"

namespace boxing {

std::vector<Standing> rank_entries(int entries, const std::vector<GameSummary>& games) {
  std::vector<int> all(entries);
  for (int i = 0; i < entries; ++i) all[i] = i;
  return rank_entries(all, games);
}

std::vector<Standing> rank_entries(const std::vector<int>& entries,
                                   const std::vector<GameSummary>& games) {
  std::vector<Standing> s(entries.size());
  for (std::size_t i = 0; i < entries.size(); ++i) s[i].entry = entries[i];
  for (const GameSummary& g : games)
    for (Standing& e : s)
      if (e.entry == g.winner) ++e.wins, e.score += g.score;
  auto better = [](const Standing& a, const Standing& b) {
    return a.wins != b.wins ? a.wins > b.wins : a.score > b.score;
  };
  std::stable_sort(s.begin(), s.end(), better);
  for (std::size_t i = 1; i < s.size(); ++i)
    s[i].rank = better(s[i - 1], s[i]) ? static_cast<int>(i) + 1 : s[i - 1].rank;
  return s;
}

std::vector<int> tied_leaders(const std::vector<Standing>& standings) {
  std::vector<int> t;
  for (const Standing& s : standings)
    if (s.rank == 1) t.push_back(s.entry);
  if (t.size() < 2) t.clear();
  return t;
}

std::vector<std::vector<int>> stage1_orders(int entries, int arenas) {
  std::vector<std::vector<int>> o;
  for (int i = 0; i < entries; ++i)
    for (int j = i + 1; j < entries; ++j)
      for (int a = 0; a < arenas; ++a) o.push_back({i, j, a}), o.push_back({j, i, a});
  return o;
}

std::vector<std::vector<int>> stage2_orders(const std::vector<int>& entries) {
  return contest::all_orders(entries);
}

char entry_mark(int i) {
  static const std::string marks = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnpqrstuvwxyz0123456789";
  if (i < 0 || i >= static_cast<int>(marks.size())) throw std::out_of_range("too many entries");
  return marks[i];
}

}  // namespace boxing
