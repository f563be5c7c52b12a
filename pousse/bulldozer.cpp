// Bulldozer: an entry for Pousse, the ICFP 1998 programming contest game.
//
// Build: g++ -std=c++17 -O0 -static -pthread bulldozer.cpp -o runme (the contests built at -O0;
//        static, as the 1998 rules ask of a program that cannot count on the machine's libraries).
// Run:   ./runme < game.txt   reads N and the moves so far, prints the move to play.
//        ./runme --bench      searches fixed positions to a fixed depth and prints the node count.
// Environment: POUSSE_MOVE_MS (default 24000) is the wall-clock budget of one move, the contest
// allows 30 s; POUSSE_THREADS (default 2 on a machine with two cores) the search threads;
// POUSSE_EVAL the evaluation's weights, for tuning matches (see Weights).
//
// The search is iterative-deepening principal-variation search with a Zobrist-hashed transposition
// table, killer and history move ordering, a null move, late-move reductions, and the exact
// repetition rule: a move that recreates an earlier position (board plus side to move) loses for
// its mover. Two threads search the same tree through the shared table (lazy SMP) when the machine
// has two cores.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

// ---------------------------------------------------------------------------------------------
// Rules and board
// ---------------------------------------------------------------------------------------------

constexpr int kMaxN = 20;
constexpr int kMaxCells = kMaxN * kMaxN;
constexpr int kMaxMoves = 4 * kMaxN;
// Mate scores lie far above any evaluation (see evaluation_bound): on a 20x20 board the
// evaluation can pass 100,000, and a quiet move must never outscore a win.
constexpr int kMate = 1000000;
constexpr int kMateBound = kMate - 1000;  // scores beyond this are proven wins or losses
constexpr int kInfinity = 2 * kMate;
constexpr int kMaxPly = 128;

// Colours: 0 is X (moves first), 1 is O; cells hold 0 for empty, 1 for X, 2 for O.
int board_n = 6;
int row_of[kMaxCells], col_of[kMaxCells];
int line_value[kMaxN + 1][kMaxN + 1];  // line worth from X's side, by X count and O count
int line_flags[kMaxN + 1][kMaxN + 1];  // a line's share of Position::flags, by the same counts
int center_value[kMaxCells];           // worth of one marker on each square
std::uint64_t zobrist_cell[kMaxCells][2];
std::uint64_t zobrist_side;

// The evaluation's weights, fitted by logistic regression of game results on these terms over
// positions of self-play games (6x6, depth 6-7, random four-ply openings) and accepted by matches
// (pousse/README.md "The fitted evaluation"). Only main may change them (POUSSE_EVAL, for tuning
// matches), so the bench always searches with these defaults.
struct Weights {
  int square = 0;          // per line: square of own markers minus square of the other colour's
  int open_square = 2;     // per line with no marker of the other colour: square of own markers
  int center = 8;          // per marker: per step of distance from the edge
  int near_straight = 21;  // per line of one colour one marker short of a straight
  int leaf_wins = 1;       // at a leaf, look for a winning push before trusting the evaluation
  int material = 82;       // per marker on the board
  int tempo = 106;         // for the side to move: having the move is worth more than a marker
  int adjacent = 24;       // per pair of orthogonally adjacent markers of one colour
};
Weights weights;

// The worth of a line from X's side, by its X count a and O count b: many markers of one colour,
// more so when the other colour has none there.
constexpr int line_worth(const Weights& w, int n, int a, int b) {
  int v = w.square * (a * a - b * b);
  if (b == 0) v += w.open_square * a * a + (a == n - 1 ? w.near_straight : 0);
  if (a == 0) v -= w.open_square * b * b + (b == n - 1 ? w.near_straight : 0);
  return v;
}

// The worth of one marker on square (r, c): the centre is harder to push off the board.
constexpr int square_worth(const Weights& w, int n, int r, int c) {
  return w.material + w.center * (std::min(r, n - 1 - r) + std::min(c, n - 1 - c));
}

// The largest evaluation, in absolute value, on an N x N board: every one of the 2N lines at the
// largest worth a line can have, plus every square's worth, every adjacent pair and the tempo.
constexpr long long evaluation_bound(const Weights& w, int n) {
  long long line = 0, squares = 0;
  for (int a = 0; a <= n; ++a)
    for (int b = 0; a + b <= n; ++b) {
      long long v = line_worth(w, n, a, b);
      line = std::max(line, v < 0 ? -v : v);
    }
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      long long v = square_worth(w, n, r, c);
      squares += v < 0 ? -v : v;
    }
  long long pairs = 2LL * n * (n - 1) * (w.adjacent < 0 ? -w.adjacent : w.adjacent);
  return 2 * n * line + squares + pairs + (w.tempo < 0 ? -w.tempo : w.tempo);
}
static_assert(evaluation_bound(Weights{}, kMaxN) < kMateBound,
              "with the default weights no evaluation reaches the mate scores");

// A move is side * N + line, side 0..3 for L, R, T, B; line is 0-based.
std::string move_name(int m) {
  return std::string(1, "LRTB"[m / board_n]) + std::to_string(m % board_n + 1);
}

struct Position {
  std::uint8_t cell[kMaxCells];
  std::uint8_t row_count[2][kMaxN], col_count[2][kMaxN];
  // Per colour c, in byte c: lines with N-1 markers of c (a straight may be one push away); in
  // byte 2 + c: straights of c. One sum of line_flags, so a line's change is one addition.
  int flags;
  int lines;     // sum of line_value over rows and columns
  int center;    // sum of center_value, X minus O
  int adjacent;  // pairs of orthogonally adjacent markers of one colour, X's minus O's
  int markers;
  int side;  // colour to move
  std::uint64_t key;
};

std::uint64_t next_random(std::uint64_t& s) {
  s ^= s << 13, s ^= s >> 7, s ^= s << 17;
  return s;
}

// Sets the tables for board size n: squares, line and square worths, Zobrist keys.
void init_tables(int n) {
  board_n = n;
  for (int i = 0; i < n * n; ++i) row_of[i] = i / n, col_of[i] = i % n;
  for (int a = 0; a <= n; ++a)
    for (int b = 0; a + b <= n; ++b) {
      line_value[a][b] = line_worth(weights, n, a, b);
      line_flags[a][b] = (a == n - 1) | (b == n - 1) << 8 | (a == n) << 16 | (b == n) << 24;
    }
  for (int i = 0; i < n * n; ++i) center_value[i] = square_worth(weights, n, row_of[i], col_of[i]);
  std::uint64_t s = 0x9E3779B97F4A7C15ULL;
  for (int i = 0; i < kMaxCells; ++i)
    for (int c = 0; c < 2; ++c) zobrist_cell[i][c] = next_random(s);
  zobrist_side = next_random(s);
}

void clear_position(Position& p) { std::memset(&p, 0, sizeof p); }
int near_straights(const Position& p, int colour) { return p.flags >> 8 * colour & 0xFF; }
int straights(const Position& p, int colour) { return p.flags >> (16 + 8 * colour) & 0xFF; }

// Orthogonal neighbours of square sq holding v, signed: positive for X, negative for O.
int like_neighbours(const Position& p, int sq, int v) {
  int n = board_n, r = row_of[sq], c = col_of[sq], k = 0;
  k += c > 0 && p.cell[sq - 1] == v;
  k += c < n - 1 && p.cell[sq + 1] == v;
  k += r > 0 && p.cell[sq - n] == v;
  k += r < n - 1 && p.cell[sq + n] == v;
  return v == 1 ? k : -k;
}

// A line's share of the running terms, taken away (sign -1) before its counts change and added
// back (sign 1) after; x points at its X count, whose O count is kMaxN further on.
void count_line(Position& p, const std::uint8_t* x, int sign) {
  p.lines += sign * line_value[x[0]][x[kMaxN]];
  p.flags += sign * line_flags[x[0]][x[kMaxN]];
}

// Square sq changes from old to v: the colour counts of its two lines (x and y point at their X
// counts), the centre and adjacency terms and the key. The lines' worths are the caller's.
void change_square(Position& p, int sq, int old, int v, std::uint8_t* x, std::uint8_t* y) {
  if (old) {
    p.adjacent -= like_neighbours(p, sq, old);
    --x[(old - 1) * kMaxN], --y[(old - 1) * kMaxN];
    p.center -= old == 1 ? center_value[sq] : -center_value[sq];
    p.key ^= zobrist_cell[sq][old - 1];
  }
  if (v) {
    p.adjacent += like_neighbours(p, sq, v);
    ++x[(v - 1) * kMaxN], ++y[(v - 1) * kMaxN];
    p.center += v == 1 ? center_value[sq] : -center_value[sq];
    p.key ^= zobrist_cell[sq][v - 1];
  }
  p.cell[sq] = v;
}

// Changes one square, keeping the counts, straights, evaluation terms and key in step.
void set_cell(Position& p, int sq, int v) {
  int old = p.cell[sq];
  if (old == v) return;
  std::uint8_t* row = &p.row_count[0][row_of[sq]];
  std::uint8_t* col = &p.col_count[0][col_of[sq]];
  count_line(p, row, -1), count_line(p, col, -1);
  change_square(p, sq, old, v, row, col);
  count_line(p, row, 1), count_line(p, col, 1);
}

// Plays move m for the side to move: push the line up to its first empty square, or push the far
// marker off when the line is full. The pushed line's terms are updated once and each crossing
// line's only where its square changed: at -O0 this is most of the search's time.
void do_move(Position& p, int m) {
  int n = board_n, side = m / n, line = m % n, start, step;
  if (side == 0)
    start = line * n, step = 1;
  else if (side == 1)
    start = line * n + n - 1, step = -1;
  else if (side == 2)
    start = line, step = n;
  else
    start = (n - 1) * n + line, step = -n;
  int stop = 0;
  while (stop < n - 1 && p.cell[start + stop * step]) ++stop;
  if (!p.cell[start + stop * step]) ++p.markers;
  const bool row = side < 2;
  std::uint8_t* pushed = row ? &p.row_count[0][line] : &p.col_count[0][line];
  count_line(p, pushed, -1);
  for (int k = stop; k >= 0; --k) {
    int sq = start + k * step, old = p.cell[sq], v = k ? p.cell[sq - step] : p.side + 1;
    if (old == v) continue;
    std::uint8_t* cross = row ? &p.col_count[0][col_of[sq]] : &p.row_count[0][row_of[sq]];
    // The crossing line's terms by hand: count_line's two calls a square cost 2% at -O0.
    p.lines -= line_value[cross[0]][cross[kMaxN]], p.flags -= line_flags[cross[0]][cross[kMaxN]];
    change_square(p, sq, old, v, pushed, cross);
    p.lines += line_value[cross[0]][cross[kMaxN]], p.flags += line_flags[cross[0]][cross[kMaxN]];
  }
  count_line(p, pushed, 1);
  p.side ^= 1;
  p.key ^= zobrist_side;
}

// The static evaluation, from the side to move's point of view. Weights from POUSSE_EVAL could
// pass the mate scores, so the value is kept strictly inside them.
constexpr int kMaxEvaluation = kMateBound - 1;
int evaluate(const Position& p) {
  int x = p.lines + p.center + weights.adjacent * p.adjacent;
  int v = (p.side == 0 ? x : -x) + weights.tempo;
  return v > kMaxEvaluation ? kMaxEvaluation : v < -kMaxEvaluation ? -kMaxEvaluation : v;
}

// ---------------------------------------------------------------------------------------------
// Game history: the positions played so far plus the current search path, for repetitions.
// ---------------------------------------------------------------------------------------------

// Markers never decrease, so only positions with as many markers as the new one can repeat it,
// and those are at the top of the history. After freeze (setup calls it), those of the game (on a
// full board, all of them) are a hash set of their keys shared by the search threads, and the
// lists hold the search path only: a game of millions of moves costs a probe per node, not a
// scan. (Open addressing, at most half full; 0 marks a free slot, so a key of 0, odds 2^-64, is
// never found.)
struct History {
  std::vector<std::uint64_t> key;
  std::vector<int> markers;
  std::shared_ptr<std::vector<std::uint64_t>> game;
  int game_markers = -1;
  void push(const Position& p) { key.push_back(p.key), markers.push_back(p.markers); }
  void pop() { key.pop_back(), markers.pop_back(); }
  // The slot that holds k, or the free one where it would go.
  std::size_t slot(std::uint64_t k) const {
    const std::vector<std::uint64_t>& g = *game;
    std::size_t i = k & (g.size() - 1);
    while (g[i] && g[i] != k) i = (i + 1) & (g.size() - 1);
    return i;
  }
  void freeze() {
    game_markers = markers.empty() ? -1 : markers.back();
    std::size_t j = key.size(), size = 4;
    while (j > 0 && markers[j - 1] == game_markers) --j;
    while (size < 2 * (key.size() - j)) size *= 2;
    game = std::make_shared<std::vector<std::uint64_t>>(size, 0);
    for (; j < key.size(); ++j) (*game)[slot(key[j])] = key[j];
    key.clear(), markers.clear();
  }
  bool repeats(const Position& p) const {
    int j = (int)key.size() - 1;
    for (; j >= 0 && markers[j] == p.markers; --j)
      if (key[j] == p.key) return true;
    return j < 0 && p.markers == game_markers && p.key && (*game)[slot(p.key)] == p.key;
  }
};

// The outcome of the move that produced p, from the point of view of the side that made it:
// kMate for a win, -kMate for a loss, 0 while the game goes on.
int move_outcome(const Position& p, const History& h) {
  if (h.repeats(p)) return -kMate;
  int mover = p.side ^ 1, own = straights(p, mover), other = straights(p, p.side);
  return own == other ? 0 : own > other ? kMate : -kMate;
}

// ---------------------------------------------------------------------------------------------
// Transposition table, shared by the search threads. Each slot stores its key xor its data so a
// torn write between threads is detected as a miss.
// ---------------------------------------------------------------------------------------------

enum Bound : std::uint8_t { kNone, kUpper, kLower, kExact };

struct TTEntry {
  std::atomic<std::uint64_t> check, data;
};

struct TTData {
  int score, depth, bound, move;
};

class TranspositionTable {
  // A score is kept in the low 32 bits, offset to be non-negative: every score fits, mates and
  // the infinities included, so none can wrap.
  static constexpr std::uint64_t kScoreMask = 0xFFFFFFFF;
  static constexpr int kScoreOffset = 2 * kInfinity;
  static_assert(4 * (long long)kInfinity <= (long long)kScoreMask, "scores fit the field");

 public:
  // calloc hands out zeroed pages lazily, where constructing millions of atomics at -O0 would
  // take seconds of the move's time. Zero is the representation of an empty slot.
  void resize(int bits) {
    std::free(table_);
    mask_ = (std::size_t{1} << bits) - 1;
    table_ = static_cast<TTEntry*>(std::calloc(mask_ + 1, sizeof(TTEntry)));
    if (!table_) std::abort();
  }
  // A key has a bucket of two slots: the first keeps the deepest result seen, the second the
  // latest, so that a deep result is not lost to the many shallow ones near the leaves.
  bool probe(std::uint64_t key, TTData& d) const {
    const TTEntry* b = bucket(key);
    std::uint64_t data = b[0].data.load(std::memory_order_relaxed);
    if ((b[0].check.load(std::memory_order_relaxed) ^ data) != key) {
      data = b[1].data.load(std::memory_order_relaxed);
      if ((b[1].check.load(std::memory_order_relaxed) ^ data) != key) return false;
    }
    d.score = (int)(data & kScoreMask) - kScoreOffset;
    d.depth = (data >> 32) & 0xFF;
    d.bound = (data >> 40) & 0x3;
    d.move = (int)((data >> 48) & 0xFF) - 1;
    return true;
  }
  void store(std::uint64_t key, int score, int depth, int bound, int move) {
    TTEntry* b = bucket(key);
    std::uint64_t old = b[0].data.load(std::memory_order_relaxed);
    bool same = (b[0].check.load(std::memory_order_relaxed) ^ old) == key;
    TTEntry& e = same || depth >= (int)((old >> 32) & 0xFF) ? b[0] : b[1];
    std::uint64_t data = (std::uint64_t)(score + kScoreOffset) |
                         (std::uint64_t)(depth & 0xFF) << 32 | (std::uint64_t)bound << 40 |
                         (std::uint64_t)(move + 1) << 48;
    e.data.store(data, std::memory_order_relaxed);
    e.check.store(key ^ data, std::memory_order_relaxed);
  }

 private:
  TTEntry* bucket(std::uint64_t key) const { return &table_[key & mask_ & ~std::size_t{1}]; }
  TTEntry* table_ = nullptr;
  std::size_t mask_ = 0;
};

TranspositionTable tt;

// A table the search can fill in the budget, and no larger: every fresh page costs a fault, dear
// on a virtual machine. 2^16 slots for 1 s, twice as many per doubling, at most 2^20 (16 MB).
int table_bits(long long budget_ms) {
  int bits = 16;
  while (bits < 20 && (1000LL << (bits - 15)) <= budget_ms) ++bits;
  return bits;
}

// Mate scores are stored relative to the node, so that they stay right at another ply.
int score_to_tt(int s, int ply) { return s > kMateBound ? s + ply : s < -kMateBound ? s - ply : s; }
int score_from_tt(int s, int ply) {
  return s > kMateBound ? s - ply : s < -kMateBound ? s + ply : s;
}

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

using Clock = std::chrono::steady_clock;

struct Limits {
  int max_depth = kMaxPly - 8;
  long long budget_ms = -1;  // negative: no time limit
  int threads = 1;
};

std::atomic<bool> stop_flag{false};
Clock::time_point search_start = Clock::now();  // main resets it; set here, it counts start-up too
long long hard_ms = -1;
// The null move's depth reduction: a side that stays above beta after passing (three plies less
// deep) is taken to stay above it after a real move, which in Pousse adds a marker of its own.
constexpr int kNullReduction = 3;
// An iteration starts only while less than this share (in percent) of the budget is spent; one
// cut short by the clock still changes the move when a later move beat the previous best.
constexpr int kIterationStartPercent = 60;

// Late-move reductions by depth and move number: 0.5 + ln(depth) ln(move) / 2, computed once so
// that the -O0 build does not take logarithms per node.
int reduction_table[64][kMaxMoves];
void init_reductions() {
  for (int d = 1; d < 64; ++d)
    for (int i = 1; i < kMaxMoves; ++i)
      reduction_table[d][i] = (int)(0.5 + std::log((double)d) * std::log((double)i) / 2);
}

long long elapsed_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - search_start).count();
}

// One search thread: its own history, killers, counters.
struct Worker {
  History history;
  int killer[kMaxPly][2];
  int history_score[2][kMaxMoves];
  long long nodes = 0;
  bool main = true;
  int root_best = -1, root_score = 0, completed_depth = 0;

  // Does the side to move have a move that makes more straights for it? (Repetitions are not
  // looked for here; a repeating move would lose anyway.)
  bool has_winning_move(const Position& p) {
    Position q;
    for (int m = 0; m < 4 * board_n; ++m) {
      q = p;
      do_move(q, m);
      if (straights(q, p.side) > straights(q, p.side ^ 1) && !history.repeats(q)) return true;
    }
    return false;
  }

  // Orders the moves: the table's move, then the killers, then by history. Each move gets one
  // key, its score above its number (ties go to the lower move number), so that ordering
  // compares plain integers: the -O0 build pays for every extra load.
  int score_moves(long long* keys, int tt_move, int ply, int side) {
    int count = 4 * board_n;
    const int* hist = history_score[side];
    int k0 = killer[ply][0], k1 = killer[ply][1];
    for (int m = 0; m < count; ++m) {
      long long s = m == tt_move ? 1 << 30 : m == k0 ? 1 << 29 : m == k1 ? 1 << 28 : hist[m];
      keys[m] = s * 256 + 255 - m;
    }
    return count;
  }

  // Returns the move to try i-th. Most nodes cut off after a move or two, so the first picks are
  // made one at a time; a node still searching after three moves has the rest sorted at once.
  static int pick_move(long long* keys, int i, int count) {
    if (i < 3) {
      int b = i;
      for (int j = i + 1; j < count; ++j)
        if (keys[j] > keys[b]) b = j;
      long long t = keys[i];
      keys[i] = keys[b], keys[b] = t;
    } else if (i == 3) {
      for (int j = 4; j < count; ++j) {
        long long key = keys[j];
        int k = j;
        for (; k > 3 && keys[k - 1] < key; --k) keys[k] = keys[k - 1];
        keys[k] = key;
      }
    }
    return 255 - (int)(keys[i] & 255);
  }

  bool out_of_time() {
    if (stop_flag.load(std::memory_order_relaxed)) return true;
    if (main && hard_ms >= 0 && (nodes & 1023) == 0 && elapsed_ms() >= hard_ms)
      stop_flag.store(true);
    return stop_flag.load(std::memory_order_relaxed);
  }

  int search(const Position& p, int alpha, int beta, int depth, int ply, bool null_ok = true) {
    // Step 1. Leaf nodes and the clock. At a leaf, a side to move with a line one marker short
    // of a straight may have a winning push: look for it before trusting the evaluation.
    ++nodes;
    if (depth <= 0 || ply >= kMaxPly - 1) {
      if (weights.leaf_wins && near_straights(p, p.side) && has_winning_move(p))
        return kMate - ply - 1;
      return evaluate(p);
    }
    if (out_of_time()) return 0;
    const bool pv = beta - alpha > 1;

    // Step 2. Transposition table: a cut-off outside the principal variation.
    TTData d;
    int tt_move = -1;
    if (tt.probe(p.key, d)) {
      tt_move = d.move;
      int s = score_from_tt(d.score, ply);
      if (!pv && d.depth >= depth &&
          (d.bound == kExact || (d.bound == kLower && s >= beta) ||
           (d.bound == kUpper && s <= alpha)))
        return s;
    }

    // Step 3. Null move: outside the principal variation, when the static evaluation is at least
    // beta and the other side has no line one marker short of a straight (which a pass would let
    // it complete), pass and search shallower; a result still at least beta cuts off. Never two
    // passes in a row. A proven win found after a pass is not trusted.
    if (!pv && null_ok && ply > 0 && depth >= 3 && !near_straights(p, p.side ^ 1) &&
        evaluate(p) >= beta) {
      Position q = p;
      q.side ^= 1;
      q.key ^= zobrist_side;
      int s = -search(q, -beta, -beta + 1, depth - 1 - kNullReduction, ply + 1, false);
      if (stop_flag.load(std::memory_order_relaxed)) return 0;
      if (s >= beta && s < kMateBound) return s;
    }

    // Step 4. Try every move, the first with a full window and the rest with a null window.
    long long keys[kMaxMoves];
    int count = score_moves(keys, tt_move, ply, p.side);
    int best = -kInfinity, best_move = -1, orig_alpha = alpha;
    Position q;
    for (int i = 0; i < count; ++i) {
      int m = pick_move(keys, i, count);
      q = p;
      do_move(q, m);
      int outcome = move_outcome(q, history), s;
      if (outcome) {
        s = outcome > 0 ? kMate - ply - 1 : -kMate + ply + 1;
      } else {
        history.push(q);
        if (i == 0) {
          s = -search(q, -beta, -alpha, depth - 1, ply + 1);
        } else {
          // Step 5. Late moves are searched shallower first (more so the later the move and the
          // deeper the node), and again at full depth when they beat alpha.
          int r = 0;
          if (depth >= 3 && i >= 4 && m != killer[ply][0] && m != killer[ply][1])
            r = std::max(1, std::min(depth - 2, reduction_table[depth < 63 ? depth : 63][i]));
          s = -search(q, -alpha - 1, -alpha, depth - 1 - r, ply + 1);
          if (s > alpha && r) s = -search(q, -alpha - 1, -alpha, depth - 1, ply + 1);
          if (s > alpha && s < beta) s = -search(q, -beta, -alpha, depth - 1, ply + 1);
        }
        history.pop();
      }
      if (stop_flag.load(std::memory_order_relaxed)) return 0;
      if (s > best) {
        best = s, best_move = m;
        if (ply == 0) root_best = m, root_score = s;
      }
      if (s > alpha) alpha = s;
      if (alpha >= beta) {
        // Step 6. A cut-off: remember the move for sibling nodes.
        if (!outcome && killer[ply][0] != m) killer[ply][1] = killer[ply][0], killer[ply][0] = m;
        history_score[p.side][m] += depth * depth;
        break;
      }
    }

    // Step 7. Store the result.
    int bound = best >= beta ? kLower : best > orig_alpha ? kExact : kUpper;
    tt.store(p.key, score_to_tt(best, ply), depth, bound, best_move);
    return best;
  }

  // Iterative deepening: each iteration searches one ply deeper than the last.
  void iterate(const Position& root, const Limits& limits, int start_depth) {
    for (int depth = start_depth; depth <= limits.max_depth; ++depth) {
      search(root, -kInfinity, kInfinity, depth, 0);
      // An unfinished iteration changes the move only when one beat the previous best move,
      // which is searched first.
      if (stop_flag.load()) break;
      completed_depth = depth;
      if (!main) continue;
      if (root_score > kMateBound || root_score < -kMateBound) break;
      // Step 8. The next iteration takes longer: start it only with enough of the budget left.
      if (limits.budget_ms >= 0 && elapsed_ms() * 100 > limits.budget_ms * kIterationStartPercent)
        break;
    }
  }
};

struct SearchResult {
  int move = -1, score = 0, depth = 0;
  long long nodes = 0, ms = 0;
};

// Finds the move to play from root, whose game so far is in history (root included).
// The budget counts from search_start, which the caller sets.
SearchResult think(const Position& root, const History& history, const Limits& limits) {
  static const bool reductions_ready = (init_reductions(), true);
  (void)reductions_ready;
  hard_ms = limits.budget_ms;
  stop_flag = false;
  std::vector<Worker*> workers;
  for (int t = 0; t < std::max(1, limits.threads); ++t) {
    Worker* w = new Worker();
    std::memset(w->killer, -1, sizeof w->killer);
    std::memset(w->history_score, 0, sizeof w->history_score);
    w->history = history;
    w->main = t == 0;
    workers.push_back(w);
  }
  std::vector<std::thread> helpers;
  for (std::size_t t = 1; t < workers.size(); ++t)
    helpers.emplace_back([&, t] { workers[t]->iterate(root, limits, 1 + (int)t % 2); });
  workers[0]->iterate(root, limits, 1);
  stop_flag = true;
  for (auto& h : helpers) h.join();
  SearchResult r;
  r.move = workers[0]->root_best, r.score = workers[0]->root_score;
  r.depth = workers[0]->completed_depth;
  for (Worker* w : workers) r.nodes += w->nodes, delete w;
  r.ms = elapsed_ms();
  if (r.move < 0) r.move = 0;
  return r;
}

// ---------------------------------------------------------------------------------------------
// Input, output, bench
// ---------------------------------------------------------------------------------------------

// Parses "L3" and the like (len characters at t); -1 when malformed.
int parse_move(const char* t, std::size_t len) {
  if (len < 2 || len > 3 || t[1] < '1' || t[1] > '9') return -1;
  const char* sides = "LRTB";
  const char* s = std::strchr(sides, t[0]);
  if (!s || !t[0]) return -1;
  int line = 0;
  for (std::size_t i = 1; i < len; ++i) {
    if (t[i] < '0' || t[i] > '9') return -1;
    line = line * 10 + t[i] - '0';
  }
  if (line > board_n) return -1;
  return (int)(s - sides) * board_n + line - 1;
}
int parse_move(const std::string& t) { return parse_move(t.data(), t.size()); }

// Sets up size n and plays the moves, whitespace between them; returns false on a bad move.
// Linear in the text, with no string per move: the game may be millions of moves long.
bool setup_text(int n, const std::string& text, Position& p, History& h, std::string& err) {
  init_tables(n);
  clear_position(p);
  h = History();
  h.push(p);
  // Whitespace as operator>> reads it (the "C" locale's), without a call per character.
  auto blank = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  const char *t = text.c_str(), *end = t + text.size();
  while (t < end) {
    if (blank(*t)) {
      ++t;
      continue;
    }
    const char* e = t;
    while (e < end && !blank(*e)) ++e;
    int m = parse_move(t, (std::size_t)(e - t));
    if (m < 0) {
      err = "bad move '" + std::string(t, std::min<std::size_t>(e - t, 20)) + "'";
      return false;
    }
    do_move(p, m);
    h.push(p);
    t = e;
  }
  h.freeze();
  return true;
}
bool setup(int n, const std::vector<std::string>& moves, Position& p, History& h,
           std::string& err) {
  std::string text;
  for (const std::string& t : moves) text += t + " ";
  return setup_text(n, text, p, h, err);
}

// Reads the game as main gets it on standard input: the board size, then the moves so far.
bool read_game(std::istream& in, Position& p, History& h, std::string& err) {
  int n;
  if (!(in >> n) || n < 4 || n > kMaxN) {
    err = "the first line must be the board size, 4 to 20";
    return false;
  }
  std::ostringstream rest;
  if (in.peek() != EOF) rest << in.rdbuf();
  return setup_text(n, rest.str(), p, h, err);
}

// Searches fixed positions to fixed depths on one thread with the default weights and a fresh
// table each, so the node count depends on the search alone; returns the total.
long long run_bench(bool print) {
  struct Case {
    int n, depth;
    std::vector<std::string> moves;
  };
  const std::vector<Case> cases = {
      {4, 9, {"L2", "T2", "L2", "B2", "R2"}},
      {6, 7, {}},
      {6, 7, {"L3", "T3", "L3", "T3", "T3", "L3", "B3", "T2", "L3", "R3"}},
      {7, 6, {"T4", "L4", "B4", "R4"}},
      {8, 5, {}},
  };
  long long total = 0;
  unsigned long long signature = 14695981039346656037ull;  // FNV-1a of the searches' lines
  for (const Case& c : cases) {
    Position p;
    History h;
    std::string err;
    setup(c.n, c.moves, p, h, err);
    tt.resize(18);
    search_start = Clock::now();
    Limits l;
    l.max_depth = c.depth;
    SearchResult r = think(p, h, l);
    char line[128];
    std::snprintf(line, sizeof line, "n %d depth %d move %s score %d nodes %lld\n", c.n, r.depth,
                  move_name(r.move).c_str(), r.score, r.nodes);
    if (print) std::fputs(line, stdout);
    for (const char* q = line; *q; ++q)
      signature = (signature ^ (unsigned char)*q) * 1099511628211ull;
    total += r.nodes;
  }
  // The one bench line of every entry: the work done, its unit, and a signature of the results.
  if (print) std::printf("bench: %lld nodes %016llx\n", total, signature);
  return total;
}

// Reads a whole number in [lo, hi] (a minus sign allowed) from the whole of text; false for
// anything else ("5x", "", "1e99", "0x10"), so that a mistyped tuning variable is refused.
bool read_whole(const std::string& text, long long lo, long long hi, long long& out) {
  std::size_t i = !text.empty() && text[0] == '-';
  if (i == text.size() || text.size() - i > 12) return false;
  long long v = 0;
  for (std::size_t k = i; k < text.size(); ++k) {
    if (text[k] < '0' || text[k] > '9') return false;
    v = v * 10 + (text[k] - '0');
  }
  out = i ? -v : v;
  return out >= lo && out <= hi;
}

// POUSSE_EVAL: one to eight weights in Weights' order, commas between; the rest keep defaults.
// Each is at most 10,000 in size, so that no sum of terms can overflow on a 20x20 board.
bool read_weights(const std::string& text, Weights& w) {
  int* field[] = {&w.square,    &w.open_square, &w.center, &w.near_straight,
                  &w.leaf_wins, &w.material,    &w.tempo,  &w.adjacent};
  std::size_t start = 0;
  for (int k = 0; k < 8; ++k) {
    std::size_t end = text.find(',', start);
    long long v;
    if (!read_whole(text.substr(start, end - start), -10000, 10000, v)) return false;
    *field[k] = (int)v;
    if (end == std::string::npos) return true;
    start = end + 1;
  }
  return false;
}

#ifndef CONTEST_NO_MAIN
int main(int argc, char** argv) {
  search_start = Clock::now();
  if (argc > 1) {
    if (std::string(argv[1]) == "--bench" && argc == 2) return run_bench(true) > 0 ? 0 : 1;
    if (std::string(argv[1]) == "--help" && argc == 2) {
      std::cout
          << "usage: runme < GAME   (the board size N, then the moves so far, one a line)\n"
             "       runme --bench  (fixed positions, fixed depth: 'bench: N nodes SIG')\n"
             "Prints the move to play (L3, T1, ...). Environment: POUSSE_MOVE_MS, the\n"
             "budget of a move in ms (default 24000); POUSSE_THREADS, search threads (default\n"
             "2 on two cores); POUSSE_EVAL, the evaluation's weights (tuning only).\n";
      return 0;
    }
    std::cerr << "bulldozer: the only arguments are --bench and --help; the game comes on standard "
                 "input\n";
    return 1;
  }
  Limits limits;
  limits.budget_ms = 24000;
  limits.threads = std::thread::hardware_concurrency() >= 2 ? 2 : 1;
  long long v;
  if (const char* e = std::getenv("POUSSE_EVAL"))
    if (!read_weights(e, weights)) {
      std::cerr << "bulldozer: POUSSE_EVAL must be one to eight whole numbers, commas between\n";
      return 1;
    }
  if (const char* e = std::getenv("POUSSE_MOVE_MS")) {
    if (!read_whole(e, 1, 86400000, v)) {
      std::cerr << "bulldozer: POUSSE_MOVE_MS must be a whole number of ms, 1 to 86400000\n";
      return 1;
    }
    limits.budget_ms = v;
  }
  if (const char* e = std::getenv("POUSSE_THREADS")) {
    if (!read_whole(e, 1, 64, v)) {
      std::cerr << "bulldozer: POUSSE_THREADS must be a whole number, 1 to 64\n";
      return 1;
    }
    limits.threads = (int)v;
  }
  Position p;
  History h;
  std::string err;
  if (!read_game(std::cin, p, h, err)) {
    std::cerr << "bulldozer: " << err << "\n";
    return 1;
  }
  tt.resize(table_bits(limits.budget_ms));
  SearchResult r = think(p, h, limits);
  std::printf("%s\n", move_name(r.move).c_str());
  std::fflush(stdout);
  std::fprintf(stderr, "depth %d score %d nodes %lld ms %lld\n", r.depth, r.score, r.nodes, r.ms);
  return 0;
}
#endif
