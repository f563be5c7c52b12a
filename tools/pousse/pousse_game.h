// pousse_game.h: Pousse as the shared referee sees a game (contest::Game,
// tools/common/game/game.h), pousse_referee's whole command line on its front end
// (contest::referee_main). An opening is a board size (-s, cycled) and random plies seeded from
// --seed (--opening); a game is one play_game (game.h) as the 1998 tournament ran it, its log the
// archive's record; a line that names no command is a match (`pousse_referee A B`), as it always
// was. With --log every game is appended to one file in the archive's format, what the programs
// wrote on stderr beside it (FILE.stderr).
#pragma once

#include <fstream>
#include <mutex>

#include "archive.h"
#include "common/game/game.h"
#include "game.h"

namespace pousse {

class PousseGame : public contest::Game {
 public:
  PousseGame() { shape_.default_command = "match"; }  // a line that names none is a match
  std::string name() const override { return "pousse"; }
  std::string about() const override;
  // -s, --opening (plies), --time-ms, --max-moves, --env-a, --env-b, --work-dir, --log.
  std::vector<contest::GameOption> options() override;
  std::string command_help(const std::string& command) const override;
  // [NAME=]PATH, a directory named after itself, a name given twice made distinct (_A, _B...),
  // --env-a and --env-b on the first and second player.
  std::vector<contest::Program> players(const std::vector<std::string>& words,
                                        const std::vector<std::string>& env) const override;
  // The players counted and the work directory checked before any game; --resume kept for the
  // log.
  void accept(const std::string& command, const std::vector<std::string>& words,
              const contest::RunnerOptions& runner) override;

  // "6x6", or "6x6 L2 T3" after random plies.
  std::string start(long opening, long long seed) const override;
  contest::Played play(const contest::Setup& s) const override;
  // The 1998 names (run_forfeit); a clean run's is a reply the rules refuse.
  std::string forfeit(contest::Fault f, const contest::RunResult& run) const override;
  // Every record of an archive replayed by the rules.
  contest::Checked check(const std::string& log) const override;

  // Where game `opening` of a run seeded `seed` starts.
  GameOptions game_options(long opening, long long seed) const;
  // The game's record and what it shows beside it, from a log and its files beside.
  static GameRecord record_of(const contest::Played& p);

  std::vector<int> sizes{6};  // per opening, cycled
  int opening_plies = 0;      // 0 as in 1998: the empty board
  contest::Millis time_limit{30000};
  int max_moves = 0;
  std::string work_dir;
  std::string log_path;  // --log: every game appended, in the archive's format
  std::vector<std::string> env_a, env_b;
  bool resume = false;  // --resume: the log is added to, not emptied

 private:
  // Appends a game to --log (emptied by the first game, unless resumed) and its stderr beside it.
  void append(long number, const GameRecord& rec, const std::string& err) const;
  mutable std::mutex lock_;
  mutable std::ofstream log_, err_log_;
  mutable bool opened_ = false;
};

}  // namespace pousse
