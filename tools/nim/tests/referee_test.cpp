// referee_test.cpp: nim_referee, the shared referee front end (tools/common/game/referee.h) on the
// sample game, run as a user runs it: one game, a match with its results file, a resumed match,
// merge, check of good and tampered logs, the forfeits' words, the help pinned.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "common/results/results.h"
#include "common/tests/help_pins.h"
#include "common/tests/run_command.h"
#include "common/tests/test_files.h"

namespace {

using contest::test::lines_of;
using contest::test::run_stdout;
using contest::test::temp_path;

const std::string kReferee = REFEREE_PATH;
// The random player draws from NIM_SEED and the heaps: a test's games are the same every run.
const std::string kPlayers =
    std::string("--env NIM_SEED=7 nimble=") + NIMBLE_PATH + " random=" + RANDOM_PATH;

// What a command prints on stdout and stderr, interleaved, and its exit status.
std::pair<int, std::string> run_command(const std::string& cmd) {
  std::string out;
  const int status = contest::test::run_command(cmd, &out);
  return {status, out};
}

void write(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

std::string text_of(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& l : lines) text += l + "\n";
  return text;
}

const std::string kHelpText =
    R"(usage: nim_referee COMMAND [options] ...
Nim: heaps of objects; a move takes objects from one heap; who takes the last wins.
A player is run once per move: the heaps on stdin ("3 0 7"), its move on stdout
("3 2": two objects from heap 3).
commands:
)" + contest::test::kRefereeGamePin +
    R"(                     two players play a match, more a round robin (--gauntlet: the first
                     against each other): each opening once with each player first
)" + contest::test::kRefereeMergeCheckPin +
    R"(  --time-ms MS       game, match: time for a move in milliseconds (default 1000)
  -n GAMES           match: games per pairing (default 2), in pairs: each opening once with each
                     player first
  --gauntlet         match: the first player against each other, not a round robin
  --opening N        game: the opening to play (default 0)
  --log FILE         game: write the game's log to FILE
)" + contest::test::kRefereeEndPin;

const std::string kGameHelpText = R"(usage: nim_referee game [options] PLAYER PLAYER
  one game, the first player first: its results line on stdout, its log
  with --log FILE
PLAYER: [NAME=]PATH, a program run once per move (NAME: its file's name)
options:
  --time-ms MS       time for a move in milliseconds (default 1000)
  --opening N        the opening to play (default 0)
  --log FILE         write the game's log to FILE
  --log-dir DIR      write each game's log as DIR/gameN.log
  --env VAR=VAL      set in every player's environment; repeatable
runner options:
)" + contest::test::kRunnerSeedPin +
                                  "  -h, --help         this text\n";

TEST(NimReferee, HelpText) {
  contest::test::expect_help(kReferee, kHelpText);
  contest::test::expect_help(kReferee + " game", kGameHelpText);
  EXPECT_EQ(run_stdout(kReferee + " game --log x.log -h").second, kGameHelpText);
  EXPECT_EQ(
      run_stdout(kReferee + " merge --help").second,
      "usage: nim_referee merge [-o FILE] [--sprt SPEC] RESULTS...\n"
      "                     combine results files (shards, resumed runs): a game in two files "
      "must\n"
      "                     be the same game there; prints the summary of them all, and "
      "writes the\n"
      "                     lines, sorted by game, to FILE with -o\n");
  const std::string match = run_stdout(kReferee + " match --help").second;
  EXPECT_EQ(match.rfind("usage: nim_referee match [options] PLAYER PLAYER...\n", 0), 0u) << match;
  EXPECT_NE(match.find(contest::test::kRunnerOptionsPin), std::string::npos) << match;
}

// A bad value, an unknown option or a missing command: status 2, the option named, no game played.
TEST(NimReferee, RejectsBadValuesNamingTheOption) {
  const std::pair<const char*, const char*> bad[] = {
      {"match --time-ms 5x a=x b=y", "--time-ms"},
      {"match -n 0 a=x b=y", "-n"},
      {"match -j 0 a=x b=y", "--jobs"},
      {"game --bogus a=x b=y", "--bogus"},
      {"game a=x", "two players"},
      {"game --shard 1/2 a=x b=y", "--shard"},
      {"check --seed 2 x.log", "--seed"},
      {"", "no command"},
      {"--seed 3", "no command"},
      {"nimm a=x b=y", "unknown command 'nimm'"},
      {"--time-ms 5x match a=x b=y", "--time-ms"},  // options before the command too
      {"-n 2 game a=x b=y", "-n"},                  // and only the command's own
      {"match a=x", "two players or more"},
      {"match --sprt bad a=x b=y", "sprt"},
      {"match --env X a=x b=y", "--env"},  // VAR=VALUE, read whole by the front end
      {"game --env =1 a=x b=y", "--env"},
      {"match --env '' a=x b=y", "--env"},
  };
  for (const auto& [args, named] : bad) {
    const auto [status, out] = run_command(kReferee + " " + args);
    EXPECT_EQ(status, 2) << args << "\n" << out;
    EXPECT_NE(out.find(named), std::string::npos) << args << "\n" << out;
    EXPECT_EQ(out.rfind("nim_referee: ", 0), 0u) << out;
  }
}

// `game`: the results line on stdout, the log in --log FILE, and the log checks.
TEST(NimReferee, OneGameWritesItsResultsLineAndLog) {
  const std::string log = temp_path("nim-", "one.log");
  const auto [status, out] =
      run_stdout(kReferee + " game --seed 3 --opening 2 --log " + log + " " + kPlayers);
  ASSERT_EQ(status, 0) << out;
  const contest::Result r = contest::from_line(out.substr(0, out.find('\n')));
  EXPECT_EQ(r.id, "2:nimble:random");
  EXPECT_EQ(r.number, 1);
  EXPECT_EQ(r.first, "nimble");
  EXPECT_EQ(r.log, log);
  EXPECT_EQ(r.end, "normal");
  const std::vector<std::string> lines = lines_of(log);
  ASSERT_GE(lines.size(), 4u);
  EXPECT_EQ(lines[0], "nim");
  EXPECT_EQ(lines[1], "players nimble random");
  EXPECT_EQ(lines[2], "heaps " + r.start);
  EXPECT_EQ(static_cast<long>(lines.size()), 4 + r.moves);
  const auto [checked, verdict] = run_stdout(kReferee + " check " + log);
  EXPECT_EQ(checked, 0) << verdict;
  EXPECT_NE(verdict.find(": ok: nimble wins, " + std::to_string(r.moves) + " moves\n"),
            std::string::npos)
      << verdict;
}

// A match with a results file, cut in the middle of a line, resumed: the same games as the whole
// run, only the missing ones played; merge of the two files prints the match's summary.
TEST(NimReferee, MatchResultsResumeAndMerge) {
  const std::string whole = temp_path("nim-", "whole.jsonl");
  const std::string cut = temp_path("nim-", "cut.jsonl");
  const std::string match = kReferee + " match -q -n 6 -j 2 --seed 5 ";
  const auto [status, summary] = run_stdout(match + "--results " + whole + " " + kPlayers);
  ASSERT_EQ(status, 0) << summary;
  EXPECT_EQ(summary.rfind("nimble vs random: ", 0), 0u) << summary;
  const std::vector<std::string> lines = lines_of(whole);
  ASSERT_EQ(lines.size(), 6u);
  write(cut, text_of({lines[0], lines[1], lines[2]}) + lines[3].substr(0, 20));
  // Without --resume a file that holds results is refused, never overwritten.
  EXPECT_EQ(run_command(match + "--results " + cut + " " + kPlayers).first, 1);
  const auto [resumed, out] =
      run_command(kReferee + " match -n 6 --seed 5 --resume --results " + cut + " " + kPlayers);
  EXPECT_EQ(resumed, 0) << out;
  EXPECT_NE(out.find("resumed 3 games from " + cut), std::string::npos) << out;
  // The same games, whatever order -j 2 wrote them in.
  std::map<long, contest::Result> a, b;
  for (const std::string& l : lines) a.emplace(contest::from_line(l).number, contest::from_line(l));
  for (const std::string& l : lines_of(cut))
    b.emplace(contest::from_line(l).number, contest::from_line(l));
  ASSERT_EQ(b.size(), 6u);
  for (const auto& [number, r] : a) EXPECT_TRUE(r.same_game(b.at(number))) << number;
  const auto [merged, merge_out] = run_stdout(kReferee + " merge " + whole + " " + whole);
  EXPECT_EQ(merged, 0);
  EXPECT_EQ(merge_out, summary);
  // Another seed is another match: its openings differ from the file's.
  EXPECT_EQ(
      run_command(kReferee + " match -q -n 6 --seed 6 --resume --results " + whole + " " + kPlayers)
          .first,
      1);
}

// Three players: a round robin with its crosstable, or a gauntlet of the first against the
// others; two shards of a match merge to the whole match.
TEST(NimReferee, RoundRobinGauntletAndShards) {
  const std::string three = kPlayers + " other=" + RANDOM_PATH;
  const std::string match = kReferee + " match -q -n 2 ";
  const auto [rr_status, rr] = run_stdout(match + three);
  EXPECT_EQ(rr_status, 0) << rr;
  EXPECT_EQ(rr.rfind("  # player games  points", 0), 0u) << rr;
  for (const char* pairing : {"\nnimble vs random: ", "\nnimble vs other: ", "\nrandom vs other: "})
    EXPECT_NE(rr.find(pairing), std::string::npos) << pairing << "\n" << rr;
  const std::string gauntlet = run_stdout(match + "--gauntlet " + three).second;
  EXPECT_NE(gauntlet.find("\nnimble vs other: 2 wins"), std::string::npos) << gauntlet;
  EXPECT_EQ(gauntlet.find("random vs other"), std::string::npos) << gauntlet;

  const std::string whole = temp_path("nim-", "shards-whole.jsonl");
  const std::string one = temp_path("nim-", "shard1.jsonl"),
                    two = temp_path("nim-", "shard2.jsonl");
  const std::string four = kReferee + " match -q -n 4 ";
  ASSERT_EQ(run_stdout(four + "--results " + whole + " " + kPlayers).first, 0);
  ASSERT_EQ(run_stdout(four + "--shard 1/2 --results " + one + " " + kPlayers).first, 0);
  ASSERT_EQ(run_stdout(four + "--shard 2/2 --results " + two + " " + kPlayers).first, 0);
  EXPECT_EQ(lines_of(one).size(), 2u);
  const std::string merged = temp_path("nim-", "shards-merged.jsonl");
  const auto [status, out] = run_stdout(kReferee + " merge -o " + merged + " " + one + " " + two);
  EXPECT_EQ(status, 0) << out;
  EXPECT_EQ(out, run_stdout(kReferee + " merge " + whole).second);
  const std::vector<std::string> a = lines_of(whole), b = lines_of(merged);
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i)
    EXPECT_TRUE(contest::from_line(a[i]).same_game(contest::from_line(b[i]))) << i;
}

// check: a log played by the rules holds; each tampered copy fails, naming its line; --json.
TEST(NimReferee, CheckFindsTamperedLogs) {
  const std::string log = temp_path("nim-", "good.log");
  ASSERT_EQ(run_stdout(kReferee + " game --log " + log + " " + kPlayers).first, 0);
  const std::vector<std::string> good = lines_of(log);
  ASSERT_GE(good.size(), 5u);
  const std::size_t last = good.size() - 1;
  std::vector<std::vector<std::string>> tampered(5, good);
  tampered[0][3] = "move nimble 1 99";                   // more than the heap holds
  tampered[1][last] = "winner random";                   // the loser named the winner
  tampered[2].pop_back();                                // no result
  tampered[3].push_back("move random 1 1");              // a move after the result
  tampered[4][3] = "move random " + good[3].substr(12);  // out of turn
  std::string args;
  for (std::size_t i = 0; i < tampered.size(); ++i) {
    const std::string path = temp_path("nim-", "bad" + std::to_string(i) + ".log");
    write(path, text_of(tampered[i]));
    args += " " + path;
  }
  const auto [status, out] = run_stdout(kReferee + " check " + log + args);
  EXPECT_EQ(status, 1) << out;
  EXPECT_NE(out.find("good.log: ok: nimble wins"), std::string::npos) << out;
  EXPECT_NE(out.find("bad0.log: FAILED: line 4: an illegal move"), std::string::npos) << out;
  EXPECT_NE(out.find("bad1.log: FAILED: line " + std::to_string(last + 1)), std::string::npos)
      << out;
  EXPECT_NE(out.find("bad2.log: FAILED: line " + std::to_string(last) + ": no result"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("bad3.log: FAILED: line " + std::to_string(last + 2) + ": a line after"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("bad4.log: FAILED: line 4: "), std::string::npos) << out;
  EXPECT_NE(out.find("checked 6 logs, 5 problems\n"), std::string::npos) << out;
  const auto [json_status, json] = run_stdout(kReferee + " check --json " + log);
  EXPECT_EQ(json_status, 0);
  const contest::Json j = contest::Json::parse(json.substr(0, json.find('\n')));
  EXPECT_TRUE(j.find("ok")->as_bool());
  EXPECT_EQ(j.find("game")->find("winner")->as_string(), "nimble");
  EXPECT_EQ(j.find("game")->find("moves")->items().size(), good.size() - 4);
}

// A player that fails loses the game with the game's word for its fault, in the results line and
// in the log, which still checks.
TEST(NimReferee, ForfeitsAreNamedInTheGamesWords) {
  const std::pair<const char*, const char*> faults[] = {
      {"#!/bin/sh\nexit 3\n", "crash"},
      {"#!/bin/sh\necho 9 9\n", "illegal move"},
      {"#!/bin/sh\necho hello\n", "no move"},
      {"#!/bin/sh\nsleep 5\n", "time"},
      {"", "no program"},
  };
  for (const auto& [script, word] : faults) {
    const std::string bad = temp_path("nim-", "bad-player");
    if (*script) {
      write(bad, script);
      EXPECT_EQ(run_command("chmod +x " + bad).first, 0);
    }
    const std::string log = temp_path("nim-", "forfeit.log");
    const auto [status, out] = run_stdout(kReferee + " game --time-ms 300 --log " + log +
                                          " bad=" + bad + " nimble=" + NIMBLE_PATH);
    ASSERT_EQ(status, 0) << word;
    const contest::Result r = contest::from_line(out.substr(0, out.find('\n')));
    EXPECT_EQ(r.end, "forfeit") << word;
    EXPECT_EQ(r.forfeits.at("bad"), word);
    EXPECT_EQ(r.points_of("nimble"), 1) << word;
    EXPECT_EQ(lines_of(log).back(), std::string("forfeit bad ") + word);
    EXPECT_EQ(run_stdout(kReferee + " check " + log).first, 0) << word;
  }
}

}  // namespace
