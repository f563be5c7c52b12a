// lloyd_solve: proves the optimum of a Lloyd's Dilemma square (slides and the transport) with
// IDA* on transport-aware additive pattern databases. `lloyd_solve --help` says how; the text is
// kHelp below, pinned by LloydSolver.HelpText. See tools/lloyd/SOLVER.md.
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "common/cli/cli.h"
#include "common/core/files.h"
#include "heuristic.h"
#include "search.h"

namespace {

const char* const kHelp =
    "usage: lloyd_solve [options] SQUARE_FILE\n"
    "       lloyd_solve --build --pdb-dir DIR [--partition NAME]...   (build the databases only)\n"
    "Proves the fewest moves (slides and transports) that bring the square to perfection: IDA*\n"
    "with the largest of additive pattern database sums (each partition, plain and mirrored in\n"
    "the main diagonal) whose abstract moves include the transport. Prints the status (optimal, "
    "or\n"
    "bound when the budget ran out first), the proved length or lower bound, the transports, the\n"
    "heuristic at the start, the nodes and seconds over every run of the proof, and the moves.\n"
    "options:\n"
    "  --pdb-dir DIR          the pattern databases' directory (pdb-TILES.bin files)\n"
    "  --build                build and save the databases missing from --pdb-dir\n"
    "  --partition NAME       corner+ (5-5-5-5-4 keeping the empty spot's cell, the default),\n"
    "                         corner, kf, kf+ (6-6-6-6), five, five+ (5-5-5-5-4), small, small+,\n"
    "                         smallc+ (3 x 8) or none (Manhattan/centre-shortcut bound alone); a\n"
    "                         + keeps the empty spot's cell; repeat it for the maximum (the\n"
    "                         first read for every child, the others only for the children\n"
    "                         the first leaves under the threshold)\n"
    "  --seconds S            stop after S seconds of wall time (default: none)\n"
    "  --nodes N              stop after N nodes (default: none)\n"
    "  --threads N            search threads, 1 to 64 (default 1)\n"
    "  --checkpoint FILE      keep where the proof stands in FILE (every --checkpoint-every\n"
    "                         seconds, after each iteration and at the end) and resume from it\n"
    "                         when it exists\n"
    "  --checkpoint-every S   seconds between checkpoints (default 60)\n"
    "  --max-threshold N      stop before an iteration whose threshold is above N\n"
    "  --output FILE          write the solution in the statement's output format\n"
    "  --pattern LETTERS      with --build: build this one pattern's database (e.g. MRSTWX, or\n"
    "                         ABCFG+ or ABCFGH+ with the empty spot's cell), so that two\n"
    "                         processes can build a partition's databases side by side\n"
    "  --tt-mb N              a transposition table of N MB (default 0: none) against squares\n"
    "                         reached twice in an iteration, for those whose f is at least\n"
    "                         --tt-slack (default 2) below the threshold\n"
    "  -q, --quiet            no line per iteration on stderr\n"
    "  -h, --help             this text\n"
    "Exits 0 when the optimum is proved (or the databases are built), 1 when the budget ran out\n"
    "first, 2 on bad usage, an unusable square, database or checkpoint.\n";

int usage(const std::string& why) {
  std::fprintf(stderr, "lloyd_solve: %s (see --help)\n", why.c_str());
  return 2;
}

bool exists(const std::string& path) { return std::ifstream(path).good(); }

}  // namespace

int main(int argc, char** argv) {
  using namespace lloyd::solver;
  std::vector<std::string> files, partitions;
  std::string pdb_dir, checkpoint, output, pattern;
  bool build = false, quiet = false;
  Limits limits;
  long long seconds_ms = 0, every_ms = 60000;
  contest::cli::Command c("lloyd_solve");
  c.text("--pdb-dir", pdb_dir);
  c.flag("--build", build);
  c.texts("--partition", partitions);
  c.seconds("--seconds", 1, 999999999000, [&](long long ms) { seconds_ms = ms; });
  c.whole("--nodes", limits.nodes, 1, 999999999999999999);
  c.whole("--threads", limits.threads, 1, 64);
  c.text("--checkpoint", checkpoint);
  c.seconds("--checkpoint-every", 1, 999999999000, [&](long long ms) { every_ms = ms; });
  c.whole("--max-threshold", limits.max_threshold, 1, 1000);
  c.text("--output", output);
  c.text("--pattern", pattern);
  c.whole("--tt-mb", limits.tt_megabytes, 0, 65536);
  c.whole("--tt-slack", limits.tt_slack, 0, 100);
  c.flag("-q,--quiet", quiet);
  c.rest("SQUARE_FILE", files);
  try {
    if (!c.parse_args(std::vector<std::string>(argv + 1, argv + argc)))
      return std::fputs(kHelp, stdout), 0;
    if (partitions.empty()) partitions = {"corner+"};
    for (const std::string& p : partitions) named_partition(p);
  } catch (const std::invalid_argument& e) {
    return usage(e.what());
  }
  if (files.size() > 1) return usage("more than one square file given");
  if (files.empty() && !build) return usage("no square file given");
  std::string joined;
  for (const std::string& p : partitions) joined += (joined.empty() ? "" : ",") + p;
  const bool needs_dbs = joined != "none";
  if (needs_dbs && pdb_dir.empty()) return usage("--pdb-dir is needed for partition " + joined);
  limits.seconds = seconds_ms / 1000.0;
  limits.checkpoint_every = every_ms / 1000.0;
  limits.checkpoint = checkpoint;
  limits.log = quiet ? nullptr : stderr;
  try {
    if (!pattern.empty()) {
      if (!build || !files.empty()) return usage("--pattern goes with --build and no square");
      const bool blank = keeps_blank(pattern);
      const std::string letters = pattern.substr(0, pattern.size() - blank);
      const std::string bad =
          "--pattern: expected 1 to 6 different letters A-X (and + to keep the "
          "empty spot), got '" +
          pattern + "'";
      std::vector<int> tiles;
      for (char ch : letters) {
        if (ch < 'A' || ch > 'X' || std::count(letters.begin(), letters.end(), ch) > 1)
          return usage(bad);
        tiles.push_back(ch - 'A');
      }
      if (tiles.empty() || tiles.size() + blank > 7) return usage(bad);
      if (tiles.size() + blank == 7) {  // 6 tiles and the empty spot: the compact storage
        CompactPatternDb db(tiles);
        db.build(static_cast<int>(std::thread::hardware_concurrency()), quiet ? nullptr : stderr);
        db.save(database_path(pdb_dir, db));
        std::fprintf(stderr, "built %s: %zu bytes, max %d, mean %.3f, clamped %zu\n",
                     database_path(pdb_dir, db).c_str(), db.bytes(), db.max_value(),
                     db.mean_value(), db.clamped());
        return 0;
      }
      PatternDb db(tiles, blank);
      db.build();
      db.save(database_path(pdb_dir, db));
      std::fprintf(stderr, "built %s: %zu bytes, max %d, mean %.3f\n",
                   database_path(pdb_dir, db).c_str(), db.size(), db.max_value(), db.mean_value());
      return 0;
    }
    lloyd::Square square{};
    if (!files.empty()) square = read_square_file(files[0]);
    Checkpoint resume;
    const bool resuming = !checkpoint.empty() && exists(checkpoint);
    if (resuming) resume = Checkpoint::read(checkpoint);
    const Heuristic h(partitions, pdb_dir, build, stderr);
    if (files.empty()) return 0;
    Search search(h, square, joined, limits);
    const Result r = search.run(resuming ? &resume : nullptr);
    std::printf("status: %s\n", r.solved ? "optimal" : "bound");
    std::printf("%s: %d\n", r.solved ? "length" : "lower bound", r.bound);
    if (r.solved) std::printf("transports: %d\n", r.transports());
    std::printf("heuristic at the start: %d\n", h.bound(Position::from_square(square)));
    std::printf("nodes: %llu\nseconds: %.3f\n", static_cast<unsigned long long>(r.nodes),
                r.seconds);
    if (r.solved) std::printf("moves: %s\n", r.moves.c_str());
    if (r.solved && !output.empty()) contest::write_file(output, r.moves + "\n");
    return r.solved ? 0 : 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "lloyd_solve: %s\n", e.what());
    return 2;
  }
}
