// tournament.h: the tournament layer every referee shares, on the match runner's scheduler, worker
// pool and results records. A tournament is one or more stages of games; a stage's games may
// depend on the stages before it (a knockout round on the one before, Boxing's stage 2 on who is
// tied after stage 1). One results file holds every stage's games, one contest::Result a line, so
// a tournament killed anywhere resumes with --resume and ends with the standings of an
// uninterrupted run. A game supplies only "where game g starts" and "play game g" (GameHooks) and
// its own scoring; the kinds (round robin, gauntlet, every order, knockout, staged events) are
// types that make the stages and play them here (kinds.h). See tools/common/README.md.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "common/match/match.h"

namespace contest {

struct StageOptions {
  // No two games under way share a player (Boxing: an entry keeps its mark all tournament): a
  // worker waits while every game left has a player in a game under way.
  bool exclusive = false;
  // on_result sees every game of the stage, the resumed ones included, in game order, each as
  // soon as the games before it have ended (a referee that prints a line per game in order).
  // Otherwise it sees only the games played, as they end.
  bool in_order = false;
  // The last stage: a line of the results file that is no game of this stage or of one before is
  // refused before any game is played (a match, a round robin). Otherwise such lines wait for the
  // later stages, and finish() refuses what no stage took.
  bool last = false;
};

class Tournament {
 public:
  // Reads the results file (options.results) when there is one: without --resume one that holds
  // games is refused (ResultsRefused), with it a cut last line is dropped. `what` names the event
  // in messages ("match", "tournament"). Throws std::invalid_argument for options that do not fit
  // (as run_match) and std::runtime_error for a file that cannot be read.
  Tournament(std::vector<std::string> players, GameHooks game, RunnerOptions options,
             std::string what = "tournament");

  const std::vector<std::string>& players() const { return players_; }
  const RunnerOptions& options() const { return options_; }

  // A game of a stage to come, numbered after every game made before it: `players` in the
  // event's order (indices into players()), `seats` the same in order of play; its id comes from
  // the opening and the seats, so games of different stages need different openings or seats.
  ScheduledGame game(long opening, long pair, std::vector<int> players, std::vector<int> seats);
  // The games of make_schedule, numbered after every game made before them.
  std::vector<ScheduledGame> schedule(Format format, long games_per_pairing);

  // Plays a stage: the games the results file holds are checked (the same id, number, players and
  // start) and kept, the others played options().jobs at once (those of options().shard only),
  // each appended to the file as it ends; an SPRT stops it as in run_match. Returns the stage's
  // report, its results in game order. Throws as run_match does.
  MatchReport play(const std::vector<ScheduledGame>& games, const StageOptions& stage = {},
                   const std::function<void(const Result&)>& on_result = {});

  // Every line of the results file was a game of a stage played; else std::runtime_error
  // "FILE:LINE: game ID is not in this WHAT's schedule".
  void finish() const;

  long resumed() const { return resumed_; }  // games taken from the file, over every stage
  const Standings& standings() const { return standings_; }  // every stage's games

  // The results file's lines, for a game that checks them in its own words before its stages
  // (Lloyd: which square, which entry, which shard).
  struct Kept {
    Result result;
    std::size_t line = 0;  // 1-based, in the file
    bool taken = false;    // by a stage
  };
  const std::vector<Kept>& kept() const { return kept_; }

 private:
  std::map<std::size_t, Result> take_kept(const std::vector<ScheduledGame>& games, bool last);

  std::vector<std::string> players_;
  GameHooks game_;
  RunnerOptions options_;
  std::string what_;
  std::vector<Kept> kept_;
  std::unique_ptr<LineAppender> writer_;
  long next_number_ = 1;
  long resumed_ = 0;
  Standings standings_;
};

// A game's result from its place in the schedule and what it reported: the points in the event's
// order, the first player, the outcome's members. Throws std::logic_error when the points do not
// match the seats.
Result result_of(const ScheduledGame& g, const std::vector<std::string>& players,
                 const std::string& start, const Outcome& out);

// What a game reports, from its result: for a game that makes its results line itself (Lloyd's
// run), so that the layer writes that line. The inverse of result_of.
Outcome outcome_of(const Result& r);

// Every order of play of the given players (Boxing's stage 2), in lexicographic order of their
// sorted indices.
std::vector<std::vector<int>> all_orders(std::vector<int> players);

}  // namespace contest
