// alphabeta.cpp: a fixed-depth alpha-beta Pousse player (depth 4 unless POUSSE_AB_DEPTH says
// otherwise), with the simple evaluation and the full rules (repetitions lose for their mover).
// No transposition table, no move ordering beyond a seeded shuffle at the root.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <unordered_set>

#include "common/core/numbers.h"
#include "simple.h"

namespace {

using namespace pousse;

struct Searcher {
  std::unordered_set<std::string> seen;  // positions of the game and of the current path
  std::vector<Move> moves;

  // Negamax from the point of view of `me`, the side to move on board b.
  int search(const Board& b, Cell me, int depth, int alpha, int beta, int ply) {
    if (depth == 0) return simple_eval(b, me);
    int best = -kWin - 1;
    for (const Move& m : moves) {
      Board next = b;
      next.push(m, me);
      std::string key = next.key() + cell_char(other(me));
      int score;
      int x = next.straights(me), o = next.straights(other(me));
      if (seen.count(key)) {
        score = -kWin + ply;
      } else if (x != o) {
        score = x > o ? kWin - ply : -kWin + ply;
      } else {
        seen.insert(key);
        score = -search(next, other(me), depth - 1, -beta, -alpha, ply + 1);
        seen.erase(key);
      }
      if (score > best) best = score;
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    return best;
  }
};

}  // namespace

int main(int argc, char** argv) {
  pousse::answer_arguments(argc, argv, "pousse_alphabeta",
                           "alpha-beta to POUSSE_AB_DEPTH plies (1 to 64, default 4).");
  int depth = 4;
  if (const char* d = std::getenv("POUSSE_AB_DEPTH")) {
    // Read by the tools' one rule: a misspelt depth stops the player rather than playing depth 1.
    long long v = 0;
    if (!contest::parse_whole(d, 1, 64, v)) {
      std::fprintf(stderr,
                   "alphabeta: POUSSE_AB_DEPTH: expected a whole number from 1 to 64, got "
                   "'%s'\n",
                   d);
      return 2;
    }
    depth = static_cast<int>(v);
  }
  Game g = read_game("alphabeta");
  Searcher s;
  s.moves = all_moves(g.size());
  // Replay to collect every position of the game so far.
  Game replay(g.size());
  s.seen.insert(replay.board().key() + cell_char(X));
  for (const Move& m : g.moves()) {
    replay.play(m);
    s.seen.insert(replay.board().key() + cell_char(replay.to_move()));
  }
  std::vector<Move> root = s.moves;
  std::shuffle(root.begin(), root.end(), std::mt19937(tie_seed(g)));
  const Cell me = g.to_move();
  Move best = root[0];
  int alpha = -kWin - 1;
  for (const Move& m : root) {
    Status st = g.preview(m);
    int score;
    if (st != Status::Playing) {
      score = winner_cell(st) == me ? kWin : -kWin;
    } else {
      Board next = g.board();
      next.push(m, me);
      std::string key = next.key() + cell_char(other(me));
      s.seen.insert(key);
      score = -s.search(next, other(me), depth - 1, -kWin - 1, -alpha, 1);
      s.seen.erase(key);
    }
    if (score > alpha) alpha = score, best = m;
  }
  std::cout << best.str() << std::endl;
  return 0;
}
