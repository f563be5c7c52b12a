// greedy.cpp: a 1-ply greedy Pousse player. It wins at once when it can, never plays a move that
// loses at once if another exists, and otherwise takes the move with the best simple evaluation
// (ties broken by a hash of the position).
#include <random>

#include "simple.h"

int main(int argc, char** argv) {
  using namespace pousse;
  answer_arguments(argc, argv, "pousse_greedy",
                   "a win at once, else no loss at once, else the best simple evaluation.");
  Game g = read_game("greedy");
  std::mt19937 rng(tie_seed(g));
  const Cell me = g.to_move();
  Move best{};
  long long best_score = -(1LL << 40);
  for (const Move& m : all_moves(g.size())) {
    Status s = g.preview(m);
    long long score;
    if (s != Status::Playing) {
      score = winner_cell(s) == me ? kWin : -kWin;
    } else {
      Board b = g.board();
      b.push(m, me);
      score = simple_eval(b, me) * 1024LL + rng() % 1024;
    }
    if (score > best_score) best_score = score, best = m;
  }
  std::cout << best.str() << std::endl;
  return 0;
}
