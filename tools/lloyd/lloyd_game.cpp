// lloyd_game.cpp: see lloyd_game.h. The command line's options and commands are declared here
// for the front end; the runs themselves are contest_command.cpp's and referee_runs.cpp's.
#include "lloyd_game.h"

#include <sys/stat.h>

#include <algorithm>
#include <functional>
#include <utility>

#include "commands.h"
#include "common/cli/cli.h"
#include "common/core/files.h"

namespace lloyd {

namespace {

// Every command takes every option: before a command's word they were always checked and set
// aside.
const std::vector<std::string> kEveryCommand = {"match", "merge", "report"};

using Declare = std::function<void(contest::cli::Command&, const std::string&)>;

contest::GameOption option(const std::string& names, const std::string& value,
                           const std::string& help, Declare declare,
                           const std::vector<std::string>& commands = kEveryCommand) {
  return {names, value, help, std::move(declare), commands};
}

std::function<void(long long)> to_seconds(double& seconds) {
  return [&seconds](long long ms) { seconds = ms / 1000.0; };
}

// The help's head: every fact of the help Lloyd's referee had before the front end that is no
// command's or option's.
const char* const kAbout =
    "Runs Lloyd's Dilemma entries on squares, each as the contest ran it (the square file as\n"
    "argv[1], the moves on stdout), and ranks them by the statement's criteria. With one square\n"
    "and several entries it is the contest: the final square ranks them (tiles in place, moves,\n"
    "transports), and every entry tied for first plays the grand finale on ten squares. With\n"
    "several squares it scores the whole set as a grand finale (perfect squares, total moves,\n"
    "transports, time). A tie that remains names every tied entry. With exactly two entries on\n"
    "several squares it also compares them square by square: where the first is better, equal\n"
    "or worse by the final square's criteria, with a two-sided exact sign test (\"COMPARE:\").\n"
    "A line that names no command runs match, as lloyd_referee always did:\n"
    "  lloyd_referee [options] --entry NAME=PATH [--entry NAME=PATH...] SQUARE...\n"
    "A runner game is one entry's run on one square, a pair all the runs on one square\n"
    "(tools/common/README.md); the contest (one square) cannot be split into shards. --sprt\n"
    "and --seed are refused. A run is no log to check: lloyd_check SQUARE OUTPUT replays it.\n"
    "A results line is the runner's (tools/common/README.md), of one player: id INDEX:ENTRY, game\n"
    "the run's number, opening INDEX (the square's place in the set; the contest: 0 the final\n"
    "square, 1-10 the finale's), start the square (korf-N, random-SEED or the file), scores the\n"
    "tiles in place, end the verdict, forfeits it when the run scored zero, moves, log the\n"
    "--log-dir answer or \"\"; and \"lloyd\": legal, perfect, transports, cpu_s, stderr (its last\n"
    "line), and when known sliding_optimum, lower, nodes and peak_mb (the entry's verbose line).\n";

const char* const kMatchHelp =
    "run the entries on the squares: a line per run, then the ranking, then\n"
    "\"RESULT: ...\"; exits 0 when every run was judged, 1 when the results\n"
    "file cannot be written, 2 on bad usage, a malformed number, an\n"
    "unreadable or malformed square file, an empty set of squares, or a\n"
    "results file that holds runs of another set (or any without --resume)\n"
    "SQUARE: a 30-byte square file; korf:FILE[:N,N,...] (lines \"number\n"
    "  square sliding-optimum\" as in data/korf50.txt, all or the numbered\n"
    "  ones, each N 1 to 1000000); or random:SEED:COUNT (seeded uniform\n"
    "  squares, as lloyd_gen writes them; SEED 0 to 999999999999999999,\n"
    "  COUNT 1 to 100000)";

}  // namespace

std::string LloydGame::about() const { return kAbout; }

LloydGame::LloydGame() {
  shape_.players_help = "ENTRY: --entry NAME=PATH, a program run once per square\n";
  shape_.absent_commands = {{"game", ""}, {"check", "lloyd_check SQUARE OUTPUT replays a run"}};
  // Its commands declare every runner option; the front end leaves these two out and refuses them.
  shape_.refused_runner_options = {
      {contest::kSprt, "a run has no opponent to test; two entries are compared square by square"},
      {contest::kSeed, "the squares carry their own seeds (random:SEED:COUNT, --finale-seed)"}};
  shape_.default_command = "match";
}

std::vector<contest::GameOption> LloydGame::options() {
  return {
      option("--entry", "NAME=PATH",
             "an entry to run (PATH alone: named PATH); repeatable, at least one;\n"
             "names printable ASCII without blanks or ':', 1 to 64 characters, each\n"
             "once",
             [this](contest::cli::Command& c, const std::string& n) { c.texts(n, entries_); }),
      option("--limit", "S",
             "user+sys seconds per square, 0.001 to 86400 with at most three\n"
             "decimals (default 600, the contest's ten minutes); the kernel enforces\n"
             "it (RLIMIT_CPU)",
             [this](contest::cli::Command& c, const std::string& n) {
               c.seconds(n, 1, 86400 * 1000LL, to_seconds(referee_.limit));
             }),
      option("--wall", "S",
             "wall seconds after which a run is killed anyway, 0.001 to 864000\n"
             "(default 4 x limit + 10): for a program that sleeps",
             [this](contest::cli::Command& c, const std::string& n) {
               c.seconds(n, 1, 864000 * 1000LL, to_seconds(referee_.wall));
             }),
      option("--arg", "A", "an extra argument after the square file for every entry; repeatable",
             [this](contest::cli::Command& c, const std::string& n) { c.texts(n, args_); }),
      option("--env", "NAME=V",
             "an extra environment variable for every entry (e.g. LLOYD_VERBOSE=1);\n"
             "repeatable",
             [this](contest::cli::Command& c, const std::string& n) { c.texts(n, env_); }),
      option("--finale-seed", "N",
             "seed of the grand finale's ten squares, 0 to 999999999999999999\n(default 1995)",
             [this](contest::cli::Command& c, const std::string& n) {
               c.whole(n, finale_seed_, 0, kMaxSeed);
             }),
      option("--log-dir", "DIR",
             "keep each run's square and output in DIR/runN.square and DIR/runN.out\n"
             "(lloyd_check replays them); DIR must exist",
             [this](contest::cli::Command& c, const std::string& n) { c.text(n, log_dir_); }),
  };
}

std::vector<contest::GameCommand> LloydGame::commands() {
  // Named in the help; a line without a command word runs it, as it always did.
  contest::GameCommand match{"match",
                             "match [options] --entry NAME=PATH [--entry NAME=PATH...] SQUARE...",
                             kMatchHelp, "SQUARE"};
  match.runner = contest::kEveryRunnerOption;
  match.run = [this](const contest::CommandLine& cl) {
    std::vector<contest::Program> programs;
    for (const Entry& e : referee_.entries) programs.push_back({e.name, e.path, e.env});
    return play_command(referee_, cl.words, finale_seed_,
                        contest::hooks_of(*this, programs, 0, {}));
  };
  contest::GameCommand merge{
      "merge", "merge [-o FILE] RESULTS...",
      "combine results files (shards, resumed runs): a run in two files must\n"
      "be the same run there; prints the ranking of them all as a set (and the\n"
      "comparison of two entries), and writes the lines, sorted by run, to FILE\n"
      "with -o",
      "RESULTS"};
  merge.options = {
      option("-o", "FILE", "write the lines, sorted by run, to FILE",
             [this](contest::cli::Command& c, const std::string& n) { c.text(n, output_); }, {})};
  merge.runner = contest::kEveryRunnerOption;
  merge.run = [this](const contest::CommandLine& cl) {
    std::vector<std::string> args;
    if (!output_.empty()) args = {"-o", output_};
    args.insert(args.end(), cl.words.begin(), cl.words.end());
    return merge_command(args);
  };
  contest::GameCommand report{
      "report", "report --table|--compare|--optima FILE...",
      "one entry's runs in results files (merged as by merge), as Markdown, by\n"
      "its mode (--table, --compare or --optima); exits 1 when a run is not\n"
      "perfect (--table, --optima) or none fits",
      "FILE"};
  const auto mode = [](const std::string& names, const std::string& help, bool& set) {
    return option(names, "", help,
                  [&set](contest::cli::Command& c, const std::string& n) { c.flag(n, set); }, {});
  };
  report.options = {
      mode("--table",
           "RESULTS...: a row per square (length, transports, the lower\n"
           "bound the entry proved and the gap, the sliding-only optimum and the\n"
           "margin under it, cpu, peak memory), the means, \"SUMMARY: ...\"",
           table_),
      mode("--compare", "OLD NEW: the squares perfect in both, side by side,\n\"COMPARE: ...\"",
           compare_),
      mode("--optima",
           "OPTIMA RESULTS...: Korf's squares against the optima and\n"
           "bounds of OPTIMA (data/optima.tsv), \"OPTIMA: ...\"",
           optima_)};
  report.runner = contest::kEveryRunnerOption;
  report.run = [this](const contest::CommandLine& cl) {
    // One mode, else none: report_command answers with its usage.
    std::vector<std::string> args;
    if (table_ + compare_ + optima_ == 1)
      args = {table_ ? "--table" : compare_ ? "--compare" : "--optima"};
    args.insert(args.end(), cl.words.begin(), cl.words.end());
    return report_command(args);
  };
  return {match, merge, report};
}

void LloydGame::accept(const std::string& command, const std::vector<std::string>& words,
                       const contest::RunnerOptions& runner) {
  if (command != "match") return;
  Referee& referee = referee_;
  referee.runner = runner;
  if (!log_dir_.empty()) {
    struct stat st;
    if (::stat(log_dir_.c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
      throw contest::cli::Usage("--log-dir: '" + log_dir_ + "' is not a directory");
    referee.log_dir = log_dir_;
  }
  for (std::string v : entries_) {
    size_t eq = v.find('=');
    if (eq == std::string::npos) v = v + "=" + v, eq = v.size() / 2;
    referee.entries.push_back({v.substr(0, eq), v.substr(eq + 1), args_, env_});
    const std::string why = contest::bad_player_name(referee.entries.back().name);
    if (!why.empty()) throw contest::cli::Usage("--entry: " + why);
    if (std::find(referee.names.begin(), referee.names.end(), referee.entries.back().name) !=
        referee.names.end())
      throw contest::cli::Usage("--entry: two entries named " + referee.entries.back().name);
    referee.names.push_back(referee.entries.back().name);
  }
  if (referee.entries.empty()) throw contest::cli::Usage("no --entry given");
  if (words.empty()) throw contest::cli::Usage("no SQUARE given");
  if (runner.resume && runner.results.empty())
    throw contest::cli::Usage("--resume needs --results FILE");
}

std::string LloydGame::start(long opening, long long) const {
  return referee_.square_of.at(opening).name;
}

contest::Played LloydGame::play(const contest::Setup& s) const {
  const Referee& r = referee_;
  const SquareFile& sq = r.square_of.at(s.opening);
  const int who = s.entries.at(0);
  std::string output, answer;
  const Assessment o =
      run_entry(r.entries[who], sq.path, r.limit, r.wall, r.log_dir.empty() ? nullptr : &output);
  if (!r.log_dir.empty()) {
    // The square beside the answer, so that lloyd_check can replay it after the referee has
    // removed its temporary squares.
    const std::string base = r.log_dir + "/run" + std::to_string(s.number);
    contest::write_file(base + ".square", contest::read_file(sq.path));
    contest::write_file(base + ".out", output);
    answer = base + ".out";
  }
  contest::Played p;
  p.outcome = contest::outcome_of(to_result(
      make_run(s.number, s.opening, sq.name, r.names[who], o, answer, sq.sliding_optimum)));
  return p;
}

std::string LloydGame::forfeit(contest::Fault f, const contest::RunResult&) const {
  // run_entry words a run's end itself (its verdict); these are the front end's alone, in the
  // order of contest::Fault.
  static const char* const kWords[] = {"time",       "crash",   "output",
                                       "no program", "no move", "illegal move"};
  return kWords[static_cast<int>(f)];
}

contest::Checked LloydGame::check(const std::string&) const {
  return {"a run is a square and an answer: lloyd_check SQUARE OUTPUT replays it", "", {}};
}

}  // namespace lloyd
