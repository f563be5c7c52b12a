// lloyd_options: lloyd_referee's whole command line (tools/lloyd/command_line.cpp) on any words, as
// read_command_line reads them before any square is read. The harness stops (abort) when the
// reading throws, refuses on more than one line, or accepts a line that breaks what the runs rely
// on: entries with distinct valid names, each given the --arg and --env words, at least one SQUARE,
// a CPU limit from 0.001 to 86,400 s, --resume only with --results.
#include "command_line.h"
#include "common/cli/cli.h"
#include "words.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string> words = fuzz_words(data, size);
  lloyd::CommandLine cl;
  std::string why;
  try {
    why = lloyd::read_command_line(words, cl);
  } catch (...) {
    fuzz_fail("lloyd_options", "read_command_line threw", words);
  }
  if (!why.empty()) {
    fuzz_check_refusal("lloyd_options", why, words);
    return 0;
  }
  if (cl.help || !cl.command.empty()) return 0;  // the command reads its own words
  const lloyd::Referee& referee = cl.referee;
  const std::vector<std::string>& specs = cl.specs;
  if (referee.entries.empty() || specs.empty() || referee.entries.size() != referee.names.size())
    fuzz_fail("lloyd_options", "no entry or no square", words);
  for (std::size_t i = 0; i < referee.names.size(); ++i) {
    if (!contest::bad_player_name(referee.names[i]).empty())
      fuzz_fail("lloyd_options", "a bad name " + referee.names[i], words);
    for (std::size_t j = 0; j < i; ++j)
      if (referee.names[i] == referee.names[j])
        fuzz_fail("lloyd_options", "two entries named " + referee.names[i], words);
    if (referee.entries[i].args != referee.entries[0].args)
      fuzz_fail("lloyd_options", "entries given different --arg words", words);
  }
  if (!(referee.limit >= 0.001 && referee.limit <= 86400) || referee.wall < 0 ||
      referee.wall > 864000)
    fuzz_fail("lloyd_options", "a limit out of its range", words);
  if (referee.runner.resume && referee.runner.results.empty())
    fuzz_fail("lloyd_options", "--resume without --results", words);
  return 0;
}
