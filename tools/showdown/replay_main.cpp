// replay_main.cpp: the Showdown replay checker. Re-plays each log given on the command line with
// the rules and checks every input, reply, skipped turn, the outcome and both scores.
// Exit status: 0 when every log is consistent, 1 when one is not (or is empty, cut short, or not a
// regular file), 2 on a usage error.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "log_check.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: showdown_replay LOG...\n";
    return 2;
  }
  int bad = 0;
  for (int i = 1; i < argc; ++i) {
    // A log is a regular file: a directory would read as empty, a FIFO could block.
    std::error_code ec;
    if (!std::filesystem::is_regular_file(argv[i], ec)) {
      std::cout << argv[i] << ": INVALID: "
                << (std::filesystem::exists(argv[i], ec) ? "not a regular file" : "no such file")
                << "\n";
      ++bad;
      continue;
    }
    std::ifstream in(argv[i], std::ios::binary);
    if (!in) {
      std::cout << argv[i] << ": INVALID: cannot open\n";
      ++bad;
      continue;
    }
    std::stringstream text;
    text << in.rdbuf();
    const std::string problem = showdown::verify_log(text.str());
    if (problem.empty()) {
      std::cout << argv[i] << ": ok\n";
    } else {
      std::cout << argv[i] << ": INVALID: " << problem << "\n";
      ++bad;
    }
  }
  return bad ? 1 : 0;
}
