// command_line.cpp: boxing_referee's command line and help (command_line.h).
#include "command_line.h"

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "common/cli/cli.h"
#include "common/game/referee.h"
#include "common/match/match.h"

namespace boxing {

namespace {

const char* const kHead = "usage: boxing_referee [options] COMMAND ...\n";

// Each command's lines of the help; the game's own commands' (text null) are made from their
// declarations (Boxing::commands).
struct CommandHelp {
  const char* name;
  const char* text;
};
const CommandHelp kCommands[] = {
    {"gen", nullptr},
    {"game", "  game ARENA NAME=PATH...          one game, players in the given order\n"},
    {"match",
     "  match ARENA... -- NAME=PATH NAME=PATH\n"
     "                                   two players, every arena, each player first once, on\n"
     "                                   the match runner (its options below)\n"},
    {"merge",
     "  merge [-o FILE] [--sprt SPEC] RESULTS...\n"
     "                                   combine match results files (shards, resumed runs): a\n"
     "                                   game in two files must be the same game there; prints\n"
     "                                   the summary, writes the lines to FILE with -o\n"},
    {"tournament", nullptr},
    {"check",
     "  check [VIEW] LOG...              re-check logs move by move (VIEW: options below; the\n"
     "                                   command's older name, replay, is still taken)\n"},
};

const char* const kSecondNames =
    "boxing_check [options] [VIEW] LOG... and boxing_gen SEED BLOCKED LAYOUT are the same program\n"
    "  by its other names: boxing_referee [options] check ... and boxing_referee gen ...\n";

const char* const kArenas =
    "ARENA: a file, gen:SEED:BLOCKED:LAYOUT, gens:COUNT:SEED:BLOCKED:LAYOUT (COUNT arenas, seeds\n"
    "  SEED, SEED+1, ...) or gens:COUNT:BLOCKED:LAYOUT (seeds from --seed)\n";

const char* const kOptions =
    "options (before or after the command): --limit-ms N (time per move in ms, default 1000),\n"
    "  --log-dir DIR (DIR/gameN.log), --env NAME=VALUE (for every player),\n"
    "  --marks XY (a match's two marks, default AB; with -j N each further game under way takes\n"
    "  the next two free marks, CD, EF, ...; lets matches run side by side), -h/--help\n";

// The options as one command's help lists them.
const CommandHelp kOptionLines[] = {
    {"--limit-ms", "  --limit-ms N       time per move in ms (default 1000)\n"},
    {"--log-dir", "  --log-dir DIR      write each game's log as DIR/gameN.log\n"},
    {"--env", "  --env NAME=VALUE   an environment variable for every player; repeatable\n"},
    {"--marks",
     "  --marks XY         the two marks (default AB); with -j N each further game under way\n"
     "                     takes the next two free marks, CD, EF, ...\n"},
};

std::string command_text(const CommandHelp& c) {
  if (c.text) return c.text;
  for (const contest::GameCommand& g : Boxing().commands())
    if (g.name == c.name) return contest::help_line(g.usage, g.help, 35);
  return "";
}

std::string command_lines(const std::string& name) {
  for (const CommandHelp& c : kCommands)
    if (name == c.name) return command_text(c);
  return "";
}

// Every command's lines.
std::string commands_text() {
  std::string text;
  for (const CommandHelp& c : kCommands) text += command_text(c);
  return text;
}

std::string option_lines(const std::vector<std::string>& names) {
  std::string text = "options (before or after the command):\n";
  for (const CommandHelp& o : kOptionLines)
    if (std::find(names.begin(), names.end(), o.name) != names.end()) text += o.text;
  return text + "  -h, --help         this text\n";
}

// The options every command takes, before or after its name, the game's own (--limit-ms) among
// them.
void add_options(contest::cli::Command& cl, Boxing& game, RefereeOptions& o) {
  add_runner_options(cl, o.runner);
  for (const contest::GameOption& g : game.options()) g.declare(cl, g.names);
  cl.text("--log-dir", o.log_dir);
  cl.texts("--env", o.env);
  cl.custom("--marks", [&o](const std::string& marks) {
    if (marks.size() != 2 || !valid_mark(marks[0]) || !valid_mark(marks[1]) || marks[0] == marks[1])
      throw contest::cli::Usage("--marks: two distinct valid marks");
    o.marks = marks;
  });
}

// Checks what can be checked before a file is read: the values that depend on the command, and
// the command's words (check: the logs to check, the K-th alone with --game K).
void check_invocation(Invocation& in) {
  const RefereeOptions& o = in.options;
  const std::string& cmd = in.command;
  std::vector<std::string>& words = in.words;
  if (cmd.empty()) throw std::runtime_error("no command");
  // Two marks for each game under way; the tournament's marks run out at 61.
  if (o.runner.jobs > 29) throw std::runtime_error("-j: at most 29 games at once (two marks each)");
  // Logs written into a directory that is not there would be lost without a word.
  if (!o.log_dir.empty() && !std::filesystem::is_directory(o.log_dir))
    throw std::runtime_error("--log-dir: no such directory: " + o.log_dir);
  const bool file = !o.runner.results.empty() || o.runner.resume;
  if (cmd != "match" && (((o.runner.jobs != 1 || file) && cmd != "tournament") ||
                         o.runner.shard.count != 1 || o.runner.sprt))
    throw std::runtime_error(
        "-j, --results and --resume are for match and tournament, --shard and --sprt for match "
        "only");
  if (cmd == "game" && words.size() < 2) throw std::runtime_error("game: give ARENA NAME=PATH...");
  if (cmd != "check") return;
  if (in.view.game > static_cast<long>(words.size()))
    throw std::runtime_error("check: --game " + std::to_string(in.view.game) + ": " +
                             std::to_string(words.size()) + " logs given");
  if (in.view.game > 0) words = {words[in.view.game - 1]};  // the K-th log: one game each
  if (words.empty() || (in.view.html && words.size() != 1))
    throw std::runtime_error("check: give logs (--html: one)");
}

}  // namespace

std::string help_text(const std::string& command, const std::string& program) {
  // The runner's options each command takes.
  const std::string runner_head = "runner options:\n";
  const std::string usage =
      program.empty()
          ? "usage: boxing_referee [options] " + command + " ... [options]\n"
          : "usage: " + program + " ..., the same as boxing_referee " + command + " ...\n";
  if (command == "gen" || command == "merge") return usage + command_lines(command);
  if (command == "game")
    return usage + command_lines(command) + kArenas +
           option_lines({"--limit-ms", "--log-dir", "--env"}) + runner_head +
           contest::runner_options_help(contest::kSeed | contest::kQuiet);
  if (command == "match")
    return usage + command_lines(command) + kArenas +
           option_lines({"--limit-ms", "--log-dir", "--env", "--marks"}) + runner_head +
           contest::runner_options_help();
  if (command == "tournament")
    return usage + command_lines(command) + kArenas +
           option_lines({"--limit-ms", "--log-dir", "--env"}) + runner_head +
           contest::runner_options_help(contest::kEveryRunnerOption &
                                        ~(contest::kShard | contest::kSprt));
  if (command == "check")
    return usage + command_lines(command) + option_lines({"--limit-ms"}) +
           "VIEW, the options to watch a game:\n" + viewer::kUsage;
  // The whole: the commands and options, check's VIEW options, the runner's options.
  return kHead + commands_text() + kSecondNames + kArenas + kOptions + viewer::kUsage +
         "runner options (match; -j, --results and --resume also tournament; --seed and -q for\n"
         "every command):\n" +
         contest::runner_options_help();
}

std::string usage_text() {
  return kHead + commands_text() + kSecondNames + kArenas + kOptions +
         "VIEW, check's options to watch a game:\n" + viewer::kUsage;
}

std::string implied_command(const char* argv0) {
  const std::string name = std::filesystem::path(argv0 ? argv0 : "").filename().string();
  return name == "boxing_check" ? "check" : name == "boxing_gen" ? "gen" : "";
}

Invocation read_command_line(Boxing& game, const std::string& implied,
                             const std::vector<std::string>& args) {
  Invocation in;
  in.options.runner.quiet = false;
  // -h or --help anywhere asks for the help of the command named, whatever else is given.
  const auto asks_help = [](const std::string& a) { return a == "-h" || a == "--help"; };
  in.help = std::any_of(args.begin(), args.end(), asks_help);
  std::vector<std::string> words = args;
  words.erase(std::remove_if(words.begin(), words.end(), asks_help), words.end());
  contest::cli::Command cl(implied.empty() ? "boxing_referee" : "boxing_" + implied);
  add_options(cl, game, in.options);
  contest::cli::Command* merge = nullptr;
  if (implied.empty()) {
    // In match and tournament `--` parts the arenas from the players (game takes it as a word).
    for (const char* name : {"game", "match"}) cl.subcommand(name)->parted_rest("WORD", in.words);
    for (const contest::GameCommand& g : game.commands()) {  // gen, tournament
      contest::cli::Command* c = cl.subcommand(g.name);
      if (g.parted)
        c->parted_rest(g.operands, in.words);
      else
        c->rest(g.operands, in.words);
    }
    contest::cli::Command* check = cl.subcommand("check");
    check->alias("replay");  // the command's older name
    viewer::add_options(*check, in.view);
    check->rest("LOG", in.words);
    merge = cl.subcommand("merge");  // its words go to contest::parse_merge as they are
    merge->fallthrough(false);
    merge->prefix_command();
  } else if (implied == "check") {
    viewer::add_options(cl, in.view);  // boxing_check takes check's own among the options
    cl.rest("LOG", in.words);
  } else {
    cl.rest("WORD", in.words);
  }
  try {
    cl.parse_args(words);
  } catch (const std::exception&) {
    if (!in.help) throw;  // the help is of the command named, if any
  }
  in.command = implied.empty() ? cl.chosen() : implied;
  if (in.help) return in;
  if (in.command == "merge") in.words = merge->remaining(false);
  in.options.quiet = in.options.runner.quiet;
  check_invocation(in);
  return in;
}

}  // namespace boxing
