// process.cpp: the child-process runner (see process.h).
#include "common/process/process.h"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <mutex>
#include <sstream>

extern char** environ;

namespace contest {

namespace {

using Clock = std::chrono::steady_clock;

// A referee must survive a child that closes its stdin early, so SIGPIPE is ignored in the
// referee (writes then fail with EPIPE instead). Children get the default action back before exec.
void ignore_sigpipe_once() {
  static std::once_flag once;
  std::call_once(once, [] { ::signal(SIGPIPE, SIG_IGN); });
}

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

void set_nonblocking(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

int pidfd_open(pid_t pid) {
#ifdef SYS_pidfd_open
  int fd = static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
  if (fd >= 0) ::fcntl(fd, F_SETFD, FD_CLOEXEC);
  return fd;
#else
  (void)pid;
  return -1;
#endif
}

// Milliseconds left until deadline, rounded up, never negative.
int millis_left(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::microseconds>(deadline - Clock::now());
  if (left.count() <= 0) return 0;
  return static_cast<int>((left.count() + 999) / 1000);
}

// Without a pidfd we cannot poll for the child's exit, so we poll in short slices.
int poll_timeout(Clock::time_point deadline, int pid_fd) {
  int left = millis_left(deadline);
  return pid_fd >= 0 ? left : std::min(left, 5);
}

// True if a process of group pgid is alive (zombies waiting for their reaper do not count).
bool group_has_live_members(pid_t pgid) {
  if (::kill(-pgid, 0) != 0) return false;
  DIR* proc = ::opendir("/proc");
  if (!proc) return true;
  bool live = false;
  while (dirent* entry = ::readdir(proc)) {
    if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
    std::ifstream stat(std::string("/proc/") + entry->d_name + "/stat");
    std::string line;
    if (!std::getline(stat, line)) continue;
    // Fields after the command name, which is in parentheses and may contain spaces.
    auto close = line.rfind(')');
    if (close == std::string::npos) continue;
    std::istringstream rest(line.substr(close + 1));
    char state = 0;
    long ppid = 0, pgrp = 0;
    rest >> state >> ppid >> pgrp;
    if (pgrp == pgid && state != 'Z' && state != 'X') {
      live = true;
      break;
    }
  }
  ::closedir(proc);
  return live;
}

struct Child {
  pid_t pid = -1;
  int in = -1, out = -1, err = -1, pid_fd = -1;
  std::string error;
};

// What the child needs to exec, all prepared before fork: after it, the child may make only
// async-signal-safe calls, so it must not allocate.
struct ExecArgs {
  std::vector<char*> argv, envp;
  const char* cwd = nullptr;
  bool cpu_limited = false;
  struct rlimit cpu_rlimit = {0, 0};
};

ExecArgs prepare_exec(const RunOptions& options) {
  ExecArgs args;
  for (const auto& a : options.argv) args.argv.push_back(const_cast<char*>(a.c_str()));
  args.argv.push_back(nullptr);
  // An extra entry replaces an inherited one of the same name: getenv() returns the first match,
  // so keeping both would let the referee's own environment win over the setting it asked for.
  auto overridden = [&](const char* entry) {
    const char* eq = std::strchr(entry, '=');
    const std::size_t len = eq ? static_cast<std::size_t>(eq - entry) : std::strlen(entry);
    return std::any_of(options.env.begin(), options.env.end(), [&](const std::string& e) {
      return e.size() > len && e[len] == '=' && e.compare(0, len, entry, len) == 0;
    });
  };
  for (char** e = environ; *e; ++e)
    if (!overridden(*e)) args.envp.push_back(*e);
  for (const auto& e : options.env) args.envp.push_back(const_cast<char*>(e.c_str()));
  args.envp.push_back(nullptr);
  args.cwd = options.cwd.empty() ? nullptr : options.cwd.c_str();
  args.cpu_limited = options.cpu_limit.count() > 0;
  const rlim_t cpu_cap = static_cast<rlim_t>(options.cpu_limit.count() * 11 / 10000 + 1);
  args.cpu_rlimit = {cpu_cap, cpu_cap + 1};  // SIGXCPU, then SIGKILL a second on
  return args;
}

// Opens the in, out, err and exec-error pipes, all close-on-exec; [k][0] is the read end.
bool open_pipes(int (&fds)[4][2], std::string& error) {
  for (int k = 0; k < 4; ++k) {
    if (::pipe2(fds[k], O_CLOEXEC) != 0) {
      error = std::string("pipe: ") + std::strerror(errno);
      for (int j = 0; j < k; ++j) ::close(fds[j][0]), ::close(fds[j][1]);
      return false;
    }
  }
  return true;
}

// In the forked child: its own process group, default signals, no core file, the CPU limit,
// the pipes as 0, 1, 2, then exec. A failure's errno goes up the exec-error pipe.
[[noreturn]] void exec_child(const ExecArgs& args, int in, int out, int err, int exec_err) {
  ::setpgid(0, 0);
  sigset_t none;
  sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  ::signal(SIGPIPE, SIG_DFL);
  struct rlimit no_core = {0, 0};
  ::setrlimit(RLIMIT_CORE, &no_core);
  if (args.cpu_limited) ::setrlimit(RLIMIT_CPU, &args.cpu_rlimit);
  ::dup2(in, 0);
  ::dup2(out, 1);
  ::dup2(err, 2);
  int code = 0;
  if (args.cwd && ::chdir(args.cwd) != 0) {
    code = errno;
  } else {
    ::execve(args.argv[0], args.argv.data(), args.envp.data());
    code = errno;
  }
  ssize_t ignored = ::write(exec_err, &code, sizeof code);
  (void)ignored;
  ::_exit(127);
}

// Reads the exec-error pipe until the exec closes it; true, with the child's errno in code, when
// the exec (or the chdir before it) failed.
bool exec_failed(int fd, int& code) {
  code = 0;
  ssize_t n;
  do n = ::read(fd, &code, sizeof code);
  while (n < 0 && errno == EINTR);
  ::close(fd);
  return n == static_cast<ssize_t>(sizeof code);
}

// Forks and execs options.argv in its own process group with close-on-exec pipes for 0, 1, 2.
bool spawn(const RunOptions& options, Child& child) {
  ignore_sigpipe_once();
  if (options.argv.empty()) {
    child.error = "empty command line";
    return false;
  }
  // Step 1. The command line, the environment and the limits, prepared before fork.
  const ExecArgs args = prepare_exec(options);

  // Step 2. The pipes.
  int fds[4][2];
  if (!open_pipes(fds, child.error)) return false;
  int(&in)[2] = fds[0];
  int(&out)[2] = fds[1];
  int(&err)[2] = fds[2];
  int(&exec_err)[2] = fds[3];

  // Step 3. Fork; the child execs the program and never returns here.
  pid_t pid = ::fork();
  if (pid < 0) {
    child.error = std::string("fork: ") + std::strerror(errno);
    for (auto& p : fds) ::close(p[0]), ::close(p[1]);
    return false;
  }
  if (pid == 0) exec_child(args, in[0], out[1], err[1], exec_err[1]);

  // Step 4. Set the group from the parent too, so that a kill right after spawn cannot miss it,
  // and learn whether the exec worked: a failed child is reaped and its pipes closed.
  ::setpgid(pid, pid);
  for (int fd : {in[0], out[1], err[1], exec_err[1]}) ::close(fd);
  if (int code; exec_failed(exec_err[0], code)) {
    int status;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    for (int fd : {in[1], out[0], err[0]}) ::close(fd);
    child.error = std::string(args.cwd && code == ENOENT ? "chdir or exec: " : "exec: ") +
                  options.argv[0] + ": " + std::strerror(code);
    return false;
  }

  // Step 5. The parent's ends of the pipes, non-blocking, and a pidfd to poll for the exit.
  child.pid = pid;
  child.in = in[1];
  child.out = out[0];
  child.err = err[0];
  child.pid_fd = pidfd_open(pid);
  for (int fd : {child.in, child.out, child.err}) set_nonblocking(fd);
  return true;
}

// Reads what is available from fd into text, up to limit bytes in all (the rest is read and
// dropped). Returns false at end of file or on error (fd is then closed).
bool read_some(int& fd, std::string& text, std::size_t limit, bool& over) {
  char buf[65536];
  for (;;) {
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n > 0) {
      std::size_t room = limit > text.size() ? limit - text.size() : 0;
      text.append(buf, std::min<std::size_t>(room, static_cast<std::size_t>(n)));
      if (static_cast<std::size_t>(n) > room) {
        over = true;
        return true;
      }
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return true;
    close_fd(fd);
    return false;
  }
}

// A stream's own limit when one is set, else the one for both.
std::size_t stream_limit(std::size_t own, std::size_t both) { return own ? own : both; }

// wait4 on the child; returns true once it has been reaped.
bool reap_child(pid_t pid, bool block, int& status, double& cpu) {
  struct rusage usage;
  for (;;) {
    pid_t r = ::wait4(pid, &status, block ? 0 : WNOHANG, &usage);
    if (r == pid) {
      cpu = usage.ru_utime.tv_sec + usage.ru_stime.tv_sec +
            (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
      return true;
    }
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) return true;  // ECHILD: somebody else reaped it; nothing more to learn
    return false;
  }
}

void fill_exit(RunResult& r, int status) {
  if (WIFEXITED(status)) {
    r.exit_code = WEXITSTATUS(status);
    r.verdict = r.exit_code == 0 ? Verdict::Ok : Verdict::ExitCode;
  } else if (WIFSIGNALED(status)) {
    r.signal = WTERMSIG(status);
    r.verdict = Verdict::Signaled;
  }
}

// A run over its CPU limit gets that verdict, whatever signal ended it (SIGXCPU from the kernel,
// SIGKILL from the hard limit or from the wall-clock deadline); an output flood stays one.
void apply_cpu_limit(RunResult& r, Millis cpu_limit) {
  if (cpu_limit.count() <= 0 || r.verdict == Verdict::OutputLimit) return;
  const bool over = r.cpu_seconds * 1000 > static_cast<double>(cpu_limit.count());
  if (over || (r.verdict == Verdict::Signaled && r.signal == SIGXCPU))
    r.verdict = Verdict::CpuLimit;
}

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// After the child is gone: report and (optionally) kill whatever is left of its group.
bool check_leftovers(pid_t pgid, bool kill_them) {
  if (!group_has_live_members(pgid)) return false;
  if (kill_them) ::kill(-pgid, SIGKILL);
  return true;
}

}  // namespace

const char* verdict_name(Verdict v) {
  switch (v) {
    case Verdict::Ok:
      return "ok";
    case Verdict::ExitCode:
      return "exit code";
    case Verdict::Signaled:
      return "signal";
    case Verdict::TimeLimit:
      return "time limit";
    case Verdict::CpuLimit:
      return "cpu limit";
    case Verdict::OutputLimit:
      return "output limit";
    case Verdict::SpawnFailed:
      return "spawn failed";
  }
  return "?";
}

std::string RunResult::describe() const {
  std::ostringstream s;
  switch (verdict) {
    case Verdict::Ok:
      s << "ok";
      break;
    case Verdict::ExitCode:
      s << "exit code " << exit_code;
      break;
    case Verdict::Signaled:
      s << "signal " << signal << " (" << ::strsignal(signal) << ")";
      break;
    case Verdict::TimeLimit:
      s << "time limit exceeded after " << wall_seconds << " s";
      break;
    case Verdict::CpuLimit:
      s << "cpu time limit exceeded after " << cpu_seconds << " s of user+sys";
      break;
    case Verdict::OutputLimit:
      s << "output limit exceeded";
      break;
    case Verdict::SpawnFailed:
      s << "spawn failed: " << error;
      break;
  }
  if (left_processes) s << " (left processes running)";
  return s.str();
}

RunResult run_process(const RunOptions& options) {
  RunResult result;
  auto start = Clock::now();
  Child child;
  if (!spawn(options, child)) {
    result.error = child.error;
    result.wall_seconds = seconds_since(start);
    return result;
  }
  const auto deadline = start + options.time_limit;
  std::size_t written = 0;
  if (options.stdin_data.empty()) close_fd(child.in);
  bool exited = false, over = false;
  int status = 0;
  const std::size_t out_limit = stream_limit(options.stdout_limit, options.output_limit);
  const std::size_t err_limit = stream_limit(options.stderr_limit, options.output_limit);
  // The first stream past its limit is the one named in the result.
  auto read_stream = [&](int& fd, std::string& text, std::size_t limit, Stream stream) {
    const bool before = over;
    read_some(fd, text, limit, over);
    if (over && !before) result.flooded = stream;
  };

  // Step 1. Feed stdin and collect stdout/stderr until the child exits or a limit is hit.
  while (!exited) {
    pollfd fds[4];
    int n = 0;
    auto add = [&](int fd, short events) {
      if (fd >= 0) fds[n++] = pollfd{fd, events, 0};
    };
    add(child.in, POLLOUT);
    add(child.out, POLLIN);
    add(child.err, POLLIN);
    add(child.pid_fd, POLLIN);
    int timeout = poll_timeout(deadline, child.pid_fd);
    if (millis_left(deadline) == 0) break;
    int ready = ::poll(fds, n, timeout);
    if (ready < 0 && errno != EINTR) break;
    for (int i = 0; i < n && ready > 0; ++i) {
      if (!fds[i].revents) continue;
      if (fds[i].fd == child.in) {
        ssize_t w = ::write(child.in, options.stdin_data.data() + written,
                            options.stdin_data.size() - written);
        if (w > 0) written += static_cast<std::size_t>(w);
        if ((w < 0 && errno != EAGAIN && errno != EINTR) || written == options.stdin_data.size())
          close_fd(child.in);  // done, or EPIPE: the child does not read its input
      } else if (fds[i].fd == child.out) {
        read_stream(child.out, result.out, out_limit, Stream::Stdout);
      } else if (fds[i].fd == child.err) {
        read_stream(child.err, result.err, err_limit, Stream::Stderr);
      }
    }
    if (over) break;
    exited = reap_child(child.pid, false, status, result.cpu_seconds);
  }

  // Step 2. A limit was hit: kill the whole group, then reap.
  if (!exited) {
    ::kill(-child.pid, SIGKILL);
    reap_child(child.pid, true, status, result.cpu_seconds);
    result.verdict = over ? Verdict::OutputLimit : Verdict::TimeLimit;
    result.signal = SIGKILL;
  } else {
    // Step 3. The child is gone: collect what it left in the pipes (a grandchild may still hold
    // them open, so do not wait for end of file).
    if (child.out >= 0) read_stream(child.out, result.out, out_limit, Stream::Stdout);
    if (child.err >= 0) read_stream(child.err, result.err, err_limit, Stream::Stderr);
    fill_exit(result, status);
    if (over) result.verdict = Verdict::OutputLimit;
  }
  apply_cpu_limit(result, options.cpu_limit);
  // Only a child that exited by itself can leave processes behind; after a kill the group is
  // already dying, and a member not yet gone must not turn a time limit into another verdict.
  if (exited) result.left_processes = check_leftovers(child.pid, options.kill_leftovers);
  for (int* fd : {&child.in, &child.out, &child.err, &child.pid_fd}) close_fd(*fd);
  result.wall_seconds = seconds_since(start);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Process: the interactive mode.

Process::~Process() {
  if (running()) kill_group();
  for (int* fd : {&in_fd_, &out_fd_, &err_fd_, &pid_fd_}) close_fd(*fd);
}

bool Process::start(const RunOptions& options) {
  Child child;
  started_ = Clock::now();
  stderr_limit_ = stream_limit(options.stderr_limit, options.output_limit);
  cpu_limit_ = options.cpu_limit;
  if (!spawn(options, child)) {
    error_ = child.error;
    return false;
  }
  pid_ = child.pid;
  in_fd_ = child.in;
  out_fd_ = child.out;
  err_fd_ = child.err;
  pid_fd_ = child.pid_fd;
  reaped_ = false;
  return true;
}

void Process::drain_stderr() {
  bool over = false;
  if (err_fd_ >= 0) read_some(err_fd_, err_, stderr_limit_, over);
}

void Process::reap(bool block) {
  if (pid_ > 0 && !reaped_) reaped_ = reap_child(pid_, block, status_, cpu_seconds_);
}

bool Process::write_line(const std::string& line, Millis timeout) {
  if (in_fd_ < 0) return false;
  const std::string data = line + "\n";
  const auto deadline = Clock::now() + timeout;
  std::size_t written = 0;
  while (written < data.size()) {
    pollfd fds[2] = {{in_fd_, POLLOUT, 0}, {err_fd_, POLLIN, 0}};
    int n = err_fd_ >= 0 ? 2 : 1;
    if (millis_left(deadline) == 0) return false;
    int ready = ::poll(fds, n, millis_left(deadline));
    if (ready < 0 && errno != EINTR) return false;
    if (n == 2 && fds[1].revents) drain_stderr();
    if (!fds[0].revents) continue;
    ssize_t w = ::write(in_fd_, data.data() + written, data.size() - written);
    if (w > 0) {
      written += static_cast<std::size_t>(w);
    } else if (w < 0 && errno != EAGAIN && errno != EINTR) {
      close_fd(in_fd_);  // EPIPE: the child closed its stdin or died
      return false;
    }
  }
  return true;
}

Process::ReadStatus Process::read_line(std::string& line, Millis timeout, std::size_t max_line) {
  const auto deadline = Clock::now() + timeout;
  for (;;) {
    auto nl = buffer_.find('\n');
    if (nl != std::string::npos && nl <= max_line) {
      line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      return ReadStatus::Line;
    }
    if (buffer_.size() > max_line) {
      buffer_.clear();
      return ReadStatus::Overflow;
    }
    if (out_fd_ < 0) {
      if (buffer_.empty()) return ReadStatus::Eof;
      line.swap(buffer_);  // an unterminated last line
      buffer_.clear();
      return ReadStatus::Line;
    }
    if (millis_left(deadline) == 0) return ReadStatus::Timeout;
    pollfd fds[2] = {{out_fd_, POLLIN, 0}, {err_fd_, POLLIN, 0}};
    int n = err_fd_ >= 0 ? 2 : 1;
    int ready = ::poll(fds, n, millis_left(deadline));
    if (ready < 0 && errno != EINTR) return ReadStatus::Eof;
    if (n == 2 && fds[1].revents) drain_stderr();
    if (fds[0].revents) {
      // One chunk a pass, all of it kept: we read only while no whole line is buffered, so the
      // buffer stays under max_line plus one chunk however fast the child writes.
      char chunk[65536];
      ssize_t got = ::read(out_fd_, chunk, sizeof chunk);
      if (got > 0) {
        buffer_.append(chunk, static_cast<std::size_t>(got));
      } else if (got == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
        close_fd(out_fd_);
      }
    }
  }
}

void Process::kill_group() {
  if (pid_ <= 0 || reaped_) return;
  ::kill(-pid_, SIGKILL);
  reap(true);
}

RunResult Process::finish(Millis grace) {
  RunResult result;
  close_fd(in_fd_);
  const auto deadline = Clock::now() + grace;
  bool killed = false;
  while (!reaped_) {
    reap(false);
    if (reaped_) break;
    if (millis_left(deadline) == 0) {
      ::kill(-pid_, SIGKILL);
      killed = true;
      reap(true);
      break;
    }
    pollfd fds[3];
    int n = 0;
    if (pid_fd_ >= 0) fds[n++] = {pid_fd_, POLLIN, 0};
    if (err_fd_ >= 0) fds[n++] = {err_fd_, POLLIN, 0};
    if (out_fd_ >= 0) fds[n++] = {out_fd_, POLLIN, 0};
    ::poll(fds, n, poll_timeout(deadline, pid_fd_));
    drain_stderr();
    if (out_fd_ >= 0) {  // what it still writes is discarded, but must not block it
      std::string sink;
      bool over = false;
      read_some(out_fd_, sink, 0, over);
    }
  }
  drain_stderr();
  fill_exit(result, status_);
  if (killed) {
    result.verdict = Verdict::TimeLimit;
    result.signal = SIGKILL;
  }
  result.err = err_;
  result.cpu_seconds = cpu_seconds_;
  apply_cpu_limit(result, cpu_limit_);
  result.left_processes = !killed && pid_ > 0 && check_leftovers(pid_, true);
  result.wall_seconds = seconds_since(started_);
  for (int* fd : {&out_fd_, &err_fd_, &pid_fd_}) close_fd(*fd);
  return result;
}

}  // namespace contest
