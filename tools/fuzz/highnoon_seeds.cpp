// highnoon_seeds: writes highnoon_turn's seeds, which need state files that only highnoon itself
// can write (they carry a check sum). It plays both players of a Showdown log turn by turn, each
// turn on the reply the log gave, and writes every fifth turn as a seed: the next reply, a
// newline, then the state file as save() writes it. Built with the fuzz targets, run by the build.
//
//   highnoon_seeds LOG DIR
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "highnoon.cpp"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: highnoon_seeds LOG DIR\n");
    return 2;
  }
  std::ifstream log(argv[1]);
  std::vector<std::string> replies[2];  // each player's input lines, from "turn" rows' 5th field
  for (std::string line; std::getline(log, line);) {
    std::vector<std::string> f;
    std::istringstream fields(line);
    for (std::string x; std::getline(fields, x, '\t');) f.push_back(x);
    if (f.size() >= 5 && f[0] == "turn" && (f[2] == "1" || f[2] == "2"))
      replies[f[2] == "2"].push_back(f[4]);
  }
  int written = 0;
  for (int p = 0; p < 2; ++p) {
    Memory m;
    m.name = "state";
    for (std::size_t t = 0; t + 1 < replies[p].size(); ++t) {
      play_turn(m, t > 0, replies[p][t]);
      if (t % 5 != 1) continue;
      const std::string body = encode(m);
      const std::string name =
          std::string(argv[2]) + "/p" + std::to_string(p + 1) + "-t" + std::to_string(t + 1);
      std::ofstream out(name, std::ios::binary);
      out << replies[p][t + 1] << "\n" << body << " " << checksum(body) << "\n";
      written += static_cast<bool>(out);
    }
  }
  // The first turns: no state file yet.
  for (const char* init : {"INIT A 1", "INIT I 26"}) {
    std::ofstream out(std::string(argv[2]) + "/init-" + init[5], std::ios::binary);
    out << init << "\n";
  }
  std::printf("highnoon_seeds: %d seeds from %s\n", written, argv[1]);
  return written > 0 ? 0 : 1;
}
