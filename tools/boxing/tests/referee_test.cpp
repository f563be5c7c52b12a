// referee_test.cpp: boxing_referee's command line on the shared match runner: its help, the
// values it refuses, a match in parallel with each game under way on its own marks, the results
// file, --resume and merge; the game's own commands on the shared referee.
#include "common/game/referee.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "boxing_game.h"
#include "common/results/results.h"
#include "common/tests/help_pins.h"
#include "common/tests/run_command.h"
#include "common/tests/test_files.h"

namespace {

namespace fs = std::filesystem;

using contest::test::run_stdout;

using contest::test::lines_of;

std::string fresh_directory(const std::string& what) {
  std::string name = testing::TempDir() + "boxing-" + what + "-XXXXXX";
  EXPECT_NE(mkdtemp(name.data()), nullptr) << name;
  return name;
}

// Arenas with 400 of 512 spots blocked: short games.
const std::string kArenas =
    " gens:2:1:400:random -- g=" + std::string(GREEDY_PATH) + " r=" + RANDOM_PATH;

// The whole --help: the commands (the game's own and check's older name among them), the ARENA
// forms, the second names, the options with the commands that take each, the runner's, pinned
// (the view options are the viewer's, pinned in check's help below).
TEST(BoxingReferee, HelpText) {
  const auto [status, out] = run_stdout(std::string(REFEREE_PATH) + " --help");
  EXPECT_EQ(status, 0);
  const std::string blocks[] = {
      "usage: boxing_referee COMMAND [options] ...\n",
      "  game [options] ARENA PLAYER PLAYER...\n"
      "                     one game, players in the given order: its line, the final arena and "
      "the\n"
      "                     RESULT line on stdout\n"
      "  match [options] ARENA... -- PLAYER PLAYER\n"
      "                     two players, every arena, each player first once, on the match "
      "runner\n"
      "                     (its options below): a line per game, the standings, the summary, "
      "RESULT\n"
      "  merge [-o FILE] [--sprt SPEC] RESULTS...\n"
      "                     combine results files (shards, resumed runs): a game in two files "
      "must\n"
      "                     be the same game there; prints the summary of them all, and writes "
      "the\n"
      "                     lines, sorted by game, to FILE with -o\n"
      "  check [options] LOG...\n"
      "                     re-check logs move by move: a line each, PATH: ok or the problem; "
      "exits 1\n"
      "                     when one fails (--show, --html, --json: draw them instead)\n"
      "  gen SEED BLOCKED LAYOUT\n"
      "                     print a generated arena (layout: random|clusters|symmetric)\n"
      "  tournament ARENA ARENA ARENA -- NAME=PATH...\n"
      "                     stage 1 (and stage 2 on the first arena if needed);\n"
      "                     with -j N, N games at once that share no entry\n"
      "  replay: the older name of check, still taken\n"
      "PLAYER: [NAME=]PATH, a program run once per move (NAME: its file's name)\n"
      "ARENA: a file, gen:SEED:BLOCKED:LAYOUT, gens:COUNT:SEED:BLOCKED:LAYOUT (COUNT arenas, "
      "seeds\n"
      "  SEED, SEED+1, ...) or gens:COUNT:BLOCKED:LAYOUT (seeds from --seed)\n"
      "second names: boxing_check is boxing_referee check, boxing_gen is boxing_referee gen\n"
      "options (before the command or after it):\n"
      "  --limit-ms N       game, match, check, tournament: time per move in ms (default 1000)\n"
      "  --marks XY         match: the two marks (default AB); with -j N each further game under "
      "way\n"
      "                     takes the next two free marks, CD, EF, ...; lets matches run side by "
      "side\n",
      "  --log FILE         game: write the game's log to FILE\n"
      "  --log-dir DIR      game, match, tournament: write each game's log as DIR/gameN.log\n"
      "  --env VAR=VAL      game, match, tournament: set in every player's environment; "
      "repeatable\n"
      "runner options (match; --seed, -q also game; -j, --results, --resume, --seed, -q also "
      "tournament):\n" +
          contest::test::kRunnerOptionsPin +
          "  -h, --help         this text; COMMAND --help: the command's alone\n"
          "Exits 0 when the command ran (whoever won), 1 when a file or a game failed or a log\n"
          "does not hold, 2 on bad usage.\n"};
  for (const std::string& block : blocks) EXPECT_NE(out.find(block), std::string::npos) << block;
  EXPECT_EQ(out.rfind(blocks[0], 0), 0u);
  for (const char* option : {"--show ", "--step ", "--delay MS", "--game K", "--html ", "--json "})
    EXPECT_NE(out.find("  " + std::string(option)), std::string::npos) << option;
}

// A command's --help (-h), wherever it stands, shows only what applies to that command: the
// tournament's has no --shard, --sprt or --marks, and no other command.
TEST(BoxingReferee, CommandHelpShowsOnlyItsOwn) {
  const std::string tournament_help =
      "usage: boxing_referee tournament ARENA ARENA ARENA -- NAME=PATH...\n"
      "  stage 1 (and stage 2 on the first arena if needed);\n"
      "  with -j N, N games at once that share no entry\n"
      "PLAYER: [NAME=]PATH, a program run once per move (NAME: its file's name)\n"
      "ARENA: a file, gen:SEED:BLOCKED:LAYOUT, gens:COUNT:SEED:BLOCKED:LAYOUT (COUNT arenas, "
      "seeds\n"
      "  SEED, SEED+1, ...) or gens:COUNT:BLOCKED:LAYOUT (seeds from --seed)\n"
      "options:\n"
      "  --limit-ms N       time per move in ms (default 1000)\n"
      "  --log-dir DIR      write each game's log as DIR/gameN.log\n"
      "  --env VAR=VAL      set in every player's environment; repeatable\n"
      "runner options:\n" +
      contest::test::kRunnerJobsPin + contest::test::kRunnerSeedPin +
      contest::test::kRunnerQuietPin + "  -h, --help         this text\n";
  for (const char* args : {" tournament --help", " -q tournament a b c -- p=x -h"}) {
    const auto [status, out] = run_stdout(std::string(REFEREE_PATH) + args);
    EXPECT_EQ(status, 0) << args;
    EXPECT_EQ(out, tournament_help) << args;
  }
  const auto [status, match] = run_stdout(std::string(REFEREE_PATH) + " match -h");
  EXPECT_EQ(status, 0);
  EXPECT_NE(match.find("  --marks XY "), std::string::npos) << match;
  EXPECT_NE(match.find(contest::test::kRunnerOptionsPin), std::string::npos) << match;
  EXPECT_EQ(match.find("tournament"), std::string::npos) << match;
  const std::string check = run_stdout(std::string(CHECK_PATH) + " --help").second;
  EXPECT_EQ(check.rfind("usage: boxing_check ..., the same as boxing_referee check ...\n", 0), 0u)
      << check;
  EXPECT_NE(check.find(contest::test::kViewOptionsPin), std::string::npos) << check;
  EXPECT_EQ(check.find("--jobs"), std::string::npos) << check;
}

// Options are taken after the command as well as before it, after the players too (as git's,
// cmake's and fastchess's are): a tournament with --results after its entries was refused as
// "player must be NAME=PATH: --results". Either way the same games and standings.
TEST(BoxingReferee, OptionsAfterTheCommand) {
  const std::string dir = fresh_directory("after");
  const std::string arenas =
      " gens:3:1:400:random -- g=" + std::string(GREEDY_PATH) + " r=" + RANDOM_PATH;
  const auto [before_status, before] = run_stdout(std::string(REFEREE_PATH) + " -j 2 --results " +
                                                  dir + "/before.jsonl tournament" + arenas);
  const auto [after_status, after] = run_stdout(std::string(REFEREE_PATH) + " tournament" + arenas +
                                                " --results " + dir + "/after.jsonl -j 2");
  ASSERT_EQ(before_status, 0) << before;
  ASSERT_EQ(after_status, 0) << after;
  EXPECT_EQ(after.substr(after.find("Stage 1:")), before.substr(before.find("Stage 1:")));
  EXPECT_EQ(lines_of(dir + "/after.jsonl").size(), lines_of(dir + "/before.jsonl").size());
  // Between the arenas and the players, and a command's own options after it.
  const auto [match_status, match] = run_stdout(
      std::string(REFEREE_PATH) + " match gens:2:1:400:random -q --seed 3 -- g=" + GREEDY_PATH +
      " r=" + RANDOM_PATH + " --limit-ms 900");
  EXPECT_EQ(match_status, 0) << match;
  EXPECT_NE(match.find("(2 arenas x 2 orders)"), std::string::npos) << match;
  EXPECT_EQ(run_stdout(std::string(REFEREE_PATH) + " match" + kArenas + " --bogus 2>&1").first, 2);
  fs::remove_all(dir);
}

// One name per role: boxing_gen and boxing_check are the referee by other names, and
// run its gen and check commands; the check's options (the time limit, VIEW) come first.
TEST(BoxingReferee, SecondNamesRunTheirCommands) {
  const auto [gen_status, by_name] = run_stdout(std::string(GEN_PATH) + " 7 40 random");
  const auto [ref_status, by_command] = run_stdout(std::string(REFEREE_PATH) + " gen 7 40 random");
  EXPECT_EQ(gen_status, 0);
  EXPECT_EQ(ref_status, 0);
  EXPECT_EQ(by_name, by_command);
  EXPECT_EQ(by_name.size(), 528u);  // 16 lines of 32 spots and a newline

  const std::string log = std::string(BOXING_DIR) + "/data/sample.arena";
  const auto [bad_status, bad] = run_stdout(std::string(CHECK_PATH) + " --limit-ms 900 " + log);
  EXPECT_EQ(bad_status, 1) << bad;  // an arena is no log: refused, as `check` refuses it
  EXPECT_NE(bad.find(log + ": "), std::string::npos) << bad;
  EXPECT_EQ(run_stdout(std::string(CHECK_PATH) + " --bogus " + log).first, 2);
  EXPECT_EQ(run_stdout(std::string(REFEREE_PATH) + " replay " + log).second, bad);  // older name
}

// Malformed, out-of-range and missing values and unknown options stop the referee with status 2
// and a message naming the option, before any game.
TEST(BoxingReferee, RejectsBadValuesNamingTheOption) {
  const std::pair<const char*, const char*> bad[] = {{"--limit-ms 5x match", "--limit-ms"},
                                                     {"--limit-ms 0 match", "--limit-ms"},
                                                     {"-j 0 match", "--jobs"},
                                                     {"-j 30 match", "-j"},
                                                     {"--shard 2/1 match", "--shard"},
                                                     {"--sprt elo1=x match", "--sprt"},
                                                     {"--seed 1x match", "--seed"},
                                                     {"--bogus 1 match", "--bogus"},
                                                     {"-j 2 game", "-j"},
                                                     {"--log-dir /nonexistent match", "--log-dir"}};
  for (const auto& [args, option] : bad) {
    const auto [status, out] =
        run_stdout(std::string(REFEREE_PATH) + " " + args + kArenas + " 2>&1");
    EXPECT_EQ(status, 2) << args << ": " << out;
    EXPECT_EQ(out.rfind(std::string("boxing_referee: ") + option, 0), 0u) << args << ": " << out;
  }
  const auto [status, out] =
      run_stdout(std::string(REFEREE_PATH) + " match gens:x:1:400:random -- g=a r=b 2>&1");
  EXPECT_EQ(status, 2);
  EXPECT_NE(out.find("arena gens:x:1:400:random: 'x' is not a whole number"), std::string::npos)
      << out;
}

// A game starts on an arena of vacant and blocked spots only, as the statement's do (#23): a file
// with a mark in it is refused with the place of the mark, before any game.
TEST(BoxingReferee, RefusesAStartingArenaWithMarks) {
  const std::string dir = fresh_directory("marked");
  std::string text;
  for (int y = 0; y < 16; ++y) text += std::string(32, y == 3 ? 'o' : '-') + "\n";
  text[5 * 33 + 7] = 'A';
  std::ofstream(dir + "/marked.arena") << text;
  const auto [status, out] =
      run_stdout(std::string(REFEREE_PATH) + " match " + dir + "/marked.arena -- g=" + GREEDY_PATH +
                 " r=" + RANDOM_PATH + " 2>&1");
  EXPECT_EQ(status, 2) << out;
  EXPECT_NE(out.find("marked.arena: line 6 column 8 holds 'A'"), std::string::npos) << out;
  fs::remove_all(dir);
}

// With -j 2 the second game under way plays with marks C and D, so the two run side by side; the
// results file has a line per game, each log's marks are A and B or C and D.
TEST(BoxingReferee, MatchInParallelOnTheirOwnMarks) {
  const std::string dir = fresh_directory("parallel");
  const auto [status, out] = run_stdout(std::string(REFEREE_PATH) + " -q -j 2 --log-dir " + dir +
                                        " --results " + dir + "/r.jsonl match" + kArenas);
  ASSERT_EQ(status, 0) << out;
  EXPECT_NE(out.find("g vs r: "), std::string::npos) << out;
  EXPECT_NE(out.find("RESULT: g "), std::string::npos) << out;
  EXPECT_NE(out.find("(2 arenas x 2 orders)"), std::string::npos) << out;
  const auto lines = lines_of(dir + "/r.jsonl");
  ASSERT_EQ(lines.size(), 4u);
  std::set<std::string> mark_pairs;
  for (const std::string& line : lines) {
    const contest::Result r = contest::from_line(line);
    EXPECT_EQ(r.log, dir + "/game" + std::to_string(r.number) + ".log");
    EXPECT_EQ(r.info.count("score"), 1u);
    std::string marks;
    for (const std::string& l : lines_of(r.log))
      if (l.rfind("player ", 0) == 0) marks += l[7];
    std::sort(marks.begin(), marks.end());
    mark_pairs.insert(marks);
  }
  for (const std::string& m : mark_pairs) EXPECT_TRUE(m == "AB" || m == "CD") << m;
  EXPECT_TRUE(mark_pairs.count("CD"));
  fs::remove_all(dir);
}

// The summary without its timings (the RESULT line ends with the slowest moves).
std::string untimed(const std::string& summary) {
  return summary.substr(0, summary.find(", slowest move "));
}

// A match cut half-way and resumed plays the missing games and ends as the whole run did; the two
// files merge to the same summary. (-j 1: the sparring players choose by their mark, so the same
// marks give the same games.)
TEST(BoxingReferee, ResumeAndMerge) {
  const std::string dir = fresh_directory("resume");
  const std::string whole = dir + "/whole.jsonl", cut = dir + "/cut.jsonl";
  const std::string referee = std::string(REFEREE_PATH) + " -q --results ";
  const auto [status, summary] = run_stdout(referee + whole + " match" + kArenas);
  ASSERT_EQ(status, 0);
  const auto lines = lines_of(whole);
  ASSERT_EQ(lines.size(), 4u);
  std::ofstream(cut) << lines[2] << "\n" << lines[0] << "\n";
  const auto [resumed_status, resumed] = run_stdout(referee + cut + " --resume match" + kArenas);
  EXPECT_EQ(resumed_status, 0);
  EXPECT_EQ(untimed(resumed), untimed(summary));
  EXPECT_EQ(lines_of(cut).size(), 4u);
  // Without --resume the file is not touched: a file refused, status 1 (as nim_referee's).
  EXPECT_EQ(run_stdout(referee + cut + " match" + kArenas + " 2>/dev/null").first, 1);
  EXPECT_EQ(lines_of(cut).size(), 4u);
  const auto [merge_status, merged] =
      run_stdout(std::string(REFEREE_PATH) + " merge " + whole + " " + cut);
  EXPECT_EQ(merge_status, 0);
  EXPECT_EQ(untimed(merged), untimed(summary));
  EXPECT_NE(merged.find("RESULT: g "), std::string::npos) << merged;
  fs::remove_all(dir);
}

// The shared referee (tools/common/game/referee.h) run in process on the Boxing game: what it
// prints on stdout, and its exit status.
int shared_referee(boxing::Boxing& game, std::vector<std::string> args, std::string& out) {
  args.insert(args.begin(), "boxing_referee");
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  std::ostringstream text;
  std::streambuf* saved = std::cout.rdbuf(text.rdbuf());
  const int status = contest::referee_main(game, static_cast<int>(argv.size()), argv.data());
  std::cout.rdbuf(saved);
  out = text.str();
  return status;
}

// gen and tournament are the game's own commands (Boxing::commands): on the shared referee they
// are declared, helped and run as boxing_referee runs them, with the same arena and standings.
TEST(BoxingReferee, OwnCommandsOnTheSharedReferee) {
  boxing::Boxing game;
  std::string out;
  EXPECT_EQ(shared_referee(game, {"gen", "7", "40", "random"}, out), 0);
  EXPECT_EQ(out, run_stdout(std::string(REFEREE_PATH) + " gen 7 40 random").second);
  EXPECT_EQ(shared_referee(game, {"gen", "7", "40"}, out), 2);
  // The shared match has no arenas to take from its operands yet: refused, not played.
  EXPECT_EQ(shared_referee(game, {"game", "g=/bin/true", "r=/bin/true"}, out), 2);
  EXPECT_EQ(shared_referee(game, {"tournament", "--help"}, out), 0);
  EXPECT_EQ(out.rfind("usage: boxing_referee tournament ARENA ARENA ARENA -- NAME=PATH...\n"
                      "  stage 1 (and stage 2 on the first arena if needed);\n"
                      "  with -j N, N games at once that share no entry\n",
                      0),
            0u)
      << out;
  for (const char* option : {"--limit-ms N", "--env", "--log-dir", "--jobs", "--results", "--seed"})
    EXPECT_NE(out.find(option), std::string::npos) << option << "\n" << out;
  EXPECT_EQ(out.find("--shard"), std::string::npos) << out;
  const std::string g = std::string("g=") + GREEDY_PATH, r = std::string("r=") + RANDOM_PATH;
  ASSERT_EQ(shared_referee(
                game, {"tournament", "gens:3:1:480:random", "--", g, r, "--limit-ms", "900"}, out),
            0)
      << out;
  const std::string expected =
      run_stdout(std::string(REFEREE_PATH) + " tournament gens:3:1:480:random -- " + g + " " + r +
                 " --limit-ms 900")
          .second;
  ASSERT_NE(expected.find("Stage 1:"), std::string::npos) << expected;
  ASSERT_NE(out.find("Stage 1:"), std::string::npos) << out;
  // From the standings on, without the times (stage 2's game lines come between).
  const std::regex times(", slowest [^\n]*");
  EXPECT_EQ(std::regex_replace(out.substr(out.find("Stage 1:")), times, ""),
            std::regex_replace(expected.substr(expected.find("Stage 1:")), times, ""));
  EXPECT_EQ(game.limit().count(), 900);
}

// `boxing_referee gen SEED BLOCKED LAYOUT` reads its numbers as an ARENA's gen: does (it once took
// "5x" for 5 and threw std::invalid_argument's "stoull" at "x"); a bad one exits 2 naming it.
TEST(BoxingReferee, GenReadsNumbersStrictly) {
  std::string out;
  EXPECT_EQ(contest::test::run_command(std::string(REFEREE_PATH) + " gen 7 20 clusters", &out), 0);
  EXPECT_EQ(out.size(), 528u) << out;
  for (const char* args : {"5x 20 clusters", "-1 20 clusters", "7 20x clusters", "7 513 clusters",
                           "7 1e2 clusters", "x 20 clusters"}) {
    EXPECT_EQ(contest::test::run_command(std::string(REFEREE_PATH) + " gen " + args, &out), 2)
        << args;
    const std::string value = std::string(args).substr(0, std::string(args).find(' ')) == "7"
                                  ? std::string(args).substr(2, std::string(args).find(' ', 2) - 2)
                                  : std::string(args).substr(0, std::string(args).find(' '));
    EXPECT_NE(out.find("'" + value + "' is not a whole number"), std::string::npos) << args << "\n"
                                                                                    << out;
  }
}

// boxing_postmortem at a node budget on the viewer's Boxing log: its exit status and stdout.
std::pair<int, std::string> postmortem(int nodes) {
  return run_stdout(std::string(POSTMORTEM_PATH) + " --nodes " + std::to_string(nodes) + " " +
                    BOXING_DIR + "/../tools/viewer/testdata/boxing.log");
}

// boxing_postmortem on a log of greedy against random: a verdict before each of the loser's 39
// moves, the last ones lost, and the moves at which it held a proven win, at a fixed node budget.
TEST(BoxingPostmortem, NamesTheLosersProvenWins) {
  const std::string data = std::string(BOXING_DIR) + "/../tools/viewer/testdata/";
  const auto [status, out] = postmortem(20000);
  ASSERT_EQ(status, 0) << out;
  EXPECT_NE(out.find("boxing.log: greedy (A) won; the moves of random (B), 20000 nodes each:\n"),
            std::string::npos)
      << out;
  std::size_t moves = 0;
  for (std::size_t at = out.find("\n  move "); at != std::string::npos;
       at = out.find("\n  move ", at + 1))
    ++moves;
  EXPECT_EQ(moves, 39u) << out;
  EXPECT_NE(out.find("  move 4: 303 vacant, 296 in large regions: open, 0 nodes; played box 1 at "
                     "8,0\n"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("  move 78: 2 vacant, 0 in large regions: lost, 0 nodes; played box 1 at "
                     "6,15\n"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("  a proven win at 11 of its moves, from 163 to 49 vacant spots\n"),
            std::string::npos)
      << out;
  // A log the referee could not have written is refused with the checker's reason.
  std::string err;
  EXPECT_EQ(contest::test::run_command(std::string(POSTMORTEM_PATH) + " " + data + "boxing-cut.log",
                                       &err),
            1);
  EXPECT_NE(err.find("line 40"), std::string::npos) << err;
}

// A search stopped by the size of its tree, long before its node budget, is said to be: at 192
// vacant spots the tree fills at some 420,000 nodes, so a budget of 450,000 is not what ended it.
TEST(BoxingPostmortem, SaysWhenTheTreeNotTheBudgetEndedTheSearch) {
  const auto [status, out] = postmortem(450000);
  ASSERT_EQ(status, 0) << out;
  EXPECT_NE(out.find("  move 10: 192 vacant, 152 in large regions: open, tree full, "),
            std::string::npos)
      << out;
  // At 20,000 nodes (the test above) the budget ends it first.
  const auto [status20k, out20k] = postmortem(20000);
  ASSERT_EQ(status20k, 0) << out20k;
  EXPECT_EQ(out20k.find("tree full"), std::string::npos) << out20k;
}

}  // namespace
