// command_line.cpp: lloyd_referee's command line (command_line.h).
#include "command_line.h"

#include <sys/stat.h>

#include <algorithm>

#include "common/cli/cli.h"
#include "common/match/match.h"

namespace lloyd {

namespace {
// The runner's options lloyd_referee takes: all but --sprt (a set of squares has no pairs to
// test) and --seed (the squares are named on the command line).
constexpr unsigned kRunnerTaken = contest::kEveryRunnerOption & ~(contest::kSprt | contest::kSeed);
}  // namespace

std::string referee_help() {
  return std::string(
             "usage: lloyd_referee [options] --entry NAME=PATH [--entry NAME=PATH...] SQUARE...\n"
             "       lloyd_referee merge [-o FILE] RESULTS...\n"
             "       lloyd_referee report --table|--compare|--optima FILE...\n"
             "Runs Lloyd's Dilemma entries on squares, each as the contest ran it (the square file "
             "as\n"
             "argv[1], the moves on stdout), and ranks them by the statement's criteria. With one "
             "square\n"
             "and several entries it is the contest: the final square ranks them (tiles in place, "
             "moves,\n"
             "transports), and every entry tied for first plays the grand finale on ten squares. "
             "With\n"
             "several squares it scores the whole set as a grand finale (perfect squares, total "
             "moves,\n"
             "transports, time). A tie that remains names every tied entry. With exactly two "
             "entries on\n"
             "several squares it also compares them square by square: where the first is better, "
             "equal\n"
             "or worse by the final square's criteria, with a two-sided exact sign test "
             "(\"COMPARE:\").\n"
             "SQUARE: a 30-byte square file; korf:FILE[:N,N,...] (lines \"number square "
             "sliding-optimum\"\n"
             "  as in data/korf50.txt, all or the numbered ones, each N 1 to 1000000); or\n"
             "  random:SEED:COUNT (seeded uniform squares, as lloyd_gen writes them; SEED 0 to\n"
             "  999999999999999999, COUNT 1 to 100000)\n"
             "options:\n"
             "  --entry NAME=PATH  an entry to run (PATH alone: named PATH); repeatable, at least "
             "one;\n"
             "                     names printable ASCII without blanks or ':', 1 to 64 "
             "characters, each\n"
             "                     once\n"
             "  --limit S          user+sys seconds per square, 0.001 to 86400 with at most three\n"
             "                     decimals (default 600, the contest's ten minutes); the kernel "
             "enforces\n"
             "                     it (RLIMIT_CPU)\n"
             "  --wall S           wall seconds after which a run is killed anyway, 0.001 to "
             "864000\n"
             "                     (default 4 x limit + 10): for a program that sleeps\n"
             "  --arg A            an extra argument after the square file for every entry; "
             "repeatable\n"
             "  --env NAME=V       an extra environment variable for every entry (e.g. "
             "LLOYD_VERBOSE=1);\n"
             "                     repeatable\n"
             "  --finale-seed N    seed of the grand finale's ten squares, 0 to "
             "999999999999999999\n"
             "                     (default 1995)\n"
             "  --log-dir DIR      keep each run's square and output in DIR/runN.square and "
             "DIR/runN.out\n"
             "                     (lloyd_check replays them); DIR must exist\n"
             "  -h, --help         this text\n"
             "runner options (tools/common/README.md): a game is one entry's run on one square, a "
             "pair\n"
             "all the runs on one square; the contest (one square) cannot be split into "
             "shards:\n") +
         contest::runner_options_help(kRunnerTaken) +
         "  merge [-o FILE] RESULTS...\n"
         "                     combine results files (shards, resumed runs): a run in two files "
         "must\n"
         "                     be the same run there; prints the ranking of them all as a set (and "
         "the\n"
         "                     comparison of two entries), and writes the lines, sorted by run, to "
         "FILE\n"
         "                     with -o\n"
         "  report MODE        one entry's runs in results files (merged as by merge), as "
         "Markdown:\n"
         "                     --table RESULTS...: a row per square (length, transports, the "
         "lower\n"
         "                     bound the entry proved and the gap, the sliding-only optimum and "
         "the\n"
         "                     margin under it, cpu, peak memory), the means, \"SUMMARY: ...\"; "
         "--compare\n"
         "                     OLD NEW: the squares perfect in both, side by side, \"COMPARE: "
         "...\";\n"
         "                     --optima OPTIMA RESULTS...: Korf's squares against the optima and "
         "bounds\n"
         "                     of OPTIMA (data/optima.tsv), \"OPTIMA: ...\"; exits 1 when a run is "
         "not\n"
         "                     perfect (--table, --optima) or none fits\n"
         "A results line is the runner's (tools/common/README.md), of one player: id INDEX:ENTRY, "
         "game\n"
         "the run's number, opening INDEX (the square's place in the set; the contest: 0 the "
         "final\n"
         "square, 1-10 the finale's), start the square (korf-N, random-SEED or the file), scores "
         "the\n"
         "tiles in place, end the verdict, forfeits it when the run scored zero, moves, log the\n"
         "--log-dir answer or \"\"; and \"lloyd\": legal, perfect, transports, cpu_s, stderr (its "
         "last\n"
         "line), and when known sliding_optimum, lower, nodes and peak_mb (the entry's verbose "
         "line).\n"
         "Prints one line per run, then the ranking, then \"RESULT: ...\". Exits 0 when every run "
         "was\n"
         "judged, 1 when the results file cannot be written, 2 on bad usage, a malformed number, "
         "an\n"
         "unreadable or malformed square file, an empty set of squares, or a results file that "
         "holds\n"
         "runs of another set (or any without --resume).\n";
}

std::string read_command_line(const std::vector<std::string>& args, CommandLine& cl) {
  Referee& referee = cl.referee;
  std::vector<std::string>& specs = cl.specs;
  std::vector<std::string> extra_args, extra_env, entries;
  std::string log_dir;
  contest::cli::Command c("lloyd_referee");
  c.commands({"merge", "report"}, cl.words, contest::kMergeOptions);
  add_runner_options(c, referee.runner, kRunnerTaken);
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
  c.whole("--finale-seed", cl.finale_seed, 0, kMaxSeed);
  c.texts("--arg", extra_args);
  c.texts("--env", extra_env);
  c.text("--log-dir", log_dir);
  c.texts("--entry", entries);
  c.rest("SQUARE", specs);
  try {
    cl.help = !c.parse_args(args);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  cl.command = c.chosen();
  if (cl.help || !cl.command.empty()) return "";
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
    const std::string why = contest::bad_player_name(referee.entries.back().name);
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
  for (Entry& e : referee.entries) e.args = extra_args, e.env = extra_env;
  return "";
}

}  // namespace lloyd
