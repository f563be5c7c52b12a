// Tests of the command line every tool reads (tools/common/cli/cli.h): CLI11's parsing with the
// project's rules on top.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "common/cli/cli.h"
#include "common/match/match.h"

namespace {

using contest::cli::Command;

// A tool's command line with one option of each kind.
struct Tool {
  long long n = 1, delay_ms = 0;
  contest::Millis limit{1000};
  std::string log;
  std::vector<std::string> env, words;
  bool resume = false;
  int steps = 0;
  std::string shape;
  Command c{"tool"};

  Tool() {
    c.whole("-n,--count", n, 1, 100);
    c.millis("--limit-ms", limit, 1, 3600000);
    c.seconds("--wall", 1, 864000000, [this](long long ms) { delay_ms = ms; });
    c.text("--log", log);
    c.texts("--env", env);
    c.flag("-r,--resume", resume);
    c.flag("--step", [this] { ++steps; });
    c.custom("--shape", [this](const std::string& s) {
      if (s != "square" && s != "round")
        throw contest::cli::Usage("--shape: expected square or round, got '" + s + "'");
      shape = s;
    });
    c.rest("WORD", words);
  }

  // The message of the refusal, or "" when the line was read ("help" when it asks for help).
  std::string read(const std::vector<std::string>& args) {
    try {
      return c.parse_args(args) ? "" : "help";
    } catch (const std::invalid_argument& e) {
      return e.what();
    }
  }
};

TEST(Command, ReadsEveryKindOfOption) {
  Tool t;
  ASSERT_EQ(t.read({"a", "-n", "7", "--limit-ms=250", "--wall", "2.5", "--log", "x.log", "b",
                    "--env", "A=1", "--env=B=2", "--resume", "--step", "--shape", "round", "c"}),
            "");
  EXPECT_EQ(t.n, 7);
  EXPECT_EQ(t.limit.count(), 250);
  EXPECT_EQ(t.delay_ms, 2500);
  EXPECT_EQ(t.log, "x.log");
  EXPECT_EQ(t.env, (std::vector<std::string>{"A=1", "B=2"}));
  EXPECT_TRUE(t.resume);
  EXPECT_EQ(t.steps, 1);
  EXPECT_EQ(t.shape, "round");
  EXPECT_EQ(t.words, (std::vector<std::string>{"a", "b", "c"}));
}

// An option given again keeps its last value (a script may add an override to a default line);
// a repeatable one keeps them all, in order, one value per use.
TEST(Command, TheLastValueCountsAndRepeatableOptionsKeepAll) {
  Tool t;
  ASSERT_EQ(t.read({"--count", "3", "-n", "9", "--env", "A=1", "P", "--env", "B=2"}), "");
  EXPECT_EQ(t.n, 9);
  EXPECT_EQ(t.env, (std::vector<std::string>{"A=1", "B=2"}));
  EXPECT_EQ(t.words, std::vector<std::string>{"P"});
}

TEST(Command, RefusesBadValuesNamingTheOption) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> bad = {
      {{"-n", "5x"}, "--count: expected a whole number from 1 to 100, got '5x'"},
      {{"-n", "0"}, "--count: expected a whole number from 1 to 100, got '0'"},
      {{"-n", "-1"}, "--count: expected a whole number from 1 to 100, got '-1'"},
      {{"-n", "0x10"}, "--count: expected a whole number from 1 to 100, got '0x10'"},
      {{"-n", "1e1"}, "--count: expected a whole number from 1 to 100, got '1e1'"},
      {{"-n", " 5"}, "--count: expected a whole number from 1 to 100, got ' 5'"},
      {{"-n", ""}, "--count: expected a whole number from 1 to 100, got ''"},
      {{"-n", "5x", "-n", "5"}, "--count: expected a whole number from 1 to 100, got '5x'"},
      {{"--limit-ms", "99999999999999999999"},
       "--limit-ms: expected a whole number from 1 to 3600000, got '99999999999999999999'"},
      {{"--wall", "1.2345"},
       "--wall: expected seconds from 0.001 to 864000, digits with at most three decimals, got "
       "'1.2345'"},
      {{"--wall", "inf"},
       "--wall: expected seconds from 0.001 to 864000, digits with at most three decimals, got "
       "'inf'"},
      {{"--log", ""}, "--log: expected a value, got an empty one"},
      {{"--shape", "oval"}, "--shape: expected square or round, got 'oval'"},
      {{"-n"}, "--count: a value is missing"},
      {{"--log"}, "--log: a value is missing"},
      {{"--resume=yes"}, "--resume: takes no value"},
      {{"--bogus"}, "--bogus: unknown option"},
      {{"a", "--bogus", "1"}, "--bogus: unknown option"},
      {{"-x"}, "-x: unknown option"},
      {{"---x"}, "---x: unknown option"},
      {{"a", "-@"}, "-@: unknown option"},
      {{"-limit-ms", "5"}, "-limit-ms: unknown option"}};
  for (const auto& [args, message] : bad) {
    Tool t;
    EXPECT_EQ(t.read(args), message) << args[0];
  }
}

// -h and --help anywhere ask for help, before the values are read; after `--` every word is an
// operand, "-" included.
TEST(Command, HelpAnywhereAndOperandsAfterTheMark) {
  Tool t;
  EXPECT_EQ(t.read({"-n", "5x", "--help"}), "help");
  EXPECT_EQ(t.read({"a", "-h"}), "help");
  Tool u;
  EXPECT_EQ(u.read({"-", "--", "-h", "--count"}), "");
  EXPECT_EQ(u.words, (std::vector<std::string>{"-", "-h", "--count"}));
  Tool v;
  EXPECT_EQ(v.read({"--log=-x", "--", "--"}), "");
  EXPECT_EQ(v.log, "-x");
  EXPECT_EQ(v.words, std::vector<std::string>{"--"});
  // `--opt=` gives the option an empty value (CLI11 alone would take the next word).
  Tool e;
  EXPECT_EQ(e.read({"--env=", "--env=A=1", "P"}), "");
  EXPECT_EQ(e.env, (std::vector<std::string>{"", "A=1"}));
  EXPECT_EQ(e.words, std::vector<std::string>{"P"});
  Tool f;
  EXPECT_EQ(f.read({"--log=", "x.log"}), "--log: expected a value, got an empty one");
  // The word after an option that takes a value is its value, whatever it looks like.
  Tool w;
  EXPECT_EQ(w.read({"--log", "--resume", "--wall", "-1.5"}),
            "--wall: expected seconds from 0.001 to 864000, digits with at most three decimals, "
            "got '-1.5'");
  Tool x;
  EXPECT_EQ(x.read({"--log", "--resume"}), "");
  EXPECT_EQ(x.log, "--resume");
  EXPECT_FALSE(x.resume);
  EXPECT_TRUE(contest::cli::asks_help({"a", "--help"}));
  EXPECT_FALSE(contest::cli::asks_help({"--", "--help"}));
}

// A negative number is an operand (the tool reads it as a number and refuses it there).
TEST(Command, ANegativeNumberIsAnOperand) {
  Tool t;
  EXPECT_EQ(t.read({"-5", "-1.5"}), "");
  EXPECT_EQ(t.words, (std::vector<std::string>{"-5", "-1.5"}));
}

// Without operands, a stray word is refused.
TEST(Command, RefusesAnOperandNoOneTakes) {
  long long n = 0;
  Command c("tool");
  c.whole("-n", n, 0, 9);
  try {
    c.parse_args({"-n", "3", "stray"});
    ADD_FAILURE();
  } catch (const contest::cli::Usage& e) {
    EXPECT_STREQ(e.what(), "unexpected argument 'stray'");
  }
}

// A program's command line follows the options: its words are its own, options and -h included.
TEST(Command, AProgramsWordsAreItsOwn) {
  const auto read = [](const std::vector<std::string>& args, long long& ms,
                       std::vector<std::string>& program) {
    Command c("arena");
    c.whole("--move-ms", ms, 1, 1000);
    c.program(program);
    try {
      return c.parse_args(args) ? std::string() : std::string("help");
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
  };
  long long ms = 0;
  std::vector<std::string> program;
  EXPECT_EQ(read({"--move-ms", "50", "./robot", "--move-ms", "x", "-h"}, ms, program), "");
  EXPECT_EQ(ms, 50);
  EXPECT_EQ(program, (std::vector<std::string>{"./robot", "--move-ms", "x", "-h"}));
  EXPECT_EQ(read({"--", "-robot", "1"}, ms, program), "");
  EXPECT_EQ(program, (std::vector<std::string>{"-robot", "1"}));
  EXPECT_EQ(read({"-h", "./robot"}, ms, program), "help");
  EXPECT_EQ(read({"--moves-ms", "5", "./robot"}, ms, program), "--moves-ms: unknown option");
  EXPECT_EQ(read({"--move-ms", "0", "./robot"}, ms, program),
            "--move-ms: expected a whole number from 1 to 1000, got '0'");
  EXPECT_EQ(read({}, ms, program), "");
  EXPECT_TRUE(program.empty());
}

}  // namespace

// Subcommands (git's, cmake's and fastchess's way): the tool's options before the command's name
// or after it, after the operands too; a parted subcommand's `--` parts two lists of operands
// instead of ending the options; a second command's name is an operand of the first.
TEST(Command, SubcommandsTakeTheToolsOptionsAfterTheirName) {
  struct Words {
    long long n = 1;
    bool quiet = false;
    std::vector<std::string> match, gen;
    Command c{"tool"};
    Words() {
      c.whole("-n", n, 1, 100);
      c.flag("-q", quiet);
      c.subcommand("match")->parted_rest("WORD", match);
      c.subcommand("gen")->rest("WORD", gen);
    }
  };
  Words a;
  a.c.parse_args({"match", "x", "y", "--", "p=1", "-n", "5", "q=2", "-q"});
  EXPECT_EQ(a.c.chosen(), "match");
  EXPECT_EQ(a.match, (std::vector<std::string>{"x", "y", "--", "p=1", "q=2"}));
  EXPECT_EQ(a.n, 5);
  EXPECT_TRUE(a.quiet);
  Words b;
  b.c.parse_args({"-n", "7", "gen", "match", "-5"});
  EXPECT_EQ(b.c.chosen(), "gen");
  EXPECT_EQ(b.gen, (std::vector<std::string>{"match", "-5"}));
  EXPECT_EQ(b.n, 7);
  Words c;
  c.c.parse_args({});
  EXPECT_EQ(c.c.chosen(), "");
  for (const std::vector<std::string>& bad :
       {std::vector<std::string>{"match", "x", "--", "p=1", "--bogus"},
        std::vector<std::string>{"match", "x", "---y"}, std::vector<std::string>{"stray"},
        std::vector<std::string>{"match", "x", "-n", "--", "p=1"}}) {
    Words d;
    EXPECT_THROW(d.c.parse_args(bad), contest::cli::Usage) << bad.back();
  }
}

// A command named by a word among the tool's own operands (lloyd_referee's merge and report): the
// first argument that is neither an option nor an option's value, wherever the options put it.
TEST(Command, ACommandsWordAfterTheToolsOptions) {
  struct Words : Tool {              // the tool, with the commands merge and report
    std::vector<std::string> given;  // the command's words
    Words() { c.commands({"merge", "report"}, given, contest::kMergeOptions); }
  };
  using Args = std::vector<std::string>;
  const std::pair<Args, Args> named[] = {
      {{"merge", "a", "-r"}, {"a", "-r"}},  // after the word, every argument is the command's
      {{"-r", "merge", "a"}, {"a"}},
      {{"-n", "5", "report", "--table", "f"}, {"--table", "f"}},
      {{"--count=5", "--resume", "report", "x"}, {"x"}},
      {{"-rn5", "report"}, {}},
      {{"-rn", "5", "report"}, {}},
      {{"-o", "out", "-r", "merge", "a"}, {"-o", "out", "a"}},  // merge's own options are its
      {{"--sprt=elo0=0", "-n", "3", "merge", "a"}, {"--sprt=elo0=0", "a"}}};
  for (const auto& [args, words] : named) {
    Words w;
    EXPECT_EQ(w.read(args), "") << args.front();
    const bool merge = std::find(args.begin(), args.end(), "merge") != args.end();
    EXPECT_EQ(w.c.chosen(), merge ? "merge" : "report") << args.front();
    EXPECT_EQ(w.given, words) << args.front();
    EXPECT_TRUE(w.words.empty()) << args.front();
  }
  Words seen;  // the options before the word are read, then set aside
  EXPECT_EQ(seen.read({"-n", "5", "-r", "report"}), "");
  EXPECT_EQ(seen.n, 5);
  EXPECT_TRUE(seen.resume);
  // The word that is not first among the operands, or comes after `--`, is an operand.
  for (const Args& args : {Args{"x", "merge"}, Args{"-r", "--", "merge"}, Args{"-5", "merge"}}) {
    Words w;
    EXPECT_EQ(w.read(args), "") << args.front();
    EXPECT_EQ(w.c.chosen(), "") << args.front();
    EXPECT_EQ(w.words.back(), "merge") << args.front();
  }
  // The tool's options before the word are checked; an option's value is no word.
  EXPECT_EQ(Words().read({"-n", "merge"}),
            "--count: expected a whole number from 1 to 100, got 'merge'");
  EXPECT_EQ(Words().read({"-n", "0", "merge", "a"}),
            "--count: expected a whole number from 1 to 100, got '0'");
  EXPECT_EQ(Words().read({"--bogus", "merge", "a"}), "--bogus: unknown option");
  EXPECT_EQ(Words().read({"-r", "merge", "-h"}), "help");
}

// The runner's options a command declares are the ones its help lists: for each set, every
// option of the table is taken when the set has it and refused as unknown when it does not, and
// the help text names exactly the options taken.
TEST(Command, RunnerOptionsTakenAreTheOnesTheHelpLists) {
  struct Case {
    contest::RunnerOption option;
    std::vector<std::string> words;
    const char* help;  // how its help line starts
  };
  const Case cases[] = {{contest::kJobs, {"-j", "2"}, "  -j, --jobs N"},
                        {contest::kResults, {"--results", "r.jsonl"}, "  --results FILE"},
                        {contest::kResume, {"--resume"}, "  --resume"},
                        {contest::kShard, {"--shard", "1/2"}, "  --shard K/N"},
                        {contest::kSprt, {"--sprt", "elo0=0,elo1=5"}, "  --sprt SPEC"},
                        {contest::kSeed, {"--seed", "7"}, "  --seed S"},
                        {contest::kQuiet, {"-q"}, "  -q, --quiet"}};
  const unsigned every = contest::kEveryRunnerOption;
  for (unsigned take : {every, every & ~contest::kSeed, every & ~(contest::kSprt | contest::kSeed),
                        unsigned{contest::kSeed | contest::kQuiet}, 0u}) {
    const std::string help = contest::runner_options_help(take);
    for (const Case& k : cases) {
      contest::RunnerOptions o;
      Command c{"tool"};
      add_runner_options(c, o, take);
      const bool taken = (take & k.option) != 0;
      if (taken)
        EXPECT_NO_THROW(c.parse_args(k.words)) << take << " " << k.words[0];
      else
        EXPECT_THROW(c.parse_args(k.words), contest::cli::Usage) << take << " " << k.words[0];
      EXPECT_EQ(
          help.find(std::string("\n") + k.help) != std::string::npos || help.rfind(k.help, 0) == 0,
          taken)
          << take << " " << k.help;
    }
  }
  // The default declares every option and the default help lists them all.
  contest::RunnerOptions o;
  Command c{"tool"};
  add_runner_options(c, o);
  EXPECT_NO_THROW(c.parse_args({"-j", "3", "--seed", "9", "--sprt", "elo0=0,elo1=5", "-q"}));
  EXPECT_EQ(o.jobs, 3);
  EXPECT_EQ(o.seed, 9);
  EXPECT_EQ(contest::runner_options_help(), contest::runner_options_help(every));
}
