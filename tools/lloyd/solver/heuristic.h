// heuristic.h: the solver's admissible heuristic. Each partition of the 24 tiles into disjoint
// patterns gives two sums of pattern database values: one of the square, one of its mirror image
// in the main diagonal (the goal and the transport are symmetric in it, so the mirror needs the
// same distance and the same databases). The heuristic is the largest of these sums and of the
// Manhattan/centre-shortcut bound, and is kept up to date move by move. A partition whose name
// ends in "+" uses databases that keep the empty spot (pattern_db.h).
//
// With several partitions the first one is read eagerly and the others lazily: move() brings the
// first partition's sums (and the floor) up to date, first_value() is their largest, and only a
// child that this does not cut off pays for the other partitions' table reads, in finish(). The
// search cuts the same nodes as with every table read at once.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "compact_pattern_db.h"
#include "pattern_db.h"
#include "puzzle.h"

namespace lloyd::solver {

using Pattern = std::vector<int>;
using Partition = std::vector<Pattern>;

// The partitions by name: "kf" (Korf and Felner's 6-6-6-6, turned to this goal), "five"
// (5-5-5-5-4), "corner" (5-5-5-5-4, the four next to the empty spot's goal together), "small"
// (eight patterns of three, for tests), "none" (Manhattan/centre bound only); "five+", "corner+"
// and "small+" are the same patterns keeping the empty spot; "kf+" is kf keeping it (six tiles and
// the empty spot: the compact storage, compact_pattern_db.h), "smallc+" small+ in that storage
// (for tests).
// Throws std::invalid_argument naming the known ones.
Partition named_partition(const std::string& name);
bool keeps_blank(const std::string& name);
bool compact_storage(const std::string& name);
std::vector<std::string> partition_names();

constexpr int kMaxTerms = 32;  // pattern values kept per node
constexpr int kMaxGroups = 8;  // sums (a partition, plain or mirrored)

// The heuristic's state in a node: every term's index and value, every sum.
struct HeuristicState {
  uint32_t index[kMaxTerms];
  uint8_t value[kMaxTerms];
  int16_t sum[kMaxGroups];
  int16_t floor;     // the Manhattan/centre-shortcut bound
  uint8_t blank[2];  // the empty spot's cell, plain and mirrored (for the compact databases)
};

class Heuristic {
 public:
  // Loads each pattern's database from dir (file pdb-NAME.bin), or builds and saves the missing
  // ones when build is set (progress on log when not null). Throws std::runtime_error.
  Heuristic(const std::vector<std::string>& partitions, const std::string& dir, bool build,
            std::FILE* log = nullptr);

  void init(const Position& p, HeuristicState& s) const;
  // The heuristic of a state brought up to date by init(), or by move() and finish().
  int value(const HeuristicState& s) const {
    int h = s.floor;
    for (int g = 0; g < groups_; ++g) h = std::max<int>(h, s.sum[g]);
    return h;
  }
  // A lower bound of value() once move() alone has run: the floor and the first partition.
  int first_value(const HeuristicState& s) const {
    int h = s.floor;
    for (int g = 0; g < first_groups_; ++g) h = std::max<int>(h, s.sum[g]);
    return h;
  }
  bool lazy() const { return first_groups_ < groups_; }
  // Tile t moves from cell a to cell b (the empty spot), which leaves the empty spot at a: the
  // floor and the first partition (finish() does the others).
  void move(HeuristicState& s, int t, int a, int b) const {
    s.floor += floor_[t][b] - floor_[t][a];
    s.blank[0] = static_cast<uint8_t>(a), s.blank[1] = static_cast<uint8_t>(mirror_[a]);
    apply(s, stages_[0], t, a, b);
  }
  // The same move for the other partitions, on the state move() left.
  void finish(HeuristicState& s, int t, int a, int b) const { apply(s, stages_[1], t, a, b); }
  int evaluate(const Position& p) const {
    HeuristicState s;
    init(p, s);
    return value(s);
  }
  // The proved lower bound of a square: its value raised to the parity of its paths.
  int bound(const Position& p) const { return raise_to_parity(evaluate(p), path_parity(p)); }
  const std::vector<std::unique_ptr<PatternDb>>& databases() const { return dbs_; }
  const std::vector<std::unique_ptr<CompactPatternDb>>& compact_databases() const {
    return compact_dbs_;
  }

 private:
  struct Term {
    const PatternDb* db;              // or
    const CompactPatternDb* compact;  // the index without the empty spot, given beside it
    bool mirrored;
    int group;
  };
  struct Effect {
    int term;
    int group;
    int32_t weight;
    bool mirrored;
  };
  // The terms of the first partition (stage 0) or of the others (stage 1).
  struct Stage {
    std::vector<Effect> effects[kTiles];
    std::vector<Effect> blank_effects;  // of the empty spot, on the databases that keep it
  };
  void apply(HeuristicState& s, const Stage& stage, int t, int a, int b) const {
    for (const Effect& e : stage.blank_effects)
      s.index[e.term] += (e.mirrored ? mirror_[a] - mirror_[b] : a - b) * e.weight;
    for (const Effect& e : stage.effects[t]) {
      s.index[e.term] += (e.mirrored ? mirror_[b] - mirror_[a] : b - a) * e.weight;
      read(s, e);
    }
    // Another tile's slide keeps the value of a database that keeps the empty spot: the empty
    // spot stays among the same free cells, where it moves both ways at cost 0. Its transport
    // takes the empty spot to the centre, perhaps past pattern tiles: read again.
    if (a == kCentre && centre_distance_[b] > 1)
      for (const Effect& e : stage.blank_effects) read(s, e);
  }
  void read(HeuristicState& s, const Effect& e) const {
    const Term& t = terms_[e.term];
    const uint8_t v = t.compact ? t.compact->value(s.index[e.term], s.blank[t.mirrored])
                                : t.db->value(s.index[e.term]);
    s.sum[e.group] += v - s.value[e.term];
    s.value[e.term] = v;
  }
  std::vector<std::unique_ptr<PatternDb>> dbs_;
  std::vector<std::unique_ptr<CompactPatternDb>> compact_dbs_;
  std::vector<Term> terms_;
  Stage stages_[2];
  int groups_ = 0;
  int first_groups_ = 0;  // the groups of the first partition
  int floor_[kTiles][kCells];
  int mirror_[kCells];
  int centre_distance_[kCells];
};

// The path of a pattern's database in dir.
std::string database_path(const std::string& dir, const PatternDb& db);
std::string database_path(const std::string& dir, const CompactPatternDb& db);

}  // namespace lloyd::solver
