// game_test.cpp: the game layer (common/game): one move asked of a program and its fault, and the
// referee front end on a game played in process (no programs run): its help made from the
// declarations, a match on the runner with its results file and logs, merge, check, and a command
// of the game's own.
#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>
#include <sstream>

#include "common/cli/cli.h"
#include "common/game/referee.h"
#include "common/tests/test_files.h"

namespace contest {
namespace {

// A game whose first player wins every game of an even opening, the second every game of an odd
// one; its log is one line, "coin N FIRST", which check reads back.
class Coin : public Game {
 public:
  std::string name() const override { return "coin"; }
  std::string about() const override { return "Coin: the opening decides.\n"; }
  std::vector<GameOption> options() override {
    return {{"--a-rather-long-option", "VALUE", "declared by the game\non two lines",
             [this](cli::Command& c, const std::string& names) { c.text(names, value); }}};
  }
  std::string start(long opening, long long seed) const override {
    return std::to_string(opening) + "/" + std::to_string(seed);
  }
  Played play(const Setup& s) const override {
    Played p;
    p.outcome.points = s.opening % 2 ? std::vector<double>{0, 1} : std::vector<double>{1, 0};
    p.outcome.end = "normal";
    p.outcome.moves = 1;
    p.log = "coin " + std::to_string(s.opening) + " " + s.seats[0].name + "\n";
    return p;
  }
  // toss: a command of the game's own, its operands and options declared as the front end's.
  std::vector<GameCommand> commands() override {
    GameCommand toss;
    toss.name = "toss";
    toss.usage = "toss [options] WORD...";
    toss.help = "print the words, --times times";
    toss.operands = "WORD";
    toss.parted = true;
    toss.options = {
        {"--times", "N", "how many times (default 1)",
         [this](cli::Command& c, const std::string& names) { c.whole(names, times, 1, 9); }}};
    toss.runner = kSeed;
    toss.plays = true;
    toss.run = [this](const CommandLine& line) {
      if (line.words.empty()) throw cli::Usage("toss: give words");
      for (int i = 0; i < times; ++i)
        for (const std::string& w : line.words) std::cout << w << " ";
      std::cout << line.runner.seed << " " << value << " " << line.env.size() << " " << line.log_dir
                << "\n";
      return 0;
    };
    return {toss};
  }
  std::string forfeit(Fault, const RunResult&) const override { return "forfeit"; }
  Checked check(const std::string& log) const override {
    Checked c;
    if (log.rfind("coin ", 0) != 0) c.problem = "line 1: not a coin log";
    c.verdict = "ok: " + log.substr(0, log.size() - 1);
    return c;
  }
  std::string value;
  int times = 1;
};

// Coin with the optional hooks of the command line's shape: a line that names no command is a
// match, the players are read the game's own way (named by their place) and every game names one
// log of the game's own (as Pousse's archive file), kept where the referee writes none.
class PlainCoin : public Coin {
 public:
  PlainCoin() { shape_.default_command = "match"; }
  std::vector<Program> players(const std::vector<std::string>& words,
                               const std::vector<std::string>& env) const override {
    std::vector<Program> players;
    for (const std::string& w : words)
      players.push_back({"p" + std::to_string(players.size() + 1), w, env});
    return players;
  }
  Played play(const Setup& s) const override {
    Played p = Coin::play(s);
    p.outcome.log = "all.log";
    return p;
  }
};

// Coin of one player against a built-in opponent, "house" (Shot-Em-Up's random robot), run by a
// name of its own: a game seats one program, a match plays each player's three games against the
// house, the players given only.
class SoloCoin : public Coin {
 public:
  SoloCoin() {
    shape_.tool = "coin_referee --solo";
    shape_.players_help = "PLAYER: PATH, against the house\n";
  }
  std::optional<Opponent> opponent() const override { return Opponent{"house", 3}; }
  Played play(const Setup& s) const override {
    if (s.seats.size() != 1 || s.entries.size() != 1) throw std::logic_error("seated the house");
    Played p = Coin::play(s);
    p.log = "coin " + std::to_string(s.opening) + " " + s.seats[0].name + " " +
            std::to_string(s.entries[0]) + "\n";
    return p;
  }
};

// PlainCoin without the front end's game and check, refusing --sprt (with why) and --seed
// (without): none is declared or listed, and each is refused by the front end's one message.
class NarrowCoin : public PlainCoin {
 public:
  NarrowCoin() {
    shape_.absent_commands = {{"game", ""}, {"check", "coin_check LOG replays a log"}};
    shape_.refused_runner_options = {{kSprt, "a coin has no test"}, {kSeed, ""}};
  }
};

// referee_main on args, what it prints on stdout, and its exit status.
int run(Game& game, std::vector<std::string> args, std::string& out) {
  args.insert(args.begin(), "coin_referee");
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  std::ostringstream text;
  std::streambuf* saved = std::cout.rdbuf(text.rdbuf());
  const int status = referee_main(game, static_cast<int>(argv.size()), argv.data());
  std::cout.rdbuf(saved);
  out = text.str();
  return status;
}

TEST(GameAsk, NamesTheFaultOfTheProcess) {
  EXPECT_FALSE(ask({"q", FIXTURE_quick, {}}, "3 2\n", Millis(5000)).fault);
  EXPECT_EQ(ask({"q", FIXTURE_quick, {}}, "3 2\n", Millis(5000)).run.out, "3 2\n");
  EXPECT_EQ(ask({"c", FIXTURE_crasher, {}}, "", Millis(5000)).fault, Fault::kCrash);
  EXPECT_EQ(ask({"s", FIXTURE_sleeper, {}}, "", Millis(150)).fault, Fault::kTime);
  EXPECT_EQ(ask({"f", FIXTURE_flooder, {}}, "", Millis(5000)).fault, Fault::kOutput);
  EXPECT_EQ(ask({"n", "/nonexistent/program", {}}, "", Millis(5000)).fault, Fault::kStart);
}

TEST(GameReferee, HelpIsMadeFromTheDeclarations) {
  Coin coin;
  const std::string whole = referee_help(coin, "");
  EXPECT_EQ(whole.rfind("usage: coin_referee COMMAND [options] ...\nCoin: the opening decides.\n"),
            0u);
  EXPECT_NE(whole.find("  --a-rather-long-option VALUE\n"
                       "                     game, match, toss: declared by the game\n"
                       "                     on two lines\n"),
            std::string::npos)
      << whole;
  const std::string game = referee_help(coin, "game");
  EXPECT_NE(game.find("\n  --a-rather-long-option VALUE\n"
                      "                     declared by the game\n"),
            std::string::npos)
      << game;
  EXPECT_EQ(referee_help(coin, "check").find("--a-rather-long-option"), std::string::npos);
  std::string out;
  EXPECT_EQ(run(coin, {"match", "--help"}, out), 0);
  EXPECT_EQ(out, referee_help(coin, "match"));
}

// A command of the game's own is declared, listed and run as the front end's are: its options,
// the game's (it plays), --env and the runner's it takes; a bad value is bad usage.
TEST(GameReferee, TheGamesOwnCommand) {
  Coin coin;
  const std::string whole = referee_help(coin, "");
  EXPECT_NE(whole.find("  toss [options] WORD...\n"
                       "                     print the words, --times times\n"),
            std::string::npos)
      << whole;
  EXPECT_NE(whole.find("  --times N          toss: how many times (default 1)\n"),
            std::string::npos)
      << whole;
  EXPECT_NE(whole.find("runner options (match; --seed also game; --seed also toss):\n"),
            std::string::npos)
      << whole;
  const std::string toss = referee_help(coin, "toss");
  EXPECT_EQ(toss.rfind("usage: coin_referee toss [options] WORD...\n"
                       "  print the words, --times times\n",
                       0),
            0u)
      << toss;
  for (const char* option :
       {"--times N", "--a-rather-long-option", "--env", "--log-dir", "--seed", "--help"})
    EXPECT_NE(toss.find(option), std::string::npos) << option << "\n" << toss;
  EXPECT_EQ(toss.find("--jobs"), std::string::npos) << toss;
  std::string out;
  EXPECT_EQ(run(coin, {"toss", "-h"}, out), 0);
  EXPECT_EQ(out, toss);
  EXPECT_EQ(run(coin,
                {"toss", "a", "--times", "2", "--", "b", "--seed", "7", "--a-rather-long-option",
                 "v", "--env", "X=1", "--log-dir", "d"},
                out),
            0);
  EXPECT_EQ(out, "a -- b a -- b 7 v 1 d\n");
  EXPECT_EQ(run(coin, {"toss", "--times", "10", "a"}, out), 2);
  EXPECT_EQ(run(coin, {"toss", "-j", "2", "a"}, out), 2);
  EXPECT_EQ(run(coin, {"toss"}, out), 2);
}

TEST(GameReferee, MatchWithResultsLogsMergeAndCheck) {
  Coin coin;
  const std::string results = test::temp_path("game-", "coin.jsonl");
  const std::string dir = test::temp_path("game-", "coin-logs");
  std::filesystem::remove_all(dir);
  std::filesystem::create_directory(dir);
  std::string out;
  ASSERT_EQ(run(coin,
                {"match", "-q", "-n", "4", "--seed", "9", "--a-rather-long-option", "x",
                 "--results", results, "--log-dir", dir, "a=/bin/true", "b=/bin/true"},
                out),
            0);
  EXPECT_EQ(coin.value, "x");
  EXPECT_EQ(out.rfind("a vs b: 2 wins, 2 losses, 0 draws in 4 games", 0), 0u) << out;
  const std::vector<std::string> lines = test::lines_of(results);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(from_line(lines[3]).start, "1/9");
  EXPECT_EQ(from_line(lines[3]).log, dir + "/game4.log");
  std::string merged;
  EXPECT_EQ(run(coin, {"merge", results}, merged), 0);
  EXPECT_EQ(merged, out);
  EXPECT_EQ(run(coin, {"check", dir + "/game4.log", results}, out), 1);
  EXPECT_NE(out.find("/game4.log: ok: coin 1 b\n"), std::string::npos) << out;
  EXPECT_NE(out.find("coin.jsonl: FAILED: line 1: not a coin log\n"), std::string::npos) << out;
  EXPECT_NE(out.find("checked 2 logs, 1 problems\n"), std::string::npos) << out;
  EXPECT_EQ(run(coin, {"game", "a=/bin/true"}, out), 2);
}

// The hooks of PlainCoin: its match without the command's word (options before the players or
// among them), its players' names, its own log named in the results unless --log-dir gives each
// game one; `-h` without a command is still the whole help. Coin needs the command.
TEST(GameReferee, DefaultCommandPlayersAndTheGamesOwnLog) {
  PlainCoin coin;
  const std::string results = test::temp_path("game-", "plain.jsonl");
  std::string out;
  ASSERT_EQ(run(coin, {"-q", "-n", "2", "--results", results, "/bin/true", "/bin/true"}, out), 0);
  EXPECT_EQ(out.rfind("p1 vs p2: 1 wins, 1 losses, 0 draws in 2 games", 0), 0u) << out;
  std::vector<std::string> lines = test::lines_of(results);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(from_line(lines[0]).log, "all.log");
  std::filesystem::remove(results);
  const std::string dir = testing::TempDir();
  ASSERT_EQ(
      run(coin, {"/bin/true", "-q", "--results", results, "--log-dir", dir, "/bin/true"}, out), 0);
  lines = test::lines_of(results);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(from_line(lines[1]).log, logs_in(dir)(2));
  EXPECT_EQ(run(coin, {"-n", "2", "-h"}, out), 0);
  EXPECT_EQ(out, referee_help(coin, ""));
  Coin plain;
  EXPECT_EQ(run(plain, {"/bin/true", "/bin/true"}, out), 2);
  std::filesystem::remove(results);
}

// The hooks of a game against a built-in opponent: its help by its own name, one player a game,
// each player's games on the same openings (an opening's games one pair), the opponent last in the
// results, no --gauntlet, no player by the opponent's name.
TEST(GameReferee, OnePlayerAgainstABuiltInOpponent) {
  SoloCoin coin;
  std::string out;
  ASSERT_EQ(run(coin, {"--help"}, out), 0);
  EXPECT_EQ(out.rfind("usage: coin_referee --solo COMMAND [options] ...\n", 0), 0u) << out;
  EXPECT_NE(out.find("\n  game [options] PLAYER\n"), std::string::npos) << out;
  EXPECT_NE(out.find("\n  match [options] PLAYER...\n"), std::string::npos) << out;
  EXPECT_NE(out.find("\nPLAYER: PATH, against the house\n"), std::string::npos) << out;
  EXPECT_EQ(out.find("--gauntlet"), std::string::npos) << out;
  EXPECT_NE(out.find("each player's games against house, game k from opening k\n"),
            std::string::npos)
      << out;
  EXPECT_EQ(out.find("once per move"), std::string::npos) << out;

  const std::string results = test::temp_path("game-", "solo.jsonl");
  const std::string dir = testing::TempDir() + "solo-logs";
  std::filesystem::create_directories(dir);
  ASSERT_EQ(
      run(coin,
          {"match", "-q", "--results", results, "--log-dir", dir, "a=/bin/true", "b=/bin/true"},
          out),
      0);
  const std::vector<std::string> lines = test::lines_of(results);
  ASSERT_EQ(lines.size(), 6u);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const Result r = from_line(lines[i]);
    const std::string player = i % 2 ? "b" : "a";
    EXPECT_EQ(r.id, std::to_string(i / 2) + ":" + player + ":house");
    EXPECT_EQ(r.players, (std::vector<std::string>{player, "house"}));
    EXPECT_EQ(r.opening, static_cast<long>(i / 2));
    EXPECT_EQ(test::lines_of(r.log),
              (std::vector<std::string>{"coin " + std::to_string(i / 2) + " " + player + " " +
                                        std::to_string(i % 2)}));
  }
  ASSERT_EQ(run(coin, {"game", "--opening", "1", "a=/bin/true"}, out), 0);
  EXPECT_EQ(from_line(out.substr(0, out.size() - 1)).id, "1:a:house");
  EXPECT_EQ(run(coin, {"game", "a=/bin/true", "b=/bin/true"}, out), 2);
  EXPECT_EQ(run(coin, {"match", "house=/bin/true"}, out), 2);
  EXPECT_EQ(run(coin, {"match", "--gauntlet", "a=/bin/true"}, out), 2);
  std::filesystem::remove(results);
  std::filesystem::remove_all(dir);
}

// The front end's commands a game has not and the runner's options it refuses: left out of the
// help, merge's usage included; a line that names such a command is refused even with a default
// command (with the game's pointer), and a refused option on any command, merge's words too.
TEST(GameReferee, CommandsAGameHasNotAndRunnerOptionsItRefuses) {
  NarrowCoin coin;
  const std::string whole = referee_help(coin, "");
  for (const char* gone : {"  game [options]", "  check [options]", "--sprt", "--seed", "--opening",
                           "--log FILE", "--json", "game, match"})
    EXPECT_EQ(whole.find(gone), std::string::npos) << gone << "\n" << whole;
  EXPECT_NE(whole.find("\n  merge [-o FILE] RESULTS...\n"), std::string::npos) << whole;
  EXPECT_NE(whole.find("\n  --log-dir DIR      match, toss: "), std::string::npos) << whole;
  EXPECT_NE(whole.find("\nrunner options (match):\n  -j, --jobs N"), std::string::npos) << whole;
  EXPECT_EQ(referee_help(coin, "match").find("--sprt"), std::string::npos);
  EXPECT_EQ(
      referee_help(coin, "merge").rfind("usage: coin_referee merge [-o FILE] RESULTS...\n", 0), 0u);
  EXPECT_EQ(referee_help(coin, "check"), whole);  // no such command: the whole help
  const std::pair<std::vector<std::string>, std::string> bad[] = {
      {{"game", "a", "b"}, "unknown command 'game' (match, merge, toss)"},
      {{"-q", "check", "x.log"},
       "unknown command 'check' (match, merge, toss): coin_check LOG replays a log"},
      {{"match", "--sprt", "elo1=5", "a", "b"}, "--sprt: a coin has no test"},
      {{"--sprt=elo1=5", "a", "b"}, "--sprt: a coin has no test"},
      {{"--seed", "3", "a", "b"}, "--seed: not taken"},
      {{"toss", "--seed", "3", "w"}, "--seed: not taken"},
      {{"merge", "--sprt", "elo1=5", "r.jsonl"}, "--sprt: a coin has no test"}};
  for (const auto& [args, message] : bad) {
    NarrowCoin c;
    try {
      read_referee_line(c, "coin_referee", args);
      ADD_FAILURE() << args[0] << " was taken";
    } catch (const std::invalid_argument& e) {
      EXPECT_EQ(e.what(), message);
    }
  }
  std::string out;
  EXPECT_EQ(run(coin, {"game", "a", "b"}, out), 2);
  NarrowCoin again;  // the rest as before: match by default, merge
  EXPECT_EQ(read_referee_line(again, "coin_referee", {"-j", "2", "a", "b"}).command, "match");
  EXPECT_EQ(read_referee_line(again, "coin_referee", {"merge", "-o", "x", "r"}).command, "merge");
  // A word that is no command and not one the game lacks (the fuzz harnesses' first input, one
  // empty word) goes to the default command: the lookup among the commands it lacks must stay
  // valid while it is read (it once read a map returned and gone).
  EXPECT_EQ(read_referee_line(again, "coin_referee", {""}).command, "match");
  EXPECT_EQ(read_referee_line(again, "coin_referee", {"toss2", "a"}).command, "match");
}

// A player's word: [NAME=]PATH, NAME the file's name, by default; a game's small differences.
TEST(GameReferee, ReadPlayer) {
  const auto read = [](const std::string& word, const PlayerForm& form = {}) {
    const Program p = read_player(word, form);
    return std::make_pair(p.name, p.path);
  };
  using Pair = std::pair<std::string, std::string>;
  EXPECT_EQ(read("bin/quick"), Pair("quick", "bin/quick"));
  EXPECT_EQ(read("q=bin/quick"), Pair("q", "bin/quick"));
  EXPECT_EQ(read("bin/q=x"), Pair("bin/q", "x"));
  EXPECT_EQ(read("quick"), Pair("quick", "quick"));
  EXPECT_THROW(read("q="), cli::Usage);
  EXPECT_EQ(read("bin/q=x", {true, false, false}), Pair("q=x", "bin/q=x"));
  EXPECT_EQ(read("subs/cilk/", {false, true, false}), Pair("cilk", "subs/cilk/"));
  EXPECT_EQ(read("subs/cilk/"), Pair("", "subs/cilk/"));
  EXPECT_EQ(read("quick", {false, false, true}), Pair("quick", "./quick"));
  EXPECT_EQ(read("q=quick", {false, false, true}), Pair("q", "./quick"));
}

}  // namespace
}  // namespace contest
