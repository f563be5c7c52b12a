// replay.cpp: the replay checker (see replay.h and the Rulings in shootemup/README.md).
#include "replay.h"

#include <limits>
#include <memory>
#include <regex>
#include <sstream>

#include "common/core/numbers.h"
#include "common/core/text.h"
#include "game.h"

namespace shootemup {

namespace {

// The first discrepancy, or the first line that cannot be checked: thrown from inside the arena,
// which it leaves like any exception.
struct Discrepancy {
  long line;
  std::string message;
  ReplayReport::Verdict verdict = ReplayReport::Verdict::Mismatch;
};

bool starts_with(const std::string& s, const std::string& prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

// A log line inside a message, quoted: a whole line of the arena's is up to 70 characters.
std::string shown(const std::string& line) { return "'" + contest::shown(line, 70) + "'"; }

// Reads the first number that pattern captures anywhere in the log, if any (the patterns capture
// at most nine digits).
std::optional<long> learned(const std::vector<std::string>& log, const std::regex& pattern) {
  std::smatch m;
  long long v = 0;
  for (const auto& line : log)
    if (std::regex_search(line, m, pattern) && contest::parse_whole(m[1].str(), 0, 999999999, v))
      return static_cast<long>(v);
  return std::nullopt;
}

// Step 1. The robot errors a log may show, and what the robot did to cause each.
struct RobotFault {
  enum Kind { Invalid, CannotStart, Timeout, Overflow, Flood, BadLine, Ended } kind = Invalid;
  std::string detail;  // BadLine: the robot's line as quoted; Ended: how it ended
};

RobotFault classify(const std::string& message, const RefereeOptions& options) {
  static const std::regex how(
      "it exited with status -?[0-9]+|it was killed by signal [0-9]+|"
      "it closed its output but kept running");
  const std::string bad = "the robot sent a bad line '",
                    ended = "the robot ended instead of moving: ";
  if (starts_with(message, "cannot start the robot: ")) return {RobotFault::CannotStart, ""};
  if (message == "no move within " + std::to_string(options.move_time.count()) + " ms")
    return {RobotFault::Timeout, ""};
  if (message == "the robot sent a line longer than 4096 bytes") return {RobotFault::Overflow, ""};
  if (message ==
      "more than " + std::to_string(options.max_comments) + " comment lines before one move")
    return {RobotFault::Flood, ""};
  if (starts_with(message, bad) && message.size() > bad.size() && message.back() == '\'') {
    // The whole line when it is short, else its first 60 bytes and "...": never a move or a `/`.
    std::string line = message.substr(bad.size(), message.size() - bad.size() - 1);
    const bool whole = line.size() <= 60,
               cut = line.size() == 63 && line.compare(60, 3, "...") == 0;
    if ((whole || cut) && (line.empty() || line[0] != '/') && !parse_move(line))
      return {RobotFault::BadLine, line};
  }
  if (starts_with(message, ended) && std::regex_match(message.substr(ended.size()), how))
    return {RobotFault::Ended, message.substr(ended.size())};
  return {};
}

// Step 2. The log as the arena's output and as the robot's replies, read with one cursor.
class Replay {
 public:
  Replay(const std::vector<std::string>& log, const RefereeOptions& options)
      : log_(log), options_(options) {}

  const std::string* peek() const { return pos_ < log_.size() ? &log_[pos_] : nullptr; }
  [[noreturn]] void fail(const std::string& message) const {
    throw Discrepancy{static_cast<long>(pos_) + 1, message};
  }
  std::size_t position() const { return pos_; }
  long round_combats() const { return round_combats_; }

  // A line the arena writes: it must be the log's next line.
  void expect(const std::string& line) {
    if (!peek()) fail("the log ends, but the arena writes " + shown(line) + " here");
    if (*peek() != line)
      fail("the arena writes " + shown(line) + " here, the log has " + shown(*peek()));
    ++pos_;
  }

  // A robot error line the arena wrote in a combat (`! ERROR: ...`), classified.
  RobotFault fault_here() const {
    const std::string head = "! ERROR: ";
    if (!peek() || !starts_with(*peek(), head)) return {};
    return classify(peek()->substr(head.size()), options_);
  }

  RoundRecord round(long n);
  // The `-` line just checked begins a combat that cannot be checked: the log is consistent so
  // far, but nothing after this line can be verified.
  [[noreturn]] void unseeded() const {
    throw Discrepancy{static_cast<long>(pos_),
                      "this combat begins after an R round with no G since, "
                      "and a log holds no moves of R, so the generator's state is unknown",
                      ReplayReport::Verdict::Unverifiable};
  }

 private:
  const std::vector<std::string>& log_;
  const RefereeOptions& options_;
  std::size_t pos_ = 0;
  long round_combats_ = 0;  // combats of R rounds, taken as their round lines count them
};

// An R round: its error lines and capped-combat lines as recorded, then the round line's counts.
// The arena then writes the round line itself from these counts, which checks the rest of it.
RoundRecord Replay::round(long n) {
  static const std::regex error_line("! ERROR in combat ([0-9]+) of R ([0-9]+): (.*)");
  static const std::regex round_line(
      "! ROUNDS [0-9]{1,9} WINS ([0-9]{1,9}) LOSES ([0-9]{1,9}) ERRORS [0-9]{1,9} (PASS|FAIL)");
  const std::string capped = "! combat stopped after " + std::to_string(options_.max_pairs) +
                             " move pairs: counted as a loss";
  RoundRecord record;
  long last = 0;  // the combat of the last error line
  std::smatch m;
  for (; peek() && !starts_with(*peek(), "! ROUNDS "); ++pos_) {
    if (*peek() == capped) {
      ++record.capped;
    } else if (std::regex_match(*peek(), m, error_line)) {
      if (m[2].str() != std::to_string(n))
        fail("an error line of another round than R " + std::to_string(n));
      long long k = 0;
      if (!contest::parse_whole(m[1].str(), 1, n, k) || k <= last)
        fail("combat " + m[1].str() + " cannot have an error line here");
      const std::string message = m[3].str();
      if (classify(message, options_).kind == RobotFault::Invalid)
        fail("not an error the arena writes: " + shown(message));
      last = k, ++record.errors;
    } else {
      fail(
          "during R the arena writes only error lines, capped-combat lines and the round line; "
          "the log has " +
          shown(*peek()));
    }
  }
  if (!peek()) fail("the log ends before the round line of R " + std::to_string(n));
  if (!std::regex_match(*peek(), m, round_line)) fail("not a round line: " + shown(*peek()));
  long long wins = 0, losses = 0;  // nine digits at most: always read
  contest::parse_whole(m[1].str(), 0, 999999999, wins);
  contest::parse_whole(m[2].str(), 0, 999999999, losses);
  record.wins = static_cast<long>(wins), record.losses = static_cast<long>(losses);
  if (record.wins + record.losses + record.errors != n)
    fail("WINS " + m[1].str() + " + LOSES " + m[2].str() + " + " + std::to_string(record.errors) +
         " error lines is not the round's " + std::to_string(n) + " combats");
  if (record.losses < record.capped)
    fail("fewer LOSES than the round's " + std::to_string(record.capped) + " capped combats");
  record.robot_left = last != n;
  round_combats_ += n;
  return record;
}

// Step 3. The robot as the log recorded it.
class RecordedRobot : public RobotLink {
 public:
  RecordedRobot(Replay& replay, const RefereeOptions& options)
      : replay_(replay), options_(options) {}

  bool start(std::string& why) override {
    const std::string head = "! ERROR: cannot start the robot: ";
    if (!replay_.peek() || !starts_with(*replay_.peek(), head)) return true;
    why = replay_.peek()->substr(head.size());
    return false;
  }
  bool running() const override { return true; }  // the arena drops it after each error
  void write_line(const std::string&) override {}

  // The log's line at the cursor is the robot's reply; the arena's echo of it moves the cursor.
  Read read_line(std::string& line, contest::Millis) override {
    const std::string* next = replay_.peek();
    if (next && (starts_with(*next, "/") || starts_with(*next, "M") || starts_with(*next, "S"))) {
      comments_ = next->front() == '/' ? comments_ + 1 : 0;
      line = *next;
      return Read::Line;
    }
    const RobotFault fault = replay_.fault_here();
    switch (fault.kind) {
      case RobotFault::Timeout:
        return Read::Timeout;
      case RobotFault::Overflow:
        return Read::Overflow;
      case RobotFault::Ended:
        ended_ = fault.detail;
        return Read::Eof;
      case RobotFault::BadLine:
        line = fault.detail;
        return Read::Line;
      case RobotFault::Flood:
        if (comments_ != options_.max_comments)
          replay_.fail("a comment flood after " + std::to_string(comments_) + " comment lines");
        line = "/";  // one more: the arena names the flood itself
        return Read::Line;
      default:
        break;
    }
    if (!next) replay_.fail("the log ends where the arena reads the robot's move");
    replay_.fail("the arena reads the robot's move here, but the log has " + shown(*next));
  }
  std::string ended() override { return ended_; }
  std::string finish() override {
    const std::string* next = replay_.peek();
    if (!next) return "";
    const bool failed =
        *next == "! the robot did not exit at the end of its input and was killed" ||
        *next == "! " + std::string(kLeftProcesses) ||
        (starts_with(*next, "! the robot ended with ") && next->size() > 47 &&
         next->compare(next->size() - 24, 24, " at the end of its input") == 0);
    return failed ? *next : "";
  }
  void kill() override {}

 private:
  Replay& replay_;
  const RefereeOptions& options_;
  int comments_ = 0;  // `/` lines returned since the last move
  std::string ended_;
};

}  // namespace

ReplayReport check_replay(const std::vector<std::string>& log, const ReplayOptions& options) {
  // Step 4. The arena's options, as the log shows them. Only the messages depend on the reply
  // time. A log without a capped combat had none, so no cap replays it as well as the real one.
  RefereeOptions arena;
  arena.move_time = contest::Millis(options.move_ms.value_or(
      learned(log, std::regex("no move within ([0-9]{1,9}) ms$")).value_or(10000)));
  arena.max_pairs = options.max_pairs.value_or(
      static_cast<int>(learned(log, std::regex("^! combat stopped after ([0-9]{1,9}) move pairs"))
                           .value_or(std::numeric_limits<int>::max())));
  Replay replay(log, arena);
  RefereeHooks hooks;
  hooks.robot = [&] { return std::make_unique<RecordedRobot>(replay, arena); };
  hooks.print = [&](const std::string& line) { replay.expect(line); };
  hooks.round = [&](long n) { return replay.round(n); };
  hooks.unseeded = [&] { replay.unseeded(); };
  hooks.observe = options.observe;

  // Step 5. The log as the arena's input: the arena skips the lines it writes itself.
  std::ostringstream input;
  for (const auto& line : log) input << line << '\n';
  std::istringstream in(input.str());
  std::ostringstream unused;
  ReplayReport report;
  try {
    report.totals = run_referee(in, unused, arena, hooks);
    if (replay.peek()) replay.fail("the log goes on after the arena's output ends");
    report.verdict = ReplayReport::Verdict::Verified;
  } catch (const Discrepancy& d) {
    report.verdict = d.verdict;
    report.line = d.line;
    report.message = d.message;
  }
  report.lines = static_cast<long>(replay.position());
  report.round_combats = replay.round_combats();
  return report;
}

}  // namespace shootemup
