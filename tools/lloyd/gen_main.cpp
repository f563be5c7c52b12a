// lloyd_gen: writes seeded random squares, uniform over all 25! arrangements.
//
//   lloyd_gen SEED                  one square on stdout (the 30-byte file form)
//   lloyd_gen SEED COUNT DIR        COUNT files DIR/square-SEED-I.txt, square I from seed SEED+I
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "rules.h"

int main(int argc, char** argv) {
  if (argc != 2 && argc != 4) {
    std::fprintf(stderr, "usage: lloyd_gen SEED [COUNT DIR]\n");
    return 2;
  }
  unsigned long long seed = std::strtoull(argv[1], nullptr, 10);
  if (argc == 2) {
    std::fputs(lloyd::to_text(lloyd::random_square(seed)).c_str(), stdout);
    return 0;
  }
  int count = std::atoi(argv[2]);
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
