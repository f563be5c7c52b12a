// mediator_test.cpp: the mediator with real programs: a full game and its log, the replay checker,
// every kind of misbehaving program, state-file privacy and clean-up, matches and a tournament.
#include "mediator.h"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

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
  EXPECT_NE(g.log.find("score\t1\t" + std::to_string(g.score[0].total()) + "\t"),
            std::string::npos);
}

// One game's log is checked by verify_log and by the command-line checker, untouched and with a
// reply, a score and the end line tampered with.
TEST(Replay, AcceptsTheLogAndRejectsEveryTampering) {
  GameResult g = play_game(kRunner, kStandard, quick());
  ASSERT_EQ(verify_log(g.log), "");
  std::string reply = g.log;
  const auto at = reply.find("\tOK\t");
  ASSERT_NE(at, std::string::npos);
  reply.replace(at, 4, "\tOUCH\t");
  EXPECT_NE(verify_log(reply), "");
  std::string score = g.log;
  score.insert(score.find("score\t2\t") + 8, "1");
  EXPECT_NE(verify_log(score), "");
  EXPECT_NE(verify_log(g.log.substr(0, g.log.find("end\t"))), "");  // no end line
  std::string capped = g.log;  // a shortened cap ends the game before the log does
  capped.insert(capped.find("player\t"), "max-turns\t5\n");
  EXPECT_NE(verify_log(capped), "");
  std::string outcome = g.log;
  outcome.replace(outcome.find("end\t"), 4, "end\tfirst-wins\nx\t");
  const fs::path dir = fs::temp_directory_path() / "showdown-replay-test";
  fs::create_directories(dir);
  std::ofstream(dir / "good.log") << g.log;
  std::ofstream(dir / "bad.log") << outcome;
  const std::string replay = REPLAY_PATH;
  EXPECT_EQ(std::system((replay + " " + (dir / "good.log").string() + " >/dev/null").c_str()), 0);
  EXPECT_NE(std::system((replay + " " + (dir / "bad.log").string() + " >/dev/null").c_str()), 0);
  fs::remove_all(dir);
}

struct Misbehaviour {
  const char* path;
  const char* fault;
};

void PrintTo(const Misbehaviour& m, std::ostream* os) { *os << m.fault; }

class Misbehaving : public ::testing::TestWithParam<Misbehaviour> {};

// The misbehaving program loses its first turn (reply ERROR, the turn counts) and plays its next
// ones normally; the game goes on. Three turns each are enough to see it (the cap is shortened).
TEST_P(Misbehaving, LosesTheTurnWithANamedFault) {
  MediatorOptions o = quick();
  o.turn_limit = contest::Millis(500);
  o.max_turns = 3;
  GameResult g = play_game({"bad", GetParam().path}, kRunner, o);
  EXPECT_EQ(faults_of(g, 0), (std::vector<std::string>{GetParam().fault, "-", "-"}));
  EXPECT_EQ(g.stats[0].faults, 1);
  EXPECT_EQ(g.stats[0].turns, 3);
  EXPECT_EQ(g.outcome, Outcome::TurnLimit);
  EXPECT_NE(g.log.find("\tINIT A 1\t-\t" + std::string(GetParam().fault) + "\tERROR\t"),
            std::string::npos);
  EXPECT_NE(g.log.find("turn\t2\t1\tplay\tERROR\t"), std::string::npos);
  EXPECT_NE(g.log.find("max-turns\t3\n"), std::string::npos);
  EXPECT_EQ(verify_log(g.log), "");
}

INSTANTIATE_TEST_SUITE_P(Rulings, Misbehaving,
                         ::testing::Values(Misbehaviour{SHOWDOWN_BAD_GARBAGE_PATH, "garbage"},
                                           Misbehaviour{SHOWDOWN_BAD_STDERR_PATH, "stderr"},
                                           Misbehaviour{SHOWDOWN_BAD_CRASH_PATH, "crash"},
                                           Misbehaviour{SHOWDOWN_BAD_SLEEPER_PATH, "time-limit"},
                                           Misbehaviour{SHOWDOWN_BAD_FLOOD_PATH, "output-limit"},
                                           Misbehaviour{SHOWDOWN_BAD_FORKER_PATH, "left-processes"},
                                           Misbehaviour{SHOWDOWN_BAD_BIGSTATE_PATH,
                                                        "state-too-large"}),
                         [](const ::testing::TestParamInfo<Misbehaviour>& info) {
                           std::string name = info.param.fault;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

TEST(Mediator, MissingProgramIsASpawnFailureEveryTurn) {
  // It never leaves its home, so the runner, at B 1 after 32 moves, bumps into it (HELLO) until
  // the cap (shortened to 40 turns).
  MediatorOptions o = quick();
  o.max_turns = 40;
  GameResult g = play_game({"ghost", "/nonexistent/showdown-player"}, kRunner, o);
  const auto faults = faults_of(g, 0);
  ASSERT_EQ(faults.size(), 40u);
  for (const auto& f : faults) EXPECT_EQ(f, "spawn-failed");
  EXPECT_EQ(g.outcome, Outcome::TurnLimit);
  EXPECT_NE(g.log.find("turn\t40\t2\tplay\tHELLO\tMOVE A 1\t-\tHELLO\t"), std::string::npos);
  EXPECT_EQ(g.score[1].total(), 11 * 32);
  EXPECT_EQ(verify_log(g.log), "");
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
  o.max_turns = 8;  // the probe runs on the first six turns
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

TEST(Tournament, SeedsByTheSystemTestGivesByesAndLeavesOutEntriesThatFaulted) {
  // Three runners tie everything (three steps each, 33 points a game), so seeds follow the entry
  // order and the higher seed goes on; three seeded entries make a bracket of four, where seed 1
  // has a bye. The faulty entry is not seeded.
  const std::vector<Entrant> field = {kRunner,
                                      {"bad", SHOWDOWN_BAD_GARBAGE_PATH},
                                      {"runner2", SHOWDOWN_RUNNER_PATH},
                                      {"runner3", SHOWDOWN_RUNNER_PATH}};
  MediatorOptions o = quick();
  o.max_turns = 3;  // every game stops after three turns each: scores are distances only
  TournamentResult t = run_tournament(field, kStandard, o, "");
  ASSERT_EQ(t.seeds.size(), 4u);
  EXPECT_EQ(t.seeds[3].entrant.name, "bad");
  EXPECT_FALSE(t.seeds[3].completed);
  EXPECT_EQ(t.seeds[0].score, 33);
  EXPECT_EQ(t.seeds[2].score, 33);
  EXPECT_EQ(t.seeds[1].entrant.name, "runner2");
  const std::vector<std::string> want = {"Round 1:", "  runner has a bye",
                                         "Round 2:", "Champion: runner"};
  for (const auto& line : want)
    EXPECT_NE(std::find(t.report.begin(), t.report.end(), line), t.report.end()) << line;
  EXPECT_EQ(t.report.size(), 1 + 4 + 1 + 2 + 1 + 1 + 1u);  // seeding, rounds 1 and 2, champion
  // Equal sums fall through every tiebreaker (the two games mirror each other) to the seed.
  const auto tied = std::find_if(t.report.begin(), t.report.end(), [](const std::string& line) {
    return line.rfind("  runner2 ", 0) == 0;
  });
  ASSERT_NE(tied, t.report.end());
  EXPECT_NE(tied->find(" runner3  (games "), std::string::npos) << *tied;
  EXPECT_NE(tied->find("-> runner2 by seed"), std::string::npos) << *tied;
  EXPECT_EQ(t.champion, "runner");
}

}  // namespace
}  // namespace showdown
