// judge.h: runs Lloyd's Dilemma entries the way the contest did, and ranks them.
//
// An entry is run with the square file as its only argument (stdin empty). Its time is user+sys
// of the entry process, as the statement measures it with timex; wall time is reported too. A run
// that takes more than the limit, crashes, or prints anything but one line of move letters scores
// zero, and so does one with an illegal move. Only stdout is the output: stderr is drained apart,
// never judged, and only a program that floods it without end is stopped (kStderrCap).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "rules.h"

namespace lloyd {

constexpr std::size_t kOutputCap = std::size_t{1} << 20;   // stdout: more scores zero
constexpr std::size_t kStderrCap = std::size_t{16} << 20;  // stderr: more is a flood, stopped
constexpr std::size_t kStderrTail = 1024;                  // bytes of stderr kept for reports

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
  // The last line the entry wrote to stderr, for reports: its last kStderrTail bytes at most
  // ("..." before them when cut), bytes outside printable ASCII shown as '?'.
  std::string stderr_tail;
  bool perfect() const { return scored && replay.perfect; }
};

// Judges an output against a square without running anything (the checker's core).
Outcome judge_output(const Square& start, const std::string& output);

// Runs one entry on one square file within limit_seconds of user+sys time, enforced by the
// kernel (RLIMIT_CPU); a run over it scores zero. wall_seconds (default: 4 x limit + 10 s) only
// stops a program that sleeps or blocks: on a loaded machine a run may take several times its CPU
// time in wall time and must not be cut short for it. Both saturate at kMaxSeconds, so no limit,
// however large (or infinite), can overflow a deadline.
constexpr double kMaxSeconds = 1e7;  // 115 days
double default_wall_seconds(double limit_seconds);
Outcome run_entry(const Entry& entry, const std::string& square_path, double limit_seconds,
                  double wall_seconds = 0);

// The single final square: most tiles in place, then fewest moves, then fewest transports.
// Returns <0 when a ranks before b, >0 when after, 0 when tied on all three.
int compare_final(const Outcome& a, const Outcome& b);

// The grand finale over several squares: most perfect squares, then fewest moves in total on the
// perfect squares, then fewest transports there, then least time (user+sys) in total, each run's
// time counted in hundredths of a second as timex reports it.
struct FinaleScore {
  int perfect = 0;
  long long moves = 0, transports = 0;
  double cpu_seconds = 0;  // a sum of hundredths
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

// The names of the entries ranked first (rank 1), in rank order: "a", "a and b", "a, b and c".
// A tie is named whole, never broken by the order the entries were listed in.
std::string first_names(const std::vector<std::string>& names, const std::vector<int>& order,
                        const std::vector<int>& rank);

}  // namespace lloyd
