// viewer_test.cpp: the viewer's shared helper: the JSON document, the page around it, options.
#include "viewer/viewer.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "common/core/files.h"
#include "common/tests/run_command.h"
#include "common/tests/test_files.h"

namespace {

// The data element of a page: its text, as the page's script reads it.
std::string data_of(const std::string& page) {
  const std::string open = "<script type=\"application/json\" id=\"log\">";
  const std::size_t at = page.find(open);
  if (at == std::string::npos || page.find(open, at + 1) != std::string::npos) return "";
  return page.substr(at + open.size(), page.find("</script>", at) - at - open.size());
}

// A Terminal that collects (--json) gives each game its board and frames, and a result block to the
// game it ends; what a log holds goes in as valid UTF-8.
TEST(Viewer, DocumentHoldsTheGamesFramesAndResults) {
  viewer::Options o;
  o.json = true;
  viewer::Terminal t(o);
  EXPECT_FALSE(t.colour());
  EXPECT_EQ(t.paint("x", "1"), "x");
  viewer::Board b;
  b.rows = b.columns = 2;
  b.cells = {{'#', {"", "wall"}}};
  t.begin("a vs b\xff", b);
  t.show(viewer::Frame{"start  \n#.\n..\n", "start", {{0, 1, "target"}, {0, 0, "new", 2, 2}}, {}});
  t.fact("scores", 3);
  t.show("result: a wins\n");
  t.show("error: line 4: no game\n");  // a block after a result: a game of its own
  t.note("R round: ROUNDS 10");
  const contest::Json doc = contest::Json::parse(t.document("showdown", "Showdown", "line 4", 2));
  EXPECT_EQ(doc.find("verdict")->as_string(), "line 4");
  EXPECT_EQ(doc.find("first")->as_number(), 2);
  EXPECT_EQ(doc.find("notes")->as_string(), "R round: ROUNDS 10\n");
  const auto& games = doc.find("games")->items();
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[0].find("label")->as_string(), "a vs b\xef\xbf\xbd");
  EXPECT_EQ(games[0].find("result")->as_string(), "result: a wins");
  EXPECT_EQ(games[0].find("extra")->dump(), "{\"scores\":3}");
  EXPECT_EQ(games[0].find("board")->dump(),
            "{\"line\":1,\"column\":0,\"step\":1,\"rows\":2,\"columns\":2,\"row_labels\":[],"
            "\"column_labels\":[],\"cells\":{\"#\":[\"\",\"wall\"]},\"size\":24,\"marks\":[]}");
  const auto& frames = games[0].find("frames")->items();
  ASSERT_EQ(frames.size(), 1u);
  EXPECT_EQ(frames[0].dump(),
            "{\"header\":\"start\",\"label\":\"start\",\"text\":\"start\\n#.\\n..\\n\","
            "\"marks\":[[0,1,\"target\"],[0,0,\"new\",2,2]],\"extra\":{}}");
  EXPECT_EQ(games[1].find("frames")->items().size(), 0u);
  EXPECT_EQ(games[1].find("result")->as_string(), "error: line 4: no game");
}

// The page holds the document once, and nothing in it can end its <script> element.
TEST(Viewer, PageHoldsTheDocumentOnceAndNothingCanCloseItsElement) {
  viewer::Options o;
  o.html = true;
  viewer::Terminal t(o);
  t.begin("</script><script>alert(1)<!--&", viewer::Board());
  const std::string page = viewer::page(t.document("showdown", "Showdown", "", 1));
  const std::string data = data_of(page);
  EXPECT_EQ(data.substr(0, 60),
            "{\"game\":\"showdown\",\"title\":\"Showdown\",\"verdict\":\"\",\"first\":1");
  EXPECT_NE(data.find("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c!--\\u0026"),
            std::string::npos);
  EXPECT_EQ(data.find_first_of("<>&"), std::string::npos);
  // The escapes read back as the document.
  EXPECT_EQ(contest::Json::parse(data).find("games")->items()[0].find("label")->as_string(),
            "</script><script>alert(1)<!--&");
  // The page is whole: it starts as viewer.html does and ends with its last line.
  EXPECT_EQ(page.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_NE(page.find("</html>"), std::string::npos);
}

TEST(Viewer, TrimLinesDropsTrailingBlanksOnly) {
  EXPECT_EQ(viewer::trim_lines(" a  \n b\t\n\n  \nc"), " a\n b\n\n\nc");
  EXPECT_EQ(viewer::trim_lines("x \n"), "x\n");
}

// The viewer's options on a tool's command line: read whole, bad values refused naming the option.
TEST(Viewer, OptionsAreTakenWholeAndBadValuesRefused) {
  const auto read = [](const std::vector<std::string>& args, viewer::Options& o,
                       std::vector<std::string>& logs) {
    std::string problem;
    const viewer::Args r = viewer::read_args(args, o, logs, problem);
    return r == viewer::Args::kBad ? problem : r == viewer::Args::kHelp ? "help" : "";
  };
  viewer::Options o;
  std::vector<std::string> logs;
  EXPECT_EQ(read({"--show", "--delay", "250", "--game", "3", "--html", "LOG"}, o, logs), "");
  EXPECT_EQ(logs, std::vector<std::string>{"LOG"});
  EXPECT_TRUE(o.show && o.html && !o.step && !o.json);
  viewer::Options json;
  EXPECT_EQ(read({"--json", "LOG"}, json, logs), "");
  EXPECT_TRUE(json.json && json.collect() && json.any() && !json.show);
  EXPECT_EQ(o.delay_ms, 250);
  EXPECT_EQ(o.game, 3);
  viewer::Options stepping;
  EXPECT_EQ(read({"--step", "LOG"}, stepping, logs), "");
  EXPECT_TRUE(stepping.step && stepping.show);
  viewer::Options delayed;
  EXPECT_EQ(read({"--delay=0", "LOG"}, delayed, logs), "");
  EXPECT_TRUE(delayed.show);
  for (const char* bad : {"5x", "-1", "", "1e3"})
    EXPECT_EQ(read({"--delay", bad, "LOG"}, o, logs),
              "--delay: expected a whole number from 0 to 86400000, got '" + std::string(bad) + "'")
        << bad;
  EXPECT_EQ(read({"--game", "0"}, o, logs),
            "--game: expected a whole number from 1 to 86400000, got '0'");
  EXPECT_EQ(read({"LOG", "--game"}, o, logs), "--game: a value is missing");
  EXPECT_EQ(read({"--gmae", "2", "LOG"}, o, logs), "--gmae: unknown option");
  EXPECT_EQ(read({"--show=1", "LOG"}, o, logs), "--show: takes no value");
  EXPECT_EQ(read({"LOG", "-h"}, o, logs), "help");
  EXPECT_EQ(read({"--", "-h"}, o, logs), "");  // after --, a log named -h
}

// A checker's lines (`check --json`, a line per log): the page holds them as one array, whatever a
// log holds; a line that is no checked log is refused, naming it; contest_view writes that page.
TEST(Viewer, CheckedPageHoldsTheCheckersLines) {
  const std::string good =
      "{\"log\":\"a.log\",\"ok\":true,\"verdict\":\"ok: a wins, 1 "
      "moves\",\"game\":{\"name\":\"nim\","
      "\"players\":[\"a\",\"b\"],\"positions\":[[1],[0]],\"moves\":[[1,1]]}}\n\n"
      "{\"log\":\"</script>.log\",\"ok\":false,\"problem\":\"line 2: <b>\"}\n";
  const std::string data = data_of(viewer::checked_page(good));
  EXPECT_EQ(data.find_first_of("<>&"), std::string::npos);
  const contest::Json lines = contest::Json::parse(data);
  ASSERT_EQ(lines.items().size(), 2u);
  EXPECT_EQ(lines.items()[0].find("game")->find("positions")->dump(), "[[1],[0]]");
  EXPECT_EQ(lines.items()[1].find("problem")->as_string(), "line 2: <b>");
  const auto refusal = [](const std::string& text) {
    try {
      viewer::checked_page(text);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(
      refusal("{\"log\":\"a\",\"ok\":true}\n{\"log\":\"b\"}\n").rfind("line 2: not a line", 0), 0u);
  EXPECT_EQ(refusal("\n[1,\n").rfind("line 2: not JSON", 0), 0u);
  EXPECT_EQ(refusal("\n \n"), "no checked log in it");

  const std::string view = VIEW_PATH, in = contest::test::temp_path("viewer-", "checked.jsonl");
  contest::write_file(in, good);
  const auto [status, page] = contest::test::run_stdout(view + " " + in);
  EXPECT_EQ(status, 0);
  EXPECT_EQ(contest::Json::parse(data_of(page)), lines);
  EXPECT_EQ(contest::test::run_stdout(view + " < " + in).second, page);  // standard input
  EXPECT_EQ(contest::test::run_stdout("echo '{}' | " + view + " 2>/dev/null").first, 1);
  EXPECT_EQ(contest::test::run_stdout(view + " a b 2>/dev/null").first, 2);
  EXPECT_EQ(
      contest::test::run_stdout(view + " --help").second,
      "usage: contest_view [-o FILE] [CHECKED]\n"
      "The viewer page of logs checked by a game's referee: CHECKED (standard input when not\n"
      "given) is what `GAME_referee check --json LOG...` prints, a line per log. The page "
      "plays\n"
      "each log move by move; open it from disk (tools/viewer/README.md).\n"
      "options:\n"
      "  -o, --output FILE  the page's file (default: standard output)\n"
      "  -h, --help         this text\n"
      "Exits 0 when done, 1 when CHECKED cannot be read or holds a line that is no checked "
      "log,\n"
      "2 on bad usage.\n");
}

}  // namespace
