// showdown_game.h: POTM Showdown as the shared referee sees a game (contest::Game,
// tools/common/game/game.h): showdown_referee (and showdown_mediator, its second name) is
// contest::referee_main on ShowdownGame. A game is one Showdown game (play_game, game.h), the
// first player at A 1; the statement's modes are the game's own commands (modes.h): game,
// match and panel (a gauntlet of one seed on the match runner, a runner game one Showdown game),
// tournament (seeding, then knockout, on the tournament layer) and roundrobin and gauntlet (a
// runner game one match). merge and check are the front end's.
#pragma once

#include <functional>

#include "common/game/game.h"
#include "game.h"

namespace showdown {

class ShowdownGame : public contest::Game {
 public:
  ShowdownGame();  // every player is named: the logs are named after the players (players_help)
  std::string name() const override { return "showdown"; }

  // The game. One game, seats[0] first at A 1, the state files named by s.seed; told to on_game.
  contest::Played play(const contest::Setup& s) const override;
  // "seed N": the state files' name, which a program may draw its choices from.
  std::string start(long opening, long long seed) const override;
  // The log re-played by the rules (verify_log), as showdown_check does.
  contest::Checked check(const std::string& log) const override;
  // A fault costs a turn, not the game: the log's words, "could not be started" for kStart.
  std::string forfeit(contest::Fault f, const contest::RunResult& run) const override;

  // The mediator's options as the command line set them; their seed is --seed.
  RefereeOptions mediator;
  long seeds = 1;       // --seeds: roundrobin and gauntlet
  std::string log_dir;  // --logs: every game's log, by the mode's names ("" for none)
  // Told of every game play() played, by its number (from -j threads at once): the modes that
  // print each game keep them.
  std::function<void(long number, const GameResult& g)> on_game;

  // The command line. The statement's modes; game and match replace the front end's.
  std::vector<contest::GameCommand> commands() override;
  // --average-ms, --turn-cap-ms, --seed, --seeds and --logs, on the commands that take them.
  std::vector<contest::GameOption> options() override;
  // What a mode would refuse, before any game: its entrants and a --logs that is no directory.
  void accept(const std::string& command, const std::vector<std::string>& words,
              const contest::RunnerOptions& runner) override;
  // NAME=PATH, a NAME of letters, digits, '_', '-' and '.' (not first): it names the logs.
  std::vector<contest::Program> players(const std::vector<std::string>& words,
                                        const std::vector<std::string>& env) const override;
  // The mediator as the statement has it, and what every mode prints.
  std::string about() const override;
};

// A game's outcome for the runner: 1 point to the winner, 1/2 each without one; its end the
// outcome's name, its moves the programs' turns, "could not be started" for a player that was
// not.
contest::Outcome outcome_of(const GameResult& g);

}  // namespace showdown
