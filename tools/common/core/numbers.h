// numbers.h: the one rule by which the tools read a number from a command line or a log, and the
// one rule for a number of seconds in a log.
#pragma once

#include <cstdlib>
#include <cstring>
#include <string>

namespace contest {

// True when text is a whole decimal number (digits only: no sign, no space, nothing after it) from
// lo to hi, stored in v. "5x", "", "-1", "1e99", "0x10" and numbers of over 18 digits are refused.
inline bool parse_whole(const std::string& text, long long lo, long long hi, long long& v) {
  if (text.empty() || text.size() > 18 || text.find_first_not_of("0123456789") != std::string::npos)
    return false;
  v = std::strtoll(text.c_str(), nullptr, 10);
  return v >= lo && v <= hi;
}

// True when text is a number of seconds as the tools write one with std::fixed and three
// decimals: whole seconds (digits only, no leading zero but "0" itself, at most 12 digits), a
// point and exactly three digits; the value in milliseconds, from lo_ms to hi_ms, is stored in ms.
// "0.123" and "12.000" are read; "1.5", ".500", "1.", "01.000", "-0.100", "+1.000", "1e3" and
// "1.000 " are refused: a log holds what its writer printed and nothing else.
inline bool parse_seconds(const std::string& text, long long lo_ms, long long hi_ms,
                          long long& ms) {
  const std::size_t point = text.find('.');
  if (point == std::string::npos || point == 0 || point > 12 || text.size() != point + 4)
    return false;
  const std::string whole = text.substr(0, point), decimals = text.substr(point + 1);
  long long seconds = 0, millis = 0;
  if ((whole.size() > 1 && whole[0] == '0') || !parse_whole(whole, 0, 999999999999, seconds) ||
      !parse_whole(decimals, 0, 999, millis))
    return false;
  ms = seconds * 1000 + millis;
  return ms >= lo_ms && ms <= hi_ms;
}

// True when text is a number of seconds as a person types one on a command line: whole seconds
// (digits only), optionally a point and one to three digits; the value in milliseconds, from lo_ms
// to hi_ms, is stored in ms. "600", "0.5" and "2.125" are read; "1.2345", ".5", "1.", "-1", "1e3",
// "inf" and "5x" are refused.
inline bool parse_option_seconds(const std::string& text, long long lo_ms, long long hi_ms,
                                 long long& ms) {
  const std::size_t point = text.find('.');
  const std::string whole = text.substr(0, point);
  const std::string decimals = point == std::string::npos ? "" : text.substr(point + 1);
  long long seconds = 0, millis = 0;
  if (!parse_whole(whole, 0, 999999999999, seconds)) return false;
  if (point != std::string::npos && (decimals.size() > 3 || !parse_whole(decimals, 0, 999, millis)))
    return false;
  for (std::size_t n = decimals.size(); point != std::string::npos && n < 3; ++n) millis *= 10;
  ms = seconds * 1000 + millis;
  return ms >= lo_ms && ms <= hi_ms;
}

}  // namespace contest
