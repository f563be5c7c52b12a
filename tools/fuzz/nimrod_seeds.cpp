// nimrod_seeds: writes a seed of nimrod_arena that is one of Nimrod's own files of solved values
// (a magic word, counts, sorted keys, a check sum: what the fuzzer would not find alone). It plays
// the first moves of an endgame arena with a small node budget and saves the solver's file after
// each, keeping those within 16 KB (the fuzz runs' -max_len). Built with the fuzz targets, run by
// the build.
//
//   nimrod_seeds ARENA DIR
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

#include "nimrod.cpp"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: nimrod_seeds ARENA DIR\n");
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  nimrod::Shape board;
  if (!nimrod::parse_arena(text, board)) {
    std::fprintf(stderr, "nimrod_seeds: %s is not an arena\n", argv[1]);
    return 1;
  }
  int written = 0;
  for (int move = 1; move <= 4 && nimrod::cells(board) > 0; ++move) {
    nimrod::Solver solver;
    nimrod::Budget budget;
    budget.time_ms = 0, budget.nodes = 300;
    const nimrod::Move m = nimrod::choose_move(board, budget, solver).move;
    board = nimrod::without_box(board, m);
    const std::string name = std::string(argv[2]) + "/solved-" + std::to_string(move);
    solver.save(name.c_str());
    std::ifstream saved(name, std::ios::binary | std::ios::ate);
    if (saved && saved.tellg() <= 16384)
      ++written;
    else
      std::remove(name.c_str());
  }
  std::printf("nimrod_seeds: %d seeds from %s\n", written, argv[1]);
  return written > 0 ? 0 : 1;
}
