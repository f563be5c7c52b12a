// misbehave.cpp: a Lloyd's Dilemma entry that goes wrong on purpose, for the referee's tests; the
// shared modes are tools/common/misbehave/misbehave.h. LLOYD_MISBEHAVE names the mode (default
// echo); an unknown mode prints nothing. Its well-behaved answer (echo): LLOYD_MOVES and a newline.
//   echo       prints LLOYD_MOVES and a newline    nonewline  prints it without one
//   crash      dies of SIGSEGV                     spin       burns CPU time forever
//   sleep      sleeps forever (an hour)            flood      prints without end
//   nap        sleeps three seconds, then echoes (slow in wall time, cheap in CPU time)
//   noisy      1.1 MB on stderr in one line (control bytes in it), then echoes
//   errflood   writes on stderr without end        bigout     prints 1.1 MB of moves
#include "common/misbehave/misbehave.h"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace mb = contest::misbehave;

int main() {
  const mb::Mode mode = mb::read_mode("LLOYD", "echo");
  const char* env = std::getenv("LLOYD_MOVES");
  const std::string moves = env ? env : "";
  const bool echo =
      mb::act(mode.name,
              {{"echo", nullptr},
               {"nap", [] { mb::nap(3); }},
               {"noisy",
                [] {
                  std::fputs("a first line\n", stderr);
                  mb::repeat(stderr, "noise\tnois", 110000);
                  std::fputs("\x01the end\n", stderr);
                }},
               {"errflood", [] { mb::flood(stderr, std::string(30, 'e')); }},
               {"bigout",
                [] {
                  mb::repeat(stdout, "lrlrlrlrlrlrlrlrlrlr", 55000);
                  std::fputs("\n", stdout);
                },
                mb::Then::kNoMove},
               {"nonewline", [&] { std::fputs(moves.c_str(), stdout); }, mb::Then::kNoMove},
               {"sleep", [] { mb::nap(3600); }, mb::Then::kNoMove},
               {"flood", [] { mb::flood(stdout, std::string(30, 'd')); }}},
              false);
  if (echo) std::printf("%s\n", moves.c_str());
  return 0;
}
