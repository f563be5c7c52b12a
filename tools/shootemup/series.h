// series.h: strength runs on the shared match runner (tools/common/match/match.h). A runner
// game is one seeded series: one robot process runs through the arena's input "G SEED" then
// "R COMBATS" against the statement's random robot, exactly as `arena ROBOT` would run it. Series
// k (from 0) of every robot has the seed --seed + k, so two robots play the same combats and are
// compared seed by seed. The command is `shootemup_referee --series` (shootemup_game.h); see
// shootemup/README.md.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "arena.h"
#include "common/game/game.h"
#include "common/match/match.h"

namespace shootemup {

// The opponent's name in the results: every series is a robot against the random robot.
constexpr const char* kRandomName = "random";
// G takes at most 9 digits (ruling 5), so the last series' seed is at most this.
constexpr long long kMaxSeriesSeed = 999999999;

struct SeriesOptions {
  RefereeOptions arena;           // the reply time and the combat cap (its program is unused)
  long series = 100;              // per robot: seeds --seed .. --seed + series - 1
  long combats = 100;             // R of each series
  std::string log_dir;            // each series' arena output goes there ("" for none)
  contest::RunnerOptions runner;  // -j, --results, --resume, --shard, -q; its seed is the first G
};

// The arena input of one series and the runner's name for it ("G 7, R 100", with the cap when it
// is not the statement's 1000, so that a resume with another cap is refused).
std::string series_input(long long seed, long combats);
std::string series_start(const SeriesOptions& o, long long seed);

// Refuses, as std::invalid_argument, options a run cannot take: counts below 1, seeds past
// kMaxSeriesSeed. (--sprt is the game's refused runner option: the front end refuses it on every
// command, run_series when it is set.)
void check_series(const SeriesOptions& o);

// One series through the arena, its lines read as they are written, on the seed `seed`: the
// outcome (as run_series describes it) and the arena's output, which is also written to
// DIR/NAME-gSEED.out with --log-dir (the outcome's log). The robot is robot.path with robot.env in
// its environment.
contest::Played play_series(const contest::Program& robot, const SeriesOptions& o, long long seed);

// What series results say, robot by robot in order of first appearance: one line each
// "NAME: combats C wins W loses L errors E capped K, win rate P% [lo%, hi%] (Wilson 95%); S
// series, S passed; slowest reply T ms", then "; faults: WHY xN" when it had errors; then each
// other robot against the first over the seeds both played: the mean difference of their win
// rates in percentage points with its 95% interval (paired by seed), and the seeds each was
// ahead. Throws std::runtime_error for a result that is no series.
std::string series_summary(const std::vector<contest::Result>& results);

}  // namespace shootemup
