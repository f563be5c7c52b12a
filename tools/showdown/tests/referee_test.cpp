// referee_test.cpp: the mediator with real programs: a full game and its log, the replay checker,
// every kind of misbehaving program, state-file privacy and clean-up, matches and a tournament.
#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>

#include "common/core/files.h"
#include "common/tests/help_pins.h"
#include "common/tests/run_command.h"
#include "game.h"
#include "log_check.h"
#include "match.h"
#include "roundrobin.h"
#include "tournament.h"

namespace showdown {
namespace {

namespace fs = std::filesystem;

RefereeOptions quick() {
  RefereeOptions o;
  o.average = contest::Millis(2000);
  o.turn_cap = contest::Millis(4000);
  return o;
}

// Points TMPDIR, where the mediator makes its game directories, at a fresh directory holding a
// file "canary" and a directory "outside" with a file "keep" (targets for misbehaving programs),
// for the life of the object.
class ScopedTmpdir {
 public:
  explicit ScopedTmpdir(const std::string& name)
      : dir_(fs::temp_directory_path() / ("showdown-test-" + name)) {
    const char* old = std::getenv("TMPDIR");
    had_ = old != nullptr;
    if (had_) saved_ = old;
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "outside");
    std::ofstream(dir_ / "canary") << "canary";
    std::ofstream(dir_ / "outside" / "keep") << "keep";
    ::setenv("TMPDIR", dir_.c_str(), 1);
  }
  ~ScopedTmpdir() {
    if (had_)
      ::setenv("TMPDIR", saved_.c_str(), 1);
    else
      ::unsetenv("TMPDIR");
    fs::remove_all(dir_);
  }
  const fs::path& dir() const { return dir_; }
  // True when the canary and outside/keep are as they were and nothing else is left.
  bool untouched() const {
    std::ifstream canary(dir_ / "canary"), keep(dir_ / "outside" / "keep");
    std::string a, b;
    canary >> a, keep >> b;
    std::size_t n = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir_)) ++n;
    return a == "canary" && b == "keep" && n == 2;
  }

 private:
  fs::path dir_;
  bool had_ = false;
  std::string saved_;
};

const Entrant kHighnoon{"highnoon", HIGHNOON_PATH};
const Entrant kStandard{"standard", SHOWDOWN_STANDARD_PATH};
const Entrant kRunner{"runner", SHOWDOWN_RUNNER_PATH};

// The misbehaving program (tests/misbehave.cpp) as an entrant, misbehaving as kind says.
Entrant misbehaving(const std::string& name, const std::string& kind) {
  return Entrant{name, SHOWDOWN_MISBEHAVE_PATH, {"SHOWDOWN_MISBEHAVE=" + kind}};
}

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

TEST(ShowdownReferee, GameLogVerifiesAndAgreesWithTheResult) {
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
// reply, a score, the end line, the player lines or the order of the lines tampered with.
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
  // The checker requires exactly the lines the mediator writes: the score line of player 2
  // replaced by a second one of player 1, a second end line, no player lines, the player lines
  // swapped, a line after the scores, a number written differently, a missing final newline.
  const auto score1 = g.log.find("score\t1\t"), score2 = g.log.find("score\t2\t");
  const auto players = g.log.find("player\t1\t"), turns = g.log.find("turn\t");
  const std::string line1 = g.log.substr(players, g.log.find('\n', players) + 1 - players);
  const std::string line2 = g.log.substr(players + line1.size(), turns - players - line1.size());
  std::string doubled = g.log;
  doubled.replace(score2, std::string::npos, g.log.substr(score1, score2 - score1));
  std::string two_ends = g.log;
  two_ends.insert(score1, g.log.substr(g.log.find("end\t"), score1 - g.log.find("end\t")));
  const std::string nameless = g.log.substr(0, players) + g.log.substr(turns);
  const std::string swapped = g.log.substr(0, players) + line2 + line1 + g.log.substr(turns);
  std::string padded = g.log;
  padded.insert(score1 + 8, "0");
  for (const std::string& bad : {doubled, two_ends, nameless, swapped, g.log + "score\t2\t0\n",
                                 g.log + "\n", padded, g.log.substr(0, g.log.size() - 1)})
    EXPECT_NE(verify_log(bad), "") << bad.substr(bad.size() - 120);
  std::string outcome = g.log;
  outcome.replace(outcome.find("end\t"), 4, "end\tfirst-wins\nx\t");
  const fs::path dir = fs::temp_directory_path() / "showdown-replay-test";
  fs::create_directories(dir);
  std::ofstream(dir / "good.log") << g.log;
  std::ofstream(dir / "bad.log") << outcome;
  const std::string replay = CHECK_PATH;
  EXPECT_EQ(std::system((replay + " " + (dir / "good.log").string() + " >/dev/null").c_str()), 0);
  EXPECT_NE(std::system((replay + " " + (dir / "bad.log").string() + " >/dev/null").c_str()), 0);
  fs::remove_all(dir);
}

// The log with the FAULT and RAW fields of the first turn line whose fault is `fault` replaced.
std::string with_fault(const std::string& log, const std::string& fault,
                       const std::string& new_fault, const std::string& new_raw) {
  const std::size_t at = log.find("\t" + fault + "\t");
  EXPECT_NE(at, std::string::npos) << fault;
  if (at == std::string::npos) return log;
  const std::size_t start = log.rfind('\n', at) + 1, end = log.find('\n', at);
  std::vector<std::string> f;
  std::istringstream fields(log.substr(start, end - start));
  for (std::string x; std::getline(fields, x, '\t');) f.push_back(x);
  if (f.size() == 8) f.push_back("");  // getline drops an empty last field
  EXPECT_EQ(f.size(), 9u);
  f[6] = new_fault, f[8] = new_raw;
  std::string line = f[0];
  for (std::size_t k = 1; k < f.size(); ++k) line += "\t" + f[k];
  return log.substr(0, start) + line + log.substr(end);
}

// Issue #23: the FAULT column is one of the faults the mediator writes, and agrees with the output
// shown (RAW) wherever that output decides the fault. Before, any word passed. A crash may print
// anything, so a crash written in place of garbage cannot be told from the log (see the README's
// log format).
TEST(Replay, FaultsAreTheMediatorsOwnAndAgreeWithTheOutput) {
  RefereeOptions o = quick();
  o.max_turns = 3;
  // garbage prints "DANCE A 1" on its first turn, stderr prints HELP and writes to stderr.
  GameResult g = play_game(misbehaving("garbage", "garbage"), misbehaving("stderr", "stderr"), o);
  ASSERT_EQ(verify_log(g.log), "");
  ASSERT_NE(g.log.find("\tgarbage\tERROR\tDANCE A 1?\n"), std::string::npos) << g.log;
  ASSERT_NE(g.log.find("\tstderr\tERROR\tHELP?\n"), std::string::npos) << g.log;
  const std::string pad(56, ' ');
  const std::vector<std::pair<std::string, std::string>> accepted = {
      {"garbage", "-"},          // nothing printed
      {"garbage", "MOVE A 2?"},  // the '?' may be a byte that is no blank
      {"crash", "DANCE A 1?"},   // a crash may print anything
      {"time-limit", "MOVE A 2?"},
      {"output-limit", "-"},
      {"stderr", "??MOVE?B  7?"},  // blanks and line breaks around a command
      {"left-processes", "HELP"},
      {"state-too-large", pad + "MOVE"},  // cut after 60 bytes
      {"state-not-a-file", pad.substr(1) + "ZAP?C"},
      {"spawn-failed", "-"},
  };
  for (const auto& [fault, raw] : accepted)
    EXPECT_EQ(verify_log(with_fault(g.log, "stderr", fault, raw)), "") << fault << " " << raw;
  const std::vector<std::pair<std::string, std::string>> rejected = {
      {"bogusfault", "DANCE A 1?"},
      {"Garbage", "DANCE A 1?"},
      {"crash ", "DANCE A 1?"},
      {"garbage", "MOVE A 2"},  // the whole output, and a command
      {"garbage", "RADAR"},
      {"garbage", ""},
      {"garbage", pad + "12345"},  // longer than the mediator shows
      {"stderr", "DANCE A 1?"},    // stderr is checked only after a command was read
      {"stderr", "-"},
      {"left-processes", "MOVE A?"},
      {"state-unreadable", "MOVE?A 2 3"},
      {"state-too-large", pad + "ZAPX"},
      {"spawn-failed", "HELP?"},  // a program never started prints nothing
      {"no-directory", "-"},      // its turns show no output at all
  };
  for (const auto& [fault, raw] : rejected)
    EXPECT_NE(verify_log(with_fault(g.log, "stderr", fault, raw)), "") << fault << " " << raw;
  // The first turn is line 5: the header, the shortened cap, the two players.
  EXPECT_EQ(verify_log(with_fault(g.log, "garbage", "bogusfault", "DANCE A 1?")),
            "line 5: FAULT 'bogusfault', RAW 'DANCE A 1?': unknown fault 'bogusfault'");
  EXPECT_EQ(verify_log(with_fault(g.log, "garbage", "garbage", "MOVE A 2")),
            "line 5: FAULT 'garbage', RAW 'MOVE A 2': fault garbage, yet the output 'MOVE A 2' is "
            "a command");
  // A player without a directory has none on any of its turns.
  EXPECT_NE(verify_log(with_fault(g.log, "stderr", "no-directory", "")), "");
  // Player names are what the mediator's command line takes.
  std::string evil = g.log;
  evil.replace(evil.find("player\t1\tgarbage"), 16, "player\t1\t../evil");
  EXPECT_NE(verify_log(evil), "");
}

// showdown_check refuses what is not a log: an empty file, a directory.
TEST(Replay, RefusesAnEmptyLogAndADirectory) {
  const fs::path dir =
      fs::temp_directory_path() / ("showdown-replay-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "empty.log").close();
  EXPECT_EQ(verify_log(""), "empty log");
  const std::string replay = CHECK_PATH;
  for (const fs::path& p : {dir / "empty.log", dir}) {
    const int status = std::system((replay + " " + p.string() + " >/dev/null").c_str());
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 1) << p;
  }
  fs::remove_all(dir);
}

struct Misbehaviour {
  const char* name;
  const char* kind;  // SHOWDOWN_MISBEHAVE
  const char* fault;
};

void PrintTo(const Misbehaviour& m, std::ostream* os) { *os << m.name; }

class Misbehaving : public ::testing::TestWithParam<Misbehaviour> {};

// The misbehaving program loses its first turn (reply ERROR, the turn counts) and plays its next
// ones normally; the game goes on. Three turns each are enough to see it (the cap is shortened).
// Nothing outside the game's directory is touched, and that directory is removed.
TEST_P(Misbehaving, LosesTheTurnWithANamedFault) {
  const ScopedTmpdir tmp(GetParam().name);
  RefereeOptions o = quick();
  o.average = contest::Millis(500);
  o.turn_cap = contest::Millis(1000);
  o.max_turns = 3;
  GameResult g = play_game(misbehaving("bad", GetParam().kind), kRunner, o);
  EXPECT_TRUE(tmp.untouched());
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

INSTANTIATE_TEST_SUITE_P(
    Rulings, Misbehaving,
    ::testing::Values(Misbehaviour{"garbage", "garbage", "garbage"},
                      Misbehaviour{"stderr", "stderr", "stderr"},
                      Misbehaviour{"crash", "crash", "crash"},
                      Misbehaviour{"time_limit", "sleeper", "time-limit"},
                      Misbehaviour{"output_limit", "flood", "output-limit"},
                      Misbehaviour{"left_processes", "forker", "left-processes"},
                      Misbehaviour{"state_too_large", "bigstate", "state-too-large"},
                      Misbehaviour{"state_fifo", "fifo", "state-not-a-file"},
                      Misbehaviour{"state_symlink", "symlink", "state-not-a-file"},
                      Misbehaviour{"state_directory", "statedir", "state-not-a-file"}),
    [](const ::testing::TestParamInfo<Misbehaviour>& info) { return info.param.name; });

// A program that moves its directory aside and leaves a link to another directory in its place
// plays on, and the mediator clears and removes only its own directories.
TEST(ShowdownReferee, ADirectoryTurnedIntoALinkIsNotFollowed) {
  const ScopedTmpdir tmp("dirswap");
  RefereeOptions o = quick();
  o.max_turns = 3;
  GameResult g = play_game(misbehaving("swap", "dirswap"), kRunner, o);
  EXPECT_EQ(g.stats[0].turns, 3);
  EXPECT_EQ(verify_log(g.log), "");
  // The program itself may write through the link (its own doing, see ruling 9), never the
  // mediator: "keep" is still there.
  fs::remove(tmp.dir() / "outside" / "state");
  EXPECT_TRUE(tmp.untouched());
}

// The statement's limit is an average: a turn may take longer than it while the player has time
// saved up from faster turns; a turn that would exceed the allowance, or the hard cap on one turn,
// is stopped. slowpoke takes 1.4 s on turns 4 and 5 and almost nothing on the others.
TEST(Time, TheAverageIsEnforcedAndTheCapStopsALongTurn) {
  RefereeOptions o = quick();
  o.average = contest::Millis(500);
  o.turn_cap = contest::Millis(3000);
  o.max_turns = 6;
  const Entrant slow = misbehaving("slowpoke", "slowpoke");
  // Turn 4 has 4 x 0.5 s minus three short turns, about 1.9 s: enough. Turn 5 has what is left
  // of 2.5 s, about 1 s: stopped.
  GameResult g = play_game(slow, kRunner, o);
  EXPECT_EQ(faults_of(g, 0), (std::vector<std::string>{"-", "-", "-", "-", "time-limit", "-"}));
  EXPECT_GT(g.seconds[0], 2.0);
  EXPECT_EQ(verify_log(g.log), "");
  // With a cap of 1 s on one turn, turn 4 is stopped although the average would allow it.
  o.turn_cap = contest::Millis(1000);
  g = play_game(slow, kRunner, o);
  EXPECT_EQ(faults_of(g, 0)[3], "time-limit");
}

TEST(ShowdownReferee, MissingProgramIsASpawnFailureEveryTurn) {
  // It never leaves its home, so the runner, at B 1 after 32 moves, bumps into it (HELLO) until
  // the cap (shortened to 40 turns).
  RefereeOptions o = quick();
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
TEST(ShowdownReferee, StateFilesArePrivateAndEverythingIsRemoved) {
  const ScopedTmpdir tmp("privacy");
  const Entrant snoop = misbehaving("snoop", "snoop");
  RefereeOptions o = quick();
  o.max_turns = 8;  // the probe runs on the first six turns
  GameResult g = play_game(snoop, snoop, o);
  EXPECT_EQ(g.log.find("RADAR"), std::string::npos) << "a player saw the other's state file";
  EXPECT_EQ(g.log.find("WALL"), std::string::npos) << "a stray file survived a turn";
  EXPECT_NE(g.log.find("turn\t6\t2\tplay\tLOC I 26\tHELP\t"), std::string::npos);
  EXPECT_TRUE(tmp.untouched()) << "the game's directories were not removed";
}

// argv[1] is the state file's full path even when TMPDIR is relative, and the file keeps the mode
// its program gave it from turn to turn (ruling 9). The probe answers RADAR for a relative path,
// WALL for a lost mode, HELP when both hold.
TEST(ShowdownReferee, StatePathIsAbsoluteAndItsModeIsKept) {
  const std::string rel = "showdown-relative-tmp-" + std::to_string(::getpid());
  fs::remove_all(rel);
  fs::create_directory(rel);
  const char* old = std::getenv("TMPDIR");
  const std::string saved = old ? old : "";
  ::setenv("TMPDIR", rel.c_str(), 1);
  const Entrant probe = misbehaving("probe", "probe");
  RefereeOptions o = quick();
  o.max_turns = 5;
  GameResult g = play_game(probe, probe, o);
  if (old)
    ::setenv("TMPDIR", saved.c_str(), 1);
  else
    ::unsetenv("TMPDIR");
  EXPECT_EQ(g.log.find("RADAR"), std::string::npos) << "argv[1] was relative:\n" << g.log;
  EXPECT_EQ(g.log.find("WALL"), std::string::npos) << "the state file's mode was reset:\n" << g.log;
  EXPECT_NE(g.log.find("turn\t4\t2\tplay\tLOC I 26\tHELP\t"), std::string::npos) << g.log;
  EXPECT_TRUE(fs::is_empty(rel));
  fs::remove_all(rel);
}

TEST(ShowdownTournament, RoundPairsPutTheHigherSeedFirst) {
  // Round 1 in bracket order already has it; after an upset (seed 4 beat seed 1) the lower seed
  // holds the earlier slot, and a full tie must still go to seed 2. A bye keeps its entrant first.
  using Pairs = std::vector<std::pair<int, int>>;
  EXPECT_EQ(round_pairs(bracket_order(4)), (Pairs{{1, 4}, {2, 3}}));
  EXPECT_EQ(round_pairs({4, 2}), (Pairs{{2, 4}}));
  EXPECT_EQ(round_pairs({5, 3, 1, 0, 0, 2}), (Pairs{{3, 5}, {1, 0}, {2, 0}}));
}

TEST(ShowdownTournament, SeedsByTheSystemTestGivesByesAndLeavesOutEntriesThatFaulted) {
  // Three runners tie everything (three steps each, 33 points a game), so seeds follow the entry
  // order and the higher seed goes on; three seeded entries make a bracket of four, where seed 1
  // has a bye. The faulty entry is not seeded.
  const std::vector<Entrant> field = {kRunner,
                                      misbehaving("bad", "garbage"),
                                      {"runner2", SHOWDOWN_RUNNER_PATH},
                                      {"runner3", SHOWDOWN_RUNNER_PATH}};
  RefereeOptions o = quick();
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

TEST(ShowdownTournament, GamesPlayedAtOnceGiveTheSameTournament) {
  // -j plays the seeding games, and each round's games, at once; the players are deterministic,
  // so the report (seeding, every match's scores, the champion) is the one a serial run gives.
  const std::vector<Entrant> field = {kRunner,
                                      {"chameleon", SHOWDOWN_CHAMELEON_PATH},
                                      {"doorman", SHOWDOWN_DOORMAN_PATH},
                                      {"runner2", SHOWDOWN_RUNNER_PATH},
                                      misbehaving("bad", "crash")};
  RefereeOptions o = quick();
  o.max_turns = 12;
  const TournamentResult serial = run_tournament(field, kStandard, o, "", 1);
  const TournamentResult parallel = run_tournament(field, kStandard, o, "", 3);
  EXPECT_EQ(parallel.report, serial.report);
  EXPECT_EQ(parallel.champion, serial.champion);
  EXPECT_EQ(serial.report.size(), 1 + 5 + 1 + 2 + 1 + 1 + 1u);  // 4 seeded, two rounds
}

// The output pinned as the tournament layer prints it: the players are
// deterministic, so a tournament of five (a bye for the top three seeds) and a round robin of
// three over two seeds print these standings whatever -j, today and after any rewrite.
const char* const kPinnedTournament = R"(Seeding (system-test game as player one against standard):
  seed 1  waller  1570
  seed 2  runner  1564
  seed 3  chameleon  1558
  seed 4  doorman  1555
  seed 5  hunter  598
Round 1:
  waller has a bye
  doorman 3110 - 407 hunter  (games 1555-209, 1555-198)  -> doorman
  runner has a bye
  chameleon has a bye
Round 2:
  waller 734 - 3260 doorman  (games 367-1630, 367-1630)  -> doorman
  runner 2116 - 2146 chameleon  (games 1058-1073, 1058-1073)  -> chameleon
Round 3:
  chameleon 697 - 3242 doorman  (games 356-1618, 341-1624)  -> doorman
Champion: doorman
RESULT: champion doorman
)";

TEST(ShowdownRefereeTournament, PrintsThePinnedStandings) {
  const std::string cmd = std::string(REFEREE_PATH) +
                          " -j 2 --average-ms 2000 tournament standard=" SHOWDOWN_STANDARD_PATH
                          " runner=" SHOWDOWN_RUNNER_PATH " chameleon=" SHOWDOWN_CHAMELEON_PATH
                          " doorman=" SHOWDOWN_DOORMAN_PATH " waller=" SHOWDOWN_WALLER_PATH
                          " hunter=" SHOWDOWN_HUNTER_PATH;
  const auto [status, out] = contest::test::run_stdout(cmd);
  EXPECT_EQ(status, 0);
  EXPECT_EQ(out, kPinnedTournament);
}

const char* const kPinnedRoundRobin =
    R"(  # player    games  points   score   Elo |    doorman  chameleon     runner
  1 doorman       4     3.0   75.0%  +191 |          .      1.0/2      2.0/2
  2 chameleon     4     3.0   75.0%  +191 |      1.0/2          .      2.0/2
  3 runner        4     0.0    0.0% -1200 |      0.0/2      0.0/2          .
doorman vs runner: 2 wins, 0 losses, 0 draws in 2 games; score 100.0% [34.2%, 100.0%] (Wilson 95%); Elo 1199.8 [-113.4, 1199.8]; pairs [0 0 0 0 1]
doorman vs chameleon: 1 wins, 1 losses, 0 draws in 2 games; score 50.0% [9.5%, 90.5%] (Wilson 95%); Elo 0.0 [-1199.8, 1199.8]; pairs [0 0 1 0 0]
runner vs chameleon: 0 wins, 2 losses, 0 draws in 2 games; score 0.0% [0.0%, 65.8%] (Wilson 95%); Elo -1199.8 [-1199.8, 113.4]; pairs [1 0 0 0 0]
RESULT: 6 matches, 0 faulted turns
)";

TEST(ShowdownRefereeRoundRobin, PrintsThePinnedCrosstable) {
  const std::string cmd = std::string(REFEREE_PATH) +
                          " -q -j 2 --average-ms 2000 --seed 3 --seeds 2 roundrobin"
                          " doorman=" SHOWDOWN_DOORMAN_PATH " runner=" SHOWDOWN_RUNNER_PATH
                          " chameleon=" SHOWDOWN_CHAMELEON_PATH;
  const auto [status, out] = contest::test::run_stdout(cmd);
  EXPECT_EQ(status, 0);
  // The lines per match come in the order the matches end: compared as a set.
  const std::size_t blank = out.find("\n\n");
  ASSERT_NE(blank, std::string::npos) << out;
  std::vector<std::string> matches;
  std::istringstream in(out.substr(0, blank));
  for (std::string line; std::getline(in, line);) matches.push_back(line);
  std::sort(matches.begin(), matches.end());
  const std::vector<std::string> want = {"seed 3: doorman 3233 - 693 chameleon -> doorman",
                                         "seed 3: doorman 3290 - 660 runner -> doorman",
                                         "seed 3: runner 2116 - 2146 chameleon -> chameleon",
                                         "seed 4: chameleon 1904 - 1104 doorman -> chameleon",
                                         "seed 4: chameleon 2146 - 2116 runner -> chameleon",
                                         "seed 4: runner 660 - 3290 doorman -> doorman"};
  EXPECT_EQ(matches, want);
  EXPECT_EQ(out.substr(blank + 2), kPinnedRoundRobin);
}
}  // namespace
}  // namespace showdown

namespace showdown {
namespace {

// --seed names the state files state-SEED: a player that draws its choices from the name (the
// chameleon picks its plan per game) plays the same game again with the same seed and other games
// with other seeds.
TEST(ShowdownReferee, TheSeedNamesTheStateFileAndReplaysTheGame) {
  const Entrant chameleon{"chameleon", SHOWDOWN_CHAMELEON_PATH};
  RefereeOptions o = quick();
  o.max_turns = 30;
  std::vector<std::string> logs;
  for (unsigned seed : {1u, 1u, 2u, 3u, 4u}) {
    o.seed = seed;
    logs.push_back(play_game(chameleon, kRunner, o).log);
    EXPECT_EQ(verify_log(logs.back()), "");
  }
  EXPECT_EQ(logs[0], logs[1]);
  EXPECT_TRUE(logs[2] != logs[0] || logs[3] != logs[0] || logs[4] != logs[0]);
}

// The round robin plays every pair once per seed, on the match runner, two matches at once: a
// runner game is a match of two games with the seeds of a pair of runner games swapping the
// players; it writes every game's log (each one verifies), and its crosstable counts each match
// once.
TEST(RoundRobin, PlaysEveryPairPerSeedAndEveryLogVerifies) {
  const fs::path dir = fs::temp_directory_path() / ("showdown-rr-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  RoundRobinOptions o;
  o.mediator = quick();
  o.mediator.max_turns = 40;
  o.mediator.seed = 7;
  o.seeds = 2;
  o.runner.jobs = 2;
  o.runner.quiet = true;
  o.log_dir = dir.string();
  int lines = 0;
  const RoundRobinResult r =
      run_round_robin({kHighnoon, kStandard, kRunner}, o, [&](const contest::Result&) { ++lines; });
  ASSERT_EQ(r.report.results.size(), 6u);
  EXPECT_EQ(r.report.played, 6);
  EXPECT_EQ(lines, 6);
  EXPECT_EQ(r.faults, 0);
  EXPECT_EQ(r.spawn_failures, 0);
  for (const contest::Result& m : r.report.results) {
    // Seed 7 with the pair's first-named player first, seed 8 with the other.
    EXPECT_EQ(m.start, m.first == m.players[0] ? "seed 7" : "seed 8") << m.id;
    EXPECT_EQ(m.points[0] + m.points[1], 1) << m.id;
    EXPECT_NE(m.log.find(" "), std::string::npos) << m.log;
    EXPECT_NE(describe_match(m).find(" -> "), std::string::npos);
  }
  ASSERT_EQ(r.logs.size(), 12u);
  for (const std::string& path : r.logs) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_EQ(verify_log(text.str()), "") << path;
    EXPECT_TRUE(path.find("/s7-") != std::string::npos || path.find("/s8-") != std::string::npos)
        << path;
  }
  const std::string table = contest::crosstable(r.report.standings);
  for (const char* name : {"highnoon", "standard", "runner"})
    EXPECT_NE(table.find(name), std::string::npos) << table;
  EXPECT_EQ(r.report.standings.games(), 6);
  fs::remove_all(dir);
}

// A gauntlet with --results, its file cut to its first half, then --resume: only the missing
// matches are played, and the crosstable and the summary are those of the whole run. Two seeds
// (four matches) are enough to cut the file in half.
TEST(ShowdownRefereeCli, GauntletResumesFromAHalfResultsFile) {
  const fs::path dir =
      fs::temp_directory_path() / ("showdown-resume-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir / "logs");
  const std::string results = (dir / "r.jsonl").string();
  const std::string cmd = std::string(MEDIATOR_PATH) +
                          " -q --average-ms 2000 --seed 3 --seeds 2 -j 2 --results " + results +
                          " --logs " + (dir / "logs").string() +
                          " gauntlet chameleon=" SHOWDOWN_CHAMELEON_PATH
                          " standard=" SHOWDOWN_STANDARD_PATH " runner=" SHOWDOWN_RUNNER_PATH;
  // The crosstable and what follows it: the lines per match come in the order they end.
  const auto tail = [](const std::string& out) { return out.substr(out.find("\n\n")); };
  std::string whole;
  ASSERT_EQ(contest::test::run_command(cmd, &whole), 0) << whole;
  EXPECT_NE(whole.find("RESULT: 4 matches, 0 faulted turns"), std::string::npos) << whole;
  std::size_t logs = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir / "logs")) ++logs;
  EXPECT_EQ(logs, 8u);

  // A second run on the same file without --resume is refused, the file left alone.
  std::string refused;
  EXPECT_EQ(contest::test::run_command(cmd, &refused), 1) << refused;
  EXPECT_NE(refused.find("--resume"), std::string::npos) << refused;

  std::vector<std::string> lines;
  {
    std::ifstream in(results);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
  }
  ASSERT_EQ(lines.size(), 4u);
  {
    std::ofstream out(results, std::ios::trunc);
    for (std::size_t i = 0; i < 2; ++i) out << lines[i] << "\n";
  }
  std::string resumed;
  ASSERT_EQ(contest::test::run_command(cmd + " --resume", &resumed), 0) << resumed;
  EXPECT_EQ(tail(resumed), tail(whole)) << resumed;
  std::size_t matches = 0;
  for (std::size_t at = 0; (at = resumed.find(" -> ", at)) != std::string::npos; ++at) ++matches;
  EXPECT_EQ(matches, 2u) << resumed;
  std::ifstream in(results);
  std::size_t now = 0;
  for (std::string line; std::getline(in, line);) ++now;
  EXPECT_EQ(now, 4u);
  fs::remove_all(dir);
}

// A game's log that cannot be written (here a directory stands where the file would go) stops the
// run with status 1 and says which file and why, instead of losing the log without a word.
TEST(ShowdownRefereeCli, ALogThatCannotBeWrittenStopsTheRunNamingIt) {
  const fs::path dir =
      fs::temp_directory_path() / ("showdown-unwritable-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir / "chameleon-vs-standard.log");
  std::string out;
  EXPECT_EQ(
      contest::test::run_command(
          std::string(MEDIATOR_PATH) + " --average-ms 2000 --seed 3" + " --logs " + dir.string() +
              " game chameleon=" SHOWDOWN_CHAMELEON_PATH " standard=" SHOWDOWN_STANDARD_PATH,
          &out),
      1)
      << out;
  EXPECT_NE(out.find("showdown_referee: cannot write " +
                     (dir / "chameleon-vs-standard.log").string() + ": Is a directory"),
            std::string::npos)
      << out;
  fs::remove_all(dir);
}

// The modes are subcommands: the options are taken before the mode, after it and after the
// entrants, with the same game; after `--` every word is an entrant.
TEST(ShowdownRefereeCli, OptionsBeforeOrAfterTheMode) {
  const fs::path dir = fs::temp_directory_path() / ("showdown-after-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string players =
      " chameleon=" SHOWDOWN_CHAMELEON_PATH " standard=" SHOWDOWN_STANDARD_PATH;
  const std::string options = " --average-ms 2000 --seed 3 --logs " + dir.string();
  const auto [before_status, before] =
      contest::test::run_stdout(std::string(MEDIATOR_PATH) + options + " game" + players);
  ASSERT_EQ(before_status, 0) << before;
  const std::string log = contest::read_file((dir / "chameleon-vs-standard.log").string());
  fs::remove(dir / "chameleon-vs-standard.log");
  for (const std::string& args : {" game" + options + players, " game" + players + options,
                                  " game" + options + " --" + players}) {
    EXPECT_EQ(contest::test::run_stdout(std::string(MEDIATOR_PATH) + args),
              std::make_pair(0, before))
        << args;
    EXPECT_EQ(contest::read_file((dir / "chameleon-vs-standard.log").string()), log) << args;
    fs::remove(dir / "chameleon-vs-standard.log");
  }
  fs::remove_all(dir);
}

// The command line refuses a bad number, naming its option, an unknown option, a missing value and
// a name that could leave the log directory, with status 2 before any game.
TEST(ShowdownRefereeCli, RefusesBadNumbersAndUnsafeNames) {
  const std::string m = MEDIATOR_PATH;
  const std::string ok = " runner=" SHOWDOWN_RUNNER_PATH " standard=" SHOWDOWN_STANDARD_PATH;
  const std::pair<std::string, std::string> bad[] = {
      {"--seed 5x game" + ok, "--seed"},
      {"--seed -1 game" + ok, "--seed"},
      {"--seed 4294967296 game" + ok, "--seed"},
      {"--seed 1e99 game" + ok, "--seed"},
      {"--seed '' game" + ok, "--seed"},
      {"--average-ms 5x game" + ok, "--average-ms"},
      {"--average-ms 10abc game" + ok, "--average-ms"},
      {"--average-ms -1 game" + ok, "--average-ms"},
      {"--turn-cap-ms 1e99 game" + ok, "--turn-cap-ms"},
      {"--turn-cap-ms 0 game" + ok, "--turn-cap-ms"},
      {"--seeds 0 roundrobin" + ok, "--seeds"},
      {"-j x roundrobin" + ok, "-j"},
      {"-j 257 roundrobin" + ok, "-j"},
      {"--shard 3/2 gauntlet" + ok, "--shard"},
      {"--resume gauntlet" + ok, "--resume"},
      {"--sprt elo0=x gauntlet" + ok, "--sprt"},
      {"--results r.jsonl game" + ok, "--results"},
      {"--bogus 1 game" + ok, "--bogus"},
      {"game" + ok + " --logs", "--logs"},
      {"game ../evil=" SHOWDOWN_RUNNER_PATH " standard=" SHOWDOWN_STANDARD_PATH, "../evil"},
      {"game .hidden=" SHOWDOWN_RUNNER_PATH " standard=" SHOWDOWN_STANDARD_PATH, ".hidden"}};
  for (const auto& [args, option] : bad) {
    std::string out;
    EXPECT_EQ(contest::test::run_command(m + " " + args, &out), 2) << args << "\n" << out;
    EXPECT_NE(out.find(option), std::string::npos) << args << "\n" << out;
    EXPECT_NE(out.find("(see --help)"), std::string::npos) << args << "\n" << out;
    EXPECT_EQ(out.find("RESULT:"), std::string::npos) << args << "\n" << out;
  }
}

const std::string kRefereeHelp =
    R"help(usage: showdown_referee COMMAND [options] ...
Runs POTM Showdown games between programs as the contest's mediator did: every turn each
player is started once, with the name of its state file as argv[1]. showdown_mediator is
the same program by the statement's name. Each mode prints each game's scores and ends
with one line "RESULT: ..."; roundrobin and gauntlet print a line per match, the
crosstable and the summary of each pair.
commands:
  game [options] NAME=PATH NAME=PATH
                     one game, the first player starts at A 1: its scores, then its RESULT
  match [options] NAME=PATH NAME=PATH
                     two games, each player first once, decided by the statement's
                     tiebreakers
)help" +
    contest::test::kRefereeMergeCheckEntriesPin +
    R"help(  panel [options] NAME=PATH NAME=PATH...
                     the first player plays a match against each of the others
  tournament [options] STANDARD=PATH NAME=PATH...
                     the first is the standard player: seeding against it, then knockout
  roundrobin [options] NAME=PATH NAME=PATH...
                     every pair plays a match per seed on the match runner; the crosstable
  gauntlet [options] NAME=PATH NAME=PATH...
                     the same for the first player's pairs only
NAME=PATH: a program started once per turn; a NAME holds letters, digits, '_', '-' and '.'
(not first); it names the game logs
options (before the command or after it):
  --average-ms MS    game, match, panel, tournament, roundrobin, gauntlet:
                     average wall time a turn may take, 1 to 86400000 ms (default 10000):
                     a turn's deadline is what is left of the player's allowance
  --turn-cap-ms MS   game, match, panel, tournament, roundrobin, gauntlet:
                     hard cap on one turn, 1 to 86400000 ms (default 60000)
  --seed N           game, match, panel, tournament, roundrobin, gauntlet:
                     names the state files state-N, 0 to 4294967295 (default 1): a
                     program that draws its choices from the name replays the same game
  --seeds N          roundrobin, gauntlet: a match per pair and seed, --seed to --seed + N - 1,
                     1 to 100000 (default 1); the runner's pairs are the seeds two
                     by two, the players swapped
  --logs DIR         game, match, panel, tournament, roundrobin, gauntlet:
                     write every game's log in DIR, which must exist (default: none)
  --json             check: print each log as one JSON object instead of its verdict
runner options (-j: match, panel; -j, --results, --resume, -q: tournament;
-j, --results, --resume, --shard, --sprt, -q: roundrobin, gauntlet):
)help" +
    contest::test::kRunnerJobsPin + contest::test::kRunnerShardPin + contest::test::kRunnerSprtPin +
    contest::test::kRunnerQuietPin +
    R"help(  -h, --help         this text; COMMAND --help: the command's alone
Exits 0 when the command ran (whoever won), 1 when a file or a game failed or a log
does not hold, 2 on bad usage.
)help";

// --help and -h print the whole usage on stdout and exit 0, wherever they stand.
// The program answers the same by both its names (showdown_referee, and the statement's mediator).
TEST(ShowdownRefereeCli, HelpText) {
  contest::test::expect_help(REFEREE_PATH, kRefereeHelp);
  contest::test::expect_help(MEDIATOR_PATH, kRefereeHelp);
}

// A mode's --help (wherever it stands, before or after the mode) shows only what that mode takes:
// the tournament's runner options without --shard and --sprt, no --seeds; a game no runner option.
TEST(ShowdownRefereeCli, ModeHelpShowsOnlyItsOwn) {
  const std::string tournament =
      R"help(usage: showdown_referee tournament [options] STANDARD=PATH NAME=PATH...
  the first is the standard player: seeding against it, then knockout
options:
  --average-ms MS    average wall time a turn may take, 1 to 86400000 ms (default 10000):
                     a turn's deadline is what is left of the player's allowance
  --turn-cap-ms MS   hard cap on one turn, 1 to 86400000 ms (default 60000)
  --seed N           names the state files state-N, 0 to 4294967295 (default 1): a
                     program that draws its choices from the name replays the same game
  --logs DIR         write every game's log in DIR, which must exist (default: none)
runner options:
)help" +
      contest::test::kRunnerJobsPin + contest::test::kRunnerQuietPin +
      "  -h, --help         this text\n";
  for (const char* args : {" tournament --help", " -h tournament a=x b=y", " tournament a=x -h"}) {
    const auto [status, out] = contest::test::run_stdout(std::string(REFEREE_PATH) + args);
    EXPECT_EQ(status, 0) << args;
    EXPECT_EQ(out, tournament) << args;
  }
  const std::string game =
      contest::test::run_stdout(std::string(REFEREE_PATH) + " game --help").second;
  EXPECT_EQ(game.find("runner options"), std::string::npos) << game;
  const std::string roundrobin =
      contest::test::run_stdout(std::string(REFEREE_PATH) + " roundrobin -h").second;
  EXPECT_NE(roundrobin.find("  --seeds N "), std::string::npos) << roundrobin;
  EXPECT_NE(roundrobin.find(contest::test::kRunnerSprtPin), std::string::npos) << roundrobin;
}

const std::string kReplayHelp = R"help(usage: showdown_check [options] LOG...   (--html: one LOG)
Re-plays each Showdown game log (the mediator's --logs) with the rules and checks
every input, reply, skipped turn, the outcome and both scores; prints "LOG: ok" or
"LOG: INVALID: why" for each. --show draws every turn on the terminal (both
players' true squares and the walls, each player's command and answer); --html
writes the viewer's page of the log.
options:
)help" + contest::test::kViewOptionsPin +
                                R"help(  -h, --help         this text
Exits 0 when every log is consistent, 1 when one is not (or is empty, cut short, or not a
regular file), 2 on bad usage.
)help";

TEST(ShowdownReplay, HelpText) { contest::test::expect_help(CHECK_PATH, kReplayHelp); }

// The replay checker's usage errors name the option and exit 2.
TEST(ShowdownReplay, RejectsBadOptions) {
  for (const char* args :
       {"--game 0 x.log", "--game 2x x.log", "--delay -1 x.log", "--bogus x.log", "--game"}) {
    std::string out;
    EXPECT_EQ(contest::test::run_command(std::string(CHECK_PATH) + " " + args, &out), 2) << args;
    const std::string option = std::string(args).substr(0, std::string(args).find(' '));
    EXPECT_NE(out.find(option + ":"), std::string::npos) << args << "\n" << out;
  }
}

// The stalker is the tracker with a camper's wait (tracking.h, Style::camp_turn): the sentinel,
// which camps on its home and zaps every fix in line, locks the tracker and loses to the stalker,
// which waits diagonally next to it, out of its lines, and wins on distance (seeds 1 and 2; both
// decided by the score, not the tiebreakers). One test a seed, so that CTest plays them side by
// side.
class TheStalkerWaitsOutTheCamper : public testing::TestWithParam<unsigned> {};

TEST_P(TheStalkerWaitsOutTheCamper, TheTrackerLosesTo) {
  RefereeOptions o = quick();
  const Entrant sentinel{"sentinel", SHOWDOWN_SENTINEL_PATH};
  const unsigned seed = o.seed = GetParam();
  const MatchResult stalker = play_match({"stalker", SHOWDOWN_STALKER_PATH}, sentinel, o);
  EXPECT_EQ(stalker.winner, 0) << "seed " << seed;
  EXPECT_EQ(stalker.decided_by, "score");
  const MatchResult tracker = play_match({"tracker", SHOWDOWN_TRACKER_PATH}, sentinel, o);
  EXPECT_EQ(tracker.winner, 1) << "seed " << seed;
  EXPECT_EQ(tracker.decided_by, "score");
}

INSTANTIATE_TEST_SUITE_P(ShowdownPanel, TheStalkerWaitsOutTheCamper, testing::Values(1u, 2u),
                         [](const testing::TestParamInfo<unsigned>& info) {
                           return "seed" + std::to_string(info.param);
                         });

// The duelist and the marshal (each a belief by a mixture of motion models, each command scored
// by expected points; the marshal written from the rules alone) shoot the system-test player and
// hold the lock: each wins both seeds by the score, the system-test player asleep most of its
// turns, without a fault.
TEST(ShowdownPanel, TheScoringTrackersLockTheSystemTestPlayer) {
  RefereeOptions o = quick();
  for (const Entrant& tracker :
       {Entrant{"duelist", SHOWDOWN_DUELIST_PATH}, Entrant{"marshal", SHOWDOWN_MARSHAL_PATH}}) {
    for (const unsigned seed : {1u, 2u}) {
      o.seed = seed;
      const MatchResult m = play_match(tracker, {"standard", SHOWDOWN_STANDARD_PATH}, o);
      EXPECT_EQ(m.winner, 0) << tracker.name << " seed " << seed;
      EXPECT_EQ(m.decided_by, "score");
      EXPECT_EQ(m.stats[0].faults, 0);
      EXPECT_GT(m.stats[1].slept, 100) << tracker.name << " seed " << seed;
    }
  }
}

}  // namespace
}  // namespace showdown
