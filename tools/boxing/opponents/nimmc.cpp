// boxing_nimmc: a sparring partner for the Boxing Match that plays Nimrod's endgame and samples
// its middle game. Unlike the other partners it is built on the entry (boxing/nimrod.cpp, included
// without its main): where Nimrod proves or searches (at most kExactLimit spots in large regions)
// it plays Nimrod's move; where Nimrod plays its heuristic box at once, it spends its budget on
// playouts instead: UCB1 over the boxes the heuristic likes best, each playout random boxes of the
// two largest sizes until no region has more than kSolvedRegion spots, then the exact outcome by
// Grundy values; the most sampled box is played. The games are decided in the middle game, so a
// partner that differs from Nimrod only there measures Nimrod there.
//
// Usage: boxing_nimmc MARK < old.arena > new.arena. BOXING_NIMMC_MOVE_MS: the budget of a move
// in wall milliseconds from the start, 1 to 60000 (default 600). Its solved values are
// kept in /tmp/arena.MARK in Nimrod's format. The playouts are seeded by the arena and the mark.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "nimrod.cpp"

namespace nimmc {

using namespace nimrod;

constexpr int kArms = 8, kSolvedRegion = 16;

// One playout from `board`, the player to move first; true when that player wins it.
bool playout(Solver& solver, Shape board, u64& seed) {
  vector<Shape> regions;
  vector<Move> largest;
  for (int ply = 0;; ++ply) {
    regions.clear();
    int heap = for_each_region(board, [&](const Shape& r) { regions.push_back(r); });
    bool solved = true;
    for (const Shape& r : regions) solved &= cells(r) <= kSolvedRegion;
    if (solved) {
      for (const Shape& r : regions) heap ^= solver.grundy(r);
      return (heap != 0) == (ply % 2 == 0);
    }
    // A region larger than kSolvedRegion holds a 2x2 box, so there is one.
    largest.clear();
    int top = 0;
    for_each_box(board, [&](const Move& m) {
      if (!top) top = m.k;
      if (m.k < top - 1) return true;
      largest.push_back(m);
      return false;
    });
    board = without_box(board, largest[(seed = mix(seed)) % largest.size()]);
  }
}

// The middle game: the heuristic's mirror win if it has one, else the most sampled of its best
// boxes.
Choice sampled_choice(const Shape& board, const Budget& budget, Solver& solver, u64 seed) {
  Choice h = heuristic_choice(board);
  if (h.proven_win) return h;
  vector<std::pair<int, Move>> arms;
  for_each_box(board, [&](const Move& m) {
    return arms.push_back({box_score(board, m), m}), false;
  });
  const size_t n = std::min<size_t>(kArms, arms.size());
  std::partial_sort(arms.begin(), arms.begin() + n, arms.end(),
                    [](const auto& a, const auto& b) { return a.first > b.first; });
  vector<double> wins(n);
  vector<long> plays(n);
  const auto end = budget.start + std::chrono::milliseconds(budget.time_ms);
  for (long total = 0; Clock::now() < end; ++total) {
    size_t pick = 0;
    double best = -1;
    for (size_t i = 0; i < n; ++i) {
      const double v =
          plays[i] ? wins[i] / plays[i] + std::sqrt(2 * std::log(total) / plays[i]) : 1e9 - i;
      if (v > best) best = v, pick = i;
    }
    // After our box the opponent moves: we win the playout when it loses.
    wins[pick] += !playout(solver, without_box(board, arms[pick].second), seed);
    ++plays[pick];
  }
  size_t most = 0;
  for (size_t i = 1; i < n; ++i) most = plays[i] > plays[most] ? i : most;
  return {arms[most].second, "sampled box"};
}

}  // namespace nimmc

int main(int argc, char** argv) {
  using namespace nimmc;
  Budget budget;  // the clock starts here
  const std::string arg = argc == 2 ? argv[1] : "";
  const char* usage =
      "usage: boxing_nimmc MARK < old.arena > new.arena   (one move: one k x k box of MARK)\n"
      "Nimrod's endgame, a sampled middle game. BOXING_NIMMC_MOVE_MS: the budget of a move,\n"
      "1 to 60000 ms (default 600). Solved values are kept in /tmp/arena.MARK.\n";
  if (arg == "--help") return std::fputs(usage, stdout) < 0;
  if (arg.size() != 1 || std::strchr("-o/ \t\n\r", arg[0])) return refuse(usage);
  const char mark = arg[0];
  std::string text(kArenaBytes + 1, '\n');
  text.resize(std::fread(&text[0], 1, text.size(), stdin));
  Shape board;
  if (!parse_arena(text, board))
    return refuse("boxing_nimmc: the arena must be 16 lines of 32 characters (528 bytes)\n");
  if (const char* t = std::getenv("BOXING_NIMMC_MOVE_MS")) {
    long& ms = budget.time_ms = 0;
    while (*t >= '0' && *t <= '9' && ms <= 60000) ms = ms * 10 + (*t++ - '0');
    if (*t || ms < 1 || ms > 60000)
      return refuse("boxing_nimmc: BOXING_NIMMC_MOVE_MS must be whole milliseconds, 1 to 60000\n");
  }
  Solver solver;
  const std::string file = std::string("/tmp/arena.") + mark;
  const bool vacant = cells(board) > 0;
  if (vacant) {
    solver.load(file.c_str());
    u64 seed = mix(u64(mark));
    for (char c : text) seed = mix(seed ^ u64(c == '-'));
    const Choice c = open_cells(board, solver) > kExactLimit
                         ? sampled_choice(board, budget, solver, seed)
                         : choose_move(board, budget, solver);
    write_move(text, c.move, mark);
  }
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
  if (vacant) solver.save(file.c_str());
  std::_Exit(std::ferror(stdout) ? 1 : 0);
}
