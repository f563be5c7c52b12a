// srcsize.cpp: comment stripping and include checks for single-file entries.
#include "srcsize.h"

#include <algorithm>
#include <cctype>
#include <iterator>

namespace srcsize {

namespace {

// Skips a backslash-newline splice at i, if any; returns the index after it.
std::size_t skip_splices(std::string_view s, std::size_t i) {
  while (i + 1 < s.size() && s[i] == '\\' && s[i + 1] == '\n') i += 2;
  return i;
}

// Index of the character after a quoted literal starting at i (s[i] is the quote).
std::size_t end_of_literal(std::string_view s, std::size_t i) {
  const char quote = s[i++];
  while (i < s.size() && s[i] != quote && s[i] != '\n') i += s[i] == '\\' ? 2 : 1;
  return std::min(s.size(), i + 1);
}

// If a raw string literal R"delim( starts at i, the index after its closing )delim".
std::size_t end_of_raw_literal(std::string_view s, std::size_t i) {
  std::size_t open = s.find('(', i + 2);
  if (open == std::string_view::npos) return s.size();
  std::string close = ")" + std::string(s.substr(i + 2, open - i - 2)) + "\"";
  std::size_t end = s.find(close, open + 1);
  return end == std::string_view::npos ? s.size() : end + close.size();
}

bool starts_raw_literal(std::string_view s, std::size_t i) {
  if (s[i] != 'R' || i + 1 >= s.size() || s[i + 1] != '"') return false;
  // R must not be the tail of an identifier (u8R, LR, uR, UR prefixes are raw too).
  if (i == 0) return true;
  char p = s[i - 1];
  if (!(std::isalnum(static_cast<unsigned char>(p)) || p == '_')) return true;
  std::size_t b = i;
  while (b > 0 && (std::isalnum(static_cast<unsigned char>(s[b - 1])) || s[b - 1] == '_')) --b;
  std::string_view prefix = s.substr(b, i - b);
  return prefix == "u8" || prefix == "u" || prefix == "U" || prefix == "L";
}

constexpr std::string_view kStandardHeaders[] = {
    // C++17 library headers.
    "algorithm", "any", "array", "atomic", "bitset", "cassert", "cctype", "cerrno", "cfenv",
    "cfloat", "charconv", "chrono", "cinttypes", "climits", "clocale", "cmath", "codecvt",
    "complex", "condition_variable", "csetjmp", "csignal", "cstdarg", "cstddef", "cstdint",
    "cstdio", "cstdlib", "cstring", "ctime", "cuchar", "cwchar", "cwctype", "deque", "exception",
    "execution", "filesystem", "forward_list", "fstream", "functional", "future",
    "initializer_list", "iomanip", "ios", "iosfwd", "iostream", "istream", "iterator", "limits",
    "list", "locale", "map", "memory", "memory_resource", "mutex", "new", "numeric", "optional",
    "ostream", "queue", "random", "ratio", "regex", "scoped_allocator", "set", "shared_mutex",
    "sstream", "stack", "stdexcept", "streambuf", "string", "string_view", "system_error", "thread",
    "tuple", "type_traits", "typeindex", "typeinfo", "unordered_map", "unordered_set", "utility",
    "valarray", "variant", "vector",
    // The C library headers in their C form, which C++17 keeps (deprecated, but standard).
    "assert.h", "ctype.h", "errno.h", "fenv.h", "float.h", "inttypes.h", "limits.h", "locale.h",
    "math.h", "setjmp.h", "signal.h", "stdarg.h", "stddef.h", "stdint.h", "stdio.h", "stdlib.h",
    "string.h", "time.h", "uchar.h", "wchar.h", "wctype.h"};

}  // namespace

std::string strip_comments(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  std::size_t i = 0;
  while (i < s.size()) {
    std::size_t j = skip_splices(s, i);
    if (j != i) {  // keep splices of code lines as they are
      out.append(s.substr(i, j - i));
      i = j;
      continue;
    }
    std::size_t next = skip_splices(s, i + 1);
    if (s[i] == '/' && next < s.size() && s[next] == '/') {
      // Line comment: runs to the first newline that is not spliced.
      i = next + 1;
      while (i < s.size() && s[i] != '\n')
        i = s[i] == '\\' ? std::max(i + 1, skip_splices(s, i)) : i + 1;
    } else if (s[i] == '/' && next < s.size() && s[next] == '*') {
      std::size_t end = s.find("*/", next + 1);
      i = end == std::string_view::npos ? s.size() : end + 2;
    } else if (starts_raw_literal(s, i)) {
      std::size_t end = end_of_raw_literal(s, i);
      out.append(s.substr(i, end - i));
      i = end;
    } else if (s[i] == '"' || s[i] == '\'') {
      // A digit separator (1'000'000) is not a character literal.
      if (s[i] == '\'' && i > 0 && std::isxdigit(static_cast<unsigned char>(s[i - 1])) &&
          i + 1 < s.size() && std::isxdigit(static_cast<unsigned char>(s[i + 1]))) {
        bool number = false;
        for (std::size_t b = i; b > 0; --b) {
          char c = s[b - 1];
          if (std::isalnum(static_cast<unsigned char>(c)) || c == '\'' || c == '_' || c == '.') {
            number = std::isdigit(static_cast<unsigned char>(c)) != 0;
            continue;
          }
          break;
        }
        if (number) {
          out += s[i++];
          continue;
        }
      }
      std::size_t end = end_of_literal(s, i);
      out.append(s.substr(i, end - i));
      i = end;
    } else {
      out += s[i++];
    }
  }
  return out;
}

std::size_t count_code_chars(std::string_view source) { return strip_comments(source).size(); }

bool is_standard_header(std::string_view name) {
  return std::find(std::begin(kStandardHeaders), std::end(kStandardHeaders), name) !=
         std::end(kStandardHeaders);
}

std::vector<std::string> nonstandard_includes(std::string_view source) {
  std::vector<std::string> bad;
  const std::string code = strip_comments(source);
  std::size_t pos = 0;
  while (pos < code.size()) {
    std::size_t eol = code.find('\n', pos);
    if (eol == std::string::npos) eol = code.size();
    std::string_view line(code.data() + pos, eol - pos);
    pos = eol + 1;
    std::size_t k = line.find_first_not_of(" \t");
    if (k == std::string_view::npos || line[k] != '#') continue;
    k = line.find_first_not_of(" \t", k + 1);
    if (k == std::string_view::npos || line.substr(k, 7) != "include") continue;
    k = line.find_first_not_of(" \t", k + 7);
    if (k == std::string_view::npos) continue;
    char close = line[k] == '<' ? '>' : line[k] == '"' ? '"' : 0;
    std::size_t end = close ? line.find(close, k + 1) : std::string_view::npos;
    if (end == std::string_view::npos) {
      bad.emplace_back(line.substr(k));  // a macro include cannot be checked
      continue;
    }
    std::string name(line.substr(k + 1, end - k - 1));
    if (close == '"' || !is_standard_header(name)) bad.push_back(name);
  }
  return bad;
}

}  // namespace srcsize
