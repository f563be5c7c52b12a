// Tests of the rules: arena format, the output check (every way an output can be wrong), the
// full-arena copy, and the arena generator.
#include "rules.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

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

}  // namespace
}  // namespace boxing
