// standings.cpp: see standings.h.
#include "common/results/standings.h"

#include <algorithm>
#include <iomanip>
#include <sstream>

namespace contest {

Standings::Standings(const std::vector<std::string>& players) {
  for (const std::string& p : players) add_player(p);
}

int Standings::add_player(const std::string& name) {
  const auto [it, added] = index_.emplace(name, static_cast<int>(players_.size()));
  if (added) {
    players_.push_back(name);
    stats_.emplace_back();
  }
  return it->second;
}

int Standings::index(const std::string& name) const {
  const auto it = index_.find(name);
  return it == index_.end() ? -1 : it->second;
}

void Standings::add(const Result& r) {
  ++games_;
  std::vector<int> who;
  for (std::size_t i = 0; i < r.players.size(); ++i) {
    who.push_back(add_player(r.players[i]));
    PlayerStats& p = stats_[who.back()];
    p.points += r.points[i];
    ++p.games;
    const auto slow = r.slowest_ms.find(r.players[i]);
    if (slow != r.slowest_ms.end()) p.slowest_ms = std::max(p.slowest_ms, slow->second);
    const auto forfeit = r.forfeits.find(r.players[i]);
    if (forfeit != r.forfeits.end()) ++p.forfeits[forfeit->second];
  }
  if (who.size() != 2) return;
  // The pairing's books speak for its lower-numbered player.
  const bool flip = who[0] > who[1];
  Pairing& pairing = pairings_[{std::min(who[0], who[1]), std::max(who[0], who[1])}];
  const int doubled = static_cast<int>(2 * r.points[flip ? 1 : 0]);
  ++(doubled == 2 ? pairing.tally.wins : doubled == 1 ? pairing.tally.draws : pairing.tally.losses);
  const auto [waiting, first_of_pair] = pairing.waiting.emplace(r.opening, doubled);
  if (!first_of_pair) {
    ++pairing.pairs.count[waiting->second + doubled];
    pairing.waiting.erase(waiting);
  }
}

Tally Standings::tally(int a, int b) const {
  const auto it = pairings_.find({std::min(a, b), std::max(a, b)});
  if (it == pairings_.end()) return {};
  Tally t = it->second.tally;
  if (a > b) std::swap(t.wins, t.losses);
  return t;
}

Pentanomial Standings::pairs(int a, int b) const {
  const auto it = pairings_.find({std::min(a, b), std::max(a, b)});
  if (it == pairings_.end()) return {};
  Pentanomial p = it->second.pairs;
  if (a > b) std::reverse(p.count.begin(), p.count.end());
  return p;
}

std::string pairing_line(const Standings& s, int a, int b, const std::optional<Sprt>& sprt) {
  std::ostringstream out;
  const Tally t = s.tally(a, b);
  const Pentanomial pairs = s.pairs(a, b);
  const Interval w = wilson(t.points(), t.games());
  const EloEstimate e = estimate_elo(t);
  const std::string& a_name = s.players()[a];
  const std::string& b_name = s.players()[b];
  out.setf(std::ios::fixed);
  out.precision(1);
  out << a_name << " vs " << b_name << ": " << t.wins << " wins, " << t.losses << " losses, "
      << t.draws << " draws in " << t.games() << " games; score " << 100 * t.score() << "% ["
      << 100 * w.low << "%, " << 100 * w.high << "%] (Wilson 95%); Elo " << e.elo << " ["
      << e.interval.low << ", " << e.interval.high << "]; pairs [";
  for (int k = 0; k < 5; ++k) out << (k ? " " : "") << pairs.count[k];
  out << "]";
  if (sprt) {
    const double llr = sprt->llr(pairs);
    out.precision(2);
    out << "; SPRT " << sprt->describe() << ": LLR " << llr << " [" << sprt->lower_bound() << ", "
        << sprt->upper_bound() << "] " << decision_name(sprt->decide(llr));
  }
  // A player's forfeits are over all its games: with more players the summary lists them apart.
  if (s.players().size() == 2)
    for (int p : {a, b})
      for (const auto& [what, count] : s.forfeits(p))
        out << "; " << s.players()[p] << " " << what << " x" << count;
  return out.str();
}

std::string crosstable(const Standings& s) {
  const int n = static_cast<int>(s.players().size());
  std::vector<int> order(n);
  for (int i = 0; i < n; ++i) order[i] = i;
  // By points, then by score (fewer games for the same points rank higher), then as given.
  std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
    if (s.points(x) != s.points(y)) return s.points(x) > s.points(y);
    return s.games(x) < s.games(y);
  });
  std::size_t width = 6;
  for (const std::string& p : s.players()) width = std::max(width, p.size());
  std::vector<std::string> cells(n * n);
  std::size_t cell_width = 5;
  for (int x = 0; x < n; ++x)
    for (int y = 0; y < n; ++y) {
      const Tally t = s.tally(x, y);
      std::ostringstream c;
      if (x == y || t.games() == 0) {
        c << ".";
      } else {
        c << std::fixed << std::setprecision(1) << t.points() << "/" << t.games();
      }
      cells[x * n + y] = c.str();
      cell_width = std::max(cell_width, c.str().size());
    }
  const std::size_t column = std::max(cell_width, width) + 2;
  std::ostringstream out;
  out << std::left << "  # " << std::setw(width) << "player" << std::right << " games  points"
      << "   score   Elo |";
  for (int y : order) out << std::setw(column) << s.players()[y];
  out << "\n";
  for (int rank = 0; rank < n; ++rank) {
    const int x = order[rank];
    const double score = s.games(x) ? s.points(x) / s.games(x) : 0.5;
    out << std::setw(3) << rank + 1 << " " << std::left << std::setw(width) << s.players()[x]
        << std::right << std::setw(6) << s.games(x) << std::fixed << std::setprecision(1)
        << std::setw(8) << s.points(x) << std::setw(7) << 100 * score << "%" << std::setw(6)
        << std::showpos << std::setprecision(0) << elo_of_score(score) << std::noshowpos << " |";
    for (int y : order) out << std::setw(column) << cells[x * n + y];
    out << "\n";
  }
  return out.str();
}

std::string summary(const Standings& s, const std::optional<Sprt>& sprt) {
  const int n = static_cast<int>(s.players().size());
  if (n == 2) return pairing_line(s, 0, 1, sprt) + "\n";
  std::string out = crosstable(s);
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      if (s.tally(a, b).games() > 0) out += pairing_line(s, a, b) + "\n";
  std::string forfeits;
  for (int p = 0; p < n; ++p)
    for (const auto& [what, count] : s.forfeits(p))
      forfeits += "; " + s.players()[p] + " " + what + " x" + std::to_string(count);
  if (!forfeits.empty()) out += "forfeits: " + forfeits.substr(2) + "\n";
  return out;
}

}  // namespace contest
