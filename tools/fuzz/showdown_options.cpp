// showdown_options: showdown_referee's whole command line (tools/showdown/command_line.cpp) on
// any words, as parse_args reads them before any game. The harness stops (abort) when parse_args
// throws, answers anything but 0 or 2, or accepts a line that breaks what the modes rely on: the
// runner's options (but -j) only for roundrobin and gauntlet, entrant names of letters, digits,
// '_', '-' and '.' (not first) that keep the logs in their directory, an existing --logs directory,
// the numbers within their ranges.
#include <filesystem>
#include <iostream>

#include "command_line.h"
#include "words.h"

using namespace showdown;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string> words = fuzz_words(data, size);
  std::vector<std::string> line = {"showdown_referee"};
  line.insert(line.end(), words.begin(), words.end());
  std::vector<char*> argv;
  for (std::string& w : line) argv.push_back(&w[0]);
  argv.push_back(nullptr);
  CommandLine cl;
  int status = 0;
  std::streambuf* const err = std::cerr.rdbuf(nullptr);  // the usage lines
  try {
    status = parse_args(static_cast<int>(line.size()), argv.data(), cl);
  } catch (...) {
    std::cerr.rdbuf(err);
    fuzz_fail("showdown_options", "parse_args threw", words);
  }
  std::cerr.rdbuf(err);
  std::cerr.clear();
  if (status != 0 && status != 2) fuzz_fail("showdown_options", "an exit status but 0 or 2", words);
  if (status != 0) return 0;
  if (cl.runner_options && cl.mode != "roundrobin" && cl.mode != "gauntlet")
    fuzz_fail("showdown_options", "runner options for " + cl.mode, words);
  for (const Entrant& e : cl.entrants)
    if (e.name.empty() || e.name[0] == '.' ||
        e.name.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                 "0123456789_-.") != std::string::npos)
      fuzz_fail("showdown_options", "an unsafe name " + e.name, words);
  std::error_code ec;
  if (!cl.logs.empty() && !std::filesystem::is_directory(cl.logs, ec))
    fuzz_fail("showdown_options", "--logs not a directory", words);
  if (cl.options.average.count() < 1 || cl.options.turn_cap.count() < 1 || cl.seeds < 1 ||
      cl.runner.jobs < 1)
    fuzz_fail("showdown_options", "a value out of its range", words);
  return 0;
}
