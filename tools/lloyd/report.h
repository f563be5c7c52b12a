// report.h: the tables of a Lloyd set's results (`lloyd_referee report`, what lloyd/measure.sh
// prints): one entry's runs square by square with their means and a SUMMARY line; two sets of
// runs compared square by square (COMPARE); the runs of Korf's squares against the solver's optima
// and bounds (OPTIMA). Each reads the runs' records (referee.h), the entry's search report
// included, never the referee's printed lines.
#pragma once

#include <string>
#include <vector>

#include "referee.h"

namespace lloyd {

// A report: the text for stdout, the problem for stderr ("" when none), the exit status.
struct Report {
  std::string text, error;
  int status = 0;
};

// One row per run in the order given: length, transports, the proved lower bound and the gap to
// it, the sliding-only optimum and the margin under it, cpu seconds, peak MB; then the means of
// the perfect runs and "SUMMARY: N squares, P perfect, mean length ..., peak memory M MB".
// Status 1 when a run is not perfect or there is none.
Report table_report(const std::vector<Run>& runs);

// The squares perfect in both, in the order of fresh: lengths and proved lower bounds side by side,
// then "COMPARE: N squares perfect in both, new shorter on ..., mean length A -> B[; mean proved
// lower bound C -> D]". Status 1 when no square is perfect in both.
Report compare_report(const std::vector<Run>& old_runs, const std::vector<Run>& fresh);

// The runs of Korf's squares (korf-N) that optima (data/optima.tsv: "N STATUS LENGTH ...", STATUS
// "optimal" or "bound") names: on a proved square the excess of the length over the optimum, on
// the others over the best bound known (the solver's or the run's own, whichever is higher); then
// "OPTIMA: N squares; ...". Status 1 when a run is not perfect or none is of those squares.
Report optima_report(const std::string& optima, const std::vector<Run>& runs);

}  // namespace lloyd
