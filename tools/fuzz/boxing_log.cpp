// boxing_log: boxing::check_log (tools/boxing/rules.h) on any bytes, with the referee's 1 s limit,
// once plainly and once with an observer (the viewers' path). It may reject; it must not crash.
#include <cstddef>
#include <cstdint>
#include <string>

#include "rules.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  boxing::GameLog g;
  (void)boxing::check_log(text, 1000, &g);
  long turns = 0;
  (void)boxing::check_log(text, 1000, nullptr,
                          [&](const boxing::GameLog&, const boxing::LogTurn&,
                              const boxing::Arena&) { ++turns; });
  return 0;
}
