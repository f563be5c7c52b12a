// run_command.h: runs a shell command from a test and captures what it prints, the one helper every
// game's command-line tests use (header-only: the tests of each game build on their own).
//
// The namespace is contest::test, not contest::testing, so that `testing::TempDir()` inside
// namespace contest still finds GoogleTest's.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <string>
#include <utility>

namespace contest::test {

// Runs cmd with /bin/sh and puts what it writes on stdout in *out (stderr goes where the test's
// goes); returns its exit status, or -1 when it could not be started or did not exit (a signal).
inline int run_stdout(const std::string& cmd, std::string* out) {
  out->clear();
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return -1;
  char buf[4096];
  for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, p)) > 0;) out->append(buf, n);
  const int status = pclose(p);
  return status != -1 && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// The same as a pair (status, stdout), for structured bindings.
inline std::pair<int, std::string> run_stdout(const std::string& cmd) {
  std::string out;
  const int status = run_stdout(cmd, &out);
  return {status, std::move(out)};
}

// Runs cmd and puts what it writes on stdout and stderr, interleaved, in *out; returns its exit
// status, or -1. The whole command line is redirected, pipes and lists included; a redirection of
// its own (2>/dev/null) still applies inside. The newline lets cmd end in a comment or '&'.
inline int run_command(const std::string& cmd, std::string* out) {
  return run_stdout("{ " + cmd + "\n} 2>&1", out);
}

// A tool's pinned help: `program --help` and `program -h` both print exactly text on stdout and
// exit 0.
inline void expect_help(const std::string& program, const std::string& text) {
  for (const char* flag : {" --help", " -h"}) {
    std::string out;
    EXPECT_EQ(run_stdout(program + flag, &out), 0) << program << flag;
    EXPECT_EQ(out, text) << program << flag;
  }
}

}  // namespace contest::test
