// series_test.cpp: `shootemup_referee --series`, the strength runs on the shared referee front end
// (ShootemupGame): a series is the arena's own run of its input, a resumed run plays only what its
// file lacks, -j 2 plays the same series as -j 1, the results lines read back, two robots are
// compared seed by seed, and the command line (help, bad usage, merge, game, check). Series of a
// few combats keep it quick.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "arena_support.h"
#include "common/core/files.h"
#include "common/tests/help_pins.h"
#include "common/tests/run_command.h"
#include "shootemup_game.h"

namespace shootemup {
namespace {

using test_support::arena;
using test_support::misbehave;

std::string temp_path(const std::string& name) {
  const std::string path = testing::TempDir() + "series_test_" + name;
  std::filesystem::remove_all(path);
  return path;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// A summary without the slowest reply, the one figure that depends on the machine's load.
std::string without_times(const std::string& summary) {
  return std::regex_replace(summary, std::regex("slowest reply [0-9]+ ms"), "slowest reply");
}

const contest::Program kGhost{"ghostsight", GHOSTSIGHT_PATH, {}};
const contest::Program kBaseline{"baseline", BASELINE_PATH, {}};

// The misbehaving robot as a player: its mode in its environment (--env).
contest::Program misbehaving(const std::string& name, const std::string& mode, int after = 0) {
  const std::vector<std::string> argv = misbehave(mode, after);  // env VAR=VALUE... PATH
  return {name, argv.back(), std::vector<std::string>(argv.begin() + 1, argv.end() - 1)};
}

SeriesOptions small(long series, long combats) {
  SeriesOptions o;
  o.series = series;
  o.combats = combats;
  o.runner.quiet = true;
  o.arena.move_time = contest::Millis(5000);
  return o;
}

void expect_same_series(const std::vector<contest::Result>& a,
                        const std::vector<contest::Result>& b) {
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i)
    EXPECT_TRUE(a[i].same_game(b[i])) << to_line(a[i]) << "\n" << to_line(b[i]);
}

// A series is `arena ROBOT` on "G SEED", "R COMBATS": the same counts as its round line, and the
// log it keeps is that very output.
TEST(Series, IsTheArenasOwnRunOfItsSeed) {
  SeriesOptions o = small(2, 6);
  o.runner.seed = 41;
  o.log_dir = temp_path("logs");
  std::filesystem::create_directories(o.log_dir);
  const contest::MatchReport report = run_series({kBaseline}, o);
  ASSERT_EQ(report.results.size(), 2u);
  for (const contest::Result& r : report.results) {
    const long long seed = 41 + r.opening;
    const auto direct = arena(series_input(seed, 6), {BASELINE_PATH});
    EXPECT_EQ(r.id, std::to_string(r.opening) + ":baseline:random");
    EXPECT_EQ(r.start, "G " + std::to_string(seed) + ", R 6");
    EXPECT_EQ(r.info.at("seed"), seed);
    EXPECT_EQ(r.info.at("combats"), 6);
    EXPECT_EQ(r.info.at("wins"), direct.totals.wins);
    EXPECT_EQ(r.info.at("losses"), direct.totals.losses);
    EXPECT_EQ(r.info.at("errors"), 0);
    EXPECT_EQ(r.moves, direct.totals.moves);
    EXPECT_EQ(r.log, o.log_dir + "/baseline-g" + std::to_string(seed) + ".out");
    EXPECT_EQ(read_file(r.log), direct.out);
    EXPECT_EQ("! " + r.end + "\n", direct.out.substr(direct.out.rfind("! ROUNDS")));
    EXPECT_TRUE(r.forfeits.empty());
    EXPECT_EQ(r.slowest_ms.count("baseline"), 1u);
  }
}

// Resume: a file cut after one series and in the middle of the next plays only the series it
// lacks, and the totals are those of the whole run.
TEST(Series, ResumeAfterAPartialFilePlaysOnlyTheMissingSeries) {
  SeriesOptions o = small(3, 4);
  o.runner.results = temp_path("whole.jsonl");
  const contest::MatchReport whole = run_series({kGhost}, o);
  ASSERT_EQ(whole.played, 3);
  const std::string text = read_file(o.runner.results);
  const std::size_t first_end = text.find('\n') + 1;

  o.runner.results = temp_path("cut.jsonl");
  std::ofstream(o.runner.results) << text.substr(0, first_end + 30);  // a torn second line
  o.runner.resume = true;
  const contest::MatchReport resumed = run_series({kGhost}, o);
  EXPECT_EQ(resumed.resumed, 1);
  EXPECT_EQ(resumed.played, 2);
  expect_same_series(resumed.results, whole.results);
  EXPECT_EQ(without_times(series_summary(resumed.results)),
            without_times(series_summary(whole.results)));
  expect_same_series(contest::read_results(o.runner.results).results, whole.results);

  // Another seed's series are not this run's.
  o.runner.seed = 2;
  EXPECT_THROW(run_series({kGhost}, o), std::runtime_error);
}

// Two at a time plays the same series as one at a time, series by series.
TEST(Series, TwoJobsEqualOneJobSeriesBySeries) {
  SeriesOptions o = small(2, 4);
  const contest::MatchReport one = run_series({kGhost, kBaseline}, o);
  o.runner.jobs = 2;
  const contest::MatchReport two = run_series({kGhost, kBaseline}, o);
  ASSERT_EQ(one.results.size(), 4u);
  expect_same_series(one.results, two.results);
  // The robots' series of one seed are consecutive games, and the same combats.
  EXPECT_EQ(one.results[0].id, "0:ghostsight:random");
  EXPECT_EQ(one.results[1].id, "0:baseline:random");
  EXPECT_EQ(one.results[1].start, one.results[0].start);
}

// Every line of a results file reads back to the same result; the robot's errors and how it
// ended are its faults.
TEST(Series, ResultsLinesParseBackWithTheirFaults) {
  SeriesOptions o = small(2, 3);
  o.arena.max_pairs = 50;
  o.runner.results = temp_path("faults.jsonl");
  const std::vector<contest::Program> robots = {misbehaving("garbage", "garbage", 1),
                                                misbehaving("forker", "forker")};
  const contest::MatchReport report = run_series(robots, o);
  std::istringstream lines(read_file(o.runner.results));
  std::size_t n = 0;
  for (std::string line; std::getline(lines, line); ++n) {
    const contest::Result r = contest::from_line(line);
    EXPECT_EQ(contest::to_line(r), line);
    EXPECT_EQ(r.players, (std::vector<std::string>{r.first, "random"}));
    EXPECT_NE(r.start.find(", max-pairs 50"), std::string::npos) << r.start;
  }
  EXPECT_EQ(n, 4u);
  const contest::Result& garbage = report.results[0];
  EXPECT_EQ(garbage.info.at("errors"), 3);
  EXPECT_EQ(garbage.end, "ROUNDS 3 WINS 0 LOSES 0 ERRORS 3 FAIL");
  EXPECT_EQ(garbage.forfeits.at("garbage"), "the robot sent a bad line 'hello'");
  const contest::Result& forker = report.results[1];
  EXPECT_EQ(forker.info.at("errors"), 0);
  EXPECT_EQ(forker.forfeits.at("forker"), kLeftProcesses);
  const std::string summary = series_summary(report.results);
  EXPECT_NE(summary.find("garbage: combats 6 wins 0 loses 0 errors 6 capped 0, win rate 0.00%"),
            std::string::npos)
      << summary;
  EXPECT_NE(summary.find("faults: the robot sent a bad line 'hello' x2;"), std::string::npos);
}

// The comparison pairs the seeds: identical robots differ by exactly 0 on every seed.
TEST(Series, TwoRobotsAreComparedSeedBySeed) {
  const SeriesOptions o = small(3, 3);
  const contest::MatchReport report = run_series({kGhost, {"again", GHOSTSIGHT_PATH, {}}}, o);
  const std::string summary = series_summary(report.results);
  EXPECT_NE(summary.find("ghostsight - again: +0.00 points of win rate [+0.00, +0.00] (95%, "
                         "paired by seed) over 3 seeds; ghostsight ahead on 0, again on 0, "
                         "equal on 3\n"),
            std::string::npos)
      << summary;
}

// The command line: the shared front end's, the runner options as the other referees', strictly
// read; the old spelling (`--series` then options, robots, or `merge`) runs the same.
const std::string kSeriesHelp =
    R"help(usage: shootemup_referee --series COMMAND [options] ...
Strength runs on the match runner: each ROBOT plays series of combats against the
statement's random robot, one robot process per series, as `arena ROBOT` runs the input
'G SEED' then 'R COMBATS'; series k (from 0) has the seed --seed + k, at most 999999999 in
the last. A runner game is one series. Two robots or more play the same series, and each
is compared with the first seed by seed. A line that names no command is a match. --sprt
is refused, each robot playing alone.
commands:
  game [options] PLAYER
                     one series of one robot, on the seed --seed + --opening: its results
                     line on stdout, its arena output with --log FILE
  match [options] PLAYER...
                     each robot's series against the random robot (-n): a progress line per
                     series on stderr, then on stdout one line per robot: combats, wins,
                     loses, errors, capped, the win rate with its Wilson 95% interval, series
                     passed, the slowest reply and the faults; then each other robot against
                     the first: the mean difference of their win rates seed by seed, in
                     points, with its 95% interval
  merge [-o FILE] RESULTS...
                     combine results files (shards, resumed runs): a game in two files must
                     be the same game there; prints the summary of them all, and writes the
                     lines, sorted by game, to FILE with -o
  check [options] LOG...
                     replay arena outputs by the rules, as shootemup_check does: a verdict
                     each, then the count; exits 1 when one fails
PLAYER: [NAME=]ROBOT, a robot process per series; a ROBOT without a '/' is taken from the
current directory; it is named after its file, or NAME ('random' is the opponent's name)
options (before the command or after it):
  -n SERIES          match: series per robot, 1 to 1000000 (default 100)
  --combats N        game, match: combats per series (its R), 1 to 999999999 (default 100)
  --move-ms MS       game, match: the time the robot has for each reply, 1 to 86400000 ms
                     (default 10000, or the environment variable SHOOTEMUP_MOVE_MS, read by the
                     same rule)
  --max-pairs N      game, match: move pairs after which a combat stops as a loss,
                     1 to 1000000000 (default 1000)
  --log-dir DIR      game, match: write each series' arena output to
                     DIR/NAME-gSEED.out (shootemup_check verifies it)
  --opening N        game: the opening to play (default 0)
  --log FILE         game: write the game's log to FILE
  --env VAR=VAL      game, match: set in every player's environment; repeatable
  --json             check: print each log as one JSON object instead of its verdict
runner options (match; --seed also game):
)help" +
    contest::test::kRunnerJobsPin + contest::test::kRunnerShardPin + contest::test::kRunnerSeedPin +
    contest::test::kRunnerQuietPin +
    R"help(  -h, --help         this text; COMMAND --help: the command's alone
Exits 0 when the command ran (whoever won), 1 when a file or a game failed or a log
does not hold, 2 on bad usage.
)help";

TEST(SeriesProgram, HelpText) {
  contest::test::expect_help(std::string(REFEREE_PATH) + " --series", kSeriesHelp);
}

// --sprt is refused on every command (CommandShape::refused_runner_options): no help lists it,
// merge's usage included, and each command refuses it with the one message.
TEST(SeriesProgram, SprtIsNeitherListedNorTaken) {
  const std::string referee = std::string(REFEREE_PATH) + " --series ";
  for (const char* help : {"match --help", "merge --help", "game --help", "--help"}) {
    std::string out;
    EXPECT_EQ(contest::test::run_stdout(referee + help, &out), 0) << help;
    EXPECT_EQ(out.find("--sprt SPEC"), std::string::npos) << help << "\n" << out;
  }
  for (const std::string& line :
       {"match --sprt elo1=5 " + std::string(GHOSTSIGHT_PATH),
        "--sprt=elo1=5 " + std::string(GHOSTSIGHT_PATH), std::string("merge --sprt elo1=5 x.jsonl"),
        "game --sprt elo1=5 " + std::string(GHOSTSIGHT_PATH)}) {
    std::string out;
    EXPECT_EQ(contest::test::run_command(referee + line, &out), 2) << line;
    EXPECT_EQ(out.rfind("shootemup_referee --series: --sprt: series have no sequential test (each "
                        "robot plays alone)",
                        0),
              0u)
        << line << "\n"
        << out;
  }
}

// run_series takes its options from no command line: a --sprt set there is refused by the front
// end's message all the same.
TEST(Series, RefusesSprtAsTheFrontEndDoes) {
  SeriesOptions o = small(1, 1);
  o.runner.sprt = contest::Sprt::parse("elo1=5");
  try {
    run_series({kGhost}, o);
    ADD_FAILURE() << "--sprt was taken";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "--sprt: series have no sequential test (each robot plays alone)");
  }
}

TEST(SeriesProgram, RejectsBadUsageNamingTheOption) {
  const std::string ok = std::string(" ") + GHOSTSIGHT_PATH;
  const std::pair<std::string, std::string> bad[] = {
      {"-n 0" + ok, "-n"},
      {"-n 5x" + ok, "-n"},
      {"--combats 1000000000" + ok, "--combats"},
      {"--move-ms 10abc" + ok, "--move-ms"},
      {"-j 0" + ok, "-j"},
      {"--shard 3/2" + ok, "--shard"},
      {"--sprt elo1=5" + ok, "--sprt"},
      {"--seed 999999999 -n 2" + ok, "--seed"},
      {"--resume" + ok, "--resume"},
      {"--log-dir /nonexistent/dir" + ok, "--log-dir"},
      {"--bogus" + ok, "--bogus"},
      {"", "no robot"},
      {"random=" + std::string(GHOSTSIGHT_PATH), "random"},
      {"merge --sprt elo1=5 x.jsonl", "--sprt"},
  };
  for (const auto& [args, option] : bad) {
    std::string out;
    EXPECT_EQ(contest::test::run_command(std::string(REFEREE_PATH) + " --series " + args, &out), 2)
        << args << "\n"
        << out;
    EXPECT_EQ(out.rfind("shootemup_referee --series: ", 0), 0u) << out;
    EXPECT_NE(out.find(option), std::string::npos) << args << "\n" << out;
  }
}

// The program end to end: two robots into a results file, then `merge` of it prints the same
// summary; a results file is never overwritten without --resume.
TEST(SeriesProgram, RunsTwoRobotsAndMergesTheirResults) {
  const std::string results = temp_path("program.jsonl");
  const std::string cmd = std::string(REFEREE_PATH) +
                          " --series -q -n 2 --combats 3 -j 2 --results " + results + " " +
                          GHOSTSIGHT_PATH + " base=" + BASELINE_PATH;
  const auto [status, summary] = contest::test::run_stdout(cmd);
  ASSERT_EQ(status, 0);
  EXPECT_EQ(summary.rfind("ghostsight: combats 6 wins ", 0), 0u) << summary;
  EXPECT_NE(summary.find("\nbase: combats 6 wins "), std::string::npos) << summary;
  EXPECT_NE(summary.find("\nghostsight - base: "), std::string::npos) << summary;
  const auto [merge_status, merged] =
      contest::test::run_stdout(std::string(REFEREE_PATH) + " --series merge " + results);
  EXPECT_EQ(merge_status, 0);
  EXPECT_EQ(merged, summary);  // the same results, slowest replies included
  // merge's options are taken before the word as after it.
  const std::string before = temp_path("before.jsonl"), after = temp_path("after.jsonl");
  EXPECT_EQ(contest::test::run_stdout(std::string(REFEREE_PATH) + " --series -o " + before +
                                      " merge " + results),
            std::make_pair(0, summary));
  EXPECT_EQ(contest::test::run_stdout(std::string(REFEREE_PATH) + " --series merge " + results +
                                      " -o " + after),
            std::make_pair(0, summary));
  EXPECT_EQ(contest::read_file(before), contest::read_file(after));
  EXPECT_NE(contest::read_file(before), "");
  // The match's options are not merge's: refused before the word as after it.
  EXPECT_EQ(
      contest::test::run_stdout(std::string(REFEREE_PATH) + " --series -q -n 3 merge " + results)
          .first,
      2);
  EXPECT_EQ(contest::test::run_stdout(std::string(REFEREE_PATH) + " --series -n 0 merge " + results)
                .first,
            2);
  // The command named: the same match as the old spelling's, its results already there.
  std::string out;
  EXPECT_EQ(contest::test::run_command(std::string(REFEREE_PATH) + " --series match -q -n 2 " +
                                           "--combats 3 --results " + results + " " +
                                           GHOSTSIGHT_PATH + " base=" + BASELINE_PATH,
                                       &out),
            1)
      << out;
  EXPECT_EQ(contest::test::run_command(cmd, &out), 1) << out;
  EXPECT_NE(out.find("already holds results"), std::string::npos) << out;
}

// game: one series (seed --seed + --opening), its results line and its arena output, which check
// replays; a tampered output fails check; --env reaches the robot.
TEST(SeriesProgram, GameAndCheckOfItsLog) {
  const std::string dir = temp_path("game");
  std::filesystem::create_directories(dir);
  const std::string referee = std::string(REFEREE_PATH) + " --series ";
  const auto [status, line] =
      contest::test::run_stdout(referee + "game --combats 3 --seed 7 --opening 2 --log-dir " + dir +
                                " --log " + dir + "/one.out " + BASELINE_PATH);
  ASSERT_EQ(status, 0);
  const contest::Result r = contest::from_line(line.substr(0, line.size() - 1));
  EXPECT_EQ(r.id, "2:shootemup_baseline:random");
  EXPECT_EQ(r.start, "G 9, R 3");
  EXPECT_EQ(r.log, dir + "/one.out");
  const auto direct = arena(series_input(9, 3), {BASELINE_PATH});
  EXPECT_EQ(read_file(dir + "/one.out"), direct.out);
  EXPECT_EQ(read_file(dir + "/shootemup_baseline-g9.out"), direct.out);
  const auto [checked, verdict] = contest::test::run_stdout(referee + "check " + dir + "/one.out");
  EXPECT_EQ(checked, 0) << verdict;
  EXPECT_NE(verdict.find("one.out: ok: verified "), std::string::npos) << verdict;
  std::ofstream(dir + "/one.out") << std::regex_replace(direct.out, std::regex(" ERRORS 0"),
                                                        " ERRORS 1");
  EXPECT_EQ(contest::test::run_stdout(referee + "check " + dir + "/one.out").first, 1);
  std::string out;
  EXPECT_EQ(
      contest::test::run_command(referee + "game " + GHOSTSIGHT_PATH + " " + BASELINE_PATH, &out),
      2);
  EXPECT_NE(out.find("game: give one player"), std::string::npos) << out;
  const auto [env_status, garbage] = contest::test::run_stdout(
      referee + "game --combats 2 --env SHOOTEMUP_MISBEHAVE=garbage m=" + MISBEHAVE_PATH);
  EXPECT_EQ(env_status, 0);
  EXPECT_NE(garbage.find("\"errors\":2"), std::string::npos) << garbage;
}

}  // namespace
}  // namespace shootemup
