// files.cpp: see files.h.
#include "files.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>

namespace contest {

void write_file(const std::string& path, const std::string& text, bool append) {
  errno = 0;
  std::FILE* f = std::fopen(path.c_str(), append ? "ab" : "wb");
  bool ok = f && std::fwrite(text.data(), 1, text.size(), f) == text.size();
  // fclose flushes the buffer: its failure is the write's.
  if (f && std::fclose(f) != 0) ok = false;
  if (!ok)
    throw std::runtime_error("cannot write " + path + ": " +
                             (errno ? std::strerror(errno) : "short write"));
}

}  // namespace contest
