// files.h: reading and writing a whole file, shared by every tool, so that a log, a results file
// or a generated input that cannot be written stops the run with the path and the reason instead
// of being lost without a word (a stream checked before it is flushed misses a full disk), and a
// file that cannot be read says why in the same words everywhere.
#pragma once

#include <string>

namespace contest {

// Writes text as the whole of the file at path (created or truncated; appended to with append),
// closes it and checks every step, the close included: a write the system refuses only when its
// buffer goes out (a full disk) is an error too. Throws std::runtime_error("cannot write PATH:
// REASON").
void write_file(const std::string& path, const std::string& text, bool append = false);

// Reads the whole of the regular file at path into text. False, with why "no such file", "not a
// regular file" or "cannot read", when it cannot (a directory, a FIFO or a device is no file to
// read whole). An empty file is read as "".
bool read_file(const std::string& path, std::string& text, std::string& why);
// The same, throwing std::runtime_error("cannot read PATH: WHY").
std::string read_file(const std::string& path);

}  // namespace contest
