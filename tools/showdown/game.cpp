// game.cpp: see game.h.
#include "game.h"

#include <algorithm>
#include <filesystem>
#include <optional>
#include <sstream>

#include "seat.h"

namespace showdown {

namespace fs = std::filesystem;

namespace {

// The deadline of seat's next turn: what is left of its allowance (the statement's average times
// the turns it has run, this one included), at most the hard cap on a single turn.
contest::Millis turn_deadline(const Seat& seat, double spent_seconds,
                              const RefereeOptions& options) {
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
std::optional<Command> run_turn(Seat& seat, const std::string& input, const RefereeOptions& options,
                                std::string& fault, std::string& raw, double& seconds) {
  if (seat.state_exists) write_state(seat);
  contest::RunOptions run;
  run.argv = {seat.program, seat.state_path};
  run.env = seat.env;
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

GameResult play_game(const Entrant& first, const Entrant& second, const RefereeOptions& options) {
  GameResult result;
  std::ostringstream log;

  // Step 1. The log's header, and each player's private directory.
  log << "showdown-log\t1\n";
  if (options.max_turns != kMaxTurns) log << "max-turns\t" << options.max_turns << "\n";
  // Absolute, whatever TMPDIR says: the state file's path is the program's argv[1], which the
  // statement calls "the full path name" (a relative TMPDIR made it relative).
  std::error_code tmp_error;
  const fs::path tmp = fs::absolute(fs::temp_directory_path(tmp_error), tmp_error);
  const std::string base = make_temp_dir((tmp / "showdown-XXXXXX").string());
  Seat seats[2];
  for (int p = 0; p < 2; ++p) {
    const Entrant& entrant = p ? second : first;
    result.names[p] = entrant.name;
    log << "player\t" << p + 1 << "\t" << result.names[p] << "\n";
    seats[p] = open_seat(base, p, entrant.path, options.seed);
    seats[p].env = entrant.env;
  }

  // Step 2. Every turn slot: a sleeping player's is skipped, else its program runs once.
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

  // Step 3. The outcome and the scores, then nothing left on disk.
  append_result(log, game, result);
  for (Seat& seat : seats) close_seat(seat);
  // remove_all does not follow links either, whatever a program made of its directory's path.
  std::error_code ec;
  if (!base.empty()) fs::remove_all(base, ec);
  result.log = log.str();
  return result;
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
