// highnoon_test.cpp: our entry. Its own idea of where it stands agrees with the referee's in
// random games, it never earns an ERROR, it recovers from a lost state file without a word on
// stderr, and it wins its matches against the system-test player and every sparring player.
#include "highnoon.cpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <random>
#include <sstream>
#include <vector>

#include "common/process/process.h"
#include "match.h"

namespace showdown {
// Names a test parameter by the player's name.
void PrintTo(const Entrant& e, std::ostream* os) { *os << e.name; }
}  // namespace showdown

namespace {

using showdown::Command;
using showdown::Game;

// Plays highnoon (in process, on `seat`) against a random opponent through the rules library.
void cross_check(int seat, unsigned seed) {
  std::mt19937 rng(seed);
  Game g;
  Memory m;
  bool started = false;
  while (!g.over()) {
    if (g.asleep()) {
      g.skip_turn();
      continue;
    }
    if (g.current() != seat) {
      // The opponent: random steps, radars, walls and zaps.
      const showdown::Square at = g.position(g.current());
      const int roll = static_cast<int>(rng() % 10);
      Command c;
      c.type = roll < 6   ? showdown::CommandType::Move
               : roll < 7 ? showdown::CommandType::Radar
               : roll < 9 ? showdown::CommandType::Wall
                          : showdown::CommandType::Zap;
      const int d = static_cast<int>(rng() % 4);
      c.target = {at.row + (d == 0) - (d == 1), at.col + (d == 2) - (d == 3)};
      if (c.type == showdown::CommandType::Wall)
        c.target = {static_cast<int>(rng() % 9), static_cast<int>(rng() % 26)};
      g.play(c);
      continue;
    }
    const std::string out = play_turn(m, started, g.pending_input());
    started = true;
    const auto cmd = showdown::parse_command(out);
    ASSERT_TRUE(cmd.has_value()) << out;
    const std::string reply = g.play(cmd);
    ASSERT_NE(reply, "ERROR") << out << " at turn " << m.turn << " seed " << seed;
    // After folding in the reply the entry knows exactly where it stands.
    if (!g.over()) {
      Memory copy = m;
      ASSERT_TRUE(absorb(copy, reply));
      const showdown::Square at = g.position(seat);
      ASSERT_EQ(row(copy.me), at.row);
      ASSERT_EQ(col(copy.me), at.col);
    }
  }
}

TEST(Highnoon, AgreesWithTheRefereeAndNeverErrsInRandomGames) {
  for (unsigned seed = 1; seed <= 40; ++seed) {
    cross_check(0, seed);
    cross_check(1, seed);
  }
}

TEST(Highnoon, LostStateIsRebuiltWithHelpThenRadar) {
  Memory m;
  EXPECT_EQ(play_turn(m, false, "OK"), "HELP");
  EXPECT_EQ(play_turn(m, true, "LOC C 5"), "RADAR");
  // Both players have come four squares from home on the side where we started at A 1.
  const std::string out = play_turn(m, true, "AT G 26");
  EXPECT_EQ(m.side, 0);
  EXPECT_TRUE(showdown::parse_command(out).has_value());
  EXPECT_TRUE(out == "MOVE C 6" || out == "MOVE D 5") << out;  // a step on our way to I 26
}

TEST(Highnoon, UnexpectedReplyAsksWhereWeAre) {
  Memory m;
  const std::string first = play_turn(m, false, "INIT I 26");
  EXPECT_TRUE(first == "MOVE I 25" || first == "MOVE H 26") << first;
  EXPECT_EQ(play_turn(m, true, "BOOM"), "HELP");
  const std::string next = play_turn(m, true, "LOC H 26");
  EXPECT_TRUE(next == "MOVE H 25" || next == "MOVE G 26") << next;
}

// A state standing at `me` on turn `turn` as the player from A 1, after a step there, the map
// certain at `opp`, seen on the previous turn.
Memory standing(int me, int turn, int opp) {
  Memory m;
  m.me = me, m.turn = turn - 1, m.last = kMove, m.target = me;
  m.opp_n = turn - 2, m.fix = opp, m.fix_n = m.opp_n, m.fix_turn = turn - 1;
  m.p[opp] = 1;
  return m;
}
int sq(int r, int c) { return r * kCols + c; }
// Names m's state file so that step 2's noise (key 9) asks for the radar after the third miss at
// `turn` rather than the fourth.
void radar_on_third_miss(Memory& m, int turn) {
  Memory probe = m;
  probe.turn = turn;
  for (int i = 0; noise(probe, 9) % 2; ++i) probe.name = "state-" + std::to_string(i);
  m.name = probe.name;
}

// Plays `orders` from m against a sitter that stays on `sitter`: each turn the reply the mediator
// gives (a zap misses) and a fresh fix on the sitter's square.
void expect_orders_against_sitter(Memory& m, int sitter, const std::vector<std::string>& orders) {
  std::string reply = "OK";
  for (const std::string& order : orders) {
    EXPECT_EQ(play_turn(m, true, reply), order) << row(m.me) << " " << col(m.me);
    reply = m.last == kZap ? "MISS" : "OK";
    m.p = Grid{}, m.p[sitter] = 1, m.fix_turn = m.turn;  // a fresh fix: still there
  }
}

// A hit holds the opponent asleep on our ray: we zap again while we could not arrive first, and
// with the race won and no more turns left than it needs and kLockSlack, the first step leaves
// the ray's line (down, out of row A, on our way to I 26).
TEST(Highnoon, KeepsALockWhileItPaysAndStepsOutOfTheLineOnRelease) {
  Memory m = standing(sq(0, 16), 60, sq(0, 20));  // A 17, 17 turns from I 26; the opponent at A 21
  m.last = kZap, m.target = sq(0, 25);
  EXPECT_EQ(play_turn(m, true, "HIT"), "ZAP A 26");  // 40 turns left: hold on
  m.turn =
      kMaxTurns - 18 - kLockSlack;  // the next turn has 18 (a step, 16, a zap) + kLockSlack left
  EXPECT_EQ(play_turn(m, true, "HIT"), "MOVE B 17");
  // Behind in the race (the opponent one square from our home), the lock is held to the end.
  Memory d = standing(sq(1, 4), 60, sq(0, 1));  // B 5; the opponent at A 2
  d.last = kZap, d.target = sq(1, 0);
  d.p = Grid{}, d.p[sq(1, 1)] = 1, d.fix = sq(1, 1);
  while (d.turn < kMaxTurns - 1) EXPECT_EQ(play_turn(d, true, "HIT"), "ZAP B 1");
}

// A camper on our goal (I 26) covers its row and column: from turn kCampTurn we go to the square
// diagonal to it, H 25, without entering its lines (a zap where the map expects it to step out
// now and then), and watch it from there. At the post its step out of the corner lands beside us
// (the map keeps a step onto our square where it was): that square is zapped once, then the radar.
TEST(Highnoon, WaitsOutACamperOffItsLines) {
  Memory m = standing(sq(6, 22), 40, sq(8, 25));  // G 23
  std::string reply = "OK";
  for (int k = 0; k < 10 && m.me != sq(7, 24); ++k) {
    const std::string out = play_turn(m, true, reply);
    ASSERT_TRUE(out.rfind("MOVE", 0) == 0 || out.rfind("ZAP", 0) == 0 || out == "RADAR") << out;
    if (m.last == kMove) {
      EXPECT_NE(row(m.target), 8) << out;   // never on row I
      EXPECT_NE(col(m.target), 25) << out;  // never on column 26
    }
    // The camper is where it was: a zap where the map expected it to step misses.
    reply = out == "RADAR" ? "AT I 26" : m.last == kZap ? "MISS" : "OK";
  }
  EXPECT_EQ(m.me, sq(7, 24)) << row(m.me) << " " << col(m.me);
  EXPECT_EQ(play_turn(m, true, reply), "ZAP I 25");
  EXPECT_EQ(play_turn(m, true, "MISS"), "RADAR");
  EXPECT_EQ(play_turn(m, true, "AT I 26"), "RADAR");
}

// A player that sits in our way (D 16, we at C 20 on our way to I 26) is shot, not waited out: we
// walk to its column off its lines, a row short of the square beside it, wall that square (its zap
// down the column takes our wall, not us) and step in; behind the wall, the zap that removes it.
// Before the wall, one zap down our column, which the sitter one column off enters with one step.
TEST(Highnoon, ShootsAPlayerThatSitsInOurWay) {
  Memory m = standing(sq(2, 19), 30, sq(3, 15));  // C 20; the sitter at D 16
  m.span = 100, m.moved = 0;
  expect_orders_against_sitter(m, sq(3, 15),
                               {"MOVE B 20", "MOVE B 19", "MOVE B 18", "MOVE B 17", "ZAP I 17",
                                "WALL C 16", "MOVE B 16", "ZAP I 16"});
  EXPECT_EQ(play_turn(m, true, "BOOM"), "ZAP I 16");  // the wall gone: the ray reaches it
  Memory e = standing(sq(2, 19), 30, sq(4, 15));      // the sitter at E 16: C 16 is off its side
  e.span = 100, e.moved = 0;
  expect_orders_against_sitter(
      e, sq(4, 15), {"MOVE C 19", "MOVE C 18", "MOVE C 17", "ZAP I 17", "WALL D 16", "MOVE C 16"});
  Memory r = standing(sq(2, 19), 30, sq(3, 15));
  r.span = 100, r.moved = 100;
  EXPECT_NE(play_turn(r, true, "OK"), "MOVE B 20");
}

// A sitter on our goal's row whose column we must cross to get home (I 18, we at H 17 on our way
// to I 26) watches that column: we enter its row and zap along it, not its column; at I 16, not
// next to it (the step along our row first, the zap along it, the wall on I 17).
TEST(Highnoon, EntersASittersLineAcrossTheOneItWatches) {
  Memory m = standing(sq(7, 16), 64, sq(8, 17));  // H 17; the sitter at I 18
  m.span = 100, m.moved = 0;
  expect_orders_against_sitter(m, sq(8, 17),
                               {"MOVE H 16", "ZAP H 26", "WALL I 17", "MOVE I 16", "ZAP I 26"});
}

// A sitter that we must pass both ways (its row and its column lie between us and the goal) is
// entered by its column, never on a square next to it: one of its own steps, or its zap down the
// line we may enter, comes first there (`marshal`, from G 19, zapped up column 19 every other
// turn, and shot us when we stepped from F 18 to F 19). One square farther, a wall between us
// takes its zap. Before the wall, a sitter one line off ours is zapped where one step puts it in
// our line: during the wall's turn `exploit16`, rocking beside our column, stepped in and shot
// first. From B 11 against D 12: the zap down column 11, the wall on C 12, B 12, the zap. From
// F 18, diagonally next to G 19: back to E 18, the zap down column 18, the wall on F 19, E 19.
TEST(Highnoon, EntersASittersColumnBehindAWallNeverNextToIt) {
  struct Case {
    int me, sitter;
    std::vector<std::string> orders;
  };
  for (const Case& c :
       {Case{sq(1, 10), sq(3, 11), {"ZAP I 11", "WALL C 12", "MOVE B 12", "ZAP I 12"}},
        Case{sq(5, 17),
             sq(6, 18),
             {"MOVE E 18", "ZAP I 18", "WALL F 19", "MOVE E 19", "ZAP I 19"}}}) {
    Memory m = standing(c.me, 49, c.sitter);
    m.span = 100, m.moved = 0;
    expect_orders_against_sitter(m, c.sitter, c.orders);
  }
}

// A player seen on G 17, three rows off ours (D) and walking home (the map's racer, on G 13 and
// F 14 now), may have come straight up its column instead: three of its turns later (or four or
// five: a radar, a detour) it stands on D 17, and our radar would be the turn it shoots
// (`exploit24`). The step home off row D (E 10, no ray of the map on it) comes first. Not when it
// had fewer turns than rows to come, nor more than two turns over; not after a miss since the fix
// (it was not the hunter); not from more than kHuntReach rows off (I 17).
TEST(Highnoon, AStepOffOurRowComesBeforeTheRadarWhereAHunterWouldStandByNow) {
  struct Case {
    int fix, turns, misses;
    const char* order;
  };
  for (const Case c : {Case{sq(6, 16), 3, 0, "MOVE E 10"}, Case{sq(6, 16), 5, 0, "MOVE E 10"},
                       Case{sq(6, 16), 2, 0, "RADAR"}, Case{sq(6, 16), 6, 0, "RADAR"},
                       Case{sq(6, 16), 4, 1, "RADAR"}, Case{sq(8, 16), 5, 0, "RADAR"}}) {
    Memory m = standing(sq(3, 9), 21, c.fix);  // D 10
    m.fix_turn = 17, m.opp_n = m.fix_n + c.turns, m.misses = c.misses;
    m.p = Grid{}, m.p[sq(6, 12)] = m.p[sq(5, 13)] = 0.5;
    EXPECT_EQ(order_text(decide(m)), c.order) << c.fix << " " << c.turns << " " << c.misses;
  }
}

// The step off our row is taken only where the map puts under a fifth of itself on the new
// square's rays (kRadarExposure): with a quarter of it on row E (E 22), E 10 is no way out and
// the radar comes as before; with 0.15 there, the step.
TEST(Highnoon, TheStepOffAHuntersLineIsNotTakenIntoTheMapsRays) {
  for (const double on_row_e : {0.15, 0.25}) {
    Memory m = standing(sq(3, 9), 21, sq(6, 16));  // D 10; seen on G 17 three turns ago
    m.fix_turn = 17, m.opp_n = m.fix_n + 3;
    m.p = Grid{}, m.p[sq(6, 12)] = 0.5 - on_row_e, m.p[sq(5, 13)] = 0.5;
    m.p[sq(4, 21)] = on_row_e;
    EXPECT_EQ(order_text(decide(m)), on_row_e < kRadarExposure ? "MOVE E 10" : "RADAR") << on_row_e;
  }
}

// A player seen on its home (our goal, I 26) does not come for our line: from F 20 we walk on
// along row F (F 21). Seen one square off it (I 25, H 26), it may come: the step off row F.
TEST(Highnoon, APlayerSeenOnItsHomeIsNotTakenForAHunter) {
  for (const int fix : {sq(8, 25), sq(8, 24), sq(7, 25)}) {
    Memory m = standing(sq(5, 19), 15, fix);  // F 20
    m.fix_turn = 12, m.opp_n = m.fix_n + 3;
    EXPECT_EQ(order_text(decide(m)), fix == sq(8, 25) ? "MOVE F 21" : "MOVE G 20") << fix;
  }
}

// From the goal's door we zap the goal (it may be walled) and step in on the turn after a zap
// that found it open; a BOOM (we opened it) counts as open too.
TEST(Highnoon, ZapsTheGoalFirstThenStepsIn) {
  for (const char* reply : {"MISS", "BOOM"}) {
    Memory m = standing(sq(7, 25), 40, sq(3, 3));  // H 26; the opponent far off at D 4
    EXPECT_EQ(play_turn(m, true, "OK"), "ZAP I 26");
    EXPECT_EQ(play_turn(m, true, reply), "MOVE I 26") << reply;
  }
}

// Two squares from the goal with a wall we ran into on the square between (I 24, the wall on
// I 25, on our way to I 26), every other step loses ground: the wall is zapped (a ray removes the
// first wall it hits) and we walk through. A ray at nobody instead was fired again each turn, for
// fifty turns of a game against `random`.
TEST(Highnoon, ZapsAWallOnOurWayWhenEveryOtherStepLosesGround) {
  Memory m = standing(sq(8, 23), 50, sq(0, 10));  // I 24; the opponent far off at A 11
  m.last = kMove, m.target = sq(8, 24);
  EXPECT_EQ(play_turn(m, true, "OUCH"), "ZAP I 26");
  EXPECT_EQ(play_turn(m, true, "BOOM"), "MOVE I 25");
  EXPECT_EQ(m.wall[sq(8, 24)], 0);
}

// Late in the game and well ahead (I 17 on our way to I 26, the opponent last seen far from its
// home), with no more turns left than the way home and kLockSlack, every turn is a step home: the
// zap along our row (where its map has it coming toward us) comes only while a turn can be spared.
// After a lock held long, four zaps and a radar on the way home cost a win against `random`.
TEST(Highnoon, LateAndAheadEveryTurnIsAStepHome) {
  for (const int turn : {87, 90}) {
    Memory m = standing(sq(8, 16), turn, sq(7, 19));  // I 17; the opponent at H 20
    m.fix_turn = turn - 10;                           // seen ten turns ago
    const bool late = kMaxTurns - turn <= 9 + kLockSlack;
    EXPECT_EQ(play_turn(m, true, "OK"), late ? "MOVE I 18" : "ZAP I 26") << "turn " << turn;
  }
}

// Three misses in a row say that the map is wrong (the opponent is not the racer it models): a
// radar before the next zap; a fix in line is zapped at once. (Seen on a line beside ours, the
// dodge may come first: the tests below.)
TEST(Highnoon, ThreeMissesInARowAskForARadar) {
  Memory m = standing(sq(4, 12), 30, sq(2, 20));  // E 13; the opponent seen at C 21
  m.last = kZap, m.target = sq(4, 25), m.misses = 2, m.fix_turn = 27;
  radar_on_third_miss(m, 30);
  EXPECT_EQ(play_turn(m, true, "MISS"), "RADAR");
  EXPECT_EQ(m.misses, 3);
  EXPECT_EQ(play_turn(m, true, "AT E 16"), "ZAP E 26");
  EXPECT_EQ(m.misses, 0);
}

// The radar after the misses (or the dodge before it) comes on a turn the noise draws from the
// state file's name: after the third miss in some games, else after the fourth, against a player
// that stands still at times (the learned stay 0.3 or more: it stands to radar and zap).
// `duelist` stepped into our line on the turn before our radar, by its own radar's cadence, in 68
// of its 104 first hits; a fixed turn is one a player can learn. A racer (it does not stop to
// shoot; a fourth zap lets it pass, `exploit7`) gets the radar after the third.
TEST(Highnoon, TheRadarAfterTheMissesComesOnATurnThePlayerCannotKnow) {
  for (const int moved : {20, 40}) {
    int third = 0;
    for (int i = 0; i < 40; ++i) {
      // As below: C 12, a fresh fix beside our row at D 19, a hunter's map; we zap along our row.
      Memory m = standing(sq(2, 11), 21, sq(3, 18));
      m.span = 40, m.moved = moved, m.cols = moved, m.rows = 0;
      m.name = "state-" + std::to_string(i);
      for (const char* reply : {"OK", "MISS", "MISS"})
        EXPECT_EQ(play_turn(m, true, reply), "ZAP C 26") << moved << " " << i;
      std::string order = play_turn(m, true, "MISS");
      third += order != "ZAP C 26";
      if (order == "ZAP C 26") {
        EXPECT_GE(m.stay, kAmbushStay);
        order = play_turn(m, true, "MISS");
      }
      // Step 2: the radar, or from a stand-off near us the dodge (a step off our row).
      EXPECT_TRUE(order == "RADAR" || order == "MOVE B 12") << moved << " " << i << " " << order;
    }
    if (moved == 40) {
      EXPECT_EQ(third, 40);
    } else {
      EXPECT_GE(third, 10);
      EXPECT_LE(third, 30);
    }
  }
}

// A fix seven turns old, of a player that leads the race (the map spread over four squares off our
// lines, nearer its goal than we are to ours) and is partly on our row and our column: the radar
// while less than a fifth of the map is on our four rays, a step from a fifth on. Two fifths
// (`exploit16` radared and zapped first while we walked on) lost to a player that walks the line
// beside ours on to our column and shoots on our radar's turn (`exploit17`), and to the held-out
// half.
TEST(Highnoon, RadarsWhileLessThanAFifthOfTheMapIsOnOurRays) {
  for (const double each : {0.05, 0.09, 0.11, 0.15}) {
    Memory m = standing(sq(4, 12), 30, sq(2, 23));  // E 13; the fix at C 24
    m.turn = 30, m.fix_turn = 22;
    m.p[sq(2, 23)] = 0;
    m.p[sq(4, 2)] = m.p[sq(0, 12)] = each;  // E 3 on our row, A 13 on our column
    for (const int t : {sq(2, 5), sq(1, 7), sq(6, 3), sq(7, 8)}) m.p[t] = (1 - 2 * each) / 4;
    EXPECT_NEAR(exposure(m, m.me), 2 * each, 1e-9);
    EXPECT_EQ(order_text(decide(m)), each < 0.1 ? "RADAR" : "MOVE E 14") << each;
  }
}

// A player seen three turns ago on D 12, walking row D beside ours (C) toward A 1, standing still
// now and then (to radar or zap): our zaps down column 8 and along the row missed, and the map
// still puts much of it on our lines. Such a player steps into our line and shoots the turn we
// radar, so we step first, back to B 8 (off our row and off both of its lines), then radar. A
// racer on the same square (it never stood still) gets the radar at once: the step would lose the
// race. Seen on D 9, within kHuntNear of us, a ray with a quarter of the map is zapped instead
// (column 8, which its next step enters): the test below.
TEST(Highnoon, AfterThreeMissesBesideOurLineAStepComesBeforeTheRadar) {
  for (const int seen : {8, 11}) {
    for (const int moved : {30, 40}) {
      Memory m = standing(sq(2, 7), 30, sq(3, seen));  // C 8; the fix at D 9 or D 12
      m.span = 40, m.moved = moved, m.cols = moved, m.rows = 0, m.fix_turn = 27;
      m.last = kZap, m.target = sq(8, 7), m.misses = 2;
      radar_on_third_miss(m, 30);
      const std::string first = play_turn(m, true, "MISS");
      if (seen == 8) {
        EXPECT_EQ(first, "ZAP I 8") << moved;
      } else if (moved < 40) {
        EXPECT_EQ(first, "MOVE B 8");
        EXPECT_EQ(play_turn(m, true, "OK"), "RADAR");
      } else {
        EXPECT_EQ(first, "RADAR");
      }
    }
  }
}

// Close up, the misses ask for no radar while a ray holds a quarter of the map: player one on
// D 1, guarding its home, a fix three turns old at E 2 (diagonally next to us), three misses, and
// the map on D 2 (a step into our row, its way home), E 1, E 2 and C 2. A player that waits there
// steps into our row or column and shoots the turn after: the radar, or the dodge (the build
// before stepped to E 1, into its row), was that turn (`exploit23`, 49 of 100). With the fix seven
// turns old the map is not trusted so near: the radar.
TEST(Highnoon, CloseUpTheMissesAskForNoRadarWhileARayHoldsAQuarterOfTheMap) {
  for (const int age : {3, 7}) {
    Memory m = standing(sq(3, 0), 50, sq(4, 1));  // D 1; the fix at E 2
    m.turn = 50, m.fix_turn = 50 - age, m.misses = 3, m.last = kZap, m.target = sq(8, 0);
    radar_on_third_miss(m, 50);
    m.p = Grid{}, m.p[sq(3, 1)] = 0.45, m.p[sq(4, 0)] = 0.15, m.p[sq(4, 1)] = 0.2;
    m.p[sq(2, 1)] = 0.2;
    EXPECT_EQ(order_text(decide(m)), age <= kDodgeAge ? "ZAP D 26" : "RADAR") << age;
  }
}

// The turn after that step (three misses, a fix four turns old of a player seen on E 9 walking
// row E): our rays are new ones, and one that holds a quarter of the map (E 6, where the walker
// steps into our column) is zapped rather than the radar, on whose turn it would shoot first
// (`exploit16`). Less than a quarter there, the radar.
TEST(Highnoon, TheTurnAfterTheDodgeARayWithAQuarterOfTheMapIsZapped) {
  for (const double on : {0.3, 0.2}) {
    Memory m = standing(sq(2, 5), 38, sq(4, 8));  // C 6, from D 6; the fix at E 9
    m.turn = 38, m.fix_turn = 34, m.misses = 3;
    radar_on_third_miss(m, 38);
    m.p = Grid{}, m.p[sq(4, 5)] = on;
    for (const int t : {sq(4, 7), sq(5, 8), sq(6, 9)}) m.p[t] = (1 - on) / 3;
    EXPECT_EQ(order_text(decide(m)), on >= kZapMass ? "ZAP I 6" : "RADAR") << on;
  }
}

// Three misses, a fix four turns old of a player seen on E 18, beside our row (D), that stands
// still at times: from a fifth of the map on our rays the dodge (to C 10, off both of its lines)
// comes before the radar. At 0.35 (the build before) a player that radars every turn from one
// row off (`exploit19`) stepped onto our row as we radared after the misses, and shot first.
// Under a fifth, the radar.
TEST(Highnoon, AfterThreeMissesAFifthOfTheMapOnOurRaysAsksForTheDodge) {
  for (const double on : {0.15, 0.25}) {
    Memory m = standing(sq(3, 9), 23, sq(4, 17));  // D 10; the fix at E 18
    m.turn = 23, m.fix_turn = 19, m.misses = 3, m.last = kZap, m.target = sq(3, 25);
    m.span = 40, m.moved = 20;
    radar_on_third_miss(m, 23);
    m.p = Grid{}, m.p[sq(3, 17)] = on;  // D 18, on our row
    for (const int t : {sq(4, 17), sq(5, 17), sq(4, 16)}) m.p[t] = (1 - on) / 3;
    EXPECT_NEAR(exposure(m, m.me), on, 1e-9);
    EXPECT_EQ(order_text(decide(m)), on < 0.2 ? "RADAR" : "MOVE C 10") << on;
  }
}

// The ambush: a fresh fix at F 26 of a player whose fixes show it walking up the column (it
// comes onto row D in two turns) puts a step into row D before the zap along it (the build
// before walked on along row C); a player that stands still most turns is left alone (it watches
// its lines).
TEST(Highnoon, StepsIntoTheLineARacerIsComingOntoThenZapsIt) {
  for (const int moved : {40, 0}) {
    Memory m = standing(sq(2, 6), 12, sq(7, 25));  // C 7; the fix before at H 26
    m.span = 40, m.moved = moved, m.cols = 0, m.rows = moved, m.last = kRadar;
    const std::string first = play_turn(m, true, "AT F 26");
    if (moved) {
      EXPECT_EQ(first, "MOVE D 7");
      EXPECT_EQ(play_turn(m, true, "OK"), "ZAP D 26");
    } else {
      EXPECT_EQ(first, "MOVE C 8");
    }
  }
}

// The ambush into the line the opponent stands on: from F 25 (player two, on our way to A 1), a
// fresh fix at E 8 of a player walking row E and never coming toward our row. A racer (it never
// stood still) gets the step into row E; a player that stood still a fifth of its turns (to radar
// or zap) does not: it shoots along its own row before our zap (`exploit11` did, the turn we
// stepped in), so we walk on along our row. (From F 26, on the edge and behind in the race, the
// gate zaps row F, which the player must cross: the test below.)
TEST(Highnoon, StepsOntoTheRowARacerWalksButNotOntoAGuardsRow) {
  for (const int moved : {40, 30}) {
    Memory m = standing(sq(5, 24), 16, sq(4, 4));  // F 25; the fix before at E 5
    m.side = 1, m.span = 40, m.moved = moved, m.cols = moved, m.rows = 0, m.last = kRadar;
    m.near = 80, m.came = 0;
    const std::string first = play_turn(m, true, "AT E 8");
    if (moved == 40)
      EXPECT_EQ(first, "MOVE E 25") << m.stay;
    else
      EXPECT_EQ(first, "MOVE F 24") << m.stay;
  }
}

// The gate: player two at F 26, our zaps along row F missed twice, a fix of a player walking row
// E toward I 26 (it must cross row F, all of which our ray covers). A radar would be the turn it
// steps onto row F (`exploit11` did, at E 24), so row F is zapped again. A fix seven turns old is
// stale, a player four rows off is not about to cross, and from F 20, mid-row, a player beside
// the row may cross it behind us: the radar.
TEST(Highnoon, ZapsTheRowAPlayerMustCrossInsteadOfTheRadar) {
  struct Case {
    int me, fix, age;
    const char* order;
  };
  for (const Case c :
       {Case{sq(5, 25), sq(4, 21), 3, "ZAP F 1"}, Case{sq(5, 25), sq(4, 21), 7, "RADAR"},
        Case{sq(5, 25), sq(1, 21), 3, "RADAR"}, Case{sq(5, 19), sq(4, 15), 3, "RADAR"}}) {
    Memory m = standing(c.me, 40, c.fix);
    m.side = 1, m.span = 40, m.moved = 40, m.cols = 40, m.rows = 0, m.fix_turn = 40 - c.age;
    m.last = kZap, m.target = sq(5, 0), m.misses = 2;
    radar_on_third_miss(m, 40);
    EXPECT_EQ(play_turn(m, true, "MISS"), c.order) << c.me << " " << c.fix << " " << c.age;
  }
}

// The gate behind in the race, with no miss first: player one at I 11 (16 turns from I 26), a fix
// three turns old of a player that stands still half the time, at E 14 on its way to A 1 (about
// 16 turns): it must cross column 11, all of which our ray covers, and it arrives no later than
// we do, so the column is zapped (`exploit21` waited beyond our column, then crossed on a radar's
// turn). With our home walled its way is a turn longer and we arrive first: the radar.
TEST(Highnoon, ZapsTheLineAPlayerMustCrossWhenBehindInTheRace) {
  for (const int walled : {0, 1}) {
    Memory m = standing(sq(8, 10), 41, sq(4, 13));
    m.span = 40, m.moved = 12, m.cols = 12, m.rows = 0, m.fix_turn = 38, m.home_walled = walled;
    spread_turn(m);
    spread_turn(m);
    EXPECT_EQ(play_turn(m, true, "OK"), walled ? "RADAR" : "ZAP A 11") << walled;
  }
}

// The gate held far behind: player two on A 20, 19 turns from A 1, a fresh fix at I 17 of a player
// that mostly stands still, 9 turns from I 26. It leads by more than kHuntLead and must cross
// column 20, all of which our ray covers: with a tenth of the map one column off, the column is
// zapped (`exploit21` waited three columns off it and crossed while we walked down it). From I 8
// the race is close (18 turns to our 19) and the player far from the line: we walk home.
TEST(Highnoon, HoldsTheGateWhenFarBehindInTheRace) {
  for (const auto& [from, order] : {std::pair{16, "ZAP I 20"}, std::pair{7, "MOVE A 19"}}) {
    Memory m = standing(sq(0, 19), 42, sq(8, from));
    m.side = 1, m.span = 40, m.moved = 8, m.cols = 8, m.rows = 0;
    spread_turn(m);
    EXPECT_EQ(play_turn(m, true, "OK"), order) << from;
  }
}

// The map never puts the opponent on our square: a step into it bumps (HELLO) and leaves the
// player where it was, beside us on our line. A racer at E 9 on its way to A 1 stays there when
// we stand on E 8 (`exploit21` walked in next to us while a quarter of the map stood on our own
// square, where no ray of ours looks).
TEST(Highnoon, TheMapsOpponentNeverStepsOntoOurSquare) {
  Memory m = standing(sq(4, 7), 21, sq(4, 8));
  m.span = 40, m.moved = 40, m.cols = 40, m.rows = 0;
  habits(m);
  spread(m, m.p);
  EXPECT_EQ(m.p[sq(4, 7)], 0);
  EXPECT_GT(m.p[sq(4, 8)], 0.9);
}

// A fresh fix beside our row, of a player whose fixes show column steps (a racer would walk on
// along its own row): a hunter steps into our row and zaps it the turn after, so we zap along
// our row first. A miss leaves the hunter in the map (a player that waits beside our lines steps
// in the turn after our miss and shoots first: `exploit9`), so we zap again; after three misses in
// a row the map is wrong, and we radar.
TEST(Highnoon, ZapsAlongOurRowUntilThreeMissesWhenAPlayerStandsBesideIt) {
  Memory m = standing(sq(2, 11), 21, sq(3, 18));  // C 12, on our way to I 26; the fix at D 19
  m.span = 40, m.moved = 40, m.cols = 40, m.rows = 0;
  radar_on_third_miss(m, 24);
  EXPECT_EQ(play_turn(m, true, "OK"), "ZAP C 26");
  EXPECT_EQ(play_turn(m, true, "MISS"), "ZAP C 26");
  EXPECT_EQ(play_turn(m, true, "MISS"), "ZAP C 26");
  EXPECT_EQ(play_turn(m, true, "MISS"), "RADAR");
}

// The map's hunter reaches three lines: of a player three columns off our column (and four rows
// off our row), a good part steps one column toward it in a turn; four columns off, only the
// rare step off its way home does.
TEST(Highnoon, TheMapsHunterStepsTowardOurColumnFromThreeColumnsOff) {
  for (const int from : {9, 8}) {
    Memory m = standing(sq(4, 12), 21, sq(8, from));  // E 13, the fix at I 10 or I 9
    m.span = 40, m.moved = 40, m.cols = 20, m.rows = 20;
    habits(m);
    spread(m, m.p);
    const double nearer = m.p[sq(8, from + 1)];
    if (from == 9)
      EXPECT_GT(nearer, 0.2);
    else
      EXPECT_LT(nearer, 0.05);
  }
}

// The racer's row or column step follows its way home as well as its fixes: fixed on row D after
// three row steps down from its start, a player with 25 columns and 5 rows to go steps along its
// row more often than one with 4 columns and 5 rows to go (`exploit15` walked row D while the map,
// by its fixes alone, sent it down column 1 through our row).
TEST(Highnoon, TheRacersStepFollowsItsWayHomeAsWellAsItsFixes) {
  double along_row[2];
  for (const int c : {0, 21}) {
    Memory m = standing(sq(8, 13), 6, sq(3, c));  // I 14, player two; the fix at D 1 or D 22
    m.side = 1, m.span = 30, m.moved = 30, m.cols = 0, m.rows = 30;
    habits(m);
    spread(m, m.p);
    along_row[c != 0] = m.p[sq(3, c + 1)] / (m.p[sq(3, c + 1)] + m.p[sq(4, c)]);
  }
  EXPECT_GT(along_row[0], 0.25);
  EXPECT_LT(along_row[1], 0.2);
}

// The hunter's share is learned from the fixes unless the opponent is kHuntLead turns behind in
// the race: a player fixed twice on the row two off ours, walking along it, took steps near our
// lines and none toward them; one that came onto our row took two. So while it leads (we on B 9,
// 24 turns from I 26, it 19 or more from A 1) and in an even race (we on E 13, 17 turns: a
// player that radars often and walks home beside our lines, `exploit22`, is not zapped for at
// every turn). Far behind, it must come to stop us: kHunt whatever the fixes showed.
TEST(Highnoon, LearnsHowOftenAPlayerNotFarBehindInTheRaceComesIn) {
  for (const int next_row : {3, 1}) {
    Memory m = standing(sq(1, 8), 11, sq(3, 20));  // B 9; fixes at D 21, then D 17 or B 17
    m.fix_me = m.me;
    add_fix(m, sq(next_row, 16), m.fix_n + 4);
    certain(m, sq(next_row, 16));
    EXPECT_EQ(m.near, 40 + 10 * (3 - next_row));
    EXPECT_EQ(m.came, 10 * (3 - next_row));
    for (const int me : {sq(1, 8), sq(4, 12)}) {
      m.me = me;
      habits(m);
      if (next_row == 3)
        EXPECT_LT(m.hunt, kHunt) << me;
      else
        EXPECT_GT(m.hunt, kHunt) << me;
    }
    m.me = sq(7, 20);  // H 21: 6 turns from our goal, it 17 or more from its own
    habits(m);
    EXPECT_EQ(m.hunt, kHunt);
  }
}

// A player that leads the race beside our row: the map's hunter puts more than a zap's worth on
// our row after its turn, but not once its fixes show that it walks beside our lines and never
// comes in (`exploit11`): then step 3 does not zap our row.
TEST(Highnoon, AFixedPlayerThatNeverCameInPutsLessThanAZapOnOurRow) {
  for (const int near : {0, 80}) {
    Memory m = standing(sq(2, 4), 21, sq(3, 11));  // C 5, 27 turns from I 26; the fix at D 12
    m.span = 40, m.moved = 40, m.cols = 40, m.rows = 0, m.near = near, m.came = 0;
    habits(m);
    spread(m, m.p);
    int d = 0;
    if (near)
      EXPECT_LT(best_ray(m, m.p, m.me, d), kZapMass);
    else
      EXPECT_GE(best_ray(m, m.p, m.me, d), kZapMass);
  }
}

// Near us the map's hunter comes in whatever its habit far off: the player of the test above,
// fixed four squares from us (`exploit20` walks two lines off ours and steps in once near), puts a
// zap's worth on our lines after its turn; fixed eight away it does not.
TEST(Highnoon, ANearPlayerIsMappedAsAHunterWhateverItsHabit) {
  for (const int c : {11, 7}) {
    Memory m = standing(sq(2, 4), 21, sq(3, c));  // C 5; the fix at D 12 or D 8
    m.span = 40, m.moved = 40, m.cols = 40, m.rows = 0, m.near = 80, m.came = 0;
    habits(m);
    EXPECT_LT(m.hunt, kHunt);
    spread(m, m.p);
    int d = 0;
    if (c == 11)
      EXPECT_LT(best_ray(m, m.p, m.me, d), kZapMass);
    else
      EXPECT_GE(best_ray(m, m.p, m.me, d), kZapMass);
  }
}

// Any reply, even one that cannot follow our last command or is not a reply at all, with the
// memory kept, lost or corrupted between turns, still gives a command on the board.
TEST(Highnoon, AnyReplyAndAnyStateGiveACommandOnTheBoard) {
  const char* replies[] = {"OK",        "ERROR", "OUCH",    "HELLO",   "AT C 5",  "OOPS",
                           "MISS",      "BOOM",  "HIT",     "LOC I 1", "LOC E 9", "INIT A 1",
                           "INIT I 26", "",      "AT Z 99", "LOC A 0", "AT",      "garbage \x01"};
  std::mt19937 rng(11);
  for (int game = 0; game < 200; ++game) {
    Memory m;
    bool loaded = false;
    for (int turn = 0; turn < 120; ++turn) {
      std::string reply = replies[rng() % (sizeof replies / sizeof *replies)];
      if (rng() % 4 == 0)  // a fix or a location anywhere, our own square included
        reply = std::string(rng() % 2 ? "AT " : "LOC ") + static_cast<char>('A' + rng() % 9) + " " +
                std::to_string(1 + rng() % 26);
      const std::string out = play_turn(m, loaded, reply);
      const auto cmd = showdown::parse_command(out);
      ASSERT_TRUE(cmd.has_value()) << out;
      if (cmd->type != showdown::CommandType::Radar && cmd->type != showdown::CommandType::Help)
        ASSERT_TRUE(showdown::on_board(cmd->target)) << out;
      // Between turns the file is kept, lost, or damaged (then the checksum rejects it).
      std::string text = encode(m);
      text += " " + std::to_string(checksum(text));
      const unsigned roll = rng() % 10;
      if (roll == 0) text.clear();
      if (roll == 1) text[rng() % text.size()] ^= 1 + rng() % 127;
      m = Memory();
      loaded = decode(text, m);
    }
  }
}

// The text of a state file as save() writes it.
std::string state_text(const Memory& m) {
  const std::string body = encode(m);
  return body + " " + std::to_string(checksum(body));
}

// A state whose checksum is right but whose fields are out of range (as only a crafted file can
// be) is refused like a damaged one: HELP, never a crash or a square off the board. The states
// come from random play; one to three of their fields (or a wall-map byte) are replaced by
// random or extreme values and the checksum is recomputed.
TEST(Highnoon, CheckedStateWithFieldsOutOfRangeIsRefused) {
  // The reviewer's two states: an OUCH on a target far off the board, a ZAP target at column -6;
  // the same state with a target on the board is read (the fields are whole, the range is wrong).
  for (std::string fields :
       {"5 0 5 1 100000 0 4 233 4 4", "5 0 5 4 -7 0 4 233 4 4", "5 0 5 1 100 0 4 233 4 4"}) {
    const bool good = fields.find(" 100 ") != std::string::npos;
    for (int i = 10; i < kInts; ++i) fields += " 0";
    std::string body = fields + " " + std::string(kSquares, '0');
    for (int i = 0; i < kSquares; ++i) body += i == kSquares - 1 ? " 1000000000" : " 0";
    Memory m;
    EXPECT_EQ(decode(body + " " + std::to_string(checksum(body)), m), good) << fields;
  }
  const char* replies[] = {"OK",   "ERROR", "OUCH", "HELLO",   "AT C 5", "OOPS",
                           "MISS", "BOOM",  "HIT",  "LOC I 1", "LOC E 9"};
  const int extremes[] = {-2147483647 - 1, -100000,   -27, -10, -2, -1, 9, 26, 27, 101,
                          100000,          2147483647};
  std::mt19937 rng(23);
  int refused = 0;
  for (int game = 0; game < 100; ++game) {
    Memory m;
    bool loaded = false;
    for (int turn = 0; turn < 100; ++turn) {
      const std::string out =
          play_turn(m, loaded, turn == 0 ? "INIT A 1" : replies[rng() % std::size(replies)]);
      const auto cmd = showdown::parse_command(out);
      ASSERT_TRUE(cmd.has_value()) << out;
      if (cmd->type != showdown::CommandType::Radar && cmd->type != showdown::CommandType::Help)
        ASSERT_TRUE(showdown::on_board(cmd->target)) << out;
      // The state as written reads back as it was.
      Memory back;
      ASSERT_TRUE(decode(state_text(m), back)) << state_text(m);
      ASSERT_EQ(encode(back), encode(m));
      // Mutate a copy, with a valid checksum, and play a turn from it.
      std::vector<std::string> fields;
      std::istringstream in(encode(m));
      for (std::string f; in >> f;) fields.push_back(f);
      // The numbers, the wall map, then the map of the opponent, a number per square.
      constexpr int kFields = kInts + 1;
      ASSERT_EQ(fields.size(), static_cast<std::size_t>(kFields + kSquares));
      for (int k = 1 + static_cast<int>(rng() % 3); k > 0; --k) {
        std::size_t i = rng() % (kFields + 1);
        if (i == kFields) i += rng() % kSquares;  // a square of the map now and then
        if (i == kFields - 1)
          fields[i][rng() % fields[i].size()] = static_cast<char>('!' + rng() % 94);
        else
          fields[i] = std::to_string(rng() % 2 ? extremes[rng() % std::size(extremes)]
                                               : static_cast<int>(rng() % 40) - 5);
      }
      std::string body;
      for (const auto& f : fields) body += (body.empty() ? "" : " ") + f;
      Memory bad;
      const bool ok = decode(body + " " + std::to_string(checksum(body)), bad);
      refused += !ok;
      const std::string reply = replies[rng() % std::size(replies)];
      const std::string next = play_turn(bad, ok, reply);
      const auto c = showdown::parse_command(next);
      ASSERT_TRUE(c.has_value()) << body << " / " << reply << " -> " << next;
      if (c->type != showdown::CommandType::Radar && c->type != showdown::CommandType::Help)
        ASSERT_TRUE(showdown::on_board(c->target)) << body << " / " << reply << " -> " << next;
      if (!ok) ASSERT_EQ(next, "HELP") << body;
      loaded = true;
    }
  }
  EXPECT_GT(refused, 5000);  // most mutations leave a field out of range
}

TEST(Highnoon, CorruptStateFileGivesHelpAndNothingOnStderr) {
  const std::string path = ::testing::TempDir() + "/highnoon-corrupt-state";
  for (const char* content : {"", "garbage 1 2 3", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 99"}) {
    {
      std::FILE* f = std::fopen(path.c_str(), "w");
      std::fputs(content, f);
      std::fclose(f);
    }
    contest::RunOptions run;
    run.argv = {HIGHNOON_PATH, path};
    run.stdin_data = "OK\n";
    const contest::RunResult r = contest::run_process(run);
    EXPECT_TRUE(r.ok()) << r.describe();
    EXPECT_EQ(r.out, "HELP\n");
    EXPECT_EQ(r.err, "");
  }
  std::remove(path.c_str());
  contest::RunOptions run;
  run.argv = {HIGHNOON_PATH, path + "-missing-dir/none"};
  run.stdin_data = "\n";
  const contest::RunResult r = contest::run_process(run);
  EXPECT_EQ(r.out, "HELP\n");
  EXPECT_EQ(r.err, "");
}

// The bench is an option, `--bench` (#19): a state file named `bench` is a state file like any
// other. Three turns of the program from a directory where the file is `bench`: each gives a
// command, none the bench's line, and the file holds the state from one turn to the next (a lost
// state would make the second turn ask for HELP).
TEST(Highnoon, AStateFileNamedBenchIsAStateFile) {
  std::string dir = ::testing::TempDir() + "highnoon-bench-XXXXXX";
  ASSERT_NE(mkdtemp(dir.data()), nullptr);
  Game g;
  for (int turn = 1; turn <= 3; ++turn) {
    contest::RunOptions run;
    run.argv = {HIGHNOON_PATH, "bench"};
    run.cwd = dir;
    run.stdin_data = g.pending_input() + "\n";
    const contest::RunResult r = contest::run_process(run);
    ASSERT_TRUE(r.ok()) << r.describe();
    const auto cmd = showdown::parse_command(r.out);
    ASSERT_TRUE(cmd.has_value()) << "turn " << turn << ": " << r.out;
    EXPECT_NE(cmd->type, showdown::CommandType::Help) << "turn " << turn;
    EXPECT_TRUE(std::ifstream(dir + "/bench").peek() != EOF) << "turn " << turn;
    g.play(cmd);
    // The opponent's slot: a RADAR, or nothing while it sleeps.
    if (g.asleep())
      g.skip_turn();
    else
      g.play(Command{showdown::CommandType::Radar, {}});
  }
  std::remove((dir + "/bench").c_str());
  std::remove(dir.c_str());
}

// Strength through the mediator: highnoon wins the match (two games, each first once) on seeds 1
// and 2 against the opponents it beat on all 20 seeds of the README's gauntlet, by a wide margin,
// with no fault on either side. All players are deterministic for a seed.
class HighnoonStrength : public ::testing::TestWithParam<showdown::Entrant> {};

// The mediator's limits for the strength tests: generous, so that a loaded machine faults no one.
showdown::RefereeOptions strength_options() {
  showdown::RefereeOptions o;
  o.average = contest::Millis(2000);
  o.turn_cap = contest::Millis(4000);
  return o;
}

TEST_P(HighnoonStrength, WinsTheMatch) {
  showdown::RefereeOptions o = strength_options();
  for (unsigned seed : {1u, 2u}) {
    o.seed = seed;
    const showdown::MatchResult m =
        showdown::play_match({"highnoon", HIGHNOON_PATH}, GetParam(), o);
    EXPECT_EQ(m.winner, 0) << "seed " << seed << ": " << m.total[0] << " - " << m.total[1];
    EXPECT_GE(m.total[0] - m.total[1], 500)
        << "seed " << seed << ": " << m.total[0] << " - " << m.total[1];
    EXPECT_EQ(m.stats[0].faults, 0);
    EXPECT_EQ(m.stats[1].faults, 0);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Panel, HighnoonStrength,
    ::testing::Values(showdown::Entrant{"standard", SHOWDOWN_STANDARD_PATH},
                      showdown::Entrant{"hunter", SHOWDOWN_HUNTER_PATH},
                      showdown::Entrant{"random", SHOWDOWN_RANDOM_PATH},
                      showdown::Entrant{"wallwalker", SHOWDOWN_WALLWALKER_PATH},
                      showdown::Entrant{"sentinel", SHOWDOWN_SENTINEL_PATH},
                      showdown::Entrant{"chameleon", SHOWDOWN_CHAMELEON_PATH},
                      showdown::Entrant{"doorman", SHOWDOWN_DOORMAN_PATH}),
    [](const ::testing::TestParamInfo<showdown::Entrant>& info) { return info.param.name; });

// The players that track highnoon with a map of its square, the evader and the sniper, over
// seeds 1-6 (one match each), one test per opponent so that CTest runs them side by side.
// highnoon won 5, 5, 4, 5, 2, 4 and 6 of 6 (2026-11-28; the build before won none of the first
// five); the floors leave room for one or two more losses, and a change that gives these
// pairings away fails.
class HighnoonTracked : public ::testing::TestWithParam<std::pair<showdown::Entrant, int>> {};

TEST_P(HighnoonTracked, WinsMostMatches) {
  showdown::RefereeOptions o = strength_options();
  const auto& [opponent, floor] = GetParam();
  int won = 0;
  for (unsigned seed = 1; seed <= 6; ++seed) {
    o.seed = seed;
    const showdown::MatchResult m = showdown::play_match({"highnoon", HIGHNOON_PATH}, opponent, o);
    won += m.winner == 0;
    EXPECT_EQ(m.stats[0].faults, 0);
  }
  EXPECT_GE(won, floor) << opponent.name << ": " << won << " of 6";
}

INSTANTIATE_TEST_SUITE_P(
    Trackers, HighnoonTracked,
    ::testing::Values(
        std::make_pair(showdown::Entrant{"tracker", SHOWDOWN_TRACKER_PATH}, 4),
        std::make_pair(showdown::Entrant{"tracker_uniform", SHOWDOWN_TRACKER_UNIFORM_PATH}, 4),
        std::make_pair(showdown::Entrant{"warden", SHOWDOWN_WARDEN_PATH}, 3),
        std::make_pair(showdown::Entrant{"stalker", SHOWDOWN_STALKER_PATH}, 4),
        std::make_pair(showdown::Entrant{"tracker_pauser", SHOWDOWN_TRACKER_PAUSER_PATH}, 1),
        std::make_pair(showdown::Entrant{"evader", SHOWDOWN_EVADER_PATH}, 3),
        std::make_pair(showdown::Entrant{"sniper", SHOWDOWN_SNIPER_PATH}, 4)),
    [](const auto& info) { return info.param.first.name; });

}  // namespace
