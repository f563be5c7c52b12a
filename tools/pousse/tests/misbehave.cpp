// misbehave.cpp: a Pousse "program" that misbehaves on purpose, for the referee's forfeit tests.
// POUSSE_MISBEHAVE picks how: sleep (past any limit), late (prints T1, then sleeps past the limit
// before exiting), crash (SIGSEGV), abort, exit (status 3), garbage (prints "hello"), range (prints
// a move off the board), flood (megabytes of output), errflood (megabytes on stderr, then T1),
// noisy (64 KiB on stderr, then T1), fork
// (leaves a child running), silent (prints nothing), first (plays T1 on the empty board and exits
// with status 3 on any later turn), count (keeps the number of its own moves in support/count and
// exits with status 3 when the file does not hold the number of its earlier moves in this game),
// shipped (as count, and also exits with status 3 unless it runs as ./runme with the file
// support/shipped of its submission beside it). Otherwise it plays T1 correctly.
#include <signal.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

namespace {

// True when support/count holds the number of this player's earlier moves in the game (no file
// for none) and now holds one more. Each side has made half the moves so far, rounded down.
bool count_own_moves(const std::string& game) {
  std::istringstream in(game);
  int tokens = 0;
  for (std::string t; in >> t;) ++tokens;
  const int mine = (tokens - 1) / 2;
  int seen = 0;
  std::ifstream before("support/count");
  if (before && !(before >> seen)) return false;
  if (seen != mine) return false;
  std::ofstream after("support/count");
  after << mine + 1 << "\n";
  after.close();
  return !after.fail();
}

}  // namespace

int main(int, char** argv) {
  std::string game((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  const char* how = std::getenv("POUSSE_MISBEHAVE");
  std::string h = how ? how : "";
  if (h == "shipped" && (std::strcmp(argv[0], "./runme") != 0 || !std::ifstream("support/shipped")))
    return 3;
  if ((h == "count" || h == "shipped") && !count_own_moves(game)) return 3;
  if (h == "sleep") sleep(1000);
  if (h == "late") {
    std::cout << "T1" << std::endl;
    sleep(1000);
  }
  if (h == "crash") raise(SIGSEGV);
  if (h == "abort") std::abort();
  if (h == "exit") return 3;
  if (h == "first" && game.find_first_not_of("0123456789 \r\n") != std::string::npos) return 3;
  if (h == "silent") return 0;
  if (h == "garbage")
    std::cout << "hello\n";
  else if (h == "range")
    std::cout << "L99\n";
  else if (h == "flood") {
    for (int i = 0; i < 1000000; ++i) std::cout << "T1 T1 T1 T1\n";
  } else if (h == "noisy") {
    std::cerr << std::string(65535, 'e') << '\n';
    std::cout << "T1\n";
  } else if (h == "errflood") {
    for (int i = 0; i < 1000000; ++i) std::cerr << "thinking hard\n";
    std::cout << "T1\n";
  } else if (h == "fork") {
    if (fork() == 0) {
      sleep(1000);
      _exit(0);
    }
    std::cout << "T1\n";
  } else {
    std::cout << "T1\n";
  }
  return 0;
}
