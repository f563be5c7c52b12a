// boxing_game.h: the Boxing Match as the shared referee layer sees a game (contest::Game,
// tools/common/game/game.h): its openings are the arenas the command line names, a game is one
// play_game with its log checked, the forfeits are the contest's words, a log is checked by
// check_log, and a match ends with the contest's standings, the runner's summary and the RESULT
// line.
#pragma once

#include <array>
#include <functional>

#include "common/game/game.h"
#include "referee.h"

namespace boxing {

class Boxing : public contest::Game {
 public:
  std::string name() const override { return "boxing"; }
  std::string about() const override;
  std::vector<contest::GameOption> options() override;  // --limit-ms
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

  contest::Millis limit() const { return limit_; }

  std::vector<NamedArena> arenas;
  // A seat's mark, by its player's place among the players given and the game's slot (-j):
  // a tournament's entries keep theirs, a match's games under way take marks of their own.
  std::function<char(int entry, int slot)> mark = [](int entry, int) { return entry_mark(entry); };

 private:
  const NamedArena& arena(long opening) const;
  contest::Millis limit_{1000};  // for a move: --limit-ms
};

// The marks of the games a match's slot plays: slot 0 has `marks`, each further slot the next
// two marks, in the tournament's order, that no slot before it has. Games under way at once so
// never share a mark and run side by side (rule 7).
std::array<char, 2> slot_marks(const std::string& marks, int slot);

}  // namespace boxing
