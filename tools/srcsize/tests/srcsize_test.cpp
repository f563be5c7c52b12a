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

TEST(Srcsize, LineCommentStopsBeforeTheNewline) {
  EXPECT_EQ(strip_comments("int x; // note\nint y;"), "int x; \nint y;");
}

TEST(Srcsize, BlockCommentIsRemovedWhole) {
  EXPECT_EQ(strip_comments("a/* one\n two */b"), "ab");
  EXPECT_EQ(strip_comments("a/**/b/***/c"), "abc");
}

TEST(Srcsize, UnterminatedBlockCommentRunsToTheEnd) {
  EXPECT_EQ(strip_comments("x /* never closed"), "x ");
}

TEST(Srcsize, CommentMarkersInsideStringsAreCode) {
  EXPECT_EQ(strip_comments("s = \"http://a/*b*/\";"), "s = \"http://a/*b*/\";");
  EXPECT_EQ(strip_comments("c = '/'; d = '*'; // x"), "c = '/'; d = '*'; ");
}

TEST(Srcsize, EscapedQuotesDoNotEndAString) {
  EXPECT_EQ(strip_comments(R"(s = "a\"//b"; // c)"), R"(s = "a\"//b"; )");
  EXPECT_EQ(strip_comments(R"(c = '\''; // d)"), R"(c = '\''; )");
  EXPECT_EQ(strip_comments(R"(s = "\\"; // e)"), R"(s = "\\"; )");
}

TEST(Srcsize, RawStringsAreCode) {
  const char* src = "auto s = R\"x(a \" // b */ )\" c)x\"; // gone";
  EXPECT_EQ(strip_comments(src), "auto s = R\"x(a \" // b */ )\" c)x\"; ");
  EXPECT_EQ(strip_comments("u8R\"(//)\"/**/"), "u8R\"(//)\"");
}

TEST(Srcsize, IdentifierEndingInRIsNotARawString) {
  EXPECT_EQ(strip_comments("FOR\"x\" // c"), "FOR\"x\" ");
}

TEST(Srcsize, DigitSeparatorsAreNotCharacterLiterals) {
  EXPECT_EQ(strip_comments("int n = 1'000'000; // million"), "int n = 1'000'000; ");
  EXPECT_EQ(strip_comments("int h = 0xFF'FF; /* x */"), "int h = 0xFF'FF; ");
}

TEST(Srcsize, SplicedLineCommentRunsOn) {
  EXPECT_EQ(strip_comments("a // comment \\\n still comment\nb"), "a \nb");
}

TEST(Srcsize, CommentOpenerSplitBySplice) {
  EXPECT_EQ(strip_comments("a /\\\n/ comment\nb"), "a \nb");
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
