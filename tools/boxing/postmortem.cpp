// boxing_postmortem: where a lost game was lost. It replays a referee's log and, at every move of
// the player that lost, runs Nimrod's own choice of a move (boxing/nimrod.cpp, included without its
// main) with a node budget in place of the clock, one solver for the game as the file carries one
// between moves: a position is "won" (a winning box is shown), "lost", or "open" (the budget
// settled nothing, or more than kExactLimit spots lie in large regions, where Nimrod proves
// nothing). A win held and then given away is the move that lost the game; if none is proven,
// the game was lost before the proofs reach, or beyond the budget.
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "common/cli/cli.h"
#include "common/core/files.h"
#include "nimrod.cpp"
#include "rules.h"

namespace {

const char* const kHelp =
    "usage: boxing_postmortem [options] LOG...\n"
    "Replays each Boxing log (boxing_referee --log-dir) and, at every move of the player that\n"
    "lost it, proves what Nimrod's search proves with a node budget instead of the clock: won\n"
    "(with a winning box), lost, or open (\"open, tree full\": the search's tree reached its\n"
    "size limit before the budget). One line a move, then the moves at which the loser held a\n"
    "proven win. A log the referee could not have written is refused (boxing_check says why).\n"
    "options:\n"
    "  --nodes N          the budget of each move, 1 to 1000000000 nodes (default 300000)\n"
    "  -h, --help         this text\n"
    "Exits 0 when every log was read, 1 when one could not be, 2 on bad usage.\n";

// The log's move times are not judged here: the postmortem asks what a move could have been.
constexpr long long kNoLimitMs = 1LL << 40;

// What the search says of the position before one of the loser's moves.
struct Verdict {
  int vacant = 0, open = 0;
  std::string word;  // won, lost, open, or "open, tree full" (the tree's limit, not the budget)
  nimrod::Move win;  // when won
  std::uint64_t nodes = 0;
};

Verdict judge(const boxing::Arena& arena, std::uint64_t budget, nimrod::Solver& solver) {
  nimrod::Shape board;
  nimrod::parse_arena(arena.text, board);
  Verdict v;
  v.vacant = nimrod::cells(board);
  v.open = nimrod::open_cells(board, solver);
  nimrod::Budget b;
  b.time_ms = 0, b.nodes = budget;
  const std::uint64_t before = solver.nodes;
  solver.tree.clear();  // a tree left full by an earlier move must not speak for this one
  const nimrod::Choice c = nimrod::choose_move(board, b, solver);
  v.nodes = solver.nodes - before;
  const std::string reason = c.reason;
  v.word = c.proven_win ? "won" : reason == "exact loss" ? "lost" : "open";
  // The search also stops when its tree holds more than kTreeMax nodes: in a large position that
  // can come long before the budget (in the games looked at, from 18,000 to 420,000 nodes).
  if (v.word == "open" && solver.tree.size() > nimrod::kTreeMax) v.word += ", tree full";
  v.win = c.move;
  return v;
}

// One log: its lines, and the loser's proven wins. False when the log cannot be read.
bool postmortem(const std::string& path, std::uint64_t budget) {
  std::string text;
  try {
    text = contest::read_file(path);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "boxing_postmortem: %s\n", e.what());
    return false;
  }
  boxing::GameLog g;
  // Every turn with the arena before it: the observer sees the arena after each turn.
  std::vector<boxing::LogTurn> turns;
  std::vector<boxing::Arena> before;
  boxing::Arena last;
  const std::string problem = boxing::check_log(
      text, kNoLimitMs, &g,
      [&](const boxing::GameLog&, const boxing::LogTurn& t, const boxing::Arena& a) {
        if (t.player >= 0) turns.push_back(t), before.push_back(last);
        last = a;
      });
  if (!problem.empty()) {
    std::fprintf(stderr, "boxing_postmortem: %s: %s\n", path.c_str(), problem.c_str());
    return false;
  }
  std::printf("%s: %s (%c) won", path.c_str(), g.names[g.winner].c_str(), g.marks[g.winner]);
  if (g.marks.size() != 2) return std::printf("; not a game of two: no verdicts\n"), true;
  const int loser = 1 - g.winner;
  std::printf("; the moves of %s (%c), %llu nodes each:\n", g.names[loser].c_str(), g.marks[loser],
              static_cast<unsigned long long>(budget));
  nimrod::Solver solver;
  std::vector<int> held;  // the vacant spots at each move where the loser held a proven win
  for (std::size_t i = 0; i < turns.size(); ++i) {
    const boxing::LogTurn& t = turns[i];
    if (t.player != loser || t.forfeit) continue;
    const Verdict v = judge(before[i], budget, solver);
    std::printf("  move %zu: %d vacant, %d in large regions: %s", i + 1, v.vacant, v.open,
                v.word.c_str());
    if (v.word == "won")
      std::printf(" (box %d at %d,%d)", v.win.k, v.win.x, v.win.y), held.push_back(v.vacant);
    std::printf(", %llu nodes; played box %d at %d,%d\n", static_cast<unsigned long long>(v.nodes),
                t.box.k, t.box.x, t.box.y);
  }
  if (held.empty())
    std::printf("  no proven win\n");
  else
    std::printf("  a proven win at %zu of its moves, from %d to %d vacant spots\n", held.size(),
                held.front(), held.back());
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> logs;
  long long budget = 300000;
  contest::cli::Command c("boxing_postmortem");
  c.whole("--nodes", budget, 1, 1000000000);
  c.rest("LOG", logs);
  if (const std::optional<int> status = c.read_main(argc, argv, kHelp)) return *status;
  if (logs.empty()) return contest::cli::usage("boxing_postmortem", "expected at least one LOG");
  bool ok = true;
  for (const std::string& log : logs)
    ok = postmortem(log, static_cast<std::uint64_t>(budget)) && ok;
  return ok ? 0 : 1;
}
