// tournament.h: the Showdown tournament: seeding by a system-test game, then single elimination.
#pragma once

#include <string>
#include <vector>

#include "game.h"

namespace showdown {

// The standard single-elimination order of seeds 1..size (size a power of two): 1 8 4 5 2 7 3 6.
std::vector<int> bracket_order(int size);

// The matches of a round on slots of seeds (0: no entrant, a bye for the neighbour), each pair in
// slot order as (higher seed, lower seed): the first named wins a match that every tiebreaker
// leaves equal (ruling 13), and after round 1 a lower seed can hold the earlier slot.
std::vector<std::pair<int, int>> round_pairs(const std::vector<int>& slots);

struct Seeding {
  Entrant entrant;
  int score = 0;           // its score as player one against the standard player
  bool completed = false;  // played the system-test game without a fault
};

struct TournamentResult {
  std::vector<Seeding> seeds;  // seed order (best first); entries that did not complete are last
  std::vector<std::string> report;  // human-readable lines: seeding table, every match, champion
  std::string champion;
};

// Seeds every entrant by one system-test game as player one against standard, then plays a
// single-elimination tournament among those that completed it, byes to the top seeds. Each game's
// log is written to log_dir when it is not empty. The seeding games, and the games of a round,
// are played `jobs` at once; the result does not depend on jobs.
TournamentResult run_tournament(const std::vector<Entrant>& entrants, const Entrant& standard,
                                const MediatorOptions& options, const std::string& log_dir,
                                int jobs = 1);

}  // namespace showdown
