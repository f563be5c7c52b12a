// check_test.cpp: the replay checker. Real arena outputs verify with the arena's own totals, every
// kind of tampering is caught at its line, R rounds are checked for form and arithmetic, and
// garbage is a clear mismatch; the program's exit codes and messages.
#include <gtest/gtest.h>

#include <random>
#include <regex>
#include <utility>

#include "arena_support.h"
#include "common/tests/help_pins.h"
#include "common/tests/run_command.h"
#include "replay.h"

namespace shootemup {
namespace {

using namespace test_support;
using Verdict = ReplayReport::Verdict;

ReplayReport replay(const std::vector<std::string>& log, const ReplayOptions& options = {}) {
  return check_replay(log, options);
}

// True when the input begins a combat after an R round with no G since: the arena's generator is
// then in a state no log shows, and the checker must say so rather than verify or reject.
bool leaves_generator_unknown(const std::string& input) {
  static const std::regex g("G [0-9]{1,9}"), r("R [0-9]{1,9}");
  std::istringstream in(input);
  bool seeded = true;
  for (std::string line; std::getline(in, line);) {
    if (std::regex_match(line, g)) seeded = true;
    if (std::regex_match(line, r) && std::stol(line.substr(2)) > 0) seeded = false;
    if (!line.empty() && line[0] == '-' && !seeded) return true;
  }
  return false;
}

void expect_same_totals(const RefereeTotals& a, const RefereeTotals& b) {
  EXPECT_EQ(a.combats, b.combats);
  EXPECT_EQ(a.wins, b.wins);
  EXPECT_EQ(a.losses, b.losses);
  EXPECT_EQ(a.errors, b.errors);
  EXPECT_EQ(a.capped, b.capped);
}

// Step 1. Real logs verify, with the totals the arena counted.

TEST(Replay, RealLogsVerifyWithTheArenasTotals) {
  struct Case {
    std::vector<std::string> robot;
    int move_ms;
  };
  const std::vector<Case> cases = {{kGhost, 5000},
                                   {{BASELINE_PATH}, 5000},
                                   {misbehave("polite"), 5000},
                                   {misbehave("crash", 7), 5000},
                                   {misbehave("garbage", 5), 5000},
                                   {misbehave("quitter"), 5000},
                                   {misbehave("exit", 12), 5000},
                                   {misbehave("offedge", 3), 5000},
                                   {misbehave("hang", 4), 100},
                                   {misbehave("long", 6), 5000},
                                   {misbehave("flood", 2), 5000},
                                   {misbehave("rant", 3), 5000},
                                   {{"/nonexistent/robot"}, 5000}};
  std::mt19937 rng(1983);
  int verified = 0, unverifiable = 0;
  for (const auto& c : cases)
    for (int i = 0; i < 4; ++i) {
      const std::string input = random_input(rng);
      const Outcome live = arena(input, c.robot, 40, c.move_ms);
      const auto log = live.lines();
      const ReplayReport report = replay(log);
      if (leaves_generator_unknown(input)) {
        ASSERT_EQ(report.verdict, Verdict::Unverifiable) << report.message << "\n" << live.out;
        EXPECT_LT(report.lines, static_cast<long>(log.size()));
        ++unverifiable;
        continue;
      }
      ASSERT_TRUE(report.ok()) << c.robot[0] << " line " << report.line << ": " << report.message
                               << "\n"
                               << live.out;
      EXPECT_EQ(report.lines, static_cast<long>(log.size()));
      expect_same_totals(report.totals, live.totals);
      ++verified;
    }
  EXPECT_GE(verified, 25);  // the generator makes both kinds
  EXPECT_GE(unverifiable, 5);
}

TEST(Replay, StatementExampleVerifies) {
  const Outcome live = arena(kExample, kGhost);
  const ReplayReport report = replay(live.lines());
  ASSERT_TRUE(report.ok()) << report.line << ": " << report.message;
  expect_same_totals(report.totals, live.totals);
  EXPECT_EQ(report.totals.combats, 301);
  EXPECT_EQ(report.round_combats, 300);
}

// Step 2. Tampering. Four logs hold every kind of line the arena writes: moves, hits, boards,
// comments, bad commands, combats cut short, robot errors and capped combats, in and out of R.
struct Log {
  const char* name;
  std::vector<std::string> lines;
};

std::vector<Log> rich_logs() {
  return {
      {"ghostsight", arena("G 55\n-TEST 1\nDbelief\nB1\n+\n+\nB\n+\nB0\n.\n*note\nhello\nG x\n"
                           "R 20\nG 7\n-second\n+\n+\n",
                           kGhost)
                         .lines()},
      {"garbage", arena("G 1\n-A\n+\n+\n.\n-B\n.\nR 3\n", misbehave("garbage", 3)).lines()},
      {"capped", arena("G 4\n-A\n.\nR 10\nG 5\n-B\n+\n", misbehave("polite"), 3).lines()},
      {"hit", arena("G 2\n-A\n.\n", misbehave("polite")).lines()},  // sits until shot dead
  };
}

// Lines whose loss or change the checker cannot see, by design: the robot's comments, the
// input's comments and D lines (the robot's business), a combat's name, and a capped-combat line
// of R (R rounds log no moves, so which of their losses were capped is taken as written).
bool free_to_change(const std::vector<std::string>& log, std::size_t i) {
  const char c = log[i].empty() ? ' ' : log[i][0];
  if (c == '/' || c == '*' || c == 'D' || c == '-') return true;
  if (log[i].rfind("! combat stopped", 0) != 0) return false;
  std::size_t k = i;
  while (k > 0 && log[k - 1].rfind("! ", 0) == 0 && log[k - 1].rfind("! ROUNDS", 0) != 0) --k;
  return k > 0 && log[k - 1].rfind("R ", 0) == 0;
}

TEST(Replay, EveryDeletedOrAlteredLineIsCaught) {
  for (const Log& log : rich_logs()) {
    ASSERT_TRUE(replay(log.lines).ok()) << log.name;
    ASSERT_GT(log.lines.size(), 20u) << log.name;
    int checked = 0;
    for (std::size_t i = 0; i < log.lines.size(); ++i) {
      if (free_to_change(log.lines, i)) continue;
      auto deleted = log.lines;
      deleted.erase(deleted.begin() + static_cast<long>(i));
      EXPECT_FALSE(replay(deleted).ok())
          << log.name << ": deleting line " << i + 1 << " '" << log.lines[i] << "'";
      // A bad command altered into another bad command has the same output.
      if (i + 1 < log.lines.size() && (log.lines[i + 1].rfind("! unknown command", 0) == 0 ||
                                       log.lines[i + 1].rfind("! bad ", 0) == 0))
        continue;
      auto altered = log.lines;
      altered[i] += "x";
      const ReplayReport report = replay(altered);
      EXPECT_EQ(report.verdict, Verdict::Mismatch)
          << log.name << ": altering line " << i + 1 << " '" << log.lines[i] << "'";
      EXPECT_LE(report.line, static_cast<long>(i) + 2) << log.name << ": line " << i + 1;
      ++checked;
    }
    EXPECT_GT(checked, 15) << log.name;
  }
}

// Replaces the first line matching `pattern` (at or after line `from`) with `with`; returns its
// 1-based number.
long tamper(std::vector<std::string>& log, const std::string& pattern, const std::string& with,
            std::size_t from = 0) {
  const std::regex re(pattern);
  for (std::size_t i = from; i < log.size(); ++i)
    if (std::regex_match(log[i], re)) {
      log[i] = with;
      return static_cast<long>(i) + 1;
    }
  ADD_FAILURE() << "no line matches " << pattern;
  return 0;
}

TEST(Replay, CatchesEachKindOfTamperingAtItsLine) {
  const std::vector<Log> logs = rich_logs();
  const auto& ghost = logs[0].lines;
  const auto& garbage = logs[1].lines;
  const auto& hit = logs[3].lines;
  struct Case {
    const char* what;
    const std::vector<std::string>& log;
    std::string pattern, with;
    int offset;        // the mismatch is reported this many lines after the tampered one
    const char* says;  // in the message
  };
  const std::vector<Case> cases = {
      {"a start square", ghost, "P [0-9] [0-9]", "P 0 0", 0, "the arena writes 'P"},
      {"a hit", ghost, "N", "H 1 0", 0, "the arena writes 'N' here, the log has 'H 1 0'"},
      {"a miss", hit, "H -?[01] -?[01]", "N", 0, "the log has 'N'"},
      {"a win", ghost, "W", "L", 0, "the arena writes 'W' here"},
      {"a board", ghost, "! [.YOX+*-]*O[.YOX+*-]*", "! ..........", 0,
       "the log has '! ..........'"},
      {"a seed", ghost, "G 55", "G 56", 2, "'P "},
      {"a round's wins", ghost, "! ROUNDS 20 WINS .*", "! ROUNDS 20 WINS 1 LOSES 0 ERRORS 0 FAIL",
       0, "is not the round's 20 combats"},
      {"a round's judgment", ghost, "! ROUNDS 20 .* PASS",
       "! ROUNDS 20 WINS 20 LOSES 0 ERRORS 0 FAIL", 0, "PASS' here"},
      {"a round's errors", garbage, "! ROUNDS 3 .*", "! ROUNDS 3 WINS 0 LOSES 0 ERRORS 2 FAIL", 0,
       "ERRORS 3 FAIL' here"},
      {"an error's combat in R", garbage, "! ERROR in combat 2 of R 3: .*",
       "! ERROR in combat 4 of R 3: the robot sent a bad line 'hello'", 0, "combat 4 cannot"},
      {"an error the arena never writes", garbage, "! ERROR: .*", "! ERROR: the robot was rude", 0,
       "reads the robot's move here"},
      {"an error where the robot moved", garbage, "M 0 0", "! ERROR: the robot sent a bad line 'x'",
       1, ""},
  };
  for (const Case& c : cases) {
    auto log = c.log;
    const long line = tamper(log, c.pattern, c.with);
    const ReplayReport report = replay(log);
    EXPECT_EQ(report.verdict, Verdict::Mismatch) << c.what;
    EXPECT_EQ(report.line, line + c.offset) << c.what << ": " << report.message;
    EXPECT_NE(report.message.find(c.says), std::string::npos) << c.what << ": " << report.message;
  }
  // A killing shot turned into a step: the arena no longer writes W.
  auto log = ghost;
  const long win = tamper(log, "W", "W");
  log[win - 2] = "M 0 0";
  EXPECT_EQ(replay(log).line, win);
  // Cut short, or with a line added at the end.
  log = ghost;
  log.pop_back();
  EXPECT_EQ(replay(log).line, static_cast<long>(ghost.size()));
  EXPECT_NE(replay(log).message.find("the log ends"), std::string::npos);
  log = ghost;
  log.push_back("N");
  EXPECT_NE(replay(log).message.find("goes on after"), std::string::npos);
}

// Step 3. R rounds log no moves: their error and capped lines and their round line are checked
// for form and arithmetic, and a combat after them cannot be checked until the next G.

std::vector<std::string> lines(const std::string& text) { return Outcome{text, {}}.lines(); }

TEST(Replay, RoundsAreCheckedForFormAndArithmetic) {
  const std::string good =
      "G 1\nR 3\n! ERROR in combat 2 of R 3: the robot sent a bad line 'x'\n"
      "! combat stopped after 7 move pairs: counted as a loss\n"
      "! ROUNDS 3 WINS 1 LOSES 1 ERRORS 1 FAIL\n";
  ReplayReport report = replay(lines(good));
  ASSERT_TRUE(report.ok()) << report.message;
  EXPECT_EQ(report.totals.wins, 1);
  EXPECT_EQ(report.totals.errors, 1);
  EXPECT_EQ(report.totals.capped, 1);
  EXPECT_EQ(report.round_combats, 3);
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"of R 3: the robot", "of R 4: the robot"},         // another round's error
      {"combat 2 of", "combat 0 of"},                     // no such combat
      {"a bad line 'x'", "a bad line 'M 0 0'"},           // a move is no bad line
      {"a bad line 'x'", "mood"},                         // no error the arena writes
      {"LOSES 1 ERRORS 1", "LOSES 0 ERRORS 1"},           // 1 + 0 + 1 is not 3
      {"WINS 1 LOSES 1", "WINS 0 LOSES 2"},               // fine, but then:
      {"! ROUNDS 3 WINS 1", "N\n! ROUNDS 3 WINS 1"},      // no moves in R
      {"! ROUNDS 3 WINS 1 LOSES 1 ERRORS 1 FAIL\n", ""},  // no round line
      {"after 7 move pairs", "after 8 move pairs"},       // another cap than --max-pairs 7
  };
  for (std::size_t k = 0; k < bad.size(); ++k) {
    std::string text = good;
    text.replace(text.find(bad[k].first), bad[k].first.size(), bad[k].second);
    ReplayOptions options;
    options.max_pairs = 7;
    const bool fine = k == 5;
    EXPECT_EQ(replay(lines(text), options).ok(), fine) << text;
  }
  // Two errors in one round must come in the order of their combats.
  EXPECT_FALSE(replay(lines("G 1\nR 3\n! ERROR in combat 2 of R 3: no move within 10000 ms\n"
                            "! ERROR in combat 2 of R 3: no move within 10000 ms\n"
                            "! ROUNDS 3 WINS 1 LOSES 0 ERRORS 2 FAIL\n"))
                   .ok());
  // A capped combat is a loss.
  EXPECT_FALSE(replay(lines("R 1\n! combat stopped after 5 move pairs: counted as a loss\n"
                            "! ROUNDS 1 WINS 1 LOSES 0 ERRORS 0 PASS\n"))
                   .ok());
}

TEST(Replay, ACombatAfterARoundCannotBeCheckedUntilTheNextG) {
  const Outcome after_r = arena("G 1\nR 5\n-A\n+\n", kGhost);
  const ReplayReport report = replay(after_r.lines());
  EXPECT_EQ(report.verdict, Verdict::Unverifiable);
  EXPECT_EQ(report.line, 4);  // G 1, R 5, the round line, -A
  EXPECT_EQ(report.lines, 4);
  EXPECT_NE(report.message.find("generator's state is unknown"), std::string::npos);
  EXPECT_TRUE(replay(arena("G 1\nR 5\nG 2\n-A\n+\n", kGhost).lines()).ok());
  EXPECT_TRUE(replay(arena("G 1\nR 0\n-A\n+\n", kGhost).lines()).ok());  // R 0 draws nothing
}

// Step 4. The options the checker reads from the log, and the lines the arena writes at the end.

TEST(Replay, ReadsTheArenasOptionsFromTheLog) {
  const Outcome hang = arena("G 1\n-A\n+\n+\nR 2\n", misbehave("hang", 1), 1000, 100);
  ASSERT_TRUE(hang.has("no move within 100 ms"));
  EXPECT_TRUE(replay(hang.lines()).ok());
  ReplayOptions options;
  options.move_ms = 200;  // given, it overrides the log
  EXPECT_EQ(replay(hang.lines(), options).verdict, Verdict::Mismatch);
  const Outcome capped = arena("G 4\n-A\n.\n", misbehave("polite"), 3);
  EXPECT_TRUE(replay(capped.lines()).ok());
  options = {};
  options.max_pairs = 4;
  EXPECT_EQ(replay(capped.lines(), options).verdict, Verdict::Mismatch);
}

TEST(Replay, TheRobotsEndIsTakenFromTheLog) {
  auto log = arena("G 1\n-A\n+\n", misbehave("polite")).lines();
  ASSERT_TRUE(replay(log).ok());
  for (const std::string end :
       std::vector<std::string>{"! the robot did not exit at the end of its input and was killed",
                                "! the robot ended with exit code 3 at the end of its input",
                                "! " + std::string(kLeftProcesses)}) {
    auto ended = log;
    ended.push_back(end);
    EXPECT_TRUE(replay(ended).ok()) << end;
  }
  log.push_back("! the robot ended badly");
  EXPECT_EQ(replay(log).verdict, Verdict::Mismatch);
  // Without a robot (the last combat's error ended it) the arena writes nothing at the end.
  auto no_robot = arena("G 1\n-A\n.\n", misbehave("garbage")).lines();
  no_robot.push_back("! the robot did not exit at the end of its input and was killed");
  EXPECT_EQ(replay(no_robot).verdict, Verdict::Mismatch);
}

// Step 5. Garbage and logs that are no arena output.

TEST(Replay, GarbageIsAMismatchWithAReadableMessage) {
  std::mt19937 rng(7);
  for (int k = 0; k < 20; ++k) {
    std::string bytes;
    for (int i = 0; i < 2000; ++i) bytes += static_cast<char>(rng() % 7 == 0 ? '\n' : rng() % 256);
    const ReplayReport report = replay(lines(bytes));
    EXPECT_EQ(report.verdict, Verdict::Mismatch);
    EXPECT_LE(report.line, 2);
    for (char c : report.message) ASSERT_TRUE(c >= 0x20 && c < 0x7f) << report.message;
  }
  // The arena's input instead of its output.
  ReplayReport input = replay(lines(kExample));
  EXPECT_EQ(input.line, 3);
  EXPECT_NE(input.message.find("the arena writes 'P "), std::string::npos) << input.message;
  // A log with CRLF line ends.
  std::string crlf;
  for (const auto& l : arena("G 1\n-A\n+\n", kGhost).lines()) crlf += l + "\r\n";
  ReplayReport dos = replay(lines(crlf));
  EXPECT_EQ(dos.line, 2);
  EXPECT_NE(dos.message.find("\\x0d"), std::string::npos) << dos.message;
  // An empty log is the output of an empty input.
  EXPECT_TRUE(replay({}).ok());
}

// Step 6. The program.

TEST(ReplayProgram, ExitCodesAndMessages) {
  contest::RunOptions run;
  run.argv = {CHECK_PATH};
  run.stdin_data = arena("G 3\n-A\n+\n+\nR 4\n", kGhost).out;
  contest::RunResult r = contest::run_process(run);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("verified 12 lines: combats 5 "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("(4 of them in R rounds"), std::string::npos) << r.out;

  run.stdin_data = "G 3\n-A\nP 0 0\n";
  r = contest::run_process(run);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("-:3: mismatch: the arena writes 'P "), std::string::npos) << r.err;

  run.stdin_data = "G 3\nR 1\n! ROUNDS 1 WINS 1 LOSES 0 ERRORS 0 PASS\n-A\nP 0 0\n";
  r = contest::run_process(run);
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_NE(r.err.find("-:4: cannot verify: "), std::string::npos) << r.err;

  const std::pair<std::vector<std::string>, std::string> bad[] = {
      {{CHECK_PATH, "/nonexistent/log"}, "cannot read /nonexistent/log"},
      {{CHECK_PATH, "--max-pairs", "0"}, "--max-pairs: expected a whole number"},
      {{CHECK_PATH, "--max-pairs", "5x"}, "--max-pairs: expected a whole number"},
      {{CHECK_PATH, "--move-ms", "10abc"}, "--move-ms: expected a whole number"},
      {{CHECK_PATH, "--move-ms", "1e3"}, "--move-ms: expected a whole number"},
      {{CHECK_PATH, "--move-ms"}, "--move-ms: a value is missing"},
      {{CHECK_PATH, "--game", "0"}, "--game: expected a whole number"},
      {{CHECK_PATH, "--bad", "1"}, "--bad: unknown option"},
      {{CHECK_PATH, "a", "b"}, "more than one log given"}};
  for (const auto& [argv, says] : bad) {
    run.argv = argv;
    r = contest::run_process(run);
    EXPECT_EQ(r.exit_code, 2) << argv.back();
    EXPECT_NE(r.err.find("shootemup_check: " + says), std::string::npos) << r.err;
  }
}

const std::string kReplayHelp =
    R"help(usage: shootemup_check [options] [LOG]   (no LOG or "-": standard input)
Re-verifies a Shot-Em-Up arena output without running any robot: re-runs the arena's own
rules and seeded random robot on the log, the robot's replies taken from the log, and
compares every line the arena would write with the log's. --show draws every combat
begun by - move by move (the robots, shots and hits); --html writes the viewer's page.
options:
  --move-ms MS       the arena's time per reply, 1 to 1000000000 ms (default: read from
                     the log's own "no move within N ms" lines)
  --max-pairs N      the arena's combat length cap, 1 to 1000000000 (default: read from
                     the log's "combat stopped after N move pairs" lines; none without)
)help" +
    contest::test::kViewOptionsPin + R"help(  -h, --help         this text
Exits 0 when the log verifies (its totals on stdout); 1 at the first line that differs
(tampered, or not an arena output); 3 when the log is consistent up to a combat that cannot
be checked (a combat after an R round with no G since); 2 on bad usage or an unreadable
file.
)help";

// --help and -h print the whole usage on stdout and exit 0.
TEST(ReplayProgram, HelpText) { contest::test::expect_help(CHECK_PATH, kReplayHelp); }

}  // namespace
}  // namespace shootemup
