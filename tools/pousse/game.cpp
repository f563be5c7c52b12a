// game.cpp: see game.h.
#include "game.h"

#include <chrono>
#include <ctime>
#include <filesystem>

namespace pousse {

std::optional<Move> parse_reply(const std::string& out, int n) {
  std::size_t b = out.find_first_not_of(" \t\r\n"), e = out.find_last_not_of(" \t\r\n");
  if (b == std::string::npos) return std::nullopt;
  return parse_move(out.substr(b, e - b + 1), n);
}

namespace {

std::string now_text() {
  std::time_t t = std::time(nullptr);
  char buf[64];
  std::strftime(buf, sizeof buf, "%a %b %e %H:%M:%S %Y", std::localtime(&t));
  return buf;
}

// As in 1998, a program runs as ./NAME from its own directory.
void locate(const std::string& path, std::string& dir, std::string& argv0) {
  const std::filesystem::path p = std::filesystem::absolute(path);
  dir = p.parent_path().string();
  argv0 = "./" + p.filename().string();
}

// The 1998 forfeit name for a run, or "" when the run gave a valid move (stored in *move).
std::string forfeit_of(const contest::RunResult& run, int n, Move* move) {
  using contest::Verdict;
  if (run.left_processes) return "did not kill all its processes";
  if (run.verdict == Verdict::TimeLimit) return "exceeded time limit";
  if (run.verdict == Verdict::Signaled) return "raised signal " + std::to_string(run.signal);
  if (run.verdict != Verdict::Ok) return "made an invalid move";
  auto m = parse_reply(run.out, n);
  if (!m) return "made an invalid move";
  *move = *m;
  return "";
}

// Runs player p once on the game so far; returns its forfeit name, or "" with its move in *move.
std::string run_move(const Player& p, const Game& g, const GameOptions& options, Move* move) {
  contest::RunOptions run;
  run.argv = {""};
  locate(p.path, run.cwd, run.argv[0]);
  run.stdin_data = g.input_text();
  run.time_limit = options.time_limit;
  run.output_limit = 4096;
  run.env = p.env;
  return forfeit_of(contest::run_process(run), options.size, move);
}

}  // namespace

GameRecord play_game(const Player& x, const Player& o, const GameOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  GameRecord rec;
  rec.date = now_text();
  rec.x_name = x.name, rec.o_name = o.name, rec.size = options.size;

  // Step 1. The opening, played on the players' behalf.
  Game g(options.size);
  for (const Move& m : options.opening)
    if (!g.over()) g.play(m);

  // Step 2. One run of the program to move per move, until the game ends, the move limit is
  // reached or a program forfeits.
  while (!g.over()) {
    if (options.max_moves > 0 && (int)g.moves().size() >= options.max_moves) {
      rec.end = "move limit reached";
      rec.winner = '-';
      break;
    }
    Move m;
    std::string forfeit = run_move(g.to_move() == X ? x : o, g, options, &m);
    if (!forfeit.empty()) {
      const char side = cell_char(g.to_move());
      rec.end = std::string(1, side) + " " + forfeit;
      rec.winner = side == 'X' ? 'O' : 'X';
      break;
    }
    g.play(m);
  }

  // Step 3. The record: a normal end names the rules' winner.
  if (g.over()) {
    rec.end = kNormalEnd;
    rec.winner = g.status() == Status::XWins ? 'X' : 'O';
  }
  rec.moves = g.moves();
  rec.time_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                    std::chrono::steady_clock::now() - start)
                    .count();
  return rec;
}

}  // namespace pousse
