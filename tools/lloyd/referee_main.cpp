// lloyd_referee: runs Lloyd's Dilemma entries on squares and ranks them by the statement's
// criteria. `lloyd_referee --help` says how; the text is kHelp below, pinned by
// LloydTools.RefereeHelpText.
//
// With one square and several entries it is the contest: the final square ranks them (tiles in
// place, moves, transports), and every entry tied for first on all three, perfect or not, plays
// the grand finale on ten squares (perfect squares, total moves and transports on them, total
// time). With several squares it scores the whole set as a grand finale. A tie that remains is
// reported with every tied name, never broken by the order of the --entry options.
//
// The runs go through the match runner's options (common/match.h: -j, --results, --resume,
// --shard, -q, merge) with a record of their own (referee.h): a run is one entry on one square.
// With two entries on several squares the referee also compares them square by square (sign test).
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/cli.h"
#include "common/files.h"
#include "common/match.h"
#include "common/numbers.h"
#include "referee.h"

namespace {

// The runner's options that apply here, in its own words (kRunnerOptionsHelp without --sprt and
// --seed: a run has no opponent to test against, and the squares carry their own seeds).
std::string runner_help() {
  std::istringstream in(contest::kRunnerOptionsHelp);
  std::string out, line;
  bool keep = true;
  while (std::getline(in, line)) {
    if (line.rfind("  -", 0) == 0)
      keep = line.rfind("  --sprt", 0) != 0 && line.rfind("  --seed", 0) != 0;
    if (keep) out += line + "\n";
  }
  return out;
}

const std::string kHelp =
    std::string(
        "usage: lloyd_referee [options] --entry NAME=PATH [--entry NAME=PATH...] SQUARE...\n"
        "       lloyd_referee merge [-o FILE] RESULTS...\n"
        "Runs Lloyd's Dilemma entries on squares, each as the contest ran it (the square file as\n"
        "argv[1], the moves on stdout), and ranks them by the statement's criteria. With one "
        "square\n"
        "and several entries it is the contest: the final square ranks them (tiles in place, "
        "moves,\n"
        "transports), and every entry tied for first plays the grand finale on ten squares. With\n"
        "several squares it scores the whole set as a grand finale (perfect squares, total moves,\n"
        "transports, time). A tie that remains names every tied entry. With exactly two entries "
        "on\n"
        "several squares it also compares them square by square: where the first is better, equal\n"
        "or worse by the final square's criteria, with a two-sided exact sign test "
        "(\"COMPARE:\").\n"
        "SQUARE: a 30-byte square file; korf:FILE[:N,N,...] (lines \"number square "
        "sliding-optimum\"\n"
        "  as in data/korf50.txt, all or the numbered ones, each N 1 to 1000000); or\n"
        "  random:SEED:COUNT (seeded uniform squares, as lloyd_gen writes them; SEED 0 to\n"
        "  999999999999999999, COUNT 1 to 100000)\n"
        "options:\n"
        "  --entry NAME=PATH  an entry to run (PATH alone: named PATH); repeatable, at least one;\n"
        "                     names printable ASCII, 1 to 200 characters, each once\n"
        "  --limit S          user+sys seconds per square, 0.001 to 86400 with at most three\n"
        "                     decimals (default 600, the contest's ten minutes); the kernel "
        "enforces\n"
        "                     it (RLIMIT_CPU)\n"
        "  --wall S           wall seconds after which a run is killed anyway, 0.001 to 864000\n"
        "                     (default 4 x limit + 10): for a program that sleeps\n"
        "  --arg A            an extra argument after the square file for every entry; repeatable\n"
        "  --env NAME=V       an extra environment variable for every entry (e.g. "
        "LLOYD_VERBOSE=1);\n"
        "                     repeatable\n"
        "  --finale-seed N    seed of the grand finale's ten squares, 0 to 999999999999999999\n"
        "                     (default 1995)\n"
        "  --log-dir DIR      keep each run's square and output in DIR/runN.square and "
        "DIR/runN.out\n"
        "                     (lloyd_check replays them); DIR must exist\n"
        "  -h, --help         this text\n"
        "runner options (tools/common/README.md): a game is one entry's run on one square, a pair\n"
        "all the runs on one square; the contest (one square) cannot be split into shards:\n") +
    runner_help() +
    "  merge [-o FILE] RESULTS...\n"
    "                     combine results files (shards, resumed runs): a run in two files must\n"
    "                     be the same run there; prints the ranking of them all as a set (and the\n"
    "                     comparison of two entries), and writes the lines, sorted by run, to "
    "FILE\n"
    "                     with -o\n"
    "A results line: id (INDEX:ENTRY), run (its number), index (the square's place in the set;\n"
    "the contest: 0 the final square, 1-10 the finale's), square (korf-N, random-SEED or the\n"
    "file), entry, verdict, legal, perfect, tiles, moves, transports, cpu_s, wall_s, stderr (its\n"
    "last line), answer (the --log-dir file, or \"\").\n"
    "Prints one line per run, then the ranking, then \"RESULT: ...\". Exits 0 when every run was\n"
    "judged, 1 when the results file cannot be written, 2 on bad usage, a malformed number, an\n"
    "unreadable or malformed square file, an empty set of squares, or a results file that holds\n"
    "runs of another set (or any without --resume).\n";

int usage(const std::string& why) { return contest::cli::usage("lloyd_referee", why); }

constexpr long long kMaxSeed = 999999999999999999;  // parse_whole's 18 digits

struct SquareFile {
  std::string name, path;
  int sliding_optimum = 0;  // from the Korf list, 0 when unknown
};

std::string g_tmpdir;

std::string write_square(const std::string& name, const lloyd::Square& s) {
  if (g_tmpdir.empty()) {
    char templ[] = "/tmp/lloyd_referee.XXXXXX";
    if (!mkdtemp(templ)) return "";
    g_tmpdir = templ;
  }
  std::string path = g_tmpdir + "/" + name + ".txt";
  contest::write_file(path, lloyd::to_text(s));
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
  std::string text, why;
  lloyd::Square s;
  if (!contest::read_file(spec, text, why)) return error = "cannot read " + spec, false;
  if (!lloyd::parse_square(text, s, error)) return error = spec + ": " + error, false;
  out.push_back({spec, spec, 0});
  return true;
}

void print_run(const SquareFile& sq, const std::string& entry, const lloyd::Outcome& o) {
  std::printf("%-12s %-12s %-7s moves %4d transports %3d tiles %2d cpu %7.2fs wall %7.2fs",
              sq.name.c_str(), entry.c_str(), o.perfect() ? "perfect" : "-", o.replay.moves,
              o.replay.transports, o.tiles, o.cpu_seconds, o.wall_seconds);
  if (sq.sliding_optimum) std::printf(" slide-opt %3d", sq.sliding_optimum);
  if (o.verdict != "ok") std::printf(" [%s]", o.verdict.c_str());
  if (!o.stderr_tail.empty()) std::printf(" | %s", o.stderr_tail.c_str());
  std::printf("\n");
  std::fflush(stdout);
}

std::string print_finale(const std::vector<std::string>& names,
                         const std::vector<lloyd::FinaleScore>& score, int squares) {
  std::vector<int> rank;
  std::vector<int> order = lloyd::rank_order(
      static_cast<int>(names.size()),
      [&](int a, int b) { return lloyd::compare_finale(score[a], score[b]); }, rank);
  std::printf("\nrank entry        perfect  moves  mean  transports  cpu total\n");
  for (size_t k = 0; k < order.size(); ++k) {
    const lloyd::FinaleScore& s = score[order[k]];
    std::printf("%4d %-12s %3d/%-3d %6lld %5.1f %11lld %9.1fs\n", rank[k], names[order[k]].c_str(),
                s.perfect, squares, s.moves,
                s.perfect ? static_cast<double>(s.moves) / s.perfect : 0.0, s.transports,
                s.cpu_seconds);
  }
  // A tie on all four criteria names every tied entry: the order of --entry decides nothing.
  bool tie = order.size() > 1 && rank[1] == 1;
  const lloyd::FinaleScore& w = score[order[0]];
  char buf[200];
  std::snprintf(buf, sizeof buf, ": %d/%d perfect, mean %.2f moves, %lld transports%s", w.perfect,
                squares, w.perfect ? static_cast<double>(w.moves) / w.perfect : 0.0, w.transports,
                tie ? ", the same time" : "");
  return lloyd::first_names(names, order, rank) + (tie ? " tie for first" : " first") + buf;
}

// A square's runs stay in one shard, as a pair of games does: part K of N holds the squares
// K-1, K-1+N, ... of the set.
bool in_shard(const contest::Shard& shard, long index) {
  contest::ScheduledGame g;
  g.pair = index;
  return shard.contains(g);
}

// A usage error found after the command line was read (status 2, nothing run).
struct Refusal : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Plays planned runs on the runner's terms and keeps every run's record: the ones a resumed
// results file holds are printed, not played again.
struct Referee {
  std::vector<lloyd::Entry> entries;
  std::vector<std::string> names;
  double limit = 600, wall = 0;
  std::string log_dir;
  contest::RunnerOptions runner;
  std::map<long, SquareFile> square_of;  // by index
  std::map<long, lloyd::Run> done;       // by run number: resumed and played

  std::vector<lloyd::Run> play(const std::vector<lloyd::PlannedRun>& plan) {
    std::vector<lloyd::PlannedRun> todo;
    long finished = 0;
    for (const lloyd::PlannedRun& p : plan) {
      const auto it = done.find(p.number);
      if (it == done.end()) {
        todo.push_back(p);
        continue;
      }
      print_run(square_of.at(p.index), it->second.entry, lloyd::outcome_of(it->second));
      ++finished;
    }
    // Two entries: the square-by-square count so far, in the progress line.
    lloyd::Comparison so_far;
    const auto count = [&](const lloyd::Run& r) {
      if (names.size() != 2) return;
      const auto other = done.find(r.number + (r.entry == names[0] ? 1 : -1));
      if (other == done.end()) return;
      so_far.add(r.entry == names[0] ? r : other->second, r.entry == names[0] ? other->second : r);
    };
    for (const lloyd::PlannedRun& p : plan)
      if (p.entry == 0 && done.count(p.number)) count(done.at(p.number));
    long played = 0;
    const auto begin = std::chrono::steady_clock::now();
    lloyd::play_runs(
        todo, runner.jobs, runner.results, [&](const lloyd::PlannedRun& p) { return play_one(p); },
        [&](const lloyd::Run& r) {
          done[r.number] = r;
          print_run(square_of.at(r.index), r.entry, lloyd::outcome_of(r));
          count(r);
          ++finished, ++played;
          if (runner.quiet) return;
          std::ostringstream line;
          line << "[" << finished << "/" << plan.size() << "] run " << r.number << " (" << r.square
               << ") " << r.entry << ": "
               << (r.perfect ? "perfect"
                   : r.legal ? std::to_string(r.tiles) + " tiles"
                             : r.verdict)
               << ", " << r.moves << " moves, " << r.transports << " transports, cpu " << std::fixed
               << std::setprecision(1) << r.cpu_s << " s";
          if (names.size() == 2)
            line << " | " << names[0] << " vs " << names[1] << ": +" << so_far.better << " ="
                 << so_far.equal << " -" << so_far.worse;
          const double elapsed =
              std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
          if (finished < static_cast<long>(plan.size()))
            line << " | ETA " << contest::clock_text(elapsed / played * (plan.size() - finished));
          std::cerr << line.str() << std::endl;
        });
    std::vector<lloyd::Run> runs;
    for (const lloyd::PlannedRun& p : plan) runs.push_back(done.at(p.number));
    return runs;
  }

  lloyd::Run play_one(const lloyd::PlannedRun& p) {
    const SquareFile& sq = square_of.at(p.index);
    std::string output, answer;
    const lloyd::Outcome o = lloyd::run_entry(entries[p.entry], sq.path, limit, wall,
                                              log_dir.empty() ? nullptr : &output);
    if (!log_dir.empty()) {
      // The square beside the answer, so that lloyd_check can replay it after the referee has
      // removed its temporary squares.
      const std::string base = log_dir + "/run" + std::to_string(p.number);
      std::ifstream in(sq.path, std::ios::binary);
      if (!in) throw std::runtime_error("cannot read " + sq.path);
      const std::string square((std::istreambuf_iterator<char>(in)),
                               std::istreambuf_iterator<char>());
      contest::write_file(base + ".square", square);
      contest::write_file(base + ".out", output);
      answer = base + ".out";
    }
    return lloyd::make_run(p.number, p.index, sq.name, names[p.entry], o, answer);
  }

  // Reads the results file: every run it holds must be one this set can play (check(run) says
  // why not, or ""); a cut last line is dropped, to be played again.
  void resume(const std::function<std::string(const lloyd::Run&)>& check) {
    if (runner.results.empty()) return;
    lloyd::RunsFile file;
    try {
      file = lloyd::read_runs(runner.results);
    } catch (const std::exception& e) {
      throw Refusal(e.what());
    }
    try {
      contest::continue_line_file(runner.results, file, file.runs.size(), runner.resume, "set",
                                  std::cerr);
    } catch (const contest::ResultsRefused& e) {
      throw Refusal(e.what());
    }
    for (std::size_t line = 0; line < file.runs.size(); ++line) {
      const lloyd::Run& r = file.runs[line];
      const std::string why = check(r);
      if (!why.empty())
        throw Refusal(runner.results + ":" + std::to_string(line + 1) + ": run " + r.id + " " +
                      why);
      done[r.number] = r;
    }
  }

  // Why a recorded run is not a run of this set (its square at its index, its entry, its number),
  // or "" when it is.
  std::string mismatch(const lloyd::Run& r) const {
    const auto sq = square_of.find(r.index);
    if (sq == square_of.end()) return "is not in this set's schedule";
    if (r.square != sq->second.name)
      return "was played on " + r.square + ", this set plays " + sq->second.name +
             " there (other squares?)";
    const auto e = std::find(names.begin(), names.end(), r.entry);
    if (e == names.end()) return "is of an entry this set does not run";
    const lloyd::PlannedRun p =
        lloyd::plan_run(r.index, static_cast<int>(e - names.begin()), names);
    if (r.number != p.number) return "is another run of this schedule (other entries?)";
    return "";
  }

  std::vector<lloyd::FinaleScore> scores(const std::vector<lloyd::Run>& runs,
                                         const std::vector<std::string>& who) const {
    std::vector<lloyd::FinaleScore> score(who.size());
    for (const lloyd::Run& r : runs)
      score[std::find(who.begin(), who.end(), r.entry) - who.begin()].add(lloyd::outcome_of(r));
    return score;
  }
};

// The summary of a set: the ranking, with two entries the square-by-square comparison, and the
// RESULT text.
std::string set_summary(const std::vector<std::string>& names, const std::vector<lloyd::Run>& runs,
                        const std::vector<lloyd::FinaleScore>& score, int squares) {
  const std::string result = print_finale(names, score, squares);
  if (names.size() == 2 && squares > 1)
    std::printf(
        "COMPARE: %s\n",
        lloyd::comparison_line(names[0], names[1], lloyd::compare_entries(runs, names[0], names[1]))
            .c_str());
  return result;
}

int merge(const std::vector<std::string>& args) {
  contest::MergeCommand m;
  try {
    m = contest::parse_merge(args);
    if (m.sprt) throw std::invalid_argument("merge: --sprt: a run has no opponent to test");
  } catch (const std::invalid_argument& e) {
    return usage(e.what());
  }
  std::vector<lloyd::Run> runs;
  try {
    runs = lloyd::merge_runs(m.inputs);
    if (runs.empty()) throw std::runtime_error("merge: the files hold no runs");
    if (!m.output.empty()) {
      std::string text;
      for (const lloyd::Run& r : runs) text += lloyd::to_line(r) + "\n";
      try {
        contest::write_file(m.output, text);
      } catch (const std::runtime_error& e) {
        std::fprintf(stderr, "lloyd_referee: %s\n", e.what());
        return 1;
      }
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "lloyd_referee: %s\n", e.what());
    return 2;
  }
  // Entries in order of their first run; each scored over the squares it ran.
  std::vector<std::string> names;
  std::set<long> squares;
  for (const lloyd::Run& r : runs) {
    if (std::find(names.begin(), names.end(), r.entry) == names.end()) names.push_back(r.entry);
    squares.insert(r.index);
  }
  std::vector<lloyd::FinaleScore> score(names.size());
  for (const lloyd::Run& r : runs)
    score[std::find(names.begin(), names.end(), r.entry) - names.begin()].add(lloyd::outcome_of(r));
  std::printf("%zu runs of %zu entries on %zu squares\n", runs.size(), names.size(),
              squares.size());
  const std::string result = set_summary(names, runs, score, static_cast<int>(squares.size()));
  std::printf("RESULT: %s\n", result.c_str());
  return 0;
}

// Reads the command line (without the program's name), --help and merge aside, into the
// referee's options and entries, the SQUAREs and the finale's seed; "" when it can be run, else
// the problem, naming the option.
std::string read_command_line(const std::vector<std::string>& args, Referee& referee,
                              std::vector<std::string>& specs, long long& finale_seed) {
  std::vector<std::string> extra_args, extra_env, entries;
  std::string log_dir;
  contest::cli::Command c("lloyd_referee");
  c.runner(referee.runner, /*with_seed=*/false, /*with_sprt=*/false);
  c.custom("--sprt", [](const std::string&) {
    throw contest::cli::Usage(
        "--sprt: a run has no opponent to test; two entries are compared square by square");
  });
  c.custom("--seed", [](const std::string&) {
    throw contest::cli::Usage(
        "--seed: the squares carry their own seeds (random:SEED:COUNT, --finale-seed)");
  });
  const auto to_seconds = [](double& seconds) {
    return [&seconds](long long ms) { seconds = ms / 1000.0; };
  };
  c.seconds("--limit", 1, 86400 * 1000LL, to_seconds(referee.limit));
  c.seconds("--wall", 1, 864000 * 1000LL, to_seconds(referee.wall));
  c.whole("--finale-seed", finale_seed, 0, kMaxSeed);
  c.texts("--arg", extra_args);
  c.texts("--env", extra_env);
  c.text("--log-dir", log_dir);
  c.texts("--entry", entries);
  c.rest("SQUARE", specs);
  try {
    c.parse_args(args);  // main has answered --help
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  if (!log_dir.empty()) {
    struct stat st;
    if (::stat(log_dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
      return "--log-dir: '" + log_dir + "' is not a directory";
    referee.log_dir = log_dir;
  }
  for (std::string v : entries) {
    size_t eq = v.find('=');
    if (eq == std::string::npos) v = v + "=" + v, eq = v.size() / 2;
    referee.entries.push_back({v.substr(0, eq), v.substr(eq + 1), {}, {}});
    const std::string why = lloyd::bad_entry_name(referee.entries.back().name);
    if (!why.empty()) return "--entry: " + why;
    if (std::find(referee.names.begin(), referee.names.end(), referee.entries.back().name) !=
        referee.names.end())
      return "--entry: two entries named " + referee.entries.back().name;
    referee.names.push_back(referee.entries.back().name);
  }
  if (referee.entries.empty()) return "no --entry given";
  if (specs.empty()) return "no SQUARE given";
  if (referee.runner.resume && referee.runner.results.empty())
    return "--resume needs --results FILE";
  for (lloyd::Entry& e : referee.entries) e.args = extra_args, e.env = extra_env;
  return "";
}

}  // namespace

// The fuzz target of the command line (tools/fuzz) includes this file without its main.
#ifndef CONTEST_NO_MAIN
int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (const std::optional<int> status = contest::help_or_merge(args, kHelp, merge)) return *status;
  Referee referee;
  long long finale_seed = 1995;
  std::vector<std::string> specs;
  if (const std::string why = read_command_line(args, referee, specs, finale_seed); !why.empty())
    return usage(why);
  std::vector<SquareFile> squares;
  std::string error;
  for (const std::string& s : specs)
    if (!add_squares(s, squares, error)) {
      std::fprintf(stderr, "lloyd_referee: %s\n", error.c_str());
      remove_tmpdir(squares);
      return 2;
    }
  if (squares.empty()) {
    std::fprintf(stderr, "lloyd_referee: no squares to play (a korf: list with no such number?)\n");
    return 2;
  }
  const bool is_contest = squares.size() == 1 && referee.entries.size() > 1;
  const contest::Shard shard = referee.runner.shard;
  if (is_contest && shard.count > 1) {
    remove_tmpdir(squares);
    return usage(
        "--shard: the contest (one square, several entries) is not split: its grand "
        "finale depends on the final square");
  }
  for (std::size_t k = 0; k < squares.size(); ++k)
    referee.square_of[static_cast<long>(k)] = squares[k];
  const int n_entries = static_cast<int>(referee.entries.size());
  std::vector<SquareFile> finale;
  std::string result;
  int status = 0;
  try {
    // A resumed contest may hold finale runs (index 1 to 10, on the finale's seeded squares);
    // whose they may be is known once the final square is ranked.
    referee.resume([&](const lloyd::Run& r) -> std::string {
      if (is_contest && r.index >= 1 && r.index <= 10) {
        const std::string name = "random-" + std::to_string(finale_seed + r.index - 1);
        if (r.square != name)
          return "was played on " + r.square + ", this contest's finale plays " + name +
                 " there (another --finale-seed?)";
        const auto e = std::find(referee.names.begin(), referee.names.end(), r.entry);
        if (e == referee.names.end()) return "is of an entry this contest does not run";
        if (r.number !=
            lloyd::plan_run(r.index, static_cast<int>(e - referee.names.begin()), referee.names)
                .number)
          return "is another run of this contest (other entries?)";
        return "";
      }
      const std::string why = referee.mismatch(r);
      if (!why.empty()) return why;
      if (!in_shard(shard, r.index))
        return "belongs to another shard than " + std::to_string(shard.index) + "/" +
               std::to_string(shard.count);
      return "";
    });
    if (!is_contest) {
      // The set: every entry on each square of the shard (a square's runs stay together).
      std::vector<lloyd::PlannedRun> plan;
      int shard_squares = 0;
      for (std::size_t k = 0; k < squares.size(); ++k) {
        if (!in_shard(shard, static_cast<long>(k))) continue;
        ++shard_squares;
        for (int e = 0; e < n_entries; ++e)
          plan.push_back(lloyd::plan_run(static_cast<long>(k), e, referee.names));
      }
      if (plan.empty())
        throw Refusal("--shard: part " + std::to_string(shard.index) + "/" +
                      std::to_string(shard.count) + " holds no square");
      const std::vector<lloyd::Run> runs = referee.play(plan);
      result = set_summary(referee.names, runs, referee.scores(runs, referee.names), shard_squares);
    } else {
      // Step 1. The final square.
      std::vector<lloyd::PlannedRun> plan;
      for (int e = 0; e < n_entries; ++e) plan.push_back(lloyd::plan_run(0, e, referee.names));
      const std::vector<lloyd::Run> all = referee.play(plan);
      std::vector<int> rank;
      std::vector<int> order = lloyd::rank_order(
          n_entries,
          [&](int a, int b) {
            return lloyd::compare_final(lloyd::outcome_of(all[a]), lloyd::outcome_of(all[b]));
          },
          rank);
      std::printf("\nfinal square ranking:\n");
      for (size_t k = 0; k < order.size(); ++k)
        std::printf("%4d %s\n", rank[k], referee.names[order[k]].c_str());
      // Step 2. Every entry tied for first on tiles, moves and transports, perfect or not (two
      // that scored zero tie too), plays the grand finale: "ALL PROGRAMS THAT REACH THIS
      // STAGE". They play in the order they were listed; the order never ranks them.
      std::vector<int> tied;
      for (int i = 0; i < n_entries; ++i)
        if (lloyd::compare_final(lloyd::outcome_of(all[i]), lloyd::outcome_of(all[order[0]])) == 0)
          tied.push_back(i);
      std::vector<lloyd::PlannedRun> plan2;
      for (long index = 1; index <= 10 && tied.size() > 1; ++index)
        for (int e : tied) plan2.push_back(lloyd::plan_run(index, e, referee.names));
      for (const auto& [number, r] : referee.done)
        if (r.index > 0 && std::none_of(plan2.begin(), plan2.end(),
                                        [&](const auto& p) { return p.number == number; }))
          throw Refusal(referee.runner.results + ": run " + r.id +
                        " is not in this contest's grand finale (other entries?)");
      if (tied.size() > 1) {
        std::printf("\n%zu entries tied for first: grand finale on 10 squares (seed %lld)\n",
                    tied.size(), finale_seed);
        std::fflush(stdout);
        add_squares("random:" + std::to_string(finale_seed) + ":10", finale, error);
        for (long k = 0; k < 10; ++k) referee.square_of[k + 1] = finale[k];
        const std::vector<lloyd::Run> runs = referee.play(plan2);
        std::vector<std::string> names;
        for (int e : tied) names.push_back(referee.names[e]);
        result = "grand finale: " + print_finale(names, referee.scores(runs, names), 10);
      } else {
        const lloyd::Run& w = all[order[0]];
        result = w.entry + " wins the final square: " + std::to_string(w.tiles) + " tiles, " +
                 std::to_string(w.moves) + " moves, " + std::to_string(w.transports) +
                 " transports";
      }
    }
  } catch (const Refusal& e) {
    std::fprintf(stderr, "lloyd_referee: %s\n", e.what());
    status = 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "lloyd_referee: %s\n", e.what());
    status = 1;
  }
  remove_tmpdir(finale);
  remove_tmpdir(squares);
  if (status == 0) std::printf("RESULT: %s\n", result.c_str());
  return status;
}
#endif  // CONTEST_NO_MAIN
