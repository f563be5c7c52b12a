// lloyd_check: checks one Lloyd's Dilemma output against its square, as the judge scores it.
//
//   lloyd_check SQUARE_FILE [OUTPUT_FILE]     (the output is read from stdin when not named)
//
// Validates the square file exactly (30 bytes, five lines of five, A-X and + once each) and the
// output (only durlt, then one newline), applies the moves and reports the first illegal one, the
// tiles in their finished spots, the moves and the transports. Exit status: 0 perfection reached,
// 1 scored but not perfect or scored zero (illegal move, bad output), 2 unusable input or usage.
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "judge.h"

namespace {

// Reads all of f. A directory opens but fails to read (EISDIR): that, like any read error, makes
// the argument unusable (exit 2), not an empty output that scores zero.
bool slurp(std::FILE* f, std::string& text, std::string& error) {
  char buf[65536];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) text.append(buf, n);
  if (std::ferror(f)) error = std::strerror(errno);
  return !std::ferror(f);
}

bool slurp(const char* path, std::string& text, std::string& error) {
  std::FILE* f = std::fopen(path, "rb");
  if (!f) return error = std::strerror(errno), false;
  bool ok = slurp(f, text, error);
  std::fclose(f);
  return ok;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::fprintf(stderr, "usage: lloyd_check SQUARE_FILE [OUTPUT_FILE]\n");
    return 2;
  }
  std::string square_text, output, error;
  lloyd::Square start;
  if (!slurp(argv[1], square_text, error)) {
    std::fprintf(stderr, "lloyd_check: cannot read %s: %s\n", argv[1], error.c_str());
    return 2;
  }
  if (!lloyd::parse_square(square_text, start, error)) {
    std::fprintf(stderr, "lloyd_check: %s: invalid square: %s\n", argv[1], error.c_str());
    return 2;
  }
  if (argc == 3 ? !slurp(argv[2], output, error) : !slurp(stdin, output, error)) {
    std::fprintf(stderr, "lloyd_check: cannot read %s: %s\n", argc == 3 ? argv[2] : "stdin",
                 error.c_str());
    return 2;
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
