// paired.h: two runs of one entry against the same opponents from the same starts (an old build
// and a new one, each a results file of its gauntlet), compared start by start. Each start and
// opponent that both runs played is a pair; the new build is better on it when it scored more,
// worse when less. Pairs cancel what a start gives either build, so a test on them needs fewer
// games than two separate scores: the sign test, and the SPRT of fishtest with each pair as a
// game (better a win, worse a loss, the same a draw) taken in the new run's order, so that the
// test stops where a sequential run would have stopped.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "common/results/results.h"
#include "common/stats/stats.h"

namespace contest {

struct PairedRow {
  std::string start, opponent;
  double old_points = 0, new_points = 0;
};

struct PairedComparison {
  std::string entry;                // the player both runs share
  std::vector<PairedRow> rows;      // in the new run's order
  long only_old = 0, only_new = 0;  // starts one run has and the other lacks
  Tally tally;                      // better / same / worse, as wins / draws / losses
  std::map<std::string, Tally> by_opponent;
  // The SPRT over the pairs in order: the decision and the pair (1-based) it came at, 0 if none.
  Sprt::Decision decision = Sprt::kContinue;
  long decided_at = 0;
  double llr = 0;  // over every pair
};

// The entry's name: the one player in every result of both runs (std::invalid_argument when there
// is none, or more than one).
std::string common_player(const std::vector<Result>& a, const std::vector<Result>& b);

// Pairs by (start, opponent) the results of `entry` in both runs; each result must have two
// players. A start and opponent played twice in one run is refused (std::invalid_argument).
PairedComparison compare_runs(const std::vector<Result>& old_run,
                              const std::vector<Result>& new_run, const std::string& entry,
                              const Sprt& sprt);

// The report: one line per opponent, the totals with the sign test, the SPRT's line.
std::string describe(const PairedComparison& c, const Sprt& sprt);

}  // namespace contest
