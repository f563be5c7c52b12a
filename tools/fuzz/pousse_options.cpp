// pousse_options: pousse_referee's whole command line, the shared front end's reading
// (contest::read_referee_line, tools/common/game/referee.cpp) on the Pousse game, on any words,
// then the players as game and match read them (PousseGame::players), before any game. The
// harness stops (abort) when a reading throws anything but std::invalid_argument or refuses on
// more than one line, or when an accepted line breaks what the referee relies on: a known command
// (match when none is named); for game and match two players or more, with distinct valid names;
// sizes 4 to 20; every --env VAR=VALUE.
#include "common/cli/cli.h"
#include "common/game/referee.h"
#include "pousse_game.h"
#include "words.h"

using namespace pousse;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string> words = fuzz_words(data, size);
  try {
    PousseGame game;  // the game's own options (-s, --time-ms, --env-a...) are read into it
    const contest::RefereeLine in = contest::read_referee_line(game, "pousse_referee", words);
    if (in.help) return 0;  // referee_main prints the help text
    const std::string& cmd = in.command;
    if (cmd == "merge") {
      const contest::MergeCommand m = contest::parse_merge(in.words);
      if (m.inputs.empty()) fuzz_fail("pousse_options", "merge without files", words);
      return 0;
    }
    if (cmd == "check") return 0;
    if (cmd != "game" && cmd != "match") fuzz_fail("pousse_options", "a command " + cmd, words);
    const std::vector<contest::Program> players = game.players(in.words, in.env);
    if (players.size() < 2) fuzz_fail("pousse_options", "fewer than two players", words);
    for (std::size_t i = 0; i < players.size(); ++i) {
      if (!valid_name(players[i].name))
        fuzz_fail("pousse_options", "an invalid name " + players[i].name, words);
      for (std::size_t j = 0; j < i; ++j)
        if (players[i].name == players[j].name)
          fuzz_fail("pousse_options", "two players named " + players[i].name, words);
      for (const std::string& e : players[i].env)
        if (e.find('=') == std::string::npos || e[0] == '=')
          fuzz_fail("pousse_options", "an environment entry " + e, words);
    }
    if (game.sizes.empty() || in.games < 1 || game.time_limit.count() < 1)
      fuzz_fail("pousse_options", "a value out of its range", words);
    for (int n : game.sizes)
      if (n < kMinSize || n > kMaxSize) fuzz_fail("pousse_options", "a size out of range", words);
  } catch (const std::invalid_argument& e) {
    fuzz_check_refusal("pousse_options", e.what(), words);
  } catch (...) {
    fuzz_fail("pousse_options", "an exception other than std::invalid_argument", words);
  }
  return 0;
}
