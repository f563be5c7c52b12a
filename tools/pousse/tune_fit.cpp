// tune_fit.cpp: `pousse_tune fit`, the logistic regression of game results on the evaluation's
// terms, in steps: read the logs' positions (read_samples), fit (logistic_fit), print.
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>

#include "tune.h"

namespace tune {

namespace {

// Evaluation units per logit (see fit).
constexpr double kScale = 138;

// Solves a * x = b in place by Gaussian elimination with partial pivoting (k unknowns).
std::vector<double> solve(std::vector<double> a, std::vector<double> b) {
  const int k = (int)b.size();
  for (int c = 0; c < k; ++c) {
    int piv = c;
    for (int r = c + 1; r < k; ++r)
      if (std::fabs(a[r * k + c]) > std::fabs(a[piv * k + c])) piv = r;
    for (int j = 0; j < k; ++j) std::swap(a[c * k + j], a[piv * k + j]);
    std::swap(b[c], b[piv]);
    for (int r = 0; r < k; ++r) {
      if (r == c) continue;
      const double f = a[r * k + c] / a[c * k + c];
      for (int j = 0; j < k; ++j) a[r * k + j] -= f * a[c * k + j];
      b[r] -= f * b[c];
    }
  }
  for (int c = 0; c < k; ++c) b[c] /= a[c * k + c];
  return b;
}

// Adds the positions of one log's normally ended, decided games of the size, from move skip on
// and without those where the side to move wins at once. Returns 0, or the exit status of a log
// that cannot be read (2) or holds a malformed or illegal record (1).
int read_samples(const std::string& path, long long size, long long skip, Samples& s) {
  std::ifstream in(path);
  if (!in) return usage("cannot read " + path);
  std::string line;
  for (int lineno = 1; std::getline(in, line); ++lineno) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    std::string error;
    auto r = pousse::parse_record(line, &error);
    if (!r) {
      std::cerr << "pousse_tune: " << path << ":" << lineno << ": malformed: " << error << "\n";
      return 1;
    }
    if (r->size != size || r->end != pousse::kNormalEnd || r->winner == '-') continue;
    if (!pousse::check_record(*r).ok) {
      std::cerr << "pousse_tune: " << path << ":" << lineno << ": breaks the rules\n";
      return 1;
    }
    add_positions(*r, skip, s);
  }
  return 0;
}

// The weights of the logistic regression of y on x: Newton's method on the log-likelihood, with
// a small ridge so that a term that never varies (the near-straight term in short games) stays
// finite. loglik gets the log-likelihood at the weights.
std::vector<double> logistic_fit(const Samples& s, double& loglik) {
  const double ridge = 1e-3;
  std::vector<double> wgt(kTerms, 0.0);
  for (int it = 0; it < 100; ++it) {
    std::vector<double> grad(kTerms, 0.0), hess(kTerms * kTerms, 0.0);
    loglik = 0;
    for (std::size_t i = 0; i < s.x.size(); ++i) {
      double z = 0;
      for (int j = 0; j < kTerms; ++j) z += wgt[j] * s.x[i][j];
      const double pr = 1 / (1 + std::exp(-z));
      loglik += std::log(s.y[i] > 0.5 ? pr + 1e-12 : 1 - pr + 1e-12);
      for (int j = 0; j < kTerms; ++j) {
        grad[j] += (s.y[i] - pr) * s.x[i][j];
        for (int l = 0; l < kTerms; ++l)
          hess[j * kTerms + l] += pr * (1 - pr) * s.x[i][j] * s.x[i][l];
      }
    }
    for (int j = 0; j < kTerms; ++j) grad[j] -= ridge * wgt[j], hess[j * kTerms + j] += ridge;
    const std::vector<double> step = solve(hess, grad);
    double size_of_step = 0;
    for (int j = 0; j < kTerms; ++j) wgt[j] += step[j], size_of_step += std::fabs(step[j]);
    if (size_of_step < 1e-10) break;
  }
  return wgt;
}

// Prints the fit of wgt to the samples: how well it predicts, each weight, and the weights in
// the entry's units as a POUSSE_EVAL value.
void print_fit(const Samples& s, long long size, const std::vector<double>& wgt, double loglik) {
  int right = 0;
  for (std::size_t i = 0; i < s.x.size(); ++i) {
    double z = 0;
    for (int j = 0; j < kTerms; ++j) z += wgt[j] * s.x[i][j];
    right += (z > 0) == (s.y[i] > 0.5);
  }
  std::printf(
      "fit: %d games, %zu positions of %lldx%lld, log-likelihood per position %.4f, "
      "%.1f%% predicted\n",
      s.games, s.x.size(), size, size, loglik / s.x.size(), 100.0 * right / s.x.size());
  for (int j = 0; j < kTerms; ++j) std::printf("  %-14s %+.5f\n", kTermNames[j], wgt[j]);
  // The entry's units: kScale per logit, the scale at which the first fit's square term came to
  // 4, as the hand-chosen weights had it.
  auto unit = [&](int j) { return (long long)std::lround(wgt[j] * kScale); };
  std::printf("POUSSE_EVAL=%lld,%lld,%lld,%lld,1,%lld,%lld,%lld\n", unit(0), unit(1), unit(2),
              unit(3), unit(4), unit(5), unit(6));
}

}  // namespace

int fit(const std::vector<std::string>& args) {
  FitOptions o;
  if (const std::string why = read_fit(args, o); !why.empty()) return usage(why);
  if (o.logs.empty()) return usage("no game logs given");
  Samples s;
  for (const std::string& path : o.logs)
    if (const int status = read_samples(path, o.size, o.skip, s)) return status;
  if (s.x.size() < 10 * kTerms) {
    std::cerr << "pousse_tune: only " << s.x.size() << " positions of " << o.size << "x" << o.size
              << " games: too few to fit\n";
    return 1;
  }
  double loglik = 0;
  const std::vector<double> wgt = logistic_fit(s, loglik);
  print_fit(s, o.size, wgt, loglik);
  return 0;
}

}  // namespace tune
