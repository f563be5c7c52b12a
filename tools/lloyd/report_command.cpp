// report_command.cpp: `lloyd_referee report`: the tables of report.h from results files.
#include <algorithm>
#include <cstdio>

#include "commands.h"
#include "common/cli/cli.h"
#include "common/core/files.h"
#include "report.h"

namespace lloyd {

namespace {

// The runs of results files (merged as `merge` does), all of one entry.
std::vector<Run> entry_runs(const std::vector<std::string>& paths) {
  const std::vector<Run> runs = runs_of(contest::merge_results(paths, &run_member()));
  for (const Run& r : runs)
    if (r.entry != runs.front().entry)
      throw std::runtime_error("report: the runs are of several entries (" + runs.front().entry +
                               ", " + r.entry + "): a report is of one entry's");
  return runs;
}

}  // namespace

int report_command(const std::vector<std::string>& args) {
  const std::string usage =
      "report: --table RESULTS..., --compare OLD NEW or --optima OPTIMA RESULTS...";
  const std::string mode = args.empty() ? "" : args[0];
  const std::vector<std::string> files(args.begin() + (args.empty() ? 0 : 1), args.end());
  const bool fits = (mode == "--table" && !files.empty()) ||
                    (mode == "--compare" && files.size() == 2) ||
                    (mode == "--optima" && files.size() >= 2);
  if (!fits) return contest::cli::usage("lloyd_referee", usage);
  Report rep;
  try {
    if (mode == "--table") {
      rep = table_report(entry_runs(files));
    } else if (mode == "--compare") {
      rep = compare_report(entry_runs({files[0]}), entry_runs({files[1]}));
    } else {
      std::string optima, why;
      if (!contest::read_file(files[0], optima, why))
        throw std::runtime_error("report: cannot read " + files[0] + ": " + why);
      rep = optima_report(optima, entry_runs({files.begin() + 1, files.end()}));
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "lloyd_referee: %s\n", e.what());
    return 2;
  }
  std::fputs(rep.text.c_str(), stdout);
  if (!rep.error.empty()) std::fprintf(stderr, "lloyd_referee: report: %s\n", rep.error.c_str());
  return rep.status;
}

}  // namespace lloyd
