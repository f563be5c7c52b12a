// lloyd_game.h: Lloyd's Dilemma as the shared referee sees a game (contest::Game,
// tools/common/game/game.h): lloyd_referee is contest::referee_main on LloydGame. A game is one
// entry's run on one square (its start: the square's name), scored as the contest scored it
// (referee.h); the game's own commands are the runs (match: a set of squares or the contest, and
// what a line that names no command runs), merge and report; the front end's game and check are
// not its. Its help is the front end's, from these declarations (pinned by
// LloydTools.RefereeHelpText).
#pragma once

#include "common/game/game.h"
#include "referee_runs.h"

namespace lloyd {

class LloydGame : public contest::Game {
 public:
  // The command line's shape: the entries are --entry options; game and check are not Lloyd's (a
  // run is a square and an answer, which lloyd_check replays); --sprt (a run has no opponent) and
  // --seed (the squares carry their seeds) are refused on every command; a line that names no
  // command is a match.
  LloydGame();
  std::string name() const override { return "lloyd"; }
  // One entry on one square; with --log-dir the square and the answer kept as runN.square and
  // runN.out (lloyd_check replays them). Its start is the square's name ("korf-25",
  // "random-SEED", the file), its forfeits the verdict run_entry gives.
  contest::Played play(const contest::Setup& s) const override;
  std::string start(long opening, long long seed) const override;
  const contest::OwnMember* own() const override { return &run_member(); }
  std::string forfeit(contest::Fault f, const contest::RunResult& run) const override;
  // A run's log is two files (square and answer): lloyd_check replays it, not this.
  contest::Checked check(const std::string& log) const override;

  // The command line, and the facts of the help that are no command's or option's.
  std::string about() const override;
  // --entry, --limit, --wall, --arg, --env, --finale-seed, --log-dir. Taken by every command, as
  // they always were before the command's word.
  std::vector<contest::GameOption> options() override;
  // match (the runs), merge and report.
  std::vector<contest::GameCommand> commands() override;
  // The runs' entries and squares read into referee(), before any square is read.
  void accept(const std::string& command, const std::vector<std::string>& words,
              const contest::RunnerOptions& runner) override;

  // The runs' options and entries as the command line set them.
  const Referee& referee() const { return referee_; }

 private:
  Referee referee_;
  std::vector<std::string> entries_, args_, env_;
  std::string log_dir_, output_;  // output_: merge's -o
  long long finale_seed_ = 1995;
  bool table_ = false, compare_ = false, optima_ = false;  // report's mode
};

}  // namespace lloyd
