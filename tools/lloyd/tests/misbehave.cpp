// A Lloyd's Dilemma entry that misbehaves on purpose, for the referee's tests. LLOYD_MISBEHAVE picks
// how: "echo" prints LLOYD_MOVES and a newline, "nonewline" prints it without one, "crash" dies
// of SIGSEGV, "spin" burns CPU time forever, "sleep" sleeps forever, "flood" prints endlessly,
// "nap" sleeps three seconds and then echoes (slow in wall time, cheap in CPU time), "noisy" writes
// 1.1 MB on stderr in one line (control bytes in it) and then echoes, "errflood" writes on stderr
// endlessly, "bigout" prints 1.1 MB of moves.
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>

int main() {
  const char* mode = std::getenv("LLOYD_MISBEHAVE");
  const char* moves = std::getenv("LLOYD_MOVES");
  if (!mode) mode = "echo";
  if (!moves) moves = "";
  if (!std::strcmp(mode, "nap")) std::this_thread::sleep_for(std::chrono::seconds(3));
  if (!std::strcmp(mode, "noisy")) {
    std::fputs("a first line\n", stderr);
    for (int i = 0; i < 110000; ++i) std::fputs("noise\tnois", stderr);
    std::fputs("\x01the end\n", stderr);
  }
  if (!std::strcmp(mode, "echo") || !std::strcmp(mode, "nap") || !std::strcmp(mode, "noisy"))
    std::printf("%s\n", moves);
  if (!std::strcmp(mode, "errflood"))
    for (;;) std::fputs("eeeeeeeeeeeeeeeeeeeeeeeeeeeeee", stderr);
  if (!std::strcmp(mode, "bigout")) {
    for (int i = 0; i < 55000; ++i) std::fputs("lrlrlrlrlrlrlrlrlrlr", stdout);
    std::printf("\n");
  }
  if (!std::strcmp(mode, "nonewline")) std::printf("%s", moves);
  if (!std::strcmp(mode, "crash")) std::raise(SIGSEGV);
  if (!std::strcmp(mode, "spin"))
    for (volatile unsigned long long x = 0;; x = x + 1) {
    }
  if (!std::strcmp(mode, "sleep")) std::this_thread::sleep_for(std::chrono::hours(1));
  if (!std::strcmp(mode, "flood"))
    for (;;) std::fputs("dddddddddddddddddddddddddddddd", stdout);
  return 0;
}
