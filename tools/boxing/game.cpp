// game.cpp: see game.h.
#include "game.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iomanip>
#include <istream>
#include <map>
#include <ostream>
#include <sstream>
#include <stdexcept>

namespace boxing {

std::string temp_file(char mark) { return std::string("/tmp/arena.") + mark; }

namespace {

std::string lock_file(const std::string& dir, char mark) {
  char hex[8];
  std::snprintf(hex, sizeof hex, "%02X", static_cast<unsigned char>(mark));
  return dir + "/boxing-referee." + hex + ".lock";
}

// Whatever a program left under its name goes, a directory with its contents too: nothing may
// carry over to the next game.
void remove_temp_files(const std::vector<Player>& players) {
  for (const Player& p : players) {
    std::error_code ignored;
    std::filesystem::remove_all(temp_file(p.mark), ignored);
  }
}

// The contest's name for a run that did not end normally.
std::string run_forfeit(const contest::RunResult& r) {
  switch (r.verdict) {
    case contest::Verdict::Ok:
      break;
    case contest::Verdict::TimeLimit:
    case contest::Verdict::CpuLimit:  // not set by this referee: the limit is wall clock
      return forfeit_word(contest::Fault::kTime, r);
    case contest::Verdict::OutputLimit:
      return forfeit_word(contest::Fault::kOutput, r);
    case contest::Verdict::Signaled:
    case contest::Verdict::ExitCode:
      return forfeit_word(contest::Fault::kCrash, r);
    case contest::Verdict::SpawnFailed:
      return forfeit_word(contest::Fault::kStart, r);
  }
  if (r.left_processes) return "left processes running";
  return "";
}

void log_result(std::ostream& log, const std::vector<Player>& players, const GameResult& g) {
  log << "result " << players[g.winner].mark;
  for (int s : g.scores) log << ' ' << s;
  log << '\n';
}

}  // namespace

std::string forfeit_word(contest::Fault f, const contest::RunResult& r) {
  switch (f) {
    case contest::Fault::kTime:
      return "timeout";
    case contest::Fault::kOutput:
      return "output flood";
    case contest::Fault::kCrash:  // the contest's word for an exit status and a signal
      return "crash (" + r.describe() + ")";
    case contest::Fault::kStart:
      return "cannot run (" + r.error + ")";
    case contest::Fault::kNoMove:
      return output_error_name(OutputError::NoMove);
    case contest::Fault::kIllegal:
      return "illegal move";
  }
  return "";
}

double GameResult::slowest_move(int player) const {
  double slowest = 0;
  for (const MoveRecord& m : moves)
    if (m.player == player) slowest = std::max(slowest, m.seconds);
  return slowest;
}

MarkLocks::MarkLocks(const std::string& lock_dir, std::vector<char> marks, bool wait) {
  std::sort(marks.begin(), marks.end());
  marks.erase(std::unique(marks.begin(), marks.end()), marks.end());
  for (char m : marks) {
    int fd = open(lock_file(lock_dir, m).c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0) throw std::runtime_error("cannot open " + lock_file(lock_dir, m));
    fds_.push_back(fd);
    if (flock(fd, wait ? LOCK_EX : LOCK_EX | LOCK_NB) != 0) {
      release();
      return;
    }
  }
  held_ = true;
}

MarkLocks::~MarkLocks() { release(); }

void MarkLocks::release() {
  for (int fd : fds_) close(fd);  // closing the file drops its lock
  fds_.clear();
  held_ = false;
}

std::string judge_move(const Player& p, const Arena& arena, contest::Millis limit, MoveCheck& check,
                       double& seconds, std::string* stderr_tail) {
  contest::RunOptions run;
  run.argv = {p.path, std::string(1, p.mark)};
  run.stdin_data = arena.text;
  run.time_limit = limit;
  // Each stream has its own cap: stdout's is a few arenas, so a flood of it is stopped at once;
  // stderr's is large, so that diagnostics are no forfeit (ruling 11).
  run.stdout_limit = kStdoutCap;
  run.stderr_limit = kStderrCap;
  run.env = p.env;
  contest::RunResult r = contest::run_process(run);
  seconds = r.wall_seconds;
  if (stderr_tail) *stderr_tail = r.err.substr(r.err.size() - std::min(r.err.size(), kStderrTail));
  std::string forfeit = run_forfeit(r);
  if (!forfeit.empty()) return forfeit;
  check = check_output(arena, r.out, p.mark);
  if (check.ok()) return "";
  return std::string(output_error_name(check.error)) + ": " + check.detail;
}

GameResult play_game(const std::vector<Player>& players, const Arena& start,
                     const GameOptions& options) {
  if (players.empty()) throw std::invalid_argument("a game needs players");
  for (std::size_t i = 0; i < players.size(); ++i) {
    if (!valid_mark(players[i].mark))
      throw std::invalid_argument(std::string("invalid mark '") + players[i].mark + "'");
    for (std::size_t j = 0; j < i; ++j)
      if (players[j].mark == players[i].mark)
        throw std::invalid_argument(std::string("two players use mark '") + players[i].mark + "'");
  }
  if (start.full()) throw std::invalid_argument("a game cannot start on a full arena");
  std::vector<char> marks;
  for (const Player& p : players) marks.push_back(p.mark);
  MarkLocks lock(options.lock_dir, marks);
  remove_temp_files(players);
  std::ostream* log = options.log;
  if (log) {
    *log << "boxing-log 1\n";
    for (const Player& p : players) *log << "player " << p.mark << ' ' << p.name << '\n';
    *log << "arena\n" << start.text;
  }
  GameResult g;
  g.scores.assign(players.size(), 0);
  g.forfeits.assign(players.size(), "");
  Arena arena = start;
  int left = static_cast<int>(players.size());
  for (std::size_t turn = 0; g.winner < 0; turn = (turn + 1) % players.size()) {
    if (!g.forfeits[turn].empty()) continue;
    if (left == 1) {  // the last one standing
      g.winner = static_cast<int>(turn);
      break;
    }
    const Player& p = players[turn];
    MoveCheck check;
    double seconds = 0;
    std::string err;
    std::string forfeit = judge_move(p, arena, options.time_limit, check, seconds, &err);
    if (!forfeit.empty()) {
      g.forfeits[turn] = forfeit;
      --left;
      if (log) *log << "forfeit " << p.mark << ' ' << forfeit << '\n';
      continue;
    }
    arena.place(check.box, p.mark);
    g.moves.push_back({static_cast<int>(turn), check.box, seconds, err});
    if (log)
      *log << "move " << p.mark << ' ' << check.box.x << ' ' << check.box.y << ' ' << check.box.k
           << ' ' << std::fixed << std::setprecision(3) << seconds << '\n';
    if (arena.full()) g.winner = static_cast<int>(turn);
  }
  g.scores[g.winner] = arena.count(players[g.winner].mark);
  g.final_arena = arena;
  if (log) log_result(*log, players, g);
  remove_temp_files(players);
  return g;
}

}  // namespace boxing
