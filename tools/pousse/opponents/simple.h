// simple.h: what the two simple opponents share: reading the game from stdin and a plain
// evaluation (squared marker counts per row and column, as the 1998 entries used).
#pragma once

#include <iostream>
#include <string>

#include "rules.h"

namespace pousse {

// `PLAYER --help` prints its usage on stdout and exits 0, as every program of the project does; any
// other argument is refused (exit 2): a player reads the game on stdin alone.
inline void answer_arguments(int argc, char** argv, const char* who, const char* what) {
  if (argc == 1) return;
  if (argc == 2 && std::string(argv[1]) == "--help") {
    std::cout << "usage: " << who << " < GAME   (the board size N, then the moves so far, one a "
              << "line)\nPrints its move: " << what << "\n";
    std::exit(0);
  }
  std::cerr << who << ": " << argv[1] << ": no arguments but --help; the game comes on stdin\n";
  std::exit(2);
}

// Reads N and the moves from stdin; exits 1 with a message on malformed input.
inline Game read_game(const char* who) {
  int n = 0;
  if (!(std::cin >> n) || n < kMinSize || n > kMaxSize) {
    std::cerr << who << ": the first line must be the board size, 4 to 20\n";
    std::exit(1);
  }
  Game g(n);
  for (std::string t; std::cin >> t;) {
    auto m = parse_move(t, n);
    if (!m) {
      std::cerr << who << ": bad move '" << t << "'\n";
      std::exit(1);
    }
    g.play(*m);
  }
  return g;
}

// Sum over rows and columns of (markers of c)^2 - (markers of the other)^2.
inline int simple_eval(const Board& b, Cell c) {
  int n = b.size(), v = 0;
  for (int i = 0; i < n; ++i) {
    int row[3] = {0, 0, 0}, col[3] = {0, 0, 0};
    for (int j = 0; j < n; ++j) ++row[b.at(i, j)], ++col[b.at(j, i)];
    v += row[c] * row[c] + col[c] * col[c];
    v -= row[other(c)] * row[other(c)] + col[other(c)] * col[other(c)];
  }
  return v;
}

// A deterministic tie-break that differs between positions: a hash of the game so far.
inline unsigned tie_seed(const Game& g) {
  unsigned h = 2166136261u;
  for (char ch : g.input_text()) h = (h ^ (unsigned char)ch) * 16777619u;
  return h;
}

constexpr int kWin = 1000000;

}  // namespace pousse
