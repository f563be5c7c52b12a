// files.cpp: see files.h.
#include "common/core/files.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
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

bool read_file(const std::string& path, std::string& text, std::string& why) {
  std::error_code ec;
  text.clear();
  if (!std::filesystem::is_regular_file(path, ec)) {
    why = std::filesystem::exists(path, ec) ? "not a regular file" : "no such file";
    return false;
  }
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  if (in) s << in.rdbuf();  // an empty file sets s's failbit and leaves the text empty
  if (!in || in.bad()) {
    why = "cannot read";
    return false;
  }
  text = s.str();
  return true;
}

std::string read_file(const std::string& path) {
  std::string text, why;
  if (!read_file(path, text, why)) throw std::runtime_error("cannot read " + path + ": " + why);
  return text;
}

}  // namespace contest
