// misbehave.cpp: a Boxing Match program that goes wrong on purpose, for the referee's tests.
// BOXING_MISBEHAVE picks how: ok (first vacant spot, 1x1), crash, hang, flood, short, layout,
// taken, wrongmark, nomove, rectangle, fork, fullchange, tmpcheck, tmpdir, chatty (64 KiB on
// stderr, then ok), errflood (stderr without end). It plays `ok` while it
// has fewer than BOXING_MISBEHAVE_AFTER marks on the arena (default 0).
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  char mark = argv[1][0];
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  const char* m = std::getenv("BOXING_MISBEHAVE");
  std::string mode = m ? m : "ok";
  const char* after = std::getenv("BOXING_MISBEHAVE_AFTER");
  int mine = 0;
  for (char c : text) mine += c == mark;
  if (after && mine < std::atoi(after)) mode = "ok";
  std::size_t first = text.find('-');
  if (mode == "crash") raise(SIGSEGV);
  if (mode == "hang")
    for (;;) pause();
  if (mode == "flood")
    for (;;) std::fwrite(text.data(), 1, text.size(), stdout);
  if (mode == "chatty") {
    std::string line(63, '.');
    for (int i = 0; i < 1024; ++i)
      std::fprintf(stderr, "%s%c", line.c_str(), i == 1023 ? '!' : '\n');
    mode = "ok";
  }
  if (mode == "errflood")
    for (;;) std::fwrite(text.data(), 1, text.size(), stderr);
  if (mode == "fork" && fork() == 0) {
    sleep(30);
    return 0;
  }
  if (mode == "tmpcheck") {
    // Its file must be absent at its first move (nothing left from an earlier game) and hold what
    // it wrote at its previous move later on (no other game shares it). It plays 1x1 boxes.
    std::string path = std::string("/tmp/arena.") + mark, seen;
    std::getline(std::ifstream(path), seen);
    if (seen != (mine == 0 ? "" : "moves so far: " + std::to_string(mine - 1))) return 3;
    std::ofstream(path) << "moves so far: " << mine << "\n";
  }
  if (mode == "tmpdir") {
    // Keeps a directory, not a file, under its name, with a file inside: nothing of it may be
    // there at its first move of a game.
    std::string path = std::string("/tmp/arena.") + mark;
    if (mine == 0 && ::access(path.c_str(), F_OK) == 0) return 3;
    ::mkdir(path.c_str(), 0700);
    std::ofstream(path + "/kept") << "moves so far: " << mine << "\n";
  }
  if (first != std::string::npos) {
    if (mode == "short")
      text.pop_back();
    else if (mode == "layout")
      std::swap(text[first], text[32]);
    else if (mode == "taken")
      text[text.find_first_not_of("-\n")] = mark;
    else if (mode == "wrongmark")
      text[first] = mark == 'Z' ? 'Y' : 'Z';
    else if (mode == "rectangle" && text[first + 1] == '-')
      text[first] = text[first + 1] = mark;
    else if (mode != "nomove")
      text[first] = mark;
  } else if (mode == "fullchange") {
    text[0] = text[0] == 'Q' ? 'R' : 'Q';
  }
  std::fwrite(text.data(), 1, text.size(), stdout);
  return 0;
}
