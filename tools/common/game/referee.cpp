// referee.cpp: see referee.h. The commands and the front end's options are tables: the command
// line is declared from them and the help printed from them, so the two cannot drift apart.
#include "common/game/referee.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <set>
#include <stdexcept>

#include "common/cli/cli.h"
#include "common/core/files.h"
#include "common/match/kinds.h"

namespace contest {

namespace {

// kOwn: the game's own commands that play (GameCommand::plays).
enum CommandBit : unsigned { kGame = 1, kMatch = 2, kMerge = 4, kCheck = 8, kOwn = 16 };
constexpr unsigned kPlays = kGame | kMatch;  // the commands that take the game's own options

// The games a front option is for: every game, those whose openings are numbered (not words),
// those whose matches take any number of players against each other.
enum When : unsigned { kEvery = 0, kNumbered = 1, kRoundRobin = 2 };

struct CommandSpec {
  const char* name;
  unsigned bit;
  const char* usage;     // its words after the tool's name (game's and match's: usage_of)
  const char* what;      // lines parted by '\n'
  const char* operands;  // the name of its operands
  unsigned runner;       // the runner's options it takes (game's: runner_of)
};

const CommandSpec kCommands[] = {
    {"game", kGame, "",
     "one game, the first player first: its results line on stdout, its log\nwith --log FILE",
     "PLAYER", kSeed},
    {"match", kMatch, "",
     "two players play a match, more a round robin (--gauntlet: the first\nagainst each other): "
     "each opening once with each player first",
     "PLAYER", kEveryRunnerOption},
    {"merge", kMerge, "", nullptr, "", 0},  // its usage and help: merge_usage, merge_help
    {"check", kCheck, "check [options] LOG...",
     "check logs again by the rules: a verdict each, then the count; exits 1\nwhen one fails",
     "LOG", 0},
};

struct FrontOption {
  const char* names;
  const char* value;
  const char* help;
  unsigned commands;
  unsigned when;
  void (*declare)(cli::Command& c, const char* names, RefereeLine& in);
};

const FrontOption kOptions[] = {
    {"-n", "GAMES",
     "games per pairing (default 2), in pairs: each opening once with each\nplayer first", kMatch,
     kNumbered,
     [](cli::Command& c, const char* n, RefereeLine& in) { c.whole(n, in.games, 1, 1000000); }},
    {"--gauntlet", "", "the first player against each other, not a round robin", kMatch,
     kRoundRobin, [](cli::Command& c, const char* n, RefereeLine& in) { c.flag(n, in.gauntlet); }},
    {"--opening", "N", "the opening to play (default 0)", kGame, kNumbered,
     [](cli::Command& c, const char* n, RefereeLine& in) { c.whole(n, in.opening, 0, 1000000); }},
    {"--log", "FILE", "write the game's log to FILE", kGame, kEvery,
     [](cli::Command& c, const char* n, RefereeLine& in) { c.text(n, in.log); }},
    {"--log-dir", "DIR", "write each game's log as DIR/gameN.log", kPlays | kOwn, kEvery,
     [](cli::Command& c, const char* n, RefereeLine& in) { c.text(n, in.log_dir); }},
    {"--env", "VAR=VAL", "set in every player's environment; repeatable", kPlays | kOwn, kEvery,
     [](cli::Command& c, const char* n, RefereeLine& in) { c.texts(n, in.env); }},
    {"--json", "", "print each log as one JSON object instead of its verdict", kCheck, kEvery,
     [](cli::Command& c, const char* n, RefereeLine& in) { c.flag(n, in.json); }},
};

// The runner's options the game refuses on every command (CommandShape::refused_runner_options).
unsigned refused_runner(const Game& game) {
  unsigned bits = 0;
  for (const auto& [bit, why] : game.shape().refused_runner_options) bits |= bit;
  return bits;
}

// Whether the game has not the front end's command `name` (CommandShape::absent_commands).
bool absent(const Game& game, const std::string& name) {
  return game.shape().absent_commands.count(name) > 0;
}

// Whether the game's own commands hold one named `name`: it replaces the front end's command of
// that name (Showdown's game and match, the statement's modes).
bool replaced_command(const std::vector<GameCommand>& own, const std::string& name) {
  return std::any_of(own.begin(), own.end(),
                     [&name](const GameCommand& c) { return c.name == name; });
}

// Whether `name` is one of the front end's commands (a game's own of that name replaces it).
bool front_command(const std::string& name) {
  return std::any_of(std::begin(kCommands), std::end(kCommands),
                     [&name](const CommandSpec& c) { return name == c.name; });
}

// The commands' names for a message: the front end's the game has (or the game's own in their
// place), then the game's other own.
std::string all_command_names(const Game& game, const std::vector<GameCommand>& own) {
  std::string names;
  for (const CommandSpec& c : kCommands)
    if (!absent(game, c.name) || replaced_command(own, c.name))
      names += (names.empty() ? "" : ", ") + std::string(c.name);
  for (const GameCommand& g : own)
    if (!front_command(g.name)) names += ", " + g.name;
  return names;
}

// Each line of text (lines parted by '\n') after indent.
std::string indented(const std::string& text, const std::string& indent) {
  std::string out = indent;
  for (char c : text) out += c == '\n' ? "\n" + indent : std::string(1, c);
  return out + "\n";
}

std::string option_head(const std::string& names, const std::string& value) {
  return value.empty() ? names : names + " " + value;
}

bool applies(const Game& game, const FrontOption& o) {
  return !((o.when & kNumbered) && !game.shape().opening_words.empty()) &&
         !((o.when & kRoundRobin) && (game.shape().match_players != 0 || game.opponent()));
}

// The game's options that `command` takes (plays: it is one that plays).
std::vector<GameOption> options_on(const std::vector<GameOption>& all, const std::string& command,
                                   bool plays) {
  std::vector<GameOption> on;
  for (const GameOption& o : all)
    if (o.commands.empty()
            ? plays
            : std::find(o.commands.begin(), o.commands.end(), command) != o.commands.end())
      on.push_back(o);
  return on;
}

// Whether one of the game's options on a command has a front option's name: it replaces it.
bool replaced(const std::vector<GameOption>& on, const std::string& name) {
  for (const GameOption& o : on)
    if (o.names == name) return true;
  return false;
}

// The runner's options a command takes: game's -q with the game's lines; none the game refuses.
unsigned runner_of(const Game& game, const CommandSpec& c) {
  return (c.bit == kGame && game.shape().game_lines ? c.runner | kQuiet : c.runner) &
         ~refused_runner(game);
}

// A command's words after the tool's name.
std::string usage_of(const Game& game, const CommandSpec& c) {
  const std::string& o = game.shape().opening_words;
  const bool against = game.opponent().has_value();  // one player a game
  if (c.bit == kGame)
    return "game [options] " + (o.empty() ? "" : o + " ") +
           (against                      ? "PLAYER"
            : game.shape().max_seats > 2 ? "PLAYER PLAYER..."
                                         : "PLAYER PLAYER");
  if (c.bit == kMatch) {
    const std::size_t n = game.shape().match_players;
    std::string players = against ? "PLAYER..." : n == 0 ? "PLAYER PLAYER..." : "PLAYER";
    for (std::size_t k = 1; k < n; ++k) players += " PLAYER";
    return "match [options] " + (o.empty() ? "" : o + "... -- ") + players;
  }
  if (c.bit == kMerge) return merge_usage(game.shape().refused_runner_options);
  return c.usage;
}

std::string what_of(const Game& game, const CommandSpec& c) {
  const std::string own = game.command_help(c.name);
  if (!own.empty()) return own;
  const std::optional<Opponent> against = game.opponent();  // the players play it alone
  if (against && c.bit == kGame)
    return "one game of the player against " + against->name +
           ": its results line on stdout, its log\nwith --log FILE";
  if (against && c.bit == kMatch)
    return "each player's games against " + against->name + ", game k from opening k";
  return c.what;
}

// The names of the commands in `bits`: "game, match", the game's own that play for kOwn.
std::string command_names(unsigned bits, const std::vector<GameCommand>& own) {
  std::string text;
  for (const CommandSpec& c : kCommands)
    if ((bits & c.bit) && !replaced_command(own, c.name))
      text += (text.empty() ? "" : ", ") + std::string(c.name);
  if (bits & kOwn)
    for (const GameCommand& c : own)
      if (c.plays) text += (text.empty() ? "" : ", ") + c.name;
  return text;
}

std::string options_help(const std::vector<GameOption>& options, const std::string& tag) {
  std::string text;
  for (const GameOption& o : options)
    text += help_line(option_head(o.names, o.value), tag + o.help);
  return text;
}

// The commands that take a game's option, by name: "game, match, check".
std::string takers(const Game& game, const GameOption& o, const std::vector<GameCommand>& own) {
  std::string text;
  const auto add = [&text, &o](const std::string& name, bool plays) {
    if (!options_on({o}, name, plays).empty()) text += (text.empty() ? "" : ", ") + name;
  };
  for (const CommandSpec& c : kCommands)
    if (!replaced_command(own, c.name) && !absent(game, c.name)) add(c.name, (c.bit & kPlays) != 0);
  for (const GameCommand& c : own) add(c.name, c.plays);
  return text;
}

// The front end's options of `command` (a bit; for one of the game's own, kOwn when it plays), the
// game's options on it first.
std::string command_options_help(Game& game, unsigned bit, const std::vector<GameOption>& on) {
  std::string text = options_help(on, "");
  for (const FrontOption& o : kOptions)
    if ((o.commands & bit) && applies(game, o) && !replaced(on, o.names))
      text += help_line(option_head(o.names, o.value), o.help);
  return text;
}

// The help of one of the game's own commands: its usage, what it does, its options.
std::string own_command_help(Game& game, const std::string& head, const GameCommand& c) {
  std::string text = head + c.usage + "\n" + indented(c.help, "  ");
  if (c.plays) text += game.players_help() + game.shape().openings_help;
  std::vector<GameOption> on = c.options;
  for (const GameOption& o : options_on(game.options(), c.name, c.plays)) on.push_back(o);
  text += "options:\n" + (c.plays ? command_options_help(game, kOwn, on) : options_help(on, ""));
  const unsigned runner = c.runner & ~refused_runner(game);
  if (runner) text += "runner options:\n" + runner_options_help(runner);
  return text + "  -h, --help         this text\n";
}

// The whole help's runner options: those the front end's match takes, and which the other
// commands take too; when the game's own match replaces it, those its commands take, by command.
std::string runner_help(Game& game, const std::vector<GameCommand>& own) {
  const unsigned refused = refused_runner(game);
  if (!replaced_command(own, "match") && !absent(game, "match")) {
    std::string takes = "match";
    unsigned all = 0;
    for (const CommandSpec& c : kCommands) {
      all |= runner_of(game, c);
      if (c.bit != kMatch && runner_of(game, c) && !absent(game, c.name))
        takes += "; " + runner_option_names(runner_of(game, c)) + " also " + c.name;
    }
    for (const GameCommand& c : own)
      if (c.runner & ~refused)
        takes += "; " + runner_option_names(c.runner & ~refused) + " also " + c.name;
    return "runner options (" + takes + "):\n" + runner_options_help(all);
  }
  // Commands that take the same options are named together: "-j: match, panel".
  std::vector<std::pair<unsigned, std::string>> groups;
  unsigned all = 0;
  const auto add = [&groups, &all](unsigned bits, const std::string& name) {
    if (!bits) return;
    all |= bits;
    for (auto& [taken, names] : groups)
      if (taken == bits) {
        names += ", " + name;
        return;
      }
    groups.emplace_back(bits, name);
  };
  for (const CommandSpec& c : kCommands)
    if (!replaced_command(own, c.name) && !absent(game, c.name)) add(runner_of(game, c), c.name);
  for (const GameCommand& c : own) add(c.runner & ~refused, c.name);
  std::string text = "runner options (";
  for (std::size_t k = 0; k < groups.size(); ++k) {
    const std::string part = runner_option_names(groups[k].first) + ": " + groups[k].second +
                             (k + 1 < groups.size() ? ";" : "):");
    if (k > 0) text += text.size() - text.rfind('\n') + part.size() >= 99 ? "\n" : " ";
    text += part;
  }
  return text + "\n" + runner_options_help(all);
}

const char* const kHelpLine =
    "  -h, --help         this text; COMMAND --help: the command's alone\n";

std::string tool_name(const Game& game) { return game.tool(); }

// The command a second name of the program stands for (boxing_check: check); "" for none.
std::string implied_command(const Game& game, const std::string& program) {
  for (const std::string& c : game.shape().second_names)
    if (program == game.name() + "_" + c) return c;
  return "";
}

std::vector<std::string> names_of(const std::vector<Program>& players) {
  std::vector<std::string> names;
  for (const Program& p : players) names.push_back(p.name);
  return names;
}

// The options of every command (`known`), and those that take a value (`-j 2`), to find the
// command's word after them.
void options_of(cli::Command& cl, std::set<std::string>& known, std::set<std::string>& values) {
  values.insert(kMergeOptions.begin(), kMergeOptions.end());
  known = values;
  cl.option_names(known, values);
}

// The args with the command's word first: options may stand before it (`-j 2 match ...`). Its
// word is the first that is neither an option nor an option's value, before any `--`; an older
// name of a command becomes the command's. When there is none, `fallback` (the game's default
// command) is put first; without one, throws Usage unless an unknown option is there to name
// instead (names: the commands).
std::vector<std::string> command_first(Game& game, cli::Command& cl,
                                       const std::vector<std::string>& args,
                                       const std::set<std::string>& commands,
                                       const std::string& names, const std::string& fallback) {
  const auto with_fallback = [&args, &fallback] {
    std::vector<std::string> out = {fallback};
    out.insert(out.end(), args.begin(), args.end());
    return out;
  };
  std::set<std::string> known, values;
  options_of(cl, known, values);
  const std::map<std::string, std::string>& older = game.shape().older_names;
  const std::map<std::string, std::string>& absent = game.shape().absent_commands;
  bool unknown = false;  // an option no command takes: CLI11 names it
  for (std::size_t i = 0; i < args.size();) {
    const std::string& a = args[i];
    if (a == "--") break;
    if (a.size() < 2 || a[0] != '-') {  // an operand: the command's word, if any
      const auto was = older.find(a);
      const std::string name = was == older.end() ? a : was->second;
      const auto instead = absent.find(name);
      if (!commands.count(name)) {
        // A command the game has not is refused, not read as the default command's operand.
        if (!fallback.empty() && instead == absent.end()) return with_fallback();
        if (unknown) break;
        throw cli::Usage(
            "unknown command '" + a + "' (" + names + ")" +
            (instead == absent.end() || instead->second.empty() ? "" : ": " + instead->second));
      }
      std::vector<std::string> out = {name};
      out.insert(out.end(), args.begin(), args.begin() + i);
      out.insert(out.end(), args.begin() + i + 1, args.end());
      return out;
    }
    const std::string option = a.substr(0, a.find('='));
    std::size_t width = 1;
    if (a.compare(0, 2, "--") == 0) {
      unknown = unknown || !known.count(option);
      width = a.find('=') == std::string::npos && values.count(a) ? 2 : 1;
    } else {  // -j 2, -j2, -qj 2: the first short option that takes a value ends them
      unknown = unknown || !known.count(a.substr(0, 2));
      for (std::size_t k = 1; k < a.size(); ++k)
        if (values.count(std::string("-") + a[k])) {
          width = k + 1 == a.size() ? 2 : 1;
          break;
        }
    }
    i += width;
  }
  if (!fallback.empty()) return with_fallback();
  if (!unknown) throw cli::Usage("no command (" + names + ")");
  return args;
}

// What a refused line is answered with after its reason: the usage of the command it names (a
// second name's, else the first word that names one, else the game's default), else the
// program's. A command the game has not (Lloyd's game and check) is not named for it.
std::string usage_line(Game& game, const std::string& program,
                       const std::vector<std::string>& args) {
  const std::string tool = tool_name(game);
  const std::vector<GameCommand> own = game.commands();
  const std::map<std::string, std::string>& older = game.shape().older_names;
  std::string cmd = implied_command(game, program);
  for (std::size_t i = 0; cmd.empty() && i < args.size() && args[i] != "--"; ++i) {
    const auto was = older.find(args[i]);
    const std::string name = was == older.end() ? args[i] : was->second;
    for (const CommandSpec& c : kCommands)
      if (name == c.name && !absent(game, name)) cmd = name;
    for (const GameCommand& c : own)
      if (name == c.name) cmd = name;
  }
  if (cmd.empty()) cmd = game.shape().default_command;
  // By a second name, its words after the command's: "usage: boxing_check [options] LOG...".
  const auto line = [&](const std::string& usage) {
    const bool second = cmd == implied_command(game, program) && !cmd.empty();
    return "usage: " + (second ? program + usage.substr(cmd.size()) : tool + " " + usage) + "\n";
  };
  for (const GameCommand& c : own)
    if (cmd == c.name) return line(c.usage);
  for (const CommandSpec& c : kCommands)
    if (cmd == c.name && !absent(game, c.name)) return line(usage_of(game, c));
  return "usage: " + tool + " COMMAND [options] ...\n";
}

int game_command(Game& game, const RefereeLine& in) {
  std::vector<std::string> words = in.words;
  long opening = in.opening;
  const std::string& o = game.shape().opening_words;
  if (!o.empty()) {  // game ARENA [--] PLAYER...: the first arena's game
    if (words.empty() || words[0] == "--") throw cli::Usage("game: give " + o + " and the players");
    game.read_openings({words[0]}, in.runner.seed);
    words.erase(words.begin());
    if (!words.empty() && words[0] == "--") words.erase(words.begin());
    opening = 0;
  }
  const std::vector<Program> players = game.players(words, in.env);
  const std::optional<Opponent> against = game.opponent();
  const std::size_t most = game.shape().max_seats;
  if (against && players.size() != 1) throw cli::Usage("game: give one player");
  if (!against && (players.size() < 2 || players.size() > most))
    throw cli::Usage(most == 2 ? "game: give two players"
                               : "game: give two to " + std::to_string(most) + " players");
  std::vector<std::string> names = names_of(players);
  if (against) names.push_back(against->name);
  for (const std::string& n : names)
    if (!bad_player_name(n).empty()) throw cli::Usage(bad_player_name(n));
  for (std::size_t i = 0; i < names.size(); ++i)
    for (std::size_t j = i + 1; j < names.size(); ++j)
      if (names[i] == names[j]) throw cli::Usage("two players named " + names[i]);
  ScheduledGame g;
  g.number = 1;
  g.opening = opening;
  Setup s;
  s.number = 1;
  s.opening = opening;
  s.seed = in.runner.seed;
  s.start = game.start(opening, in.runner.seed);
  s.seats = players;
  for (std::size_t k = 0; k < names.size(); ++k) {
    g.players.push_back(static_cast<int>(k));
    if (k < players.size()) s.entries.push_back(static_cast<int>(k));
  }
  g.seats = g.players;
  g.id = game_id(g.opening, names);
  const auto t0 = std::chrono::steady_clock::now();
  Played p = game.play(s);
  const std::string log = in.log.empty() ? logs_in(in.log_dir)(1) : in.log;
  if (!log.empty()) {
    p.outcome.log = log;
    keep_log(p, log);
  }
  Result r = result_of(g, names, s.start, p.outcome);
  r.wall_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0)
          .count();
  if (game.shape().game_lines && !in.runner.quiet) std::cout << game.game_line(r) << std::endl;
  std::cout << game.game_result(r, p);
  return 0;
}

int match_command(Game& game, const RefereeLine& in) {
  std::vector<std::string> words = in.words;
  long games = in.games;
  const std::string& o = game.shape().opening_words;
  if (!o.empty()) {  // match ARENA... -- PLAYER...: each arena once with each player first
    const auto parted = std::find(words.begin(), words.end(), "--");
    if (parted == words.begin() || parted == words.end())
      throw cli::Usage("match: give " + o + "..., then --, then the players");
    games = 2 * game.read_openings(std::vector<std::string>(words.begin(), parted), in.runner.seed);
    words.erase(words.begin(), parted + 1);
  }
  const std::vector<Program> players = game.players(words, in.env);
  if (game.shape().match_players != 0 && players.size() != game.shape().match_players)
    throw cli::Usage("match: give " + std::to_string(game.shape().match_players) + " players");
  std::vector<std::string> names = names_of(players);
  const std::optional<Opponent> against = game.opponent();
  std::unique_ptr<Kind> kind;
  if (against) {  // each player's games against the built-in opponent, its last player
    if (players.empty()) throw cli::Usage("match: give the players");
    for (const std::string& n : names)
      if (n == against->name) throw cli::Usage("a player named " + n + ": the opponent's name");
    kind = std::make_unique<Games>(opponent_schedule(names, against->name, against->games));
    names.push_back(against->name);
  } else {
    kind = kind_of(in.gauntlet ? Format::Gauntlet : Format::RoundRobin, games);
  }
  const bool lines = game.shape().game_lines && !in.runner.quiet;
  const auto on_result = [&game, lines](const Result& r) {
    if (lines) std::cout << game.game_line(r) << std::endl;
  };
  const MatchReport report =
      run_match(names, *kind, hooks_of(game, players, in.runner.seed, logs_in(in.log_dir)),
                in.runner, on_result);
  if (report.resumed > 0 && !in.runner.quiet)
    std::cerr << "resumed " << report.resumed << " games from " << in.runner.results << "\n";
  std::cout << game.ranking(report.results, in.runner.sprt) << decision_line(report);
  return 0;
}

int check_command(Game& game, const RefereeLine& in) {
  if (in.words.empty()) throw cli::Usage("check: give logs");
  if (const std::optional<int> status = game.check_logs(in.words)) return *status;
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

RefereeLine read_referee_line(Game& game, const std::string& program,
                              const std::vector<std::string>& given) {
  RefereeLine in;
  in.program = program;
  in.help = cli::asks_help(given);
  const std::string implied = implied_command(game, program);
  std::vector<std::string> args;  // without -h and --help, to find the command whose help it is
  bool operands = false;
  for (const std::string& a : given) {
    operands = operands || a == "--";
    if (operands || (a != "-h" && a != "--help")) args.push_back(a);
  }
  const std::vector<GameCommand> own = game.commands();
  cli::Command cl(tool_name(game));
  cli::Command* merge = nullptr;
  std::vector<std::string> merge_words;
  const std::vector<GameOption> game_options = game.options();
  std::set<std::string> commands, parted;
  // A runner option the game refuses is declared to be refused by its own message, on each
  // command where no option of the game's has its name (merge's words: parse_merge).
  const RefusedRunnerOptions& refused = game.shape().refused_runner_options;
  const auto refuse = [&refused](cli::Command& c, const std::vector<GameOption>& on) {
    RefusedRunnerOptions here;
    for (const auto& [bit, why] : refused)
      if (!replaced(on, runner_option_names(bit))) here.emplace(bit, why);
    refuse_runner_options(c, here);
  };
  for (const CommandSpec& spec : kCommands) {
    // The game's own in its place are declared below; those it has not, nowhere.
    if (replaced_command(own, spec.name) || absent(game, spec.name)) continue;
    commands.insert(spec.name);
    cli::Command* c = cl.subcommand(spec.name);
    if (spec.bit == kMerge) {  // its words go to parse_merge as they are
      c->verbatim(merge_words);
      merge = c;
      continue;
    }
    const std::vector<GameOption> on = options_on(game_options, spec.name, spec.bit & kPlays);
    for (const GameOption& o : on) o.declare(*c, o.names);
    for (const FrontOption& o : kOptions)
      if ((o.commands & spec.bit) && applies(game, o) && !replaced(on, o.names))
        o.declare(*c, o.names, in);
    add_runner_options(*c, in.runner, runner_of(game, spec));
    refuse(*c, on);
    if ((spec.bit & kPlays) && !game.shape().opening_words.empty()) {
      parted.insert(spec.name);
      c->parted_rest(spec.operands, in.words);
    } else
      c->rest(spec.operands, in.words);
  }
  for (const GameCommand& g : own) {
    commands.insert(g.name);
    cli::Command* c = cl.subcommand(g.name);
    for (const GameOption& o : g.options) o.declare(*c, o.names);
    const std::vector<GameOption> on = options_on(game_options, g.name, g.plays);
    for (const GameOption& o : on) o.declare(*c, o.names);
    if (g.plays)
      for (const FrontOption& o : kOptions)
        if ((o.commands & kOwn) && !replaced(on, o.names)) o.declare(*c, o.names, in);
    add_runner_options(*c, in.runner, g.runner & ~refused_runner(game));
    std::vector<GameOption> all = g.options;
    all.insert(all.end(), on.begin(), on.end());
    refuse(*c, all);
    if (g.parted) {
      parted.insert(g.name);
      c->parted_rest(g.operands, in.words);
    } else if (!g.operands.empty()) {
      c->rest(g.operands, in.words);
    }
  }
  const std::string names = all_command_names(game, own);
  if (implied.empty() && !in.help)
    args = command_first(game, cl, args, commands, names, game.shape().default_command);
  else if (implied.empty())  // the help of the command named, if any; else the whole
    try {
      args = command_first(game, cl, args, commands, names, "");
    } catch (const std::invalid_argument&) {
    }
  else
    args.insert(args.begin(), implied);
  // In a command whose `--` parts its operands, options (-h among them) follow it too.
  if (!args.empty() && parted.count(args[0]) && !in.help) {
    const auto asks = [](const std::string& a) { return a == "-h" || a == "--help"; };
    in.help = std::any_of(args.begin(), args.end(), asks);
    args.erase(std::remove_if(args.begin(), args.end(), asks), args.end());
  }
  try {
    cl.parse_args(args);
  } catch (const std::exception&) {
    if (!in.help) throw;  // the help is of the command named, if any
  }
  in.command = cl.chosen();
  if (in.help) return in;
  if (in.command.empty()) throw cli::Usage("no command (" + names + ")");
  if (in.command == "merge" && merge) {  // its words as they are, read by merge's own parser
    in.words = merge_words;
    in.merge = parse_merge(in.words, refused);
  }
  // Logs written into a directory that is not there would be lost without a word (the game's own
  // commands check theirs as they need).
  if ((in.command == "game" || in.command == "match") && !in.log_dir.empty() &&
      !std::filesystem::is_directory(in.log_dir))
    throw cli::Usage("--log-dir: no such directory: " + in.log_dir);
  for (const std::string& e : in.env)  // an entry without a name would set nothing, silently
    if (e.find('=') == std::string::npos || e[0] == '=')
      throw cli::Usage("--env: expected VAR=VALUE, got '" + e + "'");
  game.accept(in.command, in.words, in.runner);
  return in;
}

std::string help_line(const std::string& head, const std::string& text, std::size_t column) {
  const std::string indent(column, ' ');
  const std::string start = "  " + head;
  if (start.size() >= column) return start + "\n" + indented(text, indent);
  return start + indented(text, indent).substr(start.size());
}

std::string referee_help(Game& game, const std::string& command, const std::string& program) {
  const std::string tool = tool_name(game);
  // A second name's help is its command's: its usage by that name.
  const std::string implied = implied_command(game, program);
  const std::string cmd = implied.empty() ? command : implied;
  const std::string head = implied.empty() ? "usage: " + tool + " "
                                           : "usage: " + program + " ..., the same as " + tool +
                                                 " " + implied + " ...\n  " + tool + " ";
  const std::vector<GameCommand> own = game.commands();
  const std::vector<GameOption> game_options = game.options();
  for (const GameCommand& c : own)
    if (cmd == c.name) return own_command_help(game, head, c);
  for (const CommandSpec& c : kCommands) {
    if (cmd != c.name || absent(game, c.name)) continue;
    if (c.bit == kMerge) {  // the runner's help of merge, but its first line: the usage's
      const std::string merge = merge_help(game.shape().refused_runner_options);
      return head + usage_of(game, c) + "\n" + merge.substr(merge.find('\n') + 1);
    }
    std::string text = head + usage_of(game, c) + "\n" + indented(what_of(game, c), "  ");
    if (c.bit & kPlays) text += game.players_help() + game.shape().openings_help;
    const std::vector<GameOption> on = options_on(game_options, c.name, c.bit & kPlays);
    text += "options:\n" + command_options_help(game, c.bit, on);
    // game's -q leaves out the game's line on stdout (it has no progress line).
    const unsigned runner = runner_of(game, c);
    const bool quiet_game = c.bit == kGame && (runner & kQuiet);
    if (runner)
      text += "runner options:\n" + runner_options_help(quiet_game ? runner & ~kQuiet : runner) +
              (quiet_game ? "  -q, --quiet        without the game's line on stdout\n" : "");
    return text + "  -h, --help         this text\n";
  }
  std::string text = "usage: " + tool + " COMMAND [options] ...\n" + game.about() + "commands:\n";
  for (const CommandSpec& c : kCommands) {
    if (replaced_command(own, c.name)) {  // the game's own in its place
      for (const GameCommand& g : own)
        if (g.name == c.name) text += help_line(g.usage, g.help);
      continue;
    }
    if (absent(game, c.name)) continue;
    text += c.bit == kMerge ? merge_help(game.shape().refused_runner_options)
                            : help_line(usage_of(game, c), what_of(game, c));
  }
  for (const GameCommand& c : own)
    if (!front_command(c.name)) text += help_line(c.usage, c.help);
  for (const auto& [older, name] : game.shape().older_names)
    text += "  " + older + ": the older name of " + name + ", still taken\n";
  text += game.players_help() + game.shape().openings_help;
  std::string second;
  for (const std::string& c : game.shape().second_names)
    second += (second.empty() ? "" : ", ") + game.name() + "_" + c + " is " + tool + " " + c;
  if (!second.empty()) text += "second names: " + second + "\n";
  text += "options (before the command or after it):\n";
  for (const GameOption& o : game_options) {
    // The commands on a line of their own when the text's first line would pass column 100.
    const std::string who = takers(game, o, own) + ":";
    const bool apart = 22 + who.size() + o.help.substr(0, o.help.find('\n')).size() > 100;
    text += help_line(option_head(o.names, o.value), who + (apart ? "\n" : " ") + o.help);
  }
  for (const FrontOption& o : kOptions) {
    if (!applies(game, o)) continue;
    unsigned bits = o.commands;
    for (const CommandSpec& c : kCommands)
      if (replaced(options_on(game_options, c.name, c.bit & kPlays), o.names) ||
          replaced_command(own, c.name) || absent(game, c.name))
        bits &= ~c.bit;
    const std::string takers = command_names(bits, own);  // none where the game replaced it
    if (!takers.empty()) text += help_line(option_head(o.names, o.value), takers + ": " + o.help);
  }
  for (const GameCommand& c : own) text += options_help(c.options, c.name + ": ");
  return text + runner_help(game, own) + kHelpLine +
         "Exits 0 when the command ran (whoever won), 1 when a file or a game failed or a log\n"
         "does not hold, 2 on bad usage.\n";
}

int referee_main(Game& game, int argc, char** argv) {
  const std::string program =
      std::filesystem::path(argc > 0 && argv[0] ? argv[0] : "").filename().string();
  const std::string tool = implied_command(game, program).empty() ? tool_name(game) : program;
  const std::vector<std::string> args(argv + std::min(argc, 1), argv + argc);
  try {
    const RefereeLine in = read_referee_line(game, program, args);
    if (in.help) {
      std::cout << referee_help(game, in.command, program);
      return 0;
    }
    for (const GameCommand& g : game.commands())  // first: they may replace the front end's
      if (in.command == g.name) return g.run({in.words, in.runner, in.env, in.log_dir});
    if (in.command == "game") return game_command(game, in);
    if (in.command == "match") return match_command(game, in);
    if (in.command == "check") return check_command(game, in);
    std::cout << game.ranking(run_merge(in.merge), in.merge.sprt);
    return 0;
  } catch (const std::invalid_argument& e) {  // cli::Usage, and options the runner refuses
    const int status = cli::usage(tool, e.what());
    std::cerr << usage_line(game, program, args);
    return status;
  } catch (const std::exception& e) {
    std::cerr << tool << ": " << e.what() << "\n";
    return 1;
  }
}

}  // namespace contest
