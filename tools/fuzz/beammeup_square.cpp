// beammeup_square: Beam Me Up (lloyd/beammeup.cpp, built in with CONTEST_NO_MAIN) reads the input
// as its square file, with read_file and parse_board as its main does. It must accept exactly the
// squares the referee's parser accepts (lloyd::parse_square, tools/lloyd/rules.h), and for an
// accepted square solve (with no budget beyond the first solution, which it always finds) must
// print moves the referee replays as legal and ending in perfection. The input up to its first NUL
// is also read as the budget (argv[2], LLOYD_BUDGET_S) by read_seconds, against its rule: 1 to 9
// digits, optionally a point and 1 to 9 digits, above 0 and at most 86400, read to within 1e-9.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "beammeup.cpp"
#include "lloyd/rules.h"
#include "temp_dir.h"

namespace {

std::string square_path;

void fail(const char* what, const std::string& text) {
  std::fprintf(stderr, "PROPERTY beammeup_square: %s on \"%s\"\n", what, text.c_str());
  std::abort();
}

void check_read_seconds(const std::string& text) {
  const std::size_t point = text.find('.');
  const std::string whole = text.substr(0, point);
  const std::string decimals = point == std::string::npos ? "" : text.substr(point + 1);
  auto digits = [](const std::string& s) {
    return !s.empty() && s.size() <= 9 && s.find_first_not_of("0123456789") == std::string::npos;
  };
  const bool form = digits(whole) && (point == std::string::npos || digits(decimals));
  // The exact value in units of 1e-9 s: at most 999999999.999999999 s, so it fits.
  long long nanos = 0;
  if (form) {
    for (char ch : whole) nanos = nanos * 10 + (ch - '0');
    const std::string nine = (decimals + "000000000").substr(0, 9);
    for (char ch : nine) nanos = nanos * 10 + (ch - '0');
  }
  double v = -1;
  const bool ok = bmu::read_seconds(text.c_str(), v);
  if (ok != (form && nanos > 0 && nanos <= 86400000000000LL))
    fail("read_seconds accepts wrongly", text);
  if (ok && std::fabs(v - nanos / 1e9) > 1e-9 * std::max(1.0, v))
    fail("read_seconds reads a wrong value", text);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  bmu::init_tables();
  square_path = fuzz_temp_file("beammeup", "square");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  check_read_seconds(input.substr(0, input.find('\0')));

  std::FILE* f = std::fopen(square_path.c_str(), "wb");
  if (!f) fail("cannot write the square file", square_path);
  std::fwrite(data, 1, size, f);
  std::fclose(f);
  std::string text, err;
  if (!bmu::read_file(square_path.c_str(), text)) fail("read_file cannot read the file", input);
  bmu::Board start;
  const bool ok = bmu::parse_board(text, start, err);
  lloyd::Square square{};
  std::string referee_err;
  if (ok != lloyd::parse_square(text, square, referee_err))
    fail(ok ? "parse_board accepts what the referee refuses" : "parse_board refuses a square", text);
  if (!ok) {
    if (err.empty()) fail("parse_board refuses without a message", text);
    return 0;
  }
  const bmu::Result r = bmu::solve(start, 1e-9, false);
  const lloyd::Replay replay = lloyd::replay(square, r.moves);
  if (!replay.legal) fail("an illegal move", text + r.moves);
  if (!replay.perfect) fail("the moves do not reach perfection", text + r.moves);
  return 0;
}
