// judge.h: runs Lloyd's Dilemma entries the way the contest did, and ranks them.
//
// An entry is run with the square file as its only argument (stdin empty). Its time is user+sys
// of the entry process, as the statement measures it with timex; wall time is reported too. A run
// that takes more than the limit, crashes, or prints anything but one line of move letters scores
// zero, and so does one with an illegal move.
#pragma once

#include <string>
#include <vector>

#include "rules.h"

namespace lloyd {

struct Entry {
  std::string name;
  std::string path;
  std::vector<std::string> args;  // after the square file (e.g. a budget), usually none
  std::vector<std::string> env;   // extra "NAME=value" entries
};

struct Outcome {
  std::string verdict = "ok";  // ok, or why the run scores zero
  bool scored = false;         // ran within the limit, printed a valid line, every move legal
  Replay replay;               // valid when the output could be parsed
  int tiles = 0;               // the score: tiles in their finished spots (0 when not scored)
  double cpu_seconds = 0, wall_seconds = 0;
  std::string stderr_tail;  // the last line the entry wrote to stderr, for reports
  bool perfect() const { return scored && replay.perfect; }
};

// Judges an output against a square without running anything (the checker's core).
Outcome judge_output(const Square& start, const std::string& output);

// Runs one entry on one square file within limit_seconds of user+sys time, enforced by the
// kernel (RLIMIT_CPU); a run over it scores zero. wall_seconds (default: 4 x limit + 10 s) only
// stops a program that sleeps or blocks: on a loaded machine a run may take several times its CPU
// time in wall time and must not be cut short for it.
double default_wall_seconds(double limit_seconds);
Outcome run_entry(const Entry& entry, const std::string& square_path, double limit_seconds,
                  double wall_seconds = 0);

// The single final square: most tiles in place, then fewest moves, then fewest transports.
// Returns <0 when a ranks before b, >0 when after, 0 when tied on all three.
int compare_final(const Outcome& a, const Outcome& b);

// The grand finale over several squares: most perfect squares, then fewest moves in total on the
// perfect squares, then fewest transports there, then least time (user+sys) in total.
struct FinaleScore {
  int perfect = 0;
  long long moves = 0, transports = 0;
  double cpu_seconds = 0;
  void add(const Outcome& o);
};
int compare_finale(const FinaleScore& a, const FinaleScore& b);

// Orders entries by a comparison, keeping equal ones together. Returns indices in rank order and
// the rank (1-based, shared by ties) of each position.
template <typename Less>
std::vector<int> rank_order(int n, Less cmp, std::vector<int>& rank) {
  std::vector<int> order(n);
  for (int i = 0; i < n; ++i) order[i] = i;
  for (int i = 1; i < n; ++i)  // insertion sort: stable and tiny
    for (int j = i; j > 0 && cmp(order[j], order[j - 1]) < 0; --j)
      std::swap(order[j], order[j - 1]);
  rank.assign(n, 1);
  for (int i = 1; i < n; ++i) rank[i] = cmp(order[i], order[i - 1]) == 0 ? rank[i - 1] : i + 1;
  return order;
}

}  // namespace lloyd
