// misbehave.cpp: a Pousse program that goes wrong on purpose, for the referee's forfeit tests; the
// shared modes are tools/common/misbehave/misbehave.h. POUSSE_MISBEHAVE names the mode (default:
// none, it plays well). Its well-behaved move: T1, on any board.
//   sleep     sleeps past any limit           late      prints T1, then sleeps past the limit
//   crash     dies of SIGSEGV                 abort     dies of SIGABRT
//   exit      exits with status 3             silent    prints nothing
//   garbage   prints "hello"                  range     prints a move off the board (L99)
//   flood     megabytes of output             errflood  megabytes on stderr, then T1
//   noisy     64 KiB on stderr, then T1       fork      leaves a child running, then T1
//   first     plays T1 on the empty board and exits with status 3 on any later turn
//   count     keeps the number of its own moves in support/count and exits with status 3 when
//             the file does not hold the number of its earlier moves in this game
//   shipped   as count, and also exits with status 3 unless it runs as ./runme with the file
//             support/shipped of its submission beside it
#include "common/misbehave/misbehave.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>

namespace mb = contest::misbehave;

namespace {

// This player's earlier moves in the game: each side has made half the moves so far, rounded
// down (the first token is the board size).
long own_moves(const std::string& game) {
  std::istringstream in(game);
  long tokens = 0;
  for (std::string t; in >> t;) ++tokens;
  return (tokens - 1) / 2;
}

}  // namespace

int main(int, char** argv) {
  const std::string game((std::istreambuf_iterator<char>(std::cin)),
                         std::istreambuf_iterator<char>());
  const mb::Mode mode = mb::read_mode("POUSSE", "");
  if (mode.is("shipped") &&
      (std::strcmp(argv[0], "./runme") != 0 || !std::ifstream("support/shipped")))
    return 3;
  const long mine = own_moves(game);
  if ((mode.is("count") || mode.is("shipped")) &&
      !mb::tally("support/count", "", mine == 0 ? -1 : mine, mine + 1))
    return 3;
  const bool move =
      mb::act(mode.name,
              {{"sleep", [] { mb::nap(1000); }},
               {"late",
                [] {
                  std::fputs("T1\n", stdout);
                  std::fflush(stdout);
                  mb::nap(1000);
                }},
               {"exit", [] { std::exit(3); }},
               {"first",
                [&] {
                  if (game.find_first_not_of("0123456789 \r\n") != std::string::npos) std::exit(3);
                }},
               {"silent", nullptr, mb::Then::kNoMove},
               {"garbage", [] { std::fputs("hello\n", stdout); }, mb::Then::kNoMove},
               {"range", [] { std::fputs("L99\n", stdout); }, mb::Then::kNoMove},
               {"flood", [] { mb::repeat(stdout, "T1 T1 T1 T1\n", 1000000); }, mb::Then::kNoMove},
               {"noisy", mb::chatter},
               {"errflood", [] { mb::repeat(stderr, "thinking hard\n", 1000000); }},
               {"fork", [] { mb::leave_child(1000); }}});
  if (move) std::fputs("T1\n", stdout);
  return 0;
}
