// Tests of the reports on results files (report.h, `lloyd_referee report`): the table, the
// comparison and the optima on a small fixture (tests/data/report_*: three of Korf's squares, one
// entry's runs each, one run not perfect, one without a verbose line), exactly as measure.sh's
// awk printed them from the referee's lines; and what the command refuses.
#include "report.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>

#include "common/core/files.h"
#include "common/tests/run_command.h"

namespace lloyd {
namespace {

const std::string kData = std::string(LLOYD_DIR) + "/../tools/lloyd/tests/data/";

std::vector<lloyd::Run> fixture(const std::string& name) {
  return runs_of(contest::read_results(kData + name, &run_member()).results);
}

// A report of perfect runs only (status 0) that ends with the line summary.
void expect_summary(const Report& r, const std::string& summary) {
  EXPECT_EQ(r.status, 0);
  const std::string end = "\n" + summary + "\n";
  EXPECT_TRUE(r.text.size() > end.size() &&
              r.text.compare(r.text.size() - end.size(), end.size(), end) == 0)
      << r.text;
}

const char* const kNewTable =
    R"(| square | length | transports | proved lower bound | gap | sliding-only optimum | under it | cpu s | peak MB |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| korf-1 | 77 | 8 | 71 | 6 | 95 | 18 | 2.5 | 334 |
| korf-2 | 80 | 10 | - | - | 96 | 16 | 2.2 | 0 |
| korf-3 | not perfect | 5 | 60 | 0 | 97 | 37 | 3.0 | 9 |
| **mean of the 2 perfect** | **78.50** | 9.00 | 71.00 | 6.00 | 95.50 | 17.00 | 2.4 | max 334 |

SUMMARY: 3 squares, 2 perfect, mean length 78.50, mean transports 9.00, mean proved lower bound 71.00, mean sliding-only optimum 95.50, worst margin under it 16, peak memory 334 MB
)";

TEST(LloydReport, TheTableOfOneEntrysRuns) {
  const Report r = table_report(fixture("report_new.jsonl"));
  EXPECT_EQ(r.text, kNewTable);
  EXPECT_EQ(r.status, 1);  // korf-3 is not perfect
  expect_summary(table_report(fixture("report_old.jsonl")),
                 "SUMMARY: 3 squares, 3 perfect, mean length 78.00, mean transports 9.67, mean "
                 "proved lower bound 66.33, mean sliding-only optimum 96.00, worst margin under it "
                 "16, peak memory 30 MB");
  // The same through the command, which reads the file as merge does.
  std::string out;
  EXPECT_EQ(contest::test::run_stdout(
                std::string(REFEREE_PATH) + " report --table " + kData + "report_new.jsonl", &out),
            1);
  EXPECT_EQ(out, kNewTable);
  EXPECT_EQ(table_report({}).status, 1);
}

// The command's word is found wherever the referee's options put it, as git finds its commands:
// those options are checked and set aside, and a word after `--` is a square's.
TEST(LloydReport, TheCommandAfterTheRefereesOptions) {
  const std::string table = " report --table " + kData + "report_new.jsonl";
  for (const std::string options : {"-q", "-j 2", "--jobs=2 -q", "-qj2", "--limit 5 -q"}) {
    std::string out;
    EXPECT_EQ(contest::test::run_stdout(std::string(REFEREE_PATH) + " " + options + table, &out), 1)
        << options;
    EXPECT_EQ(out, kNewTable) << options;
  }
  const std::pair<std::string, std::string> bad[] = {
      {"-j x" + table, "--jobs: expected a whole number from 1 to 256, got 'x'"},
      {"--bogus" + table, "--bogus: unknown option"},
      {"--entry a -- report", "cannot read report"}};  // a square named report
  for (const auto& [args, message] : bad) {
    std::string out;
    EXPECT_EQ(contest::test::run_command(std::string(REFEREE_PATH) + " " + args, &out), 2) << args;
    EXPECT_NE(out.find(message), std::string::npos) << args << "\n" << out;
  }
}

TEST(LloydReport, TwoRunsSquareBySquare) {
  const Report r = compare_report(fixture("report_old.jsonl"), fixture("report_new.jsonl"));
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.text,
            "| square | length, old | length, new | change | lower bound, old | lower bound, new "
            "|\n| --- | ---: | ---: | ---: | ---: | ---: |\n"
            "| korf-1 | 79 | 77 | -2 | 70 | 71 |\n"
            "| korf-2 | 80 | 80 | +0 | 66 | - |\n"
            "\nCOMPARE: 2 squares perfect in both, new shorter on 1, equal on 1, longer on 0; mean "
            "length 79.50 -> 78.50; mean proved lower bound 70.00 -> 71.00\n");
  EXPECT_EQ(compare_report({}, fixture("report_new.jsonl")).status, 1);
}

TEST(LloydReport, KorfsSquaresAgainstTheOptima) {
  const std::string optima = contest::read_file(kData + "report_optima.tsv");
  const Report r = optima_report(optima, fixture("report_new.jsonl"));
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.text,
            "| square | length | optimum or bound | proved | excess |\n"
            "| --- | ---: | ---: | --- | ---: |\n"
            "| korf-1 | 77 | 77 | optimal | +0 |\n"
            "| korf-2 | 80 | 74 | bound | +6 |\n"
            "| korf-3 | not perfect | 70 | bound | - |\n"
            "\nOPTIMA: 3 squares; 1 proved: the entry at the optimum on 1, mean excess 0.00, worst "
            "+0; 1 with a bound: mean excess over it at most 6.00; 1 not perfect\n");
  expect_summary(optima_report(optima, fixture("report_old.jsonl")),
                 "OPTIMA: 3 squares; 1 proved: the entry at the optimum on 0, mean excess 2.00, "
                 "worst +2; 2 with a bound: mean excess over it at most 5.50");
  // A run's own proved bound above the solver's counts: korf-3's 75 over a bound of 76.
  std::vector<lloyd::Run> runs = fixture("report_old.jsonl");
  runs[2].search.lower = 76, runs[2].moves = 76;
  EXPECT_NE(optima_report(optima, runs).text.find("| korf-3 | 76 | 76 | bound | +0 |"),
            std::string::npos);
  EXPECT_EQ(optima_report("", runs).status, 1);
}

// Bad usage and files that are not one entry's runs: status 2, a message, no table.
TEST(LloydReport, TheCommandRefusesWhatItCannotReport) {
  const std::string cut = testing::TempDir() + "lloyd_report_cut.jsonl";
  const std::string both = testing::TempDir() + "lloyd_report_both.jsonl";
  const std::string two = testing::TempDir() + "lloyd_report_two.jsonl";
  const std::string text = contest::read_file(kData + "report_new.jsonl");
  std::ofstream(cut, std::ios::binary) << text.substr(0, text.size() - 10);
  std::ofstream(both, std::ios::binary) << text << "{\"id\":1}\n";
  // The second run is another entry's.
  const std::size_t second = text.find('\n') + 1;
  std::string other = text.substr(second, text.find('\n', second) + 1 - second);
  for (std::size_t at; (at = other.find("new")) != std::string::npos;) other.replace(at, 3, "x");
  std::ofstream(two, std::ios::binary) << text.substr(0, second) << other;
  const std::pair<std::string, std::string> bad[] = {
      {"report", "report: --table"},
      {"report --table", "report: --table"},
      {"report --compare " + kData + "report_old.jsonl", "report: --table"},
      {"report --bogus x", "--bogus: unknown option"},
      {"report --table " + two, "the runs are of several entries (new, x)"},
      {"report --table " + kData + "report_old.jsonl " + kData + "report_new.jsonl",
       "results of different matches"},
      {"report --table " + cut, "the last line has no newline"},
      {"report --table " + both, "lloyd_report_both.jsonl:4: "},
      {"report --table " + kData + "none.jsonl", "cannot read"},
      {"report --optima " + kData + "none.tsv " + kData + "report_new.jsonl", "cannot read"}};
  for (const auto& [args, message] : bad) {
    std::string out;
    EXPECT_EQ(contest::test::run_command(std::string(REFEREE_PATH) + " " + args, &out), 2) << args;
    EXPECT_NE(out.find(message), std::string::npos) << args << "\n" << out;
    EXPECT_EQ(out.find("| square |"), std::string::npos) << args << "\n" << out;
  }
  for (const std::string& f : {cut, both, two}) std::remove(f.c_str());
}

}  // namespace
}  // namespace lloyd
