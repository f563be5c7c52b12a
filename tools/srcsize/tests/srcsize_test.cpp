// Tests of the entry source checker: comment stripping on tricky inputs, and the include check.
#include "srcsize.h"

#include <gtest/gtest.h>

using srcsize::count_code_chars;
using srcsize::nonstandard_includes;
using srcsize::strip_comments;

TEST(Srcsize, PlainCodeCountsEveryCharacter) {
  EXPECT_EQ(count_code_chars("int x;\n"), 7u);
  EXPECT_EQ(count_code_chars(""), 0u);
}

// Comments go and code stays: each source, what strip_comments leaves of it, and the rule.
TEST(Srcsize, StripsCommentsAndKeepsCode) {
  const struct {
    std::string source, code, rule;
  } cases[] = {
      {"int x; // note\nint y;", "int x; \nint y;", "a line comment stops before the newline"},
      {"a/* one\n two */b", "ab", "a block comment is removed whole"},
      {"a/**/b/***/c", "abc", "a block comment is removed whole"},
      {"x /* never closed", "x ", "an unterminated block comment runs to the end"},
      {"s = \"http://a/*b*/\";", "s = \"http://a/*b*/\";", "markers inside strings are code"},
      {"c = '/'; d = '*'; // x", "c = '/'; d = '*'; ", "markers inside characters are code"},
      {R"(s = "a\"//b"; // c)", R"(s = "a\"//b"; )", "an escaped quote does not end a string"},
      {R"(c = '\''; // d)", R"(c = '\''; )", "an escaped quote does not end a character"},
      {R"(s = "\\"; // e)", R"(s = "\\"; )", "an escaped backslash ends no string"},
      {"auto s = R\"x(a \" // b */ )\" c)x\"; // gone", "auto s = R\"x(a \" // b */ )\" c)x\"; ",
       "raw strings are code"},
      {"u8R\"(//)\"/**/", "u8R\"(//)\"", "raw strings are code"},
      {"FOR\"x\" // c", "FOR\"x\" ", "an identifier ending in R is not a raw string"},
      {"int n = 1'000'000; // million", "int n = 1'000'000; ",
       "digit separators are not character literals"},
      {"int h = 0xFF'FF; /* x */", "int h = 0xFF'FF; ",
       "digit separators are not character literals"},
      {"a // comment \\\n still comment\nb", "a \nb", "a spliced line comment runs on"},
      {"a /\\\n/ comment\nb", "a \nb", "a splice may split a comment's opener"}};
  for (const auto& c : cases) EXPECT_EQ(strip_comments(c.source), c.code) << c.rule;
}

TEST(Srcsize, StandardIncludesPass) {
  EXPECT_TRUE(nonstandard_includes("#include <vector>\n#  include <cstdio>\n#include<map>\n"
                                   "#include <stdio.h>\n")
                  .empty());
}

TEST(Srcsize, NonStandardIncludesAreNamed) {
  auto bad = nonstandard_includes(
      "#include <unistd.h>\n#include \"mine.h\"\n#include <bits/stdc++.h>\n#include <vector>\n");
  ASSERT_EQ(bad.size(), 3u);
  EXPECT_EQ(bad[0], "unistd.h");
  EXPECT_EQ(bad[1], "mine.h");
  EXPECT_EQ(bad[2], "bits/stdc++.h");
}

TEST(Srcsize, IncludesInCommentsAreIgnored) {
  EXPECT_TRUE(nonstandard_includes("// #include <unistd.h>\n/* #include <x.h> */\n").empty());
}

TEST(Srcsize, MacroIncludeCannotBeChecked) {
  EXPECT_EQ(nonstandard_includes("#include HEADER\n").size(), 1u);
}
