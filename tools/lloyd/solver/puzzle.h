// puzzle.h: the square as the solver searches it. Tiles are numbered by their finished spot (A is
// 0, X is 23), so a tile's number is its goal cell; the empty spot's goal is cell 24.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "rules.h"

namespace lloyd::solver {

constexpr int kTiles = 24;
constexpr uint8_t kBlank = 24;

// The cells next to each cell (-1 pads), and the reflection in the main diagonal: the one
// symmetry of the board that keeps both the centre and the empty spot's goal in place.
struct Geometry {
  std::array<std::array<int, 4>, kCells> next{};
  std::array<int, kCells> mirror{};
  std::array<int, kCells> centre_distance{};  // Manhattan distance to the centre
  Geometry();
};
const Geometry& geometry();

inline int manhattan(int a, int b) {
  return std::abs(a / kSide - b / kSide) + std::abs(a % kSide - b % kSide);
}

// The fewest moves that bring one tile from cell p to cell q alone: slides, or slides to the
// centre and a transport. Summed over the tiles it is the Manhattan/centre-shortcut bound.
inline int tile_distance(int p, int q) {
  const int direct = manhattan(p, q);
  const int via_centre = manhattan(p, kCentre) + 1;
  return q == kCentre ? direct : std::min(direct, via_centre);
}

struct Position {
  std::array<uint8_t, kCells> cell{};  // tile number or kBlank
  std::array<uint8_t, kTiles> pos{};   // cell of each tile
  int blank = kCells - 1;

  static Position goal();
  static Position from_square(const Square& s);
  Square to_square() const;
  bool is_goal() const;
  // Moves the tile at cell `from` into the empty spot (a slide, or a transport from the centre).
  void move_from(int from) {
    const uint8_t t = cell[from];
    cell[blank] = t;
    pos[t] = static_cast<uint8_t>(blank);
    cell[from] = kBlank;
    blank = from;
  }
};

// Every move (a slide or a transport) swaps the empty spot with one tile, so every path to
// perfection has the parity of the square's permutation of the 25 cells (the empty spot counted).
int path_parity(const Position& p);
// A lower bound on the moves raised to that parity.
// The cell that cell c goes to under symmetry sym of the square (bit 0: the main diagonal, bit 1:
// upside down, bit 2: left to right).
inline int symmetric_cell(int sym, int c) {
  int r = c / kSide, q = c % kSide;
  if (sym & 1) std::swap(r, q);
  if (sym & 2) r = kSide - 1 - r;
  if (sym & 4) q = kSide - 1 - q;
  return r * kSide + q;
}

// The cells of a symmetry (symmetric_cell) and, for a pattern `from` carried to a pattern `to`,
// the slot of `to` that holds each tile of `from` moved by it; false when one is not in `to`.
inline bool symmetric_slots(const std::vector<int>& to, const std::vector<int>& from, int sym,
                            int* map, int* slot) {
  for (int c = 0; c < kCells; ++c) map[c] = symmetric_cell(sym, c);
  for (std::size_t j = 0; j < from.size(); ++j) {
    const auto at = std::find(to.begin(), to.end(), map[from[j]]);
    if (at == to.end()) return false;
    slot[j] = static_cast<int>(at - to.begin());
  }
  return true;
}

inline int raise_to_parity(int bound, int parity) { return bound + ((bound ^ parity) & 1); }

// The statement's letter for the move that takes the tile at `from` into the empty spot.
char move_letter(int blank, int from);

// Reads a square file as the statement gives it; throws std::runtime_error naming the file and
// what is wrong.
Square read_square_file(const std::string& path);

}  // namespace lloyd::solver
