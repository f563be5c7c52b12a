// shootemup_check: re-verifies a Shot-Em-Up arena output without running any robot.
// `shootemup_check --help` says how; the text is kHelp below, pinned by ReplayProgram.HelpText.
//
// Re-runs the arena's own rules and seeded random robot on the log, with the robot's replies taken
// from the log, and compares every line the arena would write with the log's (see replay.h).
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/cli/cli.h"
#include "common/core/files.h"
#include "replay.h"
#include "viewer/viewer.h"

namespace {

const std::string kHelp =
    std::string(
        "usage: shootemup_check [options] [LOG]   (no LOG or \"-\": standard input)\n"
        "Re-verifies a Shot-Em-Up arena output without running any robot: re-runs the arena's own\n"
        "rules and seeded random robot on the log, the robot's replies taken from the log, and\n"
        "compares every line the arena would write with the log's. --show draws every combat\n"
        "begun by - move by move (the robots, shots and hits); --html writes the viewer's page.\n"
        "options:\n"
        "  --move-ms MS       the arena's time per reply, 1 to 1000000000 ms (default: read from\n"
        "                     the log's own \"no move within N ms\" lines)\n"
        "  --max-pairs N      the arena's combat length cap, 1 to 1000000000 (default: read from\n"
        "                     the log's \"combat stopped after N move pairs\" lines; none "
        "without)\n") +
    viewer::usage() +
    "  -h, --help         this text\n"
    "Exits 0 when the log verifies (its totals on stdout); 1 at the first line that differs\n"
    "(tampered, or not an arena output); 3 when the log is consistent up to a combat that cannot\n"
    "be checked (a combat after an R round with no G since); 2 on bad usage or an unreadable\n"
    "file.\n";

int usage(const std::string& why) { return contest::cli::usage("shootemup_check", why); }

int unreadable(const std::string& name) {
  std::cerr << "shootemup_check: cannot read " << name << "\n";
  return 2;
}

std::string move_text(const shootemup::Move& m) {
  return std::string(m.shoot ? "S " : "M ") + std::to_string(m.dx) + " " + std::to_string(m.dy);
}

// The arena as the page reads it from a frame's text: 10 x 10, the robots and their shots' paths
// in their colours.
viewer::Board board() {
  viewer::Board b;
  b.line = 1, b.column = 0, b.rows = b.columns = 10, b.size = 32;
  for (int k = 0; k < 10; ++k)
    b.row_labels.push_back(std::to_string(k)), b.column_labels.push_back(std::to_string(k));
  const std::string dot = "\u00B7";
  b.cells = {{'.', {"", ""}},       {'Y', {"Y", "p3"}},    {'O', {"O", "p1"}},   {'X', {"X", "p4"}},
             {'+', {dot, "shotY"}}, {'-', {dot, "shotO"}}, {'*', {dot, "shotX"}}};
  return b;
}

// A combat's position as the viewers draw it: the header, then the arena's own board without its
// margins; the robots and the shots in colour on a terminal, a robot that was hit ringed on the
// page.
viewer::Frame position(const shootemup::Game& g, const std::string& header,
                       const std::string& label, const viewer::Terminal& t) {
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
  viewer::Frame f{text, label, {}, contest::Json::object()};
  contest::Json hits = contest::Json::array();
  for (int k = 0; k < 2; ++k) {
    const shootemup::Robot& r = g.robot(k);
    hits.push_back(r.hits);
    if (r.hits && r.x >= 0 && r.x < 10 && r.y >= 0 && r.y < 10)
      f.marks.push_back({r.y, r.x, "hit"});
  }
  f.extra.set("hits", hits);
  return f;
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
      t_.begin("combat " + k + " (" + e.text + ")", board());
      t_.show(position(g,
                       "combat " + k + " (" + e.text + "): you at " + std::to_string(you.x) + " " +
                           std::to_string(you.y) + ", opponent at " + std::to_string(them.x) + " " +
                           std::to_string(them.y),
                       "start", t_));
    } else if (e.kind == Kind::Pair) {
      const std::string pair = std::to_string(++pairs_),
                        moves = move_text(e.ours) + (e.theirs ? " / " + move_text(*e.theirs) : "");
      t_.show(position(g,
                       "combat " + k + ", move " + pair + ": you " + move_text(e.ours) +
                           (e.theirs ? ", opponent " + move_text(*e.theirs) : "") + " -> " +
                           e.text + "; hits: you " + std::to_string(you.hits) + ", opponent " +
                           std::to_string(them.hits),
                       pair + ". " + moves + " " + e.text, t_));
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

}  // namespace

int main(int argc, char** argv) {
  shootemup::ReplayOptions options;
  viewer::Options view;
  std::vector<std::string> args(argv + 1, argv + argc), names;
  contest::cli::Command c("shootemup_check");
  viewer::add_options(c, view);
  c.whole("--move-ms", options.move_ms, 1, 1000000000);
  c.whole("--max-pairs", options.max_pairs, 1, 1000000000);
  c.rest("LOG", names);
  try {
    if (!c.parse_args(args)) return std::cout << kHelp, 0;
  } catch (const std::invalid_argument& e) {
    return usage(e.what());
  }
  if (names.size() > 1) return usage("more than one log given");
  const std::string name = names.empty() ? "-" : names[0];
  std::ostringstream whole;
  if (name == "-") {
    whole << std::cin.rdbuf();
    if (std::cin.bad()) return unreadable(name);
  } else {
    std::string text, why;
    if (!contest::read_file(name, text, why)) return unreadable(name);
    whole << text;
  }
  std::vector<std::string> log;
  std::istringstream lines(whole.str());
  for (std::string line; std::getline(lines, line);) log.push_back(line);

  viewer::Terminal terminal(view);
  CombatShow show(terminal, view.html ? 0 : view.game);  // the page holds every combat
  if (view.any()) options.observe = std::ref(show);
  const shootemup::ReplayReport report = shootemup::check_replay(log, options);
  const shootemup::RefereeTotals& t = report.totals;
  using Verdict = shootemup::ReplayReport::Verdict;
  const int status = report.ok() ? 0 : report.verdict == Verdict::Unverifiable ? 3 : 1;
  const std::string problem =
      report.ok() ? ""
                  : (report.verdict == Verdict::Unverifiable ? "cannot verify: " : "mismatch: ") +
                        report.message;
  if (view.any()) {
    show.finish(report);
    if (!view.html && view.game > show.combats()) {
      std::cerr << "shootemup_check: --game " << view.game << ": the log holds " << show.combats()
                << " combats begun by -\n";
      return 2;
    }
    // The R rounds log no moves: the page names them, as it does a log without a combat to show.
    for (const std::string& line : log)
      if (line.rfind("! ROUNDS ", 0) == 0) terminal.note("R round: " + line.substr(2));
    if (show.combats() == 0)
      terminal.note("This log holds no combat begun by -, so no move to show.");
    if (view.collect())
      terminal.write("shootemup", "Shot-Em-Up",
                     problem.empty() ? "" : "line " + std::to_string(report.line) + ": " + problem,
                     view.html ? view.game : 0);
    if (view.collect() && !problem.empty())
      std::cerr << name << ":" << report.line << ": " << problem << "\n";
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
