// arena: runs a Shot-Em-Up robot as the statement describes.
//
//   arena [--move-ms N] [--max-pairs N] PROGRAM [ARGS...] < xx.in > xx.out
//
// --move-ms (or the environment variable SHOOTEMUP_MOVE_MS): the time the robot has for each reply,
// in milliseconds (default 10000). --max-pairs: move pairs after which a combat stops as a loss
// (default 1000). Exits 0 when the input was run (robot errors are reported in the output), 2 on a
// usage error. A PROGRAM without a '/' is taken from the current directory.
#include <cstdlib>
#include <iostream>
#include <string>

#include "arena.h"

namespace {

bool parse_positive(const char* text, long& value) {
  char* end = nullptr;
  value = std::strtol(text, &end, 10);
  return end && *end == '\0' && end != text && value > 0;
}

int usage(const std::string& why) {
  std::cerr << "arena: " << why << "\n"
            << "usage: arena [--move-ms N] [--max-pairs N] PROGRAM [ARGS...] < xx.in > xx.out\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  shootemup::ArenaOptions options;
  long value = 0;
  if (const char* env = std::getenv("SHOOTEMUP_MOVE_MS")) {
    if (!parse_positive(env, value)) return usage("SHOOTEMUP_MOVE_MS must be a positive integer");
    options.move_time = contest::Millis(value);
  }
  int i = 1;
  for (; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i += 2) {
    const std::string flag = argv[i];
    if (i + 1 >= argc || !parse_positive(argv[i + 1], value))
      return usage(flag + " needs a positive integer");
    if (flag == "--move-ms")
      options.move_time = contest::Millis(value);
    else if (flag == "--max-pairs")
      options.max_pairs = static_cast<int>(value);
    else
      return usage("unknown option " + flag);
  }
  if (i >= argc) return usage("no robot program given");
  options.program.assign(argv + i, argv + argc);
  // As in the statement's `arena shootemup`, a bare name is a program in the current directory.
  if (options.program[0].find('/') == std::string::npos)
    options.program[0] = "./" + options.program[0];
  std::ios::sync_with_stdio(false);
  shootemup::run_arena(std::cin, std::cout, options);
  return 0;
}
