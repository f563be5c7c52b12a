// shootemup_replay: re-verifies a Shot-Em-Up arena output without running any robot.
//
//   shootemup_replay [--move-ms N] [--max-pairs N] [LOG]      (no LOG or "-": standard input)
//   shootemup_replay --show [--step | --delay MS] [--game K] [LOG]   every combat begun by `-`
//                                                  move by move: the robots, shots and hits
//   shootemup_replay --html [--game K] [LOG] > game.html            the viewer's page of the log
//
// Re-runs the arena's own rules and seeded random robot on the log, with the robot's replies taken
// from the log, and compares every line the arena would write with the log's. --move-ms and
// --max-pairs are the arena's; by default they are read from the log (see replay.h). Exits 0 when
// the log verifies, printing its totals; 1 at the first line that differs (tampered, or not an
// arena output); 3 when the log is consistent up to a combat that cannot be checked (a combat after
// an R round with no G since); 2 on a usage error or an unreadable file.
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "replay.h"
#include "viewer/viewer.h"

namespace {

int usage(const std::string& why) {
  std::cerr << "shootemup_replay: " << why << "\n"
            << "usage: shootemup_replay [--move-ms N] [--max-pairs N] [options] [LOG]\n"
            << viewer::kUsage;
  return 2;
}

std::string move_text(const shootemup::Move& m) {
  return std::string(m.shoot ? "S " : "M ") + std::to_string(m.dx) + " " + std::to_string(m.dy);
}

// A combat's position as the viewers draw it (viewer.html writes the same text): the header, then
// the arena's own board without its margins; on a terminal the robots and the shots in colour.
std::string position(const shootemup::Game& g, const std::string& header,
                     const viewer::Terminal& t) {
  std::string text = t.paint(header, "1") + "\n";
  const std::vector<std::string> rows = g.draw();
  for (std::size_t r = 1; r + 1 < rows.size(); ++r) {
    for (char c : rows[r].substr(2)) {
      const char* colour = c == 'Y'   ? "1;32"
                           : c == 'O' ? "1;31"
                           : c == 'X' ? "1;35"
                           : c == '+' ? "32"
                           : c == '-' ? "31"
                           : c == '*' ? "35"
                                      : nullptr;
      text += colour ? t.paint(std::string(1, c), colour) : std::string(1, c);
    }
    text += "\n";
  }
  return text;
}

// Draws the combats begun by `-` (only the K-th with --game K) as the replay re-plays them.
class CombatShow {
 public:
  CombatShow(viewer::Terminal& t, long only) : t_(t), only_(only) {}
  void operator()(const shootemup::CombatEvent& e, const shootemup::Game& g) {
    using Kind = shootemup::CombatEvent::Kind;
    const std::string k = std::to_string(e.kind == Kind::Start ? ++combat_ : combat_);
    if (only_ && combat_ != only_) return;
    const shootemup::Robot &you = g.robot(0), &them = g.robot(1);
    if (e.kind == Kind::Start) {
      pairs_ = 0, open_ = true;
      t_.show(position(g,
                       "combat " + k + " (" + e.text + "): you at " + std::to_string(you.x) + " " +
                           std::to_string(you.y) + ", opponent at " + std::to_string(them.x) + " " +
                           std::to_string(them.y),
                       t_));
    } else if (e.kind == Kind::Pair) {
      t_.show(position(
          g,
          "combat " + k + ", move " + std::to_string(++pairs_) + ": you " + move_text(e.ours) +
              (e.theirs ? ", opponent " + move_text(*e.theirs) : "") + " -> " + e.text +
              "; hits: you " + std::to_string(you.hits) + ", opponent " + std::to_string(them.hits),
          t_));
    } else {
      open_ = false;
      t_.show(t_.paint("result: combat " + k + ": " + e.text, "1") + "\n");
    }
  }
  long combats() const { return combat_; }
  // After the replay: the last combat's end, or the first problem in the log.
  void finish(const shootemup::ReplayReport& report) {
    using Verdict = shootemup::ReplayReport::Verdict;
    if (!report.ok() && (!only_ || combat_ == only_))
      t_.show("error: line " + std::to_string(report.line) + ": " +
              (report.verdict == Verdict::Unverifiable ? "cannot verify: " : "mismatch: ") +
              report.message + "\n");
    else if (report.ok() && open_)
      t_.show(t_.paint("result: combat " + std::to_string(combat_) + ": unfinished (the log ends)",
                       "1") +
              "\n");
  }

 private:
  viewer::Terminal& t_;
  long only_, combat_ = 0, pairs_ = 0;
  bool open_ = false;
};

bool parse_positive(const char* text, long& value) {
  char* end = nullptr;
  value = std::strtol(text, &end, 10);
  return end && *end == '\0' && end != text && value > 0 && value <= 1000000000;
}

}  // namespace

int main(int argc, char** argv) {
  shootemup::ReplayOptions options;
  viewer::Options view;
  std::vector<std::string> args(argv + 1, argv + argc), names;
  try {
    for (std::size_t i = 0; i < args.size(); ++i) {
      if (viewer::take_option(args, i, view)) continue;
      const std::string& flag = args[i];
      if (flag.size() < 2 || flag.compare(0, 2, "--") != 0) {
        names.push_back(flag);
        continue;
      }
      long value = 0;
      if (i + 1 >= args.size() || !parse_positive(args[i + 1].c_str(), value))
        return usage(flag + " needs a positive integer");
      if (flag == "--move-ms")
        options.move_ms = value;
      else if (flag == "--max-pairs")
        options.max_pairs = static_cast<int>(value);
      else
        return usage("unknown option " + flag);
      ++i;
    }
  } catch (const std::invalid_argument& e) {
    return usage(e.what());
  }
  if (names.size() > 1) return usage("more than one log given");
  const std::string name = names.empty() ? "-" : names[0];
  std::ifstream file;
  if (name != "-") {
    file.open(name, std::ios::binary);
    if (!file) return usage("cannot read " + name);
  }
  std::istream& in = name == "-" ? std::cin : file;
  std::ostringstream whole;
  whole << in.rdbuf();
  if (in.bad()) return usage("cannot read " + name);
  std::vector<std::string> log;
  std::istringstream lines(whole.str());
  for (std::string line; std::getline(lines, line);) log.push_back(line);

  viewer::Terminal terminal(view);
  CombatShow show(terminal, view.game);
  if (view.show) options.observe = std::ref(show);
  const shootemup::ReplayReport report = shootemup::check_replay(log, options);
  const shootemup::ArenaTotals& t = report.totals;
  using Verdict = shootemup::ReplayReport::Verdict;
  const int status = report.ok() ? 0 : report.verdict == Verdict::Unverifiable ? 3 : 1;
  const std::string problem =
      report.ok() ? ""
                  : (report.verdict == Verdict::Unverifiable ? "cannot verify: " : "mismatch: ") +
                        report.message;
  if (view.html) {
    std::cout << viewer::page(
        "shootemup", {{name, whole.str()}},
        problem.empty() ? "" : "line " + std::to_string(report.line) + ": " + problem, view.game);
    if (!problem.empty()) std::cerr << name << ":" << report.line << ": " << problem << "\n";
    return status;
  }
  if (view.show) {
    show.finish(report);
    if (view.game > show.combats()) {
      std::cerr << "shootemup_replay: --game " << view.game << ": the log holds " << show.combats()
                << " combats begun by -\n";
      return 2;
    }
    return status;
  }
  if (report.ok()) {
    std::cout << "verified " << report.lines << " lines: combats " << t.combats << " wins "
              << t.wins << " loses " << t.losses << " errors " << t.errors << " capped " << t.capped
              << " (" << report.round_combats
              << " of them in R rounds, checked by their round lines only)\n";
    return 0;
  }
  std::cerr << name << ":" << report.line << ": " << problem << "\n";
  return status;
}
