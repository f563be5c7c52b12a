// rules.h: the rules of POTM Showdown (see showdown/spec.txt and the Rulings in
// showdown/README.md).
//
// A Game holds the board (9 rows A-I by 26 columns, walls), both players and the turn order. The
// mediator asks it whose slot is next, skips a sleeping player's slot, feeds it one command per
// turn and reads the reply, the end of the game and the scores from it. The replay checker drives
// the same class from a log, so a log is verified by exactly the rules that produced it.
#pragma once

#include <array>
#include <optional>
#include <string>

namespace showdown {

constexpr int kRows = 9;
constexpr int kCols = 26;
constexpr int kMaxTurns = 100;

struct Square {
  int row = 0;  // 0 = A .. 8 = I
  int col = 0;  // 0 = column 1 .. 25 = column 26
  bool operator==(const Square& o) const { return row == o.row && col == o.col; }
  bool operator!=(const Square& o) const { return !(*this == o); }
};

bool on_board(Square s);
// "A 1" style, as the protocol writes squares.
std::string square_text(Square s);

enum class CommandType { Move, Radar, Wall, Zap, Help };

struct Command {
  CommandType type = CommandType::Help;
  Square target;  // for MOVE, WALL and ZAP; may lie off the board (the reply is then ERROR)
};

// Parses a program's whole stdout. Exactly one non-empty line is allowed, holding one command:
// a keyword, and for MOVE/WALL/ZAP a row letter and a column number, separated by blanks.
// Returns nothing for anything else (the mediator's "garbage" fault).
std::optional<Command> parse_command(const std::string& output);
std::string command_text(const Command& c);

enum class Outcome { Running, FirstWins, SecondWins, Tie, TurnLimit };
const char* outcome_name(Outcome o);

struct PlayerStats {
  int turns = 0;     // turn slots used, including slots lost to sleep or to a fault
  int moves = 0;     // MOVE commands issued (tiebreaker a)
  int ouches = 0;    // OUCH replies this player received (tiebreaker b; the opponent scores them)
  int radars = 0;    // RADAR commands (tiebreaker c)
  int walls = 0;     // WALL commands (tiebreaker d)
  int zap_hits = 0;  // HIT replies this player received
  int slept = 0;     // turns lost to sleep
  int faults = 0;    // turns lost to a misbehaving program
};

struct Score {
  int result = 0;    // 1000 win, 500 tie
  int ouch = 0;      // 15 per opponent OUCH
  int zap = 0;       // 7 per HIT
  int speed = 0;     // 3*(100-N) to the winner, or both on a tie
  int distance = 0;  // 11 per row and column away from home
  int total() const { return result + ouch + zap + speed + distance; }
};

class Game {
 public:
  // max_turns: the turns each player gets before the game stops (the statement's 100; tests
  // shorten it). The speed bonus is 3*(100-N) whatever the cap.
  explicit Game(int max_turns = kMaxTurns);

  // Whose slot is next (0 = player one at A 1, 1 = player two at I 26), valid while !over().
  int current() const { return current_; }
  bool over() const { return outcome_ != Outcome::Running; }
  Outcome outcome() const { return outcome_; }
  // The current player sleeps through this slot: call skip_turn() instead of play().
  bool asleep() const { return asleep_[current_]; }
  // Player p sleeps through its next slot (it was hit), for the viewers.
  bool sleeping(int p) const { return asleep_[p]; }
  // The stdin line the current player gets: "INIT A 1" / "INIT I 26" first, then its last reply.
  std::string pending_input() const;
  // The turn number the current slot has for its player (1-based).
  int turn_number() const { return stats_[current_].turns + 1; }

  // Plays the current player's turn and returns the reply it will read next turn. A missing
  // command is a turn lost to a fault; its reply is ERROR.
  std::string play(const std::optional<Command>& command);
  void skip_turn();

  Square position(int p) const { return pos_[p]; }
  static Square home(int p) { return p == 0 ? Square{0, 0} : Square{kRows - 1, kCols - 1}; }
  static Square goal(int p) { return home(1 - p); }
  bool wall(Square s) const { return walls_[s.row * kCols + s.col]; }
  const PlayerStats& stats(int p) const { return stats_[p]; }
  Score score(int p) const;
  int max_turns() const { return max_turns_; }

  // Test hooks: set up positions and walls directly.
  void place(int p, Square s) { pos_[p] = s; }
  void set_wall(Square s, bool on) { walls_[s.row * kCols + s.col] = on; }

 private:
  std::string apply(int p, const Command& c);
  void end_slot();

  std::array<Square, 2> pos_;
  std::array<bool, kRows * kCols> walls_{};
  std::array<PlayerStats, 2> stats_{};
  std::array<bool, 2> asleep_{};
  std::array<std::string, 2> last_reply_;
  int current_ = 0;
  int max_turns_ = kMaxTurns;
  int first_arrival_turn_ = 0;  // player one's arrival turn, while player two takes its last turn
  Outcome outcome_ = Outcome::Running;
};

// Tiebreakers of the statement, in order, on totals over the games of a match: fewest MOVEs,
// fewest OUCHs, most RADARs, most WALLs. Returns 0 if all are equal, else -k if a is better
// and k if b is, k being the deciding criterion (1 = MOVEs .. 4 = WALLs).
int compare_tiebreakers(const PlayerStats& a, const PlayerStats& b);
PlayerStats& operator+=(PlayerStats& a, const PlayerStats& b);

}  // namespace showdown
