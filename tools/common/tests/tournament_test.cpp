// Tests of the tournament layer (tools/common/match/tournament.h, knockout.h) on a game without
// processes: every kind (round robin, gauntlet, knockout with seeding, a staged event) killed
// half-way and resumed ends with the standings of an uninterrupted run; an exclusive stage never
// has two games of one player under way; a file of another tournament is refused. The kinds as
// types (kinds.h): each one's schedule, a staged event whose second stage depends on the first,
// and its resume after a kill between the stages.
#include "common/match/tournament.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "common/match/kinds.h"
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

// ---- The kinds as types (kinds.h) ---------------------------------------------------------------

// "number opening pair id players seats": a game of a schedule, for comparing schedules.
std::string text_of(const ScheduledGame& g) {
  std::string out = std::to_string(g.number) + " " + std::to_string(g.opening) + " " +
                    std::to_string(g.pair) + " " + g.id + " ";
  for (int p : g.players) out += std::to_string(p);
  out += " ";
  for (int p : g.seats) out += std::to_string(p);
  return out;
}

std::vector<std::string> texts_of(const std::vector<ScheduledGame>& games) {
  std::vector<std::string> out;
  for (const ScheduledGame& g : games) out.push_back(text_of(g));
  return out;
}

// The games a kind plays, in game order, as the game is handed them; its result to *result.
std::vector<std::string> played_by(const contest::Kind& kind, contest::KindResult* result = nullptr,
                                   const std::vector<std::string>& players = kPlayers) {
  RunnerOptions o;
  o.quiet = true;
  FakeGame game;
  contest::GameHooks h = game.hooks();
  std::mutex lock;
  std::map<long, ScheduledGame> seen;
  const auto play = h.play;
  h.play = [&](const ScheduledGame& g, int slot) {
    {
      std::lock_guard<std::mutex> guard(lock);
      seen[g.number] = g;
    }
    return play(g, slot);
  };
  Tournament t(players, h, o);
  const contest::KindResult r = kind.run(t);
  t.finish();
  if (result) *result = r;
  std::vector<std::string> out;
  for (const auto& [number, g] : seen) out.push_back(text_of(g));
  return out;
}

TEST(TournamentKinds, RoundRobinAndGauntletPlayMakeSchedulesGames) {
  contest::KindResult r;
  EXPECT_EQ(played_by(contest::RoundRobin(3), &r),
            texts_of(contest::make_schedule(Format::RoundRobin, kPlayers, 3)));
  ASSERT_EQ(r.stages.size(), 1u);
  EXPECT_EQ(r.stages[0].played, 30);
  // The lower index wins on opening 0 and the one who moves last on opening 1: by points.
  EXPECT_EQ(r.ranking, (std::vector<int>{0, 1, 2, 3, 4}));
  EXPECT_EQ(played_by(contest::Gauntlet(4), &r),
            texts_of(contest::make_schedule(Format::Gauntlet, kPlayers, 4)));
  EXPECT_EQ(r.stages[0].played, 16);
  EXPECT_EQ(played_by(*contest::kind_of(Format::Gauntlet, 2)),
            texts_of(contest::make_schedule(Format::Gauntlet, kPlayers, 2)));
  EXPECT_EQ(contest::kind_of(Format::RoundRobin, 2)->name(), "round robin");
}

TEST(TournamentKinds, ARoundRobinByPairingPlaysAPairingsGamesTogether) {
  // Three players, six games a pairing on three openings: a-b's six games, then a-c's, b-c's.
  const std::vector<std::string> abc{"a", "b", "c"};
  const std::vector<std::string> games =
      played_by(contest::RoundRobin(6, contest::RoundRobin::kByPairing), nullptr, abc);
  ASSERT_EQ(games.size(), 18u);
  EXPECT_EQ(games[0], "1 0 0 0:a:b 01 01");
  EXPECT_EQ(games[1], "2 0 0 0:b:a 01 10");
  EXPECT_EQ(games[2], "3 1 1 1:a:b 01 01");
  EXPECT_EQ(games[5], "6 2 2 2:b:a 01 10");
  EXPECT_EQ(games[6], "7 0 3 0:a:c 02 02");
  EXPECT_EQ(games[17], "18 2 8 2:c:b 12 21");
  // The same games as by opening, in another order.
  std::vector<std::string> ids, by_opening_ids;
  for (const std::string& g : games) ids.push_back(g.substr(g.find(':') - 1));
  for (const std::string& g : played_by(contest::RoundRobin(6), nullptr, abc))
    by_opening_ids.push_back(g.substr(g.find(':') - 1));
  std::sort(ids.begin(), ids.end());
  std::sort(by_opening_ids.begin(), by_opening_ids.end());
  EXPECT_EQ(ids, by_opening_ids);
}

TEST(TournamentKinds, AGauntletWithTheHostSecondNamesTheChallengerFirst) {
  // Showdown's seeding: each entrant once as player one against the first player.
  EXPECT_EQ(played_by(contest::Gauntlet(1, true)),
            (std::vector<std::string>{"1 0 0 0:b:a 10 10", "2 0 1 0:c:a 20 20", "3 0 2 0:d:a 30 30",
                                      "4 0 3 0:e:a 40 40"}));
  EXPECT_EQ(played_by(contest::Gauntlet(2, true))[1], "2 0 0 0:a:b 10 01");
}

TEST(TournamentKinds, EveryOrderPlaysEachOrderOfTheGroupOnItsOpening) {
  contest::KindResult r;
  const std::vector<std::string> games = played_by(contest::EveryOrder({3, 1, 2}, 5), &r);
  EXPECT_EQ(games, (std::vector<std::string>{"1 5 0 5:b:c:d 123 123", "2 5 1 5:b:d:c 123 132",
                                             "3 5 2 5:c:b:d 123 213", "4 5 3 5:c:d:b 123 231",
                                             "5 5 4 5:d:b:c 123 312", "6 5 5 5:d:c:b 123 321"}));
  // On an odd opening the last to move wins: each player twice.
  EXPECT_EQ(r.ranking, (std::vector<int>{1, 2, 3}));
}

TEST(TournamentKinds, AKnockoutRanksTheChampionThenTheLosersOfEachRound) {
  contest::KindResult r;
  std::vector<int> rounds;
  const std::vector<std::string> games =
      played_by(contest::Knockout(
                    {4, 3, 2, 1, 0}, 1,
                    [&](int round, const std::vector<contest::Bout>&) { rounds.push_back(round); }),
                &r);
  EXPECT_EQ(rounds, (std::vector<int>{1, 2, 3}));
  ASSERT_EQ(r.stages.size(), 3u);  // a stage a round
  EXPECT_EQ(games.size(), 4u);
  // Seeds 1..5 are e, d, c, b, a. Round 1 (odd opening, the second to move wins): 4-5 (b, a),
  // a wins; round 2 (even, the lower index wins): 1-5 (e, a) and 2-3 (d, c), a and c win; the
  // final (odd): 3-5 (c, a), a wins. Then c, then e and d (seeds 1, 2), then b.
  EXPECT_EQ(games[0], "1 1 0 1:b:a 10 10");
  EXPECT_EQ(r.ranking, (std::vector<int>{0, 2, 4, 3, 1}));
  RunnerOptions o;
  o.quiet = true;
  o.shard = {1, 2};
  FakeGame game;
  Tournament sharded(kPlayers, game.hooks(), o);
  EXPECT_THROW(contest::Knockout({0, 1}, 1).run(sharded), std::invalid_argument);
}

// A staged event: a round robin, then every order of play of the last three of its ranking on
// opening 2, then nothing (a step that gives no kind ends the event).
contest::Staged round_robin_then_the_last_three(std::vector<int>* second) {
  return contest::Staged(
      {[](const std::vector<contest::KindResult>& before) {
         EXPECT_TRUE(before.empty());
         return std::make_unique<contest::RoundRobin>(2);
       },
       [second](const std::vector<contest::KindResult>& before) {
         EXPECT_EQ(before.size(), 1u);
         const std::vector<int>& ranked = before.at(0).ranking;
         *second = std::vector<int>(ranked.end() - 3, ranked.end());
         return std::make_unique<contest::EveryOrder>(*second, 2);
       },
       [](const std::vector<contest::KindResult>&) { return std::unique_ptr<contest::Kind>(); },
       [](const std::vector<contest::KindResult>&) -> std::unique_ptr<contest::Kind> {
         ADD_FAILURE() << "a step after the end";
         return nullptr;
       }});
}

TEST(TournamentKinds, AStagedEventMakesItsSecondStageFromTheFirst) {
  std::vector<int> second;
  contest::KindResult r;
  const std::vector<std::string> games = played_by(round_robin_then_the_last_three(&second), &r);
  ASSERT_EQ(r.stages.size(), 2u);
  EXPECT_EQ(r.stages[0].played, 20);
  EXPECT_EQ(r.stages[1].played, 6);
  // On opening 0 the lower index wins: stage 1 ranks a, b, c, d, e; the last three are c, d, e.
  EXPECT_EQ(second, (std::vector<int>{2, 3, 4}));
  ASSERT_EQ(games.size(), 26u);
  EXPECT_EQ(games[20], "21 2 0 2:c:d:e 234 234");
  EXPECT_EQ(r.ranking, (std::vector<int>{2, 3, 4}));  // stage 2's: the lowest index wins
  // A match is one stage: a staged event is refused there.
  FakeGame game;
  RunnerOptions o;
  o.quiet = true;
  EXPECT_THROW(
      contest::run_match(kPlayers, round_robin_then_the_last_three(&second), game.hooks(), o),
      std::logic_error);
}

TEST(TournamentKinds, AStagedEventKilledBetweenItsStagesResumes) {
  // Stage 1's 20 games kept, the first game of stage 2 cut in mid-line: only stage 2 is played.
  expect_resumes(
      [](Tournament& t) {
        std::vector<int> second;
        StageOptions exclusive;
        exclusive.exclusive = exclusive.in_order = true;
        std::string out;
        const contest::KindResult r = round_robin_then_the_last_three(&second).run(
            t, exclusive, [&](const Result& g) { out += g.id + " "; });
        out += "\n";
        for (int p : r.ranking) out += t.players()[p] + " ";
        return out + "\n" + table(t.standings());
      },
      "staged-kind", 20);
}

}  // namespace
