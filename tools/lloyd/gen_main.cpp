// lloyd_gen: writes seeded random squares, uniform over all 25! arrangements.
//
//   lloyd_gen SEED                  one square on stdout (the 30-byte file form)
//   lloyd_gen SEED COUNT DIR        COUNT files DIR/square-SEED-I.txt, square I from seed SEED+I
//
// SEED is a whole number below 10^18, COUNT one from 1 to 100,000 (digits only). Exit status: 0
// done, 1 a file could not be written, 2 a usage error or a malformed number.
#include <cstdio>
#include <fstream>
#include <string>

#include "common/numbers.h"
#include "rules.h"

int main(int argc, char** argv) {
  if (argc != 2 && argc != 4) {
    std::fprintf(stderr, "usage: lloyd_gen SEED [COUNT DIR]\n");
    return 2;
  }
  long long seed = 0, count = 1;
  if (!contest::parse_whole(argv[1], 0, 999999999999999999, seed)) {
    std::fprintf(stderr, "lloyd_gen: SEED %s: expected a whole number below 10^18\n", argv[1]);
    return 2;
  }
  if (argc == 4 && !contest::parse_whole(argv[2], 1, 100000, count)) {
    std::fprintf(stderr, "lloyd_gen: COUNT %s: expected a whole number from 1 to 100000\n",
                 argv[2]);
    return 2;
  }
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
