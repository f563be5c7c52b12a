// replay_main.cpp: the Showdown replay checker. Re-plays each log given on the command line with
// the rules and checks every input, reply, skipped turn, the outcome and both scores.
// Exit status: 0 when every log is consistent, 1 when one is not, 2 on a usage error.
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
    std::ifstream in(argv[i]);
    if (!in) {
      std::cerr << argv[i] << ": cannot open\n";
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
