// cpu_clock.h: the sparring partners' clock, the process's CPU time. Their budgets (300 ms a
// move) bound the work, not the wall time: a machine loaded by other jobs (a test run beside a
// build) would otherwise cut a search short in one run and not in the next, and a game between
// two deterministic players would not replay.
#pragma once

#include <time.h>

#include <chrono>

struct CpuClock {
  using duration = std::chrono::nanoseconds;
  using rep = duration::rep;
  using period = duration::period;
  using time_point = std::chrono::time_point<CpuClock>;
  static constexpr bool is_steady = true;
  static time_point now() {
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return time_point(duration(static_cast<rep>(ts.tv_sec) * 1000000000 + ts.tv_nsec));
  }
};
