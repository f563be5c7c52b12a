// numbers: the three readers of tools/common/core/numbers.h against a second, plainer reading of
// their comments. Every input is read by each reader with several ranges, and the harness stops
// (abort) when a reader's answer (accept or refuse, and the value) differs from the comment's rule,
// or when what it accepts does not print back: parse_whole's value is the digits without leading
// zeros, parse_seconds' is exactly the text it read (a log holds what its writer printed), and
// parse_option_seconds' milliseconds are the text's value exactly (three decimals at most, so no
// rounding). Each accepted value is also read again at its bounds (lo = hi = value accepts, one
// off refuses) and, printed back, read to the same value.
#include "common/core/numbers.h"

#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iomanip>
#include <sstream>
#include <string>

namespace {

void fail(const char* what, const std::string& text) {
  std::fprintf(stderr, "PROPERTY numbers: %s on \"%s\"\n", what, text.c_str());
  std::abort();
}

bool all_digits(const std::string& s) {
  if (s.empty()) return false;
  for (char ch : s)
    if (ch < '0' || ch > '9') return false;
  return true;
}

// The value of at most 18 digits (fits a long long).
long long value_of(const std::string& digits) {
  long long v = 0;
  for (char ch : digits) v = v * 10 + (ch - '0');
  return v;
}

std::string three_decimals(long long ms) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%lld.%03lld", ms / 1000, ms % 1000);
  return buf;
}

// The ranges every text is read with: wide, the tools' usual ones and a few narrow ones.
const long long kRanges[][2] = {
    {0, LLONG_MAX}, {LLONG_MIN, LLONG_MAX}, {0, 10}, {1, 86400000}, {1, 1000}, {5, 5}, {100, 99}};

// parse_whole: 1 to 18 digits and nothing else, value from lo to hi.
void check_whole(const std::string& text) {
  const bool form = all_digits(text) && text.size() <= 18;
  const long long want = form ? value_of(text) : 0;
  for (const auto& r : kRanges) {
    long long v = -7;
    const bool ok = contest::parse_whole(text, r[0], r[1], v);
    if (ok != (form && want >= r[0] && want <= r[1])) fail("parse_whole accepts wrongly", text);
    if (!ok) continue;
    if (v != want) fail("parse_whole reads a wrong value", text);
    // Printed back: the same digits, leading zeros aside ("007" is 7: the decimals need them).
    const std::size_t lead = text.find_first_not_of('0');
    const std::string bare = lead == std::string::npos ? "0" : text.substr(lead);
    if (std::to_string(v) != bare) fail("parse_whole does not print back", text);
  }
  if (!form) return;
  long long v = 0;
  if (!contest::parse_whole(text, want, want, v) || v != want)
    fail("parse_whole refuses its own value as both bounds", text);
  if (want > 0 && contest::parse_whole(text, LLONG_MIN, want - 1, v))
    fail("parse_whole accepts above hi", text);
  if (contest::parse_whole(text, want + 1, LLONG_MAX, v))
    fail("parse_whole accepts below lo", text);
}

// parse_seconds: "0" or 1 to 12 digits without a leading zero, a point, exactly three digits.
void check_seconds(const std::string& text) {
  const std::size_t point = text.find('.');
  bool form = point != std::string::npos && text.size() == point + 4;
  long long want = 0;
  if (form) {
    const std::string whole = text.substr(0, point), decimals = text.substr(point + 1);
    form = all_digits(whole) && whole.size() <= 12 && (whole == "0" || whole[0] != '0') &&
           all_digits(decimals);
    if (form) want = value_of(whole) * 1000 + value_of(decimals);
  }
  for (const auto& r : kRanges) {
    long long ms = -7;
    const bool ok = contest::parse_seconds(text, r[0], r[1], ms);
    if (ok != (form && want >= r[0] && want <= r[1])) fail("parse_seconds accepts wrongly", text);
    if (!ok) continue;
    if (ms != want) fail("parse_seconds reads a wrong value", text);
    if (three_decimals(ms) != text) fail("parse_seconds does not print back", text);
  }
  if (!form) return;
  long long ms = 0;
  if (!contest::parse_seconds(text, want, want, ms) || ms != want)
    fail("parse_seconds refuses its own value as both bounds", text);
  // The writers print seconds as a double with std::fixed and three decimals (boxing's referee):
  // that reads back to the same milliseconds up to 10^12 ms, 31 years.
  if (want <= 1000000000000) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(3) << want / 1000.0;
    if (!contest::parse_seconds(out.str(), 0, LLONG_MAX, ms) || ms != want)
      fail("parse_seconds does not read a writer's double back", text);
  }
}

// parse_option_seconds: whole seconds (digits, at most 999999999999), optionally a point and one
// to three digits; the value in milliseconds is exact.
void check_option_seconds(const std::string& text) {
  const std::size_t point = text.find('.');
  const std::string whole = text.substr(0, point);
  const std::string decimals = point == std::string::npos ? "" : text.substr(point + 1);
  const bool form = all_digits(whole) && whole.size() <= 18 && value_of(whole) <= 999999999999 &&
                    (point == std::string::npos || (all_digits(decimals) && decimals.size() <= 3));
  long long want = 0;
  if (form) want = value_of(whole) * 1000 + value_of((decimals + "000").substr(0, 3));
  for (const auto& r : kRanges) {
    long long ms = -7;
    const bool ok = contest::parse_option_seconds(text, r[0], r[1], ms);
    if (ok != (form && want >= r[0] && want <= r[1]))
      fail("parse_option_seconds accepts wrongly", text);
    if (ok && ms != want) fail("parse_option_seconds reads a wrong value", text);
  }
  if (!form) return;
  // The value printed back, with three decimals and in its shortest form, reads the same.
  std::string shortest = three_decimals(want);
  while (shortest.back() == '0') shortest.pop_back();
  if (shortest.back() == '.') shortest.pop_back();
  for (const std::string& again : {three_decimals(want), shortest}) {
    long long ms = -7;
    if (!contest::parse_option_seconds(again, want, want, ms) || ms != want)
      fail("parse_option_seconds does not read its value printed back", text);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // The whole input, and each of its lines (a seed file holds several numbers).
  const std::string input(reinterpret_cast<const char*>(data), size);
  std::size_t start = 0;
  for (;;) {
    const std::size_t end = input.find('\n', start);
    const std::string text = input.substr(start, end - start);
    check_whole(text);
    check_seconds(text);
    check_option_seconds(text);
    if (end == std::string::npos) break;
    start = end + 1;
  }
  if (input.find('\n') != std::string::npos) {
    check_whole(input);
    check_seconds(input);
    check_option_seconds(input);
  }
  return 0;
}
