// archive.h: the 1998 tournament's game log format, and the replay checker that reads it.
//
// One game per line:
//   ("Tue Sep  8 12:11:33 1998" X: 1 O: 2 winner: X end: "game ended normally" time: 1554062
//    game: (6 L3 T3 ... ))
// X and O name the players (entry numbers in 1998, program names in our logs), time is the
// game's total time in milliseconds, and game lists N then the moves actually played. The end
// reason is "game ended normally" or "<side> <forfeit>", where the forfeits are the 1998 ones:
// "exceeded time limit", "made an invalid move", "raised signal K", "did not kill all its
// processes" (our referee adds "move limit reached", a draw with winner "-").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "rules.h"

namespace pousse {

extern const char* const kNormalEnd;  // "game ended normally"

struct GameRecord {
  std::string date;
  std::string x_name, o_name;
  char winner = '-';  // 'X', 'O', or '-' for a draw at the move limit
  std::string end;
  long long time_ms = 0;
  int size = 6;
  std::vector<Move> moves;
};

// Parses one line; nullopt (with *error set) when it is not a well-formed record.
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
// (its forfeited move is not recorded), and the winner the other side.
CheckResult check_record(const GameRecord& r);

}  // namespace pousse
