// text.h: a piece of untrusted text (a log's field, a program's output) as a message shows it.
#pragma once

#include <cstddef>
#include <string>

namespace contest {

// At most `max` characters, each byte outside printable ASCII written as \xNN, "..." after a cut:
// a NUL, a CR or a 10 MB field in a log still makes a readable one-line message.
std::string shown(const std::string& text, std::size_t max = 40);

}  // namespace contest
