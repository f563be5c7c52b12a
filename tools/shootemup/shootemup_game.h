// shootemup_game.h: Shot-Em-Up's strength runs as the shared referee sees a game (contest::Game,
// tools/common/game/game.h): `shootemup_referee --series` is its front end (contest::referee_main).
// A game is one seeded series (series.h): one robot process through "G SEED", "R COMBATS" against
// the statement's random robot, the built-in opponent (Game::opponent); a match is each robot's
// series on the seeds --seed, --seed + 1, ...; the ranking is the series' summary. A line that
// names no command is a match (`shootemup_referee --series -n 4 ROBOT`), as it always was.
#pragma once

#include "common/game/game.h"
#include "series.h"

namespace shootemup {

class ShootemupGame : public contest::Game {
 public:
  // The command line's shape: the front end is the --series mode (the program's first face is
  // the statement's arena), a line that names no command is a match, --sprt is refused on every
  // command (each robot plays the random robot alone).
  ShootemupGame();
  std::string name() const override { return "shootemup"; }
  std::string about() const override;
  // -n, --combats, --move-ms, --max-pairs, --log-dir (each series' arena output, NAME-gSEED.out).
  std::vector<contest::GameOption> options() override;
  std::string command_help(const std::string& command) const override;
  std::optional<contest::Opponent> opponent() const override {
    return contest::Opponent{kRandomName, series.series};
  }
  // NAME=ROBOT (a '=' before any '/') or ROBOT named after its file, a bare name taken from the
  // current directory; not named "random".
  std::vector<contest::Program> players(const std::vector<std::string>& words,
                                        const std::vector<std::string>& env) const override;
  // What the arena would refuse, before any series: the seeds' range, the log directory,
  // SHOOTEMUP_MOVE_MS (checked even when --move-ms overrides it).
  void accept(const std::string& command, const std::vector<std::string>& words,
              const contest::RunnerOptions& runner) override;

  // "G 7, R 100", with the cap when it is not the statement's.
  std::string start(long opening, long long seed) const override;
  // Series `opening` of a run seeded `seed`: the seed seed + opening (series.h: play_series).
  contest::Played play(const contest::Setup& s) const override;
  // The arena words a robot's faults itself: these name the front end's.
  std::string forfeit(contest::Fault f, const contest::RunResult& run) const override;
  // An arena output replayed as shootemup_check does.
  contest::Checked check(const std::string& log) const override;
  std::string ranking(const std::vector<contest::Result>& results,
                      const std::optional<contest::Sprt>& sprt) const override {
    return series_summary(results);
  }

  SeriesOptions series;  // its runner is the front end's

 private:
  long move_ms_ = 0;  // --move-ms, over SHOOTEMUP_MOVE_MS
};

// The match the front end's `match` plays, run in process from options set directly (the tests'
// way in, no command line): series k of each robot in turn (game k * robots + r + 1, id
// "k:NAME:random", all the robots' series of one seed in one runner pair, so that a shard keeps a
// seed's series together), those the results file lacks. Throws as contest::run_match does, and
// std::invalid_argument for options that do not fit: a --sprt set (no front end has refused it
// here: refused by the front end's message), what check_series refuses, a robot named "random".
// A result: outcome "win" when the robot won more than half the combats (the round line's PASS),
// "draw" at exactly half, else "loss"; end the round line ("ROUNDS 100 WINS 99 LOSES 1 ERRORS 0
// PASS"); forfeits the robot's first error (and how it failed at the end of its input); moves its
// moves; info {"seed", "combats", "wins", "losses", "errors", "capped"}; slowest_ms its slowest
// reply; log the series' arena output.
contest::MatchReport run_series(const std::vector<contest::Program>& robots, const SeriesOptions& o,
                                const std::function<void(const contest::Result&)>& on_result = {});

}  // namespace shootemup
