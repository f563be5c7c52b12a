// rules.h: the rules of Lloyd's Dilemma as the referee applies them.
//
// A 5x5 square of tiles A-X and one empty spot '+'. Perfection is ABCDE/FGHIJ/KLMNO/PQRST/UVWX+.
// A move letter names the direction the tile travels into the empty spot (d, u, r, l); t moves the
// centre tile into the empty spot wherever it is, and is illegal when the centre is empty.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace lloyd {

constexpr int kSide = 5;
constexpr int kCells = 25;
constexpr int kCentre = 12;
constexpr char kEmpty = '+';

// The square, row by row: 25 characters, 'A'-'X' and '+'.
using Square = std::array<char, kCells>;

Square perfection();
bool is_perfect(const Square& s);
int empty_spot(const Square& s);
// Tiles A-X standing in their finished spots (the empty spot does not count).
int tiles_in_place(const Square& s);
std::string to_text(const Square& s);  // the 30-byte file form

// Reads a square file exactly as the statement guarantees it: 30 bytes, five lines of five
// characters each followed by '\n', A-X and '+' once each. On failure returns false and says why.
bool parse_square(const std::string& text, Square& out, std::string& error);

// Checks an entry's output: only the letters d, u, r, l, t, then exactly one '\n' and nothing
// else (no white space, no second line). On success `moves` holds the letters without the '\n'.
bool parse_output(const std::string& text, std::string& moves, std::string& error);

// Applies one move; returns false (and leaves the square alone) when it is illegal.
bool apply_move(Square& s, char move);

struct Replay {
  bool legal = true;
  int first_illegal = -1;  // index of the first illegal move, or -1
  int moves = 0;           // moves applied (all of them when legal)
  int transports = 0;      // 't' moves among them
  int tiles_in_place = 0;  // in the final square; 0 when a move was illegal (it scores zero)
  bool perfect = false;
  Square final_square{};
};

// Applies the moves in order, stopping at the first illegal one.
Replay replay(const Square& start, const std::string& moves);

// Uniform over all 25! arrangements (each is solvable with the transport move), from a seed.
Square random_square(uint64_t seed);

// Whether a square can reach perfection by slides alone (the classic parity condition).
bool solvable_by_slides(const Square& s);

}  // namespace lloyd
