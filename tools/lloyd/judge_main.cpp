// lloyd_judge: runs Lloyd's Dilemma entries on squares and ranks them by the statement's criteria.
// `lloyd_judge --help` says how; the text is kHelp below, pinned by LloydTools.JudgeHelpText.
//
// With one square and several entries it is the contest: the final square ranks them (tiles in
// place, moves, transports), and every entry tied for first on all three, perfect or not, plays
// the grand finale on ten squares (perfect squares, total moves and transports on them, total
// time). With several squares it scores the whole set as a grand finale. A tie that remains is
// reported with every tied name, never broken by the order of the --entry options.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "common/numbers.h"
#include "judge.h"

namespace {

const char* const kHelp =
    "usage: lloyd_judge [options] --entry NAME=PATH [--entry NAME=PATH...] SQUARE...\n"
    "Runs Lloyd's Dilemma entries on squares, each as the contest ran it (the square file as\n"
    "argv[1], the moves on stdout), and ranks them by the statement's criteria. With one square\n"
    "and several entries it is the contest: the final square ranks them (tiles in place, moves,\n"
    "transports), and every entry tied for first plays the grand finale on ten squares. With\n"
    "several squares it scores the whole set as a grand finale (perfect squares, total moves,\n"
    "transports, time). A tie that remains names every tied entry.\n"
    "SQUARE: a 30-byte square file; korf:FILE[:N,N,...] (lines \"number square sliding-optimum\"\n"
    "  as in data/korf50.txt, all or the numbered ones, each N 1 to 1000000); or\n"
    "  random:SEED:COUNT (seeded uniform squares, as lloyd_gen writes them; SEED 0 to\n"
    "  999999999999999999, COUNT 1 to 100000)\n"
    "options:\n"
    "  --entry NAME=PATH  an entry to run (PATH alone: named PATH); repeatable, at least one\n"
    "  --limit S          user+sys seconds per square, 0.001 to 86400 with at most three\n"
    "                     decimals (default 600, the contest's ten minutes); the kernel enforces\n"
    "                     it (RLIMIT_CPU)\n"
    "  --wall S           wall seconds after which a run is killed anyway, 0.001 to 864000\n"
    "                     (default 4 x limit + 10): for a program that sleeps\n"
    "  --arg A            an extra argument after the square file for every entry; repeatable\n"
    "  --env NAME=V       an extra environment variable for every entry (e.g. LLOYD_VERBOSE=1);\n"
    "                     repeatable\n"
    "  --finale-seed N    seed of the grand finale's ten squares, 0 to 999999999999999999\n"
    "                     (default 1995)\n"
    "  -h, --help         this text\n"
    "Prints one line per run, then the ranking, then \"RESULT: ...\". Exits 0 when every run was\n"
    "judged, 2 on bad usage, a malformed number, an unreadable or malformed square file, or an\n"
    "empty set of squares.\n";

int usage(const std::string& why) {
  std::fprintf(stderr, "lloyd_judge: %s (see --help)\n", why.c_str());
  return 2;
}

constexpr long long kMaxSeed = 999999999999999999;  // parse_whole's 18 digits

// Seconds on the command line, 0.001 to max_seconds (contest::parse_option_seconds).
bool option_seconds(const std::string& text, long long max_seconds, double& seconds) {
  long long ms = 0;
  if (!contest::parse_option_seconds(text, 1, max_seconds * 1000, ms)) return false;
  seconds = ms / 1000.0;
  return true;
}

struct SquareFile {
  std::string name, path;
  int sliding_optimum = 0;  // from the Korf list, 0 when unknown
};

std::string g_tmpdir;

std::string write_square(const std::string& name, const lloyd::Square& s) {
  if (g_tmpdir.empty()) {
    char templ[] = "/tmp/lloyd_judge.XXXXXX";
    if (!mkdtemp(templ)) return "";
    g_tmpdir = templ;
  }
  std::string path = g_tmpdir + "/" + name + ".txt";
  std::ofstream(path, std::ios::binary) << lloyd::to_text(s);
  return path;
}

void remove_tmpdir(const std::vector<SquareFile>& squares) {
  if (g_tmpdir.empty()) return;
  for (const SquareFile& s : squares)
    if (s.path.rfind(g_tmpdir, 0) == 0) std::remove(s.path.c_str());
  rmdir(g_tmpdir.c_str());
}

bool add_squares(const std::string& spec, std::vector<SquareFile>& out, std::string& error) {
  if (spec.rfind("random:", 0) == 0) {
    size_t colon = spec.find(':', 7);
    long long seed = 0, count = 0;
    if (colon == std::string::npos ||
        !contest::parse_whole(spec.substr(7, colon - 7), 0, kMaxSeed, seed) ||
        !contest::parse_whole(spec.substr(colon + 1), 1, 100000, count)) {
      error = spec +
              ": expected random:SEED:COUNT, SEED a whole number below 10^18, COUNT 1 to "
              "100000";
      return false;
    }
    for (int i = 0; i < count; ++i) {
      std::string name = "random-" + std::to_string(seed + i);
      out.push_back({name, write_square(name, lloyd::random_square(seed + i)), 0});
    }
    return true;
  }
  if (spec.rfind("korf:", 0) == 0) {
    std::string rest = spec.substr(5), file = rest, pick;
    size_t colon = rest.find(':');
    if (colon != std::string::npos) {
      // The numbers picked, each whole, rewritten plainly so that they match the file's.
      std::string list = rest.substr(colon + 1) + ",";
      file = rest.substr(0, colon), pick = ",";
      for (size_t at = 0, comma; (comma = list.find(',', at)) != std::string::npos;
           at = comma + 1) {
        long long n = 0;
        if (!contest::parse_whole(list.substr(at, comma - at), 1, 1000000, n)) {
          error = spec + ": expected korf:FILE[:N,N,...], each N a whole number 1 to 1000000";
          return false;
        }
        pick += std::to_string(n) + ",";
      }
    }
    std::ifstream in(file);
    if (!in) return error = "cannot read " + file, false;
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      std::istringstream ls(line);
      int number = 0, optimum = 0;
      std::string cells;
      if (!(ls >> number >> cells >> optimum) || cells.size() != 25)
        return error = "bad line in " + file + ": " + line, false;
      if (!pick.empty() && pick.find("," + std::to_string(number) + ",") == std::string::npos)
        continue;
      lloyd::Square s;
      std::string text;
      for (int r = 0; r < 5; ++r) text += cells.substr(r * 5, 5) + "\n";
      if (!lloyd::parse_square(text, s, error)) return false;
      std::string name = "korf-" + std::to_string(number);
      out.push_back({name, write_square(name, s), optimum});
    }
    return true;
  }
  // A plain square file is checked here, so that a malformed one stops the run with its reason
  // instead of turning into a verdict against every entry.
  std::ifstream in(spec, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  lloyd::Square s;
  if (!in) return error = "cannot read " + spec, false;
  if (!lloyd::parse_square(text.str(), s, error)) return error = spec + ": " + error, false;
  out.push_back({spec, spec, 0});
  return true;
}

void print_run(const SquareFile& sq, const lloyd::Entry& e, const lloyd::Outcome& o) {
  std::printf("%-12s %-12s %-7s moves %4d transports %3d tiles %2d cpu %7.2fs wall %7.2fs",
              sq.name.c_str(), e.name.c_str(), o.perfect() ? "perfect" : "-", o.replay.moves,
              o.replay.transports, o.tiles, o.cpu_seconds, o.wall_seconds);
  if (sq.sliding_optimum) std::printf(" slide-opt %3d", sq.sliding_optimum);
  if (o.verdict != "ok") std::printf(" [%s]", o.verdict.c_str());
  if (!o.stderr_tail.empty()) std::printf(" | %s", o.stderr_tail.c_str());
  std::printf("\n");
  std::fflush(stdout);
}

// Runs every entry on every square; prints one line per run and the table of finale scores.
std::vector<lloyd::FinaleScore> run_set(const std::vector<lloyd::Entry>& entries,
                                        const std::vector<SquareFile>& squares, double limit,
                                        double wall,
                                        std::vector<std::vector<lloyd::Outcome>>* all = nullptr) {
  std::vector<lloyd::FinaleScore> score(entries.size());
  if (all) all->assign(entries.size(), {});
  for (const SquareFile& sq : squares)
    for (size_t i = 0; i < entries.size(); ++i) {
      lloyd::Outcome o = lloyd::run_entry(entries[i], sq.path, limit, wall);
      print_run(sq, entries[i], o);
      score[i].add(o);
      if (all) (*all)[i].push_back(o);
    }
  return score;
}

std::string print_finale(const std::vector<lloyd::Entry>& entries,
                         const std::vector<lloyd::FinaleScore>& score, int squares) {
  std::vector<int> rank;
  std::vector<int> order = lloyd::rank_order(
      static_cast<int>(entries.size()),
      [&](int a, int b) { return lloyd::compare_finale(score[a], score[b]); }, rank);
  std::printf("\nrank entry        perfect  moves  mean  transports  cpu total\n");
  for (size_t k = 0; k < order.size(); ++k) {
    const lloyd::FinaleScore& s = score[order[k]];
    std::printf("%4d %-12s %3d/%-3d %6lld %5.1f %11lld %9.1fs\n", rank[k],
                entries[order[k]].name.c_str(), s.perfect, squares, s.moves,
                s.perfect ? static_cast<double>(s.moves) / s.perfect : 0.0, s.transports,
                s.cpu_seconds);
  }
  // A tie on all four criteria names every tied entry: the order of --entry decides nothing.
  std::vector<std::string> names;
  for (const lloyd::Entry& e : entries) names.push_back(e.name);
  bool tie = order.size() > 1 && rank[1] == 1;
  const lloyd::FinaleScore& w = score[order[0]];
  char buf[200];
  std::snprintf(buf, sizeof buf, ": %d/%d perfect, mean %.2f moves, %lld transports%s", w.perfect,
                squares, w.perfect ? static_cast<double>(w.moves) / w.perfect : 0.0, w.transports,
                tie ? ", the same time" : "");
  return lloyd::first_names(names, order, rank) + (tie ? " tie for first" : " first") + buf;
}

}  // namespace

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (std::string(argv[i]) == "-h" || std::string(argv[i]) == "--help") {
      std::fputs(kHelp, stdout);
      return 0;
    }
  double limit = 600, wall = 0;
  long long finale_seed = 1995;
  std::vector<std::string> extra_args, extra_env, specs;
  std::vector<lloyd::Entry> entries;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    bool option = a == "--limit" || a == "--wall" || a == "--arg" || a == "--env" ||
                  a == "--finale-seed" || a == "--entry";
    if (option && i + 1 == argc) return usage(a + ": a value is missing");
    std::string v = option ? argv[++i] : "";
    if (a == "--limit" && !option_seconds(v, 86400, limit)) {
      return usage(
          "--limit: expected seconds from 0.001 to 86400, digits with at most three "
          "decimals (e.g. 600 or 0.5), got '" +
          v + "'");
    } else if (a == "--wall" && !option_seconds(v, 864000, wall)) {
      return usage(
          "--wall: expected seconds from 0.001 to 864000, digits with at most three "
          "decimals (e.g. 6000 or 2.5), got '" +
          v + "'");
    } else if (a == "--finale-seed" && !contest::parse_whole(v, 0, kMaxSeed, finale_seed)) {
      return usage("--finale-seed: expected a whole number from 0 to 999999999999999999, got '" +
                   v + "'");
    } else if (a == "--arg") {
      extra_args.push_back(v);
    } else if (a == "--env") {
      extra_env.push_back(v);
    } else if (a == "--entry") {
      size_t eq = v.find('=');
      if (eq == std::string::npos) v = v + "=" + v, eq = v.size() / 2;
      entries.push_back({v.substr(0, eq), v.substr(eq + 1), {}, {}});
    } else if (!option && a.size() > 1 && a[0] == '-') {
      return usage(a + ": unknown option");
    } else if (!option) {
      specs.push_back(a);
    }
  }
  if (entries.empty()) return usage("no --entry given");
  if (specs.empty()) return usage("no SQUARE given");
  for (lloyd::Entry& e : entries) e.args = extra_args, e.env = extra_env;
  std::vector<SquareFile> squares;
  std::string error;
  for (const std::string& s : specs)
    if (!add_squares(s, squares, error)) {
      std::fprintf(stderr, "lloyd_judge: %s\n", error.c_str());
      remove_tmpdir(squares);
      return 2;
    }
  if (squares.empty()) {
    std::fprintf(stderr, "lloyd_judge: no squares to play (a korf: list with no such number?)\n");
    return 2;
  }
  std::string result;
  if (squares.size() > 1 || entries.size() == 1) {
    std::vector<lloyd::FinaleScore> score = run_set(entries, squares, limit, wall);
    result = print_finale(entries, score, static_cast<int>(squares.size()));
  } else {
    // Step 1. The final square.
    std::vector<std::vector<lloyd::Outcome>> all;
    run_set(entries, squares, limit, wall, &all);
    std::vector<int> rank;
    std::vector<int> order = lloyd::rank_order(
        static_cast<int>(entries.size()),
        [&](int a, int b) { return lloyd::compare_final(all[a][0], all[b][0]); }, rank);
    std::printf("\nfinal square ranking:\n");
    for (size_t k = 0; k < order.size(); ++k)
      std::printf("%4d %s\n", rank[k], entries[order[k]].name.c_str());
    // Step 2. Every entry tied for first on tiles, moves and transports, perfect or not (two
    // that scored zero tie too), plays the grand finale: "ALL PROGRAMS THAT REACH THIS STAGE".
    // They play in the order they were listed; the order never ranks them.
    std::vector<lloyd::Entry> tied;
    for (size_t i = 0; i < entries.size(); ++i)
      if (lloyd::compare_final(all[i][0], all[order[0]][0]) == 0) tied.push_back(entries[i]);
    if (tied.size() > 1) {
      std::printf("\n%zu entries tied for first: grand finale on 10 squares (seed %lld)\n",
                  tied.size(), finale_seed);
      std::vector<SquareFile> finale;
      add_squares("random:" + std::to_string(finale_seed) + ":10", finale, error);
      std::vector<lloyd::FinaleScore> score = run_set(tied, finale, limit, wall);
      result = "grand finale: " + print_finale(tied, score, 10);
      remove_tmpdir(finale);
    } else {
      const lloyd::Outcome& w = all[order[0]][0];
      result = entries[order[0]].name + " wins the final square: " + std::to_string(w.tiles) +
               " tiles, " + std::to_string(w.replay.moves) + " moves, " +
               std::to_string(w.replay.transports) + " transports";
    }
  }
  remove_tmpdir(squares);
  std::printf("RESULT: %s\n", result.c_str());
  return 0;
}
