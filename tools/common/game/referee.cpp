// referee.cpp: see referee.h. The commands and the front end's options are tables: the command
// line is declared from them and the help printed from them, so the two cannot drift apart.
#include "common/game/referee.h"

#include <chrono>
#include <filesystem>
#include <iostream>
#include <stdexcept>

#include "common/cli/cli.h"
#include "common/core/files.h"
#include "common/match/kinds.h"

namespace contest {

namespace {

// kOwn: the game's own commands that play (GameCommand::plays).
enum CommandBit : unsigned { kGame = 1, kMatch = 2, kMerge = 4, kCheck = 8, kOwn = 16 };
constexpr unsigned kPlays = kGame | kMatch;  // the commands that take the game's own options

// What the command line asks.
struct Invocation {
  std::string command;
  std::vector<std::string> words;  // the players, the logs, or merge's words
  RunnerOptions runner;
  long games = 2;  // per pairing
  bool gauntlet = false;
  long opening = 0;
  std::string log, log_dir;
  std::vector<std::string> env;
  bool json = false;
  const GameCommand* own = nullptr;  // one of the game's own commands
};

struct CommandSpec {
  const char* name;
  unsigned bit;
  const char* usage;     // its words after the tool's name
  const char* what;      // lines parted by '\n'
  const char* operands;  // the name of its operands
  unsigned runner;       // the runner's options it takes
};

const CommandSpec kCommands[] = {
    {"game", kGame, "game [options] PLAYER PLAYER",
     "one game, the first player first: its results line on stdout, its log\nwith --log FILE",
     "PLAYER", kSeed},
    {"match", kMatch, "match [options] PLAYER PLAYER...",
     "two players play a match, more a round robin (--gauntlet: the first\nagainst each other): "
     "each opening once with each player first",
     "PLAYER", kEveryRunnerOption},
    {"merge", kMerge, "merge [-o FILE] [--sprt SPEC] RESULTS...", nullptr, "", 0},
    {"check", kCheck, "check [options] LOG...",
     "check logs again by the rules: a verdict each, then the count; exits 1\nwhen one fails",
     "LOG", 0},
};

struct FrontOption {
  const char* names;
  const char* value;
  const char* help;
  unsigned commands;
  void (*declare)(cli::Command& c, const char* names, Invocation& in);
};

const FrontOption kOptions[] = {
    {"-n", "GAMES",
     "games per pairing (default 2), in pairs: each opening once with each\nplayer first", kMatch,
     [](cli::Command& c, const char* n, Invocation& in) { c.whole(n, in.games, 1, 1000000); }},
    {"--gauntlet", "", "the first player against each other, not a round robin", kMatch,
     [](cli::Command& c, const char* n, Invocation& in) { c.flag(n, in.gauntlet); }},
    {"--opening", "N", "the opening to play (default 0)", kGame,
     [](cli::Command& c, const char* n, Invocation& in) { c.whole(n, in.opening, 0, 1000000); }},
    {"--log", "FILE", "write the game's log to FILE", kGame,
     [](cli::Command& c, const char* n, Invocation& in) { c.text(n, in.log); }},
    {"--log-dir", "DIR", "write each game's log as DIR/gameN.log", kMatch | kOwn,
     [](cli::Command& c, const char* n, Invocation& in) { c.text(n, in.log_dir); }},
    {"--env", "VAR=VAL", "set in every player's environment; repeatable", kPlays | kOwn,
     [](cli::Command& c, const char* n, Invocation& in) { c.texts(n, in.env); }},
    {"--json", "", "print each log as one JSON object instead of its verdict", kCheck,
     [](cli::Command& c, const char* n, Invocation& in) { c.flag(n, in.json); }},
};

const char* const kPlayer =
    "PLAYER: [NAME=]PATH, a program run once per move (NAME: its file's name)\n";

// Each line of text (lines parted by '\n') after indent.
std::string indented(const std::string& text, const std::string& indent) {
  std::string out = indent;
  for (char c : text) out += c == '\n' ? "\n" + indent : std::string(1, c);
  return out + "\n";
}

std::string option_line(const std::string& head, const std::string& help) {
  return help_line(head, help);
}

std::string option_head(const std::string& names, const std::string& value) {
  return value.empty() ? names : names + " " + value;
}

// The names of the commands in `bits`: "game, match".
std::string command_names(unsigned bits) {
  std::string text;
  for (const CommandSpec& c : kCommands)
    if (bits & c.bit) text += (text.empty() ? "" : ", ") + std::string(c.name);
  return text;
}

std::string options_help(const std::vector<GameOption>& options, const std::string& tag) {
  std::string text;
  for (const GameOption& o : options)
    text += option_line(option_head(o.names, o.value), tag + o.help);
  return text;
}

// The options of the commands in `bits`, the game's own first; `tagged` names the commands each
// takes (the whole help lists every command's), the game's commands that play (`own`) among them.
std::string options_help(Game& game, unsigned bits, bool tagged,
                         const std::vector<GameCommand>& own = {}) {
  std::string text;
  const auto tag = [tagged, &own](unsigned commands) {
    if (!tagged) return std::string();
    std::string names = command_names(commands);
    if (commands & kOwn)
      for (const GameCommand& c : own) names += c.plays ? ", " + c.name : "";
    return names + ": ";
  };
  if (bits & kPlays) text += options_help(game.options(), tag(kPlays | kOwn));
  for (const FrontOption& o : kOptions)
    if (o.commands & bits)
      text += option_line(option_head(o.names, o.value), tag(o.commands) + o.help);
  return text;
}

// The help of one of the game's own commands: its usage, what it does, its options.
std::string own_command_help(Game& game, const std::string& tool, const GameCommand& c) {
  std::string text = "usage: " + tool + " " + c.usage + "\n" + indented(c.help, "  ");
  if (c.plays) text += kPlayer;
  text += "options:\n" + options_help(c.options, "");
  if (c.plays) {
    text += options_help(game.options(), "");
    for (const FrontOption& o : kOptions)
      if (o.commands & kOwn) text += option_line(option_head(o.names, o.value), o.help);
  }
  if (c.runner) text += "runner options:\n" + runner_options_help(c.runner);
  return text + "  -h, --help         this text\n";
}

std::string command_help(const CommandSpec& c) {
  if (c.bit == kMerge) return kMergeHelp;
  return option_line(c.usage, c.what);
}

const char* const kHelpLine =
    "  -h, --help         this text; COMMAND --help: the command's alone\n";

std::string tool_name(const Game& game) { return game.name() + "_referee"; }

// "[NAME=]PATH": NAME is the file's name when not given.
std::vector<Program> programs(const std::vector<std::string>& words,
                              const std::vector<std::string>& env) {
  std::vector<Program> players;
  for (const std::string& w : words) {
    const std::size_t eq = w.find('=');
    Program p;
    p.path = eq == std::string::npos ? w : w.substr(eq + 1);
    p.name =
        eq == std::string::npos ? std::filesystem::path(w).filename().string() : w.substr(0, eq);
    if (p.path.empty()) throw cli::Usage("no program for player " + p.name);
    p.env = env;
    players.push_back(p);
  }
  return players;
}

std::vector<std::string> names_of(const std::vector<Program>& players) {
  std::vector<std::string> names;
  for (const Program& p : players) names.push_back(p.name);
  return names;
}

Invocation read_command_line(Game& game, const std::vector<GameCommand>& own,
                             const std::vector<std::string>& given, bool& help) {
  Invocation in;
  help = cli::asks_help(given);
  std::vector<std::string> args;  // without -h and --help, to find the command whose help it is
  bool operands = false;
  for (const std::string& a : given) {
    operands = operands || a == "--";
    if (operands || (a != "-h" && a != "--help")) args.push_back(a);
  }
  cli::Command cl(tool_name(game));
  cli::Command* merge = nullptr;
  const std::vector<GameOption> game_options = game.options();
  for (const CommandSpec& spec : kCommands) {
    cli::Command* c = cl.subcommand(spec.name);
    if (spec.bit == kMerge) {  // its words go to parse_merge as they are
      c->fallthrough(false);
      c->prefix_command();
      merge = c;
      continue;
    }
    if (spec.bit & kPlays)
      for (const GameOption& o : game_options) o.declare(*c, o.names);
    for (const FrontOption& o : kOptions)
      if (o.commands & spec.bit) o.declare(*c, o.names, in);
    add_runner_options(*c, in.runner, spec.runner);
    c->rest(spec.operands, in.words);
  }
  for (const GameCommand& g : own) {
    cli::Command* c = cl.subcommand(g.name);
    for (const GameOption& o : g.options) o.declare(*c, o.names);
    if (g.plays) {
      for (const GameOption& o : game_options) o.declare(*c, o.names);
      for (const FrontOption& o : kOptions)
        if (o.commands & kOwn) o.declare(*c, o.names, in);
    }
    add_runner_options(*c, in.runner, g.runner);
    if (g.parted)
      c->parted_rest(g.operands, in.words);
    else if (!g.operands.empty())
      c->rest(g.operands, in.words);
  }
  try {
    cl.parse_args(args);
  } catch (const std::exception&) {
    if (!help) throw;  // the help is of the command named, if any
  }
  in.command = cl.chosen();
  if (help) return in;
  if (in.command.empty()) {
    std::string names = "game, match, merge, check";
    for (const GameCommand& g : own) names += ", " + g.name;
    throw cli::Usage("no command (" + names + ")");
  }
  if (in.command == "merge") in.words = merge->remaining(false);
  for (const GameCommand& g : own)
    if (in.command == g.name) in.own = &g;
  return in;
}

int game_command(Game& game, const Invocation& in) {
  const std::vector<Program> players = programs(in.words, in.env);
  if (players.size() != 2) throw cli::Usage("game: give two players");
  const std::vector<std::string> names = names_of(players);
  for (const std::string& n : names)
    if (!bad_player_name(n).empty()) throw cli::Usage(bad_player_name(n));
  if (names[0] == names[1]) throw cli::Usage("two players named " + names[0]);
  ScheduledGame g;
  g.number = 1;
  g.opening = in.opening;
  g.players = g.seats = {0, 1};
  g.id = game_id(g.opening, names);
  const GameHooks hooks = hooks_of(game, players, in.runner.seed, [&in](long) { return in.log; });
  const auto t0 = std::chrono::steady_clock::now();
  Result r = result_of(g, names, hooks.start(g), hooks.play(g, 0));
  r.wall_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0)
          .count();
  std::cout << to_line(r) << "\n";
  return 0;
}

int match_command(Game& game, const Invocation& in) {
  const std::vector<Program> players = programs(in.words, in.env);
  if (!in.log_dir.empty() && !std::filesystem::is_directory(in.log_dir))
    throw std::runtime_error("--log-dir: no such directory: " + in.log_dir);
  const std::vector<std::string> names = names_of(players);
  const auto kind = kind_of(in.gauntlet ? Format::Gauntlet : Format::RoundRobin, in.games);
  const MatchReport report = run_match(
      names, *kind, hooks_of(game, players, in.runner.seed, logs_in(in.log_dir)), in.runner);
  if (report.resumed > 0 && !in.runner.quiet)
    std::cerr << "resumed " << report.resumed << " games from " << in.runner.results << "\n";
  std::cout << game.ranking(report.results, in.runner.sprt) << decision_line(report);
  return 0;
}

int check_command(const Game& game, const Invocation& in) {
  if (in.words.empty()) throw cli::Usage("check: give logs");
  long problems = 0;
  for (const std::string& path : in.words) {
    std::string text, why;
    Checked c;
    if (!read_file(path, text, why))
      c.problem = "cannot read: " + why;
    else
      c = game.check(text);
    problems += !c.problem.empty();
    if (!in.json) {
      std::cout << path << ": " << (c.problem.empty() ? c.verdict : "FAILED: " + c.problem) << "\n";
      continue;
    }
    Json line = Json::object();
    line.set("log", path);
    line.set("ok", c.problem.empty());
    line.set(c.problem.empty() ? "verdict" : "problem", c.problem.empty() ? c.verdict : c.problem);
    if (c.log) line.set("game", *c.log);
    std::cout << line.dump() << "\n";
  }
  if (!in.json)
    std::cout << "checked " << in.words.size() << " logs, " << problems << " problems\n";
  return problems > 0 ? 1 : 0;
}

}  // namespace

std::string help_line(const std::string& head, const std::string& text, std::size_t column) {
  const std::string indent(column, ' ');
  const std::string start = "  " + head;
  if (start.size() >= column) return start + "\n" + indented(text, indent);
  return start + indented(text, indent).substr(start.size());
}

std::string referee_help(Game& game, const std::string& command) {
  const std::string tool = tool_name(game);
  const std::vector<GameCommand> own = game.commands();
  for (const GameCommand& c : own)
    if (command == c.name) return own_command_help(game, tool, c);
  for (const CommandSpec& c : kCommands) {
    if (command != c.name) continue;
    if (c.bit == kMerge) {  // the runner's help of merge, but its first line: the usage's
      const std::string merge = kMergeHelp;
      return "usage: " + tool + " " + c.usage + "\n" + merge.substr(merge.find('\n') + 1);
    }
    std::string text = "usage: " + tool + " " + c.usage + "\n" + indented(c.what, "  ");
    if (c.bit & kPlays) text += kPlayer;
    text += "options:\n" + options_help(game, c.bit, false);
    if (c.runner) text += "runner options:\n" + runner_options_help(c.runner);
    return text + "  -h, --help         this text\n";
  }
  std::string text = "usage: " + tool + " COMMAND [options] ...\n" + game.about() + "commands:\n";
  for (const CommandSpec& c : kCommands) text += command_help(c);
  std::string own_options, runner_takers;
  for (const GameCommand& c : own) {
    text += option_line(c.usage, c.help);
    own_options += options_help(c.options, c.name + ": ");
    if (c.runner) runner_takers += "; " + c.name + ": see its --help";
  }
  return text + kPlayer + "options (before or after the command's operands):\n" +
         options_help(game, kGame | kMatch | kMerge | kCheck, true, own) + own_options +
         "runner options (match; --seed also game" + runner_takers + "):\n" +
         runner_options_help() + kHelpLine +
         "Exits 0 when the command ran (whoever won), 1 when a file or a game failed or a log\n"
         "does not hold, 2 on bad usage.\n";
}

int referee_main(Game& game, int argc, char** argv) {
  const std::string tool = tool_name(game);
  try {
    bool help = false;
    const std::vector<GameCommand> own = game.commands();
    const Invocation in =
        read_command_line(game, own, std::vector<std::string>(argv + 1, argv + argc), help);
    if (help) {
      std::cout << referee_help(game, in.command);
      return 0;
    }
    if (in.command == "game") return game_command(game, in);
    if (in.command == "match") return match_command(game, in);
    if (in.command == "check") return check_command(game, in);
    if (in.own) return in.own->run({in.words, in.runner, in.env, in.log_dir});
    const MergeCommand m = parse_merge(in.words);
    std::cout << game.ranking(run_merge(m), m.sprt);
    return 0;
  } catch (const std::invalid_argument& e) {  // cli::Usage, and options the runner refuses
    return cli::usage(tool, e.what());
  } catch (const std::exception& e) {
    std::cerr << tool << ": " << e.what() << "\n";
    return 1;
  }
}

}  // namespace contest
