#include "common/misbehave/misbehave.h"

#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <thread>

#include "common/core/numbers.h"

namespace contest::misbehave {

Mode read_mode(const std::string& prefix, const std::string& fallback) {
  const char* name = std::getenv((prefix + "_MISBEHAVE").c_str());
  const std::string var = prefix + "_MISBEHAVE_AFTER";
  const char* after = std::getenv(var.c_str());
  long long moves = 0;
  // Read whole by the tools' one rule: a typo must not pass for another count.
  if (after && !parse_whole(after, 0, 1000000000, moves)) {
    std::fprintf(stderr, "misbehave: %s must be a whole number of moves: '%s'\n", var.c_str(),
                 after);
    std::exit(2);
  }
  return {name ? name : fallback, static_cast<long>(moves)};
}

bool act(const std::string& name, std::initializer_list<Named> table, bool unknown) {
  static const Named shared[] = {
      {"crash", crash}, {"abort", [] { std::abort(); }}, {"hang", hang}, {"spin", spin}};
  const Named* found = nullptr;
  for (const Named& m : table)
    if (!found && name == m.name) found = &m;
  for (const Named& m : shared)
    if (!found && name == m.name) found = &m;
  if (!found) return unknown;
  if (found->action) found->action();
  return found->then == Then::kMove;
}

void crash() {
  std::raise(SIGSEGV);
  std::abort();  // SIGSEGV blocked or caught: die all the same
}

void hang() {
  for (;;) ::pause();
}

void spin() {
  for (volatile unsigned long long x = 0;; x = x + 1) {
  }
}

void nap(double seconds) { std::this_thread::sleep_for(std::chrono::duration<double>(seconds)); }

void flood(std::FILE* to, const std::string& chunk) {
  for (;;) std::fwrite(chunk.data(), 1, chunk.size(), to);
}

void repeat(std::FILE* to, const std::string& chunk, long times) {
  for (long i = 0; i < times; ++i) std::fwrite(chunk.data(), 1, chunk.size(), to);
}

void chatter() { repeat(stderr, std::string(65535, 'e') + "\n", 1); }

void leave_child(unsigned seconds) {
  if (::fork() != 0) return;
  if (seconds == 0) hang();
  ::sleep(seconds);
  ::_exit(0);
}

bool tally(const std::string& path, const std::string& prefix, long last, long next) {
  std::string seen;
  std::getline(std::ifstream(path), seen);
  if (seen != (last < 0 ? "" : prefix + std::to_string(last))) return false;
  std::ofstream out(path);
  out << prefix << next << "\n";
  out.close();
  return !out.fail();
}

}  // namespace contest::misbehave
