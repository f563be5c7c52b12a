// numbers.h: the one rule by which the tools read a number from a command line.
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

}  // namespace contest
