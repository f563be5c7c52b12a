// game.h: the rules of The Land of Shot-Em-Up, the seeded generator and the teacher's random robot.
//
// The board is 10x10, squares (x, y) with (0, 0) at the upper left; x is the column, y the row.
// Robot 0 is "you" (the program under test), robot 1 the opponent (the random robot). Every ruling
// the statement leaves open is written in shootemup/README.md under "Rulings".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shootemup {

constexpr int kSize = 10;
constexpr int kLethalHits = 3;  // the third hit kills

inline bool on_board(int x, int y) { return x >= 0 && x < kSize && y >= 0 && y < kSize; }

// One robot move: a step (dx, dy may both be 0: stay put) or a shot (not both 0).
struct Move {
  bool shoot = false;
  int dx = 0, dy = 0;
  bool operator==(const Move& o) const { return shoot == o.shoot && dx == o.dx && dy == o.dy; }
};

// Parses a robot's "M dx dy" or "S dx dy" line exactly as the statement spells it (single spaces,
// no superfluous characters, -1 <= dx,dy <= 1, a shot not 0 0). Anything else is nullopt.
std::optional<Move> parse_move(const std::string& line);
std::string format_move(const Move& m);

// SplitMix64: a small generator whose whole sequence a G seed fixes, on every platform.
class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) { reseed(seed); }
  void reseed(std::uint64_t seed) { state_ = seed; }
  std::uint64_t next();
  // Uniform in [0, n) for 0 < n <= 2^32, by rejection so that it is exactly uniform.
  int below(int n);

 private:
  std::uint64_t state_ = 0;
};

struct Robot {
  int x = 0, y = 0;
  int hits = 0;            // hits taken so far
  bool shot_last = false;  // its last move was a shot, so a shot now has no power
  bool alive = true;
  bool fired = false;  // its last move was a shot (for the board), with direction:
  int shot_dx = 0, shot_dy = 0;
};

// What one move did.
struct MoveResult {
  bool fell = false;             // the mover stepped off the board and died
  bool hit = false;              // the mover's shot hit the other robot
  bool killed = false;           // ... and that was the other robot's third hit
  int from_dx = 0, from_dy = 0;  // for a hit: the H line's direction (victim toward shooter)
};

// True if a powered shot from (x, y) in direction (dx, dy) hits a robot standing at (tx, ty): the
// target is on the ray beyond the shooter's own square (a robot on the shooter's square is immune).
bool shot_hits(int x, int y, int dx, int dy, int tx, int ty);

class Game {
 public:
  // Robot 0 at (x0, y0), robot 1 at (x1, y1), both fresh.
  Game(int x0, int y0, int x1, int y1);
  // Draws the start squares from rng: robot 0 uniform over the 100 squares, then robot 1 uniform
  // over the 99 others.
  static Game random_start(Rng& rng);

  const Robot& robot(int who) const { return robots_[who]; }
  // Applies robot who's move; the other robot stands still meanwhile.
  MoveResult apply(int who, const Move& m);
  // The board as the arena prints it: "!" , ten "! " rows, "!".
  std::vector<std::string> draw() const;

 private:
  Robot robots_[2];
};

// The teacher's stupid random robot: uniform over its options, which are every step that stays on
// the board (including staying put) and the eight shots (charged or not). Options are listed steps
// first, dy then dx from -1 to 1, then shots in the same order.
std::vector<Move> random_robot_options(int x, int y);
Move random_robot_move(const Robot& self, Rng& rng);

}  // namespace shootemup
