// check_main.cpp: pousse_check, the replay checker.
//
//   pousse_check LOG...   replays every game of every log (the archive's format, one per line)
//
// Prints one line per disagreement and a tally per end reason; exits 1 when a record is malformed
// or a game disagrees with the rules, 2 when a file cannot be read.
#include <fstream>
#include <iostream>
#include <map>

#include "archive.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: pousse_check LOG...\n";
    return 2;
  }
  std::map<std::string, int> tally;
  int games = 0, bad = 0, normal_ok = 0;
  for (int a = 1; a < argc; ++a) {
    std::ifstream in(argv[a]);
    if (!in) {
      std::cerr << "pousse_check: cannot read " << argv[a] << "\n";
      return 2;
    }
    std::string line;
    for (int lineno = 1; std::getline(in, line); ++lineno) {
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
      std::string error;
      auto rec = pousse::parse_record(line, &error);
      if (!rec) {
        std::cout << argv[a] << ":" << lineno << ": malformed: " << error << "\n";
        ++bad;
        continue;
      }
      ++games;
      ++tally[rec->end];
      auto res = pousse::check_record(*rec);
      if (!res.ok) {
        std::cout << argv[a] << ":" << lineno << ": " << res.problem << "\n";
        ++bad;
      } else if (rec->end == pousse::kNormalEnd) {
        ++normal_ok;
      }
    }
  }
  for (const auto& [end, count] : tally) std::cout << count << "\t" << end << "\n";
  std::cout << "checked " << games << " games: " << normal_ok << " normally-ended games agree, "
            << bad << " problems\n";
  return bad ? 1 : 0;
}
