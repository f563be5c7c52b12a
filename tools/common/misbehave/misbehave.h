// misbehave.h: the shared core of the games' misbehaving test programs
// (tools/<game>/tests/misbehave.cpp), which go wrong on purpose for the referees' tests.
//
// A fixture reads its mode from <GAME>_MISBEHAVE (`read_mode`), plays well until the mode is due
// (<GAME>_MISBEHAVE_AFTER moves, `Mode::due`), and then runs the mode's action by name (`act`):
// the game's own table of modes first, then the shared modes below. A game's fixture keeps only
// its protocol (reading its input, the well-behaved move) and its game-specific wrong answers.
//
// Shared modes, when a game's table does not name them otherwise:
//   crash    dies of SIGSEGV             abort    dies of SIGABRT (std::abort)
//   hang     stops answering, forever    spin     burns CPU time forever
// and the shared misbehaviours a game's table calls with its own words: `flood` (output without
// end), `repeat` (a fixed amount), `chatter` (64 KiB on stderr), `nap`, `leave_child` (a child
// left running that holds the pipes), `tally` (a file that must hold what the previous move
// wrote).
#pragma once

#include <cstdio>
#include <functional>
#include <initializer_list>
#include <string>

namespace contest::misbehave {

// The mode a fixture runs in.
struct Mode {
  std::string name;
  long after = 0;  // the moves it plays well first

  bool is(const char* n) const { return name == n; }
  // True when the mode applies to a move with `moves` moves before it.
  bool due(long moves) const { return moves >= after; }
};

// <PREFIX>_MISBEHAVE (`fallback` when unset) and <PREFIX>_MISBEHAVE_AFTER (0 when unset; a value
// that is not a whole number, 0 to 10^9, exits 2 with a message on stderr).
Mode read_mode(const std::string& prefix, const std::string& fallback);

// What follows a mode's action: the game's well-behaved move, or nothing.
enum class Then { kMove, kNoMove };

// One named mode of a game's table. A null action does nothing before what `then` says.
struct Named {
  const char* name;
  std::function<void()> action;
  Then then = Then::kMove;
};

// Runs the action of mode `name`: the game's table first, then the shared modes. True when the
// well-behaved move follows; `unknown` for a name that no table holds.
bool act(const std::string& name, std::initializer_list<Named> table, bool unknown = true);

// The shared misbehaviours.
[[noreturn]] void crash();  // raise(SIGSEGV)
[[noreturn]] void hang();   // pause() forever
[[noreturn]] void spin();   // a busy loop
// Sleeps `seconds` (wall time, nearly no CPU time), then returns.
void nap(double seconds);
// Writes `chunk` to `to` without end (until the reader is gone: SIGPIPE).
[[noreturn]] void flood(std::FILE* to, const std::string& chunk);
// Writes `chunk` to `to` `times` times.
void repeat(std::FILE* to, const std::string& chunk, long times);
// 64 KiB of diagnostics on stderr at once: 65535 'e' and a newline.
void chatter();
// Forks a child that sleeps `seconds` (0: forever) with the parent's pipes open, then exits 0;
// the parent goes on.
void leave_child(unsigned seconds);
// A file the program keeps across its moves: true when its first line is prefix + `last` (no
// line, the file absent, when `last` is negative) and it now holds prefix + `next`.
bool tally(const std::string& path, const std::string& prefix, long last, long next);

}  // namespace contest::misbehave
