// viewer_test.cpp: the viewer's shared helper: the page's template, the log's escaping, options.
#include "viewer/viewer.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace {

TEST(Viewer, ScriptStringKeepsEveryByteAndCannotEndTheScript) {
  EXPECT_EQ(viewer::script_string("a\tb\"c\\"), "\"a\\u0009b\\\"c\\\\\"");
  // A log can hold anything: "</script>", "<!--", NUL, bytes above 127, U+2028 in UTF-8.
  const std::string nasty = std::string("x</script><!--\0\xff\xe2\x80\xa8&y", 21);
  const std::string s = viewer::script_string(nasty);
  EXPECT_EQ(s.find('<'), std::string::npos);
  EXPECT_EQ(s.find('>'), std::string::npos);
  EXPECT_EQ(s.find('&'), std::string::npos);
  for (char c : s) EXPECT_TRUE(c >= 0x20 && c < 0x7f) << int(c);
  EXPECT_NE(s.find("\\u0000\\u00ff\\u00e2\\u0080\\u00a8\\u0026"), std::string::npos);
}

TEST(Viewer, PageHoldsTheLogOnceAndNothingCanCloseItsElement) {
  const std::string page =
      viewer::page("showdown", {{"a.log", "showdown-log\t1\n</script><script>alert(1)"}}, "", 2);
  const std::string open = "<script type=\"application/json\" id=\"log\">";
  const std::size_t at = page.find(open);
  ASSERT_NE(at, std::string::npos);
  EXPECT_EQ(page.find(open, at + 1), std::string::npos);
  const std::size_t end = page.find("</script>", at);
  const std::string data = page.substr(at + open.size(), end - at - open.size());
  EXPECT_EQ(data.substr(0, 50), "{\"game\":\"showdown\",\"verdict\":\"\",\"first\":2,\"files\":");
  EXPECT_NE(data.find("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)"), std::string::npos);
  EXPECT_EQ(page.find("alert(1)</script>"), std::string::npos);
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
  EXPECT_TRUE(o.show && o.html && !o.step);
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

}  // namespace
