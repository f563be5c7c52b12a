// command_line.cpp: showdown_referee's command line and help (command_line.h).
#include "command_line.h"

#include <algorithm>
#include <filesystem>

#include "common/cli/cli.h"
#include "common/match/match.h"

namespace showdown {

namespace {

const char* const kHead =
    "usage: showdown_referee [options] game|match|panel|tournament NAME=PATH NAME=PATH...\n"
    "       showdown_referee [options] [--seeds N] [runner options] roundrobin|gauntlet "
    "NAME=PATH...\n"
    "       showdown_mediator ...   (the same program by the statement's name, the mediator)\n"
    "Runs POTM Showdown games between programs as the contest's mediator did: every turn each\n"
    "player is started once, with the name of its state file as argv[1]. A NAME holds letters,\n"
    "digits, '_', '-' and '.' (not first); it names the game logs.\n";

// A mode's or an option's lines of the help.
struct HelpLines {
  const char* name;
  const char* text;
};
const HelpLines kModes[] = {
    {"game", "  game               one game, the first player starts at A 1\n"},
    {"match", "  match              two games, each player first once\n"},
    {"panel", "  panel              the first player plays a match against each of the others\n"},
    {"tournament",
     "  tournament         the first is the standard player: seeding against it, then knockout\n"},
    {"roundrobin",
     "  roundrobin         every pair plays a match per seed on the match runner; the "
     "crosstable\n"},
    {"gauntlet", "  gauntlet           the same for the first player's pairs only\n"},
};
const HelpLines kOptions[] = {
    {"--average-ms",
     "  --average-ms MS    average wall time a turn may take, 1 to 86400000 ms (default 10000):\n"
     "                     a turn's deadline is what is left of the player's allowance\n"},
    {"--turn-cap-ms",
     "  --turn-cap-ms MS   hard cap on one turn, 1 to 86400000 ms (default 60000)\n"},
    {"--seed",
     "  --seed N           names the state files state-N, 0 to 4294967295 (default 1): a\n"
     "                     program that draws its choices from the name replays the same game\n"},
    {"--seeds",
     "  --seeds N          roundrobin and gauntlet: a match per pair and seed, --seed to\n"
     "                     --seed + N - 1, 1 to 100000 (default 1); the runner's pairs are the\n"
     "                     seeds two by two, the players swapped\n"},
    {"--logs",
     "  --logs DIR         write every game's log in DIR, which must exist (default: none)\n"},
};
const char* const kHelpLine = "  -h, --help         this text\n";
const char* const kTail =
    "Prints each game's scores and ends with one line \"RESULT: ...\"; roundrobin and gauntlet\n"
    "print a line per match, the crosstable and the summary of each pair. Exits 0 when the games\n"
    "ran (whoever won), 1 when in a game, match or panel a program could not be started at all\n"
    "(roundrobin and gauntlet: in any match) or the results file is unusable, 2 on bad usage.\n";

// The runner's options showdown_referee takes: all but --seed (the mediator's own --seed names
// the state files).
constexpr unsigned kRunnerTaken = contest::kEveryRunnerOption & ~contest::kSeed;

bool runs_on_the_runner(const std::string& mode) {
  return mode == "roundrobin" || mode == "gauntlet";
}

// One mode's help: its line, the options it takes, the runner's it takes.
std::string mode_help(const std::string& mode) {
  std::string text = "usage: showdown_referee [options] " + mode + " NAME=PATH... [options]\n";
  for (const HelpLines& m : kModes)
    if (mode == m.name) text += m.text;
  text += "options (before or after the mode):\n";
  for (const HelpLines& o : kOptions)
    if (std::string(o.name) != "--seeds" || runs_on_the_runner(mode)) text += o.text;
  text += kHelpLine;
  unsigned take = kRunnerTaken;
  if (!runs_on_the_runner(mode)) take &= ~(contest::kShard | contest::kSprt);
  if (mode == "match" || mode == "panel" || mode == "game")
    take &= ~(contest::kResults | contest::kResume | contest::kQuiet);
  if (mode == "game") return text;  // one game: no runner option at all
  return text + "runner options:\n" + contest::runner_options_help(take);
}

}  // namespace

std::string help_text(const std::string& mode) {
  if (!mode.empty()) return mode_help(mode);
  std::string text = std::string(kHead) + "modes:\n";
  for (const HelpLines& m : kModes) text += m.text;
  text += "options:\n";
  for (const HelpLines& o : kOptions) text += o.text;
  return text + kHelpLine +
         "runner options (roundrobin and gauntlet, a runner game one match; -j, --results,\n"
         "--resume and -q also tournament, a game of it a seeding game or a match, round by "
         "round;\n"
         "-j also plays the games of match and panel at once):\n" +
         contest::runner_options_help(kRunnerTaken) + kTail;
}

int usage(const std::string& why) { return contest::cli::usage("showdown_referee", why); }

namespace {

// The command line as CLI11 reads it: the options on the program, taken after the mode too
// (CLI11's fallthrough), and each mode a subcommand whose operands are its entrants.
struct Reader {
  contest::cli::Command c{"showdown_referee"};
  std::vector<std::string> before;  // words before a mode's name: the first is where it should be
  std::vector<std::string> after;   // the mode's operands
  // The words after a `--`, operands all. They are kept from CLI11, which gives a `--` that follows
  // a subcommand's operands back to the program, to read what comes after it as options.
  std::vector<std::string> operands;
  explicit Reader(CommandLine& cl) {
    add_runner_options(c, cl.runner, kRunnerTaken);
    c.millis("--average-ms", cl.options.average, 1, 86400000);
    c.millis("--turn-cap-ms", cl.options.turn_cap, 1, 86400000);
    c.whole("--seed", cl.options.seed, 0, 0xffffffffLL);
    c.whole("--seeds", cl.seeds, 1, 100000);
    c.text("--logs", cl.logs);
    c.rest("WORD", before);
    for (const HelpLines& m : kModes) c.subcommand(m.name)->rest("NAME=PATH", after);
  }
  // Parses args (without the program's name); throws contest::cli::Usage.
  void parse(const std::vector<std::string>& args) {
    const auto mark = std::find(args.begin(), args.end(), "--");
    if (mark != args.end()) operands.assign(mark + 1, args.end());
    c.parse_args(std::vector<std::string>(args.begin(), mark));
  }
};

// The mode and its entrants' words: the first word is the mode, named or not, the rest entrants.
std::vector<std::string> mode_and_entrants(const Reader& r, CommandLine& cl) {
  std::vector<std::string> words = r.before;
  if (!r.c.chosen().empty()) words.push_back(r.c.chosen());
  words.insert(words.end(), r.after.begin(), r.after.end());
  words.insert(words.end(), r.operands.begin(), r.operands.end());
  if (!words.empty()) cl.mode = words.front();
  return words.empty() ? words : std::vector<std::string>(words.begin() + 1, words.end());
}

}  // namespace

std::string help_asked(const std::vector<std::string>& args) {
  CommandLine cl;
  Reader r(cl);
  std::vector<std::string> words;
  for (const std::string& a : args)
    if (a != "-h" && a != "--help") words.push_back(a);
  try {
    r.parse(words);
  } catch (const std::invalid_argument&) {
  }  // the help is of the mode named, if any
  return help_text(r.c.chosen());
}

// Reads the command line into cl; returns 0, or the exit status of a usage error.
int parse_args(int argc, char** argv, CommandLine& cl) {
  Reader r(cl);
  try {
    r.parse(std::vector<std::string>(argv + 1, argv + argc));  // main has answered --help
  } catch (const std::invalid_argument& e) {
    return usage(e.what());
  }
  for (const char* o : {"--shard", "--sprt"})
    cl.runner_options = cl.runner_options || r.c.count(o) > 0;
  for (const char* o : {"--results", "--resume", "--quiet"})
    cl.file_options = cl.file_options || r.c.count(o) > 0;
  for (const std::string& a : mode_and_entrants(r, cl)) {
    auto eq = a.find('=');
    if (eq == std::string::npos || eq == 0) return usage("entrant must be NAME=PATH: " + a);
    // A name becomes part of a log's file name: letters, digits, '_', '-' and '.', not first.
    const std::string name = a.substr(0, eq);
    if (name[0] == '.' ||
        name.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                               "0123456789_-.") != std::string::npos)
      return usage("a name may hold only letters, digits, '_', '-' and '.' (not first): " + name);
    cl.entrants.push_back({a.substr(0, eq), a.substr(eq + 1)});
  }
  const bool runner = runs_on_the_runner(cl.mode);
  if ((cl.runner_options && !runner) || (cl.file_options && !runner && cl.mode != "tournament"))
    return usage(
        "--results, --resume and -q are for roundrobin, gauntlet and tournament, --shard and "
        "--sprt for roundrobin and gauntlet");
  if (!cl.logs.empty() && !std::filesystem::is_directory(cl.logs))
    return usage("--logs: no such directory: " + cl.logs);
  return 0;
}

}  // namespace showdown
