// referee_runs.cpp: lloyd_referee's runs and tables (referee_runs.h).
#include "referee_runs.h"

#include <algorithm>
#include <cstdio>
#include <iomanip>
#include <sstream>

namespace lloyd {

namespace {

void print_run(const SquareFile& sq, const std::string& entry, const Assessment& o) {
  std::printf("%-12s %-12s %-7s moves %4d transports %3d tiles %2d cpu %7.2fs wall %7.2fs",
              sq.name.c_str(), entry.c_str(), o.perfect() ? "perfect" : "-", o.replay.moves,
              o.replay.transports, o.tiles, o.cpu_seconds, o.wall_seconds);
  if (sq.sliding_optimum) std::printf(" slide-opt %3d", sq.sliding_optimum);
  if (o.verdict != "ok") std::printf(" [%s]", o.verdict.c_str());
  if (!o.stderr_tail.empty()) std::printf(" | %s", o.stderr_tail.c_str());
  std::printf("\n");
  std::fflush(stdout);
}

// A run of the plan as a game of the layer: one player on one opening, a square's runs one pair.
contest::ScheduledGame game_of(const PlannedRun& p) {
  contest::ScheduledGame g;
  g.number = p.number;
  g.opening = g.pair = p.index;
  g.players = g.seats = {p.entry};
  g.id = p.id;
  return g;
}

}  // namespace

std::vector<Run> Referee::play(const std::vector<PlannedRun>& plan, bool last) {
  std::vector<contest::ScheduledGame> games;
  for (const PlannedRun& p : plan) {
    games.push_back(game_of(p));
    const auto it = done.find(p.number);
    if (it != done.end())
      print_run(square_of.at(p.index), it->second.entry, assessment_of(it->second));
  }
  // Two entries: the square-by-square count so far, in the progress line.
  so_far_ = Comparison();
  const auto count = [&](const Run& r) {
    if (names.size() != 2) return;
    const auto other = done.find(r.number + (r.entry == names[0] ? 1 : -1));
    if (other == done.end()) return;
    so_far_.add(r.entry == names[0] ? r : other->second, r.entry == names[0] ? other->second : r);
  };
  for (const PlannedRun& p : plan)
    if (p.entry == 0 && done.count(p.number)) count(done.at(p.number));
  contest::StageOptions stage;
  stage.last = last;
  tournament_->play(games, stage, [&](const contest::Result& g) {
    const Run r = run_of(g);
    done[r.number] = r;
    print_run(square_of.at(r.index), r.entry, assessment_of(r));
    count(r);
  });
  std::vector<Run> runs;
  for (const PlannedRun& p : plan) runs.push_back(done.at(p.number));
  return runs;
}

// The progress line's words for a run that ended: the run, with two entries the square-by-square
// count so far.
std::string Referee::progress_words(const Run& r) const {
  std::ostringstream line;
  line << "run " << r.number << " (" << r.square << ") " << r.entry << ": "
       << (r.perfect ? "perfect"
           : r.legal ? std::to_string(r.tiles) + " tiles"
                     : r.verdict)
       << ", " << r.moves << " moves, " << r.transports << " transports, cpu " << std::fixed
       << std::setprecision(1) << r.cpu_s << " s";
  if (names.size() == 2)
    line << " | " << names[0] << " vs " << names[1] << ": +" << so_far_.better << " ="
         << so_far_.equal << " -" << so_far_.worse;
  return line.str();
}

void Referee::resume(const contest::GameHooks& game,
                     const std::function<std::string(const Run&)>& check) {
  contest::GameHooks hooks = game;
  hooks.progress = [this](const contest::Result& g) { return progress_words(run_of(g)); };
  try {
    tournament_ = std::make_unique<contest::Tournament>(names, hooks, runner, "set");
  } catch (const std::exception& e) {
    throw Refusal(e.what());  // a file of another set, or one that cannot be read
  }
  for (const contest::Tournament::Kept& k : tournament_->kept()) {
    const Run r = run_of(k.result);
    const std::string why = check(r);
    if (!why.empty())
      throw Refusal(runner.results + ":" + std::to_string(k.line) + ": run " + r.id + " " + why);
    done[r.number] = r;
  }
}

std::string Referee::mismatch(const Run& r) const {
  const auto sq = square_of.find(r.index);
  if (sq == square_of.end()) return "is not in this set's schedule";
  if (r.square != sq->second.name)
    return "was played on " + r.square + ", this set plays " + sq->second.name +
           " there (other squares?)";
  const auto e = std::find(names.begin(), names.end(), r.entry);
  if (e == names.end()) return "is of an entry this set does not run";
  const PlannedRun p = plan_run(r.index, static_cast<int>(e - names.begin()), names);
  if (r.number != p.number) return "is another run of this schedule (other entries?)";
  return "";
}

std::vector<FinaleScore> scores_of(const std::vector<Run>& runs,
                                   const std::vector<std::string>& who) {
  std::vector<FinaleScore> score(who.size());
  for (const Run& r : runs)
    score[std::find(who.begin(), who.end(), r.entry) - who.begin()].add(assessment_of(r));
  return score;
}

bool in_shard(const contest::Shard& shard, long index) {
  contest::ScheduledGame g;
  g.pair = index;
  return shard.contains(g);
}

std::string print_finale(const std::vector<std::string>& names,
                         const std::vector<FinaleScore>& score, int squares) {
  std::vector<int> rank;
  std::vector<int> order = rank_order(
      static_cast<int>(names.size()),
      [&](int a, int b) { return compare_finale(score[a], score[b]); }, rank);
  std::printf("\nrank entry        perfect  moves  mean  transports  cpu total\n");
  for (size_t k = 0; k < order.size(); ++k) {
    const FinaleScore& s = score[order[k]];
    std::printf("%4d %-12s %3d/%-3d %6lld %5.1f %11lld %9.1fs\n", rank[k], names[order[k]].c_str(),
                s.perfect, squares, s.moves,
                s.perfect ? static_cast<double>(s.moves) / s.perfect : 0.0, s.transports,
                s.cpu_seconds);
  }
  // A tie on all four criteria names every tied entry: the order of --entry decides nothing.
  bool tie = order.size() > 1 && rank[1] == 1;
  const FinaleScore& w = score[order[0]];
  char buf[200];
  std::snprintf(buf, sizeof buf, ": %d/%d perfect, mean %.2f moves, %lld transports%s", w.perfect,
                squares, w.perfect ? static_cast<double>(w.moves) / w.perfect : 0.0, w.transports,
                tie ? ", the same time" : "");
  return first_names(names, order, rank) + (tie ? " tie for first" : " first") + buf;
}

std::string set_summary(const std::vector<std::string>& names, const std::vector<Run>& runs,
                        const std::vector<FinaleScore>& score, int squares) {
  const std::string result = print_finale(names, score, squares);
  if (names.size() == 2 && squares > 1)
    std::printf(
        "COMPARE: %s\n",
        comparison_line(names[0], names[1], compare_entries(runs, names[0], names[1])).c_str());
  return result;
}

}  // namespace lloyd
