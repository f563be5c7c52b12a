// Tests of the process runner against misbehaving fixture programs (tools/common/tests/fixtures).
#include "common/process/process.h"

#include <dirent.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

using contest::Millis;
using contest::Process;
using contest::run_process;
using contest::RunOptions;
using contest::Stream;
using contest::Verdict;

namespace {

RunOptions options_for(std::string path, std::vector<std::string> args = {}, std::string input = "",
                       Millis limit = Millis(5000)) {
  RunOptions o;
  o.argv.push_back(std::move(path));
  for (auto& a : args) o.argv.push_back(std::move(a));
  o.stdin_data = std::move(input);
  o.time_limit = limit;
  return o;
}

int open_fd_count() {
  int n = 0;
  if (DIR* d = ::opendir("/proc/self/fd")) {
    while (dirent* e = ::readdir(d)) n += e->d_name[0] != '.';
    ::closedir(d);
  }
  return n;
}

// True while pid names a process that is neither gone nor a zombie.
bool alive(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  if (!std::getline(stat, line)) return false;
  auto close = line.rfind(')');
  return close != std::string::npos && close + 2 < line.size() && line[close + 2] != 'Z' &&
         line[close + 2] != 'X';
}

// A killed grandchild is reaped by init, not by us; give that a moment.
bool dies_soon(pid_t pid) {
  for (int i = 0; i < 200 && alive(pid); ++i) ::usleep(10 * 1000);
  return !alive(pid);
}

}  // namespace

TEST(RunProcess, CopiesStdinToStdout) {
  auto r = run_process(options_for(FIXTURE_exit_code, {}, "hello\nworld\n"));
  EXPECT_EQ(r.verdict, Verdict::Ok) << r.describe();
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "hello\nworld\n");
  EXPECT_TRUE(r.err.empty());
  EXPECT_FALSE(r.left_processes);
  EXPECT_EQ(r.describe(), "ok");
}

TEST(RunProcess, ReportsExitCode) {
  auto r = run_process(options_for(FIXTURE_exit_code, {"5"}, "x"));
  EXPECT_EQ(r.verdict, Verdict::ExitCode);
  EXPECT_EQ(r.exit_code, 5);
  EXPECT_EQ(r.out, "x");
  EXPECT_EQ(r.describe(), "exit code 5");
}

TEST(RunProcess, CrashIsASignalAndKeepsPartialOutput) {
  auto r = run_process(options_for(FIXTURE_crasher));
  EXPECT_EQ(r.verdict, Verdict::Signaled);
  EXPECT_EQ(r.signal, SIGSEGV);
  EXPECT_EQ(r.out, "partial");
  EXPECT_NE(r.describe().find("signal 11"), std::string::npos);
}

TEST(RunProcess, HangIsKilledAtTheDeadline) {
  auto r = run_process(options_for(FIXTURE_sleeper, {}, "", Millis(150)));
  EXPECT_EQ(r.verdict, Verdict::TimeLimit);
  EXPECT_EQ(r.signal, SIGKILL);
  EXPECT_GE(r.wall_seconds, 0.15);
}

TEST(RunProcess, GrandchildIsReportedAndKilled) {
  auto r = run_process(options_for(FIXTURE_forker, {"detach"}));
  EXPECT_EQ(r.verdict, Verdict::Ok) << r.describe();
  EXPECT_TRUE(r.left_processes);
  pid_t grandchild = std::stoi(r.out);
  EXPECT_TRUE(dies_soon(grandchild));
}

TEST(RunProcess, GrandchildHoldingThePipesDoesNotHangTheRunner) {
  // The grandchild keeps stdout open forever; the runner must stop at the child's exit, long
  // before this deadline, and still have the child's output.
  auto r = run_process(options_for(FIXTURE_forker, {}, "", Millis(60000)));
  EXPECT_EQ(r.verdict, Verdict::Ok) << r.describe();
  EXPECT_TRUE(r.left_processes);
  EXPECT_LT(r.wall_seconds, 30.0);
  EXPECT_TRUE(dies_soon(std::stoi(r.out)));
}

TEST(RunProcess, LeftoversCanBeLeftAlone) {
  auto o = options_for(FIXTURE_forker, {"detach"});
  o.kill_leftovers = false;
  auto r = run_process(o);
  EXPECT_TRUE(r.left_processes);
  pid_t grandchild = std::stoi(r.out);
  EXPECT_TRUE(alive(grandchild));
  ::kill(grandchild, SIGKILL);
  EXPECT_TRUE(dies_soon(grandchild));
}

TEST(RunProcess, FloodIsCutAtTheOutputLimit) {
  auto o = options_for(FIXTURE_flooder);
  o.output_limit = 100000;
  auto r = run_process(o);
  EXPECT_EQ(r.verdict, Verdict::OutputLimit);
  EXPECT_EQ(r.flooded, Stream::Stdout);
  EXPECT_EQ(r.out.size(), 100000u);
}

// A referee gives a reply of a few bytes a small cap and diagnostics a large one: each stream is
// stopped at its own, and the result says which one flooded.
TEST(RunProcess, EachStreamHasItsOwnLimit) {
  auto out = options_for(FIXTURE_flooder);
  out.stdout_limit = 4096;
  out.stderr_limit = 1 << 20;
  auto r = run_process(out);
  EXPECT_EQ(r.verdict, Verdict::OutputLimit);
  EXPECT_EQ(r.flooded, Stream::Stdout);
  EXPECT_EQ(r.out.size(), 4096u);

  auto err = options_for(FIXTURE_flooder, {"err"});
  err.stdout_limit = 4096;
  err.stderr_limit = 100000;
  r = run_process(err);
  EXPECT_EQ(r.verdict, Verdict::OutputLimit);
  EXPECT_EQ(r.flooded, Stream::Stderr);
  EXPECT_EQ(r.err.size(), 100000u);
  EXPECT_TRUE(r.out.empty());

  // Unset, a stream takes output_limit; a program within its limits floods nothing.
  auto both = options_for(FIXTURE_flooder, {"err"});
  both.output_limit = 8192;
  both.stdout_limit = 1 << 20;
  r = run_process(both);
  EXPECT_EQ(r.flooded, Stream::Stderr);
  EXPECT_EQ(r.err.size(), 8192u);
  auto calm = options_for(FIXTURE_stderr_writer);
  calm.stdout_limit = 5;
  EXPECT_EQ(run_process(calm).flooded, Stream::None);
}

TEST(RunProcess, ClosingStdoutEarlyIsNotAnError) {
  auto r = run_process(options_for(FIXTURE_closer));
  EXPECT_EQ(r.verdict, Verdict::Ok) << r.describe();
  EXPECT_TRUE(r.out.empty());
}

TEST(RunProcess, StderrIsCapturedSeparately) {
  auto r = run_process(options_for(FIXTURE_stderr_writer));
  EXPECT_EQ(r.verdict, Verdict::Ok);
  EXPECT_EQ(r.out, "MOVE\n");
  EXPECT_EQ(r.err, "debug: thinking\n");
}

TEST(RunProcess, ProgramThatNeverReadsLargeInput) {
  auto r = run_process(options_for(FIXTURE_nonreader, {}, std::string(8 << 20, 'z')));
  EXPECT_EQ(r.verdict, Verdict::Ok) << r.describe();
  EXPECT_EQ(r.out, "done\n");
}

TEST(RunProcess, MissingProgramIsASpawnFailure) {
  auto r = run_process(options_for("/nonexistent/program"));
  EXPECT_EQ(r.verdict, Verdict::SpawnFailed);
  EXPECT_NE(r.error.find("/nonexistent/program"), std::string::npos);
  EXPECT_NE(r.describe().find("spawn failed"), std::string::npos);
}

TEST(RunProcess, NonExecutableIsASpawnFailure) {
  char path[] = "/tmp/runner_test_XXXXXX";
  int fd = ::mkstemp(path);
  ASSERT_GE(fd, 0);
  ::close(fd);
  auto r = run_process(options_for(path));
  ::unlink(path);
  EXPECT_EQ(r.verdict, Verdict::SpawnFailed);
}

TEST(RunProcess, EmptyCommandIsASpawnFailure) {
  auto r = run_process(RunOptions{});
  EXPECT_EQ(r.verdict, Verdict::SpawnFailed);
}

TEST(RunProcess, WorkingDirectoryAndEnvironment) {
  auto o = options_for("/bin/sh", {"-c", "pwd; echo \"$CONTEST_TEST_VAR\""});
  o.cwd = "/tmp";
  o.env = {"CONTEST_TEST_VAR=forty-two"};
  auto r = run_process(o);
  EXPECT_EQ(r.verdict, Verdict::Ok);
  EXPECT_EQ(r.out, "/tmp\nforty-two\n");
}

TEST(RunProcess, ExtraEnvironmentOverridesTheInheritedValue) {
  ::setenv("CONTEST_TEST_OVERRIDE", "inherited", 1);
  auto o = options_for(
      "/bin/sh",
      {"-c", "echo \"$CONTEST_TEST_OVERRIDE\"; env | grep -c '^CONTEST_TEST_OVERRIDE='"});
  o.env = {"CONTEST_TEST_OVERRIDE=asked"};
  auto r = run_process(o);
  ::unsetenv("CONTEST_TEST_OVERRIDE");
  EXPECT_EQ(r.verdict, Verdict::Ok);
  EXPECT_EQ(r.out, "asked\n1\n");
}

TEST(RunProcess, CpuHogIsStoppedByTheKernelAtItsCpuLimit) {
  auto o = options_for("/bin/sh", {"-c", "while :; do :; done"});
  o.cpu_limit = Millis(500);  // the kernel's cap: 1 s
  o.time_limit = Millis(120000);
  auto r = run_process(o);
  EXPECT_EQ(r.verdict, Verdict::CpuLimit) << r.describe();
  EXPECT_GT(r.cpu_seconds, 0.5);
  EXPECT_LT(r.wall_seconds, 100);  // stopped by the kernel, not by the wall-clock deadline
  EXPECT_NE(r.describe().find("cpu time limit"), std::string::npos);
}

TEST(RunProcess, CpuLimitDoesNotStopASleeper) {
  auto o = options_for("/bin/sh", {"-c", "sleep 1.2; echo done"});
  o.cpu_limit = Millis(1000);
  auto r = run_process(o);
  EXPECT_EQ(r.verdict, Verdict::Ok) << r.describe();
  EXPECT_EQ(r.out, "done\n");
}

TEST(RunProcess, MissingWorkingDirectoryIsASpawnFailure) {
  auto o = options_for(FIXTURE_quick);
  o.cwd = "/nonexistent/dir";
  EXPECT_EQ(run_process(o).verdict, Verdict::SpawnFailed);
}

TEST(RunProcess, ChildGetsDefaultSigpipe) {
  // The runner ignores SIGPIPE for itself; a child writing to a closed pipe must still die of it.
  auto r = run_process(options_for("/bin/sh", {"-c", "yes | head -c 1 >/dev/null; exit 0"}));
  EXPECT_EQ(r.verdict, Verdict::Ok);
  EXPECT_FALSE(r.left_processes);
}

TEST(RunProcess, NoFdOrZombieLeaksOver1000Runs) {
  const int fds_before = open_fd_count();
  for (int i = 0; i < 1000; ++i) {
    auto r = run_process(options_for(FIXTURE_quick, {}, "ping\n"));
    ASSERT_EQ(r.verdict, Verdict::Ok) << "run " << i << ": " << r.describe();
    ASSERT_EQ(r.out, "ping\n");
  }
  EXPECT_EQ(open_fd_count(), fds_before);
  errno = 0;
  EXPECT_EQ(::waitpid(-1, nullptr, WNOHANG), -1);
  EXPECT_EQ(errno, ECHILD);
}

TEST(RunProcess, MisbehaviourDoesNotLeakEither) {
  const int fds_before = open_fd_count();
  for (int i = 0; i < 20; ++i) {
    run_process(options_for(FIXTURE_crasher));
    run_process(options_for(FIXTURE_forker, {"detach"}));
    run_process(options_for(FIXTURE_sleeper, {}, "", Millis(20)));
    auto flood = options_for(FIXTURE_flooder);
    flood.output_limit = 4096;
    run_process(flood);
    run_process(options_for("/nonexistent"));
  }
  EXPECT_EQ(open_fd_count(), fds_before);
  EXPECT_EQ(::waitpid(-1, nullptr, WNOHANG), -1);
}

TEST(RunProcess, ParallelRunsFromThreads) {
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&failures, t] {
      for (int i = 0; i < 50; ++i) {
        std::string msg = "t" + std::to_string(t) + "i" + std::to_string(i) + "\n";
        auto r = run_process(options_for(FIXTURE_quick, {}, msg));
        if (!r.ok() || r.out != msg) ++failures;
      }
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(failures.load(), 0);
}

// --- Interactive mode -------------------------------------------------------------------------

TEST(InteractiveProcess, LineExchange) {
  Process p;
  ASSERT_TRUE(p.start(options_for(FIXTURE_echo_lines)));
  std::string line;
  for (std::string word : {"hello", "world", "P 3 4"}) {
    ASSERT_TRUE(p.write_line(word, Millis(1000)));
    ASSERT_EQ(p.read_line(line, Millis(5000)), Process::ReadStatus::Line);
    for (auto& c : word) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    EXPECT_EQ(line, word);
  }
  ASSERT_TRUE(p.write_line("quit", Millis(1000)));
  auto r = p.finish(Millis(5000));
  EXPECT_EQ(r.verdict, Verdict::Ok) << r.describe();
  EXPECT_FALSE(p.running());
}

TEST(InteractiveProcess, BurstOfLinesArrivesWhole) {
  Process p;
  ASSERT_TRUE(p.start(options_for(FIXTURE_echo_lines)));
  ASSERT_TRUE(p.write_line("burst", Millis(1000)));
  std::string line;
  for (int i = 0; i < 300; ++i) {
    ASSERT_EQ(p.read_line(line, Millis(5000), 100), Process::ReadStatus::Line) << "line " << i;
    EXPECT_EQ(line, "line " + std::to_string(i) + std::string(50, '.'));
  }
  ASSERT_TRUE(p.write_line("quit", Millis(1000)));
  EXPECT_EQ(p.finish(Millis(5000)).verdict, Verdict::Ok);
}

TEST(InteractiveProcess, SilentChildTimesOut) {
  Process p;
  ASSERT_TRUE(p.start(options_for(FIXTURE_echo_lines)));
  ASSERT_TRUE(p.write_line("hang", Millis(1000)));
  std::string line;
  EXPECT_EQ(p.read_line(line, Millis(100)), Process::ReadStatus::Timeout);
  auto r = p.finish(Millis(100));
  EXPECT_EQ(r.verdict, Verdict::TimeLimit);
}

TEST(InteractiveProcess, EarlyExitIsEofAndWritesFail) {
  Process p;
  ASSERT_TRUE(p.start(options_for(FIXTURE_echo_lines)));
  ASSERT_TRUE(p.write_line("die", Millis(1000)));
  std::string line;
  EXPECT_EQ(p.read_line(line, Millis(5000)), Process::ReadStatus::Eof);
  // The kernel may release the child's stdin a moment after its stdout, so writes can succeed
  // for a little while; then they must fail with EPIPE and never raise SIGPIPE in us.
  bool failed = false;
  for (int i = 0; i < 2000 && !failed; ++i) {
    failed = !p.write_line("more", Millis(100));
    if (!failed) ::usleep(1000);
  }
  EXPECT_TRUE(failed);
  auto r = p.finish(Millis(1000));
  EXPECT_EQ(r.verdict, Verdict::ExitCode);
  EXPECT_EQ(r.exit_code, 3);
}

TEST(InteractiveProcess, EndlessLineOverflows) {
  Process p;
  ASSERT_TRUE(p.start(options_for(FIXTURE_echo_lines)));
  ASSERT_TRUE(p.write_line("long", Millis(1000)));
  std::string line;
  EXPECT_EQ(p.read_line(line, Millis(5000), 1000), Process::ReadStatus::Overflow);
  p.kill_group();
  EXPECT_FALSE(p.running());
}

TEST(InteractiveProcess, StderrIsKept) {
  Process p;
  ASSERT_TRUE(p.start(options_for(FIXTURE_stderr_writer)));
  std::string line;
  ASSERT_EQ(p.read_line(line, Millis(5000)), Process::ReadStatus::Line);
  EXPECT_EQ(line, "MOVE");
  auto r = p.finish(Millis(5000));
  EXPECT_EQ(r.verdict, Verdict::Ok);
  EXPECT_EQ(r.err, "debug: thinking\n");
}

TEST(InteractiveProcess, DestructorKillsTheGroup) {
  pid_t pid;
  {
    Process p;
    ASSERT_TRUE(p.start(options_for(FIXTURE_sleeper)));
    pid = p.pid();
    EXPECT_TRUE(alive(pid));
  }
  EXPECT_FALSE(alive(pid));
}

TEST(InteractiveProcess, GrandchildIsReported) {
  Process p;
  ASSERT_TRUE(p.start(options_for(FIXTURE_forker, {"detach"})));
  std::string line;
  ASSERT_EQ(p.read_line(line, Millis(5000)), Process::ReadStatus::Line);
  auto r = p.finish(Millis(5000));
  EXPECT_TRUE(r.left_processes);
  EXPECT_TRUE(dies_soon(std::stoi(line)));
}

TEST(InteractiveProcess, StartFailure) {
  Process p;
  EXPECT_FALSE(p.start(options_for("/nonexistent/robot")));
  EXPECT_NE(p.error().find("/nonexistent/robot"), std::string::npos);
  EXPECT_FALSE(p.running());
}
