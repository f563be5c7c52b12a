// files.h: writing a whole file, shared by every referee, so that a log, a results file or a
// generated input that cannot be written stops the run with the path and the reason instead of
// being lost without a word (a stream checked before it is flushed misses a full disk).
#pragma once

#include <string>

namespace contest {

// Writes text as the whole of the file at path (created or truncated; appended to with append),
// closes it and checks every step, the close included: a write the system refuses only when its
// buffer goes out (a full disk) is an error too. Throws std::runtime_error("cannot write PATH:
// REASON").
void write_file(const std::string& path, const std::string& text, bool append = false);

}  // namespace contest
