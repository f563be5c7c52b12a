// squares.h: the squares lloyd_referee plays, from the SQUARE words of its command line: square
// files, numbered lines of a Korf list, seeded random squares (written to a temporary directory
// that remove_squares() deletes).
#pragma once

#include <string>
#include <vector>

namespace lloyd {

struct SquareFile {
  std::string name, path;
  int sliding_optimum = 0;  // from the Korf list, 0 when unknown
};

constexpr long long kMaxSeed = 999999999999999999;  // parse_whole's 18 digits

// Adds the squares of one SQUARE word; false with the reason in error when it names none that can
// be read.
bool add_squares(const std::string& spec, std::vector<SquareFile>& out, std::string& error);

// Deletes the temporary files among squares, and the temporary directory once it is empty.
void remove_squares(const std::vector<SquareFile>& squares);

}  // namespace lloyd
