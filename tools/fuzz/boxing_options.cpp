// boxing_options: boxing_referee's whole command line (tools/boxing/command_line.cpp) on any
// words, as read_command_line reads them before any arena is read. The first word picks the
// program's name: boxing_check or boxing_gen stand for their command, any other word for
// boxing_referee. The harness stops (abort) when a reading throws anything but
// std::exception or refuses on more than one line, or accepts a line that breaks what the commands
// rely on: a known command, at most 29 games at once, two distinct valid marks, a game's arena and
// players, check's logs (one with --html, the K-th with --game K).
#include "command_line.h"
#include "words.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string> words = fuzz_words(data, size);
  if (words.empty()) return 0;
  const std::string implied = words[0] == "boxing_check" ? "check"
                              : words[0] == "boxing_gen" ? "gen"
                                                         : "";
  const std::vector<std::string> args(words.begin() + 1, words.end());
  for (const std::string& a : args)
    if (a == "-h" || a == "--help") return 0;  // run() prints the help text
  using namespace boxing;
  try {
    Boxing game;  // the game's own options (--limit-ms) are read into it
    const Invocation in = read_command_line(game, implied, args);
    const RefereeOptions& c = in.options;
    const std::string& cmd = in.command;
    if (cmd != "gen" && cmd != "game" && cmd != "match" && cmd != "merge" && cmd != "tournament" &&
        cmd != "check")
      fuzz_fail("boxing_options", "an unknown command " + cmd, words);
    if (c.runner.jobs < 1 || c.runner.jobs > 29 || game.limit().count() < 1)
      fuzz_fail("boxing_options", "a value out of its range", words);
    if (c.marks.size() != 2 || !valid_mark(c.marks[0]) || !valid_mark(c.marks[1]) ||
        c.marks[0] == c.marks[1])
      fuzz_fail("boxing_options", "bad marks " + c.marks, words);
    // gen is the game's own command (Boxing::commands), which checks its three words as it runs.
    if ((cmd == "game" && in.words.size() < 2) ||
        (cmd == "check" && (in.words.empty() || (in.view.html && in.words.size() != 1) ||
                            (in.view.game > 0 && in.words.size() != 1))))
      fuzz_fail("boxing_options", "the wrong number of words for " + cmd, words);
  } catch (const std::exception& e) {
    fuzz_check_refusal("boxing_options", e.what(), words);
  } catch (...) {
    fuzz_fail("boxing_options", "an exception other than std::exception", words);
  }
  return 0;
}
