// help_pins.h: the lines that several tools' pinned --help texts share, pinned once here: the
// viewer's options (every replay tool's) and the match runner's (every referee on it, each leaving
// out what it does not take). Header-only, as run_command.h: each game's tests build on their own.
#pragma once

#include <string>

namespace contest::test {

inline const std::string kViewOptionsPin =
    "  --show             draw every position on the terminal (colours when it is one)\n"
    "  --step             with --show: one position per Enter (q Enter quits)\n"
    "  --delay MS         with --show: pause MS milliseconds, 0 to 86400000, after each position\n"
    "                     (default 0)\n"
    "  --game K           only the K-th game of a log that holds several, from 1 (default: all)\n"
    "  --html             write a web page that plays the log (save it as a .html file)\n"
    "  --json             write the checked positions as one JSON document (the page's data)\n";

// The runner's options in pieces, in their order.
inline const std::string kRunnerJobsPin =
    "  -j, --jobs N       games at once (default 1)\n"
    "  --results FILE     append each game's result to FILE, one JSON object per line\n"
    "  --resume           continue the match in --results FILE: play only the games it lacks\n";
inline const std::string kRunnerShardPin =
    "  --shard K/N        play part K of N of the schedule: pairs K, K+N, K+2N, ... (default "
    "1/1)\n";
inline const std::string kRunnerSprtPin =
    "  --sprt SPEC        sequential test of the first player against the second, e.g.\n"
    "                     elo0=0,elo1=5,alpha=0.05,beta=0.05: no new pair starts once decided\n";
inline const std::string kRunnerSeedPin = "  --seed S           seed of the openings (default 1)\n";
inline const std::string kRunnerQuietPin = "  -q, --quiet        no progress line on stderr\n";
inline const std::string kRunnerOptionsPin =
    kRunnerJobsPin + kRunnerShardPin + kRunnerSprtPin + kRunnerSeedPin + kRunnerQuietPin;

}  // namespace contest::test
