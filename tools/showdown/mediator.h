// mediator.h: runs Showdown games, matches and tournaments between entry executables.
//
// Each turn executes the player's program once through contest::run_process, with the path of its
// private state file as the only argument and one line on stdin, and reads one command from its
// stdout. Every player has its own directory (mode 0700, random name); its state file exists on
// disk only while that player runs: between turns the mediator keeps the bytes, so the opponent
// can never read it. Everything is removed after the game. Misbehaviour (garbage, stderr output,
// crash, time or output limit, leftover processes, a state file that is not a regular file) costs
// the turn, which is answered with ERROR; the log names the fault. See the Rulings in
// showdown/README.md.
#pragma once

#include <string>
#include <vector>

#include "common/process.h"
#include "rules.h"

namespace showdown {

struct Entrant {
  std::string name;
  std::string path;
};

struct MediatorOptions {
  // The statement's limit: at most `average` of wall time per turn on average. A turn's deadline is
  // what is left of a player's allowance (average times the turns it has run, that one included),
  // and never more than turn_cap, which stops a hung program.
  contest::Millis average{10000};
  contest::Millis turn_cap{60000};
  std::size_t state_limit = std::size_t{1} << 20;  // bytes a state file may hold
  int max_turns = kMaxTurns;  // turns each before the game stops; only tests shorten it
};

struct GameResult {
  std::string names[2];
  Outcome outcome = Outcome::Running;
  Score score[2];
  PlayerStats stats[2];
  std::string log;             // the turn-by-turn log (see verify_log)
  double seconds[2] = {0, 0};  // wall time spent in each program
  int turns_run = 0;           // program executions
};

// Plays one game: first starts at A 1, second at I 26.
GameResult play_game(const Entrant& first, const Entrant& second, const MediatorOptions& options);

struct MatchResult {
  GameResult games[2];  // a goes first in games[0], b in games[1]
  int total[2] = {0, 0};
  PlayerStats stats[2];
  int winner = 0;          // 0 = a, 1 = b
  std::string decided_by;  // "score", "fewest MOVEs", ..., "smaller executable", "seed"
};

// A match: two games, each player first once, scores added; the statement's tiebreakers decide
// an equal sum, then the smaller executable, then a (the higher seed).
MatchResult play_match(const Entrant& a, const Entrant& b, const MediatorOptions& options);
// Sets the winner of a match from its totals and summed stats, in that order: the higher sum,
// fewest MOVEs, fewest OUCHs, most RADARs, most WALLs, the smaller executable, a.
void decide_match(MatchResult& m, const Entrant& a, const Entrant& b);

// The standard single-elimination order of seeds 1..size (size a power of two): 1 8 4 5 2 7 3 6.
std::vector<int> bracket_order(int size);

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
// log is written to log_dir when it is not empty.
TournamentResult run_tournament(const std::vector<Entrant>& entrants, const Entrant& standard,
                                const MediatorOptions& options, const std::string& log_dir);

// Re-verifies a log with the rules: every input, reply, skipped turn, the outcome and the scores.
// Returns an empty string when the log is consistent, else the first discrepancy.
std::string verify_log(const std::string& log);

// A multi-line readable summary of one game.
std::string describe_game(const GameResult& g);

}  // namespace showdown
