// check_main.cpp: the Showdown replay checker. `showdown_check --help` says what it does; the
// text is kHelp below, pinned by ShowdownReplay.HelpText.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "common/cli/cli.h"
#include "common/core/files.h"
#include "log_check.h"
#include "viewer/viewer.h"

namespace {

const std::string kHelp =
    std::string(
        "usage: showdown_check [options] LOG...   (--html: one LOG)\n"
        "Re-plays each Showdown game log (the mediator's --logs) with the rules and checks\n"
        "every input, reply, skipped turn, the outcome and both scores; prints \"LOG: ok\" or\n"
        "\"LOG: INVALID: why\" for each. --show draws every turn on the terminal (both\n"
        "players' true squares and the walls, each player's command and answer); --html\n"
        "writes the viewer's page of the log.\n"
        "options:\n") +
    viewer::usage() +
    "  -h, --help         this text\n"
    "Exits 0 when every log is consistent, 1 when one is not (or is empty, cut short, or not a\n"
    "regular file), 2 on bad usage.\n";

int usage(const std::string& why) { return contest::cli::usage("showdown_check", why); }

using showdown::Game;
using showdown::Square;

// The board as the page reads it from a frame's text: rows A-I, columns 1-26, each player's home.
viewer::Board board() {
  viewer::Board b;
  b.line = 3, b.column = 2, b.rows = showdown::kRows, b.columns = showdown::kCols;
  for (int r = 0; r < showdown::kRows; ++r) b.row_labels.push_back(std::string(1, 'A' + r));
  for (int c = 1; c <= showdown::kCols; ++c) b.column_labels.push_back(std::to_string(c));
  b.cells = {{'.', {"", ""}}, {'#', {"", "wall"}}, {'1', {"1", "p1"}}, {'2', {"2", "p2"}}};
  b.marks = {{0, 0, "home"}, {showdown::kRows - 1, showdown::kCols - 1, "home"}};
  return b;
}

// A turn slot as the viewers draw it: the header, the board with both squares and the walls (the
// command's target marked), and who sleeps (dimmed); the players' squares for the page.
viewer::Frame position(const Game& g, const std::string& header, const std::string& label,
                       const viewer::Terminal& t, const Square* target) {
  viewer::Frame f{"", label, {}, contest::Json::object()};
  contest::Json players = contest::Json::array();
  for (int p = 0; p < 2; ++p) {
    contest::Json one = contest::Json::object();
    one.set("square", showdown::square_text(g.position(p)));
    one.set("asleep", g.sleeping(p));
    players.push_back(one);
    if (g.sleeping(p)) f.marks.push_back({g.position(p).row, g.position(p).col, "asleep"});
  }
  f.extra.set("players", players);
  if (target) f.marks.push_back({target->row, target->col, "target"});
  std::string tens = "  ", units = "  ";
  for (int c = 1; c <= showdown::kCols; ++c) {
    tens += c >= 10 ? static_cast<char>('0' + c / 10) : ' ';
    units += static_cast<char>('0' + c % 10);
  }
  std::string text = t.paint(header, "1") + "\n" + tens + "\n" + units + "\n";
  for (int r = 0; r < showdown::kRows; ++r) {
    text += std::string(1, static_cast<char>('A' + r)) + " ";
    for (int c = 0; c < showdown::kCols; ++c) {
      const Square s{r, c};
      std::string cell = g.wall(s) ? t.paint("#", "90") : ".";
      for (int p = 0; p < 2; ++p)
        if (g.position(p) == s)
          cell = t.paint(std::to_string(p + 1),
                         g.sleeping(p) ? (p ? "2;34" : "2;31") : (p ? "1;34" : "1;31"));
      if (target && *target == s && t.colour()) cell = t.paint(cell == "." ? "+" : cell, "7");
      text += cell;
    }
    text += "\n";
  }
  for (int p = 0; p < 2; ++p)
    text += std::string(p ? "; " : "") + "player " + std::to_string(p + 1) + " at " +
            showdown::square_text(g.position(p)) + (g.sleeping(p) ? ", asleep" : "");
  f.text = text + "\n";
  return f;
}

// Draws one log's turns as they are re-played, then its result (the rules' scores) or the first
// problem; returns the checker's verdict.
std::string show_log(const std::string& log, viewer::Terminal& t) {
  std::string names[2];
  Game last;
  const std::string problem = showdown::verify_log(log, [&](const Game& g, const auto& f) {
    last = g;
    if (f[0] == "player") {
      names[0] = f[1], names[1] = f[2];
      contest::Json players = contest::Json::array();
      players.push_back(names[0]), players.push_back(names[1]);
      contest::Json extra = contest::Json::object();
      extra.set("players", players);
      t.begin(names[0] + " vs " + names[1], board(), extra);
      t.show(position(g, "start: 1 " + names[0] + " at A 1, 2 " + names[1] + " at I 26", "start", t,
                      nullptr));
      return;
    }
    const int p = f[2] == "2";
    std::string header = "turn " + f[1] + ", player " + f[2] + " " + names[p] + ": ";
    std::string label = f[1] + "." + f[2] + " ";
    std::optional<Square> target;
    if (f[3] == "sleep") {
      header += "asleep";
      label += "asleep";
    } else {
      header += (f[5] == "-" ? "no command (" + f[6] + ")" : f[5]) + " -> " + f[7];
      label += (f[5] == "-" ? f[6] : f[5]) + ": " + f[7];
      if (auto cmd = showdown::parse_command(f[5]);
          cmd && cmd->type != showdown::CommandType::Radar &&
          cmd->type != showdown::CommandType::Help && showdown::on_board(cmd->target))
        target = cmd->target;
    }
    t.show(position(g, header, label, t, target ? &*target : nullptr));
  });
  if (!problem.empty()) {
    t.show("error: " + problem + "\n");
    return problem;
  }
  std::string line = std::string("result: ") + showdown::outcome_name(last.outcome());
  contest::Json scores = contest::Json::array();
  for (int p = 0; p < 2; ++p) {
    const showdown::Score s = last.score(p);
    scores.push_back(s.total());
    line += "; " + std::to_string(p + 1) + " " + names[p] + " " + std::to_string(s.total()) +
            " (result " + std::to_string(s.result) + ", ouch " + std::to_string(s.ouch) + ", zap " +
            std::to_string(s.zap) + ", speed " + std::to_string(s.speed) + ", distance " +
            std::to_string(s.distance) + ")";
  }
  t.fact("scores", scores);
  t.show(t.paint(line, "1") + "\n");
  return problem;
}

}  // namespace

int main(int argc, char** argv) {
  viewer::Options view;
  std::vector<std::string> logs;
  if (const auto status =
          viewer::read_command_line(argc, argv, "showdown_check", kHelp, view, logs))
    return *status;
  if (view.game > static_cast<long>(logs.size()))
    return usage("--game " + std::to_string(view.game) + ": " + std::to_string(logs.size()) +
                 " logs given");
  if (view.game > 0) logs = {logs[view.game - 1]};  // the K-th log: one game each
  if (logs.empty()) return usage("no log given");
  if (view.html && logs.size() != 1) return usage("--html: one log only");
  viewer::Terminal terminal(view);
  int bad = 0;
  std::string verdict;  // --json, --html: the first problem
  for (const std::string& path : logs) {
    // A log is a regular file: a directory would read as empty, a FIFO could block.
    std::string text, why;
    if (!contest::read_file(path, text, why)) {
      (view.collect() ? std::cerr : std::cout) << path << ": INVALID: " << why << "\n";
      if (view.collect()) terminal.show("error: " + why + "\n");
      if (verdict.empty()) verdict = path + ": " + why;
      ++bad;
      continue;
    }
    if (view.collect()) {
      const std::string problem = show_log(text, terminal);
      if (!problem.empty()) std::cerr << path << ": INVALID: " << problem << "\n";
      if (verdict.empty() && !problem.empty())
        verdict = logs.size() > 1 ? path + ": " + problem : problem;
      bad += !problem.empty();
      continue;
    }
    if (view.show) {
      bad += !show_log(text, terminal).empty();
      continue;
    }
    const std::string problem = showdown::verify_log(text);
    if (problem.empty()) {
      std::cout << path << ": ok\n";
    } else {
      std::cout << path << ": INVALID: " << problem << "\n";
      ++bad;
    }
  }
  if (view.collect()) terminal.write("showdown", "Showdown", verdict);
  return bad ? 1 : 0;
}
