// figures.h: the numbers of a run recomputed from its files: what the report draws and what
// `contest_report check` compares with the manifest's summary (results/README.md, "The summary").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/stats/stats.h"
#include "run.h"

namespace report {

// One pairing of a match run, from the first player's side.
struct Pairing {
  std::string player, opponent;
  contest::Tally tally;
  contest::Interval score;  // Wilson 95%, as a share (0 to 1)
  contest::EloEstimate elo;
  std::optional<double> llr;  // with the run's SPRT
  std::string verdict;        // "H1 accepted", "H0 accepted", "continue"; "" without a test
};

// One cell of a depth table: the depth PROGRAM completed on an N x N board in MS per move.
struct DepthPoint {
  std::string program;
  int size = 0;
  long ms = 0;
  int depth = 0;
};

// A Lloyd run: the squares, the perfect ones and their mean length.
struct SquareFigures {
  std::string set;  // the squares' name before its '-': "korf", "random"
  long squares = 0, perfect = 0;
  double mean_length = 0;
  double mean_cpu_s = 0;  // CPU seconds a square
};

// Shot-Em-Up's series: a result's info counts the combats inside it ("combats", "wins").
struct Combats {
  std::string player;
  long long combats = 0, wins = 0;
};

struct Figures {
  std::vector<Pairing> pairings;   // match
  std::vector<Combats> combats;    // match, when its results count combats
  std::vector<DepthPoint> depths;  // depth
  SquareFigures squares;           // lloyd
  std::vector<std::string> lines;  // the summary lines these figures give
};

// The run's figures from its files. Throws std::runtime_error for a file that cannot be read or
// is malformed (the results file's own message, or "FILE:LINE: ...").
Figures compute_figures(const Run& r);

// What differs between the manifest's summary and the figures' lines, one message each; empty
// when they agree. Every line is compared whole, every number of it included, whatever the kind.
std::vector<std::string> summary_differences(const Run& r, const Figures& f);

}  // namespace report
