// game.h: runs Boxing Match games between programs the way the contest did and logs them (the
// logs are checked by check_log in rules.h), and scores the two stages of the tournament.
//
// Each move runs `program MARK` with the arena on stdin and takes the arena on stdout, within a
// time limit (1 s in the statement). A crash, a timeout, an output flood, leftover processes or
// any output that is not exactly the input plus one legal box is a named forfeit.
//
// The temporary file rule: a program may keep /tmp/arena.MARK. Two games that share a mark never
// run at the same time: each game holds an exclusive lock per mark it uses (see MarkLocks), in any
// thread or referee process, and the referee removes /tmp/arena.MARK of every player before and
// after the game. Games with disjoint marks run concurrently.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "common/game/game.h"
#include "common/process/process.h"
#include "rules.h"

namespace boxing {

struct Player {
  std::string name;
  std::string path;
  char mark = 'A';
  std::vector<std::string> env;  // extra "NAME=value" entries
};

struct MoveRecord {
  int player = 0;
  Box box;
  double seconds = 0;
  std::string stderr_tail;  // the last kStderrTail bytes the program wrote on stderr
};

// stdout holds the arena (528 bytes): more than kStdoutCap is an "output flood". The statement
// says nothing of stderr, so it is read separately and never judged, up to kStderrCap (the
// process runner stops a program at that much on either stream, see README "Rulings"); its last
// kStderrTail bytes are kept for the referee's log directory.
constexpr std::size_t kStdoutCap = 4096, kStderrCap = std::size_t{1} << 20, kStderrTail = 1024;

struct GameResult {
  std::vector<MoveRecord> moves;
  int winner = -1;                    // index of the player who won
  std::vector<int> scores;            // per player: the winner's marks, zero for the rest
  std::vector<std::string> forfeits;  // per player: empty, or why it forfeited
  Arena final_arena;

  // A player's slowest move (wall clock from the start of its process to its exit).
  double slowest_move(int player) const;
};

struct GameOptions {
  contest::Millis time_limit{1000};
  std::ostream* log = nullptr;    // the game's log (see write_log) when not null
  std::string lock_dir = "/tmp";  // where the per-mark lock files live
};

// Exclusive locks on lock_dir/boxing-referee.HEX.lock for each mark (HEX: the mark's code), taken
// in ascending order so that two games never deadlock. With wait == false it gives up at once when
// one is held elsewhere (held() is then false and nothing stays locked).
class MarkLocks {
 public:
  MarkLocks(const std::string& lock_dir, std::vector<char> marks, bool wait = true);
  ~MarkLocks();
  MarkLocks(const MarkLocks&) = delete;
  MarkLocks& operator=(const MarkLocks&) = delete;
  bool held() const { return held_; }

 private:
  void release();
  std::vector<int> fds_;
  bool held_ = false;
};

// Runs one move of one player: empty when the output is a legal move (check holds it), else the
// forfeit's name and details. seconds: the run's wall time; stderr_tail (if given): the end of what
// the program wrote on stderr.
std::string judge_move(const Player& p, const Arena& arena, contest::Millis limit, MoveCheck& check,
                       double& seconds, std::string* stderr_tail = nullptr);

// Plays one game. Players move in the given order; one who forfeits leaves the game (its marks
// stay), and when a single player is left it wins with the marks it has. Throws
// std::invalid_argument for duplicate or invalid marks, or a full arena.
GameResult play_game(const std::vector<Player>& players, const Arena& start,
                     const GameOptions& options);

std::string temp_file(char mark);  // "/tmp/arena.MARK"

// The contest's word for a fault ("timeout", "crash (exit 3)"); an illegal move's is the
// check's, output_error_name and its detail.
std::string forfeit_word(contest::Fault f, const contest::RunResult& r);

}  // namespace boxing
