// lloyd_output: lloyd::parse_output (tools/lloyd/rules.h) on any bytes, then, when it accepts, the
// moves replayed on a fixed square, as lloyd_check does. It may reject; it must not crash.
#include <cstddef>
#include <cstdint>
#include <string>

#include "rules.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::string moves, error;
  if (lloyd::parse_output(text, moves, error)) {
    (void)lloyd::replay(lloyd::random_square(1), moves);
    (void)lloyd::replay(lloyd::perfection(), moves);
  }
  return 0;
}
