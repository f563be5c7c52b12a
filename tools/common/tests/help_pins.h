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

// The shared referee front end's (common/game/referee.h) lines of a game with numbered openings:
// game's entry among the commands and match's usage, merge's and check's entries (alone: a game
// whose own commands replace game and match, Showdown's), with the player's form after them, and
// the end of the help from --log-dir on.
inline const std::string kRefereeGamePin =
    "  game [options] PLAYER PLAYER\n"
    "                     one game, the first player first: its results line on stdout, its log\n"
    "                     with --log FILE\n"
    "  match [options] PLAYER PLAYER...\n";
inline const std::string kRefereeMergeCheckEntriesPin =
    "  merge [-o FILE] [--sprt SPEC] RESULTS...\n"
    "                     combine results files (shards, resumed runs): a game in two files must\n"
    "                     be the same game there; prints the summary of them all, and writes the\n"
    "                     lines, sorted by game, to FILE with -o\n"
    "  check [options] LOG...\n"
    "                     check logs again by the rules: a verdict each, then the count; exits 1\n"
    "                     when one fails\n";
inline const std::string kRefereeMergeCheckPin =
    kRefereeMergeCheckEntriesPin +
    "PLAYER: [NAME=]PATH, a program run once per move (NAME: its file's name)\n"
    "options (before the command or after it):\n";
inline const std::string kRefereeEndPin =
    "  --log-dir DIR      game, match: write each game's log as DIR/gameN.log\n"
    "  --env VAR=VAL      game, match: set in every player's environment; repeatable\n"
    "  --json             check: print each log as one JSON object instead of its verdict\n"
    "runner options (match; --seed also game):\n" +
    kRunnerOptionsPin +
    "  -h, --help         this text; COMMAND --help: the command's alone\n"
    "Exits 0 when the command ran (whoever won), 1 when a file or a game failed or a log\n"
    "does not hold, 2 on bad usage.\n";

}  // namespace contest::test
