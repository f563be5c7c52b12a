// archive.h: the 1998 tournament's game log format, and the replay checker that reads it.
//
// One game per line, each ended by a newline, exactly as format_record writes it (one space
// between fields, no other blank):
//   ("Tue Sep  8 12:11:33 1998" X: 1 O: 2 winner: X end: "game ended normally" time: 1554062
//    game: (6 L3 T3 ... ))
// - the date is strftime's "%a %b %e %H:%M:%S %Y" in the C locale, its weekday true to the date;
//   pousse_tune's self-play records have "selfplay" instead, end normally and have time 0;
// - X and O name the players (entry numbers in 1998, program names in our logs): printable
//   characters without blanks, parentheses or quotes, two different names (self-play excepted);
// - winner is X, O, or - (a draw at the move limit);
// - the end reason is "game ended normally", "move limit reached" (our referee's draw), or
//   "<side> <forfeit>" with the 1998 forfeits: "exceeded time limit", "made an invalid move",
//   "raised signal K" (K from 1 to 64, Linux's signals), "did not kill all its processes";
// - time is the game's total wall-clock time in whole milliseconds (at most 18 digits);
// - game lists N (4 to 20), then the moves actually played, each followed by a space.
// Whole numbers are written without sign or leading zero. Nothing else is accepted.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "rules.h"

namespace pousse {

// A player's name as a record can hold it: one or more printable characters without blanks,
// parentheses or quotes (the referee refuses any other on its command line).
bool valid_name(const std::string& name);

extern const char* const kNormalEnd;     // "game ended normally"
extern const char* const kMoveLimitEnd;  // "move limit reached"
extern const char* const kSelfPlayDate;  // "selfplay", the date of pousse_tune's records

struct GameRecord {
  std::string date;
  std::string x_name, o_name;
  char winner = '-';  // 'X', 'O', or '-' for a draw at the move limit
  std::string end;
  long long time_ms = 0;
  int size = 6;
  std::vector<Move> moves;
};

// Parses one line (without its newline); nullopt, with *error set to the column and the problem,
// when it is not a record the referee or pousse_tune could have written.
std::optional<GameRecord> parse_record(const std::string& line, std::string* error);
std::string format_record(const GameRecord& r);

// What replaying a record shows.
struct CheckResult {
  bool ok = false;                  // the record agrees with the rules
  std::string problem;              // why not, when !ok
  Status status = Status::Playing;  // the replayed game's state after the last move
  std::string reason;               // "repetition", "straights", or "" when still playing
};

// Replays a record. A normally-ended game must end exactly on its last move with the recorded
// winner; a forfeited one must be legal and still in play, the forfeiter must be the side to move
// (its forfeited move is not recorded), and the winner the other side; a move-limit draw must be
// in play after at least one move, with winner -.
CheckResult check_record(const GameRecord& r);

}  // namespace pousse
