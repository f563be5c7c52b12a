// bulldozer_game: Bulldozer (pousse/bulldozer.cpp, built in with CONTEST_NO_MAIN) reads the input
// as its game on standard input with read_game, the function its main calls. A refused game must
// come with a message; an accepted one is searched to depth 2 (one thread, no clock) and the move
// must be a legal one, L/R/T/B and a line from 1 to N, that reads back to itself. The input's first
// line is also read as a tuning variable: read_whole (POUSSE_MOVE_MS, POUSSE_THREADS) against its
// comment's rule, and read_weights (POUSSE_EVAL), whose weights must stay within +-10,000.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

#include "bulldozer.cpp"

namespace {

void fail(const char* what, const std::string& text) {
  std::fprintf(stderr, "PROPERTY bulldozer_game: %s on \"%s\"\n", what, text.c_str());
  std::abort();
}

// read_whole's rule: an optional minus sign, then 1 to 12 digits and nothing else, from lo to hi.
void check_read_whole(const std::string& text) {
  const std::size_t digits = !text.empty() && text[0] == '-';
  bool form = text.size() > digits && text.size() - digits <= 12;
  long long want = 0;
  for (std::size_t k = digits; form && k < text.size(); ++k) {
    form = text[k] >= '0' && text[k] <= '9';
    want = want * 10 + (text[k] - '0');
  }
  if (digits) want = -want;
  const long long ranges[][2] = {{1, 86400000}, {1, 64}, {-10000, 10000}};
  for (const auto& r : ranges) {
    long long v = 0;
    const bool ok = read_whole(text, r[0], r[1], v);
    if (ok != (form && want >= r[0] && want <= r[1])) fail("read_whole accepts wrongly", text);
    if (ok && v != want) fail("read_whole reads a wrong value", text);
  }
  Weights w;
  if (read_weights(text, w))
    for (int x : {w.square, w.open_square, w.center, w.near_straight, w.leaf_wins, w.material,
                  w.tempo, w.adjacent})
      if (x < -10000 || x > 10000) fail("read_weights accepts a weight out of range", text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  check_read_whole(text.substr(0, text.find('\n')));

  std::istringstream in(text);
  Position p;
  History h;
  std::string err;
  if (!read_game(in, p, h, err)) {
    if (err.empty()) fail("read_game refuses without a message", text);
    return 0;
  }
  // A fresh table each time, so that a finding reproduces from its input alone.
  tt.resize(16);
  search_start = Clock::now();
  Limits limits;
  limits.max_depth = 2;
  const SearchResult r = think(p, h, limits);
  if (r.move < 0 || r.move >= 4 * board_n) fail("think answers no move", text);
  if (parse_move(move_name(r.move)) != r.move) fail("the move does not read back", text);
  return 0;
}
