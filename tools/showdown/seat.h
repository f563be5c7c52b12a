// seat.h: a player's private corner of the disk for one game: its directory and its state file.
//
// Every file operation of the mediator inside the directory goes through dir_fd, so that nothing
// the program leaves there (a FIFO, a device, a symbolic link, a directory), nor its directory's
// path turned into a link, makes the mediator block or touch a file outside. Between turns the
// state file exists only as bytes held here, so the opponent can never read it.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace showdown {

struct Seat {
  std::string program;  // the absolute path of the player's program
  std::string dir, state_path;
  std::string state_name = "state";  // the state file's name inside dir
  int dir_fd = -1;
  std::string state;           // the state file's bytes between turns
  unsigned state_mode = 0600;  // its permission bits, as the program left them (ruling 9)
  bool state_exists = true;
  int runs = 0;  // program executions so far, for the time allowance
  std::vector<std::string> env;  // extra "NAME=value" entries for the program (Entrant::env)
};

// A new directory from a mkdtemp pattern, or "" when it cannot be made.
std::string make_temp_dir(const std::string& pattern);

// The seat of player p (0 or 1) running program, in a new private directory under base (an empty
// base, or a directory that cannot be made or opened, leaves dir empty). The state file is named
// state-SEED: the same for both players and for every replay of the game with that seed, so that a
// program which draws its choices from the name plays the same game again.
Seat open_seat(const std::string& base, int p, const std::string& program, unsigned seed);

// Empties the seat's directory and closes it; its path is removed with the game's base directory.
void close_seat(Seat& seat);

// Removes everything inside the directory open as dir_fd without following a symbolic link.
void clear_dir(int dir_fd);

// Puts the state bytes back as a new regular file (the directory was emptied after the last turn).
void write_state(const Seat& seat);

// Takes the state back after a turn; returns the fault, or "". Only a regular file is read, and it
// is opened without following a link and without blocking: an ordinary open of a FIFO or of a link
// to a terminal would wait forever. Anything else leaves an empty state (the next turn finds an
// empty file); a file the program removed stays absent.
std::string read_state(Seat& seat, std::size_t limit);

}  // namespace showdown
