// test_files.h: the files a test writes and reads back (header-only, as run_command.h: the tests of
// each game build on their own): a fresh temporary path, a file's lines.
#pragma once

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace contest::test {

// A path in the test's temporary directory, prefix and name joined, with no file there yet.
inline std::string temp_path(const std::string& prefix, const std::string& name) {
  const std::string path = testing::TempDir() + prefix + name;
  std::remove(path.c_str());
  return path;
}

// The lines of a file, without their newlines; none when it cannot be read.
inline std::vector<std::string> lines_of(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace contest::test
