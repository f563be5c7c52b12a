// contest_command.cpp: lloyd_referee playing a set of squares (ranked as a grand finale) or the
// contest (the final square, then the grand finale of the entries tied first), the squares read
// from the command line's SQUARE words.
#include <algorithm>
#include <cstdio>

#include "commands.h"
#include "common/cli/cli.h"

namespace lloyd {

namespace {

// Why a resumed run is not one of the contest's grand finale (index 1 to 10, on the finale's
// seeded squares), or "".
std::string finale_mismatch(const Referee& referee, const Run& r, long long finale_seed) {
  const std::string name = "random-" + std::to_string(finale_seed + r.index - 1);
  if (r.square != name)
    return "was played on " + r.square + ", this contest's finale plays " + name +
           " there (another --finale-seed?)";
  const auto e = std::find(referee.names.begin(), referee.names.end(), r.entry);
  if (e == referee.names.end()) return "is of an entry this contest does not run";
  if (r.number !=
      plan_run(r.index, static_cast<int>(e - referee.names.begin()), referee.names).number)
    return "is another run of this contest (other entries?)";
  return "";
}

// The final square's ranking, printed; returns the entries in rank order and their ranks.
std::vector<int> rank_final(const Referee& referee, const std::vector<Run>& all,
                            std::vector<int>& rank) {
  std::vector<int> order = rank_order(
      static_cast<int>(all.size()),
      [&](int a, int b) { return compare_final(assessment_of(all[a]), assessment_of(all[b])); },
      rank);
  std::printf("\nfinal square ranking:\n");
  for (size_t k = 0; k < order.size(); ++k)
    std::printf("%4d %s\n", rank[k], referee.names[order[k]].c_str());
  return order;
}

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

int play_command(Referee& referee, const std::vector<std::string>& specs, long long finale_seed,
                 const contest::GameHooks& hooks) {
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
    referee.resume(hooks, resume_check(referee, is_contest, finale_seed));
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

std::function<std::string(const Run&)> resume_check(const Referee& referee, bool contest,
                                                    long long finale_seed) {
  // A resumed contest may hold finale runs; whose they may be is known once the final square is
  // ranked.
  return [&referee, contest, finale_seed](const Run& r) -> std::string {
    if (contest && r.index >= 1 && r.index <= 10) return finale_mismatch(referee, r, finale_seed);
    const std::string why = referee.mismatch(r);
    if (!why.empty()) return why;
    const contest::Shard& shard = referee.runner.shard;
    if (!in_shard(shard, r.index))
      return "belongs to another shard than " + std::to_string(shard.index) + "/" +
             std::to_string(shard.count);
    return "";
  };
}

std::string play_set(Referee& referee, int squares) {
  // Every entry on each square of the shard (a square's runs stay together).
  const contest::Shard& shard = referee.runner.shard;
  std::vector<PlannedRun> plan;
  int shard_squares = 0;
  for (long k = 0; k < squares; ++k) {
    if (!in_shard(shard, k)) continue;
    ++shard_squares;
    for (int e = 0; e < static_cast<int>(referee.entries.size()); ++e)
      plan.push_back(plan_run(k, e, referee.names));
  }
  if (plan.empty())
    throw Refusal("--shard: part " + std::to_string(shard.index) + "/" +
                  std::to_string(shard.count) + " holds no square");
  const std::vector<Run> runs = referee.play(plan, true);
  return set_summary(referee.names, runs, scores_of(runs, referee.names), shard_squares);
}

std::string play_contest(Referee& referee, long long finale_seed, std::vector<SquareFile>& finale) {
  const int n_entries = static_cast<int>(referee.entries.size());
  // Step 1. The final square.
  std::vector<PlannedRun> plan;
  for (int e = 0; e < n_entries; ++e) plan.push_back(plan_run(0, e, referee.names));
  const std::vector<Run> all = referee.play(plan, false);
  std::vector<int> rank;
  const std::vector<int> order = rank_final(referee, all, rank);
  // Step 2. Every entry tied for first on tiles, moves and transports, perfect or not (two that
  // scored zero tie too), plays the grand finale: "ALL PROGRAMS THAT REACH THIS STAGE". They play
  // in the order they were listed; the order never ranks them.
  std::vector<int> tied;
  for (int i = 0; i < n_entries; ++i)
    if (compare_final(assessment_of(all[i]), assessment_of(all[order[0]])) == 0) tied.push_back(i);
  std::vector<PlannedRun> plan2;
  for (long index = 1; index <= 10 && tied.size() > 1; ++index)
    for (int e : tied) plan2.push_back(plan_run(index, e, referee.names));
  for (const auto& [number, r] : referee.done) {
    const long n = number;  // a lambda may not capture a structured binding before C++20 (clang)
    if (r.index > 0 &&
        std::none_of(plan2.begin(), plan2.end(), [n](const auto& p) { return p.number == n; }))
      throw Refusal(referee.runner.results + ": run " + r.id +
                    " is not in this contest's grand finale (other entries?)");
  }
  if (tied.size() <= 1) {
    const Run& w = all[order[0]];
    return w.entry + " wins the final square: " + std::to_string(w.tiles) + " tiles, " +
           std::to_string(w.moves) + " moves, " + std::to_string(w.transports) + " transports";
  }
  std::printf("\n%zu entries tied for first: grand finale on 10 squares (seed %lld)\n", tied.size(),
              finale_seed);
  std::fflush(stdout);
  std::string error;
  add_squares("random:" + std::to_string(finale_seed) + ":10", finale, error);
  for (long k = 0; k < 10; ++k) referee.square_of[k + 1] = finale[k];
  const std::vector<Run> runs = referee.play(plan2, true);
  std::vector<std::string> names;
  for (int e : tied) names.push_back(referee.names[e]);
  return "grand finale: " + print_finale(names, scores_of(runs, names), 10);
}

}  // namespace lloyd
