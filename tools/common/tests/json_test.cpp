// Tests of the strict JSON reader and writer (tools/common/core/json.h): what it writes reads back
// the same, and everything outside RFC 8259 is refused with the column of the problem.
#include "common/core/json.h"

#include <gtest/gtest.h>

#include <string>

namespace {

using contest::Json;
using contest::JsonError;

TEST(Json, WritesCompactTextInMemberOrder) {
  Json o = Json::object();
  o.set("b", 1);
  o.set("a", Json::array());
  o.set("c", "x\"y\\z\n\t\x01\x7f");
  o.set("d", 0.5);
  o.set("e", true);
  o.set("f", Json());
  o.set("g", -9007199254740992LL);
  EXPECT_EQ(o.dump(),
            "{\"b\":1,\"a\":[],\"c\":\"x\\\"y\\\\z\\n\\t\\u0001\\u007f\",\"d\":0.5,\"e\":true,"
            "\"f\":null,\"g\":-9007199254740992}");
  EXPECT_THROW(Json(1.0 / 0.0).dump(), std::invalid_argument);
  EXPECT_THROW(Json(std::string("\xff")).dump(), std::invalid_argument);
}

// Text from a file that may hold anything becomes valid UTF-8: a byte that starts no valid sequence
// is U+FFFD, valid sequences stay as they are.
TEST(Json, ValidUtf8ReplacesOnlyTheBadBytes) {
  EXPECT_EQ(contest::valid_utf8("a\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80"),
            "a\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80");
  EXPECT_EQ(contest::valid_utf8(std::string("\xff\0\xc3(\xed\xa0\x80", 7)),
            std::string("\xef\xbf\xbd\0\xef\xbf\xbd(\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd", 17));
  EXPECT_NO_THROW(Json(contest::valid_utf8("\xfe\xc0\x80")).dump());
}

TEST(Json, RoundTrip) {
  Json o = Json::object();
  o.set("text", "quote \" backslash \\ slash / tab \t é 漢 😀 \x1f");
  Json numbers = Json::array();
  for (double d : {0.0, 1.0, -1.0, 0.1, 1e-300, 123456789.125, 9007199254740992.0, 1e300})
    numbers.push_back(d);
  o.set("numbers", numbers);
  Json inner = Json::object();
  inner.set("x", Json::array());
  o.set("inner", inner);
  const std::string text = o.dump();
  EXPECT_EQ(Json::parse(text), o);
  EXPECT_EQ(Json::parse(text).dump(), text);
}

TEST(Json, ReadsWhatRfc8259Allows) {
  const Json v =
      Json::parse(" { \"a\" : [ 1 , -0.5e+2 , 2E-1 , \"\\u00e9\\ud83d\\ude00\\/\" ] } \n");
  const auto& items = v.find("a")->items();
  ASSERT_EQ(items.size(), 4u);
  EXPECT_EQ(items[0].as_number(), 1);
  EXPECT_EQ(items[1].as_number(), -50);
  EXPECT_EQ(items[2].as_number(), 0.2);
  EXPECT_EQ(items[3].as_string(), "é😀/");
  EXPECT_TRUE(Json::parse("null").is(Json::Type::Null));
  EXPECT_EQ(Json::parse("-0").as_number(), 0);
}

TEST(Json, RefusesEverythingElse) {
  const char* const bad[] = {"",
                             "   ",
                             "{",
                             "{\"a\":1,}",
                             "[1,]",
                             "[1 2]",
                             "01",
                             "1.",
                             ".5",
                             "+1",
                             "-",
                             "1e",
                             "1e+",
                             "NaN",
                             "Infinity",
                             "1e999",
                             "tru",
                             "nul",
                             "'a'",
                             "\"a",
                             "\"\x01\"",
                             "\"\\x\"",
                             "\"\\u12\"",
                             "\"\\ud800\"",
                             "\"\\udc00\"",
                             "\"\\ud800\\u0041\"",
                             "\"\xff\"",
                             "\"\xc0\xaf\"",
                             "\"\xed\xa0\x80\"",
                             "{\"a\":1,\"a\":2}",
                             "{} x",
                             "{a:1}",
                             "[1]]",
                             "// c\n1",
                             "{\"a\" 1}",
                             "\"\\U0041\""};
  for (const char* text : bad) EXPECT_THROW(Json::parse(text), JsonError) << text;
  std::string deep(100, '[');
  deep += std::string(100, ']');
  EXPECT_THROW(Json::parse(deep), JsonError);
}

TEST(Json, ErrorsNameTheColumn) {
  try {
    Json::parse("{\"a\":1,\"b\":tru}");
    FAIL();
  } catch (const JsonError& e) {
    EXPECT_EQ(e.column(), 12u);
    EXPECT_STREQ(e.what(), "column 12: not a JSON value");
  }
  try {
    Json::parse("{\"a\":1,\"a\":2}");
    FAIL();
  } catch (const JsonError& e) {
    EXPECT_EQ(e.column(), 8u);
    EXPECT_NE(std::string(e.what()).find("duplicate key \"a\""), std::string::npos);
  }
}

}  // namespace
