// lloyd_square: lloyd::parse_square (tools/lloyd/rules.h) on any bytes, then, when it accepts,
// a fixed sequence of moves replayed on the square. It may reject; it must not crash.
#include <cstddef>
#include <cstdint>
#include <string>

#include "rules.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  lloyd::Square square{};
  std::string error;
  if (lloyd::parse_square(text, square, error)) {
    (void)lloyd::replay(square, "ttdlurdlurtt");
    (void)lloyd::tiles_in_place(square);
    (void)lloyd::solvable_by_slides(square);
    (void)lloyd::to_text(square);
  }
  return 0;
}
