// tournament.cpp: see tournament.h.
#include "tournament.h"

#include <algorithm>
#include <sstream>

#include "common/files.h"
#include "match.h"

namespace showdown {

namespace {

// Writes a game's log as log_dir/name.log, when log_dir is set.
void save_log(const std::string& log_dir, const std::string& name, const GameResult& g) {
  if (!log_dir.empty()) contest::write_file(log_dir + "/" + name + ".log", g.log);
}

// Seeds entrants by one system-test game each as player one against standard: those that
// completed it first, by score; the table goes to the report.
void seed_entrants(TournamentResult& t, const std::vector<Entrant>& entrants,
                   const Entrant& standard, const MediatorOptions& options,
                   const std::string& log_dir, int jobs) {
  std::vector<std::pair<Entrant, Entrant>> games;
  for (const Entrant& e : entrants) games.push_back({e, standard});
  const std::vector<GameResult> played = play_games(games, options, jobs);
  for (std::size_t k = 0; k < entrants.size(); ++k) {
    const GameResult& g = played[k];
    save_log(log_dir, "seed-" + entrants[k].name, g);
    t.seeds.push_back({entrants[k], g.score[0].total(), g.stats[0].faults == 0});
  }
  std::stable_sort(t.seeds.begin(), t.seeds.end(), [](const Seeding& x, const Seeding& y) {
    if (x.completed != y.completed) return x.completed;
    return x.score > y.score;
  });
  t.report.push_back("Seeding (system-test game as player one against " + standard.name + "):");
  for (std::size_t i = 0; i < t.seeds.size(); ++i) {
    const Seeding& s = t.seeds[i];
    std::ostringstream line;
    line << "  seed " << i + 1 << "  " << s.entrant.name << "  " << s.score
         << (s.completed ? "" : "  (did not complete: not seeded)");
    t.report.push_back(line.str());
  }
}

// Plays one round on slots of seeds (field[seed - 1] is the entrant; 0 is a bye for the
// neighbour) and returns the winners' seeds in order.
std::vector<int> play_round(TournamentResult& t, int round, const std::vector<int>& slots,
                            const std::vector<const Entrant*>& field,
                            const MediatorOptions& options, const std::string& log_dir, int jobs) {
  t.report.push_back("Round " + std::to_string(round) + ":");
  // The round's matches do not depend on each other: all their games at once, then the report.
  const auto pairs = round_pairs(slots);
  std::vector<std::pair<Entrant, Entrant>> matches;
  for (const auto& [sa, sb] : pairs)
    if (sa && sb) matches.push_back({*field[sa - 1], *field[sb - 1]});
  const std::vector<MatchResult> played = play_matches(matches, options, jobs);
  std::vector<int> next;
  std::size_t k = 0;
  for (const auto& [sa, sb] : pairs) {
    if (!sa || !sb) {
      next.push_back(sa ? sa : sb);
      if (sa || sb) t.report.push_back("  " + field[(sa ? sa : sb) - 1]->name + " has a bye");
      continue;
    }
    const Entrant *a = field[sa - 1], *b = field[sb - 1];
    const MatchResult& m = played[k++];
    const std::string name = "r" + std::to_string(round) + "-" + a->name + "-vs-" + b->name;
    save_log(log_dir, name + "-g1", m.games[0]);
    save_log(log_dir, name + "-g2", m.games[1]);
    const Entrant* w = m.winner == 0 ? a : b;
    std::ostringstream line;
    line << "  " << a->name << " " << m.total[0] << " - " << m.total[1] << " " << b->name
         << "  (games " << m.games[0].score[0].total() << "-" << m.games[0].score[1].total() << ", "
         << m.games[1].score[1].total() << "-" << m.games[1].score[0].total() << ")  -> " << w->name
         << (m.decided_by == "score" ? "" : " by " + m.decided_by);
    t.report.push_back(line.str());
    next.push_back(m.winner == 0 ? sa : sb);
  }
  return next;
}

}  // namespace

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

TournamentResult run_tournament(const std::vector<Entrant>& entrants, const Entrant& standard,
                                const MediatorOptions& options, const std::string& log_dir,
                                int jobs) {
  TournamentResult t;
  // Step 1. Seeding: one system-test game each, as player one against the standard player.
  seed_entrants(t, entrants, standard, options, log_dir, jobs);
  std::vector<const Entrant*> field;
  for (const Seeding& s : t.seeds)
    if (s.completed) field.push_back(&s.entrant);
  if (field.empty()) return t;

  // Step 2. The first round in bracket order; a missing seed is a bye for its opponent.
  int size = 1;
  while (size < static_cast<int>(field.size())) size *= 2;
  std::vector<int> slots;
  for (int s : bracket_order(size)) slots.push_back(s <= static_cast<int>(field.size()) ? s : 0);

  // Step 3. Rounds of matches until one entrant remains.
  for (int round = 1; slots.size() > 1; ++round)
    slots = play_round(t, round, slots, field, options, log_dir, jobs);
  t.champion = field[slots[0] - 1]->name;
  t.report.push_back("Champion: " + t.champion);
  return t;
}

}  // namespace showdown
