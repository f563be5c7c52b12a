// text.cpp: see text.h.
#include "common/core/text.h"

namespace contest {

std::string shown(const std::string& text, std::size_t max) {
  static const char* const kHex = "0123456789abcdef";
  std::string out;
  for (std::size_t k = 0; k < text.size() && k < max; ++k) {
    const unsigned char c = static_cast<unsigned char>(text[k]);
    if (c >= ' ' && c <= '~')
      out += static_cast<char>(c);
    else
      out += std::string("\\x") + kHex[c >> 4] + kHex[c & 15];
  }
  return text.size() > max ? out + "..." : out;
}

}  // namespace contest
