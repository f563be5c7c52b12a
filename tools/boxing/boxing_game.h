// boxing_game.h: the Boxing Match as the shared referee layer sees a game (contest::Game,
// tools/common/game/game.h), boxing_referee's whole command line on its front end
// (contest::referee_main): its openings are the arenas the command line names (ARENA words), a
// game is one play_game with its log checked, the forfeits are the contest's words, a log is
// checked by check_log (and drawn by check's view options, view.cpp), a game's line is the
// contest's, a match ends with the contest's standings, the runner's summary and the RESULT line;
// gen and tournament are its own commands, boxing_check and boxing_gen its second names.
#pragma once

#include <array>
#include <functional>

#include "common/game/game.h"
#include "referee.h"

namespace boxing {

class Boxing : public contest::Game {
 public:
  // The command line's shape: ARENA words (add_arenas), games of two to 61 players (the marks of
  // entry_mark), matches of two; a line per game; boxing_check and boxing_gen; replay, check's
  // older name.
  Boxing();
  std::string name() const override { return "boxing"; }
  std::string about() const override;
  // --limit-ms, match's --marks, check's view options (tools/viewer/viewer.h).
  std::vector<contest::GameOption> options() override;
  // The arena of opening N: arenas[N % arenas.size()] (a tournament's stage 2 plays opening 3,
  // arena X again); its name is the start.
  std::string start(long opening, long long seed) const override;
  contest::Played play(const contest::Setup& s) const override;
  std::string forfeit(contest::Fault f, const contest::RunResult& run) const override;
  contest::Checked check(const std::string& log) const override;
  // gen (an arena from its spec) and tournament (the contest's two stages).
  std::vector<contest::GameCommand> commands() override;
  std::string ranking(const std::vector<contest::Result>& results,
                      const std::optional<contest::Sprt>& sprt) const override;

  long read_openings(const std::vector<std::string>& words, long long seed) override;
  std::string command_help(const std::string& command) const override;
  // At most 29 games at once (two marks each); check's logs against --html and --game; a match's
  // games take their marks from --marks.
  void accept(const std::string& command, const std::vector<std::string>& words,
              const contest::RunnerOptions& runner) override;
  // The contest's lines: a game's (`game  71  ARENA  A vs B: A wins, score ...`), and `game`'s
  // final arena and RESULT line.
  std::string game_line(const contest::Result& r) const override;
  std::string game_result(const contest::Result& r, const contest::Played& p) const override;
  // Each log's verdict, "PATH: ok" or "PATH: PROBLEM", or drawn (--show, --html, --json).
  std::optional<int> check_logs(const std::vector<std::string>& logs) override;

  contest::Millis limit() const { return limit_; }
  const std::string& marks() const { return marks_; }
  const viewer::Options& view() const { return view_; }

  std::vector<NamedArena> arenas;
  // A seat's mark, by its player's place among the players given and the game's slot (-j):
  // a tournament's entries keep theirs, a match's games under way take marks of their own.
  std::function<char(int entry, int slot)> mark = [](int entry, int) { return entry_mark(entry); };

 private:
  const NamedArena& arena(long opening) const;
  contest::Millis limit_{1000};  // for a move: --limit-ms
  std::string marks_ = "AB";     // a match's: --marks
  viewer::Options view_;         // check's
};

// The marks of the games a match's slot plays: slot 0 has `marks`, each further slot the next
// two marks, in the tournament's order, that no slot before it has. Games under way at once so
// never share a mark and run side by side (rule 7).
std::array<char, 2> slot_marks(const std::string& marks, int slot);

}  // namespace boxing
