// referee.h: what boxing_referee's commands share (referee_main.cpp only wires them): the options
// every command takes, the arenas named on the command line, one game played with its log checked,
// a game's line and the standings as the contest printed them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/match/match.h"
#include "game.h"
#include "tournament.h"
#include "viewer/viewer.h"

namespace boxing {

// The options every command takes, before or after its name.
struct RefereeOptions {
  contest::Millis limit{1000};
  std::string log_dir;
  std::vector<std::string> env;
  bool quiet = false;
  std::string marks = "AB";  // a match's two marks
  // The match runner's options (-j, --results, --resume, --shard, --sprt, --seed, -q).
  contest::RunnerOptions runner;
};

struct NamedArena {
  std::string name;
  Arena arena;
};

// Adds the arenas of one ARENA argument; gens:COUNT:BLOCKED:LAYOUT takes its seeds from seed.
void add_arenas(const std::string& spec, std::vector<NamedArena>& out, long long seed = 1);

// The arenas before `--` in words, the players after it (NAME=PATH, each with mark and the --env
// variables); throws std::runtime_error with what to give when the words are not that.
struct ArenasAndPlayers {
  std::vector<NamedArena> arenas;
  std::vector<std::string> players;
};
ArenasAndPlayers split_arenas(const std::vector<std::string>& words, long long seed);
Player parse_player(const std::string& spec, char mark, const RefereeOptions& o);

// Plays one game with a log (kept in the log dir when there is one) and checks the log. The game's
// line (players, winner, score, moves, slowest moves, forfeits) is printed unless --quiet, or
// handed back in *line when line is given.
GameResult run_game(const std::vector<Player>& players, const NamedArena& a,
                    const RefereeOptions& o, int number, std::string* line = nullptr);

// A game's result for the match runner: points per seat, forfeits, slowest moves, the winner's
// score (the tournament's second key) and the log.
contest::Outcome outcome_of(const GameResult& g, const std::vector<Player>& seats,
                            const RefereeOptions& o, long number);

// A game's line from its result (a tournament's game, played now or kept in its results file).
std::string game_line(const contest::Result& r);

// Games as the contest scores them: the order of play, the winner, its score; entries by their
// place in names.
std::vector<GameSummary> summaries(const std::vector<contest::Result>& results,
                                   const std::vector<std::string>& names);

// The contest's standings table: rank, entry, wins, score.
void print_standings(const std::vector<Standing>& s, const std::vector<std::string>& names);

// The commands, each in a file of its own; words are the command's words after its name.
int gen_command(const std::vector<std::string>& words);
int game_command(const std::vector<std::string>& words, const RefereeOptions& o);
int match_command(const std::vector<std::string>& words, const RefereeOptions& o);
int merge_command(const std::vector<std::string>& words);
int tournament_command(const std::vector<std::string>& words, const RefereeOptions& o);
int check_command(const std::vector<std::string>& logs, const RefereeOptions& o,
                  const viewer::Options& view);

}  // namespace boxing
