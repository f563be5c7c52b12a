// referee_runs.h: lloyd_referee's runs on the tournament layer (common/tournament.h): a run is a
// game of one player (the entry) on one opening (the square), and a set or each part of the
// contest a stage, so -j, --results, --resume, --shard, -q and the progress line are the layer's.
// Each run is printed as it ends; the ones a resumed results file holds are printed, not played
// again. And the tables the referee prints from them.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/match/tournament.h"
#include "referee.h"
#include "squares.h"

namespace lloyd {

// A usage error found after the command line was read (status 2, nothing run).
struct Refusal : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Referee {
  std::vector<Entry> entries;
  std::vector<std::string> names;
  double limit = 600, wall = 0;
  std::string log_dir;
  contest::RunnerOptions runner;
  std::map<long, SquareFile> square_of;  // by index
  std::map<long, Run> done;              // by run number: resumed and played

  // Plays the runs of plan that are not done yet, a stage of the layer (`last`: no stage comes
  // after it); returns every run of plan, in its order.
  std::vector<Run> play(const std::vector<PlannedRun>& plan, bool last);
  // Makes the runs' tournament on the game's hooks (LloydGame: a game one run) and reads its
  // results file: every run it holds must be one this set can play (check(run) says why not, or
  // ""); a cut last line is dropped, to be played again. Throws Refusal. Called before play.
  void resume(const contest::GameHooks& hooks, const std::function<std::string(const Run&)>& check);
  // Why a recorded run is not a run of this set (its square at its index, its entry, its number),
  // or "" when it is.
  std::string mismatch(const Run& r) const;

 private:
  std::string progress_words(const Run& r) const;

  std::unique_ptr<contest::Tournament> tournament_;
  Comparison so_far_;  // two entries: the squares compared so far in the stage under way
};

// The finale's scores of the entries who over runs.
std::vector<FinaleScore> scores_of(const std::vector<Run>& runs,
                                   const std::vector<std::string>& who);

// A square's runs stay in one shard, as a pair of games does: part K of N holds the squares
// K-1, K-1+N, ... of the set.
bool in_shard(const contest::Shard& shard, long index);

// The ranking table of a set or a finale; returns the RESULT text.
std::string print_finale(const std::vector<std::string>& names,
                         const std::vector<FinaleScore>& score, int squares);
// The summary of a set: the ranking, with two entries the square-by-square comparison; returns
// the RESULT text.
std::string set_summary(const std::vector<std::string>& names, const std::vector<Run>& runs,
                        const std::vector<FinaleScore>& score, int squares);

}  // namespace lloyd
