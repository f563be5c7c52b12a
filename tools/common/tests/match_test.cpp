// Tests of the match runner (tools/common/match/match.h) on a game without processes: the
// schedules, shards that partition them, games in parallel, resuming a match cut half-way, the
// sequential test's stop, the crosstable, merging shards, and the options it refuses.
#include "common/match/match.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

#include "common/cli/cli.h"
#include "common/tests/test_files.h"

namespace {

using contest::Format;
using contest::GameHooks;
using contest::MatchReport;
using contest::Result;
using contest::RunnerOptions;
using contest::ScheduledGame;

// A game decided by its opening and its seats: opening % 4 == 0: the first to move wins; 1: the
// second; 2: a draw; 3: the player named first in the match. It records what it was asked to play,
// and that no two games under way share a slot.
class FakeGame {
 public:
  explicit FakeGame(std::chrono::microseconds pause = {}) : pause_(pause) {}

  GameHooks hooks() {
    GameHooks h;
    h.start = [](const ScheduledGame& g) { return "opening " + std::to_string(g.opening); };
    h.play = [this](const ScheduledGame& g, int slot) { return play(g, slot); };
    return h;
  }

  contest::Outcome play(const ScheduledGame& g, int slot) {
    {
      std::lock_guard<std::mutex> guard(lock_);
      played_.push_back(g.number);
      EXPECT_TRUE(busy_slots_.insert(slot).second) << "slot " << slot << " used twice at once";
      if (g.number == throw_at_) {
        busy_slots_.erase(slot);
        throw std::runtime_error("game " + std::to_string(g.number) + " broke");
      }
    }
    if (pause_.count()) std::this_thread::sleep_for(pause_);
    contest::Outcome o;
    switch (g.opening % 4) {
      case 0:
        o.points = {1, 0};
        break;
      case 1:
        o.points = {0, 1};
        break;
      case 2:
        o.points = {0.5, 0.5};
        break;
      default:
        o.points = g.seats[0] < g.seats[1] ? std::vector<double>{1, 0} : std::vector<double>{0, 1};
    }
    o.end = "normal";
    o.moves = 10 + g.opening;
    std::lock_guard<std::mutex> guard(lock_);
    busy_slots_.erase(slot);
    return o;
  }

  std::vector<long> played() {
    std::lock_guard<std::mutex> guard(lock_);
    std::vector<long> p = played_;
    std::sort(p.begin(), p.end());
    return p;
  }
  void throw_at(long number) { throw_at_ = number; }

 private:
  std::chrono::microseconds pause_;
  std::mutex lock_;
  std::vector<long> played_;
  std::set<int> busy_slots_;
  long throw_at_ = -1;
};

std::string temp_path(const std::string& name) {
  return contest::test::temp_path("match-test-", name);
}

using contest::test::lines_of;

RunnerOptions quiet_options() {
  RunnerOptions o;
  o.quiet = true;
  return o;
}

TEST(MatchSchedule, TwoPlayersPlayEachOpeningOnceWithEachFirst) {
  const auto s = contest::make_schedule(Format::RoundRobin, {"a", "b"}, 5);
  ASSERT_EQ(s.size(), 5u);
  const char* ids[] = {"0:a:b", "0:b:a", "1:a:b", "1:b:a", "2:a:b"};
  for (std::size_t i = 0; i < s.size(); ++i) {
    EXPECT_EQ(s[i].number, static_cast<long>(i) + 1);
    EXPECT_EQ(s[i].opening, static_cast<long>(i) / 2);
    EXPECT_EQ(s[i].pair, static_cast<long>(i) / 2);
    EXPECT_EQ(s[i].players, (std::vector<int>{0, 1}));
    EXPECT_EQ(s[i].seats[0], static_cast<int>(i % 2));
    EXPECT_EQ(s[i].id, ids[i]);
  }
}

TEST(MatchSchedule, RoundRobinAndGauntlet) {
  const auto rr = contest::make_schedule(Format::RoundRobin, {"a", "b", "c"}, 4);
  ASSERT_EQ(rr.size(), 12u);
  // Opening-major: each opening is played by every pairing before the next one starts.
  const char* first_six[] = {"0:a:b", "0:b:a", "0:a:c", "0:c:a", "0:b:c", "0:c:b"};
  for (int i = 0; i < 6; ++i) EXPECT_EQ(rr[i].id, first_six[i]);
  std::set<std::string> ids;
  for (const auto& g : rr) ids.insert(g.id);
  EXPECT_EQ(ids.size(), 12u);
  EXPECT_EQ(rr.back().id, "1:c:b");
  EXPECT_EQ(rr.back().pair, 5);
  const auto gauntlet = contest::make_schedule(Format::Gauntlet, {"a", "b", "c", "d"}, 2);
  ASSERT_EQ(gauntlet.size(), 6u);
  for (const auto& g : gauntlet) EXPECT_EQ(g.players[0], 0);
  EXPECT_EQ(gauntlet[5].id, "0:d:a");
}

// The N shards of a schedule are disjoint, cover it, and keep the two games of a pair together.
TEST(MatchSchedule, ShardsPartitionTheSchedule) {
  for (const auto& s : {contest::make_schedule(Format::RoundRobin, {"a", "b"}, 9),
                        contest::make_schedule(Format::RoundRobin, {"a", "b", "c"}, 7)})
    for (long n = 1; n <= 5; ++n) {
      std::vector<int> owners(s.size(), 0);
      for (long k = 1; k <= n; ++k) {
        const contest::Shard shard{k, n};
        for (std::size_t i = 0; i < s.size(); ++i) owners[i] += shard.contains(s[i]);
        for (std::size_t i = 0; i + 1 < s.size(); ++i)
          if (s[i].pair == s[i + 1].pair) EXPECT_EQ(shard.contains(s[i]), shard.contains(s[i + 1]));
      }
      for (int owner : owners) EXPECT_EQ(owner, 1);
    }
  EXPECT_EQ(contest::Shard::parse("2/4").index, 2);
  EXPECT_EQ(contest::Shard::parse("2/4").count, 4);
  for (const char* bad : {"", "1", "0/2", "3/2", "1/0", "1/x", "-1/2", "1/2/3", " 1/2"})
    EXPECT_THROW(contest::Shard::parse(bad), std::invalid_argument) << bad;
}

TEST(MatchRunner, PlaysEveryGameInParallelAndWritesOneLineEach) {
  FakeGame game(std::chrono::microseconds(500));
  RunnerOptions o = quiet_options();
  o.jobs = 3;
  o.results = temp_path("parallel.jsonl");
  const std::vector<std::string> players{"a", "b"};
  const auto schedule = contest::make_schedule(Format::RoundRobin, players, 16);
  int calls = 0;
  const MatchReport r =
      contest::run_match(players, schedule, game.hooks(), o, [&](const Result&) { ++calls; });
  EXPECT_EQ(calls, 16);
  EXPECT_EQ(r.played, 16);
  EXPECT_EQ(r.results.size(), 16u);
  for (std::size_t i = 0; i < r.results.size(); ++i)
    EXPECT_EQ(r.results[i].number, static_cast<long>(i) + 1);
  EXPECT_EQ(game.played().size(), 16u);
  EXPECT_EQ(lines_of(o.results).size(), 16u);
  // Openings 0..7: 0 and 4 split, 1 and 5 split, 2 and 6 draw, 3 and 7 go to a.
  const contest::Tally t = r.standings.tally(0, 1);
  EXPECT_EQ(t.wins, 8);
  EXPECT_EQ(t.draws, 4);
  EXPECT_EQ(t.losses, 4);
  EXPECT_EQ(r.standings.pairs(0, 1).count, (std::array<long, 5>{0, 0, 6, 0, 2}));
  EXPECT_EQ(r.results[1].first, "b");
  EXPECT_EQ(r.results[1].points, (std::vector<double>{0, 1}));  // seat 0 (b) won
  EXPECT_EQ(r.results[1].start, "opening 0");
  // The file holds what the runner returned.
  const auto file = contest::read_results(o.results);
  ASSERT_EQ(file.results.size(), 16u);
  for (const Result& line : file.results)
    EXPECT_TRUE(line.same_game(r.results[line.number - 1])) << line.id;
  // Without --resume a file that already holds results is not overwritten.
  EXPECT_THROW(contest::run_match(players, schedule, game.hooks(), o), std::runtime_error);
  std::remove(o.results.c_str());
}

// A match killed half-way and resumed plays only the games it lacks and ends with the same
// totals; the line the kill cut short is dropped and played again.
TEST(MatchRunner, ResumePlaysOnlyTheMissingGames) {
  const std::vector<std::string> players{"a", "b", "c"};
  const auto schedule = contest::make_schedule(Format::RoundRobin, players, 6);
  RunnerOptions o = quiet_options();
  const std::string whole_path = temp_path("whole.jsonl");
  o.results = whole_path;
  FakeGame whole_game;
  const MatchReport whole = contest::run_match(players, schedule, whole_game.hooks(), o);
  const std::vector<std::string> lines = lines_of(o.results);
  ASSERT_EQ(lines.size(), 18u);

  // The "killed" run: every other game, in a shuffled order, and half a line.
  const std::string cut = temp_path("cut.jsonl");
  std::set<long> kept;
  {
    std::ofstream out(cut);
    for (int i = 17; i >= 0; i -= 2) {
      out << lines[i] << "\n";
      kept.insert(contest::from_line(lines[i]).number);
    }
    out << lines[0].substr(0, lines[0].size() / 2);
  }
  FakeGame resumed_game;
  o.results = cut;
  o.resume = true;
  std::ostringstream notes;
  o.progress = &notes;
  const MatchReport resumed = contest::run_match(players, schedule, resumed_game.hooks(), o);
  std::vector<long> missing;
  for (long n = 1; n <= 18; ++n)
    if (!kept.count(n)) missing.push_back(n);
  EXPECT_EQ(resumed_game.played(), missing);
  EXPECT_EQ(resumed.resumed, 9);
  EXPECT_EQ(resumed.played, 9);
  EXPECT_NE(notes.str().find("dropping its last line"), std::string::npos);
  for (int a = 0; a < 3; ++a) {
    EXPECT_EQ(resumed.standings.points(a), whole.standings.points(a));
    for (int b = 0; b < 3; ++b) {
      EXPECT_EQ(resumed.standings.tally(a, b).wins, whole.standings.tally(a, b).wins);
      EXPECT_EQ(resumed.standings.pairs(a, b).count, whole.standings.pairs(a, b).count);
    }
  }
  EXPECT_EQ(contest::summary(resumed.standings), contest::summary(whole.standings));
  EXPECT_EQ(contest::read_results(cut).results.size(), 18u);
  EXPECT_TRUE(contest::read_results(cut).torn.empty());
  // Resuming a finished match plays nothing.
  FakeGame idle;
  EXPECT_EQ(contest::run_match(players, schedule, idle.hooks(), o).played, 0);
  EXPECT_TRUE(idle.played().empty());
  std::remove(cut.c_str());
  std::remove(whole_path.c_str());
}

// A results file of another match is refused rather than mixed in.
TEST(MatchRunner, ResumeRefusesAnotherMatchsResults) {
  const std::vector<std::string> players{"a", "b"};
  RunnerOptions o = quiet_options();
  o.results = temp_path("other.jsonl");
  FakeGame game;
  contest::run_match(players, contest::make_schedule(Format::RoundRobin, players, 4), game.hooks(),
                     o);
  o.resume = true;
  // Other players; fewer games; other starts; another shard.
  EXPECT_THROW(
      contest::run_match({"a", "c"}, contest::make_schedule(Format::RoundRobin, {"a", "c"}, 4),
                         game.hooks(), o),
      std::runtime_error);
  EXPECT_THROW(contest::run_match(players, contest::make_schedule(Format::RoundRobin, players, 2),
                                  game.hooks(), o),
               std::runtime_error);
  GameHooks other = game.hooks();
  other.start = [](const ScheduledGame&) { return std::string("elsewhere"); };
  EXPECT_THROW(
      contest::run_match(players, contest::make_schedule(Format::RoundRobin, players, 4), other, o),
      std::runtime_error);
  o.shard = {1, 2};
  EXPECT_THROW(contest::run_match(players, contest::make_schedule(Format::RoundRobin, players, 4),
                                  game.hooks(), o),
               std::runtime_error);
  // A malformed line names its line.
  std::ofstream(o.results, std::ios::app) << "{\"id\":1}\n";
  o.shard = {};
  try {
    contest::run_match(players, contest::make_schedule(Format::RoundRobin, players, 4),
                       game.hooks(), o);
    ADD_FAILURE();
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()).rfind(o.results + ":5: ", 0), 0u) << e.what();
  }
  std::remove(o.results.c_str());
}

// Shards played apart and merged are the single run, game by game.
TEST(MatchRunner, ShardsMergeToTheWholeMatch) {
  const std::vector<std::string> players{"a", "b", "c"};
  const auto schedule = contest::make_schedule(Format::RoundRobin, players, 5);
  RunnerOptions o = quiet_options();
  o.results = temp_path("single.jsonl");
  FakeGame game;
  const MatchReport single = contest::run_match(players, schedule, game.hooks(), o);
  std::vector<std::string> files;
  long played = 0;
  for (long k = 1; k <= 4; ++k) {
    o.shard = {k, 4};
    o.results = temp_path("shard" + std::to_string(k) + ".jsonl");
    files.push_back(o.results);
    played += contest::run_match(players, schedule, game.hooks(), o).played;
  }
  EXPECT_EQ(played, 15);
  contest::MergeCommand m = contest::parse_merge(
      {"-o", temp_path("merged.jsonl"), files[0], files[1], files[2], files[3]});
  const auto merged = contest::run_merge(m);
  ASSERT_EQ(merged.size(), single.results.size());
  for (std::size_t i = 0; i < merged.size(); ++i)
    EXPECT_TRUE(merged[i].same_game(single.results[i])) << merged[i].id;
  EXPECT_EQ(contest::read_results(m.output).results.size(), 15u);
  EXPECT_EQ(contest::summary(contest::standings_of(merged)), contest::summary(single.standings));
  for (const auto& f : files) std::remove(f.c_str());
  std::remove(m.output.c_str());
  std::remove(temp_path("single.jsonl").c_str());
  EXPECT_THROW(contest::parse_merge({}), std::invalid_argument);
  EXPECT_THROW(contest::parse_merge({"-o"}), std::invalid_argument);
  EXPECT_THROW(contest::parse_merge({"--bogus", "x"}), std::invalid_argument);
}

// A tool that refuses --sprt: merge's usage and help leave it out, and its parser refuses it with
// the tool's one message (not "merge: "), its other errors still its own.
TEST(MatchRunner, MergeWithoutARefusedSprt) {
  const contest::RefusedRunnerOptions refused = {{contest::kSprt, "no test here"}};
  EXPECT_EQ(contest::merge_usage(), "merge [-o FILE] [--sprt SPEC] RESULTS...");
  EXPECT_EQ(contest::merge_usage(refused), "merge [-o FILE] RESULTS...");
  EXPECT_EQ(contest::merge_help(refused).rfind("  merge [-o FILE] RESULTS...\n      ", 0), 0u);
  EXPECT_TRUE(contest::parse_merge({"--sprt", "elo1=5", "a"}).sprt);
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"--sprt", "elo1=5", "a"}, {"a", "--sprt=elo1=5"}}) {
    try {
      contest::parse_merge(args, refused);
      ADD_FAILURE() << "--sprt was taken";
    } catch (const std::invalid_argument& e) {
      EXPECT_STREQ(e.what(), "--sprt: no test here");
    }
  }
  const contest::MergeCommand m = contest::parse_merge({"-o", "out", "a", "b"}, refused);
  EXPECT_EQ(m.output, "out");
  EXPECT_EQ(m.inputs, (std::vector<std::string>{"a", "b"}));
  try {
    contest::parse_merge({"-o", "out"}, refused);
    ADD_FAILURE() << "no files were taken";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "merge: no results files");
  }
}

// The test stops the match once decided: no new pair starts, the pairs under way end.
TEST(MatchRunner, SprtStopsStartingPairsOnceDecided) {
  // The first player wins every game; the eighth pair decides (LLR 3.35, bound 2.94).
  GameHooks h;
  h.start = [](const ScheduledGame&) { return std::string("s"); };
  h.play = [](const ScheduledGame& g, int) {
    contest::Outcome o;
    o.points = g.seats[0] == 0 ? std::vector<double>{1, 0} : std::vector<double>{0, 1};
    return o;
  };
  const std::vector<std::string> players{"strong", "weak"};
  const auto schedule = contest::make_schedule(Format::RoundRobin, players, 100);
  RunnerOptions o = quiet_options();
  o.sprt = contest::Sprt::parse("elo0=0,elo1=200");
  MatchReport r = contest::run_match(players, schedule, h, o);
  EXPECT_EQ(r.played, 16);
  EXPECT_TRUE(r.stopped);
  EXPECT_EQ(r.standings.pairs(0, 1).count[4], 8);
  EXPECT_NE(contest::summary(r.standings, o.sprt).find("H1 accepted"), std::string::npos);
  EXPECT_EQ(contest::decision_line(r),
            "SPRT stopped the match: H1 accepted at game 16 (LLR 3.35)\n");
  o.jobs = 2;
  r = contest::run_match(players, schedule, h, o);
  EXPECT_GE(r.played, 16);
  EXPECT_LE(r.played, 18);
  EXPECT_EQ(r.played % 2, 0);
  // Resumed with half a pair and the test already decided: only that pair's other game is played.
  o.jobs = 1;
  o.results = temp_path("sprt.jsonl");
  contest::run_match(players, schedule, h, o);
  std::vector<std::string> lines = lines_of(o.results);
  ASSERT_EQ(lines.size(), 16u);
  lines.erase(lines.begin() + 3);
  {
    std::ofstream out(o.results);
    for (const auto& l : lines) out << l << "\n";
  }
  o.resume = true;
  r = contest::run_match(players, schedule, h, o);
  EXPECT_EQ(r.played, 1);
  EXPECT_EQ(r.results.size(), 16u);
  std::remove(o.results.c_str());
}

TEST(MatchRunner, AGameThatThrowsStopsTheMatchAndKeepsTheResults) {
  FakeGame game;
  game.throw_at(5);
  RunnerOptions o = quiet_options();
  o.results = temp_path("throw.jsonl");
  const std::vector<std::string> players{"a", "b"};
  const auto schedule = contest::make_schedule(Format::RoundRobin, players, 10);
  EXPECT_THROW(contest::run_match(players, schedule, game.hooks(), o), std::runtime_error);
  EXPECT_EQ(lines_of(o.results).size(), 4u);
  std::remove(o.results.c_str());
}

TEST(MatchRunner, RefusesOptionsThatDoNotFit) {
  FakeGame game;
  const auto three = contest::make_schedule(Format::RoundRobin, {"a", "b", "c"}, 2);
  RunnerOptions o = quiet_options();
  o.sprt = contest::Sprt{};
  EXPECT_THROW(contest::run_match({"a", "b", "c"}, three, game.hooks(), o), std::invalid_argument);
  o.shard = {1, 2};
  EXPECT_THROW(contest::run_match({"a", "b"}, three, game.hooks(), o), std::invalid_argument);
  o = quiet_options();
  o.resume = true;
  EXPECT_THROW(contest::run_match({"a", "b"}, three, game.hooks(), o), std::invalid_argument);
  o.resume = false;
  EXPECT_THROW(contest::run_match({"a", "a"}, three, game.hooks(), o), std::invalid_argument);
  EXPECT_THROW(contest::run_match({"a", "b:c"}, three, game.hooks(), o), std::invalid_argument);
}

// The runner's options on a referee's command line (add_runner_options).
TEST(MatchRunner, ReadsItsOwnOptions) {
  RunnerOptions o;
  std::vector<std::string> rest;
  contest::cli::Command c("referee");
  add_runner_options(c, o);
  c.rest("PLAYER", rest);
  ASSERT_TRUE(c.parse_args({"-j", "3", "--results", "r.jsonl", "--resume", "--shard", "2/5",
                            "--sprt", "elo1=10", "--seed", "77", "-q", "other"}));
  EXPECT_EQ(rest, std::vector<std::string>{"other"});
  EXPECT_EQ(o.jobs, 3);
  EXPECT_EQ(o.results, "r.jsonl");
  EXPECT_TRUE(o.resume);
  EXPECT_EQ(o.shard.index, 2);
  EXPECT_EQ(o.shard.count, 5);
  EXPECT_EQ(o.sprt->elo1, 10);
  EXPECT_EQ(o.seed, 77);
  EXPECT_TRUE(o.quiet);
  const std::vector<std::pair<std::vector<std::string>, std::string>> bad = {
      {{"-j", "0"}, "--jobs: expected a whole number from 1 to 256, got '0'"},
      {{"-j", "2x"}, "--jobs: expected a whole number from 1 to 256, got '2x'"},
      {{"--jobs", "257"}, "--jobs: expected a whole number from 1 to 256, got '257'"},
      {{"-j"}, "--jobs: a value is missing"},
      {{"--seed", "-1"}, "--seed: expected a whole number, got '-1'"},
      {{"--seed", "1e3"}, "--seed: expected a whole number, got '1e3'"},
      {{"--shard", "3/2"}, "--shard: expected K/N with 1 <= K <= N, got '3/2'"},
      {{"--sprt", "elo1=x"}, "--sprt: elo1 is not a number: 'x'"},
      {{"--results", ""}, "--results: an empty file name"},
      {{"--results"}, "--results: a value is missing"},
      {{"--resume=yes"}, "--resume: takes no value"}};
  for (const auto& [args, message] : bad) {
    RunnerOptions fresh;
    contest::cli::Command d("referee");
    add_runner_options(d, fresh);
    try {
      d.parse_args(args);
      ADD_FAILURE() << args[0];
    } catch (const std::invalid_argument& e) {
      EXPECT_EQ(e.what(), message);
    }
  }
}

// The standings of a round robin, ranked, with each pairing's points.
TEST(MatchStandings, Crosstable) {
  FakeGame game;
  const std::vector<std::string> players{"alpha", "beta", "gamma"};
  const MatchReport r =
      contest::run_match(players, contest::make_schedule(Format::RoundRobin, players, 8),
                         game.hooks(), quiet_options());
  // Each pairing: openings 0, 1 split, 2 drawn, 3 to the first-named: 5 of 8 to it.
  EXPECT_EQ(contest::crosstable(r.standings),
            "  # player games  points   score   Elo |   alpha    beta   gamma\n"
            "  1 alpha     16    10.0   62.5%   +89 |       .   5.0/8   5.0/8\n"
            "  2 beta      16     8.0   50.0%    +0 |   3.0/8       .   5.0/8\n"
            "  3 gamma     16     6.0   37.5%   -89 |   3.0/8   3.0/8       .\n");
  const std::string s = contest::summary(r.standings);
  EXPECT_NE(s.find("alpha vs beta: 4 wins, 2 losses, 2 draws in 8 games; score 62.5%"),
            std::string::npos)
      << s;
  EXPECT_NE(s.find("beta vs gamma: 4 wins"), std::string::npos) << s;
}

TEST(MatchStandings, PairingLineWithForfeitsAndTest) {
  Result r;
  r.players = {"a", "b"};
  r.first = "a";
  r.points = {1, 0};
  r.forfeits = {{"b", "exceeded time limit"}};
  contest::Standings s({"a", "b"});
  for (long opening = 0; opening < 3; ++opening) {
    r.opening = opening;
    s.add(r);
    s.add(r);
  }
  EXPECT_EQ(contest::pairing_line(s, 0, 1, contest::Sprt::parse("elo0=0,elo1=50")),
            "a vs b: 6 wins, 0 losses, 0 draws in 6 games; score 100.0% [61.0%, 100.0%] (Wilson "
            "95%); Elo 1199.8 [77.5, 1199.8]; pairs [0 0 0 0 3]; SPRT elo0=0 elo1=50 alpha=0.05 "
            "beta=0.05: LLR 0.40 [-2.94, 2.94] continue; b exceeded time limit x6");
  // From b's side the pairs read backwards.
  EXPECT_EQ(s.pairs(1, 0).count, (std::array<long, 5>{3, 0, 0, 0, 0}));
  EXPECT_EQ(s.tally(1, 0).losses, 6);
}

}  // namespace
