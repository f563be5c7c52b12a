// showdown_options: showdown_referee's whole command line on any words, as the shared front end
// reads it (contest::read_referee_line on showdown::ShowdownGame, whose own commands are the
// statement's modes) before any game, then the entrants as the modes read them
// (ShowdownGame::players). The harness stops (abort) when the reading throws anything but
// std::invalid_argument, refuses on more than one line, or accepts a line that breaks what the
// modes rely on: a known command, the runner's options (but -j) only for roundrobin, gauntlet and
// (--results, --resume, -q) tournament, entrant names of letters, digits, '_', '-' and '.' (not
// first) that keep the logs in their directory, an existing --logs directory, the numbers within
// their ranges.
#include <filesystem>

#include "common/game/referee.h"
#include "showdown_game.h"
#include "words.h"

using namespace showdown;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string> words = fuzz_words(data, size);
  try {
    ShowdownGame game;  // the mediator's options are read into it
    const contest::RefereeLine in = contest::read_referee_line(game, "showdown_referee", words);
    if (in.help || in.command == "merge" || in.command == "check") return 0;
    const std::string& mode = in.command;
    const bool runner = mode == "roundrobin" || mode == "gauntlet";
    if (!runner && mode != "game" && mode != "match" && mode != "panel" && mode != "tournament")
      fuzz_fail("showdown_options", "a command " + mode, words);
    const contest::RunnerOptions& r = in.runner;
    const bool files = !r.results.empty() || r.resume || r.quiet;
    if (!runner && (r.shard.count != 1 || r.sprt || (mode != "tournament" && files)))
      fuzz_fail("showdown_options", "runner options for " + mode, words);
    for (const contest::Program& e : game.players(in.words, in.env))
      if (e.name.empty() || e.name[0] == '.' ||
          e.name.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                   "0123456789_-.") != std::string::npos)
        fuzz_fail("showdown_options", "an unsafe name " + e.name, words);
    std::error_code ec;
    if (!game.log_dir.empty() && !std::filesystem::is_directory(game.log_dir, ec))
      fuzz_fail("showdown_options", "--logs not a directory", words);
    if (game.mediator.average.count() < 1 || game.mediator.turn_cap.count() < 1 || game.seeds < 1 ||
        r.jobs < 1)
      fuzz_fail("showdown_options", "a value out of its range", words);
  } catch (const std::invalid_argument& e) {
    fuzz_check_refusal("showdown_options", e.what(), words);
  } catch (...) {
    fuzz_fail("showdown_options", "an exception other than std::invalid_argument", words);
  }
  return 0;
}
