// log_check.cpp: the log checker, verify_log (see log_check.h). It re-plays a game's log with the
// rules and requires exactly the lines the mediator writes, in its order.
#include "log_check.h"

#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "common/core/numbers.h"
#include "common/core/text.h"
#include "rules.h"

namespace showdown {

namespace {

// The faults the mediator writes (game.cpp): the runner's verdicts, then the checks of a turn
// that ran; "no-directory" when the player's private directory could not be made.
const char* const kFaults[] = {"garbage",          "stderr",          "crash",
                               "time-limit",       "output-limit",    "spawn-failed",
                               "left-processes",   "state-too-large", "state-not-a-file",
                               "state-unreadable", "no-directory"};

// RAW is the mediator's rendering of a faulted turn's stdout (game.cpp, sanitize): its first
// kRawShown bytes, each one outside printable ASCII or a tab shown as '?', "-" when empty.
constexpr std::size_t kRawShown = 60;

using contest::shown;

// True when some output that parse_command accepts renders as raw. In such an output a '?' can
// only be a blank or a line break (a literal '?' is in no command); raw of kRawShown characters
// may be the start of a longer output.
bool could_be_command(const std::string& raw) {
  const bool cut = raw.size() == kRawShown;
  const std::size_t first = raw.find_first_not_of(" ?"), last = raw.find_last_not_of(" ?");
  if (first == std::string::npos) return cut;  // blanks so far; a command may follow
  // Step 1. Between the first and the last other character every '?' is a blank: a line break
  // there would make two non-empty lines. That span is the command's line, or its start.
  std::string line = raw.substr(first, last - first + 1);
  std::replace(line.begin(), line.end(), '?', ' ');
  if (parse_command(line)) return true;
  if (!cut) return false;
  // Step 2. Cut short: the line may go on, its last word too when raw ends inside it.
  std::vector<std::string> words;
  std::istringstream in(line);
  for (std::string w; in >> w;) words.push_back(w);
  const bool open_word = last + 1 == raw.size();
  for (const std::string keyword : {"RADAR", "HELP", "MOVE", "WALL", "ZAP"}) {
    const std::size_t size = keyword == "RADAR" || keyword == "HELP" ? 1 : 3;
    bool fits = words.size() <= size;
    for (std::size_t k = 0; fits && k < words.size(); ++k) {
      const std::string& w = words[k];
      const bool partial = open_word && k + 1 == words.size();
      if (k == 0)
        fits = partial ? keyword.compare(0, w.size(), w) == 0 : w == keyword;
      else if (k == 1)
        fits = w.size() == 1 && w[0] >= 'A' && w[0] <= 'Z';
      else
        fits = w.size() <= 3 && w.find_first_not_of("0123456789") == std::string::npos;
    }
    if (fits) return true;
  }
  return false;
}

// What is wrong with a turn's FAULT and RAW fields, or "". fault is "-" or a fault the mediator
// writes, and must agree with raw where the output it shows decides: "garbage" is no command;
// "stderr", "left-processes" and the state faults come after a command was read; a program that
// was never started ("spawn-failed", "no-directory") printed nothing.
std::string fault_problem(const std::string& fault, const std::string& raw) {
  if (fault == "-") return raw == "-" ? "" : "raw output without a fault";
  if (std::find(std::begin(kFaults), std::end(kFaults), fault) == std::end(kFaults))
    return "unknown fault '" + shown(fault) + "'";
  if (fault == "no-directory")
    return raw.empty() ? "" : "a turn without a directory never ran, yet shows output";
  if (raw.empty() || raw.size() > kRawShown)
    return "the output shown must be 1 to 60 characters, not " + std::to_string(raw.size());
  for (char c : raw)
    if (c < ' ' || c > '~') return "the output shown holds a byte the mediator shows as '?'";
  if (fault == "spawn-failed")
    return raw == "-" ? "" : "a program that could not be started printed '" + shown(raw) + "'";
  if (fault == "garbage") {
    // Without '?' and cut short, raw is the whole output.
    if (raw.size() < kRawShown && raw.find('?') == std::string::npos && raw != "-" &&
        parse_command(raw))
      return "fault garbage, yet the output '" + raw + "' is a command";
    return "";
  }
  if (fault == "stderr" || fault == "left-processes" || fault.compare(0, 6, "state-") == 0) {
    if (!could_be_command(raw))
      return "fault " + fault + " comes only after a valid command, and '" + shown(raw) +
             "' cannot be one";
  }
  return "";
}

std::vector<std::string> split_tabs(const std::string& line) {
  std::vector<std::string> f;
  std::size_t start = 0;
  for (std::size_t i; (i = line.find('\t', start)) != std::string::npos; start = i + 1)
    f.push_back(line.substr(start, i - start));
  f.push_back(line.substr(start));
  return f;
}

// Re-plays one turn line on game; returns what is wrong with it, or "". no_directory[p] records
// whether player p's turns run without a directory: that is so from its first turn to its last.
std::string replay_turn(Game& game, const std::vector<std::string>& f,
                        std::optional<bool> (&no_directory)[2]) {
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
  if (const std::string problem = fault_problem(f[6], f[8]); !problem.empty())
    return "FAULT '" + shown(f[6]) + "', RAW '" + shown(f[8]) + "': " + problem;
  std::optional<bool>& no_dir = no_directory[game.current()];
  if (no_dir && *no_dir != (f[6] == "no-directory"))
    return *no_dir ? "the player had no directory on its earlier turns, so none on this one"
                   : "the player had its directory on its earlier turns, so it has it still";
  no_dir = f[6] == "no-directory";
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

std::string verify_log(const std::string& log, const LogObserver& observe) {
  // Step 1. Lines and their fields. The mediator ends every line with a newline and writes no
  // empty line; anything it would not write is refused.
  if (log.empty()) return "empty log";
  std::vector<std::vector<std::string>> lines;
  std::istringstream in(log);
  for (std::string line; std::getline(in, line);) lines.push_back(split_tabs(line));
  if (log.back() != '\n')
    return "line " + std::to_string(lines.size()) +
           ": the last line has no newline: the log was cut short";
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
    long long cap = 0;
    if (at().size() != 2 || !contest::parse_whole(at()[1], 1, kMaxTurns - 1, cap) ||
        at()[1] != std::to_string(cap))
      return where() + "bad max-turns line";
    game = Game(static_cast<int>(cap));
    ++i;
  }
  // A name is what the mediator's command line takes (it becomes part of a log's file name).
  for (int p = 1; p <= 2; ++p, ++i) {
    if (at()[0] != "player" || at().size() != 3 || at()[1] != std::to_string(p))
      return where() + "expected the player line of player " + std::to_string(p);
    const std::string& name = at()[2];
    if (name.empty() || name[0] == '.' ||
        name.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                               "0123456789_-.") != std::string::npos)
      return where() + "player name '" + shown(name) +
             "' is not letters, digits, '_', '-' and '.' (not first)";
  }
  if (observe) observe(game, {"player", lines[i - 2][2], lines[i - 1][2]});

  // Step 3. Every turn slot, re-played with the rules until the game is over.
  std::optional<bool> no_directory[2];
  for (; !game.over(); ++i) {
    if (const std::string problem = replay_turn(game, at(), no_directory); !problem.empty())
      return where() + problem;
    if (observe) observe(game, at());
  }

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
