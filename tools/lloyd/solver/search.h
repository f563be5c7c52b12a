// search.h: IDA* over the square with the transport move, proving a lower bound as it goes.
//
// Each iteration searches every path whose f = g + h stays within the threshold; an iteration that
// ends without a solution proves the optimum above its threshold, and the next threshold is the
// least f that went over. The first solution found is therefore optimal. The subtrees under the
// nodes kPrefixDepth moves deep are handed to the threads in one fixed order, so that the count
// of finished ones (a Checkpoint) says where to resume.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

#include "checkpoint.h"
#include "heuristic.h"
#include "puzzle.h"

namespace lloyd::solver {

constexpr int kPrefixDepth = 8;

struct Limits {
  // Budgets of this run (0: none); a run stops on one only once it has finished a subtree or an
  // iteration, so that every resumed piece of a proof moves it on.
  double seconds = 0;  // wall time
  uint64_t nodes = 0;  // nodes
  int threads = 1;
  std::string checkpoint;  // written every checkpoint_every seconds and at the end; "" none
  double checkpoint_every = 60;
  int max_threshold = 0;  // stop before an iteration above it; 0: none
  // The depth of the subtrees handed out (the unit a checkpoint counts in).
  int prefix_depth = kPrefixDepth;
  // A transposition table of this size (0: none) for the squares whose f is at least tt_slack
  // below the threshold (their subtrees are the large ones).
  std::size_t tt_megabytes = 0;
  int tt_slack = 2;
  std::FILE* log = nullptr;  // one line per iteration
};

struct Result {
  bool solved = false;
  std::string moves;   // an optimal solution when solved
  int bound = 0;       // proved: no solution is shorter
  uint64_t nodes = 0;  // over all runs of the proof
  double seconds = 0;  // over all runs of the proof
  int transports() const;
};

class Search {
 public:
  Search(const Heuristic& h, const Square& start, std::string partitions, Limits limits);
  // Resumes from `from` when given (it must be of the same square and partitions).
  Result run(const Checkpoint* from = nullptr);
  uint64_t run_nodes() const { return run_nodes_; }  // nodes of this run alone

 private:
  const Heuristic& h_;
  Square start_;
  std::string partitions_;
  Limits limits_;
  uint64_t run_nodes_ = 0;
};

}  // namespace lloyd::solver
