// pousse_options: pousse_referee's whole command line (tools/pousse/command_line.cpp) on any
// words: `merge` as parse_merge reads it, anything else as parse_args
// then make_players read it, before any game. The harness stops (abort) when a reading throws
// anything but std::invalid_argument or refuses on more than one line, or when an accepted line
// breaks what the referee relies on: two players or more, with distinct valid names; sizes 4 to
// 20; at least one game; every --env VAR=VALUE.
#include "command_line.h"
#include "common/cli.h"
#include "words.h"

using namespace pousse;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string> words = fuzz_words(data, size);
  if (contest::cli::asks_help(words)) return 0;  // run() prints the help text
  try {
    if (!words.empty() && words[0] == "merge") {
      const contest::MergeCommand m = contest::parse_merge({words.begin() + 1, words.end()});
      if (m.inputs.empty()) fuzz_fail("pousse_options", "merge without files", words);
      return 0;
    }
    const CommandLine cl = parse_args(words);
    const std::vector<pousse::Player> players = make_players(cl);
    const pousse::MatchOptions& o = cl.match;
    if (players.size() < 2) fuzz_fail("pousse_options", "fewer than two players", words);
    for (std::size_t i = 0; i < players.size(); ++i) {
      if (!pousse::valid_name(players[i].name))
        fuzz_fail("pousse_options", "an invalid name " + players[i].name, words);
      for (std::size_t j = 0; j < i; ++j)
        if (players[i].name == players[j].name)
          fuzz_fail("pousse_options", "two players named " + players[i].name, words);
      for (const std::string& e : players[i].env)
        if (e.find('=') == std::string::npos || e[0] == '=')
          fuzz_fail("pousse_options", "an environment entry " + e, words);
    }
    if (o.sizes.empty() || o.games < 1 || o.time_limit.count() < 1)
      fuzz_fail("pousse_options", "a value out of its range", words);
    for (int n : o.sizes)
      if (n < pousse::kMinSize || n > pousse::kMaxSize)
        fuzz_fail("pousse_options", "a size out of range", words);
  } catch (const std::invalid_argument& e) {
    fuzz_check_refusal("pousse_options", e.what(), words);
  } catch (...) {
    fuzz_fail("pousse_options", "an exception other than std::invalid_argument", words);
  }
  return 0;
}
