// srcsize: prints a C/C++ file's character count without comments.
//
//   srcsize [--max N] [--std-only] FILE...
//
// Exits 1 if a file is over N characters, or (with --std-only) includes a header outside the C++17
// standard library; 2 on a usage or read error.
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "common/numbers.h"
#include "srcsize.h"

int main(int argc, char** argv) {
  long max = -1;
  bool std_only = false;
  int status = 0, files = 0;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--max") {
      long long v = 0;
      if (i + 1 >= argc || !contest::parse_whole(argv[i + 1], 0, 999999999999, v)) {
        std::cerr << "srcsize: --max: expected a whole number from 0 to 999999999999, got '"
                  << (i + 1 < argc ? argv[i + 1] : "") << "' (see --help)\n";
        return 2;
      }
      max = static_cast<long>(v), ++i;
    } else if (arg == "--std-only") {
      std_only = true;
    } else if (arg == "-h" || arg == "--help") {
      std::cout << "usage: srcsize [--max N] [--std-only] FILE...\n";
      return 0;
    } else {
      std::ifstream in(arg, std::ios::binary);
      if (!in) {
        std::cerr << "srcsize: cannot read " << arg << "\n";
        return 2;
      }
      std::ostringstream text;
      text << in.rdbuf();
      ++files;
      std::size_t n = srcsize::count_code_chars(text.str());
      std::cout << arg << ": " << n << " characters without comments";
      if (max >= 0) std::cout << " (limit " << max << ")";
      std::cout << "\n";
      if (max >= 0 && n > static_cast<std::size_t>(max)) {
        std::cerr << "srcsize: " << arg << " is over the limit by " << n - max << "\n";
        status = 1;
      }
      if (std_only) {
        for (const auto& h : srcsize::nonstandard_includes(text.str())) {
          std::cerr << "srcsize: " << arg << " includes " << h
                    << ", which is not in the C++17 standard library\n";
          status = 1;
        }
      }
    }
  }
  if (files == 0) {
    std::cerr << "usage: srcsize [--max N] [--std-only] FILE...\n";
    return 2;
  }
  return status;
}
