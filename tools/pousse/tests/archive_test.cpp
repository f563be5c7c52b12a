// archive_test.cpp: the 1998 log format and the replay checker, over the whole 1998 archive.
#include "archive.h"

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <utility>
#include <vector>

#include "common/tests/help_pins.h"
#include "common/tests/run_command.h"

namespace pousse {
namespace {

const char* kLine =
    "(\"Thu Sep 17 22:00:40 1998\" X: 6 O: 7 winner: X end: \"O exceeded time limit\" time: "
    "49249 game: (6 T5 R2 B6 R5 B3 B3 R4 B6 R1 ))";

TEST(PousseArchive, ParseAndFormatRoundTrip) {
  std::string error;
  auto r = parse_record(kLine, &error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(r->date, "Thu Sep 17 22:00:40 1998");
  EXPECT_EQ(r->x_name, "6");
  EXPECT_EQ(r->o_name, "7");
  EXPECT_EQ(r->winner, 'X');
  EXPECT_EQ(r->end, "O exceeded time limit");
  EXPECT_EQ(r->time_ms, 49249);
  EXPECT_EQ(r->size, 6);
  ASSERT_EQ(r->moves.size(), 9u);
  EXPECT_EQ(r->moves[8].str(), "R1");
  EXPECT_EQ(format_record(*r), kLine);
  EXPECT_TRUE(check_record(*r).ok);
}

TEST(PousseArchive, MalformedRecordsAreRejected) {
  for (const char* bad : {"", "(\"d\" X: 1 O: 2 winner: Z end: \"e\" time: 1 game: (6 ))",
                          "(\"d\" X: 1 O: 2 winner: X end: \"e\" time: 1 game: (6 L7 ))",
                          "(\"d\" X: 1 O: 2 winner: X end: \"e\" time: 1 game: (3 ))",
                          "(\"d\" X: 1 O: 2 winner: X end: \"e\" time: x game: (6 ))",
                          "(\"d\" X: 1 O: 2 winner: X end: \"e\" time: 1 game: (6 L1 )"}) {
    std::string error;
    EXPECT_FALSE(parse_record(bad, &error)) << bad;
    EXPECT_FALSE(error.empty());
  }
}

// kLine with its first `from` replaced by `to`.
std::string tampered(const std::string& from, const std::string& to) {
  std::string t = kLine;
  const std::size_t at = t.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return at == std::string::npos ? t : t.replace(at, from.size(), to);
}

// Issue #23: every field is read whole and checked. The time is a whole number of milliseconds
// (before, stoll read "1e99" as 1 and "0x10" as 0); a forfeit is one the referee writes (before,
// anything after "X " or "O " passed); the date, the names, the spacing are the referee's own.
TEST(PousseArchive, EveryFieldIsCheckedWhole) {
  const std::string digits(10'000'000, '7');
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"time: 49249", "time: -1"},
      {"time: 49249", "time: 1e99"},
      {"time: 49249", "time: 0x10"},
      {"time: 49249", "time: 1.5"},
      {"time: 49249", "time: 049249"},
      {"time: 49249", "time: +49249"},
      {"time: 49249", "time: 1234567890123456789"},
      {"O exceeded time limit", "O ate my homework"},
      {"O exceeded time limit", std::string("O exceeded\0time limit", 21)},
      {"O exceeded time limit", "O " + digits},
      {"O exceeded time limit", "O raised signal 0"},
      {"O exceeded time limit", "O raised signal 65"},
      {"O exceeded time limit", "O raised signal 011"},
      {"O exceeded time limit", "O raised signal 11x"},
      {"O exceeded time limit", "O exceeded time limit "},
      {"O exceeded time limit", "o exceeded time limit"},
      {"O exceeded time limit", "- exceeded time limit"},
      {"Thu Sep 17", "Fri Sep 17"},         // the weekday of another date
      {"Thu Sep 17", "Thu Sep 31"},         // no such day
      {"Thu Sep 17", "Thu Sep 017"},        // not strftime's layout
      {"22:00:40", "25:00:40"},             // no such hour
      {"X: 6 O: 7", "X: 7 O: 7"},           // the referee names two players apart
      {"X: 6", std::string("X: \x01", 4)},  // a control character in a name
      {"winner: X", "winner: XO"},
      {" game: (6", "  game: (6"},  // the referee writes one space
      {"(6 T5", "(06 T5"},
      {"(6 T5", "(6 T05"},
      {"R1 ))", "R1 ) )"},
      {"R1 ))", "R1 ))\r"},  // a CRLF log
      {"R1 ))", "R1 )) x"},
      {"R1 ))", "R1"},  // cut short
  };
  for (const auto& [from, to] : bad) {
    const std::string line = tampered(from, to);
    std::string error;
    EXPECT_FALSE(parse_record(line, &error)) << to.substr(0, 40);
    EXPECT_EQ(error.rfind("column ", 0), 0u) << to.substr(0, 40) << ": " << error;
    EXPECT_LT(error.size(), 200u) << "a message stays short: " << error.substr(0, 200);
  }
  std::string error;
  EXPECT_TRUE(parse_record(tampered("O exceeded time limit", "O raised signal 11"), &error))
      << error;
  EXPECT_TRUE(parse_record(tampered("time: 49249", "time: 0"), &error)) << error;
  EXPECT_TRUE(parse_record(tampered("Thu Sep 17", "Tue Sep  8"), &error)) << error;
  EXPECT_FALSE(parse_record(tampered("time: 49249", "time: 1e99"), &error));
  EXPECT_EQ(error,
            "column 84: time '1e99' is not a whole number of milliseconds (digits, no leading "
            "zero)");
  EXPECT_FALSE(parse_record(tampered("O exceeded time limit", "O ate my homework"), &error));
  EXPECT_EQ(error,
            "column 55: unknown end reason \"O ate my homework\" (the game ended normally, the "
            "move limit, or a forfeit)");
}

// pousse_tune's self-play records (date "selfplay") name one program twice; they end normally and
// keep no time, so a forfeit or a time in one is not something it wrote.
TEST(PousseArchive, SelfPlayRecordsAreOnlyWhatTheTunerWrites) {
  const std::string self =
      "(\"selfplay\" X: bulldozer O: bulldozer winner: X end: \"game ended normally\" time: 0 "
      "game: (4 R3 L2 B1 T3 R3 B4 R3 B1 ))";
  std::string error;
  auto r = parse_record(self, &error);
  ASSERT_TRUE(r) << error;
  EXPECT_TRUE(check_record(*r).ok);
  const std::string timed = std::string(self).replace(self.find("time: 0"), 7, "time: 5");
  EXPECT_FALSE(parse_record(timed, &error));
  std::string forfeit = self;
  forfeit.replace(forfeit.find("game ended normally"), 19, "O made an invalid move");
  EXPECT_FALSE(parse_record(forfeit, &error));
}

// Tampered records: the checker finds a wrong winner, a game that went on after its end, a game
// recorded as over that is not, and a forfeit by the side not to move.
TEST(PousseArchive, CheckerFindsDisagreements) {
  GameRecord r;
  r.size = 4;
  r.end = kNormalEnd;
  for (const char* t : {"R3", "L2", "B1", "T3", "R3", "B4", "R3", "B1"})
    r.moves.push_back(*parse_move(t, 4));
  r.winner = 'X';
  EXPECT_TRUE(check_record(r).ok);
  EXPECT_EQ(check_record(r).reason, "straights");
  r.winner = 'O';
  EXPECT_FALSE(check_record(r).ok);
  r.winner = 'X';
  r.moves.push_back(*parse_move("L1", 4));
  EXPECT_FALSE(check_record(r).ok);
  r.moves.resize(5);
  EXPECT_FALSE(check_record(r).ok);  // still in play
  r.end = "O made an invalid move";  // 5 moves played: O is to move
  r.winner = 'X';
  EXPECT_TRUE(check_record(r).ok);
  r.end = "X made an invalid move";
  r.winner = 'O';
  EXPECT_FALSE(check_record(r).ok);
  r.end = "O ate my homework";  // not a forfeit the referee writes
  r.winner = 'X';
  EXPECT_FALSE(check_record(r).ok);
  r.end = kMoveLimitEnd;  // a draw at the move limit, after five moves
  r.winner = '-';
  EXPECT_TRUE(check_record(r).ok);
  r.moves.clear();  // the limit is at least one move: never before the first
  EXPECT_FALSE(check_record(r).ok);
}

// Runs pousse_check on the given paths; returns its exit status, its output in *out.
int run_check(const std::string& args, std::string* out) {
  return contest::test::run_command(std::string(CHECK_PATH) + " " + args, out);
}

// Issue #23: pousse_check rejects a log that is empty, cut short, holds an empty line or is not a
// regular file (before, the first three were "checked 0 games", exit 0, and so was a directory),
// and names the line and column of a bad field.
TEST(PousseCheck, RejectsLogsTheRefereeCouldNotHaveWritten) {
  const std::filesystem::path dir =
      std::filesystem::path(::testing::TempDir()) / "pousse-check-test";
  std::filesystem::create_directories(dir);
  auto write = [&](const std::string& name, const std::string& text) {
    std::ofstream(dir / name, std::ios::binary) << text;
    return (dir / name).string();
  };
  std::string out;
  EXPECT_EQ(run_check(write("good.log", std::string(kLine) + "\n"), &out), 0) << out;
  EXPECT_NE(out.find("checked 1 games"), std::string::npos) << out;
  EXPECT_EQ(run_check(write("empty.log", ""), &out), 1) << out;
  EXPECT_NE(out.find("empty log"), std::string::npos) << out;
  EXPECT_EQ(run_check(write("cut.log", kLine), &out), 1) << out;
  EXPECT_NE(out.find("cut.log:1: the last line has no newline"), std::string::npos) << out;
  EXPECT_EQ(run_check(write("blank.log", std::string(kLine) + "\n\n"), &out), 1) << out;
  EXPECT_NE(out.find("blank.log:2: empty line"), std::string::npos) << out;
  EXPECT_EQ(run_check(dir.string(), &out), 2) << out;
  EXPECT_NE(out.find("not a regular file"), std::string::npos) << out;
  const std::string bad = tampered("time: 49249", "time: 0x10");
  EXPECT_EQ(run_check(write("time.log", std::string(kLine) + "\n" + bad + "\n"), &out), 1);
  EXPECT_NE(out.find("time.log:2: malformed: column 84: time '0x10'"), std::string::npos) << out;
  std::filesystem::remove_all(dir);
}

// The whole 1998 phase-1 archive: every normally-ended game replays to its recorded winner and
// ends exactly on its last move; every forfeit is consistent.
TEST(PousseArchive, Whole1998ArchiveAgrees) {
  std::ifstream in(std::string(POUSSE_DIR) + "/data/icfp1998-phase1-games.txt");
  ASSERT_TRUE(in);
  int games = 0, normal = 0, repetitions = 0;
  for (std::string line; std::getline(in, line);) {
    std::string error;
    auto r = parse_record(line, &error);
    ASSERT_TRUE(r) << error << ": " << line;
    ++games;
    CheckResult c = check_record(*r);
    EXPECT_TRUE(c.ok) << c.problem << ": " << line;
    if (r->end == kNormalEnd) {
      ++normal;
      repetitions += c.reason == "repetition";
    }
  }
  EXPECT_EQ(games, 2352);
  EXPECT_EQ(normal, 1347);
  EXPECT_GT(repetitions, 100);  // repetitions decided a good part of the games
  RecordProperty("repetitions", repetitions);
}

const std::string kCheckHelp = R"help(usage: pousse_check [options] LOG...   (--html: one LOG)
Replays every game of every Pousse log (the 1998 archive's format, one game per line, as
pousse_referee --log writes it) with the rules. Prints one line per problem, naming the
file, the line and (for a malformed record) the column, then a tally per end reason.
--show draws every move of each game; --html writes the viewer's page of the log; --game
K takes the game on line K, counted on through the logs given.
options:
)help" + contest::test::kViewOptionsPin +
                               R"help(  -h, --help         this text
Exits 0 when every game agrees with the rules; 1 when a record is malformed, a game disagrees
with the rules, or a log has no record, an empty line or a last line without its newline (a
log cut short); 2 on bad usage or when a file cannot be read or is not a regular file.
)help";

// --help and -h print the whole usage on stdout and exit 0.
TEST(PousseCheck, HelpText) { contest::test::expect_help(CHECK_PATH, kCheckHelp); }

// The checker's usage errors name the option and exit 2.
TEST(PousseCheck, UsageErrorsNameTheOption) {
  for (const char* args : {"--bogus x.log", "--game 0 x.log", "--game 1x x.log", "--delay", ""}) {
    std::string out;
    EXPECT_EQ(run_check(args, &out), 2) << args << "\n" << out;
    const std::string option = std::string(args).substr(0, std::string(args).find(' '));
    EXPECT_NE(out.find(option.empty() ? "no log given" : option + ":"), std::string::npos)
        << args << "\n"
        << out;
  }
}

const char* const kTuneHelp = R"help(usage: pousse_tune selfplay [options]
       pousse_tune fit [options] LOG...
Fits Bulldozer's evaluation weights to game results.
selfplay: plays games of Bulldozer against itself, in process, each move a fixed-depth
search (D or D + 1 plies, drawn per move) after P random opening plies, and prints them as
game records (the referee's log format, so pousse_check replays them).
selfplay options:
  --games N          games to play, 1 to 1000000 (default 100)
  --size S           board size, 4 to 20 (default 6)
  --depth D          search depth in plies, 1 to 20 (default 6)
  --seed K           seed of the openings and depths, 0 to 1099511627776 (default 1)
  --opening P        random plies before the searches play, 0 to 40 (default 4)
  --eval W           the weights as POUSSE_EVAL would set them: eight whole numbers from
                     -10000 to 10000, commas between (square, open square, center, near
                     straight, leaf wins, material, tempo, adjacent; default: the entry's)
fit: reads game records (the referee's logs, the 1998 archive, selfplay's output), takes
every position of the normally ended S x S games after the first P plies, leaves out the last
position and those where the side to move wins at once, and fits the probability that X wins
by logistic regression on the evaluation's terms. Prints each weight, the fit, and the
weights in the entry's units (138 per logit) as a POUSSE_EVAL value.
fit options:
  --size S           the games' board size, 4 to 20 (default 6)
  --skip P           plies left out at each game's start, 0 to 1000 (default 6)
options:
  -h, --help         this text
Exits 0 when done, 2 on bad usage or a log that cannot be read.
)help";

TEST(PousseTune, HelpText) { contest::test::expect_help(TUNE_PATH, kTuneHelp); }

// Every number on pousse_tune's command lines is read whole and in range; a bad one names its
// option and exits 2 before any game is played or log read.
TEST(PousseTune, RejectsBadValuesNamingTheOption) {
  const std::pair<const char*, const char*> bad[] = {{"selfplay --games 0", "--games"},
                                                     {"selfplay --games 5x", "--games"},
                                                     {"selfplay --size 3", "--size"},
                                                     {"selfplay --size 21", "--size"},
                                                     {"selfplay --depth 1e3", "--depth"},
                                                     {"selfplay --seed -1", "--seed"},
                                                     {"selfplay --opening 41", "--opening"},
                                                     {"selfplay --eval 1,2,3", "--eval"},
                                                     {"selfplay --eval", "--eval"},
                                                     {"selfplay --bogus 1", "--bogus"},
                                                     {"fit --size x y.log", "--size"},
                                                     {"fit --skip 1001 y.log", "--skip"},
                                                     {"fit --skip", "--skip"},
                                                     {"fit", "no game logs"},
                                                     {"tune", "'tune'"}};
  for (const auto& [args, option] : bad) {
    std::string out;
    EXPECT_EQ(contest::test::run_command(std::string(TUNE_PATH) + " " + args, &out), 2) << args;
    EXPECT_NE(out.find(option), std::string::npos) << args << "\n" << out;
    EXPECT_NE(out.find("(see --help)\n"), std::string::npos) << args << "\n" << out;
  }
}

// The alpha-beta opponent reads POUSSE_AB_DEPTH strictly: "2x" once played depth 2, "x" depth 1.
TEST(PousseAlphabeta, RejectsAMalformedDepth) {
  for (const char* depth : {"x", "2x", "0", "65", ""}) {
    std::string out;
    EXPECT_EQ(contest::test::run_command(
                  std::string("POUSSE_AB_DEPTH='") + depth + "' " + ALPHABETA_PATH + " < /dev/null",
                  &out),
              2)
        << depth;
    EXPECT_NE(out.find("POUSSE_AB_DEPTH"), std::string::npos) << depth << "\n" << out;
  }
}

}  // namespace
}  // namespace pousse
