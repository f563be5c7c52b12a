// referee.h: what boxing_referee's commands share (its command line is the shared front end's,
// boxing_game.h): the options the game's own commands take, the arenas named on the command line,
// one game played with its log checked, a game's line and the standings as the contest printed
// them. The game itself, as the shared referee layer sees it, is boxing_game.h.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/match/match.h"
#include "game.h"
#include "tournament.h"
#include "viewer/viewer.h"

namespace boxing {

// What the tournament takes of the command line.
struct RefereeOptions {
  std::string log_dir;
  std::vector<std::string> env;
  bool quiet = false;
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

// The players as the shared game layer runs them.
std::vector<contest::Program> programs_of(const std::vector<Player>& players);

// Plays game `number` with a log and checks the log: the result, and in `played` the log, the
// outcome and what the players wrote on stderr (beside the log).
GameResult play_checked(const std::vector<Player>& players, const NamedArena& a,
                        contest::Millis limit, long number, contest::Played& played);

// A game's result for the match runner: points per seat, forfeits, slowest moves, the winner's
// score (the tournament's second key).
contest::Outcome outcome_of(const GameResult& g, const std::vector<Player>& seats);

// A game's line (players, winner, score, moves, slowest moves, forfeits), from the game played
// or from its result (played now or kept in a results file).
std::string game_line(long number, const std::string& arena, const std::vector<Player>& players,
                      const GameResult& g);
std::string game_line(const contest::Result& r);

// Games as the contest scores them: the order of play, the winner, its score; entries by their
// place in names.
std::vector<GameSummary> summaries(const std::vector<contest::Result>& results,
                                   const std::vector<std::string>& names);

// The contest's standings table: rank, entry, wins, score.
std::string standings_text(const std::vector<Standing>& s, const std::vector<std::string>& names);

class Boxing;

// The game's own commands (Boxing::commands); words are the command's words after its name.
// The game's options (the time for a move) are the game's.
int gen_command(const std::vector<std::string>& words);
int tournament_command(Boxing& game, const std::vector<std::string>& words,
                       const RefereeOptions& o);
// check with its view options (view.cpp): each log drawn on the terminal (--show), or all of them
// into the page (--html) or its JSON document (--json); the exit status.
int view_logs(const Boxing& game, const std::vector<std::string>& logs,
              const viewer::Options& view);

}  // namespace boxing
