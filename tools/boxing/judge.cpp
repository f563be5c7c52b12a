// judge.cpp: see judge.h.
#include "judge.h"

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
      return "timeout";
    case contest::Verdict::OutputLimit:
      return "output flood";
    case contest::Verdict::Signaled:
    case contest::Verdict::ExitCode:  // the contest's word for both
      return "crash (" + r.describe() + ")";
    case contest::Verdict::SpawnFailed:
      return "cannot run (" + r.error + ")";
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
  // The runner's cap holds for stdout and stderr each: stderr's, so that diagnostics are no
  // forfeit; stdout's own, smaller, cap is checked here.
  run.output_limit = kStderrCap;
  run.env = p.env;
  contest::RunResult r = contest::run_process(run);
  seconds = r.wall_seconds;
  if (stderr_tail) *stderr_tail = r.err.substr(r.err.size() - std::min(r.err.size(), kStderrTail));
  std::string forfeit = run_forfeit(r);
  if (!forfeit.empty()) return forfeit;
  if (r.out.size() > kStdoutCap) return "output flood";
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

std::string replay_log(std::istream& in, GameResult* out) {
  std::string line, word;
  auto fail = [&](const std::string& why) { return "log: " + why; };
  if (!std::getline(in, line) || line != "boxing-log 1") return fail("missing header");
  std::vector<char> marks;
  while (std::getline(in, line) && line.rfind("player ", 0) == 0) {
    if (line.size() < 9 || line[8] != ' ') return fail("bad player line '" + line + "'");
    marks.push_back(line[7]);
  }
  if (marks.empty()) return fail("no players");
  if (line != "arena") return fail("missing arena");
  std::string text;
  for (int y = 0; y < kHeight; ++y) {
    if (!std::getline(in, line)) return fail("arena cut short");
    text += line + '\n';
  }
  if (!format_error(text).empty()) return fail("arena: " + format_error(text));
  GameResult g;
  Arena arena = parse_arena(text);
  std::size_t n = marks.size();
  g.forfeits.assign(n, "");
  int left = static_cast<int>(n);
  std::size_t turn = 0;
  // The next player to move: skips those who forfeited.
  auto next_turn = [&]() {
    while (!g.forfeits[turn].empty()) turn = (turn + 1) % n;
  };
  bool over = arena.full() || n == 1;
  std::vector<int> result_scores;
  char result_mark = 0;
  bool has_result = false;
  while (std::getline(in, line)) {
    std::istringstream ls(line);
    ls >> word;
    if (word == "result") {
      ls >> result_mark;
      int s;
      while (ls >> s) result_scores.push_back(s);
      has_result = true;
      break;
    }
    if (over) return fail("'" + line + "' after the game ended");
    next_turn();
    char mark = 0;
    ls >> mark;
    if (mark != marks[turn])
      return fail(std::string("'") + line + "': it was " + marks[turn] + "'s turn");
    if (word == "forfeit") {
      std::string reason;
      std::getline(ls >> std::ws, reason);
      g.forfeits[turn] = reason.empty() ? "forfeit" : reason;
      over = --left == 1;
    } else if (word == "move") {
      Box b;
      if (!(ls >> b.x >> b.y >> b.k)) return fail("bad move line '" + line + "'");
      if (!arena.fits(b)) return fail("illegal box in '" + line + "'");
      arena.place(b, mark);
      g.moves.push_back({static_cast<int>(turn), b, 0});
      over = arena.full();
      if (over) g.winner = static_cast<int>(turn);
    } else {
      return fail("unknown line '" + line + "'");
    }
    turn = (turn + 1) % n;
  }
  if (!over) return fail("the game did not end");
  if (!has_result) return fail("missing result line");
  if (std::getline(in, line)) return fail("'" + line + "' after the result");
  if (g.winner < 0) {  // ended by forfeits: the one left standing wins
    for (std::size_t i = 0; i < n; ++i)
      if (g.forfeits[i].empty()) g.winner = static_cast<int>(i);
  }
  g.scores.assign(n, 0);
  g.scores[g.winner] = arena.count(marks[g.winner]);
  if (result_mark != marks[g.winner])
    return fail(std::string("result names '") + result_mark + "', the winner is '" +
                marks[g.winner] + "'");
  if (result_scores != g.scores) return fail("result scores differ from the replay");
  g.final_arena = arena;
  if (out) *out = g;
  return "";
}

}  // namespace boxing
