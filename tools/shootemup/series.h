// series.h: strength runs on the shared match runner (tools/common/match/match.h). A runner
// game is one seeded series: one robot process runs through the arena's input "G SEED" then
// "R COMBATS" against the statement's random robot, exactly as `arena ROBOT` would run it. Series
// k (from 0) of every robot has the seed --seed + k, so two robots play the same combats and are
// compared seed by seed. The command is `arena --series` (series_main); see shootemup/README.md.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "arena.h"
#include "common/match/match.h"

namespace shootemup {

// The opponent's name in the results: every series is a robot against the random robot.
constexpr const char* kRandomName = "random";
// G takes at most 9 digits (ruling 5), so the last series' seed is at most this.
constexpr long long kMaxSeriesSeed = 999999999;

struct SeriesRobot {
  std::string name;  // as results hold it (contest::bad_player_name), not "random"
  std::vector<std::string> program;
};

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

// Series k of each robot in turn: game k * robots + r + 1, id "k:NAME:random", all the robots'
// series of one seed in one runner pair, so that a shard keeps a seed's series together.
std::vector<contest::ScheduledGame> series_schedule(const std::vector<std::string>& robots,
                                                    long series);

// Plays the series the results file lacks; throws as contest::run_match does, and
// std::invalid_argument for options that do not fit (a test, a seed past kMaxSeriesSeed, a robot
// named "random"). A result: outcome "win" when the robot won more than half the combats
// (the round line's PASS), "draw" at exactly half, else "loss"; end the round line
// ("ROUNDS 100 WINS 99 LOSES 1 ERRORS 0 PASS"); forfeits the robot's first error (and how it
// failed at the end of its input); moves its moves; info {"seed", "combats", "wins", "losses",
// "errors", "capped"}; slowest_ms its slowest reply; log the series' arena output.
contest::MatchReport run_series(const std::vector<SeriesRobot>& robots, const SeriesOptions& o,
                                const std::function<void(const contest::Result&)>& on_result = {});

// What series results say, robot by robot in order of first appearance: one line each
// "NAME: combats C wins W loses L errors E capped K, win rate P% [lo%, hi%] (Wilson 95%); S
// series, S passed; slowest reply T ms", then "; faults: WHY xN" when it had errors; then each
// other robot against the first over the seeds both played: the mean difference of their win
// rates in percentage points with its 95% interval (paired by seed), and the seeds each was
// ahead. Throws std::runtime_error for a result that is no series.
std::string series_summary(const std::vector<contest::Result>& results);

// `arena --series ARGS...`: the command line (args after --series); its exit status.
int series_main(const std::vector<std::string>& args);
extern const char* const kSeriesUsage;

}  // namespace shootemup
