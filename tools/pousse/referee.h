// referee.h: plays Pousse programs against each other as the 1998 tournament did.
//
// Each move runs the program to move once, with the game so far on stdin (N, then one move per
// line), its own directory as the working directory and a wall-clock limit (30 s in 1998). The
// reply must be exactly one move, alone on its line. A program forfeits the game, under the 1998
// names, when it "exceeded time limit", "raised signal K", "did not kill all its processes" (a
// process of its group still alive after it exited; this is checked first, so it forfeits even a
// winning move), or "made an invalid move" (anything else: a non-zero exit, no move, a malformed
// or out-of-range move, too much output, a program that cannot be started).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "archive.h"
#include "common/process.h"
#include "rules.h"

namespace pousse {

struct Player {
  std::string name;
  std::string path;
  std::vector<std::string> env;  // extra "NAME=value" entries for each run
};

struct GameOptions {
  int size = 6;
  contest::Millis time_limit{30000};
  std::vector<Move> opening;  // played first, on the players' behalf; recorded as their moves
  int max_moves = 0;          // 0: none; else a draw ("move limit reached") after this many moves
};

// Checks one reply: the move, or an empty optional when it is not exactly one valid move.
std::optional<Move> parse_reply(const std::string& out, int n);

// Plays one game; the record is in the archive's format.
GameRecord play_game(const Player& x, const Player& o, const GameOptions& options);

// A random opening of `plies` moves that does not end the game, the same for the same seed.
std::vector<Move> random_opening(int size, int plies, std::uint64_t seed);

struct MatchOptions {
  int games = 2;              // played in pairs: each opening once with each colour
  std::vector<int> sizes{6};  // board size per pair, cycled
  int opening_plies = 0;      // random plies before the programs play; 0 as in 1998
  std::uint64_t seed = 1;
  int jobs = 1;  // games in parallel
  contest::Millis time_limit{30000};
  int max_moves = 0;
  bool progress = false;  // a progress line on stderr
};

struct MatchResult {
  std::vector<GameRecord> games;  // in game order
  int a_wins = 0, b_wins = 0, draws = 0;
  std::map<std::string, int> a_forfeits, b_forfeits;  // by forfeit name
  double score() const { return games.empty() ? 0 : (a_wins + 0.5 * draws) / games.size(); }
};

// Plays a match of a against b; on_game is called (under a lock) as each game ends.
MatchResult play_match(const Player& a, const Player& b, const MatchOptions& options,
                       const std::function<void(int, const GameRecord&)>& on_game = {});

// Win rate with a 95% margin and the Elo difference with its 95% interval, as text.
std::string summarize(const MatchResult& r, const std::string& a_name, const std::string& b_name);

}  // namespace pousse
