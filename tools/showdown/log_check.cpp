// log_check.cpp: the log checker, verify_log (see log_check.h). It re-plays a game's log with the
// rules and requires exactly the lines the mediator writes, in its order.
#include "log_check.h"

#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "rules.h"

namespace showdown {

namespace {

std::vector<std::string> split_tabs(const std::string& line) {
  std::vector<std::string> f;
  std::size_t start = 0;
  for (std::size_t i; (i = line.find('\t', start)) != std::string::npos; start = i + 1)
    f.push_back(line.substr(start, i - start));
  f.push_back(line.substr(start));
  return f;
}

// Re-plays one turn line on game; returns what is wrong with it, or "".
std::string replay_turn(Game& game, const std::vector<std::string>& f) {
  if (f[0] == "end") return "game ended early";
  if (f[0] != "turn" || f.size() < 4 || f[1] != std::to_string(game.turn_number()) ||
      f[2] != std::to_string(game.current() + 1))
    return "expected turn " + std::to_string(game.turn_number()) + " of player " +
           std::to_string(game.current() + 1);
  if (f[3] == "sleep" && f.size() == 4) {
    if (!game.asleep()) return "player was not asleep";
    game.skip_turn();
    return "";
  }
  if (f[3] != "play" || f.size() != 9) return "bad turn line";
  if (game.asleep()) return "player should have slept";
  if (f[4] != game.pending_input())
    return "input was '" + f[4] + "', expected '" + game.pending_input() + "'";
  std::optional<Command> cmd;
  if (f[5] != "-") {
    cmd = parse_command(f[5]);
    if (!cmd || command_text(*cmd) != f[5]) return "unreadable command";
  }
  if (cmd.has_value() == (f[6] != "-")) return "a turn has a command or a fault";
  if (f[6] == "-" && f[8] != "-") return "raw output without a fault";
  const std::string reply = game.play(cmd);
  if (reply != f[7]) return "reply was '" + f[7] + "', expected '" + reply + "'";
  return "";
}

// The score line of player p (0 or 1) against the rules' score; returns what is wrong, or "".
std::string check_score(const Game& game, int p, const std::vector<std::string>& f) {
  if (f[0] != "score" || f.size() != 8 || f[1] != std::to_string(p + 1))
    return "expected the score line of player " + std::to_string(p + 1);
  const Score s = game.score(p);
  const int want[6] = {s.total(), s.result, s.ouch, s.zap, s.speed, s.distance};
  std::string terms;
  bool same = true;
  for (int i = 0; i < 6; ++i) {
    terms += (i == 0 ? "" : i == 1 ? " (" : "/") + std::to_string(want[i]);
    same = same && f[2 + i] == std::to_string(want[i]);
  }
  return same ? "" : "score of player " + f[1] + " should be " + terms + ")";
}

}  // namespace

std::string verify_log(const std::string& log) {
  // Step 1. Lines and their fields. The mediator ends every line with a newline and writes no
  // empty line; anything it would not write is refused.
  std::vector<std::vector<std::string>> lines;
  std::istringstream in(log);
  for (std::string line; std::getline(in, line);) lines.push_back(split_tabs(line));
  if (log.empty() || log.back() != '\n') return "log does not end with a newline";
  std::size_t i = 0;
  const std::vector<std::string> none{""};  // stands for the lines past the end
  auto at = [&]() -> const std::vector<std::string>& { return i < lines.size() ? lines[i] : none; };
  auto where = [&] { return "line " + std::to_string(i + 1) + ": "; };

  // Step 2. The header: the format, the shortened cap when a test set one, both players in order.
  if (at() != std::vector<std::string>{"showdown-log", "1"})
    return where() + "expected the header 'showdown-log 1'";
  ++i;
  Game game;
  if (at()[0] == "max-turns") {
    const int cap = at().size() == 2 ? std::atoi(at()[1].c_str()) : 0;
    if (cap < 1 || cap >= kMaxTurns || at()[1] != std::to_string(cap))
      return where() + "bad max-turns line";
    game = Game(cap);
    ++i;
  }
  for (int p = 1; p <= 2; ++p, ++i)
    if (at()[0] != "player" || at().size() != 3 || at()[1] != std::to_string(p) || at()[2].empty())
      return where() + "expected the player line of player " + std::to_string(p);

  // Step 3. Every turn slot, re-played with the rules until the game is over.
  for (; !game.over(); ++i)
    if (const std::string problem = replay_turn(game, at()); !problem.empty())
      return where() + problem;

  // Step 4. The outcome, both scores term by term, and nothing after them.
  if (at()[0] == "turn") return where() + "turn after the end of the game";
  if (at()[0] != "end" || at().size() != 2) return where() + "log has no end line";
  if (at()[1] != outcome_name(game.outcome()))
    return where() + "outcome should be " + outcome_name(game.outcome());
  ++i;
  for (int p = 0; p < 2; ++p, ++i)
    if (const std::string problem = check_score(game, p, at()); !problem.empty())
      return where() + problem;
  if (i < lines.size()) return where() + "line after the last score";
  return "";
}

}  // namespace showdown
