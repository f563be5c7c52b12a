// arena_support.h: what the arena and replay tests share: running the arena in-process on an
// input, the robots they run, and generated inputs for the property tests.
#pragma once

#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "arena.h"

namespace shootemup::test_support {

struct Outcome {
  std::string out;
  RefereeTotals totals;
  std::vector<std::string> lines() const {
    std::vector<std::string> v;
    std::istringstream s(out);
    for (std::string l; std::getline(s, l);) v.push_back(l);
    return v;
  }
  bool has(const std::string& line) const { return out.find(line) != std::string::npos; }
};

inline Outcome arena(const std::string& input, std::vector<std::string> program,
                     int max_pairs = 1000, int move_ms = 5000) {
  RefereeOptions options;
  options.program = std::move(program);
  options.max_pairs = max_pairs;
  options.move_time = contest::Millis(move_ms);
  std::istringstream in(input);
  std::ostringstream out;
  Outcome r;
  r.totals = run_referee(in, out, options);
  r.out = out.str();
  return r;
}

inline const std::vector<std::string> kGhost = {GHOSTSIGHT_PATH};
// The misbehaving robot (misbehave.cpp) as a command line: env(1) gives it its mode.
inline std::vector<std::string> misbehave(const std::string& mode, int after = 0) {
  return {"/usr/bin/env", "SHOOTEMUP_MISBEHAVE=" + mode,
          "SHOOTEMUP_MISBEHAVE_AFTER=" + std::to_string(after), MISBEHAVE_PATH};
}

inline const std::string kExample = "G 55\n-TEST 1\nB1\n+\n+\n+\n.\nR 100\nR 100\nR 100\n";

// 5 to 34 commands: every kind, valid and not, lines the arena writes itself, and combats.
inline std::string random_input(std::mt19937& rng) {
  static const std::vector<std::string> fixed = {
      "+",          "+",       "+",           ".",       "B",     "B1",  "B0",
      "*a comment", "Dbelief", "D",           "-combat", "-",     "R 0", "R 1",
      "R 3",        "G 0",     "G 999999999", "G x",     "junk",  "",    "P 3 3",
      "N",          "! x",     "/slash",      "M 1 1",   "S 0 0", "W",   "B7"};
  std::ostringstream in;
  const int n = 5 + static_cast<int>(rng() % 30);
  for (int i = 0; i < n; ++i) {
    const int k = static_cast<int>(rng() % (fixed.size() + 3));
    if (k == static_cast<int>(fixed.size()))
      in << "G " << rng() % 1000 << "\n";
    else if (k > static_cast<int>(fixed.size()))
      in << "-fight " << i << "\n";
    else
      in << fixed[k] << "\n";
  }
  return in.str();
}

}  // namespace shootemup::test_support
