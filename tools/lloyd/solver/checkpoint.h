// checkpoint.h: where a proof stands, written while it runs so that a killed run resumes. IDA*
// searches the subtrees under the nodes kPrefixDepth moves deep in one fixed order; `done` of them
// are finished in the current iteration, and every iteration below `threshold` found no solution.
#pragma once

#include <cstdint>
#include <string>

namespace lloyd::solver {

struct Checkpoint {
  std::string square;      // the 25 characters, row by row
  std::string partitions;  // the heuristic's partitions, comma separated
  int prefix = 0;          // the depth of the subtrees counted in `done`
  int threshold = 0;       // the current iteration's bound on f = g + h
  uint64_t done = 0;       // subtrees finished in it
  int excess = 0;          // the least f above the threshold seen in it (0: none yet)
  uint64_t nodes = 0;      // over all iterations and runs
  double seconds = 0;      // wall time over all runs
  std::string solution;    // the optimal moves once found, else empty

  std::string to_text() const;
  // Throws std::runtime_error naming the path and the line.
  static Checkpoint read(const std::string& path);
  void write(const std::string& path) const;  // through a temporary file, then renamed
};

}  // namespace lloyd::solver
