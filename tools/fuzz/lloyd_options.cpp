// lloyd_options: lloyd_referee's whole command line, the shared front end's reading
// (contest::read_referee_line, tools/common/game/referee.cpp) on LloydGame (tools/lloyd/
// lloyd_game.cpp), on any words, as it is read before any square is read. The harness stops
// (abort) when the reading throws anything but std::exception, refuses on more than one line, or
// accepts a line that breaks what the runs rely on: a known command; for the runs, entries with
// distinct valid names, each given the --arg and --env words, at least one SQUARE, a CPU limit
// from 0.001 to 86,400 s, --resume only with --results.
#include "common/game/referee.h"
#include "lloyd_game.h"
#include "words.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string> words = fuzz_words(data, size);
  try {
    lloyd::LloydGame game;
    const contest::RefereeLine in = contest::read_referee_line(game, "lloyd_referee", words);
    if (in.help) return 0;  // referee_main prints the help text
    if (in.command != "match" && in.command != "merge" && in.command != "report")
      fuzz_fail("lloyd_options", "an unknown command " + in.command, words);
    if (in.command != "match") return 0;  // the command reads its own words
    const lloyd::Referee& referee = game.referee();
    if (referee.entries.empty() || in.words.empty() ||
        referee.entries.size() != referee.names.size())
      fuzz_fail("lloyd_options", "no entry or no square", words);
    for (std::size_t i = 0; i < referee.names.size(); ++i) {
      if (!contest::bad_player_name(referee.names[i]).empty())
        fuzz_fail("lloyd_options", "a bad name " + referee.names[i], words);
      for (std::size_t j = 0; j < i; ++j)
        if (referee.names[i] == referee.names[j])
          fuzz_fail("lloyd_options", "two entries named " + referee.names[i], words);
      if (referee.entries[i].args != referee.entries[0].args ||
          referee.entries[i].env != referee.entries[0].env)
        fuzz_fail("lloyd_options", "entries given different --arg or --env words", words);
    }
    if (!(referee.limit >= 0.001 && referee.limit <= 86400) || referee.wall < 0 ||
        referee.wall > 864000)
      fuzz_fail("lloyd_options", "a limit out of its range", words);
    if (referee.runner.resume && referee.runner.results.empty())
      fuzz_fail("lloyd_options", "--resume without --results", words);
  } catch (const std::exception& e) {
    fuzz_check_refusal("lloyd_options", e.what(), words);
  } catch (...) {
    fuzz_fail("lloyd_options", "an exception other than std::exception", words);
  }
  return 0;
}
