// boxing_options: boxing_referee's whole command line, the shared front end's reading
// (contest::read_referee_line, tools/common/game/referee.cpp) on the Boxing game, on any words,
// as it is read before any arena is read. The first word picks the program's name: boxing_check
// or boxing_gen stand for their command, any other word for boxing_referee. The harness stops
// (abort) when a reading throws anything but std::exception or refuses on more than one line, or
// accepts a line that breaks what the commands rely on: a known command (a second name's own), at
// most 29 games at once, two distinct valid marks, check's logs (one with --html, the K-th with
// --game K). gen's words and a game's arena and players are checked by the command as it runs.
#include "boxing_game.h"
#include "common/game/referee.h"
#include "words.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string> words = fuzz_words(data, size);
  if (words.empty()) return 0;
  const std::string program =
      words[0] == "boxing_check" || words[0] == "boxing_gen" ? words[0] : "boxing_referee";
  const std::vector<std::string> args(words.begin() + 1, words.end());
  try {
    boxing::Boxing game;  // the game's own options (--limit-ms, --marks, check's) are read into it
    const contest::RefereeLine in = contest::read_referee_line(game, program, args);
    if (in.help) return 0;  // referee_main prints the help text
    const std::string& cmd = in.command;
    if (cmd != "gen" && cmd != "game" && cmd != "match" && cmd != "merge" && cmd != "tournament" &&
        cmd != "check")
      fuzz_fail("boxing_options", "an unknown command " + cmd, words);
    if (program != "boxing_referee" && program != "boxing_" + cmd)
      fuzz_fail("boxing_options", program + " ran " + cmd, words);
    if (in.runner.jobs < 1 || in.runner.jobs > 29 || game.limit().count() < 1)
      fuzz_fail("boxing_options", "a value out of its range", words);
    const std::string& m = game.marks();
    if (m.size() != 2 || !boxing::valid_mark(m[0]) || !boxing::valid_mark(m[1]) || m[0] == m[1])
      fuzz_fail("boxing_options", "bad marks " + m, words);
    const viewer::Options& v = game.view();
    const long logs = static_cast<long>(in.words.size());
    if (cmd == "check" && (logs == 0 || v.game > logs || (v.html && v.game == 0 && logs != 1)))
      fuzz_fail("boxing_options", "the wrong number of words for " + cmd, words);
  } catch (const std::exception& e) {
    fuzz_check_refusal("boxing_options", e.what(), words);
  } catch (...) {
    fuzz_fail("boxing_options", "an exception other than std::exception", words);
  }
  return 0;
}
