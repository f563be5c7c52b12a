// league_test.cpp: the league (tools/showdown/league). The style parser round-trips and refuses
// malformed styles; league.tsv holds at least 30 players split into both halves with their seeds,
// every style parsing; every league player plays legal games against highnoon through the referee;
// the style that says so plays the panel's tracker's games exactly.
#define SHOWDOWN_BOT_NO_MAIN
#include "league.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "game.h"

namespace {

struct Row {
  std::string name, half, seeds, style;
};

std::vector<Row> read_league() {
  std::ifstream in(LEAGUE_TSV);
  std::vector<Row> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    Row r;
    std::getline(fields, r.name, '\t'), std::getline(fields, r.half, '\t');
    std::getline(fields, r.seeds, '\t'), std::getline(fields, r.style, '\t');
    rows.push_back(r);
  }
  return rows;
}

std::string canonical(const std::string& text) {
  trk::Style st;
  std::string error;
  EXPECT_TRUE(league::parse_style(text, st, error)) << text << ": " << error;
  return league::format_style(st);
}

TEST(ShowdownLeague, StylesRoundTrip) {
  for (const char* text :
       {"", "zap=0.35", "motion=pauser,pause=0.33,lateral=0.02,zap=0.25,gap=1/2/4/6",
        "motion=uniform,gap=2/3/4/5,standoff=2,wait=20,reach=8,shield=0.3,homewall=1,spare=1,"
        "slack=2,camp=20,scout=12,progress=0.7,exposure=1.25,lines=0.5,shot=1.5,exposed=0.15"}) {
    const std::string full = canonical(text);
    EXPECT_EQ(canonical(full), full) << text;
  }
  for (const Row& r : read_league()) EXPECT_EQ(canonical(canonical(r.style)), canonical(r.style));
  // Keys left out keep trk::Style's defaults; the values given are the ones kept.
  EXPECT_EQ(canonical(""), league::format_style(trk::Style()));
  trk::Style st;
  std::string error;
  ASSERT_TRUE(league::parse_style("zap=0.35,gap=1/2/3/9,standoff=2,motion=uniform", st, error));
  EXPECT_DOUBLE_EQ(st.zap, 0.35);
  EXPECT_EQ(st.gap[3], 9);
  EXPECT_EQ(st.standoff, 2);
  EXPECT_EQ(st.motion.kind, trk::Motion::kUniform);
}

TEST(ShowdownLeague, MalformedStylesAreRefusedWithTheReason) {
  for (const char* text : {"zap=0.7",
                           "zap=0.19",
                           "zap=",
                           "zap",
                           "=1",
                           "foo=1",
                           "zap=0.3,zap=0.3",
                           "zap=0.3,",
                           ",zap=0.3",
                           "zap=0.3 ",
                           " zap=0.3",
                           "zap=0.3x",
                           "zap=-0.3",
                           "zap=3e-1",
                           "gap=1/2/3",
                           "gap=1/2/3/4/5",
                           "gap=0/2/3/4",
                           "gap=1/2//4",
                           "standoff=1.5",
                           "standoff=4",
                           "motion=fast",
                           "homewall=3",
                           "camp=61",
                           "spare=1;slack=2"}) {
    trk::Style st;
    std::string error;
    EXPECT_FALSE(league::parse_style(text, st, error)) << text;
    EXPECT_FALSE(error.empty()) << text;
  }
}

TEST(ShowdownLeague, TheFileHoldsBothHalvesWithTheirSeeds) {
  const std::vector<Row> rows = read_league();
  EXPECT_GE(rows.size(), 30u);
  std::set<std::string> names;
  std::map<std::string, std::set<std::string>> seeds;
  std::map<std::string, int> count;
  for (const Row& r : rows) {
    EXPECT_TRUE(names.insert(r.name).second) << "repeated name " << r.name;
    ASSERT_TRUE(r.half == "train" || r.half == "heldout") << r.name << ": " << r.half;
    seeds[r.half].insert(r.seeds), ++count[r.half];
    trk::Style st;
    std::string error;
    EXPECT_TRUE(league::parse_style(r.style, st, error)) << r.name << ": " << error;
  }
  EXPECT_GE(count["train"], 15);
  EXPECT_GE(count["heldout"], 15);
  // One range of seeds per half, and the halves' ranges apart.
  ASSERT_EQ(seeds["train"].size(), 1u);
  ASSERT_EQ(seeds["heldout"].size(), 1u);
  unsigned a0 = 0, a1 = 0, b0 = 0, b1 = 0;
  ASSERT_EQ(std::sscanf(seeds["train"].begin()->c_str(), "%u-%u", &a0, &a1), 2);
  ASSERT_EQ(std::sscanf(seeds["heldout"].begin()->c_str(), "%u-%u", &b0, &b1), 2);
  EXPECT_TRUE(a0 <= a1 && b0 <= b1 && (a1 < b0 || b1 < a0));
}

showdown::RefereeOptions options(unsigned seed) {
  showdown::RefereeOptions o;
  o.average = contest::Millis(2000);
  o.turn_cap = contest::Millis(4000);
  o.seed = seed;
  return o;
}

// The replies that player p (1 or 2) received in a log: none may be ERROR.
int errors(const std::string& log, int p) {
  std::istringstream in(log);
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    std::vector<std::string> f;
    std::istringstream fields(line);
    for (std::string x; std::getline(fields, x, '\t');) f.push_back(x);
    n += f.size() > 7 && f[0] == "turn" && f[2] == std::to_string(p) && f[3] == "play" &&
         f[7] == "ERROR";
  }
  return n;
}

// Every league player, one game against highnoon (first and second in turn down the file, so
// both corners are played across the league): no fault, no ERROR. One test a player, so that
// CTest plays them side by side.
class EveryPlayer : public testing::TestWithParam<std::size_t> {};

TEST_P(EveryPlayer, PlaysLegalGames) {
  const std::vector<Row> rows = read_league();
  ASSERT_LT(GetParam(), rows.size());
  const Row& r = rows[GetParam()];
  const int side = GetParam() % 2;
  const showdown::Entrant me{r.name, std::string(LEAGUE_BIN_DIR) + "/showdown_league_" + r.name};
  const showdown::Entrant highnoon{"highnoon", HIGHNOON_PATH};
  const showdown::GameResult g = side ? showdown::play_game(highnoon, me, options(7))
                                      : showdown::play_game(me, highnoon, options(7));
  EXPECT_NE(g.outcome, showdown::Outcome::Running) << r.name;
  EXPECT_EQ(g.stats[side].faults, 0) << r.name << "\n" << g.log;
  EXPECT_EQ(errors(g.log, side + 1), 0) << r.name << "\n" << g.log;
}

INSTANTIATE_TEST_SUITE_P(ShowdownLeague, EveryPlayer,
                         testing::Range(std::size_t{0}, read_league().size()),
                         [](const testing::TestParamInfo<std::size_t>& info) {
                           return read_league()[info.param].name;
                         });

// The league's `tracker` row is the panel's tracker: the same games, turn for turn (both players
// under one name, so that the logs compare whole). One test a seed, played side by side.
class TheTrackerStyle : public testing::TestWithParam<unsigned> {};

TEST_P(TheTrackerStyle, ReproducesThePanelTracker) {
  const std::string league_tracker = std::string(LEAGUE_BIN_DIR) + "/showdown_league_tracker";
  const showdown::Entrant highnoon{"highnoon", HIGHNOON_PATH};
  const unsigned seed = GetParam();
  const showdown::GameResult a =
      showdown::play_game({"tracker", SHOWDOWN_TRACKER_PATH}, highnoon, options(seed));
  const showdown::GameResult b =
      showdown::play_game({"tracker", league_tracker}, highnoon, options(seed));
  EXPECT_EQ(a.log, b.log) << "seed " << seed;
  const showdown::GameResult c =
      showdown::play_game(highnoon, {"tracker", SHOWDOWN_TRACKER_PATH}, options(seed));
  const showdown::GameResult d =
      showdown::play_game(highnoon, {"tracker", league_tracker}, options(seed));
  EXPECT_EQ(c.log, d.log) << "seed " << seed;
}

INSTANTIATE_TEST_SUITE_P(ShowdownLeague, TheTrackerStyle, testing::Values(1u, 2u, 3u),
                         [](const testing::TestParamInfo<unsigned>& info) {
                           return "seed" + std::to_string(info.param);
                         });

}  // namespace
