// showdown_log: showdown::verify_log (tools/showdown/log_check.h) on any bytes, plainly and with
// an observer (the viewers' path). It may reject; it must not crash.
#include <cstddef>
#include <cstdint>
#include <string>

#include "log_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  (void)showdown::verify_log(text);
  long seen = 0;
  (void)showdown::verify_log(text, [&](const showdown::Game&, const std::vector<std::string>& f) {
    seen += static_cast<long>(f.size());
  });
  return 0;
}
