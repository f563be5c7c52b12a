// Tests of the tournament layer (tools/common/match/tournament.h, knockout.h) on a game without
// processes: every kind (round robin, gauntlet, knockout with seeding, a staged event) killed
// half-way and resumed ends with the standings of an uninterrupted run; an exclusive stage never
// has two games of one player under way; a file of another tournament is refused.
#include "common/match/tournament.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <mutex>
#include <set>
#include <thread>

#include "common/match/knockout.h"
#include "common/tests/test_files.h"

namespace {

using contest::Format;
using contest::MatchReport;
using contest::Result;
using contest::RunnerOptions;
using contest::ScheduledGame;
using contest::StageOptions;
using contest::Tournament;

const std::vector<std::string> kPlayers{"a", "b", "c", "d", "e"};

// A game the player with the lower index wins, except on an odd opening, where the one who moves
// last wins (so a staged event has ties to break). It records what it played and whether two
// games under way ever shared a player.
class FakeGame {
 public:
  contest::GameHooks hooks() {
    contest::GameHooks h;
    h.start = [](const ScheduledGame& g) { return "start " + std::to_string(g.opening); };
    h.play = [this](const ScheduledGame& g, int) {
      {
        std::lock_guard<std::mutex> guard(lock_);
        played_.insert(g.number);
        for (int p : g.players) shared_ = !busy_.insert(p).second || shared_;
      }
      std::this_thread::sleep_for(std::chrono::microseconds(300));
      contest::Outcome o;
      o.points.assign(g.seats.size(), 0);
      if (g.opening % 2)
        o.points.back() = 1;
      else
        o.points[std::min_element(g.seats.begin(), g.seats.end()) - g.seats.begin()] = 1;
      o.end = "normal";
      std::lock_guard<std::mutex> guard(lock_);
      for (int p : g.players) busy_.erase(p);
      return o;
    };
    return h;
  }
  std::set<long> played() const { return played_; }
  bool shared() const { return shared_; }

 private:
  std::mutex lock_;
  std::set<long> played_;
  std::set<int> busy_;
  bool shared_ = false;
};

std::string temp_path(const std::string& name) {
  return contest::test::temp_path("tournament-test-", name);
}

using contest::test::lines_of;

// What a kind of tournament prints at the end, from a tournament on its file.
using Kind = std::function<std::string(Tournament&)>;

// Runs a kind whole, then again on its file cut after `keep` lines and half a line, with
// --resume: the second run plays only the games the file lacks and prints the same.
void expect_resumes(const Kind& kind, const std::string& name, std::size_t keep) {
  RunnerOptions o;
  o.quiet = true;
  o.jobs = 2;
  const std::string whole_path = temp_path(name + "-whole.jsonl");
  o.results = whole_path;
  FakeGame whole_game;
  Tournament whole(kPlayers, whole_game.hooks(), o);
  const std::string want = kind(whole);
  whole.finish();
  const std::vector<std::string> lines = lines_of(o.results);
  ASSERT_GT(lines.size(), keep + 1) << name;

  const std::string cut = temp_path(name + "-cut.jsonl");
  std::set<long> kept;
  {
    std::ofstream out(cut);
    for (std::size_t i = 0; i < keep; ++i) {
      out << lines[i] << "\n";
      kept.insert(contest::from_line(lines[i]).number);
    }
    out << lines[keep].substr(0, lines[keep].size() / 2);
  }
  o.results = cut;
  o.resume = true;
  std::ostringstream notes;
  o.progress = &notes;
  FakeGame resumed_game;
  Tournament resumed(kPlayers, resumed_game.hooks(), o);
  EXPECT_EQ(kind(resumed), want) << name;
  resumed.finish();
  EXPECT_EQ(resumed.resumed(), static_cast<long>(keep)) << name;
  EXPECT_EQ(resumed_game.played().size() + keep, lines.size()) << name;
  for (long n : resumed_game.played()) EXPECT_EQ(kept.count(n), 0u) << name << " game " << n;
  EXPECT_EQ(lines_of(cut).size(), lines.size()) << name;
  std::remove(cut.c_str());
  std::remove(whole_path.c_str());
}

std::string table(const contest::Standings& s) { return contest::summary(s); }

TEST(TournamentLayer, RoundRobinResumesAfterAKill) {
  expect_resumes(
      [](Tournament& t) {
        StageOptions last;
        last.last = true;
        t.play(t.schedule(Format::RoundRobin, 4), last);
        return table(t.standings());
      },
      "roundrobin", 17);
}

TEST(TournamentLayer, GauntletResumesAfterAKill) {
  expect_resumes(
      [](Tournament& t) {
        t.play(t.schedule(Format::Gauntlet, 6));
        return table(t.standings());
      },
      "gauntlet", 9);
}

// Seeding (each player once against a, who is not seeded), then a knockout of the others.
std::string seeded_knockout(Tournament& t) {
  std::vector<ScheduledGame> seeding;
  for (int p = 1; p < 5; ++p) seeding.push_back(t.game(0, p, {p, 0}, {p, 0}));
  const MatchReport s = t.play(seeding);
  std::vector<int> seeded{1, 2, 3, 4};  // by points against a
  std::stable_sort(seeded.begin(), seeded.end(),
                   [&](int x, int y) { return s.standings.points(x) > s.standings.points(y); });
  std::string out;
  const contest::KnockoutResult k =
      contest::play_knockout(t, seeded, 1, [&](int round, const std::vector<contest::Bout>& b) {
        out += "round " + std::to_string(round) + ":";
        for (const contest::Bout& bout : b)
          out += " " + std::to_string(bout.high) + "-" + std::to_string(bout.low) + ">" +
                 std::to_string(bout.winner);
        out += "\n";
      });
  return out + "champion seed " + std::to_string(k.champion) + "\n" + table(t.standings());
}

TEST(TournamentLayer, KnockoutWithSeedingResumesAfterAKill) {
  expect_resumes(seeded_knockout, "knockout", 5);
}

TEST(TournamentLayer, KnockoutGivesByesToTheTopSeedsAndTheHigherSeedWinsATie) {
  EXPECT_EQ(contest::bracket_order(8), (std::vector<int>{1, 8, 4, 5, 2, 7, 3, 6}));
  using Pairs = std::vector<std::pair<int, int>>;
  EXPECT_EQ(contest::round_pairs({5, 3, 1, 0, 0, 2}), (Pairs{{3, 5}, {1, 0}, {2, 0}}));
  RunnerOptions o;
  o.quiet = true;
  FakeGame game;
  Tournament t(kPlayers, game.hooks(), o);
  // Seeds 1..5 are players e, d, c, b, a: on an even opening the lower index wins, so the
  // lowest seed still standing wins every bout it plays; rounds 1 and 3 are on odd openings.
  const contest::KnockoutResult k = contest::play_knockout(t, {4, 3, 2, 1, 0}, 1);
  ASSERT_EQ(k.rounds.size(), 3u);
  EXPECT_EQ(k.rounds[0].size(), 4u);  // 1-bye, 4-5, 2-bye, 3-bye
  EXPECT_EQ(k.rounds[0][0].low, 0);
  EXPECT_FALSE(k.rounds[0][0].result);
  EXPECT_EQ(k.rounds[0][1].high, 4);
  EXPECT_EQ(k.rounds[0][1].winner, 5);  // odd opening: the second to move, seed 5
  EXPECT_EQ(game.played().size(), 4u);  // 1 + 2 + 1 bouts
  EXPECT_EQ(k.champion, k.rounds[2][0].winner);
  o.shard = {1, 2};
  Tournament sharded(kPlayers, game.hooks(), o);
  EXPECT_THROW(contest::play_knockout(sharded, {0, 1}, 1), std::invalid_argument);
}

// Boxing's kind: stage 1 every pair, stage 2 every order of play among the players tied first.
std::string staged(Tournament& t) {
  StageOptions exclusive;
  exclusive.exclusive = true;
  exclusive.in_order = true;
  std::string out;
  const auto line = [&](const Result& r) { out += r.id + " "; };
  const MatchReport one = t.play(t.schedule(Format::RoundRobin, 2), exclusive, line);
  std::vector<int> tied;
  double best = -1;
  for (int p = 0; p < 5; ++p) best = std::max(best, one.standings.points(p));
  for (int p = 0; p < 5; ++p)
    if (one.standings.points(p) == best) tied.push_back(p);
  tied.push_back(4);  // three players in stage 2, whatever stage 1 gave
  std::vector<ScheduledGame> two;
  for (const auto& order : contest::all_orders(tied)) two.push_back(t.game(2, 100, tied, order));
  const MatchReport second = t.play(two, exclusive, line);
  return out + "\n" + table(one.standings) + table(second.standings);
}

TEST(TournamentLayer, StagedEventResumesAfterAKill) { expect_resumes(staged, "staged", 12); }

TEST(TournamentLayer, AnExclusiveStageNeverPlaysOnePlayerTwiceAtOnce) {
  RunnerOptions o;
  o.quiet = true;
  o.jobs = 4;
  FakeGame game;
  Tournament t(kPlayers, game.hooks(), o);
  StageOptions exclusive;
  exclusive.exclusive = true;
  std::vector<long> seen;
  exclusive.in_order = true;
  const MatchReport r = t.play(t.schedule(Format::RoundRobin, 6), exclusive,
                               [&](const Result& res) { seen.push_back(res.number); });
  EXPECT_EQ(r.played, 60);
  EXPECT_FALSE(game.shared());
  ASSERT_EQ(seen.size(), 60u);
  for (std::size_t i = 0; i < seen.size(); ++i) EXPECT_EQ(seen[i], static_cast<long>(i) + 1);
}

TEST(TournamentLayer, RefusesAFileOfAnotherTournament) {
  RunnerOptions o;
  o.quiet = true;
  o.results = temp_path("other.jsonl");
  FakeGame game;
  {
    Tournament t(kPlayers, game.hooks(), o);
    seeded_knockout(t);
  }
  o.resume = true;
  // Stage 1 taken, but a game of another round 1 (other seeds) is refused when its number comes.
  Tournament other(kPlayers, game.hooks(), o);
  std::vector<ScheduledGame> seeding;
  for (int p = 1; p < 5; ++p) seeding.push_back(other.game(0, p, {p, 0}, {p, 0}));
  other.play(seeding);
  EXPECT_THROW(contest::play_knockout(other, {4, 3, 2, 1}, 1), std::runtime_error);
  // Lines no stage takes are refused at the end.
  Tournament shorter(kPlayers, game.hooks(), o);
  std::vector<ScheduledGame> again;
  for (int p = 1; p < 5; ++p) again.push_back(shorter.game(0, p, {p, 0}, {p, 0}));
  shorter.play(again);
  try {
    shorter.finish();
    ADD_FAILURE();
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find(":5: game 1:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("is not in this tournament's schedule"), std::string::npos)
        << e.what();
  }
  std::remove(o.results.c_str());
}

}  // namespace
