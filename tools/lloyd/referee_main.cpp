// lloyd_referee: runs Lloyd's Dilemma entries on squares and ranks them by the statement's
// criteria. `lloyd_referee --help` says how; the text is referee_help() (command_line.cpp), pinned
// by LloydTools.RefereeHelpText.
//
// With one square and several entries it is the contest: the final square ranks them (tiles in
// place, moves, transports), and every entry tied for first on all three, perfect or not, plays
// the grand finale on ten squares (perfect squares, total moves and transports on them, total
// time). With several squares it scores the whole set as a grand finale. A tie that remains is
// reported with every tied name, never broken by the order of the --entry options.
//
// The runs go through the match runner's options (common/match.h: -j, --results, --resume,
// --shard, -q, merge) and its record, contest::Result (referee.h): a run is one entry on one
// square.
// With two entries on several squares the referee also compares them square by square (sign test).
// This file only wires: the command line (command_line.cpp), the squares (squares.cpp), the runs
// (referee_runs.cpp), a set or the contest (contest_command.cpp), merge (merge_command.cpp), the
// reports on results files (report_command.cpp).
#include <cstdio>
#include <optional>

#include "command_line.h"
#include "commands.h"
#include "common/cli.h"

namespace {

using namespace lloyd;

// The squares of the SQUARE words; false, with the reason printed, when one cannot be read or
// there are none.
bool read_squares(const std::vector<std::string>& specs, std::vector<SquareFile>& squares) {
  std::string error;
  for (const std::string& s : specs)
    if (!add_squares(s, squares, error)) {
      std::fprintf(stderr, "lloyd_referee: %s\n", error.c_str());
      return false;
    }
  if (squares.empty())
    std::fprintf(stderr, "lloyd_referee: no squares to play (a korf: list with no such number?)\n");
  return !squares.empty();
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (const std::optional<int> status = contest::help_or_merge(args, referee_help(), merge_command))
    return *status;
  if (!args.empty() && args[0] == "report") return report_command({args.begin() + 1, args.end()});
  Referee referee;
  long long finale_seed = 1995;
  std::vector<std::string> specs;
  if (const std::string why = read_command_line(args, referee, specs, finale_seed); !why.empty())
    return contest::cli::usage("lloyd_referee", why);
  std::vector<SquareFile> squares;
  if (!read_squares(specs, squares)) {
    remove_squares(squares);
    return 2;
  }
  const bool is_contest = squares.size() == 1 && referee.entries.size() > 1;
  if (is_contest && referee.runner.shard.count > 1) {
    remove_squares(squares);
    return contest::cli::usage("lloyd_referee",
                               "--shard: the contest (one square, several entries) is not split: "
                               "its grand finale depends on the final square");
  }
  for (std::size_t k = 0; k < squares.size(); ++k)
    referee.square_of[static_cast<long>(k)] = squares[k];
  std::vector<SquareFile> finale;
  std::string result;
  int status = 0;
  try {
    referee.resume(resume_check(referee, is_contest, finale_seed));
    result = is_contest ? play_contest(referee, finale_seed, finale)
                        : play_set(referee, static_cast<int>(squares.size()));
  } catch (const Refusal& e) {
    std::fprintf(stderr, "lloyd_referee: %s\n", e.what());
    status = 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "lloyd_referee: %s\n", e.what());
    status = 1;
  }
  remove_squares(finale);
  remove_squares(squares);
  if (status == 0) std::printf("RESULT: %s\n", result.c_str());
  return status;
}
