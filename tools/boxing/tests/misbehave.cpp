// misbehave.cpp: a Boxing Match program that goes wrong on purpose, for the referee's tests; the
// shared modes and the mode's trigger are tools/common/misbehave/misbehave.h. BOXING_MISBEHAVE
// names the mode (default ok); it plays ok while it has fewer than BOXING_MISBEHAVE_AFTER marks on
// the arena (default 0). Its well-behaved move (ok): the first vacant spot as a 1x1 box, the arena
// copied.
//   crash      dies of SIGSEGV            hang       stops answering
//   flood      prints the arena without end
//   chatty     64 KiB on stderr, its last byte '!', then ok
//   errflood   prints the arena on stderr without end
//   fork       leaves a child running (30 s), then ok
//   tmpcheck   ok, and exits with status 3 unless /tmp/arena.MARK is absent at its first move and
//              holds what it wrote at its previous move later on (no other game shares it)
//   tmpdir     ok, and keeps a directory /tmp/arena.MARK with a file inside; exits with status 3
//              when anything of it is there at its first move of a game
//   short      the arena without its last byte    layout     two spots of the arena swapped
//   taken      marks a spot already taken          wrongmark  marks the first vacant spot Z or Y
//   nomove     the arena unchanged                 rectangle  a 2x1 box
//   fullchange on a full arena, changes its first spot (on any other, ok)
#include "common/misbehave/misbehave.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

namespace mb = contest::misbehave;

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  const char mark = argv[1][0];
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  mb::Mode mode = mb::read_mode("BOXING", "ok");
  int mine = 0;
  for (char c : text) mine += c == mark;
  if (!mode.due(mine)) mode.name = "ok";
  const std::string path = std::string("/tmp/arena.") + mark;
  mb::act(mode.name, {{"flood", [&] { mb::flood(stdout, text); }},
                      {"chatty",
                       [] {
                         const std::string line(63, '.');
                         mb::repeat(stderr, line + "\n", 1023);
                         std::fputs((line + "!").c_str(), stderr);
                       }},
                      {"errflood", [&] { mb::flood(stderr, text); }},
                      {"fork", [] { mb::leave_child(30); }},
                      {"tmpcheck",
                       [&] {
                         if (!mb::tally(path, "moves so far: ", mine - 1, mine)) std::exit(3);
                       }},
                      {"tmpdir", [&] {
                         if (mine == 0 && ::access(path.c_str(), F_OK) == 0) std::exit(3);
                         ::mkdir(path.c_str(), 0700);
                         std::ofstream(path + "/kept") << "moves so far: " << mine << "\n";
                       }}});
  const std::size_t first = text.find('-');
  if (first != std::string::npos) {
    if (mode.is("short"))
      text.pop_back();
    else if (mode.is("layout"))
      std::swap(text[first], text[32]);
    else if (mode.is("taken"))
      text[text.find_first_not_of("-\n")] = mark;
    else if (mode.is("wrongmark"))
      text[first] = mark == 'Z' ? 'Y' : 'Z';
    else if (mode.is("rectangle") && text[first + 1] == '-')
      text[first] = text[first + 1] = mark;
    else if (!mode.is("nomove"))
      text[first] = mark;
  } else if (mode.is("fullchange")) {
    text[0] = text[0] == 'Q' ? 'R' : 'Q';
  }
  std::fwrite(text.data(), 1, text.size(), stdout);
  return 0;
}
