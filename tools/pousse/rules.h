// rules.h: the rules of Pousse (ICFP 1998) for the referee, the replay checker and the opponents.
//
// Rules as the 1998 tournament applied them (checked against its whole phase-1 archive):
// - a position is the board plus the side to move; a move loses for its mover when the position it
//   creates has occurred before in the game (the empty board with X to move included);
// - otherwise, after a move, if one colour has more straights (full rows or columns) than the
//   other, that colour wins, whoever moved; equal counts (zero or not) play on;
// - a push shifts the markers of its line only up to the first empty square; when the line is
//   full, the marker at the far end falls off.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace pousse {

constexpr int kMinSize = 4, kMaxSize = 20;

enum Cell : std::uint8_t { Empty = 0, X = 1, O = 2 };
inline Cell other(Cell c) { return c == X ? O : X; }
inline char cell_char(Cell c) { return c == X ? 'X' : c == O ? 'O' : '.'; }

// A move: a side ('L', 'R', 'T', 'B') and a 1-based row or column index.
struct Move {
  char side = 'L';
  int index = 1;
  bool operator==(const Move& m) const { return side == m.side && index == m.index; }
  std::string str() const { return side + std::to_string(index); }
};

// Parses "L3" etc. for a board of size n; nullopt when malformed or out of range. Exact form only:
// an upper-case letter, then a decimal index without sign or leading zero.
std::optional<Move> parse_move(const std::string& text, int n);

// All 4N moves in a fixed order: L1..LN, R1..RN, T1..TN, B1..BN.
std::vector<Move> all_moves(int n);

class Board {
 public:
  explicit Board(int n = 6) : n_(n), cells_(n * n, Empty) {}
  int size() const { return n_; }
  Cell at(int row, int col) const { return cells_[row * n_ + col]; }  // 0-based
  void set(int row, int col, Cell c) { cells_[row * n_ + col] = c; }
  // Inserts a marker of colour c with move m (the push rule above).
  void push(const Move& m, Cell c);
  // Number of full rows plus full columns of colour c.
  int straights(Cell c) const;
  std::string key() const { return std::string(cells_.begin(), cells_.end()); }
  std::string render() const;  // N lines of 'X', 'O', '.'

 private:
  int n_;
  std::vector<Cell> cells_;
};

enum class Status { Playing, XWins, OWins };

// A game in progress: board, side to move, and every position seen so far.
class Game {
 public:
  explicit Game(int n = 6);
  int size() const { return board_.size(); }
  const Board& board() const { return board_; }
  Cell to_move() const { return to_move_; }
  Status status() const { return status_; }
  bool over() const { return status_ != Status::Playing; }
  const std::vector<Move>& moves() const { return moves_; }
  // How the game ended: "repetition" or "straights" (empty while playing).
  const std::string& reason() const { return reason_; }
  // Plays m for the side to move; returns false (and changes nothing) when the game is over.
  bool play(const Move& m);
  // Would m end the game, and how? Playing, or the winner, without changing the game.
  Status preview(const Move& m) const;
  // The stdin a program gets: N, then one move per line.
  std::string input_text() const;

 private:
  Board board_;
  Cell to_move_ = X;
  Status status_ = Status::Playing;
  std::string reason_;
  std::vector<Move> moves_;
  std::set<std::string> seen_;  // board key + side to move
};

inline Cell winner_cell(Status s) {
  return s == Status::XWins ? X : s == Status::OWins ? O : Empty;
}

}  // namespace pousse
