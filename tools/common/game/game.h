// game.h: a game as the shared referee drives it. A game of two programs implements Game once
// (tools/GAME/): its name, its openings, one game played and scored, the words of its forfeits,
// the checker of its logs, its member of the results line, its ranking and its own commands.
// Generic code does the rest: referee_main (referee.h) gives it a command line with `game`,
// `match`, `merge`, `check` and its own, the match runner (match.h) its schedules, -j, results
// files, --resume, --shard and the SPRT. A game of one program against an opponent built in
// (Shot-Em-Up's strength runs) says so (Game::opponent). The sample game is Nim (tools/nim/);
// docs/adding-a-game.md is the guide.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/match/match.h"
#include "common/process/process.h"

namespace contest {

// A player as the command line gives it (`[NAME=]PATH`): a program run once per move.
struct Program {
  std::string name;
  std::string path;
  std::vector<std::string> env;  // "VAR=VALUE" added to its environment (--env)
};

// How a player failed to give a move, whatever the game: the game words each (Game::forfeit).
enum class Fault {
  kTime,     // not done within the time for a move
  kCrash,    // a non-zero exit status or a signal
  kOutput,   // wrote more than a move may hold
  kStart,    // could not be started
  kNoMove,   // exited cleanly without a move the game can read
  kIllegal,  // a move the rules forbid
};

// How a word `[NAME=]PATH` names a player (read_player): the default's rules, or a game's small
// differences (Pousse's: a path may hold a '=', a directory is a player, a bare name is a file in
// the current directory).
struct PlayerForm {
  bool name_before_slash = false;  // a '=' after a '/' is the path's ("dir/a=b" is a path)
  bool directory = false;          // a directory is named after itself: "subs/cilk/" is cilk
  bool dot_slash = false;          // a path without a '/' is run as "./PATH"
};

// One player from its word (Game::players' default reading): NAME, else the file's name; without
// environment. Throws cli::Usage when there is no program.
Program read_player(const std::string& word, const PlayerForm& form = {});

// One move asked of a program: its answer, or its fault.
struct Reply {
  std::optional<Fault> fault;  // none: `run.out` holds the answer, for the game to read
  RunResult run;
  long long ms = 0;  // wall clock, spawn to exit
};

// Runs the program once on `input` (its stdin) within `limit`: the protocol of one process per
// move. A fault of the process (time, crash, flood, start) is set here; kNoMove and kIllegal are
// for the game to set once it has read the answer.
Reply ask(const Program& p, const std::string& input, Millis limit,
          std::size_t stdout_limit = 4096);

// An option of the game's own (the time for a move), declared on the commands that play, or on
// the commands it names.
struct GameOption {
  std::string names;  // "--time-ms"
  std::string value;  // its value's name in the help, "MS"; "" for a flag
  std::string help;   // what it does, lines parted by '\n', without the option's name
  // Declares it on a command under `names` (cli::Command::whole, text, flag...), setting the
  // game's own member.
  std::function<void(cli::Command& c, const std::string& names)> declare;
  // The commands that take it ("match", "check", one of the game's own); none: every command that
  // plays (game, match, the game's own that play). On a command it replaces the front end's option
  // of the same name (Boxing's check --json is the viewer's).
  std::vector<std::string> commands = {};
};

// What the front end read for a game's own command (GameCommand): its operands, the runner's
// options it takes, and for one that plays the players' environment (--env) and where its logs
// go (--log-dir).
struct CommandLine {
  std::vector<std::string> words;
  RunnerOptions runner;
  std::vector<std::string> env;
  std::string log_dir;
};

// A command a game adds to game, match, merge and check (a staged tournament, an arena
// generator): declared on the command line and listed in the help as they are. One named as the
// front end's replaces it, in its place in the help (Showdown's game and match, the statement's
// modes); the whole help then names the runner's options by the commands that take them.
struct GameCommand {
  std::string name;   // "gen"
  std::string usage;  // its words after the tool's name: "gen SEED BLOCKED LAYOUT"
  std::string help;   // what it does, lines parted by '\n'
  // The name of its operands ("WORD"), kept in CommandLine::words; "" for none. parted: in two
  // lists parted by `--` (ARENA... -- NAME=PATH...), the `--` among the words, options after
  // either list.
  std::string operands;
  bool parted = false;
  std::vector<GameOption> options;  // its own, before the rest in its help
  unsigned runner = 0;              // the runner's options it takes (RunnerOption bits)
  bool plays = false;               // it plays: the game's own options, --env and --log-dir
  // Runs it once the command line is read: its exit status (0 done, 1 failed); throws
  // cli::Usage for a line it cannot run.
  std::function<int(const CommandLine&)> run;
};

// A game's built-in opponent, which is no program (Shot-Em-Up's random robot): each game seats one
// player against it (Game::opponent).
struct Opponent {
  std::string name;  // its name in the results, which no player may take
  long games = 1;    // each player's games in a match, game k from opening k (the game's own -n)
};

// The shape of a game's command line beside its commands and options: constants a game sets once,
// in its constructor (Game::shape_). The defaults are Nim's: openings numbered, two players a game,
// matches of any number, a command named on every line.
struct CommandShape {
  // How the front end is run, in its help and messages; "" is NAME_referee (Game::tool).
  // Shot-Em-Up's "shootemup_referee --series": the program's first face is the statement's arena.
  std::string tool;
  // What a player is, for the help: whole lines, each ending in '\n'; "" is "[NAME=]PATH, a
  // program run once per move" (Game::players_help).
  std::string players_help;
  // The name of the openings when `game` and `match` take them as words ("ARENA"): `game ARENA
  // PLAYER...`, `match ARENA... -- PLAYER PLAYER`, each opening played once with each player
  // first (Game::read_openings reads them); "": the openings are numbered (Game::start),
  // `--opening N` and `-n`.
  std::string opening_words;
  std::string openings_help;      // what an opening word may be: whole lines, each ending in '\n'
  std::size_t max_seats = 2;      // the most players one game seats (`game` takes two up to this)
  std::size_t match_players = 0;  // a match's players: 0, any number from two (--gauntlet)
  // The commands the program also answers to by a second name, NAME_COMMAND (boxing_check is
  // `boxing_referee check`), made by contest_add_alias in CMake.
  std::vector<std::string> second_names;
  std::map<std::string, std::string> older_names;  // older names still taken: {"replay", "check"}
  // The command a line that names none runs ("match": `pousse_referee A B`, as Pousse's referee
  // always took it); "": a command must be named. `-h` alone is still the whole help.
  std::string default_command;
  // The front end's commands (game, match, merge, check) the game has not, each with what to use
  // instead, for its refusal ("lloyd_check SQUARE OUTPUT replays a run"; "" for nothing). They are
  // neither declared nor listed, and a line that names one is refused as an unknown command, even
  // by a game with a default command (it is no operand of that one).
  std::map<std::string, std::string> absent_commands;
  // The runner's options the game takes on none of its commands (RunnerOption bits), each with
  // why, for the message that refuses it (`--sprt: WHY`; "" for no why). They are left out of the
  // help (merge's usage too) and refused on every command, merge's words included.
  std::map<unsigned, std::string> refused_runner_options;
  // A line on stdout as each game of `game` and `match` ends, unless -q (then `game` takes -q
  // too): Game::game_line.
  bool game_lines = false;
};

// One game to play.
struct Setup {
  long number = 1;             // in the whole schedule, 1-based
  long opening = 0;            // 0-based
  long long seed = 1;          // --seed
  std::string start;           // Game::start(opening, seed)
  std::vector<Program> seats;  // in order of play, seats[0] first; a built-in opponent has none
  std::vector<int> entries;    // each seat's place among the players given (its marks, colours)
  int slot = 0;                // 0 to -j minus 1: no two games under way share one
};

// What a game played returns: its outcome (points per seat, end, forfeits, moves, slowest move,
// figures) and its log, which the referee writes where the command line says.
struct Played {
  Outcome outcome;  // its `log`, when set, is kept unless the referee writes the game's own log
  std::string log;
  // Files kept beside the log, by the extension that replaces the log's (".stderr": what the
  // players wrote there); none is written without a log.
  std::map<std::string, std::string> beside;
};

// Writes p's log to path, and the files beside it.
void keep_log(const Played& p, const std::string& path);

// A log checked again: `problem` is empty when the log holds a game played by the rules whose
// result is the one it states.
struct Checked {
  std::string problem;      // "line 7: heap 4 has 2, not 3"
  std::string verdict;      // what the game was, when it holds: "ok: a wins, 9 moves"
  std::optional<Json> log;  // the log as JSON (`check --json`), when it could be read
};

class Game {
 public:
  virtual ~Game() = default;

  // The game's name, lower case: the referee is NAME_referee.
  virtual std::string name() const = 0;
  // What the game is, for the head of the help: whole lines, each ending in '\n'.
  virtual std::string about() const = 0;
  // The game's own options, declared on `game` and `match` and listed in the help.
  virtual std::vector<GameOption> options() { return {}; }
  // The game's own commands, after check in the help; none by default.
  virtual std::vector<GameCommand> commands() { return {}; }
  // The shape of the command line: constants (CommandShape), set by the game's constructor.
  const CommandShape& shape() const { return shape_; }
  // shape().tool, or NAME_referee.
  std::string tool() const { return shape_.tool.empty() ? name() + "_referee" : shape_.tool; }
  // shape().players_help, or "[NAME=]PATH, a program run once per move".
  std::string players_help() const;
  // The built-in opponent of a game of one player: `game PLAYER` plays one game against it, `match
  // PLAYER...` each player's opponent().games against it (opponent_schedule), without
  // --gauntlet. None by default: games between the players given. A hook, not a constant:
  // Shot-Em-Up's games are its -n.
  virtual std::optional<Opponent> opponent() const { return std::nullopt; }
  // Reads the opening words of a command (seed: --seed), before any game: how many openings they
  // make, 1 or more. Throws cli::Usage naming the word it cannot read.
  virtual long read_openings(const std::vector<std::string>& words, long long seed);
  // The players of `game` and `match` from their words, each with `env` (--env) in its
  // environment; by default "[NAME=]PATH", NAME the file's name (read_player). Throws cli::Usage
  // naming a word it cannot read.
  virtual std::vector<Program> players(const std::vector<std::string>& words,
                                       const std::vector<std::string>& env) const;
  // The game's own words for what one of the front end's commands (game, match, check) does, in
  // the help, lines parted by '\n'; "" (the default): the front end's.
  virtual std::string command_help(const std::string& command) const { return ""; }
  // Checks the command line once read, before any file is read or game played: the command, its
  // words (match: the openings, `--`, the players) and the runner's options. Throws cli::Usage.
  virtual void accept(const std::string& command, const std::vector<std::string>& words,
                      const RunnerOptions& runner) {}

  // What the commands print (by default the results line of `game`, nothing else per game).
  // A game's line on stdout as each game of `game` and `match` ends (shape().game_lines).
  virtual std::string game_line(const Result& r) const { return ""; }
  // What `game` prints at its end: by default the game's results line.
  virtual std::string game_result(const Result& r, const Played& p) const;
  // check, when the game runs it itself (its own options for check: a viewer's): the exit status,
  // each log's verdict printed; none (the default): the front end's, each log's verdict and the
  // count. Throws cli::Usage for a line it cannot run.
  virtual std::optional<int> check_logs(const std::vector<std::string>& logs) {
    return std::nullopt;
  }

  // The start of opening `opening` (0-based) in a run seeded `seed`, as the results line names
  // it ("3 5 7"); both games of a pair play it, and a resumed file is checked against it.
  virtual std::string start(long opening, long long seed) const = 0;
  // Plays one game. Called from -j threads at once. An exception stops the match (a file that
  // cannot be written); a player's fault is a forfeit in the outcome, never an exception.
  virtual Played play(const Setup& s) const = 0;
  // The game's word for a fault: the "forfeits" of the results line, and its logs'.
  virtual std::string forfeit(Fault f, const RunResult& run) const = 0;
  // Re-checks one log (its text) by the rules.
  virtual Checked check(const std::string& log) const = 0;

  // The game's own member of the results line (GameHooks::own), when it has one.
  virtual const OwnMember* own() const { return nullptr; }
  // What a match and a merge print at the end: by default the runner's summary (points, the
  // crosstable of three players or more, Elo, pairs, the SPRT, forfeits).
  virtual std::string ranking(const std::vector<Result>& results,
                              const std::optional<Sprt>& sprt) const;

 protected:
  CommandShape shape_;
};

// Where game N's log goes in dir: "DIR/gameN.log"; "" (no log) when dir is "".
std::function<std::string(long number)> logs_in(const std::string& dir);

// The games of players against a built-in opponent (Game::opponent), the runner's last player: for
// each opening k < games each player in turn, game k * players + p + 1, id "k:NAME:OPPONENT", an
// opening's games one runner pair (a shard keeps them together).
std::vector<ScheduledGame> opponent_schedule(const std::vector<std::string>& players,
                                             const std::string& opponent, long games);

// The runner's hooks of a game: start and play, game g's log written to log_path(g.number) unless
// that is "" (the players are indexed as the schedule's; one past them is a built-in opponent,
// seated by no program).
GameHooks hooks_of(const Game& game, const std::vector<Program>& players, long long seed,
                   std::function<std::string(long number)> log_path);

}  // namespace contest
