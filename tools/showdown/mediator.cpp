// mediator.cpp: games, matches, tournaments and the log checker (see mediator.h).
#include "mediator.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace showdown {

namespace fs = std::filesystem;

namespace {

// A player's private corner of the disk for one game.
struct Seat {
  Entrant entrant;
  std::string dir, state_path;
  std::string state;  // the state file's bytes between turns
  bool state_exists = true;
};

std::string make_temp_dir(const std::string& pattern) {
  std::string buf = pattern;
  if (!::mkdtemp(buf.data())) return "";
  return buf;
}

std::string read_file(const std::string& path, std::size_t limit, bool& exists, bool& too_big) {
  std::ifstream in(path, std::ios::binary);
  exists = static_cast<bool>(in);
  too_big = false;
  if (!exists) return "";
  std::string data(limit + 1, '\0');
  in.read(data.data(), static_cast<std::streamsize>(data.size()));
  data.resize(static_cast<std::size_t>(in.gcount()));
  if (data.size() > limit) too_big = true, data.clear();
  return data;
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
  if (seat.state_exists) {
    std::ofstream(seat.state_path, std::ios::binary | std::ios::trunc) << seat.state;
    ::chmod(seat.state_path.c_str(), 0600);
  }
  contest::RunOptions run;
  run.argv = {seat.entrant.path, seat.state_path};
  run.cwd = seat.dir;
  run.stdin_data = input + "\n";
  run.time_limit = options.turn_limit;
  run.output_limit = 4096;
  contest::RunResult r = contest::run_process(run);
  seconds += r.wall_seconds;
  bool too_big = false;
  seat.state = read_file(seat.state_path, options.state_limit, seat.state_exists, too_big);
  // Nothing the program leaves in its directory survives the turn but the state bytes.
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(seat.dir, ec)) fs::remove_all(e.path(), ec);
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
  if (fault.empty() && too_big) fault = "state-too-large";
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

namespace {

std::vector<std::string> split_tabs(const std::string& line) {
  std::vector<std::string> f;
  std::size_t start = 0;
  for (std::size_t i; (i = line.find('\t', start)) != std::string::npos; start = i + 1)
    f.push_back(line.substr(start, i - start));
  f.push_back(line.substr(start));
  return f;
}

}  // namespace

std::string verify_log(const std::string& log) {
  std::istringstream in(log);
  std::string line;
  Game game;
  int lineno = 0;
  bool ended = false;
  int scores_seen = 0;
  auto where = [&] { return "line " + std::to_string(lineno) + ": "; };
  while (std::getline(in, line)) {
    ++lineno;
    const auto f = split_tabs(line);
    if (f[0] == "showdown-log" || f[0] == "player") continue;
    if (f[0] == "max-turns") {
      const int cap = f.size() == 2 ? std::atoi(f[1].c_str()) : 0;
      if (game.stats(0).turns || cap < 1 || cap > kMaxTurns) return where() + "bad max-turns line";
      game = Game(cap);
      continue;
    }
    if (f[0] == "turn") {
      if (game.over()) return where() + "turn after the end of the game";
      if (f.size() < 4) return where() + "short turn line";
      if (f[1] != std::to_string(game.turn_number()) || f[2] != std::to_string(game.current() + 1))
        return where() + "expected turn " + std::to_string(game.turn_number()) + " of player " +
               std::to_string(game.current() + 1);
      if (f[3] == "sleep") {
        if (!game.asleep()) return where() + "player was not asleep";
        game.skip_turn();
        continue;
      }
      if (f[3] != "play" || f.size() < 8) return where() + "bad turn line";
      if (game.asleep()) return where() + "player should have slept";
      if (f[4] != game.pending_input())
        return where() + "input was '" + f[4] + "', expected '" + game.pending_input() + "'";
      std::optional<Command> cmd;
      if (f[5] != "-") {
        cmd = parse_command(f[5]);
        if (!cmd) return where() + "unreadable command";
      }
      if (cmd.has_value() == (f[6] != "-")) return where() + "a turn has a command or a fault";
      const std::string reply = game.play(cmd);
      if (reply != f[7]) return where() + "reply was '" + f[7] + "', expected '" + reply + "'";
    } else if (f[0] == "end") {
      if (!game.over()) return where() + "game ended early";
      if (f.size() < 2 || f[1] != outcome_name(game.outcome()))
        return where() + "outcome should be " + outcome_name(game.outcome());
      ended = true;
    } else if (f[0] == "score") {
      if (!ended || f.size() < 8) return where() + "bad score line";
      const int p = std::atoi(f[1].c_str()) - 1;
      if (p < 0 || p > 1) return where() + "bad player";
      const Score s = game.score(p);
      const int want[6] = {s.total(), s.result, s.ouch, s.zap, s.speed, s.distance};
      for (int i = 0; i < 6; ++i)
        if (std::atoi(f[2 + i].c_str()) != want[i])
          return where() + "score of player " + f[1] + " should be " + std::to_string(want[0]) +
                 " (" + std::to_string(want[1]) + "/" + std::to_string(want[2]) + "/" +
                 std::to_string(want[3]) + "/" + std::to_string(want[4]) + "/" +
                 std::to_string(want[5]) + ")";
      ++scores_seen;
    } else if (!line.empty()) {
      return where() + "unknown line";
    }
  }
  if (!ended) return "log has no end line";
  if (scores_seen != 2) return "log needs both score lines";
  return "";
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
