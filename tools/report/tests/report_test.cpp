// report_test.cpp: contest_report's pieces (tools/report): manifests, the figures recomputed from
// a run's files, the plots, the page, and the command line.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "common/core/files.h"
#include "common/core/json.h"
#include "report/figures.h"
#include "report/page.h"
#include "report/run.h"
#include "report/svg.h"

namespace fs = std::filesystem;
using namespace report;

namespace {

const std::string kData = REPORT_TESTDATA;

// A scratch directory of this test process, removed at the end of the test.
struct Scratch {
  std::string dir = fs::temp_directory_path() / ("report_test." + std::to_string(getpid()));
  Scratch() { fs::create_directories(dir); }
  ~Scratch() { fs::remove_all(dir); }
};

std::string output_of(const std::string& command) {
  FILE* p = popen(command.c_str(), "r");
  std::string out;
  char b[4096];
  for (std::size_t n; (n = fread(b, 1, sizeof b, p)) > 0;) out.append(b, n);
  pclose(p);
  return out;
}

}  // namespace

TEST(ReportRun, ReadsAManifest) {
  const report::Run r = read_run(kData + "/boxing/match");
  EXPECT_EQ(r.name, "match");
  EXPECT_EQ(r.game, "boxing");
  EXPECT_EQ(r.kind, "match");
  EXPECT_EQ(r.bench, "12db3b3adacf6d80");
  EXPECT_EQ(r.accepts, "test-change");
  EXPECT_EQ(r.results, std::vector<std::string>{"results.jsonl"});
}

TEST(ReportRun, RefusesAManifestThatLacksAMemberOrHasAnUnknownKind) {
  Scratch s;
  contest::write_file(s.dir + "/run.json", "{\"game\": \"boxing\"}");
  try {
    read_run(s.dir);
    FAIL() << "read";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find(s.dir + "/run.json: no \"date\""), std::string::npos)
        << e.what();
  }
  std::string text = read_text(kData + "/pousse/depth/run.json");
  text.replace(text.find("\"depth\""), 7, "\"plot\"");
  contest::write_file(s.dir + "/run.json", text);
  EXPECT_THROW(read_run(s.dir), std::runtime_error);
  EXPECT_THROW(read_run(s.dir + "/nothing"), std::runtime_error);
}

TEST(ReportRun, ReadsACompressedFileAsThePlainOne) {
  Scratch s;
  const std::string plain = read_text(kData + "/boxing/match/results.jsonl");
  contest::write_file(s.dir + "/r.jsonl", plain);
  ASSERT_EQ(std::system(("gzip -9n " + s.dir + "/r.jsonl").c_str()), 0);
  EXPECT_EQ(read_text(s.dir + "/r.jsonl.gz"), plain);
  EXPECT_THROW(read_text(s.dir + "/missing.jsonl.gz"), std::runtime_error);
  contest::write_file(s.dir + "/bad.gz", "not gzip");
  EXPECT_THROW(read_text(s.dir + "/bad.gz"), std::runtime_error);
}

TEST(ReportRun, FindsEveryRunByGameThenDate) {
  const std::vector<report::Run> runs = find_runs(kData);
  ASSERT_EQ(runs.size(), 4u);
  EXPECT_EQ(runs[0].game, "boxing");
  EXPECT_EQ(runs[1].game, "boxing");
  EXPECT_EQ(runs[2].game, "lloyd");
  EXPECT_EQ(runs[3].game, "pousse");
}

TEST(ReportFigures, AMatchGivesTheRunnersPairingLine) {
  const report::Run r = read_run(kData + "/boxing/match");
  const Figures f = compute_figures(r);
  ASSERT_EQ(f.pairings.size(), 1u);
  const Pairing& p = f.pairings[0];
  EXPECT_EQ(p.player, "new");
  EXPECT_EQ(p.opponent, "old");
  EXPECT_EQ(p.tally.games(), 6);
  ASSERT_TRUE(p.llr.has_value());
  ASSERT_EQ(f.lines.size(), 1u);
  EXPECT_EQ(f.lines[0].rfind("new vs old: " + std::to_string(p.tally.wins) + " wins, ", 0), 0u);
  EXPECT_NE(f.lines[0].find("SPRT elo0=0 elo1=30 alpha=0.05 beta=0.05: LLR "), std::string::npos);
  // The manifest's summary is the line the files give.
  EXPECT_TRUE(summary_differences(r, f).empty());
  report::Run changed = r;
  changed.summary[0][12] = '9';
  ASSERT_EQ(summary_differences(changed, f).size(), 1u);
  changed.summary.push_back("one more");
  EXPECT_EQ(summary_differences(changed, f).size(), 2u);
}

// Parts of a run played apart (other seeds, the same ids) are all counted; a game found in two
// files with the same id and start (a resumed run, shards) once.
TEST(ReportFigures, PartsWithTheSameIdsCountAllTheirGames) {
  Scratch s;
  const report::Run base = read_run(kData + "/boxing/match");
  const std::string plain = read_text(kData + "/boxing/match/results.jsonl");
  std::string other = plain;  // the same ids on other arenas
  for (std::size_t at; (at = other.find("gen:2")) != std::string::npos;)
    other.replace(at, 5, "gen:9");
  contest::write_file(s.dir + "/a.jsonl", plain);
  contest::write_file(s.dir + "/b.jsonl", other);
  contest::write_file(s.dir + "/c.jsonl", plain);
  report::Run r = base;
  r.dir = s.dir;
  r.results = {"a.jsonl", "b.jsonl"};
  EXPECT_EQ(compute_figures(r).pairings.at(0).tally.games(), 12);
  r.results = {"a.jsonl", "c.jsonl"};
  EXPECT_EQ(compute_figures(r).pairings.at(0).tally.games(), 6);
}

TEST(ReportFigures, ADepthTableGivesALinePerProgramAndBudget) {
  const report::Run r = read_run(kData + "/pousse/depth");
  const Figures f = compute_figures(r);
  ASSERT_EQ(f.depths.size(), 4u);
  EXPECT_EQ(f.depths[2].program, "cilk");
  EXPECT_EQ(f.depths[2].depth, 10);
  EXPECT_TRUE(summary_differences(r, f).empty());
}

TEST(ReportFigures, ALloydRunGivesTheRefereesWholeSummaryLine) {
  const report::Run r = read_run(kData + "/lloyd/squares");
  const Figures f = compute_figures(r);
  EXPECT_EQ(f.squares.set, "korf");
  EXPECT_EQ(f.squares.squares, 3);
  EXPECT_EQ(f.squares.perfect, 3);
  EXPECT_NEAR(f.squares.mean_cpu_s, 60.39, 0.01);
  ASSERT_EQ(f.lines.size(), 1u);
  // As lloyd_referee report --table prints it (lloyd::table_report).
  EXPECT_EQ(f.lines[0],
            "SUMMARY: 3 squares, 3 perfect, mean length 76.67, mean transports 9.00, mean proved "
            "lower bound 68.00, mean sliding-only optimum 96.00, worst margin under it 18, peak "
            "memory 339 MB");
  EXPECT_TRUE(summary_differences(r, f).empty());
  report::Run cut = r;
  cut.summary[0] = "SUMMARY: 3 squares, 3 perfect, mean length 76.67";
  EXPECT_FALSE(summary_differences(cut, f).empty());
  cut.summary[0] = f.lines[0] + ", and more";
  EXPECT_FALSE(summary_differences(cut, f).empty());
}

TEST(ReportSvg, EscapesTextAndCountsItsPoints) {
  EXPECT_EQ(escape("a<b & \"c\" 'd'>"), "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;");
  const std::string plot =
      interval_plot("score", "x < y", "%", {{"a", 50, 40, 60}, {"b", 70, 60, 80}}, 0, 100, 50);
  EXPECT_EQ(plot.rfind("<svg class=\"plot\" data-plot=\"score\"", 0), 0u);
  EXPECT_NE(plot.find("<title>x &lt; y</title>"), std::string::npos);
  std::size_t estimates = 0;
  for (std::size_t at = 0; (at = plot.find("class=\"estimate\"", at)) != std::string::npos; ++at)
    ++estimates;
  EXPECT_EQ(estimates, 2u);
  const std::string lines = line_plot("depth", "t", "N", "depth", {{"a", {4, 5}, {11, 12}}});
  EXPECT_NE(lines.find("<polyline"), std::string::npos);
}

// An Elo clamped at the cap (every game won) is a bound, not an interval to +1200: it neither
// stretches the axis nor draws a closed interval; twenty labels slant steeply, with room below.
TEST(ReportSvg, DrawsACappedEstimateAsABoundAndCrowdedLabelsSteeply) {
  const double cap = contest::elo_of_score(1) - 1e-6;
  const std::string plot = interval_plot(
      "elo", "t", "Elo",
      {{"won-all", contest::elo_of_score(1), 350, contest::elo_of_score(1)}, {"even", 0, -80, 80}},
      0, 0, 0, cap);
  EXPECT_NE(plot.find("won-all: at least 350.0"), std::string::npos);
  EXPECT_NE(plot.find("data-bound=\"1\""), std::string::npos);
  EXPECT_EQ(plot.find(">1200<"), std::string::npos);  // no tick reaches the cap
  EXPECT_NE(plot.find("even: 0.0 [-80.0, 80.0]"), std::string::npos);
  EXPECT_NE(plot.find("rotate(-20 "), std::string::npos);
  std::vector<Estimate> many;
  for (int i = 0; i < 20; ++i) many.push_back({"tracker_uniform" + std::to_string(i), 50, 40, 60});
  const std::string crowded = interval_plot("score", "t", "%", many, 0, 100, 50);
  EXPECT_EQ(crowded.find("rotate(-20 "), std::string::npos);
  EXPECT_NE(crowded.find("rotate(-70 "), std::string::npos);
  EXPECT_EQ(crowded.find("height=\"300\""), std::string::npos);  // taller, for the labels
}

TEST(ReportPage, HasASectionForEveryGameAndThePlotsOfItsRuns) {
  std::vector<RunFigures> runs;
  for (report::Run& r : find_runs(kData)) {
    Figures f = compute_figures(r);
    runs.push_back({r, f});
  }
  const std::string page = render_page(runs);
  for (const std::string& g : known_games())
    EXPECT_NE(page.find("data-game=\"" + g + "\""), std::string::npos) << g;
  EXPECT_NE(
      page.find("data-game=\"showdown\" data-runs=\"0\"><h2>Showdown</h2><p class=\"no-runs\">"
                "No runs yet"),
      std::string::npos);
  // Boxing: the ledger, the score and the Elo; Lloyd: length and perfect squares; Pousse: depth.
  for (const auto& [g, want] : std::vector<std::pair<std::string, std::size_t>>{
           {"boxing", 3}, {"lloyd", 2}, {"pousse", 1}}) {
    const std::size_t start = page.find("data-game=\"" + g + "\"");
    const std::size_t end = page.find("</section>", start);
    std::size_t plots = 0;
    for (std::size_t at = start; (at = page.find("<svg class=\"plot\"", at)) < end; ++at) ++plots;
    EXPECT_EQ(plots, want) << g;
  }
  // Self-contained: nothing fetched, no script.
  EXPECT_EQ(page.find("<script"), std::string::npos);
  EXPECT_EQ(page.find("src="), std::string::npos);
  EXPECT_EQ(page.find("http://www.w3.org/2000/svg"), page.find("http"));
}

TEST(ReportCli, HelpText) {
  EXPECT_EQ(
      output_of(std::string(REPORT_PATH) + " --help"),
      "usage: contest_report [-o FILE] RESULTS_DIR\n"
      "       contest_report check RUN_DIR...\n"
      "       contest_report summary RUN_DIR\n"
      "The runs kept under RESULTS_DIR (RESULTS_DIR/GAME/RUN/run.json, results/README.md):\n"
      "  (no command)  writes one self-contained HTML page (inline SVG, no script): per game the\n"
      "                crosstable of its latest runs, the accepted changes' Elo, the entry's "
      "depth\n"
      "                or length against time, the score against each opponent\n"
      "  check         reads each run's manifest strictly and recomputes its summary from its\n"
      "                files; exit 1 when a manifest is refused or a summary differs from it\n"
      "  summary       prints the summary lines the run's files give, for its manifest\n"
      "options:\n"
      "  -o, --output FILE  the page's file (default: standard output)\n"
      "  -h, --help         this text\n"
      "Exits 0 when done, 1 when a run cannot be read or (check) differs, 2 on bad usage.\n");
}

TEST(ReportCli, ChecksARunAndWritesThePage) {
  const std::string report = REPORT_PATH;
  EXPECT_EQ(std::system((report + " check " + kData + "/pousse/depth >/dev/null").c_str()), 0);
  Scratch s;
  fs::copy(kData + "/pousse/depth", s.dir + "/depth");
  std::string text = read_text(s.dir + "/depth/run.json");
  text.replace(text.find("depth 11 11"), 11, "depth 11 12");
  contest::write_file(s.dir + "/depth/run.json", text);
  EXPECT_EQ(WEXITSTATUS(std::system((report + " check " + s.dir + "/depth >/dev/null").c_str())),
            1);
  EXPECT_EQ(output_of(report + " summary " + kData + "/pousse/depth"),
            "bulldozer 1000 ms: N=4..5 depth 11 11\ncilk 1000 ms: N=4..5 depth 10 9\n");
  ASSERT_EQ(std::system((report + " " + kData + " -o " + s.dir + "/page.html 2>/dev/null").c_str()),
            0);
  EXPECT_NE(read_text(s.dir + "/page.html").find("<section class=\"game\""), std::string::npos);
  EXPECT_EQ(WEXITSTATUS(std::system((report + " 2>/dev/null").c_str())), 2);
  EXPECT_EQ(WEXITSTATUS(std::system((report + " " + s.dir + "/none 2>/dev/null").c_str())), 1);
}

// The manifest's strictness (results/README.md, "run.json"): every number of every summary line
// compared, every required member present, of its type and not empty, the date in its documented
// form, "converted" a sentence, every file named there.
namespace {

const std::vector<std::string> kRuns = {"boxing/match", "boxing/opponent", "pousse/depth",
                                        "lloyd/squares"};

// The message read_run throws for the manifest TEXT in a copy of the run RUN ("" when it reads).
std::string refusal(const std::string& run, const contest::Json& manifest) {
  Scratch s;
  fs::copy(kData + "/" + run, s.dir, fs::copy_options::recursive);
  contest::write_file(s.dir + "/run.json", manifest.dump());
  try {
    read_run(s.dir);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

contest::Json manifest_of(const std::string& run) {
  return contest::Json::parse(read_text(kData + "/" + run + "/run.json"));
}

}  // namespace

TEST(ReportManifest, RefusesASummaryWithAnyNumberChanged) {
  for (const std::string& name : kRuns) {
    const report::Run r = read_run(kData + "/" + name);
    const Figures f = compute_figures(r);
    ASSERT_TRUE(summary_differences(r, f).empty()) << name;
    int numbers = 0;
    for (std::size_t line = 0; line < r.summary.size(); ++line) {
      const std::string& text = r.summary[line];
      // Each number's last digit changed, one number at a time.
      for (std::size_t i = 0; i < text.size(); ++i) {
        const bool digit = text[i] >= '0' && text[i] <= '9';
        const bool last = i + 1 == text.size() || text[i + 1] < '0' || text[i + 1] > '9';
        if (!digit || !last) continue;
        ++numbers;
        report::Run changed = r;
        changed.summary[line][i] = static_cast<char>('0' + (text[i] - '0' + 1) % 10);
        EXPECT_EQ(summary_differences(changed, f).size(), 1u)
            << name << ": " << changed.summary[line];
      }
    }
    EXPECT_GE(numbers, 3) << name;
  }
  // From the command line too: a Lloyd run whose peak memory is another.
  Scratch s;
  fs::copy(kData + "/lloyd/squares", s.dir + "/squares");
  std::string text = read_text(s.dir + "/squares/run.json");
  text.replace(text.find("peak memory 339 MB"), 18, "peak memory 338 MB");
  contest::write_file(s.dir + "/squares/run.json", text);
  EXPECT_NE(output_of(std::string(REPORT_PATH) + " check " + s.dir + "/squares")
                .find("DIFFERS, 1 summary lines"),
            std::string::npos);
}

TEST(ReportManifest, RefusesAnEmptyRequiredMemberNamingIt) {
  for (const char* key : {"game", "date", "commit", "entry", "kind", "command", "shows"}) {
    contest::Json m = manifest_of("boxing/match");
    m.set(key, "");
    EXPECT_NE(refusal("boxing/match", m).find("\"" + std::string(key) + "\" is empty"),
              std::string::npos)
        << key << ": " << refusal("boxing/match", m);
  }
  // bench may be "" (a build without a bench); the summary, a check's name and command may not.
  contest::Json m = manifest_of("boxing/match");
  m.set("bench", "");
  EXPECT_EQ(refusal("boxing/match", m), "");
  m.set("summary", contest::Json::array());
  EXPECT_NE(refusal("boxing/match", m).find("\"summary\" is empty"), std::string::npos);
  m = manifest_of("boxing/match");
  m.set("results", contest::Json::array());
  EXPECT_NE(refusal("boxing/match", m).find("\"results\" is empty"), std::string::npos);
}

TEST(ReportManifest, RefusesAMistypedMemberNamingIt) {
  const std::vector<contest::Json> wrong = {contest::Json(), contest::Json(5),
                                            contest::Json::array(), contest::Json(true)};
  for (const char* key : {"game", "date", "commit", "bench", "entry", "kind", "command", "shows",
                          "converted", "accepts", "sprt"})
    for (const contest::Json& value : wrong) {
      contest::Json m = manifest_of("boxing/match");
      m.set(key, value);
      const std::string why = refusal("boxing/match", m);
      EXPECT_NE(why.find("\"" + std::string(key) + "\" is not a string"), std::string::npos)
          << key << " = " << value.dump() << ": " << why;
    }
  for (const char* key : {"results", "logs", "checks", "summary"}) {
    contest::Json m = manifest_of("boxing/match");
    m.set(key, "results.jsonl");
    EXPECT_NE(refusal("boxing/match", m).find("\"" + std::string(key) + "\" is not an array"),
              std::string::npos)
        << key;
  }
  // "converted", when there, is the sentence that says how the files were made.
  contest::Json m = manifest_of("lloyd/squares");
  m.set("converted", "");
  EXPECT_NE(refusal("lloyd/squares", m).find("\"converted\" is empty"), std::string::npos);
  m.set("converted", "results.jsonl was converted from the referee's printed lines");
  EXPECT_EQ(refusal("lloyd/squares", m), "");
  // A member the format does not have (a misspelt one) is refused, not ignored.
  m.set("convertd", "x");
  EXPECT_NE(refusal("lloyd/squares", m).find("unknown member \"convertd\""), std::string::npos);
  m = manifest_of("boxing/match");
  m.set("game", "chess");
  EXPECT_NE(refusal("boxing/match", m).find("\"game\" is \"chess\""), std::string::npos);
  m = manifest_of("boxing/match");
  m.set("commit", "not-a-hash");
  EXPECT_NE(refusal("boxing/match", m).find("\"commit\""), std::string::npos);
}

TEST(ReportManifest, RefusesADateNotInTheDocumentedForm) {
  for (const char* date :
       {"2026-11-23 04:16", "2026-11-23T04:16", "2026-11-23T04:16:00Z", "2026-13-01", "2026-02-30",
        "2025-02-29", "26-11-23", "2026-11-23T24:00Z", "2026-11-23T04:60Z", "2026-1-23",
        "yesterday", "2026-11-23\n"}) {
    contest::Json m = manifest_of("boxing/match");
    m.set("date", date);
    EXPECT_NE(refusal("boxing/match", m).find("\"date\" is \""), std::string::npos) << date;
  }
  for (const char* date : {"2026-11-23", "2026-11-23T04:16Z", "2024-02-29", "2026-12-31T23:59Z"}) {
    contest::Json m = manifest_of("boxing/match");
    m.set("date", date);
    EXPECT_EQ(refusal("boxing/match", m), "") << date;
  }
}

TEST(ReportManifest, RefusesAMissingFileNamingIt) {
  contest::Json m = manifest_of("boxing/match");
  contest::Json logs = contest::Json::array();
  logs.push_back("games.log");
  m.set("logs", logs);
  std::string why = refusal("boxing/match", m);
  EXPECT_NE(why.find("\"logs\" names games.log, which the run does not hold"), std::string::npos)
      << why;
  m = manifest_of("boxing/match");
  contest::Json results = contest::Json::array();
  results.push_back("results.jsonl");
  results.push_back("more.jsonl.gz");
  m.set("results", results);
  why = refusal("boxing/match", m);
  EXPECT_NE(why.find("\"results\" names more.jsonl.gz, which"), std::string::npos) << why;
  // A file a check's command names (@FILE) as well.
  m = manifest_of("boxing/match");
  contest::Json check = contest::Json::object(), command = contest::Json::array();
  command.push_back("boxing_check");
  command.push_back("@before.jsonl");
  check.set("name", "before");
  check.set("command", command);
  check.set("expect", contest::Json::array());
  contest::Json checks = contest::Json::array();
  checks.push_back(check);
  m.set("checks", checks);
  why = refusal("boxing/match", m);
  EXPECT_NE(why.find("check \"before\" names before.jsonl, which"), std::string::npos) << why;
  // And from the command line: the run refused, saying why, the other runs still checked.
  Scratch s;
  fs::copy(kData + "/boxing/match", s.dir + "/match");
  m = manifest_of("boxing/match");
  m.set("logs", logs);
  contest::write_file(s.dir + "/match/run.json", m.dump());
  const std::string out = output_of(std::string(REPORT_PATH) + " check " + s.dir + "/match " +
                                    kData + "/pousse/depth; echo status $?");
  EXPECT_NE(out.find("REFUSED, " + s.dir + "/match/run.json: \"logs\" names games.log"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find(kData + "/pousse/depth: ok, 2 summary lines"), std::string::npos) << out;
  EXPECT_NE(out.find("status 1"), std::string::npos) << out;
}

// The games come from one list (games_of_results): a manifest of each is read, another game is
// refused, and each has its section under its title.
TEST(ReportManifest, KnowsTheGamesOfOneList) {
  contest::Json m = manifest_of("boxing/match");
  for (const KnownGame& g : games_of_results()) {
    m.set("game", g.name);
    EXPECT_EQ(refusal("boxing/match", m), "") << g.name;
    EXPECT_EQ(title_of(g.name), g.title);
  }
  EXPECT_EQ(manifest_games().size(), games_of_results().size());
  EXPECT_EQ(title_of("nim"), "Nim");
  m.set("game", "chess");
  EXPECT_NE(refusal("boxing/match", m).find("\"game\" is \"chess\", not a game of results/"),
            std::string::npos);
  const std::string page = render_page({});
  for (const KnownGame& g : games_of_results())
    EXPECT_NE(
        page.find("data-game=\"" + g.name + "\" data-runs=\"0\"><h2>" + escape(g.title) + "</h2>"),
        std::string::npos)
        << g.name;
}
