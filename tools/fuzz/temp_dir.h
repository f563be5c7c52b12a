// temp_dir.h: the file through which a harness hands an entry its input (a state file, a square
// file, solved values), in a fresh directory removed at exit. In memory when it can be: a file
// written and read back per input on a disk costs milliseconds, most of the run.
#pragma once

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

inline std::string fuzz_temp_file(const char* harness, const char* leaf) {
  static std::string dir, file;
  for (const char* base : {"/dev/shm", "/tmp"}) {
    if (access(base, W_OK) != 0) continue;
    dir = std::string(base) + "/fuzz-" + harness + "-XXXXXX";
    if (!mkdtemp(&dir[0])) continue;
    file = dir + "/" + leaf;
    std::atexit([] { std::remove(file.c_str()), rmdir(dir.c_str()); });
    return file;
  }
  std::fprintf(stderr, "%s: cannot make a temporary directory\n", harness);
  std::abort();
}
