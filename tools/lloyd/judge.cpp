// judge.cpp: see judge.h.
#include "judge.h"

#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <fstream>
#include <sstream>

#include "common/process.h"

namespace lloyd {

Outcome judge_output(const Square& start, const std::string& output) {
  Outcome o;
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

// The last line of the entry's stderr, bounded and printable (see Outcome::stderr_tail).
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

Outcome run_entry(const Entry& entry, const std::string& square_path, double limit_seconds,
                  double wall_seconds) {
  Outcome o;
  std::ifstream in(square_path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  Square start;
  std::string error;
  if (!in || !parse_square(text.str(), start, error)) {
    o.verdict = "bad square file " + square_path + ": " + (in ? error : "cannot read");
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
  // The runner caps each stream at output_limit; stdout's own cap, far below, is applied here,
  // so that only a flood of stderr reaches the runner's.
  opt.output_limit = kStderrCap;
  contest::RunResult run = contest::run_process(opt);
  if (run.out.size() > kOutputCap) {
    o.verdict = "output limit: more than " + std::to_string(kOutputCap) + " bytes on stdout";
  } else if (run.verdict == contest::Verdict::OutputLimit) {
    o.verdict = "stderr flood: more than " + std::to_string(kStderrCap) + " bytes, stopped";
  } else if (run.verdict == contest::Verdict::Ok) {
    o = judge_output(start, run.out);
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

int compare_final(const Outcome& a, const Outcome& b) {
  if (int c = cmp3(b.tiles, a.tiles)) return c;
  // Runs that scored nothing tie with each other; a legal run beats one that scored zero.
  if (int c = cmp3(!a.scored, !b.scored)) return c;
  if (!a.scored) return 0;
  if (int c = cmp3(a.replay.moves, b.replay.moves)) return c;
  return cmp3(a.replay.transports, b.replay.transports);
}

void FinaleScore::add(const Outcome& o) {
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

}  // namespace lloyd
