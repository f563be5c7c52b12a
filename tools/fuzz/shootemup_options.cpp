// shootemup_options: the Shot-Em-Up referee's two command lines on any words: the statement's
// arena (tools/shootemup/referee_main.cpp, included without its main: read_command_line) and its
// `--series` mode (series_main.cpp: read_command_line), as each reads them before any robot is
// started. A first word "--series" picks the series, as in main. The harness stops (abort) when a
// reading throws anything but std::invalid_argument, refuses on more than one line, or accepts a
// line that breaks what the arena relies on: a robot program (a path with a '/'), limits within
// their ranges; for series, robots with valid names (not "random") and counts within range.
#include "referee_main.cpp"
#include "series_main.cpp"
#include "words.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string> words = fuzz_words(data, size);
  if (!words.empty() && words[0] == "--series") {
    const std::vector<std::string> args(words.begin() + 1, words.end());
    if (contest::cli::asks_help(args)) return 0;
    shootemup::SeriesOptions o;
    std::vector<shootemup::SeriesRobot> robots;
    std::vector<std::string> merge_words;
    try {
      if (shootemup::read_command_line(args, o, robots, merge_words) == "merge") return 0;
    } catch (const std::invalid_argument& e) {
      fuzz_check_refusal("shootemup_options", e.what(), words);
      return 0;
    } catch (...) {
      fuzz_fail("shootemup_options", "an exception other than std::invalid_argument", words);
    }
    if (robots.empty() || o.series < 1 || o.combats < 1 || o.arena.max_pairs < 1)
      fuzz_fail("shootemup_options", "series: a value out of its range", words);
    for (const shootemup::SeriesRobot& r : robots)
      if (!contest::bad_player_name(r.name).empty() || r.name == "random" || r.program.empty())
        fuzz_fail("shootemup_options", "series: a bad robot " + r.name, words);
    return 0;
  }
  shootemup::RefereeOptions options;
  Reading r;
  try {
    r = read_command_line(words, options);
  } catch (...) {
    fuzz_fail("shootemup_options", "the arena's reading threw", words);
  }
  if (r.help) return 0;
  if (!r.problem.empty()) {
    fuzz_check_refusal("shootemup_options", r.problem, words);
    return 0;
  }
  if (options.program.empty() || options.program[0].find('/') == std::string::npos ||
      options.max_pairs < 1 || options.move_time.count() < 1)
    fuzz_fail("shootemup_options", "the arena: a bad robot or limit", words);
  return 0;
}
