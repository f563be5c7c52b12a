// pattern_db.h: an additive pattern database that knows the transport move.
//
// The abstract state is the cells of the pattern's tiles alone; the empty spot and the other tiles
// are forgotten. An abstract move is one a real move makes of a pattern tile: a slide to a next
// cell no pattern tile holds, or a transport of the tile in the centre to any cell no pattern tile
// holds (the empty spot may be there). Each costs 1; the other tiles' moves cost nothing. Every
// real move moves one tile, so the values of disjoint patterns add up to a lower bound.
//
// A database that keeps the empty spot also holds the empty spot's cell (the last slot), and its
// moves are the real ones seen from the pattern: the empty spot goes to a next cell or, from
// anywhere, to the centre when a tile no pattern tile is there is transported (cost 0: another
// tile moves); a pattern tile slides into the empty spot, or is transported from the centre to it
// (cost 1). Its goal has the empty spot home too. Still only the pattern's own moves cost, so
// such databases add up with one another and with the others.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "puzzle.h"

namespace lloyd::solver {

class PatternDb {
 public:
  // Index weights: a state's index is the sum of cell * 25^slot, a sparse but direct index.
  static constexpr uint32_t kWeight[8] = {1, 25, 625, 15625, 390625, 9765625, 244140625, 0};
  static constexpr uint8_t kUnknown = 0xff;

  // A pattern of 1-6 tiles, or of 1-5 and the empty spot (keeps_blank).
  explicit PatternDb(std::vector<int> tiles, bool keeps_blank = false);

  const std::vector<int>& tiles() const { return tiles_; }
  bool keeps_blank() const { return keeps_blank_; }
  // The index weight of the empty spot's cell (0 when the database forgets it).
  uint32_t blank_weight() const { return keeps_blank_ ? kWeight[tiles_.size()] : 0; }
  std::size_t size() const { return size_; }
  std::size_t bytes() const { return size_; }  // a byte a state
  // The pattern's name in a file name: its tiles' letters, "ABCFGH", and "+" (the statement's
  // empty spot) when it keeps the empty spot, "ABCFG+".
  std::string name() const;
  uint8_t value(uint32_t index) const { return table_[index]; }
  uint32_t index(const Position& p) const;

  // Breadth-first search back from the goal over the reversed abstract moves (a transport
  // reversed takes any pattern tile into the centre when no pattern tile holds it); with the
  // empty spot, a 0-1 breadth-first search (the other tiles' moves cost 0).
  void build();
  // The abstract problem has the eight symmetries of the board (the empty spot is forgotten and
  // the centre stays in place; with the empty spot, its goal must stay too: the main diagonal
  // only): when one of them maps other's tiles onto this pattern's, the table is other's,
  // carried over (seconds instead of a search). Returns false when none does.
  bool derive(const PatternDb& other);
  // Files of the raw table behind a header naming the tiles; load refuses another pattern's file.
  void save(const std::string& path) const;
  bool load(const std::string& path, std::string& error);
  uint8_t max_value() const;
  double mean_value() const;  // over the abstract states

 private:
  struct Free {
    void operator()(uint8_t* p) const;
  };
  void build_forgetting_blank();
  void build_keeping_blank();

  std::vector<int> tiles_;
  bool keeps_blank_ = false;
  std::size_t size_ = 0;
  // In huge pages where the system allows: the lookups are random, and the TLB misses cost.
  std::unique_ptr<uint8_t[], Free> table_;
};

}  // namespace lloyd::solver
