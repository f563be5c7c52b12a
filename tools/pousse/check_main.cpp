// check_main.cpp: pousse_check, the replay checker.
//
//   pousse_check LOG...   replays every game of every log (the archive's format, one per line)
//
// Prints one line per problem, naming the file, the line and (for a malformed record) the column,
// and a tally per end reason; exits 1 when a record is malformed, a game disagrees with the rules,
// or a log has no record, an empty line or a last line without its newline (a log cut short);
// exits 2 when a file cannot be read or is not a regular file.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "archive.h"

namespace {

// The whole file, or false when it is not a regular file that can be read.
bool read_log(const std::string& path, std::string& text, std::string& why) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) {
    why = std::filesystem::exists(path, ec) ? "not a regular file" : "no such file";
    return false;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    why = "cannot read";
    return false;
  }
  std::ostringstream s;
  s << in.rdbuf();  // an empty file sets s's failbit and leaves text empty, as it should
  text = s.str();
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: pousse_check LOG...\n";
    return 2;
  }
  std::map<std::string, int> tally;
  int games = 0, bad = 0, normal_ok = 0;
  for (int a = 1; a < argc; ++a) {
    const std::string path = argv[a];
    std::string text, why;
    if (!read_log(path, text, why)) {
      std::cerr << "pousse_check: " << path << ": " << why << "\n";
      return 2;
    }
    // Step 1. The referee writes one record per line, each ended by a newline, and nothing else.
    if (text.empty()) {
      std::cout << path << ": empty log: no game records\n";
      ++bad;
      continue;
    }
    std::size_t start = 0;
    for (int lineno = 1; start < text.size(); ++lineno) {
      const std::size_t end = text.find('\n', start);
      const std::string line =
          text.substr(start, end == std::string::npos ? std::string::npos : end - start);
      start = end == std::string::npos ? text.size() : end + 1;
      const std::string where = path + ":" + std::to_string(lineno) + ": ";
      if (end == std::string::npos) {
        std::cout << where << "the last line has no newline: the log was cut short\n";
        ++bad;
        continue;
      }
      if (line.empty()) {
        std::cout << where << "empty line\n";
        ++bad;
        continue;
      }

      // Step 2. The record's fields, then the game replayed by the rules.
      std::string error;
      auto rec = pousse::parse_record(line, &error);
      if (!rec) {
        std::cout << where << "malformed: " << error << "\n";
        ++bad;
        continue;
      }
      ++games;
      ++tally[rec->end];
      auto res = pousse::check_record(*rec);
      if (!res.ok) {
        std::cout << where << res.problem << "\n";
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
