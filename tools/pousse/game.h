// game.h: one refereed Pousse game between two programs, as the 1998 tournament ran it.
//
// Each move runs the program to move once, with the game so far on stdin (N, then one move per
// line), its own top-level directory as the working directory and a wall-clock limit (30 s in
// 1998). Each player gets a fresh top-level directory for each game, with a support/ directory in
// it that keeps what the program writes from one of its moves to the next and is thrown away when
// the game ends (ruling 12). The
// reply must be exactly one move, alone on its line. A program forfeits the game, under the 1998
// names, when it "exceeded time limit", "raised signal K", "did not kill all its processes" (a
// process of its group still alive after it exited; this is checked first, so it forfeits even a
// winning move), or "made an invalid move" (anything else: a non-zero exit, no move, a malformed
// or out-of-range move, too much output, a program that cannot be started).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "archive.h"
#include "common/process/process.h"
#include "rules.h"

namespace pousse {

struct Player {
  std::string name;
  // A program, run as ./NAME from a directory of its own; or a directory laid out as a 1998
  // submission (runme, support/...), copied afresh for each game and run as ./runme.
  std::string path;
  std::vector<std::string> env;  // extra "NAME=value" entries for each run
};

struct GameOptions {
  int size = 6;
  contest::Millis time_limit{30000};
  std::vector<Move> opening;  // played first, on the players' behalf; recorded as their moves
  int max_moves = 0;          // 0: none; else a draw ("move limit reached") after this many moves
  std::string work_dir;       // where each game's directories are made; empty: the temp directory
};

// The 1998 forfeit name of a run that failed (checked in this order: processes left, time,
// signal, anything else), or "" for a clean run, whose reply is still to be read.
std::string run_forfeit(const contest::RunResult& run);

// Checks one reply: the move, or an empty optional when it is not exactly one valid move.
std::optional<Move> parse_reply(const std::string& out, int n);

// What a game shows beside its record, which the archive's format has no place for.
struct GameExtras {
  // X's and O's slowest move (wall clock, start to exit; 0 for a side that never moved), for the
  // match runner's results.
  std::array<long long, 2> slowest_ms{};
  // What the programs wrote on stderr (ruling 5: never judged), for the file beside the log: per
  // move that wrote any, "move N SIDE:" and the last kStderrTail bytes, each on its own lines.
  std::string stderr_text;
};
constexpr std::size_t kStderrTail = 1024;

// Plays one game; the record is in the archive's format. Throws std::system_error when the game's
// directory cannot be made in options.work_dir. Fills *extras when given.
GameRecord play_game(const Player& x, const Player& o, const GameOptions& options,
                     GameExtras* extras = nullptr);

}  // namespace pousse
