// referee.cpp: see referee.h.
#include "referee.h"

#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <map>
#include <sstream>
#include <stdexcept>
#include <utility>

#include "common/core/files.h"
#include "common/core/json.h"
#include "common/core/numbers.h"
#include "common/match/match.h"
#include "common/process/process.h"
#include "common/stats/stats.h"

namespace lloyd {

Assessment check_output(const Square& start, const std::string& output) {
  Assessment o;
  std::string moves, error;
  if (!parse_output(output, moves, error)) {
    o.verdict = "bad output: " + error;
    return o;
  }
  o.replay = replay(start, moves);
  if (!o.replay.legal) {
    o.verdict = "illegal move " + std::to_string(o.replay.first_illegal + 1) + " '" +
                moves[o.replay.first_illegal] + "'";
    return o;
  }
  o.scored = true;
  o.tiles = o.replay.tiles_in_place;
  return o;
}

double default_wall_seconds(double limit_seconds) { return 4 * limit_seconds + 10; }

namespace {

// Seconds to milliseconds, rounded up, at least 1 and at most kMaxSeconds (NaN and infinity
// included): the deadline is now + this in steady_clock's nanoseconds, which must not overflow.
contest::Millis saturated_millis(double seconds) {
  double ms = std::ceil(seconds * 1000);
  if (!(ms < kMaxSeconds * 1000)) ms = kMaxSeconds * 1000;
  if (!(ms >= 1)) ms = 1;
  return contest::Millis(static_cast<long long>(ms));
}

// The last line of the entry's stderr, bounded and printable (see Assessment::stderr_tail).
std::string stderr_tail(std::string err) {
  while (!err.empty() && err.back() == '\n') err.pop_back();
  size_t cut = err.rfind('\n');
  std::string tail = cut == std::string::npos ? err : err.substr(cut + 1);
  if (tail.size() > kStderrTail) tail = "..." + tail.substr(tail.size() - kStderrTail);
  for (char& c : tail)
    if (c < 0x20 || c > 0x7e) c = '?';
  return tail;
}

}  // namespace

Assessment run_entry(const Entry& entry, const std::string& square_path, double limit_seconds,
                     double wall_seconds, std::string* output) {
  Assessment o;
  std::string text, why;
  const bool read = contest::read_file(square_path, text, why);
  Square start;
  std::string error;
  if (!read || !parse_square(text, start, error)) {
    o.verdict = "bad square file " + square_path + ": " + (read ? error : "cannot read");
    return o;
  }
  if (access(entry.path.c_str(), X_OK) != 0) {
    o.verdict = "cannot run " + entry.path;
    return o;
  }
  // The limit is on user+sys time, so the kernel enforces it (see RunOptions::cpu_limit): a CPU
  // hog dies there, a run that a loaded machine only slows down in wall time goes on, and the
  // wall clock only stops a sleeper. The verdict comes from the time wait4 reports.
  contest::RunOptions opt;
  opt.argv = {entry.path, square_path};
  opt.argv.insert(opt.argv.end(), entry.args.begin(), entry.args.end());
  opt.cpu_limit = saturated_millis(limit_seconds);
  opt.env = entry.env;
  if (!(wall_seconds > 0)) wall_seconds = default_wall_seconds(limit_seconds);
  opt.time_limit = saturated_millis(wall_seconds);
  // Each stream has its own cap: past stdout's the run scores zero, past stderr's (far above) it
  // is a flood; either way the program is stopped there.
  opt.stdout_limit = kOutputCap;
  opt.stderr_limit = kStderrCap;
  contest::RunResult run = contest::run_process(opt);
  if (output) *output = run.out;
  if (run.flooded == contest::Stream::Stdout) {
    o.verdict = "output limit: more than " + std::to_string(kOutputCap) + " bytes on stdout";
  } else if (run.flooded == contest::Stream::Stderr) {
    o.verdict = "stderr flood: more than " + std::to_string(kStderrCap) + " bytes, stopped";
  } else if (run.verdict == contest::Verdict::Ok) {
    o = check_output(start, run.out);
  } else {
    o.verdict = (run.verdict == contest::Verdict::TimeLimit ? "wall clock: " : "") + run.describe();
  }
  o.cpu_seconds = run.cpu_seconds;
  o.wall_seconds = run.wall_seconds;
  o.stderr_tail = stderr_tail(run.err);
  if (run.cpu_seconds > limit_seconds) {
    o.scored = false;
    o.tiles = 0;
    o.verdict = "over the time limit (" + std::to_string(run.cpu_seconds) + " s of user+sys)";
  }
  if (run.left_processes && o.scored) o.verdict = "ok (left processes behind, killed)";
  return o;
}

namespace {
int cmp3(long long a, long long b) { return a < b ? -1 : (a > b ? 1 : 0); }
}  // namespace

int compare_final(const Assessment& a, const Assessment& b) {
  if (int c = cmp3(b.tiles, a.tiles)) return c;
  // Runs that scored nothing tie with each other; a legal run beats one that scored zero.
  if (int c = cmp3(!a.scored, !b.scored)) return c;
  if (!a.scored) return 0;
  if (int c = cmp3(a.replay.moves, b.replay.moves)) return c;
  return cmp3(a.replay.transports, b.replay.transports);
}

void FinaleScore::add(const Assessment& o) {
  cpu_seconds += std::round(std::min(o.cpu_seconds, kMaxSeconds) * 100) / 100;
  if (!o.perfect()) return;
  ++perfect;
  moves += o.replay.moves;
  transports += o.replay.transports;
}

int compare_finale(const FinaleScore& a, const FinaleScore& b) {
  if (int c = cmp3(b.perfect, a.perfect)) return c;
  if (int c = cmp3(a.moves, b.moves)) return c;
  if (int c = cmp3(a.transports, b.transports)) return c;
  return cmp3(std::llround(a.cpu_seconds * 100), std::llround(b.cpu_seconds * 100));
}

std::string first_names(const std::vector<std::string>& names, const std::vector<int>& order,
                        const std::vector<int>& rank) {
  size_t n = 0;
  while (n < order.size() && rank[n] == 1) ++n;
  std::string s;
  for (size_t k = 0; k < n; ++k) s += (k == 0 ? "" : k + 1 == n ? " and " : ", ") + names[order[k]];
  return s;
}

// The referee on the match runner's terms: a run's record, the comparison, the parallel loop.

namespace {

using contest::Json;

[[noreturn]] void bad(const std::string& what) { throw std::invalid_argument(what); }

constexpr const char* kMember = "lloyd";
const std::vector<std::string> kFigures = {"legal", "perfect", "transports",
                                           "cpu_s", "stderr",  "lower",
                                           "nodes", "peak_mb", "sliding_optimum"};
constexpr long long kMaxWhole = 9007199254740992LL;  // 2^53, which a double holds exactly

bool flag(const Json& o, const char* key) {
  return contest::required_member(o, key, Json::Type::Bool, "true or false").as_bool();
}

double seconds(const Json& o, const char* key) {
  const double d = contest::required_member(o, key, Json::Type::Number, "a number").as_number();
  if (!(d >= 0 && d <= 1e9)) bad(std::string("\"") + key + "\" is not seconds from 0 to 1e9");
  return d;
}

// An optional whole-number member: `absent` when it is not there.
long long optional_whole(const Json& o, const char* key, long long absent) {
  return o.find(key) ? contest::required_whole(o, key, 0, kMaxWhole) : absent;
}

// A word of the entry's line read by the tools' one rule (numbers.h), or -1.
long long digits(const std::string& word) {
  long long v = -1;
  return contest::parse_whole(word, 0, kMaxWhole, v) ? v : -1;
}

}  // namespace

SearchReport read_search_report(const std::string& stderr_line) {
  std::istringstream in(stderr_line);
  std::vector<std::string> w;
  for (std::string word; in >> word;) w.push_back(word);
  SearchReport s;
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    if (w[i] == "lower") s.lower = digits(w[i + 1]);
    if (w[i] == "nodes") s.nodes = digits(w[i + 1]);
    const std::string& v = w[i + 1];
    if (w[i] == "peak" && v.size() > 2 && v.compare(v.size() - 2, 2, "MB") == 0)
      s.peak_mb = digits(v.substr(0, v.size() - 2));
  }
  return s;
}

bool Run::same_run(const Run& o) const {
  return id == o.id && number == o.number && index == o.index && square == o.square &&
         entry == o.entry && verdict == o.verdict && legal == o.legal && perfect == o.perfect &&
         tiles == o.tiles && moves == o.moves && transports == o.transports && cpu_s == o.cpu_s;
}

std::string run_id(long index, const std::string& entry) {
  return contest::game_id(index, {entry});
}

Run make_run(long number, long index, const std::string& square, const std::string& entry,
             const Assessment& o, const std::string& answer, long sliding_optimum) {
  Run r;
  r.id = run_id(index, entry);
  r.number = number;
  r.index = index;
  r.square = square;
  r.entry = entry;
  r.verdict = o.verdict;
  r.legal = o.scored;
  r.perfect = o.perfect();
  r.tiles = o.tiles;
  r.moves = o.replay.moves;
  r.transports = o.replay.transports;
  r.cpu_s = std::min(o.cpu_seconds, kMaxSeconds);
  r.wall_s = std::min(o.wall_seconds, kMaxSeconds);
  r.stderr_tail = o.stderr_tail;
  r.answer = answer;
  r.sliding_optimum = sliding_optimum;
  r.search = read_search_report(o.stderr_tail);
  return r;
}

Assessment assessment_of(const Run& r) {
  Assessment o;
  o.verdict = r.verdict;
  o.scored = r.legal;
  o.replay.legal = r.legal;
  o.replay.perfect = r.perfect;
  o.replay.moves = static_cast<int>(r.moves);
  o.replay.transports = static_cast<int>(r.transports);
  o.replay.tiles_in_place = static_cast<int>(r.tiles);
  o.tiles = static_cast<int>(r.tiles);
  o.cpu_seconds = r.cpu_s;
  o.wall_seconds = r.wall_s;
  o.stderr_tail = r.stderr_tail;
  return o;
}

contest::Result to_result(const Run& r) {
  contest::Result g;
  g.id = r.id;
  g.number = r.number;
  g.opening = r.index;
  g.start = r.square;
  g.players = {r.entry};
  g.first = r.entry;
  g.points = {static_cast<double>(r.tiles)};
  g.end = r.verdict;
  if (!r.legal) g.forfeits[r.entry] = r.verdict;
  g.moves = r.moves;
  g.own_name = kMember;
  g.own = Json::object();
  g.own.set("legal", r.legal);
  g.own.set("perfect", r.perfect);
  g.own.set("transports", r.transports);
  g.own.set("cpu_s", r.cpu_s);
  g.own.set("stderr", r.stderr_tail);
  if (r.sliding_optimum > 0) g.own.set("sliding_optimum", r.sliding_optimum);
  if (r.search.lower >= 0) g.own.set("lower", r.search.lower);
  if (r.search.nodes >= 0) g.own.set("nodes", r.search.nodes);
  if (r.search.peak_mb >= 0) g.own.set("peak_mb", r.search.peak_mb);
  g.log = r.answer;
  g.wall_ms = std::llround(r.wall_s * 1000);
  return g;
}

Run run_of(const contest::Result& g) {
  if (g.players.size() != 1) bad("a Lloyd run has one player, its entry");
  if (g.own_name != kMember) bad("no \"lloyd\" member");
  const Json& o = g.own;
  for (const auto& m : o.members())
    if (std::find(kFigures.begin(), kFigures.end(), m.first) == kFigures.end())
      bad("unknown member \"lloyd." + m.first + "\"");
  Run r;
  r.id = g.id;
  r.number = g.number;
  r.index = g.opening;
  r.square = g.start;
  r.entry = g.players[0];
  r.verdict = g.end;
  r.legal = flag(o, "legal");
  r.perfect = flag(o, "perfect");
  const double tiles = g.points[0];
  if (!(tiles >= 0 && tiles <= 24) || tiles != std::floor(tiles))
    bad("the score is not a whole number of tiles from 0 to 24");
  r.tiles = static_cast<long>(tiles);
  if (g.moves > (1 << 30)) bad("\"moves\" over 2^30");
  r.moves = g.moves;
  r.transports = static_cast<long>(contest::required_whole(o, "transports", 0, r.moves));
  r.cpu_s = seconds(o, "cpu_s");
  r.wall_s = std::min(g.wall_ms / 1000.0, kMaxSeconds);
  r.stderr_tail = contest::required_text(o, "stderr");
  r.answer = g.log;
  r.sliding_optimum = static_cast<long>(optional_whole(o, "sliding_optimum", 0));
  r.search.lower = optional_whole(o, "lower", -1);
  r.search.nodes = optional_whole(o, "nodes", -1);
  r.search.peak_mb = optional_whole(o, "peak_mb", -1);
  if (r.perfect && (!r.legal || r.tiles != 24)) bad("a perfect run without its 24 tiles");
  if (!r.legal && r.tiles != 0) bad("a run that did not score, with tiles");
  if (r.legal != g.forfeits.empty())
    bad(r.legal ? "a legal run that forfeits" : "a run that did not score, without its forfeit");
  return r;
}

std::vector<Run> runs_of(const std::vector<contest::Result>& results) {
  std::vector<Run> runs;
  for (const contest::Result& g : results) runs.push_back(run_of(g));
  return runs;
}

const contest::OwnMember& run_member() {
  static const contest::OwnMember member{kMember, [](const contest::Result& g) { run_of(g); }};
  return member;
}

double Comparison::p_value() const { return contest::sign_test(better, worse); }

void Comparison::add(const Run& a, const Run& b) {
  const int c = compare_final(assessment_of(a), assessment_of(b));
  ++(c < 0 ? better : c > 0 ? worse : equal);
}

Comparison compare_entries(const std::vector<Run>& runs, const std::string& a,
                           const std::string& b) {
  std::map<long, const Run*> of_a, of_b;
  for (const Run& r : runs) {
    if (r.entry == a) of_a[r.index] = &r;
    if (r.entry == b) of_b[r.index] = &r;
  }
  Comparison c;
  for (const auto& [index, run] : of_a) {
    const auto other = of_b.find(index);
    if (other != of_b.end()) c.add(*run, *other->second);
  }
  return c;
}

std::string comparison_line(const std::string& a, const std::string& b, const Comparison& c) {
  std::ostringstream out;
  out << a << " vs " << b << " on " << c.squares() << " squares: " << a << " better on " << c.better
      << ", equal on " << c.equal << ", worse on " << c.worse
      << "; sign test p = " << std::setprecision(4) << c.p_value() << " (two-sided, exact, the "
      << c.equal << " equal squares left out)";
  return out.str();
}

PlannedRun plan_run(long index, int entry, const std::vector<std::string>& entries) {
  PlannedRun p;
  p.index = index;
  p.entry = entry;
  p.number = index * static_cast<long>(entries.size()) + entry + 1;
  p.id = run_id(index, entries[entry]);
  return p;
}

}  // namespace lloyd
