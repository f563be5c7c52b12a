// srcsize: prints a C/C++ file's character count without comments.
//
//   srcsize [--max N] [--std-only] FILE...
//
// Exits 1 if a file is over N characters, or (with --std-only) includes a header outside the C++17
// standard library; 2 on a usage or read error.
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "common/cli/cli.h"
#include "common/core/files.h"
#include "srcsize.h"

namespace {

const char* const kUsage = "usage: srcsize [--max N] [--std-only] FILE...\n";

int usage(const std::string& why) { return contest::cli::usage("srcsize", why); }

}  // namespace

int main(int argc, char** argv) {
  long max = -1;
  bool std_only = false;
  std::vector<std::string> paths;
  contest::cli::Command c("srcsize");
  c.whole("--max", max, 0, 999999999999);
  c.flag("--std-only", std_only);
  c.rest("FILE", paths);
  if (const std::optional<int> status = c.read_main(argc, argv, kUsage)) return *status;
  if (paths.empty()) return usage("no FILE given");
  int status = 0;
  for (const std::string& arg : paths) {
    std::string text, why;
    if (!contest::read_file(arg, text, why)) {
      std::cerr << "srcsize: cannot read " << arg << "\n";
      return 2;
    }
    std::size_t n = srcsize::count_code_chars(text);
    std::cout << arg << ": " << n << " characters without comments";
    if (max >= 0) std::cout << " (limit " << max << ")";
    std::cout << "\n";
    if (max >= 0 && n > static_cast<std::size_t>(max)) {
      std::cerr << "srcsize: " << arg << " is over the limit by " << n - max << "\n";
      status = 1;
    }
    if (std_only) {
      for (const auto& h : srcsize::nonstandard_includes(text)) {
        std::cerr << "srcsize: " << arg << " includes " << h
                  << ", which is not in the C++17 standard library\n";
        status = 1;
      }
    }
  }
  return status;
}
