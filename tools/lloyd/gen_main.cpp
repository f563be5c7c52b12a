// lloyd_gen: writes seeded random squares, uniform over all 25! arrangements. `lloyd_gen --help`
// says how; the text is kHelp below, pinned by LloydTools.GenHelpText.
#include <cstdio>
#include <fstream>
#include <string>

#include "common/numbers.h"
#include "rules.h"

namespace {

const char* const kHelp =
    "usage: lloyd_gen SEED               one square on stdout (the 30-byte file form)\n"
    "       lloyd_gen SEED COUNT DIR     COUNT files DIR/square-SEED-I.txt, square I from seed\n"
    "                                    SEED + I\n"
    "Writes seeded random Lloyd's Dilemma squares, uniform over all 25! arrangements (the\n"
    "referee's random:SEED:COUNT squares are the same).\n"
    "arguments:\n"
    "  SEED               a whole number, 0 to 999999999999999999\n"
    "  COUNT              a whole number, 1 to 100000\n"
    "  DIR                an existing directory\n"
    "options:\n"
    "  -h, --help         this text\n"
    "Exits 0 when done, 1 when a file could not be written, 2 on bad usage or a malformed\n"
    "number.\n";

int usage(const std::string& why) {
  std::fprintf(stderr, "lloyd_gen: %s (see --help)\n", why.c_str());
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (std::string(argv[i]) == "-h" || std::string(argv[i]) == "--help") {
      std::fputs(kHelp, stdout);
      return 0;
    }
  if (argc != 2 && argc != 4) return usage("expected SEED, or SEED COUNT DIR");
  long long seed = 0, count = 1;
  if (!contest::parse_whole(argv[1], 0, 999999999999999999, seed))
    return usage(std::string("SEED: expected a whole number from 0 to 999999999999999999, got '") +
                 argv[1] + "'");
  if (argc == 4 && !contest::parse_whole(argv[2], 1, 100000, count))
    return usage(std::string("COUNT: expected a whole number from 1 to 100000, got '") + argv[2] +
                 "'");
  if (argc == 2) {
    std::fputs(lloyd::to_text(lloyd::random_square(seed)).c_str(), stdout);
    return 0;
  }
  for (int i = 0; i < count; ++i) {
    std::string path =
        std::string(argv[3]) + "/square-" + argv[1] + "-" + std::to_string(i) + ".txt";
    std::ofstream out(path, std::ios::binary);
    out << lloyd::to_text(lloyd::random_square(seed + i));
    if (!out) {
      std::fprintf(stderr, "lloyd_gen: cannot write %s\n", path.c_str());
      return 1;
    }
  }
  return 0;
}
