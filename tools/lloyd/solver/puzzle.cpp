// puzzle.cpp: see puzzle.h.
#include "puzzle.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace lloyd::solver {

Geometry::Geometry() {
  for (int c = 0; c < kCells; ++c) {
    const int r = c / kSide, k = c % kSide;
    next[c] = {r > 0 ? c - kSide : -1, r < kSide - 1 ? c + kSide : -1, k > 0 ? c - 1 : -1,
               k < kSide - 1 ? c + 1 : -1};
    mirror[c] = k * kSide + r;
    centre_distance[c] = manhattan(c, kCentre);
  }
}

const Geometry& geometry() {
  static const Geometry g;
  return g;
}

Position Position::goal() { return from_square(perfection()); }

Position Position::from_square(const Square& s) {
  Position p;
  for (int c = 0; c < kCells; ++c) {
    const uint8_t t = s[c] == kEmpty ? kBlank : static_cast<uint8_t>(s[c] - 'A');
    p.cell[c] = t;
    if (t == kBlank)
      p.blank = c;
    else
      p.pos[t] = static_cast<uint8_t>(c);
  }
  return p;
}

Square Position::to_square() const {
  Square s;
  for (int c = 0; c < kCells; ++c)
    s[c] = cell[c] == kBlank ? kEmpty : static_cast<char>('A' + cell[c]);
  return s;
}

bool Position::is_goal() const {
  for (int t = 0; t < kTiles; ++t)
    if (pos[t] != t) return false;
  return true;
}

int path_parity(const Position& p) {
  bool seen[kCells] = {};
  int cycles = 0;
  for (int c = 0; c < kCells; ++c) {
    if (seen[c]) continue;
    ++cycles;
    for (int q = c; !seen[q]; q = p.cell[q])
      seen[q] = true;  // cell q holds the tile of cell p.cell[q]
  }
  return (kCells - cycles) & 1;
}

char move_letter(int blank, int from) {
  if (from == blank - kSide) return 'd';
  if (from == blank + kSide) return 'u';
  if (from == blank - 1 && blank % kSide != 0) return 'r';
  if (from == blank + 1 && from % kSide != 0) return 'l';
  return 't';
}

Square read_square_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream text;
  text << in.rdbuf();
  Square s;
  std::string error;
  if (!parse_square(text.str(), s, error))
    throw std::runtime_error(path + ": invalid square: " + error);
  return s;
}

}  // namespace lloyd::solver
