// pousse_options: pousse_referee's whole command line (tools/pousse/command_line.cpp) on any
// words as parse_args reads them: merge's words as parse_merge reads them, a match's as
// make_players reads them, before any game. The harness stops (abort) when a reading throws
// anything but std::invalid_argument or refuses on more than one line, or when an accepted line
// breaks what the referee relies on: two players or more, with distinct valid names; sizes 4 to
// 20; at least one game; every --env VAR=VALUE.
#include "command_line.h"
#include "common/cli/cli.h"
#include "words.h"

using namespace pousse;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string> words = fuzz_words(data, size);
  try {
    const CommandLine cl = parse_args(words);
    if (cl.help) return 0;  // run() prints the help text
    if (cl.command == "merge") {
      const contest::MergeCommand m = contest::parse_merge(cl.words);
      if (m.inputs.empty()) fuzz_fail("pousse_options", "merge without files", words);
      return 0;
    }
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
