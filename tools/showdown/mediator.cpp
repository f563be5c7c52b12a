// mediator.cpp: games, matches and tournaments (see mediator.h; the log checker is log_check.cpp).
#include "mediator.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace showdown {

namespace fs = std::filesystem;

namespace {

// A player's private corner of the disk for one game. Every file operation of the mediator inside
// it goes through dir_fd, so that nothing the program leaves there (a FIFO, a device, a symbolic
// link, a directory), nor its directory's path turned into a link, makes the mediator block or
// touch a file outside.
struct Seat {
  Entrant entrant;
  std::string dir, state_path;
  int dir_fd = -1;
  std::string state;  // the state file's bytes between turns
  bool state_exists = true;
  int runs = 0;  // program executions so far, for the time allowance
};

std::string make_temp_dir(const std::string& pattern) {
  std::string buf = pattern;
  if (!::mkdtemp(buf.data())) return "";
  return buf;
}

// Removes everything inside the directory open as dir_fd without following a symbolic link.
void clear_dir(int dir_fd) {
  std::vector<std::string> names;
  const int fd = ::dup(dir_fd);  // fdopendir takes this one over
  if (DIR* d = fd < 0 ? nullptr : ::fdopendir(fd)) {
    ::rewinddir(d);
    while (const dirent* e = ::readdir(d))
      if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
        names.push_back(e->d_name);
    ::closedir(d);
  } else if (fd >= 0) {
    ::close(fd);
  }
  for (const std::string& name : names) {
    if (::unlinkat(dir_fd, name.c_str(), 0) == 0) continue;
    const int sub = ::openat(dir_fd, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (sub < 0) continue;
    ::fchmod(sub, 0700);  // a program may have locked its own subdirectory
    clear_dir(sub);
    ::close(sub);
    ::unlinkat(dir_fd, name.c_str(), AT_REMOVEDIR);
  }
}

// Puts the state bytes back as a new regular file (the directory was emptied after the last turn).
void write_state(const Seat& seat) {
  const int fd = ::openat(seat.dir_fd, "state",
                          O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0600);
  if (fd < 0) return;
  for (std::size_t done = 0; done < seat.state.size();) {
    const ssize_t n = ::write(fd, seat.state.data() + done, seat.state.size() - done);
    if (n <= 0) break;
    done += static_cast<std::size_t>(n);
  }
  ::close(fd);
}

// Takes the state back after a turn; returns the fault, or "". Only a regular file is read, and it
// is opened without following a link and without blocking: an ordinary open of a FIFO or of a link
// to a terminal would wait forever. Anything else leaves an empty state (the next turn finds an
// empty file); a file the program removed stays absent.
std::string read_state(Seat& seat, std::size_t limit) {
  seat.state.clear();
  seat.state_exists = true;
  struct stat st;
  if (::fstatat(seat.dir_fd, "state", &st, AT_SYMLINK_NOFOLLOW) != 0) {
    seat.state_exists = errno != ENOENT;
    return seat.state_exists ? "state-unreadable" : "";
  }
  if (!S_ISREG(st.st_mode)) return "state-not-a-file";
  const int fd =
      ::openat(seat.dir_fd, "state", O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) return "state-unreadable";
  std::string fault;
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) fault = "state-not-a-file";
  std::string data(limit + 1, '\0');
  std::size_t got = 0;
  while (fault.empty() && got < data.size()) {
    const ssize_t n = ::read(fd, data.data() + got, data.size() - got);
    if (n < 0) fault = "state-unreadable";
    if (n <= 0) break;
    got += static_cast<std::size_t>(n);
  }
  ::close(fd);
  if (fault.empty() && got > limit) fault = "state-too-large";
  if (fault.empty()) seat.state = data.substr(0, got);
  return fault;
}

// The deadline of seat's next turn: what is left of its allowance (the statement's average times
// the turns it has run, this one included), at most the hard cap on a single turn.
contest::Millis turn_deadline(const Seat& seat, double spent_seconds,
                              const MediatorOptions& options) {
  const double left =
      static_cast<double>(options.average.count()) * (seat.runs + 1) - spent_seconds * 1000;
  const auto cap = static_cast<double>(options.turn_cap.count());
  return contest::Millis(static_cast<long>(std::max(1.0, std::min(cap, left))));
}

// Log-safe rendering of a program's raw output (one field, no tabs or newlines, bounded).
std::string sanitize(const std::string& s) {
  std::string out;
  for (char ch : s.substr(0, 60)) out += (ch >= 32 && ch < 127 && ch != '\t') ? ch : '?';
  return out.empty() ? "-" : out;
}

// The fault a runner verdict other than Ok stands for.
const char* fault_name(contest::Verdict v) {
  switch (v) {
    case contest::Verdict::ExitCode:
    case contest::Verdict::Signaled:
      return "crash";
    case contest::Verdict::TimeLimit:
    case contest::Verdict::CpuLimit:  // not set by this mediator: the contest timed wall clock
      return "time-limit";
    case contest::Verdict::OutputLimit:
      return "output-limit";
    case contest::Verdict::SpawnFailed:
      return "spawn-failed";
    case contest::Verdict::Ok:
      break;
  }
  return "";
}

// Runs one turn of seat's program; returns the command, or nothing with fault set.
std::optional<Command> run_turn(Seat& seat, const std::string& input,
                                const MediatorOptions& options, std::string& fault,
                                std::string& raw, double& seconds) {
  if (seat.state_exists) write_state(seat);
  contest::RunOptions run;
  run.argv = {seat.entrant.path, seat.state_path};
  run.cwd = seat.dir;
  run.stdin_data = input + "\n";
  run.time_limit = turn_deadline(seat, seconds, options);
  run.output_limit = 4096;
  contest::RunResult r = contest::run_process(run);
  ++seat.runs;
  seconds += r.wall_seconds;
  const std::string state_fault = read_state(seat, options.state_limit);
  // Nothing the program leaves in its directory survives the turn but the state bytes.
  clear_dir(seat.dir_fd);
  raw = sanitize(r.out);
  std::optional<Command> cmd;
  if (r.verdict == contest::Verdict::Ok) {
    cmd = parse_command(r.out);
    fault = cmd ? "" : "garbage";
  } else {
    fault = fault_name(r.verdict);
  }
  if (fault.empty() && !r.err.empty()) fault = "stderr";
  if (fault.empty() && r.left_processes) fault = "left-processes";
  if (fault.empty()) fault = state_fault;
  if (!fault.empty()) cmd.reset();
  return cmd;
}

void append_result(std::ostringstream& log, const Game& game, GameResult& result) {
  result.outcome = game.outcome();
  log << "end\t" << outcome_name(game.outcome()) << "\n";
  for (int p = 0; p < 2; ++p) {
    result.score[p] = game.score(p);
    result.stats[p] = game.stats(p);
    const Score& s = result.score[p];
    log << "score\t" << p + 1 << "\t" << s.total() << "\t" << s.result << "\t" << s.ouch << "\t"
        << s.zap << "\t" << s.speed << "\t" << s.distance << "\n";
  }
}

}  // namespace

GameResult play_game(const Entrant& first, const Entrant& second, const MediatorOptions& options) {
  GameResult result;
  std::ostringstream log;
  log << "showdown-log\t1\n";
  if (options.max_turns != kMaxTurns) log << "max-turns\t" << options.max_turns << "\n";
  const std::string base = make_temp_dir((fs::temp_directory_path() / "showdown-XXXXXX").string());
  Seat seats[2];
  for (int p = 0; p < 2; ++p) {
    result.names[p] = (p ? second : first).name;
    log << "player\t" << p + 1 << "\t" << result.names[p] << "\n";
    seats[p].entrant = p ? second : first;
    // The program runs in its own directory, so a relative path is resolved here.
    std::error_code ec;
    const fs::path abs = fs::absolute(seats[p].entrant.path, ec);
    if (!ec) seats[p].entrant.path = abs.string();
    seats[p].dir =
        base.empty() ? "" : make_temp_dir(base + "/p" + std::to_string(p + 1) + "-XXXXXX");
    seats[p].state_path = seats[p].dir + "/state";
    if (!seats[p].dir.empty())
      seats[p].dir_fd =
          ::open(seats[p].dir.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (seats[p].dir_fd < 0) seats[p].dir.clear();
  }
  Game game(options.max_turns);
  while (!game.over()) {
    const int p = game.current();
    const int turn = game.turn_number();
    if (game.asleep()) {
      game.skip_turn();
      log << "turn\t" << turn << "\t" << p + 1 << "\tsleep\n";
      continue;
    }
    const std::string input = game.pending_input();
    std::string fault, raw;
    std::optional<Command> cmd;
    if (seats[p].dir.empty())
      fault = "no-directory";
    else
      cmd = run_turn(seats[p], input, options, fault, raw, result.seconds[p]);
    ++result.turns_run;
    const std::string reply = game.play(cmd);
    log << "turn\t" << turn << "\t" << p + 1 << "\tplay\t" << input << "\t"
        << (cmd ? command_text(*cmd) : "-") << "\t" << (fault.empty() ? "-" : fault) << "\t"
        << reply << "\t" << (fault.empty() ? "-" : raw) << "\n";
  }
  append_result(log, game, result);
  for (Seat& seat : seats)
    if (seat.dir_fd >= 0) clear_dir(seat.dir_fd), ::close(seat.dir_fd);
  // remove_all does not follow links either, whatever a program made of its directory's path.
  std::error_code ec;
  if (!base.empty()) fs::remove_all(base, ec);
  result.log = log.str();
  return result;
}

MatchResult play_match(const Entrant& a, const Entrant& b, const MediatorOptions& options) {
  MatchResult m;
  m.games[0] = play_game(a, b, options);
  m.games[1] = play_game(b, a, options);
  for (int who = 0; who < 2; ++who) {
    // who's seat in game g: a is player one in game 0 and player two in game 1.
    for (int g = 0; g < 2; ++g) {
      const int seat = (who + g) % 2;
      m.total[who] += m.games[g].score[seat].total();
      m.stats[who] += m.games[g].stats[seat];
    }
  }
  decide_match(m, a, b);
  return m;
}

void decide_match(MatchResult& m, const Entrant& a, const Entrant& b) {
  if (m.total[0] != m.total[1]) {
    m.winner = m.total[0] > m.total[1] ? 0 : 1;
    m.decided_by = "score";
    return;
  }
  static const char* kBreakers[] = {"fewest MOVEs", "fewest OUCHs", "most RADARs", "most WALLs"};
  if (int c = compare_tiebreakers(m.stats[0], m.stats[1])) {
    m.winner = c < 0 ? 0 : 1;
    m.decided_by = kBreakers[std::abs(c) - 1];
    return;
  }
  std::error_code ec1, ec2;
  const auto sa = fs::file_size(a.path, ec1), sb = fs::file_size(b.path, ec2);
  if (!ec1 && !ec2 && sa != sb) {
    m.winner = sa < sb ? 0 : 1;
    m.decided_by = "smaller executable";
    return;
  }
  m.winner = 0;
  m.decided_by = "seed";
}

std::vector<int> bracket_order(int size) {
  std::vector<int> order{1};
  for (int n = 1; n < size; n *= 2) {
    std::vector<int> next;
    for (int s : order) next.push_back(s), next.push_back(2 * n + 1 - s);
    order = next;
  }
  return order;
}

TournamentResult run_tournament(const std::vector<Entrant>& entrants, const Entrant& standard,
                                const MediatorOptions& options, const std::string& log_dir) {
  TournamentResult t;
  auto save = [&](const std::string& name, const GameResult& g) {
    if (!log_dir.empty()) std::ofstream(log_dir + "/" + name + ".log") << g.log;
  };
  // Step 1. Seeding: one system-test game each, as player one against the standard player.
  for (const Entrant& e : entrants) {
    GameResult g = play_game(e, standard, options);
    save("seed-" + e.name, g);
    t.seeds.push_back({e, g.score[0].total(), g.stats[0].faults == 0});
  }
  std::stable_sort(t.seeds.begin(), t.seeds.end(), [](const Seeding& x, const Seeding& y) {
    if (x.completed != y.completed) return x.completed;
    return x.score > y.score;
  });
  t.report.push_back("Seeding (system-test game as player one against " + standard.name + "):");
  std::vector<const Entrant*> field;
  for (std::size_t i = 0; i < t.seeds.size(); ++i) {
    const Seeding& s = t.seeds[i];
    std::ostringstream line;
    line << "  seed " << i + 1 << "  " << s.entrant.name << "  " << s.score
         << (s.completed ? "" : "  (did not complete: not seeded)");
    t.report.push_back(line.str());
    if (s.completed) field.push_back(&s.entrant);
  }
  if (field.empty()) return t;
  // Step 2. The first round in bracket order; a missing seed is a bye for its opponent.
  int size = 1;
  while (size < static_cast<int>(field.size())) size *= 2;
  std::vector<const Entrant*> slots;
  for (int s : bracket_order(size))
    slots.push_back(s <= static_cast<int>(field.size()) ? field[s - 1] : nullptr);
  // Step 3. Rounds of matches until one entrant remains.
  for (int round = 1; slots.size() > 1; ++round) {
    t.report.push_back("Round " + std::to_string(round) + ":");
    std::vector<const Entrant*> next;
    for (std::size_t i = 0; i < slots.size(); i += 2) {
      const Entrant *a = slots[i], *b = slots[i + 1];
      if (!a || !b) {
        next.push_back(a ? a : b);
        if (a || b) t.report.push_back("  " + (a ? a : b)->name + " has a bye");
        continue;
      }
      MatchResult m = play_match(*a, *b, options);
      save("r" + std::to_string(round) + "-" + a->name + "-vs-" + b->name + "-g1", m.games[0]);
      save("r" + std::to_string(round) + "-" + a->name + "-vs-" + b->name + "-g2", m.games[1]);
      const Entrant* w = m.winner == 0 ? a : b;
      std::ostringstream line;
      line << "  " << a->name << " " << m.total[0] << " - " << m.total[1] << " " << b->name
           << "  (games " << m.games[0].score[0].total() << "-" << m.games[0].score[1].total()
           << ", " << m.games[1].score[1].total() << "-" << m.games[1].score[0].total() << ")  -> "
           << w->name << (m.decided_by == "score" ? "" : " by " + m.decided_by);
      t.report.push_back(line.str());
      next.push_back(w);
    }
    slots = next;
  }
  t.champion = slots[0]->name;
  t.report.push_back("Champion: " + t.champion);
  return t;
}

std::string describe_game(const GameResult& g) {
  std::ostringstream out;
  out << "  " << g.names[0] << " (A 1) vs " << g.names[1] << " (I 26): " << outcome_name(g.outcome)
      << "\n";
  for (int p = 0; p < 2; ++p) {
    const Score& s = g.score[p];
    const PlayerStats& st = g.stats[p];
    out << "    " << g.names[p] << ": " << s.total() << " = result " << s.result << " + ouch "
        << s.ouch << " + zap " << s.zap << " + speed " << s.speed << " + distance " << s.distance
        << "   [turns " << st.turns << ", moves " << st.moves << ", ouches " << st.ouches
        << ", radars " << st.radars << ", walls " << st.walls << ", hits " << st.zap_hits
        << ", slept " << st.slept << ", faults " << st.faults << "]\n";
  }
  return out.str();
}

}  // namespace showdown
