// pousse_record: pousse::parse_record (tools/pousse/archive.h) on every line of the input, and
// check_record on each record it accepts, as pousse_check does. It may reject; it must not crash.
#include <cstddef>
#include <cstdint>
#include <string>

#include "archive.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::size_t begin = 0;
  while (begin <= text.size()) {
    std::size_t end = text.find('\n', begin);
    if (end == std::string::npos) end = text.size();
    std::string error;
    if (auto rec = pousse::parse_record(text.substr(begin, end - begin), &error))
      (void)pousse::check_record(*rec);
    begin = end + 1;
  }
  return 0;
}
