// paired.cpp: see paired.h.
#include "common/results/paired.h"

#include <cstdio>
#include <set>
#include <sstream>
#include <stdexcept>

namespace contest {

namespace {

std::set<std::string> players_in(const std::vector<Result>& run) {
  std::set<std::string> common;
  for (std::size_t i = 0; i < run.size(); ++i) {
    const std::set<std::string> here(run[i].players.begin(), run[i].players.end());
    if (i == 0) {
      common = here;
      continue;
    }
    std::set<std::string> kept;
    for (const std::string& p : common)
      if (here.count(p)) kept.insert(p);
    common = kept;
  }
  return common;
}

// The entry's points by (start, opponent) in one run.
std::map<std::pair<std::string, std::string>, double> points_by_start(
    const std::vector<Result>& run, const std::string& entry, const char* which) {
  std::map<std::pair<std::string, std::string>, double> out;
  for (const Result& r : run) {
    if (r.players.size() != 2)
      throw std::invalid_argument(std::string("the ") + which + " run has a game of " +
                                  std::to_string(r.players.size()) + " players: " + r.id);
    const double points = r.points_of(entry);
    if (points < 0) throw std::invalid_argument(entry + " did not play " + r.id);
    const std::string& opponent = r.players[0] == entry ? r.players[1] : r.players[0];
    if (!out.emplace(std::make_pair(r.start, opponent), points).second)
      throw std::invalid_argument(std::string("the ") + which + " run has " + r.start +
                                  " against " + opponent + " twice");
  }
  return out;
}

std::string fixed(double x, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, x);
  return buf;
}

std::string counts(const Tally& t) {
  return std::to_string(t.wins) + " better, " + std::to_string(t.losses) + " worse, " +
         std::to_string(t.draws) + " the same";
}

}  // namespace

std::string common_player(const std::vector<Result>& a, const std::vector<Result>& b) {
  if (a.empty() || b.empty()) throw std::invalid_argument("a run with no results");
  std::set<std::string> in_a = players_in(a), in_b = players_in(b), both;
  for (const std::string& p : in_a)
    if (in_b.count(p)) both.insert(p);
  if (both.size() != 1)
    throw std::invalid_argument(both.empty() ? "no player is in every game of both runs"
                                             : "more than one player is in every game of both "
                                               "runs: name the entry with --entry");
  return *both.begin();
}

PairedComparison compare_runs(const std::vector<Result>& old_run,
                              const std::vector<Result>& new_run, const std::string& entry,
                              const Sprt& sprt) {
  PairedComparison c;
  c.entry = entry;
  const auto old_points = points_by_start(old_run, entry, "old");
  const auto new_points = points_by_start(new_run, entry, "new");
  for (const auto& [key, points] : old_points) c.only_old += !new_points.count(key);
  for (const Result& r : new_run) {
    const std::string& opponent = r.players[0] == entry ? r.players[1] : r.players[0];
    const auto old = old_points.find({r.start, opponent});
    if (old == old_points.end()) {
      ++c.only_new;
      continue;
    }
    const double now = r.points_of(entry);
    c.rows.push_back(PairedRow{r.start, opponent, old->second, now});
    Tally& t = c.by_opponent[opponent];
    for (Tally* tally : {&c.tally, &t})
      (now > old->second ? tally->wins : now < old->second ? tally->losses : tally->draws) += 1;
    if (c.decision == Sprt::kContinue) {
      c.decision = sprt.decide(sprt.llr(c.tally));
      if (c.decision != Sprt::kContinue) c.decided_at = static_cast<long>(c.rows.size());
    }
  }
  c.llr = sprt.llr(c.tally);
  return c;
}

std::string describe(const PairedComparison& c, const Sprt& sprt) {
  std::ostringstream out;
  for (const auto& [opponent, t] : c.by_opponent)
    out << c.entry << " vs " << opponent << ": " << t.games() << " pairs, " << counts(t) << "\n";
  out << "total: " << c.tally.games() << " pairs, " << counts(c.tally)
      << "; sign test p = " << fixed(sign_test(c.tally.wins, c.tally.losses), 4) << "\n";
  if (c.only_old || c.only_new)
    out << "unpaired: " << c.only_old << " only in the old run, " << c.only_new
        << " only in the new run\n";
  out << "SPRT " << sprt.describe() << ": LLR " << fixed(c.llr, 2) << " ["
      << fixed(sprt.lower_bound(), 2) << ", " << fixed(sprt.upper_bound(), 2) << "], ";
  if (c.decided_at)
    out << decision_name(c.decision) << " at pair " << c.decided_at << "\n";
  else
    out << decision_name(Sprt::kContinue) << "\n";
  return out.str();
}

}  // namespace contest
