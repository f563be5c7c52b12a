// lloyd_game_test.cpp: LloydGame (lloyd_game.h) as the shared front end drives it: the command
// line read into the runs, the game's own commands found after the referee's options, a run on
// the runner's hooks (contest::hooks_of) scored as the referee scores it, and the front end's
// commands that are not Lloyd's refused.
#include "lloyd_game.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <stdexcept>

#include "common/core/files.h"
#include "common/game/referee.h"
#include "common/tests/run_command.h"

namespace lloyd {
namespace {

contest::RefereeLine read(LloydGame& game, const std::vector<std::string>& args) {
  return contest::read_referee_line(game, "lloyd_referee", args);
}

// A line that names no command runs the squares (match), its options read into the runs.
TEST(LloydGame, TheRunsAreWhatALineWithoutACommandRuns) {
  LloydGame game;
  const contest::RefereeLine in =
      read(game, {"-j", "2", "--limit", "5", "--entry", "a=./a", "--arg", "7", "--env", "X=1",
                  "--entry", "./b", "random:1:2", "korf:k.txt:3"});
  EXPECT_EQ(in.command, "match");
  EXPECT_EQ(in.words, (std::vector<std::string>{"random:1:2", "korf:k.txt:3"}));
  const Referee& r = game.referee();
  EXPECT_EQ(r.names, (std::vector<std::string>{"a", "./b"}));
  ASSERT_EQ(r.entries.size(), 2u);
  EXPECT_EQ(r.entries[1].path, "./b");
  EXPECT_EQ(r.entries[1].args, (std::vector<std::string>{"7"}));
  EXPECT_EQ(r.entries[1].env, (std::vector<std::string>{"X=1"}));
  EXPECT_EQ(r.limit, 5);
  EXPECT_EQ(r.runner.jobs, 2);
}

// report and merge are commands wherever the referee's options put their word; the front end's
// game and check are not Lloyd's, and the runs refuse what they cannot run before any square.
TEST(LloydGame, ItsCommandsAndItsRefusals) {
  for (const std::vector<std::string>& args :
       std::vector<std::vector<std::string>>{{"-q", "report", "--table", "r.jsonl"},
                                             {"report", "r.jsonl", "--table"},
                                             {"--limit", "5", "report", "--optima", "o", "r"}}) {
    LloydGame game;
    EXPECT_EQ(read(game, args).command, "report");
  }
  LloydGame game;
  EXPECT_EQ(read(game, {"-o", "all.jsonl", "merge", "a.jsonl"}).command, "merge");
  const std::pair<std::vector<std::string>, std::string> bad[] = {
      {{"game", "x"}, "unknown command 'game' (match, merge, report)"},
      {{"check", "x.log"},
       "unknown command 'check' (match, merge, report): lloyd_check SQUARE OUTPUT replays a run"},
      {{"random:1:2"}, "no --entry given"},
      {{"--entry", "a"}, "no SQUARE given"},
      {{"--entry", "a", "--entry", "a", "x"}, "--entry: two entries named a"},
      {{"--entry", "a", "--resume", "x"}, "--resume needs --results FILE"},
      {{"--entry", "a", "--seed", "3", "x"}, "--seed: the squares carry their own seeds"},
      {{"merge", "--sprt", "elo0=0", "a"}, "--sprt: a run has no opponent to test"},
      {{"report", "--seed", "3", "--table", "a"}, "--seed: the squares carry their own seeds"}};
  for (const auto& [args, message] : bad) {
    LloydGame g;
    try {
      read(g, args);
      ADD_FAILURE() << args[0] << " was taken";
    } catch (const std::invalid_argument& e) {
      EXPECT_EQ(std::string(e.what()).rfind(message, 0), 0u) << e.what();
    }
  }
}

// Through the front end: a set of two squares run with the command named, its results file read
// back by report, the same with -q before the word.
TEST(LloydGame, TheFrontEndRunsAndReports) {
  char templ[] = "/tmp/lloyd_game_test.XXXXXX";
  const std::string dir = mkdtemp(templ);
  const std::string results = dir + "/r.jsonl";
  std::string out;
  ASSERT_EQ(contest::test::run_stdout(std::string(REFEREE_PATH) +
                                          " match -q --limit 5 --env LLOYD_BUDGET_S=0.001 "
                                          "--entry a=" +
                                          BEAMMEUP_PATH + " --results " + results + " random:1:2",
                                      &out),
            0)
      << out;
  EXPECT_NE(out.find("RESULT: a first: 2/2 perfect"), std::string::npos) << out;
  std::string table, quiet;
  EXPECT_EQ(
      contest::test::run_stdout(std::string(REFEREE_PATH) + " report --table " + results, &table),
      0);
  EXPECT_EQ(contest::test::run_stdout(std::string(REFEREE_PATH) + " -q report --table " + results,
                                      &quiet),
            0);
  EXPECT_EQ(table, quiet);
  EXPECT_NE(table.find("| random-2 |"), std::string::npos) << table;
  std::system(("rm -rf " + dir).c_str());
}

// A refused line ends with the usage of a command the referee has: `game` and `check` are not
// Lloyd's (CommandShape::absent_commands), so the refusal names its own commands and the runs'
// usage follows it, not the front end's `game` or `check`.
TEST(LloydGame, ARefusedCommandIsAnsweredWithTheRunsUsage) {
  for (const char* line : {" game x", " check x.log", " --limit 5 game x"}) {
    std::string out;
    EXPECT_EQ(contest::test::run_command(std::string(REFEREE_PATH) + line, &out), 2) << line;
    EXPECT_NE(out.find("unknown command '"), std::string::npos) << out;
    EXPECT_NE(out.find("' (match, merge, report)"), std::string::npos) << out;
    EXPECT_NE(out.find("usage: lloyd_referee match [options] --entry NAME=PATH"), std::string::npos)
        << out;
    EXPECT_EQ(out.find("PLAYER"), std::string::npos) << out;
    EXPECT_EQ(out.find("LOG..."), std::string::npos) << out;
  }
  std::string out;  // its own commands keep their usage
  EXPECT_EQ(contest::test::run_command(std::string(REFEREE_PATH) + " merge --bogus", &out), 2);
  EXPECT_NE(out.find("usage: lloyd_referee merge [-o FILE] RESULTS..."), std::string::npos) << out;
}

// The help is the front end's from the declarations: Lloyd's commands and options, neither the
// front end's game and check nor the refused --sprt and --seed; each command's help its own.
TEST(LloydGame, TheHelpIsMadeFromTheDeclarations) {
  LloydGame game;
  const std::string whole = contest::referee_help(game, "");
  for (const char* listed :
       {"\n  match [options] --entry NAME=PATH [--entry NAME=PATH...] SQUARE...\n",
        "\n  merge [-o FILE] RESULTS...\n", "\n  report --table|--compare|--optima FILE...\n",
        "\n  --entry NAME=PATH  match, merge, report:", "\n  --table            report: "})
    EXPECT_NE(whole.find(listed), std::string::npos) << listed << "\n" << whole;
  for (const char* gone : {"  game ", "  check ", "--sprt SPEC", "--seed S", "--json", "PLAYER"})
    EXPECT_EQ(whole.find(gone), std::string::npos) << gone << "\n" << whole;
  const std::string match = contest::referee_help(game, "match");
  EXPECT_EQ(match.rfind("usage: lloyd_referee match [options] --entry NAME=PATH", 0), 0u) << match;
  EXPECT_NE(match.find("\n  --finale-seed N"), std::string::npos) << match;
  EXPECT_NE(match.find("SQUARE: a 30-byte square file"), std::string::npos) << match;
  EXPECT_EQ(match.find("--sprt"), std::string::npos) << match;
  std::string out;
  EXPECT_EQ(contest::test::run_command(std::string(REFEREE_PATH) + " report --help", &out), 0);
  EXPECT_EQ(out, contest::referee_help(game, "report"));
}

}  // namespace
}  // namespace lloyd
