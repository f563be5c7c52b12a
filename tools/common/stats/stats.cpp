// stats.cpp: see stats.h.
#include "common/stats/stats.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <sstream>
#include <stdexcept>

namespace contest {

namespace {

double score_of_elo(double elo) { return 1 / (1 + std::pow(10.0, -elo / 400)); }

// The distribution closest to the observed one (largest likelihood) among those with mean score
// s: q_i = p_i / (1 + lambda (a_i - s)), with lambda such that the q_i sum to 1 (fishtest's
// method). a: the outcomes' scores, p: their observed frequencies, all positive.
template <std::size_t K>
std::array<double, K> constrained_mle(const std::array<double, K>& a,
                                      const std::array<double, K>& p, double s) {
  // The sum of q is 1 exactly where f(lambda) = sum p_i (a_i - s) / (1 + lambda (a_i - s)) is 0;
  // f decreases on the interval where every denominator is positive, so bisection finds it.
  double lo = -1e9, hi = 1e9;
  for (std::size_t i = 0; i < K; ++i) {
    const double d = a[i] - s;
    if (d > 0) lo = std::max(lo, -1 / d);
    if (d < 0) hi = std::min(hi, -1 / d);
  }
  for (int step = 0; step < 200; ++step) {
    const double mid = (lo + hi) / 2;
    double f = 0;
    for (std::size_t i = 0; i < K; ++i) f += p[i] * (a[i] - s) / (1 + mid * (a[i] - s));
    (f > 0 ? lo : hi) = mid;
  }
  const double lambda = (lo + hi) / 2;
  std::array<double, K> q{};
  for (std::size_t i = 0; i < K; ++i) q[i] = p[i] / (1 + lambda * (a[i] - s));
  return q;
}

// The generalised SPRT's log-likelihood ratio of n results with outcome counts `count` (scores
// a): each hypothesis is represented by its most likely distribution. Empty outcomes get a count
// of 0.001, so that a short run of equal results is weak evidence, not a certainty.
template <std::size_t K>
double gsprt_llr(const std::array<double, K>& a, const std::array<long, K>& count, double s0,
                 double s1) {
  double n = 0;
  for (long c : count) n += c;
  if (n == 0) return 0;
  std::array<double, K> p{};
  double total = 0;
  for (std::size_t i = 0; i < K; ++i) total += p[i] = count[i] > 0 ? count[i] : 1e-3;
  for (double& x : p) x /= total;
  const std::array<double, K> q0 = constrained_mle(a, p, s0), q1 = constrained_mle(a, p, s1);
  double llr = 0;
  for (std::size_t i = 0; i < K; ++i) llr += p[i] * std::log(q1[i] / q0[i]);
  return n * llr;
}

}  // namespace

Interval wilson(double points, long n, double z) {
  if (n <= 0) return {0, 1};
  const double p = points / n, z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double elo_of_score(double score) {
  score = std::min(std::max(score, 1e-3), 1 - 1e-3);
  return 400 * std::log10(score / (1 - score));
}

EloEstimate estimate_elo(const Tally& t) {
  EloEstimate e;
  const long n = t.games();
  const double m = t.score();
  e.elo = elo_of_score(m);
  if (n == 0) {
    e.interval = {elo_of_score(0), elo_of_score(1)};
    return e;
  }
  const double variance =
      (t.wins * (1 - m) * (1 - m) + t.draws * (0.5 - m) * (0.5 - m) + t.losses * m * m) / n;
  // Games that all went one way have no variance of their own, and the interval would shrink to
  // a point (20 wins of 20: "+1200 +- 0"); the Wilson interval of the score stays honest there.
  if (variance == 0) {
    const Interval w = wilson(t.points(), n);
    e.interval = {elo_of_score(w.low), elo_of_score(w.high)};
    return e;
  }
  const double margin = 1.96 * std::sqrt(variance / n);
  e.interval = {elo_of_score(m - margin), elo_of_score(m + margin)};
  return e;
}

double Sprt::lower_bound() const { return std::log(beta / (1 - alpha)); }
double Sprt::upper_bound() const { return std::log((1 - beta) / alpha); }

double Sprt::llr(const Tally& t) const {
  return gsprt_llr<3>({0, 0.5, 1}, {t.losses, t.draws, t.wins}, score_of_elo(elo0),
                      score_of_elo(elo1));
}

double Sprt::llr(const Pentanomial& p) const {
  return gsprt_llr<5>({0, 0.25, 0.5, 0.75, 1}, p.count, score_of_elo(elo0), score_of_elo(elo1));
}

Sprt::Decision Sprt::decide(double value) const {
  if (value >= upper_bound()) return kAcceptH1;
  if (value <= lower_bound()) return kAcceptH0;
  return kContinue;
}

Sprt Sprt::parse(const std::string& spec) {
  if (spec.empty()) throw std::invalid_argument("--sprt: empty (e.g. elo0=0,elo1=5)");
  Sprt s;
  std::istringstream in(spec);
  for (std::string part; std::getline(in, part, ',');) {
    const std::size_t eq = part.find('=');
    const std::string key = part.substr(0, eq);
    double* field = key == "elo0"    ? &s.elo0
                    : key == "elo1"  ? &s.elo1
                    : key == "alpha" ? &s.alpha
                    : key == "beta"  ? &s.beta
                                     : nullptr;
    if (!field || eq == std::string::npos)
      throw std::invalid_argument("--sprt: '" + part + "' is not elo0=, elo1=, alpha= or beta=");
    const std::string value = part.substr(eq + 1);
    char* end = nullptr;
    errno = 0;
    const double v = std::strtod(value.c_str(), &end);
    if (value.empty() || *end || errno || !std::isfinite(v))
      throw std::invalid_argument("--sprt: " + key + " is not a number: '" + value + "'");
    *field = v;
  }
  if (!(s.alpha > 0 && s.alpha < 0.5 && s.beta > 0 && s.beta < 0.5))
    throw std::invalid_argument("--sprt: alpha and beta must lie between 0 and 0.5");
  if (!(s.elo1 > s.elo0)) throw std::invalid_argument("--sprt: elo1 must be above elo0");
  if (std::fabs(s.elo0) > 1000 || std::fabs(s.elo1) > 1000)
    throw std::invalid_argument("--sprt: elo0 and elo1 must lie within +-1000");
  return s;
}

std::string Sprt::describe() const {
  std::ostringstream out;
  out << "elo0=" << elo0 << " elo1=" << elo1 << " alpha=" << alpha << " beta=" << beta;
  return out.str();
}

const char* decision_name(Sprt::Decision d) {
  return d == Sprt::kAcceptH1 ? "H1 accepted" : d == Sprt::kAcceptH0 ? "H0 accepted" : "continue";
}

double sign_test(long better, long worse) {
  const long n = better + worse, k = std::min(better, worse);
  if (n <= 0 || 2 * k >= n) return 1;
  // log C(n, i) - log C(n, k) for i = k, k-1, ..., 0: C(n, i-1) = C(n, i) i / (n - i + 1).
  double sum = 0, log_term = 0;
  for (long i = k; i >= 0; --i) {
    sum += std::exp(log_term);
    log_term += std::log(static_cast<double>(i)) - std::log(static_cast<double>(n - i + 1));
  }
  // log C(n, k) from its factors; the tail is C(n, k) 2^-n times the sum.
  double log_choose = 0;
  for (long i = 1; i <= k; ++i)
    log_choose += std::log(static_cast<double>(n - k + i)) - std::log(static_cast<double>(i));
  return std::min(1.0, 2 * std::exp(log_choose - n * std::log(2.0)) * sum);
}

}  // namespace contest
