// heuristic.cpp: see heuristic.h.
#include "heuristic.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <stdexcept>
#include <thread>

namespace lloyd::solver {

namespace {

// Korf and Felner's 6-6-6-6 partition of the 24-puzzle, its tiles turned 180 degrees (their tile
// t has goal cell 24 - t here), the centre tile with the bottom right block.
const Partition kKorfFelner = {
    {0, 1, 2, 5, 6, 7}, {3, 4, 8, 9, 13, 14}, {10, 11, 15, 16, 20, 21}, {12, 17, 18, 19, 22, 23}};
const Partition kFive = {
    {0, 1, 2, 5, 6}, {3, 4, 7, 8, 9}, {10, 11, 15, 16, 20}, {13, 14, 18, 19, 23}, {12, 17, 21, 22}};
// The five's first three patterns, and the four tiles next to the empty spot's goal (STWX) on
// their own: with the empty spot kept, their database sees that it must come home through them.
const Partition kCorner = {
    {0, 1, 2, 5, 6}, {3, 4, 7, 8, 9}, {10, 11, 15, 16, 20}, {12, 13, 14, 17, 21}, {18, 19, 22, 23}};
const Partition kSmall = {{0, 1, 2},    {3, 4, 9},    {5, 6, 7},    {8, 13, 14},
                          {10, 11, 15}, {12, 16, 17}, {18, 19, 23}, {20, 21, 22}};

// The database fresh stands for, added to all: loaded from dir, or (when build is set) derived
// by symmetry from one already there, or else made by make, then saved. Throws
// std::runtime_error when it cannot be read and build is not set.
template <typename Db, typename Make, typename Describe>
Db& load_or_build(std::vector<std::unique_ptr<Db>>& all, std::unique_ptr<Db> fresh,
                  const std::string& dir, bool build, std::FILE* log, Make make,
                  Describe describe) {
  all.push_back(std::move(fresh));
  Db& d = *all.back();
  const std::string path = database_path(dir, d);
  std::string error;
  if (d.load(path, error)) return d;
  if (!build) throw std::runtime_error(error + " (build it with --build)");
  const auto start = std::chrono::steady_clock::now();
  bool derived = false;
  for (const auto& built : all) derived = derived || (&*built != &d && d.derive(*built));
  if (!derived) make(d);
  d.save(path);
  if (log)
    std::fprintf(log, "built %s: %zu bytes in %.1f s, max %d, mean %.3f%s\n", path.c_str(),
                 d.bytes(),
                 std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
                 d.max_value(), d.mean_value(), describe(d).c_str());
  return d;
}

}  // namespace

std::vector<std::string> partition_names() {
  return {"kf", "kf+", "five", "five+", "corner", "corner+", "small", "small+", "smallc+", "none"};
}

bool keeps_blank(const std::string& name) { return !name.empty() && name.back() == '+'; }

bool compact_storage(const std::string& name) { return name == "kf+" || name == "smallc+"; }

Partition named_partition(const std::string& name) {
  const bool blank = keeps_blank(name);
  const std::string base = name.substr(0, name.size() - blank);
  if (base == "kf") return kKorfFelner;
  if (base == "five") return kFive;
  if (base == "corner") return kCorner;
  if (base == "small" || name == "smallc+") return kSmall;
  if (base == "none" && !blank) return {};
  std::string known;
  for (const std::string& n : partition_names()) known += (known.empty() ? "" : ", ") + n;
  throw std::invalid_argument("unknown partition '" + name + "' (expected " + known + ")");
}

std::string database_path(const std::string& dir, const PatternDb& db) {
  return dir + "/pdb-" + db.name() + ".bin";
}

std::string database_path(const std::string& dir, const CompactPatternDb& db) {
  return dir + "/pdb-" + db.name() + ".compact.bin";
}

Heuristic::Heuristic(const std::vector<std::string>& partitions, const std::string& dir, bool build,
                     std::FILE* log) {
  const Geometry& g = geometry();
  for (int c = 0; c < kCells; ++c)
    mirror_[c] = g.mirror[c], centre_distance_[c] = g.centre_distance[c];
  for (int t = 0; t < kTiles; ++t)
    for (int c = 0; c < kCells; ++c) floor_[t][c] = tile_distance(c, t);
  std::map<std::pair<Pattern, bool>, const PatternDb*> known;
  std::map<Pattern, const CompactPatternDb*> known_compact;
  auto load_compact = [&](const Pattern& pattern) {
    const CompactPatternDb*& db = known_compact[pattern];
    if (!db)
      db = &load_or_build(
          compact_dbs_, std::make_unique<CompactPatternDb>(pattern), dir, build, log,
          [log](CompactPatternDb& d) {
            d.build(static_cast<int>(std::thread::hardware_concurrency()), log);
          },
          [](const CompactPatternDb& d) { return ", clamped " + std::to_string(d.clamped()); });
    return db;
  };
  for (const std::string& name : partitions) {
    const Partition part = named_partition(name);
    Stage& stage = stages_[groups_ > 0];
    const bool blank = keeps_blank(name), compact = compact_storage(name);
    std::vector<int> seen(kTiles, 0);
    for (const Pattern& p : part)
      for (int t : p) ++seen[t];
    if (!part.empty() && std::count(seen.begin(), seen.end(), 1) != kTiles)
      throw std::logic_error("partition " + name + " does not hold every tile once");
    for (int mirrored = 0; mirrored < 2 && !part.empty(); ++mirrored) {
      if (groups_ == kMaxGroups) throw std::invalid_argument("too many partitions");
      const int group = groups_++;
      for (const Pattern& pattern : part) {
        const CompactPatternDb* cdb = compact ? load_compact(pattern) : nullptr;
        const PatternDb*& db = known[{pattern, blank}];
        if (!db && !compact)
          db = &load_or_build(
              dbs_, std::make_unique<PatternDb>(pattern, blank), dir, build, log,
              [](PatternDb& d) { d.build(); }, [](const PatternDb&) { return std::string(); });
        if (static_cast<int>(terms_.size()) == kMaxTerms)
          throw std::invalid_argument("too many patterns");
        const int term = static_cast<int>(terms_.size());
        terms_.push_back({compact ? nullptr : db, cdb, mirrored == 1, group});
        // Plain: tile t at slot j. Mirrored: the mirror image's tile t is the square's tile
        // mirror(t), standing in the mirror of its cell.
        for (std::size_t j = 0; j < pattern.size(); ++j) {
          const int tile = mirrored ? g.mirror[pattern[j]] : pattern[j];
          const uint32_t weight = compact ? CompactPatternDb::weight(j) : PatternDb::kWeight[j];
          stage.effects[tile].push_back({term, group, static_cast<int32_t>(weight), mirrored == 1});
        }
        // A compact database's index leaves the empty spot out (HeuristicState::blank has it),
        // but a transport must still read it again.
        if (blank)
          stage.blank_effects.push_back(
              {term, group, static_cast<int32_t>(compact ? 0 : db->blank_weight()), mirrored == 1});
      }
    }
    if (first_groups_ == 0) first_groups_ = groups_;
  }
}

void Heuristic::init(const Position& p, HeuristicState& s) const {
  s.floor = 0;
  s.blank[0] = static_cast<uint8_t>(p.blank), s.blank[1] = static_cast<uint8_t>(mirror_[p.blank]);
  for (int t = 0; t < kTiles; ++t) s.floor += floor_[t][p.pos[t]];
  for (int gi = 0; gi < kMaxGroups; ++gi) s.sum[gi] = 0;
  for (std::size_t i = 0; i < terms_.size(); ++i) s.index[i] = 0;
  for (const Stage& stage : stages_) {
    for (int t = 0; t < kTiles; ++t)
      for (const Effect& e : stage.effects[t])
        s.index[e.term] += (e.mirrored ? mirror_[p.pos[t]] : p.pos[t]) * e.weight;
    for (const Effect& e : stage.blank_effects)
      s.index[e.term] += (e.mirrored ? mirror_[p.blank] : p.blank) * e.weight;
  }
  for (std::size_t i = 0; i < terms_.size(); ++i) {
    const Term& t = terms_[i];
    s.value[i] =
        t.compact ? t.compact->value(s.index[i], s.blank[t.mirrored]) : t.db->value(s.index[i]);
    s.sum[terms_[i].group] += s.value[i];
  }
}

}  // namespace lloyd::solver
