// log_check.h: the log checker, which re-plays a game's log with the rules.
//
// The log (game.cpp writes it): tab-separated, a line per turn slot.
//   showdown-log  1
//   max-turns     3                                 (only when a test shortened the cap)
//   player        1  highnoon
//   turn          T  P  play  INPUT  COMMAND  FAULT  REPLY  RAW   (COMMAND "-" when a fault
//                                                                   cost the turn)
//   turn          T  P  sleep                       (a slot lost to a zap)
//   end           first-wins | second-wins | tie | turn-limit
//   score         P  TOTAL  RESULT  OUCH  ZAP  SPEED  DISTANCE
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "rules.h"

namespace showdown {

// Told of the game as the log re-plays it, for the viewers: once after the player lines (fields
// "player", the two names) and after every turn slot (the turn line's fields), with the game as
// it stands then. A log that fails is told up to its last good line.
using LogObserver = std::function<void(const Game&, const std::vector<std::string>& fields)>;

// Re-verifies a log with the rules: every input, reply, skipped turn, the outcome and the scores.
// Returns an empty string when the log is consistent, else the first discrepancy.
std::string verify_log(const std::string& log, const LogObserver& observe = {});

}  // namespace showdown
