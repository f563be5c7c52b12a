// shootemup_options: the Shot-Em-Up referee's two command lines on any words: the statement's
// arena (tools/shootemup/arena_command_line.h: read_arena_command_line) and its
// `--series` mode, the shared front end's reading (contest::read_referee_line) on
// shootemup::ShootemupGame, then the robots as game and match read them (ShootemupGame::players),
// as each reads them before any robot is started. A first word "--series" picks the series, as in
// main. The harness stops (abort) when a reading throws anything but std::invalid_argument,
// refuses on more than one line, or accepts a line that breaks what the arena relies on: a robot
// program (a path with a '/'), limits within their ranges; for series, a known command (match
// when none is named), robots with valid names (not "random") and counts within range.
#include "arena_command_line.h"
#include "common/game/referee.h"
#include "shootemup_game.h"
#include "words.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string> words = fuzz_words(data, size);
  if (!words.empty() && words[0] == "--series") {
    const std::vector<std::string> args(words.begin() + 1, words.end());
    try {
      shootemup::ShootemupGame game;  // the series' options (-n, --combats...) are read into it
      const contest::RefereeLine in = contest::read_referee_line(game, "shootemup_referee", args);
      if (in.help || in.command == "merge" || in.command == "check") return 0;
      if (in.command != "game" && in.command != "match")
        fuzz_fail("shootemup_options", "a command " + in.command, words);
      const std::vector<contest::Program> robots = game.players(in.words, in.env);
      const shootemup::SeriesOptions& o = game.series;
      if (robots.empty() || o.series < 1 || o.combats < 1 || o.arena.max_pairs < 1 ||
          o.arena.move_time.count() < 1)
        fuzz_fail("shootemup_options", "series: a value out of its range", words);
      for (const contest::Program& r : robots)
        if (!contest::bad_player_name(r.name).empty() || r.name == "random" ||
            r.path.find('/') == std::string::npos)
          fuzz_fail("shootemup_options", "series: a bad robot " + r.name, words);
    } catch (const std::invalid_argument& e) {
      fuzz_check_refusal("shootemup_options", e.what(), words);
    } catch (...) {
      fuzz_fail("shootemup_options", "an exception other than std::invalid_argument", words);
    }
    return 0;
  }
  shootemup::RefereeOptions options;
  shootemup::ArenaCommandLine r;
  try {
    r = shootemup::read_arena_command_line(words, options);
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
