/* POTM ENTRY: Beam Me Up */
/* Your Name: Contest monorepo */
/* Your email: <your e-mail> */
// Beam Me Up: an entry for the POTM contest "Lloyd's Dilemma" (a 5x5 sliding puzzle with a
// transport move that carries the centre tile to the empty spot).
//
// It is an anytime solver. A narrow beam search finds a first solution within a fraction of a
// second; wider beams (fewer transports first among equal keys) and a path-shortening pass (IDA*
// between two squares of the current path, looking for a shorter detour, or one as long with
// fewer transports) then improve it until the budget is spent. An IDA* from the start
// square with an admissible heuristic proves a lower bound; when that bound meets the length of
// the best solution the solver stops at once, since nothing shorter exists.
//
// Build:  g++ -std=c++17 -O0 -o beammeup beammeup.cpp
// Run:    beammeup SQUARE_FILE [BUDGET_SECONDS]   (or LLOYD_BUDGET_S=seconds; default 560 s of
//         user+sys time, a margin under the contest's ten minutes). LLOYD_VERBOSE=1 reports the
//         length, the proven lower bound and the search statistics on stderr. A budget is digits
//         with an optional fraction (20, 0.5), above 0 and at most 86400; LLOYD_VERBOSE is 0 or
//         1. Anything else is an error (exit 2), never a silent default.
//         beammeup --bench                        (a fixed search: prints its node count)
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

namespace bmu {

// ---------------------------------------------------------------------------------------------
// Rules and board
// ---------------------------------------------------------------------------------------------

constexpr int kSide = 5;
constexpr int kCells = 25;
constexpr int kCentre = 12;
constexpr int kBlank = 24;  // the value of the empty spot; tile 'A' + v belongs in cell v
constexpr int kMoves = 5;
constexpr int kTransport = 4;
constexpr int kNoMove = 7;
// A move letter names the direction the tile travels into the empty spot.
const char kMoveChar[kMoves] = {'d', 'u', 'r', 'l', 't'};
const int kInverse[kMoves + 3] = {1, 0, 3, 2, kNoMove, kNoMove, kNoMove, kNoMove};

// The cell a move takes its tile from, or -1. g_src_rule follows the statement (a transport is
// legal wherever the empty spot is, except in the centre); g_src_search also leaves out the
// transport next to the centre, which equals a slide but costs a transport in the tie-break.
int g_src_rule[kCells][kMoves];
int g_src_search[kCells][kMoves];
// g_dist[q][p]: the fewest moves a tile at p needs to reach q on its own: slides, or slides to the
// centre and one transport. Summed over the tiles it is a lower bound: every move moves one tile.
int g_dist[kCells][kCells];
uint64_t g_zobrist[kCells][kCells];  // [value][cell]

struct Board {
  uint8_t cell[kCells];
  int blank;
};

void init_tables() {
  for (int b = 0; b < kCells; ++b) {
    int r = b / kSide, c = b % kSide;
    int src[kMoves] = {r > 0 ? b - kSide : -1, r < kSide - 1 ? b + kSide : -1, c > 0 ? b - 1 : -1,
                       c < kSide - 1 ? b + 1 : -1, b != kCentre ? kCentre : -1};
    for (int m = 0; m < kMoves; ++m) g_src_rule[b][m] = g_src_search[b][m] = src[m];
    int dc = abs(r - 2) + abs(c - 2);
    if (dc <= 1) g_src_search[b][kTransport] = -1;
  }
  for (int p = 0; p < kCells; ++p)
    for (int q = 0; q < kCells; ++q) {
      int md = abs(p / kSide - q / kSide) + abs(p % kSide - q % kSide);
      int via = abs(p / kSide - 2) + abs(p % kSide - 2) + 1;
      g_dist[q][p] = md < via ? md : via;
    }
  uint64_t x = 0x9E3779B97F4A7C15ull;
  for (int v = 0; v < kCells; ++v)
    for (int p = 0; p < kCells; ++p) {
      x ^= x << 13, x ^= x >> 7, x ^= x << 17;
      g_zobrist[v][p] = x;
    }
}

Board goal_board() {
  Board b;
  for (int i = 0; i < kCells; ++i) b.cell[i] = (uint8_t)i;
  b.blank = kBlank;
  return b;
}

// Applies a move by the statement's rules; false when it is illegal.
bool apply_move(Board& b, int m) {
  int s = g_src_rule[b.blank][m];
  if (s < 0) return false;
  b.cell[b.blank] = b.cell[s];
  b.cell[s] = kBlank;
  b.blank = s;
  return true;
}

int move_index(char ch) {
  for (int m = 0; m < kMoves; ++m)
    if (kMoveChar[m] == ch) return m;
  return -1;
}

uint64_t board_hash(const Board& b) {
  uint64_t h = 0;
  for (int p = 0; p < kCells; ++p) h ^= g_zobrist[b.cell[p]][p];
  return h;
}

// Every move swaps the empty spot with one tile, so any path from a to b has the parity of the
// permutation that turns a into b.
int path_parity(const Board& a, const Board& b) {
  int where[kCells], seen[kCells] = {0}, cycles = 0;
  for (int p = 0; p < kCells; ++p) where[b.cell[p]] = p;
  for (int p = 0; p < kCells; ++p) {
    if (seen[p]) continue;
    ++cycles;
    for (int q = p; !seen[q]; q = where[a.cell[q]]) seen[q] = 1;
  }
  return (kCells - cycles) & 1;
}

// The per-tile distances from a to b, summed.
int tile_distance(const Board& a, const Board& b) {
  int where[kCells], h = 0;
  for (int p = 0; p < kCells; ++p) where[b.cell[p]] = p;
  for (int p = 0; p < kCells; ++p)
    if (a.cell[p] != kBlank) h += g_dist[where[a.cell[p]]][p];
  return h;
}

// The admissible distance from a to b: the tile distance raised to the parity of the paths.
int lower_bound(const Board& a, const Board& b) {
  int h = tile_distance(a, b);
  return h + ((h & 1) != path_parity(a, b));
}

// ---------------------------------------------------------------------------------------------
// Clock
// ---------------------------------------------------------------------------------------------

// User+sys time of this process, as the contest measures it.
double cpu_seconds() { return (double)std::clock() / CLOCKS_PER_SEC; }

struct Clock {
  double deadline = 560;
  bool expired = false;
  bool check() {
    if (!expired && cpu_seconds() >= deadline) expired = true;
    return expired;
  }
};

// ---------------------------------------------------------------------------------------------
// Search: IDA* between two squares
// ---------------------------------------------------------------------------------------------

// Depth-first iterations with a growing bound on g + h. It serves both to prove the lower bound
// from the start square and to look for a shorter detour between two squares of a path.
struct Ida {
  Board b;
  uint8_t target[kCells];  // the target cell of each value
  uint8_t path[256];
  int bound = 0;
  int transports_left = 0;  // the transports the path may still use (solve sets the cap)
  long long nodes = 0, node_limit = 0;
  bool aborted = false;
  Clock* clock = nullptr;

  bool dfs(int g, int h, int prev) {
    if (h == 0 && b.blank == target[kBlank]) return true;
    if (g + h > bound) return false;
    if ((++nodes & 0xFFFF) == 0 && (clock->check() || (node_limit && nodes > node_limit)))
      aborted = true;
    if (aborted) return false;
    int e = b.blank;
    const int* src = g_src_search[e];
    for (int m = 0; m < kMoves; ++m) {
      int s = src[m];
      if (s < 0 || m == kInverse[prev]) continue;
      int v = b.cell[s];
      const int* dv = g_dist[target[v]];
      int nh = h + dv[e] - dv[s];
      if (g + 1 + nh > bound || (m == kTransport && transports_left == 0)) continue;
      b.cell[e] = (uint8_t)v, b.cell[s] = kBlank, b.blank = s;
      path[g] = (uint8_t)m;
      transports_left -= m == kTransport;
      bool found = dfs(g + 1, nh, m);
      transports_left += m == kTransport;
      b.cell[s] = (uint8_t)v, b.cell[e] = kBlank, b.blank = e;
      if (found) return true;
      if (aborted) return false;
    }
    return false;
  }

  // Looks for a path from `from` to `to` of at most max_len moves, none shorter than min_len
  // (when those are known to fail) and at most max_transports transports (the tie-break). Returns
  // its length, -1 when none exists (then *proved holds the bound every path must reach), or -2
  // when it stopped early.
  int solve(const Board& from, const Board& to, int max_len, int* proved, int min_len = 0,
            int max_transports = 256) {
    b = from;
    for (int p = 0; p < kCells; ++p) target[to.cell[p]] = (uint8_t)p;
    int h0 = tile_distance(from, to);
    transports_left = max_transports;
    bound = lower_bound(from, to);
    if (bound < min_len) bound = min_len;
    for (; bound <= max_len; bound += 2) {
      if (proved) *proved = bound;
      if (dfs(0, h0, kNoMove)) return bound;
      if (aborted) return -2;
    }
    if (proved) *proved = bound;
    return -1;
  }
};

// ---------------------------------------------------------------------------------------------
// Search: beam search
// ---------------------------------------------------------------------------------------------

// A square kept in the beam, and a child that competes for a place in the next one.
struct Node {
  Board b;
  uint64_t hash;
  int h, conf;
  int last;
  int transports;  // on the path to it
};
struct Child {
  uint32_t parent;
  uint8_t move, transports;
  uint16_t conf;
  uint32_t key;
  uint32_t h;
  uint64_t hash;
};

// Remembers the hashes of the squares of the last few layers, so that the beam does not fill up
// with squares it has already passed. Older entries count as free slots. A slot holds the hash's
// high 48 bits and the layer + 1 in the low 16 (0: never used): one word, so a probe costs one
// cache miss, which is what the beam's time goes to once the table outgrows the cache.
struct SeenTable {
  std::vector<uint64_t> slot;
  uint64_t mask = 0;
  int horizon = 12;  // layers remembered: as many as fill half of the table
  void reset(int log2_size, int width) {
    slot.assign((size_t)1 << log2_size, 0);
    mask = ((uint64_t)1 << log2_size) - 1;
    horizon = (int)(((size_t)1 << log2_size) / 2 / width);
  }
  // Returns true when the hash was already there; otherwise records it at depth d when insert.
  bool visit(uint64_t h, int d, bool insert) {
    uint64_t* ss = slot.data();
    uint64_t key = h & ~(uint64_t)0xFFFF;
    for (uint64_t i = h & mask;; i = (i + 1) & mask) {
      uint64_t s = ss[i];
      if (s == 0 || (int)(s & 0xFFFF) - 1 < d - horizon) {
        if (insert) ss[i] = key | (uint64_t)(d + 1);
        return false;
      }
      if ((s & ~(uint64_t)0xFFFF) == key) return true;
    }
  }
};

// The key a child competes on (smaller is better) is twice the admissible distance plus the
// number of pairs of tiles that stand in the row or column where both belong, in the wrong order:
// such pairs cost moves that the per-tile distances do not see. This counts the pairs that tile v
// at p forms in p's row (or column), for the incremental update when v moves.
int line_conflicts(const Board& b, int v, int p, bool row) {
  int r = p / kSide, c = p % kSide, n = 0;
  if (row ? v / kSide != r : v % kSide != c) return 0;
  for (int i = 0; i < kSide; ++i) {
    int q = row ? r * kSide + i : i * kSide + c, w = b.cell[q];
    if (q == p || w == kBlank || (row ? w / kSide != r : w % kSide != c)) continue;
    if ((i < (row ? c : r)) ? w > v : w < v) ++n;
  }
  return n;
}

int conflicts(const Board& b) {
  int n = 0;
  for (int p = 0; p < kCells; ++p)
    if (b.cell[p] != kBlank)
      n += line_conflicts(b, b.cell[p], p, true) + line_conflicts(b, b.cell[p], p, false);
  return n / 2;
}

// The change in conflicts when tile v moves from s to the empty spot e by move m. A slide along
// a row keeps the order of that row's tiles, so only the columns change (and the other way).
int conflict_change(const Board& b, int v, int s, int e, int m) {
  int d = 0;
  if (m != 2 && m != 3) d += line_conflicts(b, v, e, true) - line_conflicts(b, v, s, true);
  if (m != 0 && m != 1) d += line_conflicts(b, v, e, false) - line_conflicts(b, v, s, false);
  return d;
}

struct Beam {
  int width = 1000;
  int conflict_weight = 2;  // the weight of a conflict in the key; 2 is the best alone
  int max_len = 1000;       // only solutions shorter than this are wanted
  long long nodes = 0;
  Clock* clock = nullptr;
  SeenTable seen;

  // Returns a solution of fewer than max_len moves, or "" when none was found.
  std::string solve(const Board& start) {
    int log2_size = 16;
    while (((size_t)1 << log2_size) < (size_t)width * 24) ++log2_size;
    seen.reset(log2_size, width);
    std::vector<Node> cur(1), next;
    cur[0].b = start;
    cur[0].hash = board_hash(start);
    cur[0].h = tile_distance(start, goal_board());
    cur[0].conf = conflicts(start);
    cur[0].last = kNoMove;
    cur[0].transports = 0;
    std::vector<std::vector<uint32_t>> parents;  // per depth: parent index * 8 + move
    std::vector<Child> kids;
    std::vector<uint32_t> count, order;
    seen.visit(cur[0].hash, 0, true);
    for (int depth = 0; depth < max_len; ++depth) {
      // Step 1. A square of the layer that is solved ends the search.
      for (size_t i = 0; i < cur.size(); ++i)
        if (cur[i].h == 0 && cur[i].b.blank == kBlank) return trace(parents, (uint32_t)i);
      if (cur.empty() || clock->check()) return "";
      // Step 2. Expand every square; drop children that cannot beat max_len.
      kids.clear();
      uint32_t max_key = 0;
      for (size_t i = 0; i < cur.size(); ++i) {
        Node& n = cur[i];
        const int* src = g_src_search[n.b.blank];
        for (int m = 0; m < kMoves; ++m) {
          int s = src[m];
          if (s < 0 || m == kInverse[n.last]) continue;
          int e = n.b.blank, v = n.b.cell[s];
          int nh = n.h + g_dist[v][e] - g_dist[v][s];
          if (depth + 1 + nh >= max_len) continue;
          uint64_t hh = n.hash ^ g_zobrist[v][s] ^ g_zobrist[v][e] ^ g_zobrist[kBlank][e] ^
                        g_zobrist[kBlank][s];
          ++nodes;
          int nc = n.conf + conflict_change(n.b, v, s, e, m);
          // Among children of one key, those with fewer transports come first (the tie-break).
          int nt = n.transports + (m == kTransport);
          uint32_t key = (uint32_t)(2 * nh + conflict_weight * nc) * 64 + (nt < 63 ? nt : 63);
          Child c = {(uint32_t)i, (uint8_t)m, (uint8_t)nt, (uint16_t)nc, key, (uint32_t)nh, hh};
          max_key = c.key > max_key ? c.key : max_key;
          kids.push_back(c);
        }
      }
      // Step 3. Order the children by key, ties in order of generation (a counting sort).
      count.assign(max_key + 2, 0);
      for (const Child& c : kids) ++count[c.key + 1];
      for (uint32_t k = 1; k <= max_key + 1; ++k) count[k] += count[k - 1];
      order.resize(kids.size());
      for (uint32_t k = 0; k < kids.size(); ++k) order[count[kids[k].key]++] = k;
      // Step 4. Keep the first `width` children in that order that were not seen lately. Only
      // those are looked up: the table's probes are the beam's cost.
      next.clear();
      parents.emplace_back();
      std::vector<uint32_t>& par = parents.back();
      for (size_t k = 0; k < order.size() && (int)next.size() < width; ++k) {
        const Child& c = kids[order[k]];
        if (seen.visit(c.hash, depth + 1, true)) continue;
        Node n = cur[c.parent];
        int e = n.b.blank, s = g_src_search[e][c.move];
        n.b.cell[e] = n.b.cell[s], n.b.cell[s] = kBlank, n.b.blank = s;
        n.hash = c.hash, n.h = (int)c.h, n.conf = c.conf, n.last = (int)c.move;
        n.transports = c.transports;
        next.push_back(n);
        par.push_back(c.parent * 8 + c.move);
      }
      cur.swap(next);
    }
    return "";
  }

  static std::string trace(const std::vector<std::vector<uint32_t>>& parents, uint32_t i) {
    std::string moves(parents.size(), ' ');
    for (size_t d = parents.size(); d-- > 0;) {
      uint32_t pm = parents[d][i];
      moves[d] = kMoveChar[pm & 7];
      i = pm >> 3;
    }
    return moves;
  }
};

// ---------------------------------------------------------------------------------------------
// Search: path shortening
// ---------------------------------------------------------------------------------------------

int count_transports(const std::string& m) {
  int t = 0;
  for (char ch : m) t += ch == 't';
  return t;
}

// Replaces stretches of a solution by shorter detours between the same two squares, or, when a
// stretch is proved shortest, by one as long with fewer transports (the statement's last
// tie-break). Returns the number of moves saved.
int shorten(const Board& start, std::string& moves, int window, long long node_limit, Clock& clk,
            long long& nodes) {
  int saved = 0;
  std::vector<Board> squares;
  auto replay = [&]() {
    squares.assign(1, start);
    for (char ch : moves) {
      Board b = squares.back();
      apply_move(b, move_index(ch));
      squares.push_back(b);
    }
  };
  replay();
  Ida ida;
  ida.clock = &clk;
  for (int i = 0; i + window <= (int)moves.size(); ++i) {
    int j = i + window;
    ida.nodes = 0, ida.node_limit = node_limit, ida.aborted = false;
    int len = ida.solve(squares[i], squares[j], window - 2, nullptr);
    int t = len == -1 ? count_transports(moves.substr(i, window)) : 0;
    // Proved shortest: look for one as long with fewer transports.
    if (t > 0) len = ida.solve(squares[i], squares[j], window, nullptr, window, t - 1);
    nodes += ida.nodes;
    if (clk.check()) break;
    if (len < 0) continue;
    std::string detour;
    for (int k = 0; k < len; ++k) detour += kMoveChar[ida.path[k]];
    moves = moves.substr(0, i) + detour + moves.substr(j);
    saved += window - len;
    replay();
    if (len < window) i = i > window ? i - window : -1;  // the squares before i may shorten too
  }
  return saved;
}

// ---------------------------------------------------------------------------------------------
// Search: the anytime driver
// ---------------------------------------------------------------------------------------------

// The peak memory of this process in MB (Linux /proc), for the verbose report; 0 elsewhere.
int peak_megabytes() {
  FILE* f = fopen("/proc/self/status", "r");
  if (!f) return 0;
  char line[256];
  int kb = 0;
  while (fgets(line, sizeof line, f))
    if (strncmp(line, "VmHWM:", 6) == 0) kb = atoi(line + 6);
  fclose(f);
  return kb / 1024;
}

struct Result {
  std::string moves;
  int lower = 0;        // every solution has at least this many moves
  long long nodes = 0;  // squares generated, for `bench`
};

// Keeps the better of two solutions: fewer moves, then fewer transports.
void keep_better(std::string& best, const std::string& cand, bool have) {
  if (!have || cand.size() < best.size() ||
      (cand.size() == best.size() && count_transports(cand) < count_transports(best)))
    best = cand;
}

Result solve(const Board& start, double budget, bool verbose) {
  Clock clk;
  clk.deadline = cpu_seconds() + budget;
  Result r;
  r.lower = lower_bound(start, goal_board());
  auto report = [&](const char* what) {
    if (verbose)
      fprintf(stderr, "%7.2fs %-7s length %3d lower %3d transports %2d nodes %lld peak %dMB\n",
              cpu_seconds(), what, (int)r.moves.size(), r.lower, count_transports(r.moves), r.nodes,
              peak_megabytes());
  };
  bool have = false;
  // Step 1. A first solution from narrow beams (widening until one is found). It takes a few
  // milliseconds, so it runs whatever the budget: there is always a line to print.
  Clock unlimited;
  unlimited.deadline = 1e18;
  for (int w = 64; !have; w *= 2) {
    Beam beam;
    beam.width = w, beam.clock = &unlimited;
    std::string s = beam.solve(start);
    r.nodes += beam.nodes;
    if (!s.empty() || start.blank == kBlank) keep_better(r.moves, s, have), have = true;
  }
  report("first");
  // Step 2. The lower bound: IDA* iterations from the start, on a slice of the budget.
  {
    Clock slice;
    slice.deadline = cpu_seconds() + budget * 0.05;
    if (slice.deadline > clk.deadline) slice.deadline = clk.deadline;
    Ida ida;
    ida.clock = &slice;
    int proved = r.lower;
    int len = ida.solve(start, goal_board(), (int)r.moves.size() - 2, &proved);
    r.nodes += ida.nodes;
    if (len >= 0) {
      r.moves.clear();
      for (int k = 0; k < len; ++k) r.moves += kMoveChar[ida.path[k]];
    }
    if (len >= 0 || len == -1)
      r.lower = (int)r.moves.size();
    else if (proved > r.lower)
      r.lower = proved;
    report("bound");
  }
  // Step 3. Wider beams, each followed by shortening the best path with a longer window. At
  // the widest beam the memory allows, other conflict weights give other solutions.
  const int kMaxWidth = 1 << 21;  // a peak of about 1.4 GB
  const int kWeights[4] = {2, 1, 3, 4};
  int window = 16, w = 2048, round = 0;
  while ((int)r.moves.size() > r.lower && !clk.check()) {
    Beam beam;
    beam.width = w, beam.clock = &clk, beam.max_len = (int)r.moves.size() + 1;
    beam.conflict_weight = kWeights[round % 4];
    std::string s = beam.solve(start);
    r.nodes += beam.nodes;
    if (!s.empty()) keep_better(r.moves, s, true);
    report("beam");
    shorten(start, r.moves, window, 4000000, clk, r.nodes);
    window = window < 48 ? window + 4 : 16;
    report("shorten");
    if (w < kMaxWidth)
      w *= 2;
    else
      ++round;
  }
  report((int)r.moves.size() == r.lower ? "optimal" : "final");
  return r;
}

// ---------------------------------------------------------------------------------------------
// Input and output
// ---------------------------------------------------------------------------------------------

// Reads the square file: five lines of five characters, A-X and '+' once each.
bool parse_board(const std::string& text, Board& b, std::string& err) {
  if (text.size() != 30) return err = "the square file must hold 30 bytes", false;
  int seen[kCells] = {0};
  for (int r = 0; r < kSide; ++r) {
    if (text[r * 6 + 5] != '\n') return err = "each line must hold five characters", false;
    for (int c = 0; c < kSide; ++c) {
      char ch = text[r * 6 + c];
      int v = ch == '+' ? kBlank : (ch >= 'A' && ch <= 'X' ? ch - 'A' : -1);
      if (v < 0) return err = std::string("bad character in the square: ") + ch, false;
      if (seen[v]++) return err = std::string("character twice in the square: ") + ch, false;
      b.cell[r * kSide + c] = (uint8_t)v;
      if (v == kBlank) b.blank = r * kSide + c;
    }
  }
  return true;
}

bool read_file(const char* path, std::string& text) {
  FILE* f = fopen(path, "rb");
  if (!f) return false;
  char buf[64];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0 && text.size() < 4096) text.append(buf, n);
  fclose(f);
  return true;
}

// Seconds as digits with an optional fraction: the whole text, above 0, at most a day.
bool read_seconds(const char* t, double& out) {
  double v = 0, scale = 1;
  int n = 0, f = 0;
  for (; *t >= '0' && *t <= '9' && n < 9; ++t, ++n) v = v * 10 + (*t - '0');
  if (*t == '.')
    for (++t; *t >= '0' && *t <= '9' && f < 9; ++t, ++f) v += (*t - '0') * (scale /= 10);
  out = v;
  return n && (f || t[-1] != '.') && !*t && v > 0 && v <= 86400;
}

// The fixed search `--bench` runs: a 60-move scramble solved by a beam and a shortening pass.
long long bench() {
  Board b = goal_board();
  uint32_t x = 12345;
  for (int k = 0; k < 200; ++k) {
    x = x * 1103515245u + 12345u;
    apply_move(b, (int)((x >> 16) % kMoves));
  }
  Clock clk;
  clk.deadline = 1e9;
  Beam beam;
  beam.width = 4096, beam.clock = &clk;
  std::string s = beam.solve(b);
  long long nodes = beam.nodes;
  shorten(b, s, 20, 0, clk, nodes);
  // The one bench line of every entry: the work done, its unit, and a signature of the result
  // (FNV-1a of the solution's moves).
  unsigned long long signature = 14695981039346656037ull;
  for (char ch : s) signature = (signature ^ (unsigned char)ch) * 1099511628211ull;
  printf("solution length %d\n", (int)s.size());
  printf("bench: %lld nodes %016llx\n", nodes, signature);
  return nodes;
}

}  // namespace bmu

#ifndef CONTEST_NO_MAIN
int main(int argc, char** argv) {
  bmu::init_tables();
  // ARG1 is a pathname, so the bench is an option no square file is named by (./--bench is).
  if (argc == 2 && strcmp(argv[1], "--bench") == 0) return bmu::bench() > 0 ? 0 : 1;
  if (argc == 2 && strcmp(argv[1], "--help") == 0) {
    printf(
        "usage: beammeup SQUARE_FILE [BUDGET_SECONDS]   (the moves on stdout)\n"
        "       beammeup --bench   (a fixed search: 'bench: N nodes SIG')\n"
        "BUDGET_SECONDS or LLOYD_BUDGET_S: user+sys seconds, above 0 and at most 86400 (default\n"
        "560). LLOYD_VERBOSE=1: the length, the lower bound and statistics on stderr.\n");
    return 0;
  }
  if (argc < 2 || argc > 3) {
    fprintf(stderr, "usage: beammeup SQUARE_FILE [BUDGET_SECONDS] | beammeup --bench\n");
    return 2;
  }
  // Tuning is read strictly: a typo must not run a 560 s search in its place.
  double budget = 560;
  const char* env = getenv("LLOYD_BUDGET_S");
  const char* name[] = {"LLOYD_BUDGET_S", "budget"};
  const char* given[] = {env, argc >= 3 ? argv[2] : nullptr};
  for (int k = 0; k < 2; ++k)
    if (given[k] && !bmu::read_seconds(given[k], budget)) {
      fprintf(stderr, "beammeup: %s '%s': seconds above 0 and at most 86400 (e.g. 20 or 0.5)\n",
              name[k], given[k]);
      return 2;
    }
  const char* verbose = getenv("LLOYD_VERBOSE");
  if (verbose && strcmp(verbose, "0") && strcmp(verbose, "1")) {
    fprintf(stderr, "beammeup: LLOYD_VERBOSE '%s': 0 or 1\n", verbose);
    return 2;
  }
  std::string text, err;
  bmu::Board start;
  if (!bmu::read_file(argv[1], text)) {
    fprintf(stderr, "beammeup: cannot read %s\n", argv[1]);
    return 2;
  }
  if (!bmu::parse_board(text, start, err)) {
    fprintf(stderr, "beammeup: %s: %s\n", argv[1], err.c_str());
    return 2;
  }
  bmu::Result r = bmu::solve(start, budget, verbose && *verbose == '1');
  printf("%s\n", r.moves.c_str());
  fflush(stdout);
  return 0;
}
#endif
