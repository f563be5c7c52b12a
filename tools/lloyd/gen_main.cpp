// lloyd_gen: writes seeded random squares, uniform over all 25! arrangements. `lloyd_gen --help`
// says how; the text is kHelp below, pinned by LloydTools.GenHelpText.
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "common/cli/cli.h"
#include "common/core/files.h"
#include "common/core/numbers.h"
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

int usage(const std::string& why) { return contest::cli::usage("lloyd_gen", why); }

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> words;
  contest::cli::Command c("lloyd_gen");
  c.rest("ARG", words);
  if (const std::optional<int> status = c.read_main(argc, argv, kHelp)) return *status;
  if (words.size() != 1 && words.size() != 3) return usage("expected SEED, or SEED COUNT DIR");
  long long seed = 0, count = 1;
  if (!contest::parse_whole(words[0], 0, 999999999999999999, seed))
    return usage("SEED: " + contest::cli::refusal(
                                "expected a whole number from 0 to 999999999999999999", words[0]));
  if (words.size() == 3 && !contest::parse_whole(words[1], 1, 100000, count))
    return usage("COUNT: " +
                 contest::cli::refusal("expected a whole number from 1 to 100000", words[1]));
  if (words.size() == 1) {
    std::fputs(lloyd::to_text(lloyd::random_square(seed)).c_str(), stdout);
    return 0;
  }
  for (int i = 0; i < count; ++i) {
    std::string path = words[2] + "/square-" + words[0] + "-" + std::to_string(i) + ".txt";
    try {
      contest::write_file(path, lloyd::to_text(lloyd::random_square(seed + i)));
    } catch (const std::runtime_error& e) {
      std::fprintf(stderr, "lloyd_gen: %s\n", e.what());
      return 1;
    }
  }
  return 0;
}
