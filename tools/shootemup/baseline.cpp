// baseline: the simple Shot-Em-Up robot that our entry's strength is measured against.
//
// It never moves. When hit it shoots straight back along the hit's direction (the shooter stood
// still to shoot, so that shot always hits); otherwise it alternates a shot in the next of the
// eight directions with a move-less turn that recharges its gun.
#include <cstdio>
#include <iostream>
#include <string>

int main(int argc, char** argv) {
  // Other arguments are ignored, as the arena may pass any.
  if (argc == 2 && std::string(argv[1]) == "--help") {
    std::cout << "usage: shootemup_baseline   (run by the arena: the line protocol on stdin)\n";
    return 0;
  }
  static const int kDirs[8][2] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                                  {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
  std::string line;
  int next_dir = 0;
  bool charged = true;
  while (std::getline(std::cin, line)) {
    const char c = line.empty() ? ' ' : line[0];
    if (c == 'P') next_dir = 0, charged = true;
    if (c != 'P' && c != 'H' && c != 'N') continue;
    int dx = 0, dy = 0;
    if (c == 'H' && std::sscanf(line.c_str(), "H %d %d", &dx, &dy) == 2 && charged) {
      std::cout << "S " << dx << " " << dy << std::endl;
      charged = false;
    } else if (charged) {
      std::cout << "S " << kDirs[next_dir][0] << " " << kDirs[next_dir][1] << std::endl;
      next_dir = (next_dir + 1) % 8;
      charged = false;
    } else {
      std::cout << "M 0 0" << std::endl;
      charged = true;
    }
  }
  return 0;
}
