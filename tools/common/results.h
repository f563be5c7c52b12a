// results.h: one game's result as the match runner records it, one JSON object per line of a
// results file, and the reading and merging of such files.
//
// A line holds these members, in this order (tools/common/README.md shows one):
//   id          "OPENING:FIRST:SECOND": the opening's number and the players in order of play; it
//               names the game in the match's schedule whatever the run, shard or -j
//   game        the game's 1-based number in the whole schedule
//   opening     the 0-based number of the opening (seed, start position) it was played from; both
//               games of a pair share it
//   start       the game's own name for that start: "6x6 L2 T3" in Pousse, an arena in Boxing
//   players     the players of the pairing, in the match's order: the outcome takes the first's
//   view first       the player who moved first outcome     two players: "win", "draw" or "loss"
//   for players[0]; or, instead, scores      more than two players: each player's points, {"NAME":
//   1, ...} end         how the game ended, in the game's own words forfeits    {"NAME": "why",
//   ...}: the players that forfeited ({} when none) moves       moves played info        {"KEY":
//   whole number, ...}: the game's own figures (Boxing: "score", the winner's
//               marks); {} when none
//   slowest_ms  {"NAME": milliseconds, ...}: each player's slowest move
//   log         the game's log file, "" when none was kept
//   wall_ms     the game's wall-clock time
// The members after `info` depend on the machine and the run; the ones before it are the game.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "json.h"

namespace contest {

struct Result {
  std::string id;
  long number = 0;  // "game"
  long opening = 0;
  std::string start;
  std::vector<std::string> players;
  std::string first;
  std::vector<double> points;  // per player of `players`: 1, 0.5, 0 with two ("outcome")
  std::string end;
  std::map<std::string, std::string> forfeits;
  long moves = 0;
  std::map<std::string, long long> info;
  std::map<std::string, long long> slowest_ms;
  std::string log;
  long long wall_ms = 0;

  // Points of the named player, or -1 when it did not play.
  double points_of(const std::string& name) const;
  // The players in order of play: `first`, then the others in the match's order.
  std::vector<std::string> seats() const;
  // Equal as games: every member before slowest_ms (timings and the log's place may differ).
  bool same_game(const Result& other) const;
};

// The id of a game from its opening and its players in order of play.
std::string game_id(long opening, const std::vector<std::string>& seats);

// A player's name as results files allow it: printable ASCII without blanks or ':', at most 64
// characters; empty when the name is fine, else why not.
std::string bad_player_name(const std::string& name);

Json to_json(const Result& r);
std::string to_line(const Result& r);  // the JSON text, without the newline
// Reads one line; throws JsonError (a problem of the JSON) or std::invalid_argument (a valid JSON
// object that is not a result: a member missing, unknown, of the wrong type or inconsistent).
Result from_line(const std::string& line);

// A results file read whole. Every line must be a result ending with a newline, except that a
// last line without its newline (what a referee killed in mid-write leaves) is set aside in
// `torn` rather than refused. Throws std::runtime_error "PATH:LINE: problem" for any other bad
// line and for a game id seen twice. A file that does not exist reads as empty.
struct ResultsFile {
  std::vector<Result> results;
  std::string torn;
  std::size_t good_bytes = 0;  // the length of the file up to the last complete line
};
ResultsFile read_results(const std::string& path);
ResultsFile parse_results(const std::string& text, const std::string& name);

// Results of several files in one list, sorted by game number. A game found twice is kept once
// when both lines are the same game (Result::same_game); otherwise std::runtime_error names the
// two places. Files from different matches (one id, two game numbers) are refused too.
std::vector<Result> merge_results(const std::vector<std::string>& paths);

}  // namespace contest
