// log_check.h: the log checker, which re-plays a game's log with the rules.
#pragma once

#include <string>

namespace showdown {

// Re-verifies a log with the rules: every input, reply, skipped turn, the outcome and the scores.
// Returns an empty string when the log is consistent, else the first discrepancy.
std::string verify_log(const std::string& log);

}  // namespace showdown
