// view.cpp: `boxing_referee check` (boxing_check) as Boxing runs it (Boxing::check_logs): every
// line and field of each log checked (check_log), the moves' times against --limit-ms; --show
// draws it on the terminal, --html writes the page that plays it, --json its data.
#include <algorithm>
#include <cstdio>
#include <iostream>

#include "boxing_game.h"
#include "common/core/files.h"

namespace boxing {

namespace {

// The arena as the page reads it from a frame's text: 16 rows, 32 columns, each player's mark
// in its colour, the blocked spots grey.
viewer::Board board(const GameLog& g) {
  viewer::Board b;
  b.line = 3, b.column = 3, b.rows = kHeight, b.columns = kWidth, b.size = 20;
  for (int y = 0; y < kHeight; ++y) b.row_labels.push_back(std::to_string(y));
  for (int x = 0; x < kWidth; ++x) b.column_labels.push_back(std::to_string(x));
  b.cells = {{kVacant, {"", ""}}, {kBlocked, {"", "block"}}};
  for (std::size_t p = 0; p < g.marks.size(); ++p)
    b.cells[g.marks[p]] = {std::string(1, g.marks[p]), "p" + std::to_string(p % 6 + 1)};
  return b;
}

// The arena as the viewers draw it: the header, column and row numbers, the rows; each player's
// mark in its colour on a terminal, the new box highlighted.
viewer::Frame arena_block(const GameLog& g, const std::string& header, const std::string& label,
                          const Arena& a, const Box* box, const viewer::Terminal& t) {
  static const char* const kColours[] = {"31", "34", "32", "35", "33", "36"};
  std::string tens = "   ", units = "   ";
  for (int x = 0; x < kWidth; ++x) {
    tens += x % 10 == 0 ? static_cast<char>('0' + x / 10) : ' ';
    units += static_cast<char>('0' + x % 10);
  }
  std::string text = t.paint(header, "1") + "\n" + tens + "\n" + units + "\n";
  for (int y = 0; y < kHeight; ++y) {
    text += (y < 10 ? " " : "") + std::to_string(y) + " ";
    for (int x = 0; x < kWidth; ++x) {
      const char c = a.at(x, y);
      const std::size_t p = std::find(g.marks.begin(), g.marks.end(), c) - g.marks.begin();
      const bool fresh =
          box && x >= box->x && x < box->x + box->k && y >= box->y && y < box->y + box->k;
      const std::string colour = p < g.marks.size() ? kColours[p % 6] : c == kBlocked ? "90" : "";
      text += colour.empty() ? std::string(1, c)
                             : t.paint(std::string(1, c), (fresh ? "7;" + colour : colour).c_str());
    }
    text += "\n";
  }
  viewer::Frame f{text, label, {}, contest::Json::object()};
  if (box) f.marks.push_back({box->y, box->x, "new", box->k, box->k});
  f.extra.set("vacant", a.vacant());
  return f;
}

// The header of a turn's block: the players at the start, else the move and what came of it.
std::string turn_header(const GameLog& g, const LogTurn& turn, const Arena& a, int number) {
  std::string header;
  if (turn.player < 0) {
    for (std::size_t p = 0; p < g.marks.size(); ++p)
      header += (p ? ", " : "start: ") + std::string(1, g.marks[p]) + " " + g.names[p];
    return header + "; " + std::to_string(a.vacant()) + " vacant";
  }
  const std::string who = g.marks[turn.player] + (" " + g.names[turn.player]);
  if (turn.forfeit)
    return "move " + std::to_string(number) + ": " + who + " forfeits (" + turn.reason + ")";
  const std::string k = std::to_string(turn.box.k);
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%lld.%03lld", turn.millis / 1000, turn.millis % 1000);
  return "move " + std::to_string(number) + ": " + who + " takes " + k + "x" + k + " at " +
         std::to_string(turn.box.x) + " " + std::to_string(turn.box.y) + " (" + seconds + " s); " +
         std::to_string(a.vacant()) + " vacant";
}

// Draws a log's turns as check_log reads them, then the result or the first problem; returns the
// problem ("" when the log checked).
std::string show_log(const std::string& text, long long limit_ms, viewer::Terminal& t) {
  GameLog checked;
  int number = 0;
  const std::string problem = check_log(
      text, limit_ms, &checked, [&](const GameLog& g, const LogTurn& turn, const Arena& a) {
        const bool start = turn.player < 0;
        const std::string header = turn_header(g, turn, a, start ? 0 : ++number);
        std::string label = "start";
        if (start) {
          contest::Json players = contest::Json::array();
          std::string names;
          for (std::size_t p = 0; p < g.marks.size(); ++p) {
            const std::string who = std::string(1, g.marks[p]) + " " + g.names[p];
            players.push_back(contest::valid_utf8(who));
            names += (p ? " vs " : "") + who;
          }
          contest::Json extra = contest::Json::object();
          extra.set("players", players);
          t.begin(names, board(g), extra);
        } else {
          const std::string k = std::to_string(turn.box.k);
          label = std::to_string(number) + ". " + g.marks[turn.player] +
                  (turn.forfeit ? " forfeits"
                                : " " + k + "x" + k + " at " + std::to_string(turn.box.x) + "," +
                                      std::to_string(turn.box.y));
        }
        t.show(arena_block(g, header, label, a, start || turn.forfeit ? nullptr : &turn.box, t));
      });
  if (!problem.empty()) {
    t.show("error: " + problem + "\n");
    return problem;
  }
  const int w = checked.winner;
  t.fact("winner", std::string(1, checked.marks[w]));
  t.fact("score", checked.scores[w]);
  t.show(t.paint("result: " + std::string(1, checked.marks[w]) + " " + checked.names[w] +
                     " wins, score " + std::to_string(checked.scores[w]),
                 "1") +
         "\n");
  return "";
}

}  // namespace

int view_logs(const Boxing& game, const std::vector<std::string>& logs,
              const viewer::Options& view) {
  viewer::Terminal terminal(view);
  int bad = 0;
  std::string verdict;  // --json, --html: the first problem
  for (const std::string& path : logs) {
    std::string problem, text;
    // An empty file leaves text empty: check_log refuses it. A path that is not a regular file is
    // no log.
    const bool read = contest::read_file(path, text, problem);
    if (read)
      problem =
          view.any() ? show_log(text, game.limit().count(), terminal) : game.check(text).problem;
    else if (view.collect())
      terminal.show("error: " + problem + "\n");
    if (view.collect()) {
      if (!problem.empty()) std::cerr << path << ": " << problem << "\n";
      if (verdict.empty() && !problem.empty())
        verdict = logs.size() > 1 ? path + ": " + problem : problem;
    } else if (!view.show || !read) {
      std::cout << path << ": " << (problem.empty() ? "ok" : problem) << "\n";
    }
    bad += !problem.empty();
  }
  if (view.collect()) terminal.write("boxing", "Boxing Match", verdict);
  return bad ? 1 : 0;
}

}  // namespace boxing
