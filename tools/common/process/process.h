// process.h: run contest programs as child processes, safely.
//
// Every referee in this repository runs entries through this file. Match runners such as
// fastchess poll a child's pipes against a deadline and kill the child's pid on timeout; this
// runner goes further: each child gets its own process group, every pipe is close-on-exec, every
// wait is a poll() on the pipes and a pidfd against a wall-clock deadline recomputed on each pass,
// on timeout or flood the whole group (grandchildren too) is killed and reaped, an optional CPU
// limit is set in the kernel, and members of the group still alive after the child exits are
// reported (left_processes) and killed. Each outcome has a name (Verdict) so that a referee can
// turn it into a forfeit.
//
// Two modes:
//   run_process()   one-shot: stdin contents in, stdout/stderr out (Boxing, Pousse, Showdown,
//   Lloyd). Process         interactive: a line protocol for the life of a program (Shot-Em-Up's
//   arena).
#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace contest {

using Millis = std::chrono::milliseconds;

// How a run ended. Referees map these onto the contest's own forfeit names.
enum class Verdict {
  Ok,           // exited with status 0 within the limits
  ExitCode,     // exited with a non-zero status
  Signaled,     // killed by a signal it raised (SIGSEGV, SIGABRT, ...)
  TimeLimit,    // still running at the deadline; the whole group was killed
  CpuLimit,     // used more user+system time than RunOptions::cpu_limit
  OutputLimit,  // wrote more than the cap; the whole group was killed
  SpawnFailed,  // could not be started (no such file, not executable, fork failed)
};

const char* verdict_name(Verdict v);

enum class Stream { None, Stdout, Stderr };

struct RunOptions {
  std::vector<std::string> argv;  // argv[0] is the program path (PATH is not searched)
  std::string cwd;                // empty: the caller's working directory
  std::string stdin_data;         // written to the child's stdin, which is then closed
  Millis time_limit{10000};       // wall clock, from spawn to exit
  // User+system time of the program (0: no limit), for contests judged on CPU time. The kernel
  // stops a CPU hog (RLIMIT_CPU, set in the child before exec, in whole seconds at 10 % + 1 s above
  // the limit: the kernel's own count runs up to 2 % ahead of what wait4 reports); the verdict
  // comes from the time wait4 reports. A program that a loaded machine only slows down in wall
  // time is not stopped for it, so time_limit should then leave room (it only stops a sleeper).
  Millis cpu_limit{0};
  // Bytes each stream may hold: more stops the program (Verdict::OutputLimit, and
  // RunResult::flooded says which stream). stdout_limit and stderr_limit, when not 0, replace
  // output_limit for their stream: a reply of a few bytes is cut off at once while diagnostics
  // on stderr may run long.
  std::size_t output_limit = std::size_t{1} << 20;
  std::size_t stdout_limit = 0, stderr_limit = 0;
  std::vector<std::string> env;  // extra "NAME=value" entries added to the environment
  bool kill_leftovers = true;    // after exit, kill what is left of the group (and report it)
};

struct RunResult {
  Verdict verdict = Verdict::SpawnFailed;
  int exit_code = -1;             // valid when the child exited
  int signal = 0;                 // valid when verdict == Signaled (or the kill signal on a limit)
  std::string out;                // captured stdout (at most its limit)
  std::string err;                // captured stderr (at most its limit)
  Stream flooded = Stream::None;  // the stream that went past its limit (Verdict::OutputLimit)
  double wall_seconds = 0;        // spawn to reap
  double cpu_seconds = 0;         // user + system time of the child itself (from wait4)
  bool left_processes = false;    // processes of its group were alive after it exited
  std::string error;              // for SpawnFailed: why

  bool ok() const { return verdict == Verdict::Ok; }
  // A one-line human description: "ok", "exit code 3", "signal 11 (Segmentation fault)", ...
  std::string describe() const;
};

// Runs one program to completion (or to its deadline). Never throws for the child's behaviour.
RunResult run_process(const RunOptions& options);

// An interactive child: lines in, lines out, each read with its own deadline.
// The destructor kills the whole group and reaps it.
class Process {
 public:
  Process() = default;
  ~Process();
  Process(const Process&) = delete;
  Process& operator=(const Process&) = delete;

  // Starts the program; stdin_data and time_limit in options are ignored. Returns false and sets
  // error() when it cannot be started.
  bool start(const RunOptions& options);

  // Writes one line (a '\n' is appended). Returns false if the child no longer reads (EPIPE) or
  // does not accept the line before the deadline.
  bool write_line(const std::string& line, Millis timeout);

  enum class ReadStatus { Line, Eof, Timeout, Overflow };
  // Reads one line (without its '\n') within timeout. Overflow: a line longer than max_line bytes.
  ReadStatus read_line(std::string& line, Millis timeout, std::size_t max_line = 4096);

  // Closes the child's stdin, waits up to grace for it to exit, then kills the group.
  // Returns the final result (out/err hold stderr only; stdout was consumed by read_line).
  RunResult finish(Millis grace);

  // Kills the whole process group now and reaps the child.
  void kill_group();

  bool running() const { return pid_ > 0 && !reaped_; }
  pid_t pid() const { return pid_; }
  const std::string& error() const { return error_; }
  // Everything the child wrote to stderr so far (capped).
  const std::string& stderr_text() const { return err_; }

 private:
  void drain_stderr();
  void reap(bool block);

  pid_t pid_ = -1;
  int in_fd_ = -1, out_fd_ = -1, err_fd_ = -1, pid_fd_ = -1;
  bool reaped_ = false;
  int status_ = 0;
  double cpu_seconds_ = 0;
  std::chrono::steady_clock::time_point started_;
  std::string buffer_;  // stdout bytes read but not yet returned as lines
  std::string err_;
  std::size_t stderr_limit_ = std::size_t{1} << 20;
  Millis cpu_limit_{0};
  std::string error_;
};

}  // namespace contest
