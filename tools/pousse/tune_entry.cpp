// tune_entry.cpp: pousse_tune's side of the entry. The terms are the entry's own: this file, and
// only this one, includes bulldozer.cpp, so the fit and the engine cannot disagree about what a
// term is (tune.h says what the other files reach through it).
#include <sstream>

#include "bulldozer.cpp"
#include "common/core/numbers.h"
#include "tune.h"

namespace tune {

const char* const kTermNames[kTerms] = {"square",   "open_square", "center",  "near_straight",
                                        "material", "tempo",       "adjacent"};

namespace {

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

}  // namespace

int largest_board() { return kMaxN; }

bool set_weights(const std::string& text) { return parse_weights(text, weights); }

void start_self_play() { tt.resize(18); }

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

void add_positions(const pousse::GameRecord& r, long long skip, Samples& s) {
  ++s.games;
  Position p;
  Worker w;
  std::string err;
  setup(r.size, {}, p, w.history, err);
  for (std::size_t i = 0; i + 1 < r.moves.size(); ++i) {
    const int m = parse_move(r.moves[i].str());
    do_move(p, m);
    w.history.push(p);
    if ((long long)i + 1 < skip) continue;
    if (near_straights(p, p.side) && w.has_winning_move(p)) continue;
    std::array<double, kTerms> t;
    terms(p, t.data());
    s.x.push_back(t);
    s.y.push_back(r.winner == 'X');
  }
}

}  // namespace tune
