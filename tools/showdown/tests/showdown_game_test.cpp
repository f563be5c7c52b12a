// showdown_game_test.cpp: ShowdownGame (showdown_game.h) as the shared front end drives it: one
// game through the runner's hooks (contest::hooks_of) is the mediator's game, and the front end's
// own commands, check and merge, read what the modes write.
#include "showdown_game.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "common/core/files.h"
#include "common/tests/run_command.h"
#include "log_check.h"

namespace showdown {
namespace {

namespace fs = std::filesystem;

// A fresh directory for one test, removed with it.
struct TempDir {
  fs::path path;
  explicit TempDir(const std::string& name)
      : path(fs::temp_directory_path() / (name + "-" + std::to_string(::getpid()))) {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() { fs::remove_all(path); }
};

// A game the runner's hooks play is the game play_game plays: the same log, the first player first
// at A 1, the state files named by the run's seed; the log is kept where the hooks say, verifies,
// and the outcome gives the winner its point.
TEST(ShowdownGame, AGameOnTheRunnersHooksIsTheMediatorsGame) {
  const TempDir dir("showdown-game-hooks");
  ShowdownGame game;
  game.mediator.average = contest::Millis(2000);
  game.mediator.turn_cap = contest::Millis(4000);
  game.mediator.max_turns = 30;
  const std::vector<contest::Program> players = {{"chameleon", SHOWDOWN_CHAMELEON_PATH, {}},
                                                 {"standard", SHOWDOWN_STANDARD_PATH, {}}};
  long told = 0;
  game.on_game = [&told](long number, const GameResult&) { told = number; };
  const contest::GameHooks hooks =
      contest::hooks_of(game, players, 3, contest::logs_in(dir.path.string()));
  contest::ScheduledGame g;
  g.number = 1;
  g.players = g.seats = {0, 1};
  EXPECT_EQ(hooks.start(g), "seed 3");
  const contest::Outcome out = hooks.play(g, 0);
  EXPECT_EQ(told, 1);
  ASSERT_EQ(out.points.size(), 2u);
  EXPECT_EQ(out.points[0] + out.points[1], 1);
  EXPECT_TRUE(out.forfeits.empty());
  const std::string log = contest::read_file((dir.path / "game1.log").string());
  EXPECT_EQ(game.check(log).problem, "");
  EXPECT_EQ(game.check(log).verdict, "ok");

  RefereeOptions o = game.mediator;
  o.seed = 3;
  const GameResult direct = play_game({"chameleon", SHOWDOWN_CHAMELEON_PATH, {}},
                                      {"standard", SHOWDOWN_STANDARD_PATH, {}}, o);
  EXPECT_EQ(direct.log, log);
  EXPECT_EQ(out.end, outcome_name(direct.outcome));
  EXPECT_EQ(out.info.at("first_score"), direct.score[0].total());
  EXPECT_NE(game.check(log + "turn\tx\n").problem, "");
}

// A player that cannot be started is the results line's forfeit, in the game's words.
TEST(ShowdownGame, APlayerThatCannotStartForfeits) {
  ShowdownGame game;
  game.mediator.max_turns = 3;
  contest::Setup s;
  s.seats = {{"ghost", "/nonexistent/showdown-player", {}},
             {"standard", SHOWDOWN_STANDARD_PATH, {}}};
  const contest::Played p = game.play(s);
  EXPECT_EQ(p.outcome.forfeits.at("ghost"), "could not be started");
  EXPECT_EQ(p.outcome.forfeits.count("standard"), 0u);
  EXPECT_EQ(game.forfeit(contest::Fault::kStart, {}), "could not be started");
  EXPECT_EQ(game.forfeit(contest::Fault::kTime, {}), "time-limit");
}

// The front end's check reads the logs a mode writes (a tampered one fails, status 1), and its
// merge of a gauntlet's results file prints the gauntlet's summary.
TEST(ShowdownGame, CheckAndMergeReadWhatTheModesWrite) {
  const TempDir dir("showdown-game-front");
  const std::string referee = REFEREE_PATH;
  const std::string logs = (dir.path / "logs").string();
  fs::create_directories(logs);
  ASSERT_EQ(contest::test::run_stdout(referee + " --average-ms 2000 --seed 3 --logs " + logs +
                                      " game chameleon=" SHOWDOWN_CHAMELEON_PATH
                                      " standard=" SHOWDOWN_STANDARD_PATH)
                .first,
            0);
  const std::string log = logs + "/chameleon-vs-standard.log";
  EXPECT_EQ(contest::test::run_stdout(referee + " check " + log),
            std::make_pair(0, log + ": ok\nchecked 1 logs, 0 problems\n"));
  const std::string cut = (dir.path / "cut.log").string();
  const std::string text = contest::read_file(log);
  contest::write_file(cut, text.substr(0, text.size() / 2));
  const auto [status, out] = contest::test::run_stdout(referee + " check " + log + " " + cut);
  EXPECT_EQ(status, 1) << out;
  EXPECT_NE(out.find(cut + ": FAILED: "), std::string::npos) << out;

  const std::string results = (dir.path / "g.jsonl").string();
  const auto [played, whole] = contest::test::run_stdout(
      referee + " -q --average-ms 2000 --seed 3 --results " + results +
      " gauntlet chameleon=" SHOWDOWN_CHAMELEON_PATH " standard=" SHOWDOWN_STANDARD_PATH
      " runner=" SHOWDOWN_RUNNER_PATH);
  ASSERT_EQ(played, 0) << whole;
  const auto [merged, summary] = contest::test::run_stdout(referee + " merge " + results);
  EXPECT_EQ(merged, 0) << summary;
  ASSERT_FALSE(summary.empty());
  EXPECT_NE(whole.find("\n\n" + summary + "RESULT: 2 matches"), std::string::npos) << whole << "\n"
                                                                                   << summary;
}

}  // namespace
}  // namespace showdown
