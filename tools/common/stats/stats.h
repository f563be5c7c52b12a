// stats.h: the statistics of a match between two players, shared by every referee: the score
// with its Wilson interval, the Elo difference with its 95% margin, and the sequential
// probability ratio test (SPRT) that accepts or rejects a change, as fishtest and fastchess do.
#pragma once

#include <array>
#include <string>

namespace contest {

// Results of games from the first player's side.
struct Tally {
  long wins = 0, draws = 0, losses = 0;
  long games() const { return wins + draws + losses; }
  double points() const { return wins + 0.5 * draws; }
  double score() const { return games() ? points() / games() : 0.5; }
};

// Results of game pairs (the same opening once with each colour), by the pair's points for the
// first player: 0, 0.5, 1, 1.5, 2. Pairs cancel most of an opening's bias, so their variance is
// the smaller and a test on them ends sooner.
struct Pentanomial {
  std::array<long, 5> count{};  // count[k]: pairs that scored k / 2 points
  long pairs() const { return count[0] + count[1] + count[2] + count[3] + count[4]; }
};

struct Interval {
  double low = 0, high = 0;
};

// The Wilson score interval of a proportion: `points` out of `n` (halves allowed), z standard
// errors wide (1.96: 95%). Unlike the normal interval it stays inside [0, 1] and is not empty at
// 0 or n points.
Interval wilson(double points, long n, double z = 1.96);

// Logistic Elo of a score: +400 log10(s / (1 - s)); the score is clamped to (0.001, 0.999).
double elo_of_score(double score);

// The Elo difference and its 95% interval, from the games' own variance (draws lower it); when the
// games all went one way (no variance), from the Wilson interval of the score.
struct EloEstimate {
  double elo = 0;
  Interval interval;
};
EloEstimate estimate_elo(const Tally& t);

// The SPRT of H0: Elo = elo0 against H1: Elo = elo1 (logistic Elo), with error rates alpha and
// beta. The log-likelihood ratio is the generalised SPRT of fishtest: for each hypothesis the
// distribution of results most likely to give what was seen, among those with that hypothesis's
// mean score; over many games it agrees with the normal approximation
// n (s1 - s0) (2m - s0 - s1) / (2v) (mean m, variance v per game or per pair).
struct Sprt {
  double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;
  enum Decision { kContinue, kAcceptH1, kAcceptH0 };

  double lower_bound() const;  // log(beta / (1 - alpha)): at or below it H0 is accepted
  double upper_bound() const;  // log((1 - beta) / alpha): at or above it H1 is accepted
  double llr(const Tally& t) const;
  double llr(const Pentanomial& p) const;
  Decision decide(double llr) const;

  // Parses "elo0=0,elo1=5,alpha=0.05,beta=0.05" (any order; omitted ones keep their defaults).
  // Throws std::invalid_argument with a message naming the bad part.
  static Sprt parse(const std::string& spec);
  std::string describe() const;  // "elo0=0 elo1=5 alpha=0.05 beta=0.05"
};

const char* decision_name(Sprt::Decision d);  // "continue", "H1 accepted", "H0 accepted"

// The two-sided sign test of paired comparisons (Lloyd's Dilemma: two entries square by square):
// `better` and `worse` pairs, ties left out. Under H0 each unequal pair goes either way with
// probability 1/2, so the p-value is the exact binomial P(min(better, worse) or fewer of n =
// better + worse), doubled and capped at 1; 1 when n is 0. Exact to a few ulps for any n (the
// terms are summed relative to the largest, so 2^-n never underflows).
double sign_test(long better, long worse);

}  // namespace contest
