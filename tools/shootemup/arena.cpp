// arena.cpp: the Shot-Em-Up arena (see arena.h and the Rulings in shootemup/README.md).
#include "arena.h"

#include <algorithm>
#include <chrono>
#include <istream>
#include <memory>
#include <ostream>

#include "game.h"

namespace shootemup {

namespace {

using contest::Millis;
using contest::Process;

constexpr std::size_t kMaxLine = 4096;  // longest robot line accepted

// How a combat stands after a step.
enum class Status { Running, Win, Loss, Error };

// A robot line shown inside a `!` message: cut short, so a flood stays readable.
std::string quoted(const std::string& line) {
  const std::size_t max = 60;
  return "'" + (line.size() > max ? line.substr(0, max) + "..." : line) + "'";
}

// Parses an unsigned integer of 1 to 9 digits that makes up the whole of text.
bool parse_count(const std::string& text, long& value) {
  if (text.empty() || text.size() > 9) return false;
  value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    value = value * 10 + (c - '0');
  }
  return true;
}

// The live robot: a process of options.program, restarted by the arena after an error.
class ProcessRobot : public RobotLink {
 public:
  explicit ProcessRobot(const RefereeOptions& options) : options_(options) {}

  bool start(std::string& why) override {
    contest::RunOptions run;
    run.argv = options_.program;
    run.env = options_.env;
    if (process_.start(run)) return true;
    why = process_.error();
    return false;
  }
  bool running() const override { return process_.running(); }
  // A failed write is not an error by itself: whether it fails depends on timing, and the read
  // that follows reports the robot's end deterministically.
  void write_line(const std::string& line) override {
    process_.write_line(line, options_.move_time);
  }
  Read read_line(std::string& line, Millis timeout) override {
    switch (process_.read_line(line, timeout, kMaxLine)) {
      case Process::ReadStatus::Line:
        return Read::Line;
      case Process::ReadStatus::Eof:
        return Read::Eof;
      case Process::ReadStatus::Timeout:
        return Read::Timeout;
      case Process::ReadStatus::Overflow:
        return Read::Overflow;
    }
    return Read::Eof;
  }
  std::string ended() override {
    contest::RunResult end = process_.finish(Millis(1000));
    if (end.verdict == contest::Verdict::Ok || end.verdict == contest::Verdict::ExitCode)
      return "it exited with status " + std::to_string(end.exit_code);
    if (end.verdict == contest::Verdict::Signaled)
      return "it was killed by signal " + std::to_string(end.signal);
    return "it closed its output but kept running";
  }
  std::string finish() override {
    contest::RunResult end = process_.finish(Millis(2000));
    if (end.verdict == contest::Verdict::TimeLimit)
      return "! the robot did not exit at the end of its input and was killed";
    if (!end.ok()) return "! the robot ended with " + end.describe() + " at the end of its input";
    if (end.left_processes) return "! " + std::string(kLeftProcesses);
    return "";
  }
  void kill() override { process_.kill_group(); }

 private:
  const RefereeOptions& options_;
  Process process_;
};

class Arena {
 public:
  Arena(std::ostream& out, const RefereeOptions& options, const RefereeHooks& hooks)
      : out_(out), options_(options), hooks_(hooks) {}

  void command(const std::string& line);
  void finish();
  const RefereeTotals& totals() const { return totals_; }

 private:
  bool start_combat();
  Status step();
  Status run_to_end();
  void abandon();
  void tally(Status status);
  void round(long n);

  bool ensure_robot();
  void send(const std::string& line);
  bool receive(Move& move);
  void robot_error(const std::string& message);
  void print(const std::string& line) {
    if (hooks_.print)
      hooks_.print(line);
    else
      out_ << line << '\n';
  }
  void show_board() {
    for (const auto& row : game_.draw()) print(row);
  }
  // Tells the viewer (hooks_.observe) of a combat begun by `-`.
  void observe(CombatEvent::Kind kind, const std::string& text, const Move& ours = {},
               const std::optional<Move>& theirs = std::nullopt) {
    if (watched_) hooks_.observe(CombatEvent{kind, text, ours, theirs}, game_);
  }

  std::ostream& out_;
  const RefereeOptions& options_;
  const RefereeHooks& hooks_;
  RefereeTotals totals_;
  Rng rng_{0};
  bool seeded_ = true;  // false after a round taken from hooks_.round, until the next G
  std::unique_ptr<RobotLink> robot_;
  Game game_{0, 0, 0, 1};
  bool in_combat_ = false;  // a combat begun by `-` is in progress
  bool echo_ = true;        // false during R: robot lines are not echoed
  bool board_each_move_ = false;
  int pairs_ = 0;
  long round_index_ = 0;  // within R, 1-based, for error messages
  long round_size_ = 0;
  // For hooks_.observe: the combat is one begun by `-` and watched; its `-` line; the last robot
  // error; whether it was stopped at the cap.
  bool watched_ = false;
  std::string combat_line_, last_error_;
  bool capped_ = false;
};

// Step 1. Commands.
void Arena::command(const std::string& line) {
  const char c = line.empty() ? '\0' : line[0];
  // Lines the arena writes itself are skipped, so that its output replays to itself.
  if (std::string("PHNWLMS/!").find(c) != std::string::npos && c != '\0') return;
  print(line);
  long n = 0;
  if (c == '*') return;
  if (c == 'G') {
    if (line.size() > 2 && line[1] == ' ' && parse_count(line.substr(2), n))
      rng_.reseed(static_cast<std::uint64_t>(n)), seeded_ = true;
    else
      print("! bad G command ignored: the seed must be an unsigned integer of at most 9 digits");
    return;
  }
  if (c == 'R') {
    if (line.size() > 2 && line[1] == ' ' && parse_count(line.substr(2), n))
      round(n);
    else
      print("! bad R command ignored: the count must be an unsigned integer of at most 9 digits");
    return;
  }
  if (c == '-') {
    combat_line_ = line;
    start_combat();
    return;
  }
  const bool known =
      line == "+" || line == "." || line == "B" || line == "B1" || line == "B0" || c == 'D';
  if (!known) {
    print("! unknown command ignored");
    return;
  }
  if (!in_combat_) return;  // only G, R and - are executed outside a combat
  if (line == "+") {
    tally(step());
  } else if (line == ".") {
    tally(run_to_end());
  } else if (line == "B") {
    show_board();
  } else if (line == "B1" || line == "B0") {
    board_each_move_ = line == "B1";
  } else if (robot_) {
    robot_->write_line(line);  // D: the echo above is the line sent
  }
}

// Step 2. Combats.
// Draws the start squares and sends P; false if the robot cannot be started (an error).
bool Arena::start_combat() {
  abandon();
  if (!seeded_ && hooks_.unseeded) hooks_.unseeded();
  game_ = Game::random_start(rng_);
  pairs_ = 0;
  ++totals_.combats;
  watched_ = echo_ && hooks_.observe, capped_ = false;
  observe(CombatEvent::Kind::Start, combat_line_);
  if (!ensure_robot()) {
    tally(Status::Error);
    return false;
  }
  in_combat_ = echo_;
  const Robot& you = game_.robot(0);
  send("P " + std::to_string(you.x) + " " + std::to_string(you.y));
  return true;
}

// One pair of moves: the robot's, then the random robot's. After the last pair the cap allows,
// the robot hears L instead of H or N, so that it owes no move when the next combat begins.
Status Arena::step() {
  Move move;
  if (!receive(move)) return Status::Error;
  MoveResult mine = game_.apply(0, move);
  if (mine.fell || mine.killed) {
    const std::string sent = mine.fell ? "L" : "W";
    send(sent);
    observe(CombatEvent::Kind::Pair, sent, move);
    return mine.fell ? Status::Loss : Status::Win;
  }
  const Move their_move = random_robot_move(game_.robot(1), rng_);
  MoveResult theirs = game_.apply(1, their_move);
  ++pairs_;
  Status status = Status::Running;
  std::string sent = "N";
  if (theirs.fell) {
    sent = "W", status = Status::Win;
  } else if (theirs.killed) {
    sent = "L", status = Status::Loss;
  } else if (pairs_ >= options_.max_pairs) {
    print("! combat stopped after " + std::to_string(options_.max_pairs) +
          " move pairs: counted as a loss");
    ++totals_.capped;
    capped_ = true;
    sent = "L", status = Status::Loss;
  } else if (theirs.hit) {
    sent = "H " + std::to_string(theirs.from_dx) + " " + std::to_string(theirs.from_dy);
  }
  send(sent);
  observe(CombatEvent::Kind::Pair, sent, move, their_move);
  if (board_each_move_ && echo_) show_board();
  return status;
}

Status Arena::run_to_end() {
  Status status;
  do status = step();
  while (status == Status::Running);
  return status;
}

// A combat begun by `-` and not ended owes the robot's answer to the last P, H or N it was sent:
// it is read (and echoed) now, so that the robot's next move answers the next combat's P. The
// combat is not counted; an error here is written and ends the robot, as any error does.
void Arena::abandon() {
  if (!in_combat_) return;
  in_combat_ = false;
  Move unused;
  receive(unused);
  observe(CombatEvent::Kind::End, "abandoned");
  watched_ = false;
}

void Arena::tally(Status status) {
  if (status == Status::Running) return;
  in_combat_ = false;
  if (status == Status::Win) ++totals_.wins;
  if (status == Status::Loss) ++totals_.losses;
  if (status == Status::Error) ++totals_.errors;
  if (watched_) {
    std::string how = status == Status::Win ? "win" : "loss";
    if (status == Status::Error) how = "error: " + last_error_;
    if (status == Status::Loss && capped_)
      how += ", combat stopped after " + std::to_string(options_.max_pairs) + " move pairs";
    observe(CombatEvent::Kind::End, how);
  }
  watched_ = false;
}

void Arena::round(long n) {
  abandon();
  const RefereeTotals before = totals_;
  if (hooks_.round) {
    // The round's lines up to its round line are the hook's; its combats are taken as counted.
    const RoundRecord record = hooks_.round(n);
    totals_.combats += n, totals_.wins += record.wins, totals_.losses += record.losses;
    totals_.errors += record.errors, totals_.capped += record.capped;
    if (n > 0) {
      seeded_ = false;  // the round's moves drew from the generator
      if (!record.robot_left) robot_.reset();
      if (record.robot_left && !robot_) ensure_robot();
    }
  } else {
    echo_ = false;
    round_size_ = n;
    for (round_index_ = 1; round_index_ <= n; ++round_index_) {
      if (start_combat()) tally(run_to_end());
    }
    echo_ = true;
  }
  const long w = totals_.wins - before.wins, l = totals_.losses - before.losses,
             e = totals_.errors - before.errors;
  print("! ROUNDS " + std::to_string(n) + " WINS " + std::to_string(w) + " LOSES " +
        std::to_string(l) + " ERRORS " + std::to_string(e) + (2 * w > n ? " PASS" : " FAIL"));
  out_.flush();  // a long input shows its progress round by round
}

// Step 3. The robot process.
bool Arena::ensure_robot() {
  if (robot_ && robot_->running()) return true;
  robot_ = hooks_.robot ? hooks_.robot() : std::make_unique<ProcessRobot>(options_);
  ++totals_.robot_starts;
  std::string why;
  if (robot_->start(why)) return true;
  robot_error("cannot start the robot: " + why);
  robot_.reset();
  return false;
}

// A line to the robot (see ProcessRobot::write_line).
void Arena::send(const std::string& line) {
  if (echo_) print(line);
  if (robot_) robot_->write_line(line);
}

bool Arena::receive(Move& move) {
  if (!robot_) return robot_error("the robot is not running"), false;
  const auto deadline = std::chrono::steady_clock::now() + options_.move_time;
  int comments = 0;
  for (;;) {
    auto left = std::chrono::duration_cast<Millis>(deadline - std::chrono::steady_clock::now());
    std::string line;
    auto status = robot_->read_line(line, std::max(left, Millis(0)));
    if (status == RobotLink::Read::Timeout) {
      robot_error("no move within " + std::to_string(options_.move_time.count()) + " ms");
      return false;
    }
    if (status == RobotLink::Read::Overflow) {
      robot_error("the robot sent a line longer than 4096 bytes");
      return false;
    }
    if (status == RobotLink::Read::Eof) {
      robot_error("the robot ended instead of moving: " + robot_->ended());
      return false;
    }
    if (!line.empty() && line[0] == '/') {
      if (++comments > options_.max_comments) {
        robot_error("more than " + std::to_string(options_.max_comments) +
                    " comment lines before one move");
        return false;
      }
      if (echo_) print(line);
      continue;
    }
    if (auto parsed = parse_move(line)) {
      move = *parsed;
      if (echo_) print(line);
      ++totals_.moves;
      const auto waited = std::chrono::steady_clock::now() - (deadline - options_.move_time);
      totals_.slowest_reply_ms = std::max<long long>(
          totals_.slowest_reply_ms, std::chrono::duration_cast<Millis>(waited).count());
      return true;
    }
    robot_error("the robot sent a bad line " + quoted(line));
    return false;
  }
}

// Any robot error ends its combat and the robot: a fresh one starts with the next combat.
void Arena::robot_error(const std::string& message) {
  last_error_ = message;
  if (echo_)
    print("! ERROR: " + message);
  else
    print("! ERROR in combat " + std::to_string(round_index_) + " of R " +
          std::to_string(round_size_) + ": " + message);
  if (robot_) robot_->kill();
  robot_.reset();
}

void Arena::finish() {
  if (!robot_) return;
  const std::string failure = robot_->finish();
  if (!failure.empty()) print(failure);
  robot_.reset();
}

}  // namespace

RefereeTotals run_referee(std::istream& in, std::ostream& out, const RefereeOptions& options) {
  return run_referee(in, out, options, RefereeHooks{});
}

RefereeTotals run_referee(std::istream& in, std::ostream& out, const RefereeOptions& options,
                          const RefereeHooks& hooks) {
  Arena arena(out, options, hooks);
  std::string line;
  while (std::getline(in, line)) arena.command(line);
  arena.finish();
  out.flush();
  return arena.totals();
}

}  // namespace shootemup
