// nimrod_arena: Nimrod (boxing/nimrod.cpp, built in with CONTEST_NO_MAIN) reads the input as the
// arena on its standard input with parse_arena, the function its main calls. When it accepts and a
// spot is vacant, choose_move (no clock, 1,000 nodes) must answer a legal box: k x k vacant spots
// ('-') on the board, which write_move marks and nothing else. The input is also read as the file
// of solved values that main loads (/tmp/arena.MARK, Solver::load), which must ignore anything
// that is not one of its own files; and, with its keys sorted and its check sum made right (which
// no fuzzer would find), as a file it takes: a Solver that trusts any values must still answer a
// legal box on the endgame its seeds' files come from (boxing/data/middle-86.arena).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "nimrod.cpp"
#include "temp_dir.h"

namespace {

void fail(const char* what) {
  std::fprintf(stderr, "PROPERTY nimrod_arena: %s\n", what);
  std::abort();
}

std::string state_path;
std::string endgame;  // NIMROD_ENDGAME: boxing/data/middle-86.arena

// The answer for board must be a box of vacant spots, and writing it must mark exactly those.
void check_move(const std::string& text, const nimrod::Shape& board, nimrod::Solver& solver) {
  nimrod::Budget budget;
  budget.time_ms = 0, budget.nodes = 1000;
  const nimrod::Move m = nimrod::choose_move(board, budget, solver).move;
  if (m.k < 1 || m.k > nimrod::kMaxBox || m.x < 0 || m.y < 0 || m.x + m.k > nimrod::kWidth ||
      m.y + m.k > nimrod::kHeight)
    fail("the box is off the board");
  std::string after = text;
  nimrod::write_move(after, m, 'x');
  int marked = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (after[i] == text[i]) continue;
    const int x = static_cast<int>(i % (nimrod::kWidth + 1)), y = static_cast<int>(i / 33);
    if (text[i] != '-' || after[i] != 'x' || x < m.x || x >= m.x + m.k || y < m.y || y >= m.y + m.k)
      fail("write_move changes a spot outside the box");
    ++marked;
  }
  if (marked != m.k * m.k) fail("the box covers a spot that is not vacant");
}

void write_file(const void* data, std::size_t size) {
  std::FILE* f = std::fopen(state_path.c_str(), "wb");
  if (!f) fail("cannot write the solved-values file");
  std::fwrite(data, 1, size, f);
  std::fclose(f);
}

// The input as a solved-values file: the magic word and a count that fits the size, then the
// keys, sorted and made unique here, and the check sum Solver::load computes (the entry's own).
bool fix_up(const std::uint8_t* data, std::size_t size, std::vector<std::uint64_t>& words) {
  if (size < 24 || size % 8) return false;
  words.assign(size / 8, 0);
  std::memcpy(words.data(), data, size);
  if (words[0] != nimrod::kMagic || words[1] + 3 != words.size()) return false;
  nimrod::Keys keys(words.begin() + 2, words.end() - 1);
  std::sort(keys.begin(), keys.end());
  if (std::adjacent_find(keys.begin(), keys.end()) != keys.end()) return false;
  std::copy(keys.begin(), keys.end(), words.begin() + 2);
  words.back() = nimrod::check_sum(keys);
  return true;
}

}  // namespace

// The solved-values file in a fresh directory, one per process; the endgame arena. fix_up must
// take a file the entry wrote as it is, or the trusting half below would never run.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  state_path = fuzz_temp_file("nimrod", "arena.x");
  std::ifstream in(NIMROD_ENDGAME, std::ios::binary);
  endgame.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  nimrod::Shape board;
  if (!nimrod::parse_arena(endgame, board)) fail("the endgame arena is refused");
  nimrod::Solver solver;
  check_move(endgame, board, solver);
  solver.save(state_path.c_str());
  std::ifstream saved(state_path, std::ios::binary);
  const std::string bytes(std::istreambuf_iterator<char>(saved), {});
  std::vector<std::uint64_t> words;
  if (!fix_up(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(), words) ||
      std::memcmp(words.data(), bytes.data(), bytes.size()))
    fail("fix_up does not take the entry's own file as it is");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  // The solved-values file as it comes: read or ignored, whatever the bytes.
  write_file(data, size);
  nimrod::Solver as_is;
  as_is.load(state_path.c_str());
  std::vector<std::uint64_t> words;
  if (fix_up(data, size, words)) {
    write_file(words.data(), words.size() * 8);
    nimrod::Solver trusting;
    trusting.load(state_path.c_str());
    // The endgame the seeds' files were solved on, where the stored values decide the move.
    nimrod::Shape board;
    if (!nimrod::parse_arena(endgame, board)) fail("the endgame arena is refused");
    check_move(endgame, board, trusting);
  }

  nimrod::Shape board;
  if (!nimrod::parse_arena(text, board)) return 0;
  if (nimrod::cells(board) == 0) return 0;  // main copies the arena through
  nimrod::Solver fresh;
  check_move(text, board, fresh);
  return 0;
}
