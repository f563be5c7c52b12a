// shootemup_replay: re-verifies a Shot-Em-Up arena output without running any robot.
//
//   shootemup_replay [--move-ms N] [--max-pairs N] [LOG]      (no LOG or "-": standard input)
//
// Re-runs the arena's own rules and seeded random robot on the log, with the robot's replies taken
// from the log, and compares every line the arena would write with the log's. --move-ms and
// --max-pairs are the arena's; by default they are read from the log (see replay.h). Exits 0 when
// the log verifies, printing its totals; 1 at the first line that differs (tampered, or not an
// arena output); 3 when the log is consistent up to a combat that cannot be checked (a combat after
// an R round with no G since); 2 on a usage error or an unreadable file.
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "replay.h"

namespace {

int usage(const std::string& why) {
  std::cerr << "shootemup_replay: " << why << "\n"
            << "usage: shootemup_replay [--move-ms N] [--max-pairs N] [LOG]\n";
  return 2;
}

bool parse_positive(const char* text, long& value) {
  char* end = nullptr;
  value = std::strtol(text, &end, 10);
  return end && *end == '\0' && end != text && value > 0 && value <= 1000000000;
}

}  // namespace

int main(int argc, char** argv) {
  shootemup::ReplayOptions options;
  int i = 1;
  for (long value = 0; i < argc && std::string(argv[i]).rfind("--", 0) == 0; i += 2) {
    const std::string flag = argv[i];
    if (i + 1 >= argc || !parse_positive(argv[i + 1], value))
      return usage(flag + " needs a positive integer");
    if (flag == "--move-ms")
      options.move_ms = value;
    else if (flag == "--max-pairs")
      options.max_pairs = static_cast<int>(value);
    else
      return usage("unknown option " + flag);
  }
  if (argc - i > 1) return usage("more than one log given");
  const std::string name = i < argc ? argv[i] : "-";
  std::ifstream file;
  if (name != "-") {
    file.open(name, std::ios::binary);
    if (!file) return usage("cannot read " + name);
  }
  std::istream& in = name == "-" ? std::cin : file;
  std::vector<std::string> log;
  for (std::string line; std::getline(in, line);) log.push_back(line);
  if (in.bad()) return usage("cannot read " + name);

  const shootemup::ReplayReport report = shootemup::check_replay(log, options);
  const shootemup::ArenaTotals& t = report.totals;
  if (report.ok()) {
    std::cout << "verified " << report.lines << " lines: combats " << t.combats << " wins "
              << t.wins << " loses " << t.losses << " errors " << t.errors << " capped " << t.capped
              << " (" << report.round_combats
              << " of them in R rounds, checked by their round lines only)\n";
    return 0;
  }
  using Verdict = shootemup::ReplayReport::Verdict;
  std::cerr << name << ":" << report.line << ": "
            << (report.verdict == Verdict::Unverifiable ? "cannot verify: " : "mismatch: ")
            << report.message << "\n";
  return report.verdict == Verdict::Unverifiable ? 3 : 1;
}
