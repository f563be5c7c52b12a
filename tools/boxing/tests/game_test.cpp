// Tests of the referee: games between real programs, every named forfeit, the temporary-file
// rule, logs and their replay, and the two tournament stages' scoring.
#include "game.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>
#include <utility>
#include <vector>

#include "common/tests/run_command.h"
#include "tournament.h"

namespace boxing {
namespace {

Player misbehave(const std::string& mode, char mark, int after = 0) {
  return {mode,
          MISBEHAVE_PATH,
          mark,
          {"BOXING_MISBEHAVE=" + mode, "BOXING_MISBEHAVE_AFTER=" + std::to_string(after)}};
}

Player program(const std::string& name, const char* path, char mark) {
  return {name, path, mark, {"BOXING_MOVE_MS=50"}};
}

// A small arena: everything taken but a w x h block of vacant spots at the top left.
Arena small_arena(int w = 3, int h = 2) {
  Arena a = empty_arena();
  a.place({0, 0, 16}, 'o');
  a.place({16, 0, 16}, 'o');
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) a.at(x, y) = '-';
  return a;
}

GameOptions quick(std::ostream* log = nullptr) {
  GameOptions o;
  o.time_limit = contest::Millis(1000);
  o.log = log;
  return o;
}

TEST(BoxingGame, LegalGameEndsWhenTheArenaIsFull) {
  // Six spots, one per move: the second player fills the last one.
  std::ostringstream log;
  GameResult g =
      play_game({misbehave("ok", 'A'), misbehave("ok", 'B')}, small_arena(), quick(&log));
  EXPECT_EQ(g.moves.size(), 6u);
  EXPECT_EQ(g.winner, 1);
  EXPECT_EQ(g.scores, (std::vector<int>{0, 3}));
  EXPECT_TRUE(g.final_arena.full());
  GameLog checked;
  EXPECT_EQ(check_log(log.str(), 1000, &checked), "");
  EXPECT_EQ(checked.winner, 1);
  EXPECT_EQ(checked.scores, g.scores);
}

TEST(BoxingGame, FullArenaMustBeCopied) {
  Arena full = small_arena();
  full.place({0, 0, 2}, 'x');
  full.at(2, 0) = full.at(2, 1) = 'x';
  EXPECT_THROW(play_game({misbehave("ok", 'A'), misbehave("ok", 'B')}, full, quick()),
               std::invalid_argument);
  MoveCheck check;
  double seconds;
  EXPECT_EQ(judge_move(misbehave("ok", 'A'), full, contest::Millis(1000), check, seconds), "");
  EXPECT_EQ(judge_move(misbehave("fullchange", 'A'), full, contest::Millis(1000), check, seconds)
                .rfind("changed a full arena", 0),
            0u);
  EXPECT_EQ(
      judge_move(program("nimrod", NIMROD_PATH, 'A'), full, contest::Millis(1000), check, seconds),
      "");
}

TEST(BoxingGame, StderrIsNotJudged) {
  // 64 KiB of diagnostics with a correct arena is a legal move (the statement regulates stdout
  // only); the end of them is kept. Without end, stderr is still stopped (the runner's cap).
  MoveCheck check;
  double seconds;
  std::string tail;
  EXPECT_EQ(judge_move(misbehave("chatty", 'A'), small_arena(), contest::Millis(1000), check,
                       seconds, &tail),
            "");
  EXPECT_EQ(tail.size(), kStderrTail);
  EXPECT_EQ(tail.back(), '!');
  GameResult g =
      play_game({misbehave("chatty", 'A'), misbehave("ok", 'B')}, small_arena(), quick());
  EXPECT_EQ(g.forfeits, (std::vector<std::string>{"", ""}));
  EXPECT_EQ(g.moves.size(), 6u);
  EXPECT_EQ(g.moves[0].stderr_tail.back(), '!');
  EXPECT_EQ(
      judge_move(misbehave("errflood", 'A'), small_arena(), contest::Millis(1000), check, seconds),
      "output flood");
}

struct ForfeitCase {
  const char* mode;
  const char* verdict;
};

TEST(BoxingGame, EveryMisbehaviourIsANamedForfeit) {
  const ForfeitCase cases[] = {
      {"crash", "crash"},
      {"hang", "timeout"},
      {"flood", "output flood"},
      {"short", "wrong length"},
      {"layout", "bad layout"},
      {"taken", "changed a taken spot"},
      {"wrongmark", "wrong mark"},
      {"nomove", "no move"},
      {"rectangle", "not a square box"},
      {"fork", "left processes running"},
  };
  GameOptions o = quick();
  o.time_limit = contest::Millis(300);
  for (const ForfeitCase& c : cases) {
    std::ostringstream log;
    o.log = &log;
    // The misbehaving player moves second, after one legal move of its own.
    GameResult g = play_game({misbehave("ok", 'A'), misbehave(c.mode, 'B', 1)}, small_arena(), o);
    EXPECT_EQ(g.winner, 0) << c.mode;
    EXPECT_EQ(g.forfeits[1].rfind(c.verdict, 0), 0u) << c.mode << ": " << g.forfeits[1];
    EXPECT_EQ(g.scores[0], 2) << c.mode;  // A's marks when B forfeits on its second move
    EXPECT_EQ(check_log(log.str(), 300), "") << c.mode;  // every forfeit's words, strictly
  }
}

TEST(BoxingGame, MissingProgramForfeits) {
  Player ghost{"ghost", "/nonexistent/boxing-entry", 'B', {}};
  std::ostringstream log;
  GameResult g = play_game({misbehave("ok", 'A'), ghost}, small_arena(), quick(&log));
  EXPECT_EQ(g.winner, 0);
  EXPECT_EQ(g.forfeits[1].rfind("cannot run", 0), 0u) << g.forfeits[1];
  EXPECT_EQ(check_log(log.str(), 1000), "");
}

TEST(BoxingGame, ForfeitedPlayerLeavesAMultiPlayerGame) {
  // B crashes at once; A and C share the six spots: A, C, A, C, A, C: C fills the last.
  std::ostringstream log;
  GameResult g = play_game({misbehave("ok", 'A'), misbehave("crash", 'B'), misbehave("ok", 'C')},
                           small_arena(), quick(&log));
  EXPECT_EQ(check_log(log.str(), 1000), "");
  EXPECT_EQ(g.winner, 2);
  EXPECT_EQ(g.scores, (std::vector<int>{0, 0, 3}));
  EXPECT_FALSE(g.forfeits[1].empty());
}

// Runs a test's own step on /tmp/arena.MARK under the mark's lock, as a game would: CTest runs
// tests in parallel processes, and an unlocked step could change the file under a running game.
template <typename Step>
void with_mark_locked(char mark, Step step) {
  MarkLocks lock(GameOptions().lock_dir, {mark});
  step();
}

TEST(BoxingGame, TempFileIsRemovedAfterEveryGame) {
  // No cleanup first: the referee clears the file before every game (the last part checks it).
  for (int game = 0; game < 2; ++game) {
    // tmpcheck exits non-zero when its file already exists at its first move.
    GameResult g =
        play_game({misbehave("tmpcheck", 'T'), misbehave("ok", 'U')}, small_arena(), quick());
    EXPECT_TRUE(g.forfeits[0].empty()) << g.forfeits[0];
    with_mark_locked('T', [] { EXPECT_FALSE(std::ifstream(temp_file('T')).good()); });
  }
  // A stale file from outside a game is cleared before the game starts too.
  with_mark_locked('T', [] { std::ofstream(temp_file('T')) << "stale\n"; });
  GameResult g =
      play_game({misbehave("tmpcheck", 'T'), misbehave("ok", 'U')}, small_arena(), quick());
  EXPECT_TRUE(g.forfeits[0].empty()) << g.forfeits[0];
}

TEST(BoxingGame, TempDirectoryIsRemovedWithItsContents) {
  // A program that keeps a directory at /tmp/arena.MARK, with a file in it, finds nothing there
  // at the start of the next game (tmpdir exits non-zero when it does). Its own mark, D: the
  // test above uses T.
  for (int game = 0; game < 2; ++game) {
    GameResult g =
        play_game({misbehave("tmpdir", 'D'), misbehave("ok", 'U')}, small_arena(), quick());
    EXPECT_TRUE(g.forfeits[0].empty()) << "game " << game << ": " << g.forfeits[0];
    with_mark_locked('D', [] { EXPECT_FALSE(std::filesystem::exists(temp_file('D'))); });
  }
}

TEST(BoxingGame, GamesSharingAMarkNeverOverlap) {
  // Two games in two threads, both with mark S: each tmpcheck move sees its own file only, so
  // they must run one after the other (the lock on S), while a game with other marks may run.
  GameResult g[2];
  auto game = [&](int i) {
    g[i] = play_game({misbehave("tmpcheck", 'S'), misbehave("ok", i ? 'Y' : 'X')}, small_arena(),
                     quick());
  };
  std::thread other(game, 1);
  game(0);
  other.join();
  for (const GameResult& r : g) EXPECT_TRUE(r.forfeits[0].empty()) << r.forfeits[0];
}

TEST(BoxingGame, MarkLocksExcludeSharedMarksOnly) {
  // A directory of its own: in /tmp, a game in a parallel test could hold one of these marks.
  std::string dir = ::testing::TempDir() + "marklocks." + std::to_string(::getpid());
  std::filesystem::create_directories(dir);
  {
    MarkLocks ab(dir, {'B', 'A'});
    ASSERT_TRUE(ab.held());
    EXPECT_FALSE(MarkLocks(dir, {'C', 'B'}, false).held());  // B is taken
    EXPECT_TRUE(MarkLocks(dir, {'C', 'D'}, false).held());   // disjoint marks
    MarkLocks again(dir, {'C', 'B'}, false);
    EXPECT_FALSE(again.held());
    EXPECT_TRUE(MarkLocks(dir, {'C'}, false).held());  // a failed attempt keeps nothing locked
  }
  std::filesystem::remove_all(dir);
}

TEST(BoxingGame, RejectsDuplicateOrInvalidMarks) {
  EXPECT_THROW(play_game({misbehave("ok", 'A'), misbehave("ok", 'A')}, small_arena(), quick()),
               std::invalid_argument);
  EXPECT_THROW(play_game({misbehave("ok", '-'), misbehave("ok", 'A')}, small_arena(), quick()),
               std::invalid_argument);
}

std::string log_of_small_game() {
  std::ostringstream log;
  play_game({misbehave("ok", 'A'), misbehave("ok", 'B')}, small_arena(), quick(&log));
  return log.str();
}

TEST(BoxingGame, ReplayCatchesTamperedLogs) {
  std::string log = log_of_small_game();
  auto check = [](const std::string& text) { return check_log(text, 1000); };
  ASSERT_EQ(check(log), "");
  auto replace = [&](const std::string& from, const std::string& to) {
    std::string t = log;
    std::size_t at = t.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return t.replace(at, from.size(), to);
  };
  EXPECT_NE(check(replace("result B 0 3", "result A 3 0")), "");  // wrong winner
  EXPECT_NE(check(replace("result B 0 3", "result B 0 4")), "");  // wrong score
  EXPECT_NE(check(replace("move A 0 0 1", "move A 0 0 2")), "");  // box over 'o'
  EXPECT_NE(check(replace("move A 0 0 1", "move B 0 0 1")), "");  // out of turn
  EXPECT_NE(check(replace("boxing-log 1", "boxing-log 2")), "");
  std::size_t last = log.find("move B 2 1 1");  // the move that fills the last spot
  ASSERT_NE(last, std::string::npos);
  EXPECT_NE(check(log.substr(0, last) + "result B 0 3\n"), "");  // the game did not end
  EXPECT_NE(check(log.substr(0, log.find("result"))), "");       // no result line
  EXPECT_NE(check(log + "move A 0 0 1\n"), "");                  // a move after the result
}

// The misbehaving program's count of good moves is read whole (tools/common/misbehave/misbehave.h):
// a bad value is refused with exit 2 and a message, not taken for another count.
TEST(BoxingGame, MisbehaveRefusesABadMoveCount) {
  for (const char* bad : {"5x", "-1", "1e99", "", " 3", "99999999999999999999"}) {
    std::string out;
    const int status = contest::test::run_command(
        std::string("echo - | BOXING_MISBEHAVE=ok BOXING_MISBEHAVE_AFTER='") + bad + "' " +
            MISBEHAVE_PATH + " A",
        &out);
    EXPECT_EQ(status, 2) << bad << ": " << out;
    EXPECT_NE(out.find("BOXING_MISBEHAVE_AFTER must be a whole number"), std::string::npos) << out;
  }
  std::string out;
  EXPECT_EQ(contest::test::run_command(
                std::string("echo - | BOXING_MISBEHAVE_AFTER=3 ") + MISBEHAVE_PATH + " A", &out),
            0)
      << out;
}

TEST(BoxingGame, RealProgramsPlayLegally) {
  Arena a = small_arena(8, 6);  // 48 vacant spots in one block: short games, exact endgames
  for (const char* path : {NIMROD_PATH, RANDOM_PATH, GREEDY_PATH, PARITY_PATH}) {
    std::ostringstream log;
    // A generous limit: Nimrod takes up to 800 ms a move, and under CTest's load a move timed
    // out would be a forfeit in one run only; legality is what this test is about.
    GameOptions o = quick(&log);
    o.time_limit = contest::Millis(10000);
    GameResult g = play_game({program("x", path, 'A'), program("random", RANDOM_PATH, 'B')}, a, o);
    EXPECT_TRUE(g.forfeits[0].empty() && g.forfeits[1].empty()) << path;
    EXPECT_TRUE(g.final_arena.full());
    EXPECT_EQ(check_log(log.str(), 10000), "") << path;
  }
}

// Runs `boxing_check` (the program's name for `boxing_referee check`) on paths; returns its exit
// status, what it printed in *out.
int referee_replay(const std::string& args, std::string* out) {
  return contest::test::run_command(std::string(CHECK_PATH) + " " + args, out);
}

// Issue #23: `boxing_check` reads every field of a real log. Before, each of these
// corrupted logs replayed "ok" (exit 0): SECONDS was never parsed, numbers were read up to their
// first non-digit, the arena took any character where 'o' belongs; an empty log or a directory
// was no error either.
TEST(BoxingGame, ReplayCommandRejectsCorruptLogs) {
  const std::string log = log_of_small_game();
  const std::filesystem::path dir =
      std::filesystem::path(::testing::TempDir()) / ("boxing-replay-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  auto write = [&](const std::string& name, const std::string& text) {
    std::ofstream(dir / name, std::ios::binary) << text;
    return (dir / name).string();
  };
  // The first move's line with its SECONDS field (whatever the run took) replaced.
  const std::size_t first = log.find("move A 0 0 1 "), eol = log.find('\n', first);
  ASSERT_NE(first, std::string::npos);
  auto seconds = [&](const std::string& s) {
    return std::string(log).replace(first, eol - first, "move A 0 0 1 " + s);
  };
  auto replaced = [&](const std::string& from, const std::string& to) {
    std::string t = log;
    const std::size_t at = t.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return at == std::string::npos ? t : t.replace(at, from.size(), to);
  };
  std::string out;
  EXPECT_EQ(referee_replay(write("good.log", log), &out), 0) << out;
  EXPECT_NE(out.find("good.log: ok"), std::string::npos) << out;
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"banana.log", seconds("banana")},
      {"negative.log", seconds("-5")},
      {"over.log", seconds("9999.000")},
      {"missing.log", std::string(log).replace(first, eol - first, "move A 0 0 1")},
      {"exponent.log", replaced("move A 0 0 1 ", "move A 0 0 1e99 ")},
      {"glued.log", replaced("move B 1 0 1 ", "move B1 0 1 ")},
      {"zero.log", replaced("move B 1 0 1 ", "move B 01 0 1 ")},
      {"plus.log", replaced("move B 1 0 1 ", "move B +1 0 1 ")},
      {"cr.log", replaced("move B 1 0 1 ", "move B 1\r0 1 ")},
      {"trailing.log", replaced("result B 0 3", "result B 0 3 trailing garbage")},
      {"bang.log", replaced("ooo", "o!o")},
      {"nul.log", replaced("ooo", std::string("o\0o", 3))},
      {"four.log", replaced("ooo", "o4o")},
      {"crlf.log", replaced("ooo\n", "ooo\r\n")},
      {"empty.log", ""},
      {"cut.log", log.substr(0, log.size() - 1)},
  };
  for (const auto& [name, text] : bad) {
    EXPECT_EQ(referee_replay(write(name, text), &out), 1) << name << ": " << out;
    EXPECT_EQ(out.rfind((dir / name).string() + ": ", 0), 0u) << out;
    EXPECT_EQ(out.find(": ok"), std::string::npos) << out;
  }
  EXPECT_EQ(referee_replay(write("over.log", seconds("9999.000")), &out), 1);
  EXPECT_EQ(out, (dir / "over.log").string() +
                     ": line 21: field 6 (SECONDS): the move took 9999.000 s, over the 1000 ms "
                     "limit (--limit-ms): the referee would have recorded a timeout forfeit, not a "
                     "move\n");
  EXPECT_EQ(referee_replay(dir.string(), &out), 1);
  EXPECT_EQ(out, dir.string() + ": not a regular file\n");
  std::filesystem::remove_all(dir);
}

// ---- Tournament scoring ----------------------------------------------------------------------

TEST(BoxingTournament, Stage1PairsPlaySixGames) {
  auto o = stage1_orders(4, 3);
  EXPECT_EQ(o.size(), 6u * 6u);  // 6 pairs x 6 games
  std::vector<int> firsts(4), games(4);
  for (const auto& g : o) ++firsts[g[0]], ++games[g[0]], ++games[g[1]];
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(games[i], 6 * 3);
    EXPECT_EQ(firsts[i], 3 * 3);
  }
  // Each pair: each arena twice, once with each player first.
  int pair01 = 0;
  for (const auto& g : o)
    if ((g[0] == 0 && g[1] == 1) || (g[0] == 1 && g[1] == 0)) ++pair01;
  EXPECT_EQ(pair01, 6);
}

// A standings table as rows of {rank, entry, wins, score}, to compare whole tables at once.
using Table = std::vector<std::array<long long, 4>>;
Table table(const std::vector<Standing>& standings) {
  Table t;
  for (const Standing& e : standings) t.push_back({e.rank, e.entry, e.wins, e.score});
  return t;
}

TEST(BoxingTournament, RanksByWinsThenScore) {
  std::vector<GameSummary> games = {
      {{0, 1}, 0, 100}, {{1, 0}, 1, 400}, {{0, 2}, 0, 50},
      {{2, 0}, 2, 10},  {{1, 2}, 1, 20},  {{2, 1}, 2, 30},
  };
  // Wins: 0 -> 2 (150), 1 -> 2 (420), 2 -> 2 (40).
  auto s = rank_entries(3, games);
  EXPECT_EQ(table(s), (Table{{1, 1, 2, 420}, {2, 0, 2, 150}, {3, 2, 2, 40}}));
  EXPECT_TRUE(tied_leaders(s).empty());
  games.push_back({{0, 2}, 2, 1});  // 2 now has more wins than anyone
  EXPECT_EQ(rank_entries(3, games)[0].entry, 2);
}

TEST(BoxingTournament, FullTieGoesToStage2) {
  std::vector<GameSummary> games = {
      {{0, 1}, 0, 100}, {{1, 0}, 1, 100}, {{0, 2}, 0, 5}, {{1, 2}, 1, 5}};
  auto s = rank_entries(3, games);
  EXPECT_EQ(s[0].rank, 1);
  EXPECT_EQ(s[1].rank, 1);
  EXPECT_EQ(s[2].rank, 3);
  EXPECT_EQ(tied_leaders(s), (std::vector<int>{0, 1}));
  auto orders = stage2_orders({2, 0, 1});
  EXPECT_EQ(orders.size(), 6u);  // 3! orders, all distinct
  std::sort(orders.begin(), orders.end());
  EXPECT_EQ(std::unique(orders.begin(), orders.end()), orders.end());
  EXPECT_EQ(stage2_orders({4, 1, 2, 3}).size(), 24u);
}

TEST(BoxingTournament, Stage2RanksOnlyTheTiedEntries) {
  // Entries 1 and 2 tied in stage 1; entry 0 did not play stage 2. Entry 2 wins both games, so
  // entry 1 has no stage-2 win: it must still be listed, second, and entry 0 not at all.
  std::vector<GameSummary> games = {{{1, 2}, 2, 40}, {{2, 1}, 2, 30}};
  auto s = rank_entries(std::vector<int>{1, 2}, games);
  EXPECT_EQ(table(s), (Table{{1, 2, 2, 70}, {2, 1, 0, 0}}));
  EXPECT_TRUE(tied_leaders(s).empty());
}

TEST(BoxingTournament, MarksAreDistinctAndValid) {
  std::string seen;
  for (int i = 0; i < 61; ++i) {
    char m = entry_mark(i);
    EXPECT_TRUE(valid_mark(m)) << m;
    EXPECT_EQ(seen.find(m), std::string::npos);
    seen += m;
  }
  EXPECT_THROW(entry_mark(61), std::out_of_range);
}

TEST(BoxingGame, RefereeRejectsBadMarks) {
  // --marks takes two distinct valid marks; anything else stops the referee with status 2 and a
  // message naming the option, before any game.
  for (const char* bad : {"A", "ABC", "AA", "A-", "oB", "A/", "", "A "}) {
    const std::string cmd = std::string(REFEREE_PATH) + " --marks '" + bad +
                            "' match gen:1:20:clusters -- a=" + GREEDY_PATH + " b=" + GREEDY_PATH;
    std::string out;
    EXPECT_EQ(contest::test::run_command(cmd, &out), 2) << bad << ": " << out;
    EXPECT_NE(out.find("--marks"), std::string::npos) << bad << ": " << out;
    EXPECT_EQ(out.find("RESULT:"), std::string::npos) << bad << ": " << out;
  }
}

TEST(BoxingTournament, RefereeRunsATournamentWithStage2) {
  // Two copies of one deterministic program play the same game twice on each arena, once in
  // each seat, so they tie on wins and score and stage 2 must decide (2! orders). Small arenas
  // keep the games short.
  std::string cmd = std::string(REFEREE_PATH) + " --limit-ms 2000 tournament";
  std::vector<std::string> paths;
  for (int i = 0; i < 3; ++i) {
    paths.push_back(::testing::TempDir() + "/boxing-tournament-" + std::to_string(i) + ".arena");
    std::ofstream(paths.back()) << small_arena(3 + i, 5 - i).text;
    cmd += " " + paths.back();
  }
  cmd += std::string(" -- g1=") + GREEDY_PATH + " g2=" + GREEDY_PATH;
  std::string out;
  EXPECT_EQ(contest::test::run_command(cmd, &out), 0) << out;
  for (const std::string& path : paths) std::remove(path.c_str());
  EXPECT_NE(out.find("Stage 1:"), std::string::npos) << out;
  EXPECT_NE(out.find("Stage 2 (2 tied entries"), std::string::npos) << out;
  EXPECT_NE(out.find("RESULT: "), std::string::npos) << out;
  // The two copies also tie in stage 2 (each wins in one seat): both are named.
  EXPECT_NE(out.find("RESULT: g1 and g2 share the tournament (still tied after stage 2)"),
            std::string::npos)
      << out;
  EXPECT_EQ(out.find("wins the tournament"), std::string::npos) << out;
}

// The game lines of a tournament's output without their times (the slowest moves), which are
// the only part that differs from run to run.
std::string without_times(const std::string& out) {
  std::istringstream in(out);
  std::string kept;
  for (std::string line; std::getline(in, line);)
    kept += line.substr(0, line.find(", slowest")) + "\n";
  return kept;
}

TEST(BoxingTournament, GamesAtOnceGiveTheSameTournament) {
  // With -j 3 the games that share no entry run side by side (never two games with one mark);
  // the players are deterministic for their mark, so every game, the standings and the result
  // are those of the serial run, printed in the same order. A generous limit: under CTest's load
  // a move timed out would be a forfeit in one run only.
  std::string args = " --limit-ms 10000 tournament";
  std::vector<std::string> paths;
  for (int i = 0; i < 3; ++i) {
    paths.push_back(::testing::TempDir() + "/boxing-tournament-j-" + std::to_string(i) + ".arena");
    std::ofstream(paths.back()) << small_arena(4 + i, 4).text;
    args += " " + paths.back();
  }
  args += std::string(" -- g=") + GREEDY_PATH + " p=" + PARITY_PATH + " r=" + RANDOM_PATH +
          " s=" + SG_PATH;
  std::string serial, parallel;
  EXPECT_EQ(contest::test::run_command(std::string(REFEREE_PATH) + args, &serial), 0) << serial;
  EXPECT_EQ(contest::test::run_command(std::string(REFEREE_PATH) + " -j 3" + args, &parallel), 0)
      << parallel;
  for (const std::string& path : paths) std::remove(path.c_str());
  EXPECT_EQ(without_times(parallel), without_times(serial));
  EXPECT_NE(serial.find("game  36 "), std::string::npos) << serial;  // six pairs, six games each
  EXPECT_NE(serial.find("RESULT: "), std::string::npos) << serial;
}

// The output pinned as the tournament layer prints it: the sparring players are
// deterministic for their mark, so this tournament (every game a tie of mirror games, three
// entries in stage 2) prints these games, standings and result whatever -j, today and after any
// rewrite; only the slowest moves' times differ from run to run.
TEST(BoxingTournament, PrintsThePinnedGamesAndStandings) {
  const std::string cmd = std::string(REFEREE_PATH) +
                          " -j 2 --limit-ms 10000 tournament gen:1:470:random gen:2:480:clusters "
                          "gen:3:490:random -- g=" +
                          GREEDY_PATH + " p=" + PARITY_PATH + " r=" + RANDOM_PATH;
  const auto [status, out] = contest::test::run_stdout(cmd);
  EXPECT_EQ(status, 0);
  EXPECT_EQ(without_times(out),
            R"(game   1  gen:1:470:random          g vs p: p wins, score 21, 42 moves
game   2  gen:1:470:random          p vs g: g wins, score 21, 42 moves
game   3  gen:2:480:clusters        g vs p: p wins, score 16, 32 moves
game   4  gen:2:480:clusters        p vs g: g wins, score 16, 32 moves
game   5  gen:3:490:random          g vs p: p wins, score 11, 22 moves
game   6  gen:3:490:random          p vs g: g wins, score 11, 22 moves
game   7  gen:1:470:random          g vs r: r wins, score 21, 42 moves
game   8  gen:1:470:random          r vs g: g wins, score 21, 42 moves
game   9  gen:2:480:clusters        g vs r: r wins, score 16, 32 moves
game  10  gen:2:480:clusters        r vs g: g wins, score 16, 32 moves
game  11  gen:3:490:random          g vs r: r wins, score 11, 22 moves
game  12  gen:3:490:random          r vs g: g wins, score 11, 22 moves
game  13  gen:1:470:random          p vs r: r wins, score 21, 42 moves
game  14  gen:1:470:random          r vs p: p wins, score 21, 42 moves
game  15  gen:2:480:clusters        p vs r: r wins, score 16, 32 moves
game  16  gen:2:480:clusters        r vs p: p wins, score 16, 32 moves
game  17  gen:3:490:random          p vs r: r wins, score 11, 22 moves
game  18  gen:3:490:random          r vs p: p wins, score 11, 22 moves
Stage 1:
  1. g            wins    6  score 96
  1. p            wins    6  score 96
  1. r            wins    6  score 96
game  19  gen:1:470:random          g vs p vs r: r wins, score 14, 42 moves
game  20  gen:1:470:random          g vs r vs p: p wins, score 14, 42 moves
game  21  gen:1:470:random          p vs g vs r: r wins, score 14, 42 moves
game  22  gen:1:470:random          p vs r vs g: g wins, score 14, 42 moves
game  23  gen:1:470:random          r vs g vs p: p wins, score 14, 42 moves
game  24  gen:1:470:random          r vs p vs g: g wins, score 14, 42 moves
Stage 2 (3 tied entries, arena X):
  1. g            wins    2  score 28
  1. p            wins    2  score 28
  1. r            wins    2  score 28
RESULT: g, p and r share the tournament (still tied after stage 2)
)");
}

TEST(BoxingTournament, ResumeGivesTheSameTournament) {
  // A tournament with --results keeps one line per game; cut after 10 games and half a line, and
  // run again with --resume, it plays only the games the file lacks and prints the same games,
  // standings and result; without --resume a file that holds games is refused.
  const std::string dir = ::testing::TempDir();
  // A generous limit: under CTest's load a move timed out would be a forfeit in one run only.
  std::string args = " --limit-ms 10000 tournament";
  std::vector<std::string> paths;
  for (int i = 0; i < 3; ++i) {
    paths.push_back(dir + "/boxing-tournament-r-" + std::to_string(i) + ".arena");
    std::ofstream(paths.back()) << small_arena(4 + i, 4).text;
    args += " " + paths.back();
  }
  args += std::string(" -- g=") + GREEDY_PATH + " p=" + PARITY_PATH + " r=" + RANDOM_PATH;
  const std::string whole = dir + "/boxing-tournament-whole.jsonl";
  const std::string cut = dir + "/boxing-tournament-cut.jsonl";
  std::remove(whole.c_str());
  std::string first, again, resumed;
  ASSERT_EQ(
      contest::test::run_command(std::string(REFEREE_PATH) + " --results " + whole + args, &first),
      0)
      << first;
  std::vector<std::string> lines;
  {
    std::ifstream in(whole);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
  }
  ASSERT_GE(lines.size(), 18u);  // three pairs, six games each (and stage 2 if tied)
  // A file refused, before any game: status 1, as a match's (nim_referee's too).
  EXPECT_EQ(contest::test::run_command(
                std::string(REFEREE_PATH) + " --results " + whole + args + " 2>&1", &again),
            1);
  EXPECT_NE(again.find("already holds results"), std::string::npos) << again;
  {
    std::ofstream out(cut);
    for (std::size_t k = 0; k < 10; ++k) out << lines[k] << "\n";
    out << lines[10].substr(0, 25);
  }
  const std::string err = dir + "/boxing-tournament-err.txt";
  ASSERT_EQ(
      contest::test::run_command(
          std::string(REFEREE_PATH) + " --resume --results " + cut + args + " 2>" + err, &resumed),
      0)
      << resumed;
  EXPECT_EQ(without_times(resumed), without_times(first));
  std::stringstream notes;
  notes << std::ifstream(err).rdbuf();
  EXPECT_NE(notes.str().find("dropping its last line, cut short"), std::string::npos)
      << notes.str();
  EXPECT_NE(notes.str().find("resumed 10 games from " + cut), std::string::npos) << notes.str();
  std::remove(err.c_str());
  std::vector<std::string> after;
  {
    std::ifstream in(cut);
    for (std::string line; std::getline(in, line);) after.push_back(line);
  }
  EXPECT_EQ(after.size(), lines.size());
  for (const std::string& path : paths) std::remove(path.c_str());
  std::remove(whole.c_str());
  std::remove(cut.c_str());
}

TEST(BoxingTournament, ResultsFileIsReadStrictly) {
  // A tournament's results file holds the match runner's records (tools/common/results/results.h):
  // every member of a kept game is read whole and in range, and it must be a game of this
  // tournament; a bad line stops the tournament before any game, naming the file, the line and the
  // problem.
  const std::string file = ::testing::TempDir() + "/boxing-tournament-bad.jsonl";
  const auto line = [](const std::string& game, const std::string& start,
                       const std::string& extra) {
    return R"({"id":"0:g:p","game":)" + game + R"(,"opening":0,"start":")" + start +
           R"(","players":["g","p"],"first":"g","outcome":"win","end":"normal","forfeits":{},)"
           R"("moves":3,"info":{"score":3},"slowest_ms":{"g":1,"p":1},"log":"",)" +
           extra + R"("wall_ms":5})";
  };
  const std::string arena = "gen:1:15:random";
  const std::pair<std::string, std::string> bad[] = {
      {line("1.5", arena, ""), R"("game")"},
      {line(R"("1")", arena, ""), R"("game")"},
      {line("-1", arena, ""), R"("game")"},
      {line("1", arena, R"("extra":1,)"), R"("extra")"},
      {line("2", arena, ""), "another game of this schedule"},
      {line("1", "gen:9:15:random", ""), "started from gen:9:15:random"},
      {"", ""}};
  for (const auto& [text, message] : bad) {
    std::ofstream(file) << text << (text.empty() ? "" : "\n");
    std::string out;
    const int status = contest::test::run_command(
        std::string(REFEREE_PATH) + " --resume --results " + file +
            " tournament gen:1:15:random gen:2:15:random gen:3:15:random -- g=" + GREEDY_PATH +
            " p=" + PARITY_PATH + " 2>&1",
        &out);
    if (text.empty()) {  // an empty file is a tournament not yet begun
      EXPECT_EQ(status, 0) << out;
      continue;
    }
    EXPECT_EQ(status, 1) << text << "\n" << out;  // a file refused
    EXPECT_NE(out.find(file + ":1: "), std::string::npos) << text << "\n" << out;
    EXPECT_NE(out.find(message), std::string::npos) << text << "\n" << out;
    EXPECT_EQ(out.find("game   1 "), std::string::npos) << text << "\n" << out;
  }
  std::remove(file.c_str());
}

}  // namespace
}  // namespace boxing
