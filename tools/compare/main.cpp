// contest_compare: two runs of one entry (an old build's gauntlet and a new one's, results files of
// any referee's match runner) compared start by start with a sign test and an SPRT over the pairs
// (tools/common/results/paired.h). `contest_compare --help` says how; the text is kHelp below,
// pinned by the CTest tools.compare_help.
#include <cstdio>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/cli/cli.h"
#include "common/results/paired.h"
#include "common/results/results.h"

namespace {

const char* const kHelp =
    "usage: contest_compare [--sprt SPEC] [--entry NAME] OLD.jsonl NEW.jsonl\n"
    "Pairs the games of two runs of one entry by start and opponent (the same seeds against the\n"
    "same panel) and counts the pairs on which the new run scored more (better), less (worse) or\n"
    "the same: per opponent, in total with the sign test, and the SPRT with each pair as a game\n"
    "(better a win, worse a loss), taken in the new run's order.\n"
    "arguments:\n"
    "  OLD.jsonl, NEW.jsonl  results files (--results of a referee's match runner)\n"
    "options:\n"
    "  --sprt SPEC        elo0=E0,elo1=E1,alpha=A,beta=B (default elo0=0,elo1=5,alpha=0.05,\n"
    "                     beta=0.05)\n"
    "  --entry NAME       the entry (default: the one player in every game of both runs)\n"
    "  -h, --help         this text\n"
    "Exits 0 when compared (whatever the test says), 1 when a file cannot be read or paired, 2 on\n"
    "bad usage.\n";

int usage(const std::string& why) { return contest::cli::usage("contest_compare", why); }

}  // namespace

int main(int argc, char** argv) {
  contest::Sprt sprt;
  std::string entry;
  std::vector<std::string> files;
  contest::cli::Command c("contest_compare");
  c.custom("--sprt", [&sprt](const std::string& v) {
    try {
      sprt = contest::Sprt::parse(v);
    } catch (const std::invalid_argument& e) {
      throw std::invalid_argument(std::string("--sprt: ") + e.what());
    }
  });
  c.text("--entry", entry);
  c.rest("FILE", files);
  if (const std::optional<int> status = c.read_main(argc, argv, kHelp)) return *status;
  if (files.size() != 2) return usage("expected OLD.jsonl NEW.jsonl");
  try {
    std::vector<contest::Result> runs[2];
    for (int i = 0; i < 2; ++i) {
      if (!std::ifstream(files[i])) throw std::runtime_error("cannot read " + files[i]);
      const contest::ResultsFile f = contest::read_results(files[i]);
      if (!f.torn.empty()) throw std::runtime_error(files[i] + ": the last line has no newline");
      runs[i] = f.results;
    }
    if (entry.empty()) entry = contest::common_player(runs[0], runs[1]);
    const contest::PairedComparison cmp = contest::compare_runs(runs[0], runs[1], entry, sprt);
    std::fputs(contest::describe(cmp, sprt).c_str(), stdout);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "contest_compare: %s\n", e.what());
    return 1;
  }
  return 0;
}
