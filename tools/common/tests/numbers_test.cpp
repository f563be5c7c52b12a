// Tests of the one rule for numbers (tools/common/core/numbers.h): whole numbers and log seconds.
#include "common/core/numbers.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <utility>

namespace {

// A reader of numbers: true and the value, or false.
using Reader = bool (*)(const std::string&, long long, long long, long long&);

// Each text of `good` is read as its value, none of `bad` is, within lo to hi.
void expect_reads(Reader read, long long lo, long long hi,
                  std::initializer_list<std::pair<const char*, long long>> good,
                  std::initializer_list<const char*> bad) {
  for (const auto& [text, value] : good) {
    long long v = -1;
    EXPECT_TRUE(read(text, lo, hi, v)) << text;
    EXPECT_EQ(v, value) << text;
  }
  for (const char* text : bad) {
    long long v = -1;
    EXPECT_FALSE(read(text, lo, hi, v)) << text;
  }
}

TEST(Numbers, WholeNumbersAreReadWholeAndInRange) {
  expect_reads(
      contest::parse_whole, 0, 10, {{"0", 0}, {"10", 10}},
      {"", "11", "-1", "+1", "5x", " 5", "5 ", "1e99", "0x10", "1.5", "1234567890123456789"});
}

TEST(Numbers, SecondsHaveExactlyThreeDecimals) {
  expect_reads(contest::parse_seconds, 0, 100000,
               {{"0.123", 123}, {"0.000", 0}, {"12.005", 12005}, {"1.000", 1000}}, {});
  expect_reads(contest::parse_seconds, 0, 1000, {}, {"1.001", "9999.000"});  // over the range
  expect_reads(contest::parse_seconds, 0, 1000000000, {},
               {"",       "1",      "1.",     ".500",   "1.5",    "1.50",    "1.5000",
                "01.000", "00.100", "-0.100", "+1.000", "1e3",    "1.0e3",   "0x1.000",
                " 1.000", "1.000 ", "1,000",  "1.00a",  "banana", "1.000\r", "1234567890123.000"});
}

}  // namespace

TEST(Numbers, OptionSecondsHaveAtMostThreeDecimals) {
  expect_reads(contest::parse_option_seconds, 1, 86400000,
               {{"600", 600000}, {"0.5", 500}, {"2.125", 2125}},
               {"", "1.2345", ".5", "1.", "-1", "1e3", "inf", "nan", "5x", "0", "0.000",
                "86400.001", "99999999999999999999", " 1"});
}
