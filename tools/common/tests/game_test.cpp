// game_test.cpp: the game layer (common/game): one move asked of a program and its fault, and the
// referee front end on a game played in process (no programs run): its help made from the
// declarations, a match on the runner with its results file and logs, merge, check.
#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>
#include <sstream>

#include "common/cli/cli.h"
#include "common/game/referee.h"
#include "common/tests/test_files.h"

namespace contest {
namespace {

// A game whose first player wins every game of an even opening, the second every game of an odd
// one; its log is one line, "coin N FIRST", which check reads back.
class Coin : public Game {
 public:
  std::string name() const override { return "coin"; }
  std::string about() const override { return "Coin: the opening decides.\n"; }
  std::vector<GameOption> options() override {
    return {{"--a-rather-long-option", "VALUE", "declared by the game\non two lines",
             [this](cli::Command& c, const std::string& names) { c.text(names, value); }}};
  }
  std::string start(long opening, long long seed) const override {
    return std::to_string(opening) + "/" + std::to_string(seed);
  }
  Played play(const Setup& s) const override {
    Played p;
    p.outcome.points = s.opening % 2 ? std::vector<double>{0, 1} : std::vector<double>{1, 0};
    p.outcome.end = "normal";
    p.outcome.moves = 1;
    p.log = "coin " + std::to_string(s.opening) + " " + s.seats[0].name + "\n";
    return p;
  }
  std::string forfeit(Fault, const RunResult&) const override { return "forfeit"; }
  Checked check(const std::string& log) const override {
    Checked c;
    if (log.rfind("coin ", 0) != 0) c.problem = "line 1: not a coin log";
    c.verdict = "ok: " + log.substr(0, log.size() - 1);
    return c;
  }
  std::string value;
};

// referee_main on args, what it prints on stdout, and its exit status.
int run(Game& game, std::vector<std::string> args, std::string& out) {
  args.insert(args.begin(), "coin_referee");
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  std::ostringstream text;
  std::streambuf* saved = std::cout.rdbuf(text.rdbuf());
  const int status = referee_main(game, static_cast<int>(argv.size()), argv.data());
  std::cout.rdbuf(saved);
  out = text.str();
  return status;
}

TEST(GameAsk, NamesTheFaultOfTheProcess) {
  EXPECT_FALSE(ask({"q", FIXTURE_quick, {}}, "3 2\n", Millis(5000)).fault);
  EXPECT_EQ(ask({"q", FIXTURE_quick, {}}, "3 2\n", Millis(5000)).run.out, "3 2\n");
  EXPECT_EQ(ask({"c", FIXTURE_crasher, {}}, "", Millis(5000)).fault, Fault::kCrash);
  EXPECT_EQ(ask({"s", FIXTURE_sleeper, {}}, "", Millis(150)).fault, Fault::kTime);
  EXPECT_EQ(ask({"f", FIXTURE_flooder, {}}, "", Millis(5000)).fault, Fault::kOutput);
  EXPECT_EQ(ask({"n", "/nonexistent/program", {}}, "", Millis(5000)).fault, Fault::kStart);
}

TEST(GameReferee, HelpIsMadeFromTheDeclarations) {
  Coin coin;
  const std::string whole = referee_help(coin, "");
  EXPECT_EQ(whole.rfind("usage: coin_referee COMMAND [options] ...\nCoin: the opening decides.\n"),
            0u);
  EXPECT_NE(whole.find("  --a-rather-long-option VALUE\n"
                       "                     game, match: declared by the game\n"
                       "                     on two lines\n"),
            std::string::npos)
      << whole;
  const std::string game = referee_help(coin, "game");
  EXPECT_NE(game.find("\n  --a-rather-long-option VALUE\n"
                      "                     declared by the game\n"),
            std::string::npos)
      << game;
  EXPECT_EQ(referee_help(coin, "check").find("--a-rather-long-option"), std::string::npos);
  std::string out;
  EXPECT_EQ(run(coin, {"match", "--help"}, out), 0);
  EXPECT_EQ(out, referee_help(coin, "match"));
}

TEST(GameReferee, MatchWithResultsLogsMergeAndCheck) {
  Coin coin;
  const std::string results = test::temp_path("game-", "coin.jsonl");
  const std::string dir = test::temp_path("game-", "coin-logs");
  std::filesystem::remove_all(dir);
  std::filesystem::create_directory(dir);
  std::string out;
  ASSERT_EQ(run(coin,
                {"match", "-q", "-n", "4", "--seed", "9", "--a-rather-long-option", "x",
                 "--results", results, "--log-dir", dir, "a=/bin/true", "b=/bin/true"},
                out),
            0);
  EXPECT_EQ(coin.value, "x");
  EXPECT_EQ(out.rfind("a vs b: 2 wins, 2 losses, 0 draws in 4 games", 0), 0u) << out;
  const std::vector<std::string> lines = test::lines_of(results);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(from_line(lines[3]).start, "1/9");
  EXPECT_EQ(from_line(lines[3]).log, dir + "/game4.log");
  std::string merged;
  EXPECT_EQ(run(coin, {"merge", results}, merged), 0);
  EXPECT_EQ(merged, out);
  EXPECT_EQ(run(coin, {"check", dir + "/game4.log", results}, out), 1);
  EXPECT_NE(out.find("/game4.log: ok: coin 1 b\n"), std::string::npos) << out;
  EXPECT_NE(out.find("coin.jsonl: FAILED: line 1: not a coin log\n"), std::string::npos) << out;
  EXPECT_NE(out.find("checked 2 logs, 1 problems\n"), std::string::npos) << out;
  EXPECT_EQ(run(coin, {"game", "a=/bin/true"}, out), 2);
}

}  // namespace
}  // namespace contest
