// commands.h: what lloyd_referee does, each in a file of its own (referee_main.cpp only wires):
// merge results files, report on them, play a set of squares or the contest.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "referee_runs.h"

namespace lloyd {

// `lloyd_referee merge [-o FILE] RESULTS...`; returns the exit status.
int merge_command(const std::vector<std::string>& args);

// `lloyd_referee report --table RESULTS... | --compare OLD NEW | --optima OPTIMA RESULTS...`
// (report.h); returns the exit status: the report's, 2 on bad usage or an unreadable file.
int report_command(const std::vector<std::string>& args);

// Runs: a set of squares or the contest, on the SQUARE words specs, each square read (and its
// file removed after), played on the game's hooks; prints "RESULT: ..." and returns the exit
// status.
int play_command(Referee& referee, const std::vector<std::string>& specs, long long finale_seed,
                 const contest::GameHooks& hooks);

// Which runs of a resumed results file are this set's or contest's: why a run is not, or "".
std::function<std::string(const Run&)> resume_check(const Referee& referee, bool contest,
                                                    long long finale_seed);

// A set: every entry on each square of the shard; returns the RESULT text. Throws Refusal.
std::string play_set(Referee& referee, int squares);

// The contest (one square, several entries): the final square, then the grand finale of the
// entries tied first on squares written into finale; returns the RESULT text. Throws Refusal.
std::string play_contest(Referee& referee, long long finale_seed, std::vector<SquareFile>& finale);

}  // namespace lloyd
