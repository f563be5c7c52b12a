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

TEST(Viewer, OptionsAreTakenWholeAndBadValuesRefused) {
  std::vector<std::string> args = {"--show", "--delay", "250", "--game", "3", "--html", "LOG"};
  viewer::Options o;
  std::size_t i = 0;
  for (; i < args.size() && viewer::take_option(args, i, o); ++i) {
  }
  EXPECT_EQ(i, 6u);  // LOG is no option
  EXPECT_TRUE(o.show && o.html && !o.step);
  EXPECT_EQ(o.delay_ms, 250);
  EXPECT_EQ(o.game, 3);
  for (const char* bad : {"5x", "-1", "", "1e3"}) {
    std::vector<std::string> a = {"--delay", bad};
    std::size_t k = 0;
    EXPECT_THROW(viewer::take_option(a, k, o), std::invalid_argument) << bad;
  }
  std::vector<std::string> zero = {"--game", "0"}, missing = {"--game"};
  std::size_t k = 0;
  EXPECT_THROW(viewer::take_option(zero, k, o), std::invalid_argument);
  k = 0;
  EXPECT_THROW(viewer::take_option(missing, k, o), std::invalid_argument);
}

}  // namespace
