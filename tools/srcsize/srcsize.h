// srcsize.h: the contest's source limits for a single-file entry.
//
// count_code_chars: characters of source not counting comments. A comment is removed whole (a
// line comment up to, not including, its newline); string, character and raw string literals are
// kept as they are, so a "//" inside a literal is code. Backslash-newline splices lines first, as
// the compiler does, so a line comment ending in a backslash runs on.
// nonstandard_includes: every #include that is not a header of the C++17 standard library.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace srcsize {

std::size_t count_code_chars(std::string_view source);

// Returns the source with comments removed (what count_code_chars counts).
std::string strip_comments(std::string_view source);

// Header names (without brackets) of #include lines outside the C++17 standard library,
// including any quoted include.
std::vector<std::string> nonstandard_includes(std::string_view source);

bool is_standard_header(std::string_view name);

}  // namespace srcsize
