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
//               view; one player in a game without opponents (Lloyd's Dilemma: an entry's run)
//   first       the player who moved first
//   outcome     two players: "win", "draw" or "loss" for players[0]; or, instead,
//   scores      one player, or more than two: each player's points, {"NAME": 1, ...}
//   end         how the game ended, in the game's own words
//   forfeits    {"NAME": "why", ...}: the players that forfeited ({} when none)
//   moves       moves played
//   info        {"KEY": whole number, ...}: the game's own figures (Boxing: "score", the winner's
//               marks); {} when none
//   GAME        only in a game that keeps figures of other kinds: an object named after the game
//               ("lloyd"), whose members are the game's to write and check (OwnMember)
//   slowest_ms  {"NAME": milliseconds, ...}: each player's slowest move
//   log         the game's log file, "" when none was kept
//   wall_ms     the game's wall-clock time
// The members after `info` and GAME depend on the machine and the run; the ones before are the
// game.
#pragma once

#include <algorithm>
#include <cstddef>
#include <fstream>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/core/json.h"

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
  // The game's own member (GAME above): its name, "" when none, and its object.
  std::string own_name;
  Json own;
  std::map<std::string, long long> slowest_ms;
  std::string log;
  long long wall_ms = 0;

  // Points of the named player, or -1 when it did not play.
  double points_of(const std::string& name) const;
  // The players in order of play, as the id names them (`first`, then the others in the match's
  // order, when the id does not agree with the players).
  std::vector<std::string> seats() const;
  // Equal as games: every member before slowest_ms, the game's own too (timings and the log's
  // place may differ).
  bool same_game(const Result& other) const;
};

// The id of a game from its opening and its players in order of play.
std::string game_id(long opening, const std::vector<std::string>& seats);

// A player's name as results files allow it: printable ASCII without blanks or ':', at most 64
// characters; empty when the name is fine, else why not.
std::string bad_player_name(const std::string& name);

// Reading a record's line strictly (a result here, a Lloyd run in tools/lloyd/referee.h): the line
// must be a JSON object with no member outside `known`, and each member read must be there with
// its type. Throw JsonError (not JSON) or std::invalid_argument saying what is wrong.
Json strict_object(const std::string& line, const std::vector<std::string>& known);
const Json& required_member(const Json& o, const char* key, Json::Type type, const char* type_name);
std::string required_text(const Json& o, const char* key);  // a string member
// A whole-number member from lo to hi (hi at most 2^53, which a double holds exactly).
long long required_whole(const Json& o, const char* key, long long lo, long long hi);

// The member of its own that a game's results carry (GAME above): its name and the check of a
// result read with it, own already set (throws std::invalid_argument saying what is wrong). A
// reader given one requires the member, an object, on every line; a reader given none refuses it
// as unknown.
struct OwnMember {
  std::string name;
  std::function<void(const Result&)> check;
};

Json to_json(const Result& r);
std::string to_line(const Result& r);  // the JSON text, without the newline
// Reads one line; throws JsonError (a problem of the JSON) or std::invalid_argument (a valid JSON
// object that is not a result: a member missing, unknown, of the wrong type or inconsistent).
Result from_line(const std::string& line, const OwnMember* own = nullptr);

// The framing every results file shares, whatever its record (a game here, a Lloyd run in
// tools/lloyd/referee.h): every record is one line ending with a newline, except that a last line
// without its newline (what a writer killed in mid-write leaves) is set aside in `torn` rather
// than refused.
struct LineFraming {
  std::string torn;
  std::size_t good_bytes = 0;  // the length of the file up to the last complete line
};
// Reads `text` (the file `name`) line by line: take(line) reads and keeps one record and returns
// its key. Throws std::runtime_error "NAME:LINE: problem" for what take throws and for a key seen
// twice ("NAME:LINE: KIND KEY again").
LineFraming parse_lines(const std::string& text, const std::string& name, const std::string& kind,
                        const std::function<std::string(const std::string& line)>& take);
// A file's whole text; "" for a file that does not exist; std::runtime_error when unreadable.
std::string read_line_file(const std::string& path);

// A --results FILE that already holds records, given without --resume.
struct ResultsRefused : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// What --results and --resume make of a line file read whole (f) that holds `records` records:
// without --resume a file that holds any, or a cut line, is refused ("PATH already holds results:
// --resume continues that WHAT"); with it a cut last line (what a run killed in mid-write leaves)
// is dropped from the file, with a note on `notes`, so that its record is made again.
void continue_line_file(const std::string& path, const LineFraming& f, std::size_t records,
                        bool resume, const std::string& what, std::ostream& notes);

// A results file read whole (LineFraming); a game id seen twice is refused. A file that does not
// exist reads as empty.
struct ResultsFile : LineFraming {
  std::vector<Result> results;
};
ResultsFile read_results(const std::string& path, const OwnMember* own = nullptr);
ResultsFile parse_results(const std::string& text, const std::string& name,
                          const OwnMember* own = nullptr);

// How a merge names its records in messages: "game", "games", "results of different matches".
struct RecordWords {
  const char* one;
  const char* many;
  const char* strangers;  // what two files giving one number two ids are
};
// The records of several line files in one list, sorted by number (Record has `id` and
// `number`). A record found twice is kept once when both lines agree (same); otherwise
// std::runtime_error names the two places. Files that give one number two ids are refused, and
// so is a missing file or one whose last line is cut.
template <typename Read, typename File, typename Record>
std::vector<Record> merge_line_files(const std::vector<std::string>& paths, const RecordWords& w,
                                     Read read, std::vector<Record> File::*records,
                                     bool (Record::*same)(const Record&) const) {
  struct Seen {
    Record record;
    std::string where;
  };
  std::map<std::string, Seen> by_id;
  std::map<long, std::string> id_of_number;
  for (const std::string& path : paths) {
    if (!std::ifstream(path)) throw std::runtime_error("cannot read " + path);
    const File f = read(path);
    if (!f.torn.empty())
      throw std::runtime_error(path + ": the last line has no newline (a run still going, or cut)");
    const std::vector<Record>& list = f.*records;
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Record& r = list[i];
      const std::string where = path + ":" + std::to_string(i + 1);
      const auto [number, fresh] = id_of_number.emplace(r.number, r.id);
      if (!fresh && number->second != r.id)
        throw std::runtime_error(where + ": " + w.one + " " + std::to_string(r.number) + " is " +
                                 r.id + ", but " + by_id[number->second].where + " has it as " +
                                 number->second + ": " + w.strangers);
      const auto [seen, added] = by_id.emplace(r.id, Seen{r, where});
      if (!added && !(seen->second.record.*same)(r))
        throw std::runtime_error(where + ": " + w.one + " " + r.id + " differs from " +
                                 seen->second.where + ": two different " + w.many + " with one id");
    }
  }
  std::vector<Record> merged;
  for (auto& [id, seen] : by_id) merged.push_back(std::move(seen.record));
  std::sort(merged.begin(), merged.end(),
            [](const Record& a, const Record& b) { return a.number < b.number; });
  return merged;
}

// Results of several files in one list, sorted by game number (merge_line_files): a game found
// twice must be the same game (Result::same_game); one id, two game numbers: different matches.
std::vector<Result> merge_results(const std::vector<std::string>& paths,
                                  const OwnMember* own = nullptr);

// A file open for appending one line at a time, each by one write(2): a line is in the file whole
// or not at all, whatever happens to the writer after it. An empty path writes nothing.
class LineAppender {
 public:
  explicit LineAppender(const std::string& path);  // std::runtime_error "cannot write PATH: ..."
  ~LineAppender();
  LineAppender(const LineAppender&) = delete;
  LineAppender& operator=(const LineAppender&) = delete;
  void write(const std::string& line);  // the line without its newline; std::runtime_error

 private:
  std::string path_;
  int fd_ = -1;
};

}  // namespace contest
