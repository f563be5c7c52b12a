// Tests of the rules: arena format, the output check (every way an output can be wrong), the
// full-arena copy, and the arena generator.
#include "rules.h"

#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <sstream>
#include <utility>
#include <vector>

namespace boxing {
namespace {

Arena sample() {
  std::ifstream f(std::string(BOXING_DIR) + "/data/sample.arena", std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return parse_arena(s.str());
}

std::string with_box(Arena a, Box b, char mark) {
  a.place(b, mark);
  return a.text;
}

TEST(BoxingRules, SampleArenaIsTheStatementsFormat) {
  Arena a = sample();
  EXPECT_EQ(a.text.size(), 528u);
  // The statement's sample arena has 15 'o' spots; its "20 unusable spots" belong to the
  // different arena of the sample partial game further down.
  EXPECT_EQ(a.count('o'), 15);
  EXPECT_EQ(a.vacant(), 512 - 15);
  EXPECT_TRUE(format_error(a.text).empty());
}

TEST(BoxingRules, SampleArenaIsTheOneDrawnInTheStatement) {
  // spec.txt draws the sample arena in the first 32 columns of its lines 4 to 19.
  std::ifstream spec(std::string(BOXING_DIR) + "/spec.txt");
  std::string line, drawn;
  for (int n = 1; n <= 19 && std::getline(spec, line); ++n)
    if (n >= 4) drawn += line.substr(0, kWidth) + "\n";
  EXPECT_EQ(drawn, sample().text);
}

TEST(BoxingRules, FormatErrors) {
  std::string t = empty_arena().text;
  EXPECT_FALSE(format_error(t + "\n").empty());
  EXPECT_FALSE(format_error(t.substr(0, 527)).empty());
  std::string moved = t;
  std::swap(moved[32], moved[31]);  // a 33-character line and a 31-character one
  EXPECT_FALSE(format_error(moved).empty());
  std::string crlf = t;
  crlf[32] = '\r';
  EXPECT_FALSE(format_error(crlf).empty());
  EXPECT_THROW(parse_arena("hello"), std::runtime_error);
}

TEST(BoxingRules, LegalBoxes) {
  Arena a = empty_arena();
  // (33 - k) * (17 - k) positions for each k.
  std::size_t n = 0;
  for (int k = 1; k <= 16; ++k) n += (33 - k) * (17 - k);
  EXPECT_EQ(a.legal_boxes().size(), n);
  EXPECT_TRUE(a.fits({16, 0, 16}));
  EXPECT_FALSE(a.fits({17, 0, 16}));
  EXPECT_FALSE(a.fits({0, 0, 17}));
  EXPECT_FALSE(a.fits({-1, 0, 1}));
  EXPECT_FALSE(a.fits({0, 0, 0}));
  Arena s = sample();
  EXPECT_FALSE(s.fits({5, 2, 1}));  // the 'o' at column 6, row 3
  for (const Box& b : s.legal_boxes()) ASSERT_TRUE(s.fits(b));
}

TEST(BoxingRules, AcceptsExactlyOneBox) {
  Arena a = sample();
  for (Box b : {Box{0, 0, 1}, Box{0, 0, 5}, Box{6, 0, 7}, Box{20, 0, 11}}) {
    MoveCheck c = check_output(a, with_box(a, b, 'A'), 'A');
    ASSERT_TRUE(c.ok()) << c.detail;
    EXPECT_EQ(c.box, b);
  }
}

TEST(BoxingRules, EveryWrongOutputHasItsName) {
  Arena a = sample();
  std::string good = with_box(a, {0, 0, 2}, 'A');
  auto error = [&](const std::string& out) { return check_output(a, out, 'A').error; };
  EXPECT_EQ(error(""), OutputError::WrongLength);
  EXPECT_EQ(error(good + "\n"), OutputError::WrongLength);
  EXPECT_EQ(error(good.substr(0, 527)), OutputError::WrongLength);
  std::string layout = good;
  std::swap(layout[32], layout[40]);
  EXPECT_EQ(error(layout), OutputError::BadLayout);
  std::string taken = good;
  taken[2 * 33 + 5] = 'A';  // the 'o' at column 6, row 3
  EXPECT_EQ(error(taken), OutputError::ChangedTaken);
  Arena played = a;
  played.place({10, 10, 2}, 'B');
  EXPECT_EQ(check_output(played, with_box(played, {10, 10, 1}, 'A'), 'A').error,
            OutputError::ChangedTaken);  // overwrote the opponent's box
  std::string erased = played.text;
  erased[10 * 33 + 10] = '-';
  EXPECT_EQ(check_output(played, erased, 'A').error, OutputError::ChangedTaken);
  EXPECT_EQ(error(with_box(a, {0, 0, 2}, 'B')), OutputError::WrongMark);
  std::string mixed = good;
  mixed[0] = 'B';
  EXPECT_EQ(error(mixed), OutputError::WrongMark);
  EXPECT_EQ(error(a.text), OutputError::NoMove);
  std::string rect = with_box(a, {0, 0, 1}, 'A');
  rect[1] = 'A';
  EXPECT_EQ(error(rect), OutputError::NotSquare);
  std::string two =
      with_box(with_box(a, {0, 0, 1}, 'A') == "" ? a : parse_arena(with_box(a, {0, 0, 1}, 'A')),
               {3, 3, 1}, 'A');
  EXPECT_EQ(error(two), OutputError::NotSquare);
  std::string holed = with_box(a, {0, 0, 3}, 'A');
  holed[1 * 33 + 1] = '-';
  EXPECT_EQ(error(holed), OutputError::NotSquare);
  // A square whose bounding box would include the 'o' at (5, 2): 8 marked of a 3x3 area.
  std::string around = with_box(a, {4, 1, 3}, 'A');
  around[2 * 33 + 5] = 'o';
  EXPECT_EQ(error(around), OutputError::NotSquare);
}

TEST(BoxingRules, FullArenaMustBeCopied) {
  Arena full = empty_arena();
  full.place({0, 0, 16}, 'A');
  full.place({16, 0, 16}, 'B');
  ASSERT_TRUE(full.full());
  EXPECT_TRUE(check_output(full, full.text, 'A').ok());
  std::string changed = full.text;
  changed[0] = 'B';
  EXPECT_EQ(check_output(full, changed, 'A').error, OutputError::FullArenaChanged);
  EXPECT_EQ(check_output(full, full.text + "x", 'A').error, OutputError::WrongLength);
}

TEST(BoxingRules, Marks) {
  EXPECT_TRUE(valid_mark('A'));
  EXPECT_TRUE(valid_mark('7'));
  EXPECT_FALSE(valid_mark('-'));
  EXPECT_FALSE(valid_mark('o'));
  EXPECT_FALSE(valid_mark(' '));
  EXPECT_FALSE(valid_mark('\n'));
  EXPECT_FALSE(valid_mark('/'));
}

TEST(BoxingRules, GeneratorIsSeededAndExact) {
  for (const char* layout : {"random", "clusters", "symmetric"}) {
    Arena a = generate_arena(7, 20, layout), b = generate_arena(7, 20, layout);
    EXPECT_EQ(a.text, b.text);
    EXPECT_NE(a.text, generate_arena(8, 20, layout).text);
    EXPECT_TRUE(format_error(a.text).empty());
    EXPECT_EQ(a.count('o') + a.vacant(), 512);
  }
  EXPECT_EQ(generate_arena(1, 20, "random").count('o'), 20);
  EXPECT_EQ(generate_arena(1, 20, "clusters").count('o'), 20);
  Arena s = generate_arena(3, 30, "symmetric");
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x)
      ASSERT_EQ(s.at(x, y) == 'o', s.at(kWidth - 1 - x, kHeight - 1 - y) == 'o');
  EXPECT_TRUE(s.fits({kWidth / 2 - 1, kHeight / 2 - 1, 2}));  // the centre box is vacant
  EXPECT_THROW(generate_arena(1, 1, "spiral"), std::runtime_error);
}

// ---- Logs (every line and every field is checked) ---------------------------------------------

// An arena all taken but a 3x2 block of vacant spots at the top left.
Arena corner_arena() {
  Arena a = empty_arena();
  a.place({0, 0, 16}, 'o');
  a.place({16, 0, 16}, 'o');
  for (int y = 0; y < 2; ++y)
    for (int x = 0; x < 3; ++x) a.at(x, y) = '-';
  return a;
}

std::string log_head() {
  return "boxing-log 1\nplayer A alpha\nplayer B beta two\narena\n" + corner_arena().text;
}

// A game as the referee logs it: A and B take one spot each in reading order, B fills the last.
const std::string kCornerLog = log_head() +
                               "move A 0 0 1 0.010\n"
                               "move B 1 0 1 0.020\n"
                               "move A 2 0 1 0.030\n"
                               "move B 0 1 1 0.040\n"
                               "move A 1 1 1 0.050\n"
                               "move B 2 1 1 0.060\n"
                               "result B 0 3\n";

// kCornerLog with its first `from` replaced by `to`.
std::string corner_log(const std::string& from, const std::string& to) {
  std::string t = kCornerLog;
  const std::size_t at = t.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return at == std::string::npos ? t : t.replace(at, from.size(), to);
}

// A game in which A forfeits its first turn with `reason`: B, left alone, wins with no marks.
std::string forfeit_log(const std::string& reason) {
  return log_head() + "forfeit A " + reason + "\nresult B 0 0\n";
}

TEST(BoxingLog, AcceptsWhatTheRefereeWrites) {
  GameLog g;
  ASSERT_EQ(check_log(kCornerLog, 1000, &g), "");
  EXPECT_EQ(g.marks, (std::vector<char>{'A', 'B'}));
  EXPECT_EQ(g.names, (std::vector<std::string>{"alpha", "beta two"}));
  EXPECT_EQ(g.boxes.size(), 6u);
  EXPECT_EQ(g.millis[5], 60);
  EXPECT_EQ(g.winner, 1);
  EXPECT_EQ(g.scores, (std::vector<int>{0, 3}));
  EXPECT_TRUE(g.final_arena.full());
  EXPECT_EQ(check_log(forfeit_log("timeout"), 1000), "");
}

// Before, SECONDS was never read and every number was read up to its first non-digit: each of
// these replayed "ok".
TEST(BoxingLog, EveryFieldIsReadWhole) {
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"move A 0 0 1 0.010", "move A 0 0 1 banana"},
      {"move A 0 0 1 0.010", "move A 0 0 1 -5"},
      {"move A 0 0 1 0.010", "move A 0 0 1"},  // SECONDS missing
      {"move A 0 0 1 0.010", "move A 0 0 1 0.01"},
      {"move A 0 0 1 0.010", "move A 0 0 1 +0.010"},
      {"move A 0 0 1 0.010", "move A 0 0 1 1e3"},
      {"move A 0 0 1 0.010", "move A 0 0 1 0.010 "},
      {"move A 0 0 1 0.010", "move A 0 0 1 0.010\r"},  // a CRLF log
      {"move A 0 0 1 0.010", "move A 0 0 1e99 0.010"},
      {"move A 0 0 1 0.010", "move A 0 0 K 0.010"},
      {"move A 0 0 1 0.010", "move A 0 0 +1 0.010"},
      {"move A 0 0 1 0.010", "move A 00 0 1 0.010"},
      {"move A 0 0 1 0.010", "move A 0 0 01 0.010"},
      {"move A 0 0 1 0.010", "move A 0\r0 1 0.010"},
      {"move A 0 0 1 0.010", "move A 0  0 1 0.010"},
      {"move A 0 0 1 0.010", "move A\t0 0 1 0.010"},
      {"move B 1 0 1 0.020", "move B7 0 1 0.020"},
      {"move B 1 0 1 0.020", "move B 08 0 1 0.020"},
      {"move B 1 0 1 0.020", "move BB 1 0 1 0.020"},
      {"move B 1 0 1 0.020", "move C 1 0 1 0.020"},
      {"result B 0 3", "result B 0 3 trailing garbage"},
      {"result B 0 3", "result B 0 03"},
      {"result B 0 3", "result B 0 3 "},
      {"result B 0 3", "result B  0 3"},
      {"result B 0 3", "result B 0"},
      {"result B 0 3", "result B 0 3\r"},
      {"boxing-log 1", "boxing-log 1\r"},
      {"player A alpha", "player A alpha\r"},
      {"player A alpha", "player A al=pha"},
      {"player A alpha", "player A "},
      {"player A alpha", "player - alpha"},
      {"player B beta two", "player A beta two"},  // two players with one mark
      {"player B beta two\n", ""},                 // one player
      {"arena\n", "arena \n"},
  };
  for (const auto& [from, to] : bad) {
    const std::string problem = check_log(corner_log(from, to), 1000);
    EXPECT_EQ(problem.rfind("line ", 0), 0u) << to << ": " << problem;
  }
  EXPECT_EQ(check_log(corner_log("move A 0 0 1 0.010", "move A 0 0 1 banana"), 1000),
            "line 21: field 6 (SECONDS): 'banana' is not a time in seconds with three decimals");
  EXPECT_EQ(check_log(corner_log("move B 1 0 1 0.020", "move B 08 0 1 0.020"), 1000),
            "line 22: field 3 (X): '08' is not a column from 0 to 31");
}

// The starting arena holds '-' and 'o' only (before, any character passed where 'o' belongs).
TEST(BoxingLog, TheStartingArenaIsVacantAndBlockedSpotsOnly) {
  const std::string row = std::string(3, '-') + std::string(29, 'o');
  for (const std::string& spot : {std::string("!"), std::string(1, '\0'), std::string("\r"),
                                  std::string("4"), std::string("A"), std::string(" ")}) {
    const std::string problem = check_log(corner_log(row, "---" + spot + row.substr(4)), 1000);
    EXPECT_EQ(problem.rfind("line 5: column 4: '", 0), 0u) << problem;
  }
  EXPECT_NE(check_log(corner_log(row, row + "\r"), 1000), "");  // a CRLF arena
  EXPECT_NE(check_log(corner_log(row, row.substr(1)), 1000), "");
  std::string full = kCornerLog;
  for (std::size_t k = full.find("arena\n") + 6; k < full.find("move"); ++k)
    if (full[k] == '-') full[k] = 'o';
  EXPECT_NE(check_log(full, 1000), "");  // no vacant spot: no game starts there
}

// A move logged over the time limit was a timeout: the referee records a forfeit, never a move.
// kLimitSlackMs covers the runner's own work after the program exits.
TEST(BoxingLog, AMoveOverTheLimitIsRejected) {
  const std::string slow = corner_log("move A 0 0 1 0.010", "move A 0 0 1 9999.000");
  EXPECT_EQ(check_log(slow, 1000),
            "line 21: field 6 (SECONDS): the move took 9999.000 s, over the 1000 ms limit "
            "(--limit-ms): the referee would have recorded a timeout forfeit, not a move");
  EXPECT_EQ(check_log(slow, 10000000), "");  // a game played with --limit-ms 10000000
  EXPECT_EQ(check_log(corner_log("0.010", "1.100"), 1000), "");
  EXPECT_NE(check_log(corner_log("0.010", "1.101"), 1000), "");
  EXPECT_NE(check_log(corner_log("0.010", "0.301"), 200), "");
}

TEST(BoxingLog, StructureIsTheReferees) {
  const std::size_t result = kCornerLog.find("result");
  EXPECT_EQ(check_log("", 1000), "empty log");
  EXPECT_EQ(check_log(kCornerLog.substr(0, kCornerLog.size() - 1), 1000),
            "line 27: the last line has no newline: the log was cut short");
  EXPECT_NE(check_log(kCornerLog.substr(0, result), 1000), "");  // no result
  EXPECT_NE(
      check_log(kCornerLog.substr(0, kCornerLog.find("move B 2 1 1")) + "result B 0 3\n", 1000),
      "");  // the game did not end
  EXPECT_NE(check_log(kCornerLog + "move A 0 0 1 0.010\n", 1000), "");
  EXPECT_NE(check_log(kCornerLog + "\n", 1000), "");
  EXPECT_NE(check_log(corner_log("result B 0 3", "result A 0 3"), 1000), "");
  EXPECT_NE(check_log(corner_log("move A 0 0 1 0.010", "move A 0 0 2 0.010"), 1000), "");
  EXPECT_NE(check_log(corner_log("move A 0 0 1 0.010", "move B 0 0 1 0.010"), 1000), "");
  EXPECT_NE(check_log(corner_log("boxing-log 1", "boxing-log 2"), 1000), "");
}

// A forfeit is one the referee writes, with details possible on the arena as it stood.
TEST(BoxingLog, ForfeitsAreTheRefereesOwn) {
  const std::string segv = std::string("crash (signal 11 (") + ::strsignal(11) + "))";
  for (const std::string& ok :
       {std::string("timeout"), std::string("output flood"), std::string("left processes running"),
        std::string("crash (exit code 1)"), std::string("crash (exit code 255)"),
        std::string("crash (exit code 3 (left processes running))"), segv,
        segv.substr(0, segv.size() - 1) + " (left processes running))",
        std::string("cannot run (exec: /no/such: No such file or directory)"),
        std::string("wrong length: arena has 0 bytes, not 528"),
        std::string("wrong length: arena has 4096 bytes, not 528"),
        std::string("bad layout: line 1 has 31 characters, not 32"),
        std::string("bad layout: line 16 is longer than 32 characters"),
        std::string("changed a taken spot: 'o' became 'A' at column 4, row 1"),
        std::string("changed a taken spot: 'o' became '") + '\0' + "' at column 32, row 16",
        std::string("wrong mark: wrote 'B' at column 1, row 1"),
        std::string("no move: vacant spots remained but nothing was marked"),
        std::string("not a square box: 2 spots marked in a 2x1 area"),
        std::string("not a square box: 6 spots marked in a 3x2 area")})
    EXPECT_EQ(check_log(forfeit_log(ok), 1000), "") << ok;
  for (const std::string& bad :
       {std::string("ate my homework"),
        std::string("timeout "),
        std::string("Timeout"),
        std::string("crash (exit code 0)"),
        std::string("crash (exit code 256)"),
        std::string("crash (exit code 01)"),
        std::string("crash (signal 11 (Bogus))"),
        std::string("crash (signal 65 (Real-time signal 31))"),
        std::string("crash ()"),
        std::string("cannot run ()"),
        std::string("cannot run (because)"),
        std::string("wrong length: arena has 528 bytes, not 528"),
        std::string("wrong length: arena has 4097 bytes, not 528"),
        std::string("wrong length: arena has -1 bytes, not 528"),
        std::string("bad layout: line 17 is longer than 32 characters"),
        std::string("bad layout: line 1 has 32 characters, not 32"),
        std::string("changed a taken spot: '-' became 'A' at column 1, row 1"),  // was vacant
        std::string("changed a taken spot: 'x' became 'A' at column 4, row 1"),  // holds 'o'
        std::string("changed a taken spot: 'o' became 'o' at column 4, row 1"),
        std::string("changed a taken spot: 'o' became 'A' at column 33, row 1"),
        std::string("wrong mark: wrote 'A' at column 1, row 1"),        // its own mark is right
        std::string("wrong mark: wrote 'B' at column 4, row 1"),        // not a vacant spot
        std::string("not a square box: 4 spots marked in a 2x2 area"),  // that is a move
        std::string("not a square box: 1 spots marked in a 1x1 area"),
        std::string("not a square box: 7 spots marked in a 7x1 area"),  // 6 vacant spots
        std::string("changed a full arena: input had no vacant spot"),
        std::string("0"),
        std::string(10000, '7')}) {
    const std::string problem = check_log(forfeit_log(bad), 1000);
    EXPECT_EQ(problem.rfind("line 21: field 3 (REASON): ", 0), 0u) << bad << ": " << problem;
    EXPECT_LT(problem.size(), 200u) << problem;
  }
}

// Each wrong output, named as the referee names it ("name: detail"), makes a log that checks.
TEST(BoxingLog, EveryWrongOutputWordedByTheRefereeChecks) {
  const Arena a = corner_arena();
  std::string taken = with_box(a, {0, 0, 1}, 'A'), mark = with_box(a, {0, 0, 1}, 'B'),
              rect = with_box(a, {0, 0, 1}, 'A'), layout = a.text;
  taken[3] = 'A';
  rect[1] = 'A';
  std::swap(layout[32], layout[31]);
  for (const std::string& out : {std::string(), a.text + "x", layout, taken, mark, a.text, rect}) {
    const MoveCheck c = check_output(a, out, 'A');
    ASSERT_FALSE(c.ok());
    const std::string reason = std::string(output_error_name(c.error)) + ": " + c.detail;
    EXPECT_EQ(check_log(forfeit_log(reason), 1000), "") << reason;
  }
}

}  // namespace
}  // namespace boxing
