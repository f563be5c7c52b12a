// report.cpp: see report.h.
#include "report.h"

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <map>
#include <sstream>

#include "common/core/numbers.h"

namespace lloyd {

namespace {

std::string format(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
std::string format(const char* fmt, ...) {
  va_list ap, again;
  va_start(ap, fmt);
  va_copy(again, ap);
  const int n = std::vsnprintf(nullptr, 0, fmt, ap);  // a square's name may be a long path
  va_end(ap);
  std::string text(n > 0 ? n : 0, '\0');
  if (n > 0) std::vsnprintf(text.data(), text.size() + 1, fmt, again);
  va_end(again);
  return text;
}

// A figure the run may not know (-1 or 0): its text, or "-".
std::string known(long long v, bool is_known) { return is_known ? std::to_string(v) : "-"; }

std::string mean_or_dash(double sum, long n) { return n ? format("%.2f", sum / n) : "-"; }

bool has_lower(const Run& r) { return r.search.lower >= 0; }

}  // namespace

Report table_report(const std::vector<Run>& runs) {
  Report rep;
  if (runs.empty()) return {"", "no runs in the results", 1};
  rep.text =
      "| square | length | transports | proved lower bound | gap | sliding-only optimum | under it "
      "| cpu s | peak MB |\n"
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n";
  long perfect = 0, n_low = 0, n_opt = 0, worst = 0;
  double moves = 0, transports = 0, cpu = 0, lower = 0, gap = 0, opt = 0, under = 0;
  long long top = 0, perfect_top = 0;  // the peak of every run, of the perfect ones
  for (const Run& r : runs) {
    const long long peak = std::max(r.search.peak_mb, 0LL);
    const long o = r.sliding_optimum;
    rep.text += format("| %s | %s | %ld | %s | %s | %s | %s | %.1f | %lld |\n", r.square.c_str(),
                       r.perfect ? std::to_string(r.moves).c_str() : "not perfect", r.transports,
                       known(r.search.lower, has_lower(r)).c_str(),
                       known(r.moves - r.search.lower, has_lower(r)).c_str(),
                       known(o, o > 0).c_str(), known(o - r.moves, o > 0).c_str(), r.cpu_s, peak);
    top = std::max(top, peak);
    if (!r.perfect) continue;
    // The mean row is over the perfect runs, as its label says; the peak of the summary is over
    // all.
    ++perfect;
    moves += r.moves, transports += r.transports, cpu += r.cpu_s;
    perfect_top = std::max(perfect_top, peak);
    if (has_lower(r)) lower += r.search.lower, gap += r.moves - r.search.lower, ++n_low;
    if (o > 0) {
      opt += o, under += o - r.moves;
      if (n_opt++ == 0 || o - r.moves < worst) worst = o - r.moves;
    }
  }
  const double p = perfect ? perfect : 1;
  rep.text += format(
      "| **mean of the %ld perfect** | **%.2f** | %.2f | %s | %s | %s | %s | %.1f | max %lld |\n",
      perfect, moves / p, transports / p, mean_or_dash(lower, n_low).c_str(),
      mean_or_dash(gap, n_low).c_str(), mean_or_dash(opt, n_opt).c_str(),
      mean_or_dash(under, n_opt).c_str(), cpu / p, perfect_top);
  rep.text += format("\nSUMMARY: %zu squares, %ld perfect, mean length %.2f, mean transports %.2f",
                     runs.size(), perfect, moves / p, transports / p);
  if (n_low) rep.text += format(", mean proved lower bound %.2f", lower / n_low);
  if (n_opt)
    rep.text +=
        format(", mean sliding-only optimum %.2f, worst margin under it %ld", opt / n_opt, worst);
  rep.text += format(", peak memory %lld MB\n", top);
  rep.status = perfect < static_cast<long>(runs.size());
  return rep;
}

Report compare_report(const std::vector<Run>& old_runs, const std::vector<Run>& fresh) {
  std::map<std::string, const Run*> old_of;
  for (const Run& r : old_runs)
    if (r.perfect) old_of[r.square] = &r;
  Report rep;
  long n = 0, shorter = 0, equal = 0, n_low = 0;
  double old_moves = 0, moves = 0, old_lower = 0, lower = 0;
  for (const Run& r : fresh) {
    const auto it = old_of.find(r.square);
    if (!r.perfect || it == old_of.end()) continue;
    const Run& o = *it->second;
    if (n++ == 0)
      rep.text =
          "| square | length, old | length, new | change | lower bound, old | lower bound, new "
          "|\n| --- | ---: | ---: | ---: | ---: | ---: |\n";
    const long d = r.moves - o.moves;
    rep.text += format("| %s | %ld | %ld | %+ld | %s | %s |\n", r.square.c_str(), o.moves, r.moves,
                       d, known(o.search.lower, has_lower(o)).c_str(),
                       known(r.search.lower, has_lower(r)).c_str());
    shorter += d < 0, equal += d == 0;
    old_moves += o.moves, moves += r.moves;
    if (has_lower(r) && has_lower(o)) old_lower += o.search.lower, lower += r.search.lower, ++n_low;
  }
  if (!n) return {"", "no square perfect in both", 1};
  rep.text += format(
      "\nCOMPARE: %ld squares perfect in both, new shorter on %ld, equal on %ld, longer on %ld; "
      "mean length %.2f -> %.2f",
      n, shorter, equal, n - shorter - equal, old_moves / n, moves / n);
  if (n_low)
    rep.text += format("; mean proved lower bound %.2f -> %.2f", old_lower / n_low, lower / n_low);
  rep.text += "\n";
  return rep;
}

Report optima_report(const std::string& optima, const std::vector<Run>& runs) {
  // "N STATUS LENGTH ...": the lines that begin with a number.
  std::map<std::string, std::pair<std::string, long>> of_square;
  std::istringstream lines(optima);
  for (std::string line; std::getline(lines, line);) {
    std::istringstream in(line);
    std::string number, status;
    long length = 0;
    long long index = 0;
    if (!(in >> number >> status >> length) || !contest::parse_whole(number, 1, 1000000, index))
      continue;
    of_square["korf-" + std::to_string(index)] = {status, length};
  }
  Report rep;
  long n = 0, bad = 0, n_proved = 0, at = 0, n_bound = 0, worst = 0;
  double proved_excess = 0, bound_excess = 0;
  for (const Run& r : runs) {
    const auto it = of_square.find(r.square);
    if (it == of_square.end()) continue;
    const auto& [status, best] = it->second;
    if (n++ == 0)
      rep.text =
          "| square | length | optimum or bound | proved | excess |\n"
          "| --- | ---: | ---: | --- | ---: |\n";
    if (!r.perfect) {
      ++bad;
      rep.text +=
          format("| %s | not perfect | %ld | %s | - |\n", r.square.c_str(), best, status.c_str());
      continue;
    }
    const bool proved = status == "optimal";
    long bound = best;
    if (!proved && r.search.lower > bound) bound = static_cast<long>(r.search.lower);
    const long d = r.moves - bound;
    rep.text += format("| %s | %ld | %ld | %s | %+ld |\n", r.square.c_str(), r.moves, bound,
                       proved ? "optimal" : "bound", d);
    if (proved) {
      ++n_proved, proved_excess += d, at += d == 0, worst = std::max(worst, d);
    } else {
      ++n_bound, bound_excess += d;
    }
  }
  if (!n) return {"", "no Korf square of the optima in the results", 1};
  rep.text += format("\nOPTIMA: %ld squares", n);
  if (n_proved)
    rep.text +=
        format("; %ld proved: the entry at the optimum on %ld, mean excess %.2f, worst %+ld",
               n_proved, at, proved_excess / n_proved, worst);
  if (n_bound)
    rep.text += format("; %ld with a bound: mean excess over it at most %.2f", n_bound,
                       bound_excess / n_bound);
  if (bad) rep.text += format("; %ld not perfect", bad);
  rep.text += "\n";
  rep.status = bad > 0;
  return rep;
}

}  // namespace lloyd
