// kinds.h: the kinds of tournament as types on the one scheduler of the tournament layer
// (tournament.h). A kind makes a tournament's stages and plays them on a Tournament: a round
// robin, a gauntlet, every order of play of a group, a knockout, or a staged event whose later
// stages are made from the results of the earlier ones. A game supplies only how one game is
// played and scored (GameHooks); resume, -j, shards and the SPRT are the Tournament's, the same
// for every kind. See tools/common/README.md.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "common/match/knockout.h"
#include "common/match/tournament.h"

namespace contest {

// What a kind played: each stage's report in the order played, and its players ranked.
struct KindResult {
  std::vector<MatchReport> stages;
  // The players the kind ranks, best first (indices into Tournament::players()): by points in a
  // stage of pairings (ties in the players' order), the champion then the losers of each round
  // from the last in a knockout (a round's by seed), the last stage's ranking in a staged event.
  std::vector<int> ranking;
};

// A kind of tournament. run is the one way to play any kind; each kind says how in play.
class Kind {
 public:
  using OnResult = std::function<void(const Result&)>;
  virtual ~Kind() = default;
  const std::string& name() const { return name_; }  // "round robin", "knockout", ...
  // Makes the kind's stages and plays them on t, each a Tournament::play with `stage` (its
  // `last` for the last stage only) and on_result. Throws as Tournament::play does.
  KindResult run(Tournament& t, const StageOptions& stage = {},
                 const OnResult& on_result = {}) const {
    return play(t, stage, on_result);
  }

 protected:
  explicit Kind(std::string name) : name_(std::move(name)) {}

 private:
  virtual KindResult play(Tournament& t, const StageOptions& stage,
                          const OnResult& on_result) const = 0;
  std::string name_;
};

// One stage of games made by the caller (numbered by Tournament::game, or make_schedule's).
class Games : public Kind {
 public:
  explicit Games(std::vector<ScheduledGame> games) : Kind("games"), games_(std::move(games)) {}

 private:
  KindResult play(Tournament& t, const StageOptions& stage,
                  const OnResult& on_result) const override;
  std::vector<ScheduledGame> games_;
};

// The pairings of make_schedule, each opening once with each player of a pairing first: a round
// robin or a gauntlet.
class Pairings : public Kind {
 protected:
  Pairings(Format format, long games_per_pairing, bool by_pairing, bool host_second)
      : Kind(format == Format::Gauntlet ? "gauntlet" : "round robin"),
        format_(format),
        games_per_pairing_(games_per_pairing),
        by_pairing_(by_pairing),
        host_second_(host_second) {}

 private:
  KindResult play(Tournament& t, const StageOptions& stage,
                  const OnResult& on_result) const override;
  Format format_;
  long games_per_pairing_;
  bool by_pairing_, host_second_;
};

// Every pair of players (two players: a match), games_per_pairing games each. By opening
// (make_schedule's order): every pairing plays opening 0, then opening 1, ...; by pairing: a
// pairing plays all its games before the next pairing starts (the Boxing contest's stage 1).
class RoundRobin : public Pairings {
 public:
  enum Order { kByOpening, kByPairing };
  explicit RoundRobin(long games_per_pairing, Order order = kByOpening)
      : Pairings(Format::RoundRobin, games_per_pairing, order == kByPairing, false) {}
};

// The first player (the host) against each of the others. With host_second each game names the
// challenger first and the host second, in the players and in the order of play (Showdown's
// seeding: each entrant once as player one against the standard player).
class Gauntlet : public Pairings {
 public:
  explicit Gauntlet(long games_per_pairing, bool host_second = false)
      : Pairings(Format::Gauntlet, games_per_pairing, false, host_second) {}
};

// Every order of play of one group of players, a game each, all on one opening (Boxing's stage
// 2: the entries tied first). A game's players are the group in index order, each game its own
// pair.
class EveryOrder : public Kind {
 public:
  EveryOrder(std::vector<int> players, long opening)
      : Kind("every order"), players_(std::move(players)), opening_(opening) {}

 private:
  KindResult play(Tournament& t, const StageOptions& stage,
                  const OnResult& on_result) const override;
  std::vector<int> players_;
  long opening_;
};

// Single elimination among the seeded players (indices into Tournament::players(), best first),
// as play_knockout (knockout.h): each round a stage on opening first_opening + round - 1.
// on_round sees each round as it ends. --shard and --sprt are refused.
class Knockout : public Kind {
 public:
  using OnRound = std::function<void(int round, const std::vector<Bout>&)>;
  Knockout(std::vector<int> seeded, long first_opening, OnRound on_round = {})
      : Kind("knockout"),
        seeded_(std::move(seeded)),
        first_opening_(first_opening),
        on_round_(std::move(on_round)) {}

 private:
  KindResult play(Tournament& t, const StageOptions& stage,
                  const OnResult& on_result) const override;
  std::vector<int> seeded_;
  long first_opening_;
  OnRound on_round_;
};

// A sequence of kinds, each made when its turn comes from what the ones before it played (their
// results in order; none for the first): Boxing's stage 2 among the entries tied after stage 1,
// Showdown's knockout seeded by its seeding games. A step that returns no kind ends the event.
// Only the last step's kind plays as the last stage (StageOptions::last).
class Staged : public Kind {
 public:
  using Step = std::function<std::unique_ptr<Kind>(const std::vector<KindResult>& before)>;
  explicit Staged(std::vector<Step> steps);  // std::invalid_argument: no step

 private:
  KindResult play(Tournament& t, const StageOptions& stage,
                  const OnResult& on_result) const override;
  std::vector<Step> steps_;
};

// The kind of a Format: a RoundRobin or a Gauntlet of games_per_pairing games a pairing (a
// command's --gauntlet).
std::unique_ptr<Kind> kind_of(Format format, long games_per_pairing);

// A match: a tournament of one stage, the kind's (a RoundRobin, a Gauntlet), as run_match
// (match.h) plays a schedule. Throws std::logic_error for a kind of more than one stage.
MatchReport run_match(const std::vector<std::string>& players, const Kind& kind,
                      const GameHooks& game, const RunnerOptions& options,
                      const std::function<void(const Result&)>& on_result = {});

}  // namespace contest
