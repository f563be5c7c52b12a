// Tests of the match statistics: Wilson intervals, Elo and its interval, the SPRT's bounds, its
// log-likelihood ratio on games and on pairs, and the parsing of a test's description.
#include "common/stats/stats.h"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

namespace {

using contest::Pentanomial;
using contest::Sprt;
using contest::Tally;

TEST(Stats, WilsonInterval) {
  // 173 of 200 (the Boxing result against the Sprague-Grundy player): 81.07% to 90.55%.
  contest::Interval w = contest::wilson(173, 200);
  EXPECT_NEAR(w.low, 0.81071, 1e-5);
  EXPECT_NEAR(w.high, 0.90553, 1e-5);
  // At the ends the interval is not empty and stays inside [0, 1].
  w = contest::wilson(0, 10);
  EXPECT_EQ(w.low, 0);
  EXPECT_NEAR(w.high, 0.2775, 1e-4);
  w = contest::wilson(10, 10);
  EXPECT_NEAR(w.low, 0.7225, 1e-4);
  EXPECT_EQ(w.high, 1);
  // Halves count (draws), and no games gives the whole range.
  w = contest::wilson(5, 10);
  EXPECT_NEAR(w.low + w.high, 1, 1e-12);
  w = contest::wilson(0, 0);
  EXPECT_EQ(w.low, 0);
  EXPECT_EQ(w.high, 1);
}

TEST(Stats, EloAndItsInterval) {
  EXPECT_NEAR(contest::elo_of_score(0.5), 0, 1e-9);
  EXPECT_NEAR(contest::elo_of_score(0.75), 190.85, 0.01);
  EXPECT_NEAR(contest::elo_of_score(0.25), -190.85, 0.01);
  EXPECT_NEAR(contest::elo_of_score(1), 1199.83, 0.01);  // clamped to 0.999
  // 60 wins, 20 draws, 20 losses: score 0.7, variance 0.16 per game, margin 1.96 * 0.04.
  contest::EloEstimate e = contest::estimate_elo(Tally{60, 20, 20});
  EXPECT_NEAR(e.elo, 147.19, 0.01);
  EXPECT_NEAR(e.interval.low, contest::elo_of_score(0.7 - 1.96 * std::sqrt(0.16 / 100)), 1e-9);
  EXPECT_NEAR(e.interval.high, contest::elo_of_score(0.7 + 1.96 * std::sqrt(0.16 / 100)), 1e-9);
  // Draws narrow the interval: the same score from wins and losses only is less certain.
  contest::EloEstimate decisive = contest::estimate_elo(Tally{70, 0, 30});
  EXPECT_LT(e.interval.high - e.interval.low, decisive.interval.high - decisive.interval.low);
  // Games that all went one way: the interval is the Wilson interval's, not a point. 20 wins of 20
  // is a score of at least 83.9%, +286 Elo.
  contest::EloEstimate sweep = contest::estimate_elo(Tally{20, 0, 0});
  EXPECT_NEAR(sweep.interval.low, contest::elo_of_score(contest::wilson(20, 20).low), 1e-9);
  EXPECT_NEAR(sweep.interval.low, 286, 1);
  EXPECT_NEAR(sweep.interval.high, 1199.83, 0.01);
  contest::EloEstimate drawn = contest::estimate_elo(Tally{0, 10, 0});
  EXPECT_LT(drawn.interval.low, -100);
  EXPECT_GT(drawn.interval.high, 100);
}

TEST(Stats, SprtBoundsAndDecisions) {
  Sprt s;  // elo0 0, elo1 5, alpha = beta = 0.05
  EXPECT_NEAR(s.lower_bound(), -2.944, 1e-3);
  EXPECT_NEAR(s.upper_bound(), 2.944, 1e-3);
  EXPECT_EQ(s.decide(3.0), Sprt::kAcceptH1);
  EXPECT_EQ(s.decide(-3.0), Sprt::kAcceptH0);
  EXPECT_EQ(s.decide(0.0), Sprt::kContinue);
  EXPECT_STREQ(contest::decision_name(Sprt::kAcceptH1), "H1 accepted");
}

TEST(Stats, SprtLogLikelihoodRatio) {
  // Reference values from a separate implementation of the same generalised SPRT (Python,
  // bisection for each hypothesis's most likely distribution), elo0 = 0, elo1 = 10.
  Sprt s = Sprt::parse("elo0=0,elo1=10");
  EXPECT_NEAR(s.llr(Tally{300, 400, 300}), -0.690129, 1e-5);
  EXPECT_NEAR(s.llr(Tally{600, 200, 200}), 13.898222, 1e-5);
  EXPECT_NEAR(s.llr(Tally{6, 2, 2}), 0.138982, 1e-5);
  // Over many games it agrees with the normal approximation n (s1-s0)(2m-s0-s1) / (2v).
  const double s0 = 0.5, s1 = 1 / (1 + std::pow(10.0, -10.0 / 400));
  EXPECT_NEAR(s.llr(Tally{300, 400, 300}), 1000 * (s1 - s0) * (1 - s0 - s1) / 0.3, 1e-3);
  EXPECT_EQ(s.llr(Tally{}), 0);
  EXPECT_EQ(s.decide(s.llr(Tally{600, 200, 200})), Sprt::kAcceptH1);
  EXPECT_EQ(s.decide(s.llr(Tally{200, 200, 600})), Sprt::kAcceptH0);
  EXPECT_EQ(s.decide(s.llr(Tally{6, 2, 2})), Sprt::kContinue);
  // Pairs: 60 of 1 point and 40 of 1.5 (mean 0.6 per game): strong, not yet decisive.
  Pentanomial p;
  p.count = {0, 0, 60, 40, 0};
  EXPECT_NEAR(s.llr(p), 2.836581, 1e-5);
  EXPECT_EQ(s.decide(s.llr(p)), Sprt::kContinue);
  // Ten even pairs speak for H0; one won pair, or three, is weak evidence and decides nothing
  // (a test that floored the variance instead accepted H1 after the first pair).
  Pentanomial even, one, three;
  even.count = {0, 0, 10, 0, 0};
  one.count = {0, 0, 0, 0, 1};
  three.count = {0, 0, 0, 0, 3};
  EXPECT_NEAR(s.llr(even), -0.285682, 1e-5);
  EXPECT_NEAR(s.llr(one), 0.028311, 1e-5);
  EXPECT_NEAR(Sprt::parse("elo0=0,elo1=20").llr(three), 0.167611, 1e-5);
}

TEST(Stats, SprtParsing) {
  Sprt s = Sprt::parse("alpha=0.1,elo1=20,beta=0.2,elo0=-5");
  EXPECT_EQ(s.elo0, -5);
  EXPECT_EQ(s.elo1, 20);
  EXPECT_EQ(s.alpha, 0.1);
  EXPECT_EQ(s.beta, 0.2);
  EXPECT_EQ(s.describe(), "elo0=-5 elo1=20 alpha=0.1 beta=0.2");
  for (const char* bad : {"elo0=x", "elo0=", "elo1=5x", "gamma=1", "elo1", "alpha=0.7", "beta=0",
                          "elo0=10,elo1=5", "elo1=nan", "elo1=1e99", ""}) {
    try {
      Sprt::parse(bad);
      ADD_FAILURE() << bad << " was accepted";
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find("--sprt"), std::string::npos) << bad;
    }
  }
}

// The two-sided sign test on known counts: 2 * P(X <= k), X ~ Binomial(n, 1/2), capped at 1.
TEST(Stats, SignTest) {
  EXPECT_DOUBLE_EQ(contest::sign_test(8, 2), 2 * (1 + 10 + 45) / 1024.0);  // 0.109375
  EXPECT_DOUBLE_EQ(contest::sign_test(2, 8), contest::sign_test(8, 2));    // symmetric
  EXPECT_DOUBLE_EQ(contest::sign_test(10, 0), 2 / 1024.0);
  EXPECT_DOUBLE_EQ(contest::sign_test(0, 1), 1);  // one unequal pair proves nothing
  EXPECT_DOUBLE_EQ(contest::sign_test(5, 5), 1);
  EXPECT_DOUBLE_EQ(contest::sign_test(4, 5), 1);
  EXPECT_DOUBLE_EQ(contest::sign_test(0, 0), 1);
  EXPECT_DOUBLE_EQ(contest::sign_test(6, 0), 2 / 64.0);  // 0.03125: six of six is significant
  EXPECT_DOUBLE_EQ(contest::sign_test(5, 0), 2 / 32.0);  // 0.0625: five of five is not
  // 17 of 20 against 3: (1 + 20 + 190 + 1140) / 2^20, doubled = 0.0025768...
  EXPECT_NEAR(contest::sign_test(17, 3), 2 * 1351 / 1048576.0, 1e-15);
  // Large counts, against sums of exact binomial coefficients (Python's math.comb): no
  // underflow of 2^-10000.
  EXPECT_NEAR(contest::sign_test(60, 40), 0.05688793364098079, 1e-12);
  EXPECT_NEAR(contest::sign_test(1510, 1490), 0.728679615261464, 1e-10);
  EXPECT_NEAR(contest::sign_test(5100, 4900), 0.04658552770494739, 1e-10);
}

}  // namespace
