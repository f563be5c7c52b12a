// misbehave.cpp: a Pousse "program" that misbehaves on purpose, for the referee's forfeit tests.
// POUSSE_MISBEHAVE picks how: sleep (past any limit), late (prints T1, then sleeps past the limit
// before exiting), crash (SIGSEGV), abort, exit (status 3), garbage (prints "hello"), range (prints
// a move off the board), flood (megabytes of output), errflood (megabytes on stderr, then T1), fork
// (leaves a child running), silent (prints nothing), first (plays T1 on the empty board and exits
// with status 3 on any later turn). Otherwise it plays T1 correctly.
#include <signal.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

int main() {
  std::string game((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  const char* how = std::getenv("POUSSE_MISBEHAVE");
  std::string h = how ? how : "";
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
