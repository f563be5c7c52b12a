// rules.h: the Boxing Match arena, its moves, and the exact check of an entry's output.
//
// The arena is 32 columns by 16 rows, sent as 16 lines of 32 characters each followed by '\n'
// (528 bytes). '-' is a vacant spot; any other character is taken ('o' by the referee, a mark by a
// player). A move writes one k x k box (1 <= k <= 16) of the mover's mark over vacant spots only.
#pragma once

#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <vector>

namespace boxing {

constexpr int kWidth = 32, kHeight = 16, kMaxBox = 16;
constexpr int kArenaBytes = kHeight * (kWidth + 1);  // 528
constexpr char kVacant = '-', kBlocked = 'o';

// A square box: top-left column x, row y, side k.
struct Box {
  int x = 0, y = 0, k = 0;
  bool operator==(const Box& o) const { return x == o.x && y == o.y && k == o.k; }
};

// The arena as text, always 528 bytes once parsed.
struct Arena {
  std::string text;
  char at(int x, int y) const { return text[y * (kWidth + 1) + x]; }
  char& at(int x, int y) { return text[y * (kWidth + 1) + x]; }
  int vacant() const;
  int count(char mark) const;
  bool full() const { return vacant() == 0; }
  bool fits(const Box& b) const;  // inside the arena and every spot vacant
  void place(const Box& b, char mark);
  std::vector<Box> legal_boxes() const;  // every legal box, small to large
};

// Empty string when text is a well-formed arena, else why not.
std::string format_error(const std::string& text);
// Parses (format_error must be empty) or throws std::runtime_error with the reason.
Arena parse_arena(const std::string& text);
// The mark a player may use: one printable character other than '-', 'o', '/' and blanks ('o'
// would count the blocked spots as the winner's marks; /tmp/arena./ cannot be a file).
bool valid_mark(char mark);

// Every way an output can be wrong, each with a name for the forfeit.
enum class OutputError {
  None,
  WrongLength,       // not exactly 528 bytes
  BadLayout,         // a line is not 32 characters followed by '\n'
  ChangedTaken,      // a spot that was not vacant changed
  WrongMark,         // a vacant spot now holds something other than the mark (and not '-')
  NoMove,            // nothing marked although vacant spots remained
  NotSquare,         // the marked spots are not one filled k x k box
  FullArenaChanged,  // the input was full and the output differs from it
};
const char* output_error_name(OutputError e);

struct MoveCheck {
  OutputError error = OutputError::None;
  Box box;             // the move when error == None and the input was not full
  std::string detail;  // a human-readable explanation
  bool ok() const { return error == OutputError::None; }
};

// Checks that output is input plus exactly one legal box of mark (or an unchanged full arena).
// input must be a well-formed arena.
MoveCheck check_output(const Arena& input, const std::string& output, char mark);

// Arenas: the referee's generator. `blocked` spots 'o' placed by `layout`:
//   "random"    uniformly at random;
//   "clusters"  in small rectangles, like the statement's sample;
//   "symmetric" random, mirrored through the centre (a first-player mirror win exists).
Arena generate_arena(std::uint64_t seed, int blocked, const std::string& layout);
Arena empty_arena();

// A game's log, as the referee writes it: one item per line, each ended by '\n', nothing else.
//   boxing-log 1
//   player MARK NAME         two or more, in playing order: distinct valid marks; NAME is free
//                            text (one or more printable characters, no '=')
//   arena                    then the 16 lines of the starting arena: '-' and 'o' only
//   move MARK X Y K SECONDS  the box's top-left column X (0-31) and row Y (0-15), its side K
//                            (1-16), the run's wall time with three decimals
//   forfeit MARK REASON      one of the referee's forfeits (README, "The referee")
//   result WINNER_MARK SCORE...  one score per player
// Numbers are written without sign or leading zero, fields are separated by one space.
struct GameLog {
  std::vector<char> marks;
  std::vector<std::string> names;
  Arena start, final_arena;
  std::vector<Box> boxes;             // the moves, in order
  std::vector<long long> millis;      // each move's SECONDS, in milliseconds
  std::vector<std::string> forfeits;  // per player: empty, or its REASON
  int winner = -1;
  std::vector<int> scores;
};

// SECONDS is the run's wall time as the process runner measures it, after the program has exited
// and its process group has been checked for leftovers; the limit is enforced on the program
// alone. A legal move can therefore be logged a little over the limit: this much is allowed.
constexpr long long kLimitSlackMs = 100;

// One turn of a log as check_log reads it, for the viewers.
struct LogTurn {
  int player = -1;  // in playing order; -1 for the starting arena
  bool forfeit = false;
  Box box;               // the move's box, unless a forfeit
  long long millis = 0;  // the move's SECONDS, in milliseconds
  std::string reason;    // the forfeit's REASON
};
// Told of the starting arena and then of every turn with the arena after it, as check_log reads
// the log (a log that fails is told up to its last good turn); g holds the marks and the names.
using LogObserver = std::function<void(const GameLog& g, const LogTurn& turn, const Arena& arena)>;

// Checks a whole log against the rules: every line and every field, each move legal and in turn
// and within limit_ms (plus kLimitSlackMs: a slower run is a "timeout" forfeit), each forfeit one
// the referee writes and possible on the arena as it stood, the game over exactly at the last turn,
// the result and the scores as the rules give them. Returns "" when the log is one the referee
// could have written for a legal game, else the first problem ("line N: ...").
std::string check_log(const std::string& text, long long limit_ms, GameLog* out = nullptr,
                      const LogObserver& observe = {});

}  // namespace boxing
