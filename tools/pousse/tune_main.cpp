// tune_main.cpp: pousse_tune, which fits Bulldozer's evaluation weights to game results.
// `pousse_tune --help` says how; the text is kHelp below, pinned by PousseTune.HelpText.
//
// The terms are the entry's own: this program includes bulldozer.cpp, so the fit and the engine
// cannot disagree about what a term is.
#include <array>
#include <cmath>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>

#include "archive.h"
#include "bulldozer.cpp"
#include "common/cli.h"
#include "common/numbers.h"

namespace {

// Evaluation units per logit (see fit).
constexpr double kScale = 138;

// The terms in POUSSE_EVAL's order, leaf_wins left out (it is a switch, not a weight).
constexpr int kTerms = 7;
const char* const kTermNames[kTerms] = {"square",   "open_square", "center",  "near_straight",
                                        "material", "tempo",       "adjacent"};

// The terms of position p, from X's side, such that evaluate(p) from X's side is their dot
// product with the weights (with leaf_wins on or off, which is not a term).
void terms(const Position& p, double* t) {
  const int n = board_n;
  for (int i = 0; i < kTerms; ++i) t[i] = 0;
  auto line = [&](int a, int b) {
    t[0] += a * a - b * b;
    if (b == 0) t[1] += a * a, t[3] += a == n - 1;
    if (a == 0) t[1] -= b * b, t[3] -= b == n - 1;
  };
  for (int i = 0; i < n; ++i) {
    line(p.row_count[0][i], p.row_count[1][i]);
    line(p.col_count[0][i], p.col_count[1][i]);
  }
  for (int sq = 0; sq < n * n; ++sq) {
    if (!p.cell[sq]) continue;
    const int sign = p.cell[sq] == 1 ? 1 : -1, r = row_of[sq], c = col_of[sq];
    t[2] += sign * (std::min(r, n - 1 - r) + std::min(c, n - 1 - c));
    t[4] += sign;
    t[6] += sign * ((c + 1 < n && p.cell[sq + 1] == p.cell[sq]) +
                    (r + 1 < n && p.cell[sq + n] == p.cell[sq]));
  }
  t[5] = p.side == 0 ? 1 : -1;
}

// A whole number in [lo, hi] by the tools' one rule; nullopt for anything else.
std::optional<long long> whole(const std::string& s, long long lo, long long hi) {
  long long v;
  return contest::parse_whole(s, lo, hi, v) ? std::optional<long long>(v) : std::nullopt;
}

const char* const kHelp =
    "usage: pousse_tune selfplay [options]\n"
    "       pousse_tune fit [options] LOG...\n"
    "Fits Bulldozer's evaluation weights to game results.\n"
    "selfplay: plays games of Bulldozer against itself, in process, each move a fixed-depth\n"
    "search (D or D + 1 plies, drawn per move) after P random opening plies, and prints them as\n"
    "game records (the referee's log format, so pousse_check replays them).\n"
    "selfplay options:\n"
    "  --games N          games to play, 1 to 1000000 (default 100)\n"
    "  --size S           board size, 4 to 20 (default 6)\n"
    "  --depth D          search depth in plies, 1 to 20 (default 6)\n"
    "  --seed K           seed of the openings and depths, 0 to 1099511627776 (default 1)\n"
    "  --opening P        random plies before the searches play, 0 to 40 (default 4)\n"
    "  --eval W           the weights as POUSSE_EVAL would set them: eight whole numbers from\n"
    "                     -10000 to 10000, commas between (square, open square, center, near\n"
    "                     straight, leaf wins, material, tempo, adjacent; default: the entry's)\n"
    "fit: reads game records (the referee's logs, the 1998 archive, selfplay's output), takes\n"
    "every position of the normally ended S x S games after the first P plies, leaves out the "
    "last\n"
    "position and those where the side to move wins at once, and fits the probability that X wins\n"
    "by logistic regression on the evaluation's terms. Prints each weight, the fit, and the\n"
    "weights in the entry's units (138 per logit) as a POUSSE_EVAL value.\n"
    "fit options:\n"
    "  --size S           the games' board size, 4 to 20 (default 6)\n"
    "  --skip P           plies left out at each game's start, 0 to 1000 (default 6)\n"
    "options:\n"
    "  -h, --help         this text\n"
    "Exits 0 when done, 2 on bad usage or a log that cannot be read.\n";

int usage(const std::string& why) { return contest::cli::usage("pousse_tune", why); }

// Reads eight comma-separated whole numbers (a minus sign allowed) into w, POUSSE_EVAL's order.
bool parse_weights(const std::string& text, Weights& w) {
  int* fields[] = {&w.square,    &w.open_square, &w.center, &w.near_straight,
                   &w.leaf_wins, &w.material,    &w.tempo,  &w.adjacent};
  std::istringstream in(text);
  std::string item;
  int k = 0;
  while (std::getline(in, item, ',')) {
    const bool negative = !item.empty() && item[0] == '-';
    auto v = whole(negative ? item.substr(1) : item, 0, 10000);
    if (!v || k == 8) return false;
    *fields[k++] = (int)(negative ? -*v : *v);
  }
  return k == 8 && text.back() != ',';
}

// Plays one self-play game; returns its record, or nullopt when it reached 1,000 plies.
std::optional<pousse::GameRecord> self_play_game(int n, int depth, int opening,
                                                 std::uint64_t& rng) {
  Position p;
  History h;
  std::string err;
  setup(n, {}, p, h, err);
  pousse::GameRecord r;
  r.date = "selfplay";
  r.x_name = "bulldozer", r.o_name = "bulldozer";
  r.end = pousse::kNormalEnd;
  r.size = n;
  for (int ply = 0; ply < 1000; ++ply) {
    int m;
    if (ply < opening) {
      m = (int)(next_random(rng) % (4 * n));
    } else {
      search_start = Clock::now();
      Limits l;
      l.max_depth = depth + (int)(next_random(rng) % 2);
      m = think(p, h, l).move;
    }
    r.moves.push_back(*pousse::parse_move(move_name(m), n));
    Position q = p;
    do_move(q, m);
    if (int o = move_outcome(q, h)) {
      const int winner = o > 0 ? p.side : p.side ^ 1;
      r.winner = winner == 0 ? 'X' : 'O';
      return r;
    }
    p = q;
    h.push(p);
  }
  return std::nullopt;
}

int self_play(const std::vector<std::string>& args) {
  long long games = 100, size = 6, depth = 6, seed = 1, opening = 4;
  contest::cli::Command c("pousse_tune selfplay");
  c.whole("--games", games, 1, 1000000);
  c.whole("--size", size, 4, kMaxN);
  c.whole("--depth", depth, 1, 20);
  c.whole("--seed", seed, 0, 1LL << 40);
  c.whole("--opening", opening, 0, 40);
  c.custom("--eval", [](const std::string& text) {
    if (!parse_weights(text, weights))
      throw contest::cli::Usage(
          "--eval: " +
          contest::cli::refusal("expected eight whole numbers from -10000 to 10000, commas between",
                                text));
  });
  try {
    c.parse_args(args);  // main has answered --help
  } catch (const std::invalid_argument& e) {
    return usage(e.what());
  }
  std::uint64_t rng = (std::uint64_t)seed * 0x9E3779B97F4A7C15ULL + 1;
  tt.resize(18);
  for (long long g = 0; g < games; ++g)
    if (auto r = self_play_game((int)size, (int)depth, (int)opening, rng))
      std::cout << pousse::format_record(*r) << "\n" << std::flush;
  return 0;
}

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

// The positions of games read for the fit: each position's terms, and whether X won.
struct Samples {
  std::vector<std::array<double, kTerms>> x;
  std::vector<double> y;
  int games = 0;
};

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
    ++s.games;
    Position p;
    Worker w;
    std::string err;
    setup(r->size, {}, p, w.history, err);
    for (std::size_t i = 0; i + 1 < r->moves.size(); ++i) {
      const int m = parse_move(r->moves[i].str());
      do_move(p, m);
      w.history.push(p);
      if ((long long)i + 1 < skip) continue;
      if (near_straights(p, p.side) && w.has_winning_move(p)) continue;
      std::array<double, kTerms> t;
      terms(p, t.data());
      s.x.push_back(t);
      s.y.push_back(r->winner == 'X');
    }
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

int fit(const std::vector<std::string>& args) {
  long long size = 6, skip = 6;
  std::vector<std::string> logs;
  contest::cli::Command c("pousse_tune fit");
  c.whole("--size", size, 4, kMaxN);
  c.whole("--skip", skip, 0, 1000);
  c.rest("LOG", logs);
  try {
    c.parse_args(args);  // main has answered --help
  } catch (const std::invalid_argument& e) {
    return usage(e.what());
  }
  if (logs.empty()) return usage("no game logs given");
  Samples s;
  for (const std::string& path : logs)
    if (const int status = read_samples(path, size, skip, s)) return status;
  if (s.x.size() < 10 * kTerms) {
    std::cerr << "pousse_tune: only " << s.x.size() << " positions of " << size << "x" << size
              << " games: too few to fit\n";
    return 1;
  }
  double loglik = 0;
  const std::vector<double> wgt = logistic_fit(s, loglik);
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
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  for (const std::string& a : args)
    if (a == "-h" || a == "--help") {
      std::cout << kHelp;
      return 0;
    }
  if (args.empty()) return usage("no command");
  const std::string command = args[0];
  args.erase(args.begin());
  if (command == "selfplay") return self_play(args);
  if (command == "fit") return fit(args);
  return usage("unknown command '" + command + "'");
}
