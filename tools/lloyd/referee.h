// referee.h: runs Lloyd's Dilemma entries the way the contest did, and ranks them.
//
// An entry is run with the square file as its only argument (stdin empty). Its time is user+sys
// of the entry process, as the statement measures it with timex; wall time is reported too. A run
// that takes more than the limit, crashes, or prints anything but one line of move letters scores
// zero, and so does one with an illegal move. Only stdout is the output: stderr is drained apart,
// never judged, and only a program that floods it without end is stopped (kStderrCap).
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "common/results/results.h"
#include "rules.h"

namespace lloyd {

constexpr std::size_t kOutputCap = std::size_t{1} << 20;   // stdout: more scores zero
constexpr std::size_t kStderrCap = std::size_t{16} << 20;  // stderr: more is a flood, stopped
constexpr std::size_t kStderrTail = 1024;                  // bytes of stderr kept for reports

struct Entry {
  std::string name;
  std::string path;
  std::vector<std::string> args;  // after the square file (e.g. a budget), usually none
  std::vector<std::string> env;   // extra "NAME=value" entries
};

// What the rules make of one entry's output on one square (named apart from contest::Outcome,
// a game's result on the tournament layer).
struct Assessment {
  std::string verdict = "ok";  // ok, or why the run scores zero
  bool scored = false;         // ran within the limit, printed a valid line, every move legal
  Replay replay;               // valid when the output could be parsed
  int tiles = 0;               // the score: tiles in their finished spots (0 when not scored)
  double cpu_seconds = 0, wall_seconds = 0;
  // The last line the entry wrote to stderr, for reports: its last kStderrTail bytes at most
  // ("..." before them when cut), bytes outside printable ASCII shown as '?'.
  std::string stderr_tail;
  bool perfect() const { return scored && replay.perfect; }
};

// Checks an output against a square without running anything (the checker's core).
Assessment check_output(const Square& start, const std::string& output);

// Runs one entry on one square file within limit_seconds of user+sys time, enforced by the
// kernel (RLIMIT_CPU); a run over it scores zero. wall_seconds (default: 4 x limit + 10 s) only
// stops a program that sleeps or blocks: on a loaded machine a run may take several times its CPU
// time in wall time and must not be cut short for it. Both saturate at kMaxSeconds, so no limit,
// however large (or infinite), can overflow a deadline. When output is given, it receives what
// the entry printed on stdout (the answer, kept by lloyd_referee --log-dir).
constexpr double kMaxSeconds = 1e7;  // 115 days
double default_wall_seconds(double limit_seconds);
Assessment run_entry(const Entry& entry, const std::string& square_path, double limit_seconds,
                     double wall_seconds = 0, std::string* output = nullptr);

// The single final square: most tiles in place, then fewest moves, then fewest transports.
// Returns <0 when a ranks before b, >0 when after, 0 when tied on all three.
int compare_final(const Assessment& a, const Assessment& b);

// The grand finale over several squares: most perfect squares, then fewest moves in total on the
// perfect squares, then fewest transports there, then least time (user+sys) in total, each run's
// time counted in hundredths of a second as timex reports it.
struct FinaleScore {
  int perfect = 0;
  long long moves = 0, transports = 0;
  double cpu_seconds = 0;  // a sum of hundredths
  void add(const Assessment& o);
};
int compare_finale(const FinaleScore& a, const FinaleScore& b);

// Orders entries by a comparison, keeping equal ones together. Returns indices in rank order and
// the rank (1-based, shared by ties) of each position.
template <typename Less>
std::vector<int> rank_order(int n, Less cmp, std::vector<int>& rank) {
  std::vector<int> order(n);
  for (int i = 0; i < n; ++i) order[i] = i;
  for (int i = 1; i < n; ++i)  // insertion sort: stable and tiny
    for (int j = i; j > 0 && cmp(order[j], order[j - 1]) < 0; --j)
      std::swap(order[j], order[j - 1]);
  rank.assign(n, 1);
  for (int i = 1; i < n; ++i) rank[i] = cmp(order[i], order[i - 1]) == 0 ? rank[i - 1] : i + 1;
  return order;
}

// The names of the entries ranked first (rank 1), in rank order: "a", "a and b", "a, b and c".
// A tie is named whole, never broken by the order the entries were listed in.
std::string first_names(const std::vector<std::string>& names, const std::vector<int>& order,
                        const std::vector<int>& rank);

// ---------------------------------------------------------------------------------------------
// lloyd_referee on the match runner's terms. Lloyd's Dilemma has no opponent: a "game" is one
// entry's run on one square, and two entries are compared square by square (better / equal /
// worse by the statement's ranking, with a sign test) instead of by Elo.
//
// The runner's options and their parsing are the shared ones (common/match/match.h), and so is the
// record: a run is a contest::Result (common/results/results.h) of one player, written, read,
// resumed and merged by the runner's rules. Its members, as a run fills them:
//   id          "INDEX:ENTRY": the run in the schedule, whatever the shard or -j
//   game        its 1-based number: INDEX x (number of entries) + the entry's place + 1
//   opening     INDEX, the square's 0-based place in the set (the contest: 0 is the final square,
//               1-10 the grand finale's); all runs on one square share it (the runner's "pair")
//   start       the square's name: "korf-25", "random-SEED", or the file as given
//   players     [ENTRY]; first ENTRY
//   scores      {ENTRY: tiles in their finished spots} (0 when the run did not score)
//   end         the verdict: "ok", or why the run scores zero (the referee's words)
//   forfeits    {ENTRY: the verdict} when the run did not score, else {}
//   moves       moves (as far as the output could be read)
//   info        {}
//   lloyd       the run's own figures (Run below):
//     legal       it scored: ran within the limit, printed a valid line, every move legal
//     perfect     it reached perfection
//     transports  transports among the moves
//     cpu_s       user+sys seconds (the time the statement judges)
//     stderr      the last line of its stderr, bounded (Assessment::stderr_tail)
//     and, when known: sliding_optimum (the square's sliding-only optimum, Korf's squares), and
//     what the entry's verbose line on stderr reported: lower (the lower bound it proved), nodes,
//     peak_mb (its peak memory)
//   slowest_ms  {}
//   log         the file its output was kept in (--log-dir), "" when none
//   wall_ms     wall-clock milliseconds

// What an entry's verbose line on stderr reports of its search ("... lower 71 ... nodes 202524742
// peak 334MB", as LLOYD_VERBOSE=1 makes Beam Me Up write it); -1 for what it does not say.
struct SearchReport {
  long long lower = -1, nodes = -1, peak_mb = -1;
  bool operator==(const SearchReport& o) const {
    return lower == o.lower && nodes == o.nodes && peak_mb == o.peak_mb;
  }
};
SearchReport read_search_report(const std::string& stderr_line);

struct Run {
  std::string id;
  long number = 0;
  long index = 0;
  std::string square;
  std::string entry;
  std::string verdict = "ok";
  bool legal = false, perfect = false;
  long tiles = 0, moves = 0, transports = 0;
  double cpu_s = 0, wall_s = 0;
  std::string stderr_tail;
  std::string answer;
  long sliding_optimum = 0;  // 0 when unknown
  SearchReport search;

  // Equal as runs: the square, the entry and what the run scored, with its time (two copies of
  // one run's line agree on them).
  bool same_run(const Run& o) const;
};

std::string run_id(long index, const std::string& entry);

// The run of an Assessment; its search report is read from the outcome's stderr line.
Run make_run(long number, long index, const std::string& square, const std::string& entry,
             const Assessment& o, const std::string& answer = "", long sliding_optimum = 0);
// The Assessment a recorded run stands for: enough for compare_final, FinaleScore and the referee's
// line (the replay's moves are not kept).
Assessment assessment_of(const Run& r);

// A run as its results line holds it, and back. run_of throws std::invalid_argument for a result
// that is not a Lloyd run: not one player, a "lloyd" member missing, unknown, of the wrong type,
// out of range, or figures that disagree (a perfect run without its 24 tiles).
contest::Result to_result(const Run& r);
Run run_of(const contest::Result& g);
std::vector<Run> runs_of(const std::vector<contest::Result>& results);
// The member a Lloyd results file's readers are given (contest::read_results, merge_results):
// "lloyd", checked by run_of.
const contest::OwnMember& run_member();

// Entry a against entry b on every square both ran: squares where a ranks before b on the final
// square's criteria (tiles, then moves, then transports; compare_final), tied, after; and the
// two-sided sign test over the unequal ones (contest::sign_test).
struct Comparison {
  long better = 0, equal = 0, worse = 0;
  long squares() const { return better + equal + worse; }
  double p_value() const;
  void add(const Run& a, const Run& b);
};
Comparison compare_entries(const std::vector<Run>& runs, const std::string& a,
                           const std::string& b);
// "a vs b on N squares: a better on X, equal on Y, worse on Z; sign test p = P (two-sided,
// exact, the Y equal squares left out)".
std::string comparison_line(const std::string& a, const std::string& b, const Comparison& c);

// One planned run: which square (index) and which entry (its place in the --entry list).
struct PlannedRun {
  long number = 0, index = 0;
  int entry = 0;
  std::string id;
};
PlannedRun plan_run(long index, int entry, const std::vector<std::string>& entries);

}  // namespace lloyd
