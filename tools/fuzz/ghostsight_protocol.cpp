// ghostsight_protocol: Ghostsight (shootemup/ghostsight.cpp, built in with CONTEST_NO_MAIN) reads
// the input as the arena's lines on its standard input with play, the function its main calls.
// Its answers must be the statement's: after each P, H or N line it takes (the ones play reads
// as such, walked here by the statement's rules), one move, "M dx dy" to a square on the board or
// "S dx dy" in one of the eight directions; "/" lines only after a D line; nothing else. play
// returns 0 at the end of its input and 1 at a line it does not take, and the answers stop there.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

#include "ghostsight.cpp"

namespace {

void fail(const char* what, const std::string& line) {
  std::fprintf(stderr, "PROPERTY ghostsight_protocol: %s at \"%s\"\n", what, line.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::istringstream in(text);
  std::ostringstream out;
  // play says why it stops on std::cerr; quiet that here (a run prints it for every input).
  std::streambuf* err = std::cerr.rdbuf(nullptr);
  const int status = play(in, out);
  std::cerr.rdbuf(err);

  std::istringstream input(text), answers(out.str());
  std::string line, answer;
  bool in_combat = false, stopped = false;
  int x = 0, y = 0;
  while (std::getline(input, line)) {
    const char c = line.empty() ? ' ' : line[0];
    int a = 0, b = 0;
    if (c == 'P' && std::sscanf(line.c_str(), "P %d %d", &a, &b) == 2 && ghost::on_board(a, b)) {
      x = a, y = b, in_combat = true;
    } else if (c == 'H' && in_combat && std::sscanf(line.c_str(), "H %d %d", &a, &b) == 2 &&
               a >= -1 && a <= 1 && b >= -1 && b <= 1 && (a || b)) {
    } else if (line == "N" && in_combat) {
    } else if ((line == "W" || line == "L") && in_combat) {
      in_combat = false;
      continue;
    } else if (c == 'D') {
      while (answers.peek() == '/') std::getline(answers, answer);
      continue;
    } else {
      stopped = true;
      break;
    }
    if (!std::getline(answers, answer)) fail("no move after", line);
    char kind = 0, extra = 0;
    int dx = 9, dy = 9;
    if (std::sscanf(answer.c_str(), "%c %d %d%c", &kind, &dx, &dy, &extra) != 3 ||
        answer != std::string(1, kind) + " " + std::to_string(dx) + " " + std::to_string(dy) ||
        dx < -1 || dx > 1 || dy < -1 || dy > 1)
      fail("a malformed move after", line + "\" -> \"" + answer);
    if (kind == 'S' && !(dx || dy)) fail("a shot at itself after", line);
    if (kind == 'M') {
      x += dx, y += dy;
      if (!ghost::on_board(x, y)) fail("a move off the board after", line);
    } else if (kind != 'S') {
      fail("neither M nor S after", line);
    }
  }
  if (std::getline(answers, answer)) fail("an answer too many", answer);
  if (status != (stopped ? 1 : 0)) fail("a wrong exit status", text);
  return 0;
}
