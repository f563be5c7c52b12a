// referee.h: the referee of a game (game.h), the same front end for every game. A game's main is
// `return contest::referee_main(game, argc, argv);`, and NAME_referee then has four commands:
//   game [options] PLAYER PLAYER       one game: its results line on stdout, its log with --log
//   match [options] PLAYER PLAYER...   a match, a round robin or a gauntlet on the match runner
//                                      (match.h): -j, --results, --resume, --shard, --sprt, -q
//   merge [-o FILE] [--sprt SPEC] RESULTS...   results files together, the game's ranking of them
//   check [--json] LOG...              logs checked again by the game's checker
// and the game's own commands (Game::commands: a staged tournament, a generator), declared and
// listed as these are; one of the same name replaces the front end's (Showdown's game and match).
// Options stand before the command or after it, among its operands; a game may take its openings as
// words (CommandShape::opening_words: `match ARENA... -- PLAYER PLAYER`), add options to any
// command (GameOption::commands), print a line per game (Game::game_line), run check itself
// (Game::check_logs), answer to second names (NAME_check: `NAME_referee check`), run a command when
// the line names none (CommandShape::default_command: Pousse's match), go without some of the front
// end's commands (CommandShape::absent_commands: Lloyd's game and check) or runner options
// (CommandShape::refused_runner_options: Shot-Em-Up's --sprt), read its players its own way
// (Game::players), seat one player a game against a built-in opponent (Game::opponent: Shot-Em-Up's
// random robot) and be run by a name of its own (Game::tool: `shootemup_referee --series`). Its
// help is made from the same tables that declare the options, the game's own included.
#pragma once

#include <string>

#include "common/game/game.h"

namespace contest {

// A command line as the front end reads it, before any file is read (the fuzz harnesses read it
// so).
struct RefereeLine {
  std::string program;             // the name it was run by: NAME_referee, or a second name
  std::string command;             // "" with -h alone
  std::vector<std::string> words;  // the players, the logs, merge's words; the openings first
  MergeCommand merge;              // the front end's merge: its words read (parse_merge)
  RunnerOptions runner;
  long games = 2;  // per pairing
  bool gauntlet = false;
  long opening = 0;
  std::string log, log_dir;
  std::vector<std::string> env;
  bool json = false;
  bool help = false;  // -h or --help: the help of `command` ("": the whole)
};

// Reads args (without the program's name) as `program` (argv[0]'s file name) takes them; the
// game's own options are set in the game. Throws std::invalid_argument (cli::Usage, a value the
// runner refuses) naming the problem in one line.
RefereeLine read_referee_line(Game& game, const std::string& program,
                              const std::vector<std::string>& args);

// Runs the command line: 0 when done, 1 when a file or a game failed or a checked log does not
// hold, 2 on bad usage (`NAME_referee: WHY (see --help)` on stderr, then the usage line of the
// command named).
int referee_main(Game& game, int argc, char** argv);

// The help: the whole (command "") or one command's alone (`COMMAND --help`); by a second name
// (program), its command's.
std::string referee_help(Game& game, const std::string& command, const std::string& program = "");

// A line of the help: "  --log FILE         write ...", the head (an option and its value, a
// command's usage) and its text (lines parted by '\n') from `column`, on the next line when the
// head reaches it.
std::string help_line(const std::string& head, const std::string& text, std::size_t column = 21);

}  // namespace contest
