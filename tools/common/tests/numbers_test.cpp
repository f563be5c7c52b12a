// Tests of the one rule for numbers (tools/common/numbers.h): whole numbers and log seconds.
#include "common/numbers.h"

#include <gtest/gtest.h>

namespace {

TEST(Numbers, WholeNumbersAreReadWholeAndInRange) {
  long long v = -1;
  EXPECT_TRUE(contest::parse_whole("0", 0, 10, v));
  EXPECT_EQ(v, 0);
  EXPECT_TRUE(contest::parse_whole("10", 0, 10, v));
  EXPECT_EQ(v, 10);
  for (const char* bad :
       {"", "11", "-1", "+1", "5x", " 5", "5 ", "1e99", "0x10", "1.5", "1234567890123456789"})
    EXPECT_FALSE(contest::parse_whole(bad, 0, 10, v)) << bad;
}

TEST(Numbers, SecondsHaveExactlyThreeDecimals) {
  long long ms = -1;
  EXPECT_TRUE(contest::parse_seconds("0.123", 0, 100000, ms));
  EXPECT_EQ(ms, 123);
  EXPECT_TRUE(contest::parse_seconds("0.000", 0, 100000, ms));
  EXPECT_EQ(ms, 0);
  EXPECT_TRUE(contest::parse_seconds("12.005", 0, 100000, ms));
  EXPECT_EQ(ms, 12005);
  EXPECT_TRUE(contest::parse_seconds("1.000", 0, 1000, ms));
  EXPECT_EQ(ms, 1000);
  EXPECT_FALSE(contest::parse_seconds("1.001", 0, 1000, ms));  // over the range
  EXPECT_FALSE(contest::parse_seconds("9999.000", 0, 1000, ms));
  for (const char* bad :
       {"",       "1",      "1.",     ".500",   "1.5",    "1.50",    "1.5000",
        "01.000", "00.100", "-0.100", "+1.000", "1e3",    "1.0e3",   "0x1.000",
        " 1.000", "1.000 ", "1,000",  "1.00a",  "banana", "1.000\r", "1234567890123.000"})
    EXPECT_FALSE(contest::parse_seconds(bad, 0, 1000000000, ms)) << bad;
}

}  // namespace

TEST(Numbers, OptionSecondsHaveAtMostThreeDecimals) {
  long long ms = 0;
  EXPECT_TRUE(contest::parse_option_seconds("600", 1, 86400000, ms));
  EXPECT_EQ(ms, 600000);
  EXPECT_TRUE(contest::parse_option_seconds("0.5", 1, 86400000, ms));
  EXPECT_EQ(ms, 500);
  EXPECT_TRUE(contest::parse_option_seconds("2.125", 1, 86400000, ms));
  EXPECT_EQ(ms, 2125);
  for (const char* bad : {"", "1.2345", ".5", "1.", "-1", "1e3", "inf", "nan", "5x", "0", "0.000",
                          "86400.001", "99999999999999999999", " 1"})
    EXPECT_FALSE(contest::parse_option_seconds(bad, 1, 86400000, ms)) << bad;
}
