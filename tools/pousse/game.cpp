// game.cpp: see game.h.
#include "game.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <system_error>

namespace pousse {

std::optional<Move> parse_reply(const std::string& out, int n) {
  std::size_t b = out.find_first_not_of(" \t\r\n"), e = out.find_last_not_of(" \t\r\n");
  if (b == std::string::npos) return std::nullopt;
  return parse_move(out.substr(b, e - b + 1), n);
}

std::string run_forfeit(const contest::RunResult& run) {
  using contest::Verdict;
  if (run.left_processes) return "did not kill all its processes";
  if (run.verdict == Verdict::TimeLimit) return "exceeded time limit";
  if (run.verdict == Verdict::Signaled) return "raised signal " + std::to_string(run.signal);
  if (run.verdict != Verdict::Ok) return "made an invalid move";  // a flood included
  return "";
}

namespace {

std::string now_text() {
  std::time_t t = std::time(nullptr);
  char buf[64];
  std::strftime(buf, sizeof buf, "%a %b %e %H:%M:%S %Y", std::localtime(&t));
  return buf;
}

namespace fs = std::filesystem;

// Where and how a player runs during one game.
struct Seat {
  const Player* player;
  std::string cwd, argv0;
};

// The directories of one game (ruling 12): a fresh directory per game, holding one top-level
// directory per player with a support/ directory in it, all removed when the game ends. Fresh
// per game, so that nothing a program writes reaches another game (parallel games included), and
// per player, so that the two sides of a self-play game never share their support/.
class GameDirectory {
 public:
  explicit GameDirectory(const std::string& parent) {
    const fs::path base = parent.empty() ? fs::temp_directory_path() : fs::path(parent);
    std::string name = (base / "pousse-game-XXXXXX").string();
    if (!mkdtemp(name.data()))
      throw std::system_error(errno, std::generic_category(),
                              "cannot make a game directory in " + base.string());
    root_ = name;
  }
  GameDirectory(const GameDirectory&) = delete;
  GameDirectory& operator=(const GameDirectory&) = delete;
  // remove_all does not follow symbolic links, so a linked program is never removed.
  ~GameDirectory() {
    std::error_code ec;
    fs::remove_all(root_, ec);
  }

  // Makes the top-level directory of the player on `side`. A lone program is linked in under its
  // own name; a directory is a submission, copied whole and run as ./runme. A copy that fails
  // shows as a program that cannot be started.
  Seat add(const Player& p, char side) const {
    Seat seat{&p, (root_ / std::string(1, side)).string(), ""};
    const fs::path dir = seat.cwd;
    const fs::path program = fs::absolute(p.path);
    std::error_code ec;
    if (fs::is_directory(program, ec)) {
      fs::copy(program, dir, fs::copy_options::recursive | fs::copy_options::copy_symlinks, ec);
      seat.argv0 = "./runme";
    } else {
      fs::create_directory(dir, ec);
      fs::create_symlink(program, dir / program.filename(), ec);
      seat.argv0 = "./" + program.filename().string();
    }
    fs::create_directory(dir / "support", ec);
    return seat;
  }

 private:
  fs::path root_;
};

constexpr std::size_t kReplyCap = 4096;                  // bytes of stdout a reply may hold
constexpr std::size_t kFloodCap = std::size_t{1} << 20;  // stderr: more is stopped

// The 1998 forfeit name for a run, or "" when the run gave a valid move (stored in *move).
std::string forfeit_of(const contest::RunResult& run, int n, Move* move) {
  const std::string failed = run_forfeit(run);
  if (!failed.empty()) return failed;
  auto m = parse_reply(run.out, n);
  if (!m) return "made an invalid move";
  *move = *m;
  return "";
}

// Runs a player once on the game so far; returns its forfeit name, or "" with its move in *move.
// The run's wall time goes into *ms, what it wrote on stderr into *err.
std::string run_move(const Seat& seat, const Game& g, const GameOptions& options, Move* move,
                     long long* ms, std::string* err) {
  contest::RunOptions run;
  run.argv = {seat.argv0};
  run.cwd = seat.cwd;
  run.stdin_data = g.input_text();
  run.time_limit = options.time_limit;
  // Ruling 5: the reply on stdout may hold kReplyCap bytes, and more stops the program at once;
  // stderr is drained apart and never judged, and only a flood of it past kFloodCap stops it.
  run.stdout_limit = kReplyCap;
  run.stderr_limit = kFloodCap;
  run.env = seat.player->env;
  const contest::RunResult result = contest::run_process(run);
  *ms = std::llround(result.wall_seconds * 1000);
  *err = result.err;
  return forfeit_of(result, options.size, move);
}

}  // namespace

GameRecord play_game(const Player& x, const Player& o, const GameOptions& options,
                     GameExtras* extras) {
  const auto start = std::chrono::steady_clock::now();
  GameRecord rec;
  if (extras) *extras = GameExtras();
  rec.date = now_text();
  rec.x_name = x.name, rec.o_name = o.name, rec.size = options.size;

  // Step 1. Each player's top-level directory, and the opening, played on the players' behalf.
  const GameDirectory dirs(options.work_dir);
  const Seat seats[2] = {dirs.add(x, 'X'), dirs.add(o, 'O')};
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
    const int mover = g.to_move() == X ? 0 : 1;
    long long ms = 0;
    std::string err;
    std::string forfeit = run_move(seats[mover], g, options, &m, &ms, &err);
    if (extras) {
      extras->slowest_ms[mover] = std::max(extras->slowest_ms[mover], ms);
      if (!err.empty()) {
        const std::size_t from = err.size() > kStderrTail ? err.size() - kStderrTail : 0;
        extras->stderr_text += "move " + std::to_string(g.moves().size() + 1) + " " +
                               cell_char(g.to_move()) + ":\n" + err.substr(from) +
                               (err.back() == '\n' ? "" : "\n");
      }
    }
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
