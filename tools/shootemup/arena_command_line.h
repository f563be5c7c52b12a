// arena_command_line.h: the statement's `arena` command line (shootemup_referee without
// --series): its options, all before the robot's program, and the help text that says them.
#pragma once

#include <string>
#include <vector>

#include "arena.h"

namespace shootemup {

// `arena --help`, pinned by ArenaProgram.HelpText.
extern const char* const kArenaCommandHelp;

// What the command line asks for: help, or a robot to run (problem empty), or the problem.
struct ArenaCommandLine {
  bool help = false;
  std::string problem;
};

// Reads the arena's command line (without the program's name) into options: the options, all
// before PROGRAM, then PROGRAM and its own words. SHOOTEMUP_MOVE_MS is read by the same rule as
// --move-ms, which overrides it; a bare program name is one in the current directory.
ArenaCommandLine read_arena_command_line(const std::vector<std::string>& args,
                                         RefereeOptions& options);

}  // namespace shootemup
