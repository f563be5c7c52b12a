// tournament_command.cpp: `boxing_referee tournament`, the contest's tournament on the tournament
// layer (tools/common/match/tournament.h).
#include <algorithm>
#include <iostream>
#include <memory>
#include <stdexcept>

#include "boxing_game.h"
#include "common/match/kinds.h"

namespace boxing {

namespace {

// The last line: the winner, or every entry still tied after stage 2 (the statement's duplicate
// prizes).
void print_result(const std::vector<Standing>& s, const std::vector<std::string>& names) {
  const std::vector<int> tied = tied_leaders(s);
  std::cout << "RESULT: ";
  if (tied.empty()) {
    std::cout << names[s[0].entry] << " wins the tournament\n";
    return;
  }
  for (std::size_t j = 0; j < tied.size(); ++j)
    std::cout << (j == 0 ? "" : j + 1 == tied.size() ? " and " : ", ") << names[tied[j]];
  std::cout << " share the tournament (still tied after stage 2)\n";
}

}  // namespace

// A staged event: stage 1, a round robin of six games a pair (two on each arena, each first
// once), then stage 2, every order of play of the entries tied first, on arena X (the first),
// one results file for both with --results and --resume. Two games under way never share an
// entry, so never a mark (ruling 7); the game lines are printed in the games' order.
int tournament_command(Boxing& game, const std::vector<std::string>& words,
                       const RefereeOptions& o) {
  const ArenasAndPlayers given = split_arenas(words, o.runner.seed);
  if (given.arenas.size() != 3 || given.players.size() < 2)
    throw std::runtime_error("tournament: give three arenas, then --, then two or more entries");
  std::vector<Player> entries;
  std::vector<std::string> names;
  for (const std::string& spec : given.players) {
    entries.push_back(parse_player(spec, entry_mark(static_cast<int>(entries.size())), o));
    names.push_back(entries.back().name);
  }
  const int n = static_cast<int>(entries.size());
  // Openings 0 to 2 are the arenas; stage 2 plays opening 3, arena X again. Each entry keeps its
  // mark.
  game.arenas = given.arenas;
  game.mark = [](int entry, int) { return entry_mark(entry); };
  const contest::GameHooks hooks =
      contest::hooks_of(game, programs_of(entries), o.runner.seed, contest::logs_in(o.log_dir));
  // The game lines in order are the tournament's progress: no runner line beside them.
  contest::RunnerOptions runner = o.runner;
  runner.quiet = true;
  contest::Tournament t(names, hooks, runner);
  contest::StageOptions stage;
  stage.exclusive = stage.in_order = true;
  const auto print = [&o](const contest::Result& r) {
    if (!o.quiet) std::cout << game_line(r) << std::endl;
  };
  std::vector<Standing> s;
  std::vector<int> tied;
  const contest::Staged event(
      {// Stage 1: every pair six games, two on each arena, a pair's games together.
       [](const std::vector<contest::KindResult>&) {
         return std::make_unique<contest::RoundRobin>(6, contest::RoundRobin::kByPairing);
       },
       // Stage 2: the entries tied for first after stage 1 play every order on arena X.
       [&](const std::vector<contest::KindResult>& before) -> std::unique_ptr<contest::Kind> {
         s = rank_entries(n, summaries(before[0].stages[0].results, names));
         std::cout << "Stage 1:\n" << standings_text(s, names);
         tied = tied_leaders(s);
         std::sort(tied.begin(), tied.end());
         if (tied.empty()) return nullptr;
         return std::make_unique<contest::EveryOrder>(tied, 3);
       }});
  const contest::KindResult played = event.run(t, stage, print);
  if (played.stages.size() == 2) {
    s = rank_entries(tied, summaries(played.stages[1].results, names));
    std::cout << "Stage 2 (" << tied.size() << " tied entries, arena X):\n"
              << standings_text(s, names);
  }
  t.finish();
  if (t.resumed() > 0 && !o.quiet)
    std::cerr << "resumed " << t.resumed() << " games from " << o.runner.results << "\n";
  print_result(s, names);
  return 0;
}

}  // namespace boxing
