// report_main.cpp: contest_report, the results tree as one page and the check of each run.
// `contest_report --help` says it all; the text is kHelp below, pinned by ReportCli.HelpText.
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "common/cli/cli.h"
#include "common/core/files.h"
#include "figures.h"
#include "page.h"
#include "run.h"

namespace {

const char* const kHelp =
    "usage: contest_report [-o FILE] RESULTS_DIR\n"
    "       contest_report check RUN_DIR...\n"
    "       contest_report summary RUN_DIR\n"
    "The runs kept under RESULTS_DIR (RESULTS_DIR/GAME/RUN/run.json, results/README.md):\n"
    "  (no command)  writes one self-contained HTML page (inline SVG, no script): per game the\n"
    "                crosstable of its latest runs, the accepted changes' Elo, the entry's depth\n"
    "                or length against time, the score against each opponent\n"
    "  check         reads each run's manifest strictly and recomputes its summary from its\n"
    "                files; exit 1 when a manifest is refused or a summary differs from it\n"
    "  summary       prints the summary lines the run's files give, for its manifest\n"
    "options:\n"
    "  -o, --output FILE  the page's file (default: standard output)\n"
    "  -h, --help         this text\n"
    "Exits 0 when done, 1 when a run cannot be read or (check) differs, 2 on bad usage.\n";

int usage(const std::string& why) { return contest::cli::usage("contest_report", why); }

int check(const std::vector<std::string>& dirs) {
  int status = 0;
  for (const std::string& dir : dirs) {
    // Each run checked, whichever is refused: a manifest or file that cannot be read is said so.
    report::Run run;
    std::vector<std::string> diffs;
    try {
      run = report::read_run(dir);
      diffs = report::summary_differences(run, report::compute_figures(run));
    } catch (const std::exception& e) {
      std::cout << dir << ": REFUSED, " << e.what() << "\n";
      status = 1;
      continue;
    }
    for (const std::string& d : diffs) std::cout << dir << ": " << d << "\n";
    if (!diffs.empty()) status = 1;
    std::cout << dir << ": " << (diffs.empty() ? "ok, " : "DIFFERS, ") << run.summary.size()
              << " summary lines\n";
  }
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  std::string output;
  std::vector<std::string> words;
  contest::cli::Command c("contest_report");
  c.text("-o,--output", output);
  c.rest("ARG", words);
  if (const std::optional<int> status = c.read_main(argc, argv, kHelp)) return *status;
  if (words.empty()) return usage("no RESULTS_DIR or command given");
  try {
    if (words[0] == "check") {
      if (words.size() < 2) return usage("check needs a RUN_DIR");
      return check(std::vector<std::string>(words.begin() + 1, words.end()));
    }
    if (words[0] == "summary") {
      if (words.size() != 2) return usage("summary takes one RUN_DIR");
      for (const std::string& line : report::compute_figures(report::read_run(words[1])).lines)
        std::cout << line << "\n";
      return 0;
    }
    if (words.size() != 1) return usage("one RESULTS_DIR, not " + std::to_string(words.size()));
    std::vector<report::RunFigures> runs;
    for (report::Run& r : report::find_runs(words[0])) {
      report::Figures f = report::compute_figures(r);
      runs.push_back({std::move(r), std::move(f)});
    }
    const std::string page = report::render_page(runs);
    if (output.empty()) {
      std::cout << page;
    } else {
      contest::write_file(output, page);
      std::cerr << "contest_report: " << runs.size() << " runs, " << output << "\n";
    }
  } catch (const std::exception& e) {
    std::cerr << "contest_report: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
