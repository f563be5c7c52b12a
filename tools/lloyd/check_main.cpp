// lloyd_check: checks one Lloyd's Dilemma output against its square, as the judge scores it.
//
//   lloyd_check SQUARE_FILE [OUTPUT_FILE]     (the output is read from stdin when not named)
//
// Validates the square file exactly (30 bytes, five lines of five, A-X and + once each) and the
// output (only durlt, then one newline), applies the moves and reports the first illegal one, the
// tiles in their finished spots, the moves and the transports. Exit status: 0 perfection reached,
// 1 scored but not perfect or scored zero (illegal move, bad output), 2 unusable input or usage.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "judge.h"

namespace {

bool slurp(std::istream& in, std::string& text) {
  std::stringstream ss;
  ss << in.rdbuf();
  text = ss.str();
  return !in.bad();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::fprintf(stderr, "usage: lloyd_check SQUARE_FILE [OUTPUT_FILE]\n");
    return 2;
  }
  std::ifstream sq(argv[1], std::ios::binary);
  std::string square_text, output, error;
  lloyd::Square start;
  if (!sq || !slurp(sq, square_text)) {
    std::fprintf(stderr, "lloyd_check: cannot read %s\n", argv[1]);
    return 2;
  }
  if (!lloyd::parse_square(square_text, start, error)) {
    std::fprintf(stderr, "lloyd_check: %s: invalid square: %s\n", argv[1], error.c_str());
    return 2;
  }
  if (argc == 3) {
    std::ifstream out(argv[2], std::ios::binary);
    if (!out || !slurp(out, output)) {
      std::fprintf(stderr, "lloyd_check: cannot read %s\n", argv[2]);
      return 2;
    }
  } else {
    slurp(std::cin, output);
  }
  lloyd::Outcome o = lloyd::judge_output(start, output);
  const lloyd::Replay& r = o.replay;
  std::printf("verdict: %s\n", o.verdict.c_str());
  std::printf("legal: %s\n", o.scored ? "yes" : "no");
  if (r.first_illegal >= 0) std::printf("first illegal move: %d\n", r.first_illegal + 1);
  std::printf("moves: %d\ntransports: %d\n", r.moves, r.transports);
  std::printf("tiles in place: %d of 24 (score %d)\n", lloyd::tiles_in_place(r.final_square),
              o.tiles);
  std::printf("perfect: %s\n", o.perfect() ? "yes" : "no");
  if (o.verdict.rfind("bad output", 0) != 0)
    std::printf("final square:\n%s", lloyd::to_text(r.final_square).c_str());
  return o.perfect() ? 0 : 1;
}
