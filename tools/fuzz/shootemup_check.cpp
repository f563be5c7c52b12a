// shootemup_check: shootemup::check_replay (tools/shootemup/replay.h) on the input's lines, split
// as shootemup_check splits them, with the options read from the log. It may reject; it must not
// crash (the header promises it never throws for the log's contents).
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "replay.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  std::vector<std::string> log;
  for (std::string line; std::getline(in, line);) log.push_back(line);
  shootemup::ReplayOptions options;
  (void)shootemup::check_replay(log, options);
  return 0;
}
