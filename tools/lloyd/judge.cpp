// judge.cpp: see judge.h.
#include "judge.h"

#include <unistd.h>

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
  opt.cpu_limit = contest::Millis(static_cast<long long>(std::ceil(limit_seconds * 1000)));
  opt.env = entry.env;
  if (!(wall_seconds > 0)) wall_seconds = default_wall_seconds(limit_seconds);
  opt.time_limit = contest::Millis(static_cast<long long>(wall_seconds * 1000));
  opt.output_limit = 1 << 20;
  contest::RunResult run = contest::run_process(opt);
  std::string err = run.err;
  while (!err.empty() && err.back() == '\n') err.pop_back();
  size_t cut = err.rfind('\n');
  std::string tail = cut == std::string::npos ? err : err.substr(cut + 1);
  if (run.verdict == contest::Verdict::Ok) {
    o = judge_output(start, run.out);
  } else {
    o.verdict = (run.verdict == contest::Verdict::TimeLimit ? "wall clock: " : "") + run.describe();
  }
  o.cpu_seconds = run.cpu_seconds;
  o.wall_seconds = run.wall_seconds;
  o.stderr_tail = tail;
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
  cpu_seconds += o.cpu_seconds;
  if (!o.perfect()) return;
  ++perfect;
  moves += o.replay.moves;
  transports += o.replay.transports;
}

int compare_finale(const FinaleScore& a, const FinaleScore& b) {
  if (int c = cmp3(b.perfect, a.perfect)) return c;
  if (int c = cmp3(a.moves, b.moves)) return c;
  if (int c = cmp3(a.transports, b.transports)) return c;
  return a.cpu_seconds < b.cpu_seconds ? -1 : (a.cpu_seconds > b.cpu_seconds ? 1 : 0);
}

}  // namespace lloyd
