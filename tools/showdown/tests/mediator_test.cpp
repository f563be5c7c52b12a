// mediator_test.cpp: the mediator with real programs: a full game and its log, the replay checker,
// every kind of misbehaving program, state-file privacy and clean-up, matches and a tournament.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "mediator.h"

namespace showdown {
namespace {

namespace fs = std::filesystem;

MediatorOptions quick() {
  MediatorOptions o;
  o.turn_limit = contest::Millis(2000);
  return o;
}

const Entrant kHighnoon{"highnoon", HIGHNOON_PATH};
const Entrant kStandard{"standard", SHOWDOWN_STANDARD_PATH};
const Entrant kRunner{"runner", SHOWDOWN_RUNNER_PATH};

// The faults column of every turn line of player p.
std::vector<std::string> faults_of(const GameResult& g, int p) {
  std::vector<std::string> out;
  std::istringstream in(g.log);
  for (std::string line; std::getline(in, line);) {
    std::vector<std::string> f;
    std::istringstream fields(line);
    for (std::string x; std::getline(fields, x, '\t');) f.push_back(x);
    if (f.size() >= 8 && f[0] == "turn" && f[2] == std::to_string(p + 1)) out.push_back(f[6]);
  }
  return out;
}

TEST(Mediator, GameLogVerifiesAndAgreesWithTheResult) {
  GameResult g = play_game(kHighnoon, kStandard, quick());
  EXPECT_EQ(verify_log(g.log), "");
  EXPECT_NE(g.outcome, Outcome::Running);
  EXPECT_EQ(g.stats[0].faults, 0);
  EXPECT_EQ(g.stats[1].faults, 0);
  EXPECT_EQ(g.turns_run, g.stats[0].turns + g.stats[1].turns - g.stats[0].slept - g.stats[1].slept);
  EXPECT_NE(g.log.find("score\t1\t" + std::to_string(g.score[0].total()) + "\t"), std::string::npos);
}

TEST(Replay, DetectsATamperedReplyAndATamperedScore) {
  GameResult g = play_game(kRunner, kStandard, quick());
  ASSERT_EQ(verify_log(g.log), "");
  std::string bad = g.log;
  const auto at = bad.find("\tOK\t");
  ASSERT_NE(at, std::string::npos);
  bad.replace(at, 4, "\tOUCH\t");
  EXPECT_NE(verify_log(bad), "");
  bad = g.log;
  const auto s = bad.find("score\t2\t");
  bad.insert(s + 8, "1");
  EXPECT_NE(verify_log(bad), "");
  EXPECT_NE(verify_log(g.log.substr(0, g.log.find("end\t"))), "");  // no end line
}

TEST(Replay, CommandLineCheckerAcceptsAGoodLogAndRejectsABadOne) {
  const fs::path dir = fs::temp_directory_path() / "showdown-replay-test";
  fs::create_directories(dir);
  GameResult g = play_game(kStandard, kRunner, quick());
  std::ofstream(dir / "good.log") << g.log;
  std::string bad = g.log;
  bad.replace(bad.find("end\t"), 4, "end\tfirst-wins\nx\t");
  std::ofstream(dir / "bad.log") << bad;
  const std::string replay = REPLAY_PATH;
  EXPECT_EQ(std::system((replay + " " + (dir / "good.log").string() + " >/dev/null").c_str()), 0);
  EXPECT_NE(std::system((replay + " " + (dir / "bad.log").string() + " >/dev/null").c_str()), 0);
  fs::remove_all(dir);
}

struct Misbehaviour {
  const char* path;
  const char* fault;
};

class Misbehaving : public ::testing::TestWithParam<Misbehaviour> {};

// The misbehaving program loses its first turn (reply ERROR), the game goes on, and the runner
// (player two) wins in 33 turns.
TEST_P(Misbehaving, LosesTheTurnWithANamedFault) {
  MediatorOptions o = quick();
  o.turn_limit = contest::Millis(500);
  GameResult g = play_game({"bad", GetParam().path}, kRunner, o);
  const auto faults = faults_of(g, 0);
  ASSERT_FALSE(faults.empty());
  EXPECT_EQ(faults[0], GetParam().fault);
  EXPECT_EQ(g.stats[0].faults, 1);
  EXPECT_EQ(g.outcome, Outcome::SecondWins);
  EXPECT_NE(g.log.find("\tINIT A 1\t-\t" + std::string(GetParam().fault) + "\tERROR\t"),
            std::string::npos);
  EXPECT_NE(g.log.find("turn\t2\t1\tplay\tERROR\t"), std::string::npos);
  EXPECT_EQ(verify_log(g.log), "");
}

INSTANTIATE_TEST_SUITE_P(
    Rulings, Misbehaving,
    ::testing::Values(Misbehaviour{SHOWDOWN_BAD_GARBAGE_PATH, "garbage"},
                      Misbehaviour{SHOWDOWN_BAD_STDERR_PATH, "stderr"},
                      Misbehaviour{SHOWDOWN_BAD_CRASH_PATH, "crash"},
                      Misbehaviour{SHOWDOWN_BAD_SLEEPER_PATH, "time-limit"},
                      Misbehaviour{SHOWDOWN_BAD_FLOOD_PATH, "output-limit"},
                      Misbehaviour{SHOWDOWN_BAD_FORKER_PATH, "left-processes"}));

TEST(Mediator, MissingProgramIsASpawnFailureEveryTurn) {
  // It never leaves its home, so the runner bumps into it (HELLO) until the cap.
  GameResult g = play_game({"ghost", "/nonexistent/showdown-player"}, kRunner, quick());
  const auto faults = faults_of(g, 0);
  ASSERT_EQ(faults.size(), 100u);
  for (const auto& f : faults) EXPECT_EQ(f, "spawn-failed");
  EXPECT_EQ(g.outcome, Outcome::TurnLimit);
  EXPECT_EQ(g.score[1].total(), 11 * 32);
}

// Both players probe every turn for the other's state file and for a stray file they left the
// turn before; any sighting changes their command from HELP. Afterwards nothing is left on disk.
TEST(Mediator, StateFilesArePrivateAndEverythingIsRemoved) {
  const fs::path tmp = fs::temp_directory_path() / "showdown-privacy-test";
  fs::remove_all(tmp);
  fs::create_directories(tmp);
  const char* old = std::getenv("TMPDIR");
  const std::string saved = old ? old : "";
  ::setenv("TMPDIR", tmp.c_str(), 1);
  const Entrant snoop{"snoop", SHOWDOWN_BAD_SNOOP_PATH};
  MediatorOptions o = quick();
  GameResult g = play_game(snoop, snoop, o);
  if (old)
    ::setenv("TMPDIR", saved.c_str(), 1);
  else
    ::unsetenv("TMPDIR");
  EXPECT_EQ(g.log.find("RADAR"), std::string::npos) << "a player saw the other's state file";
  EXPECT_EQ(g.log.find("WALL"), std::string::npos) << "a stray file survived a turn";
  EXPECT_NE(g.log.find("turn\t6\t2\tplay\tLOC I 26\tHELP\t"), std::string::npos);
  EXPECT_TRUE(fs::is_empty(tmp)) << "the game's directories were not removed";
  fs::remove_all(tmp);
}

TEST(Match, EqualScoresFallThroughEveryTiebreakerToTheSeed) {
  // The same program on both sides: the two games mirror each other exactly.
  MatchResult m = play_match(kRunner, {"runner2", SHOWDOWN_RUNNER_PATH}, quick());
  EXPECT_EQ(m.total[0], m.total[1]);
  EXPECT_EQ(m.decided_by, "seed");
  EXPECT_EQ(m.winner, 0);
  EXPECT_EQ(m.games[0].names[0], "runner");
  EXPECT_EQ(m.games[1].names[0], "runner2");
}

TEST(Tournament, SeedsByTheSystemTestAndLeavesOutEntriesThatFaulted) {
  // Two runners tie everything, so the higher seed goes on; the faulty entry is not seeded.
  const std::vector<Entrant> field = {
      kRunner, {"bad", SHOWDOWN_BAD_GARBAGE_PATH}, {"runner2", SHOWDOWN_RUNNER_PATH}};
  TournamentResult t = run_tournament(field, kStandard, quick(), "");
  ASSERT_EQ(t.seeds.size(), 3u);
  EXPECT_EQ(t.seeds[2].entrant.name, "bad");
  EXPECT_FALSE(t.seeds[2].completed);
  EXPECT_EQ(t.seeds[0].score, t.seeds[1].score);
  EXPECT_EQ(t.seeds[0].entrant.name, "runner");  // equal scores keep the entry order
  EXPECT_EQ(t.champion, "runner");
  EXPECT_NE(std::find(t.report.begin(), t.report.end(), "Champion: runner"), t.report.end());
}

}  // namespace
}  // namespace showdown
