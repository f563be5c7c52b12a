// check_main.cpp: pousse_check, the replay checker. `pousse_check --help` says what it does; the
// text is kHelp below, pinned by PousseCheck.HelpText.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "archive.h"
#include "common/cli/cli.h"
#include "common/core/files.h"
#include "viewer/viewer.h"

namespace {

const std::string kHelp =
    std::string(
        "usage: pousse_check [options] LOG...   (--html: one LOG)\n"
        "Replays every game of every Pousse log (the 1998 archive's format, one game per line, as\n"
        "pousse_referee --log writes it) with the rules. Prints one line per problem, naming the\n"
        "file, the line and (for a malformed record) the column, then a tally per end reason.\n"
        "--show draws every move of each game; --html writes the viewer's page of the log; --game\n"
        "K takes the game on line K, counted on through the logs given.\n"
        "options:\n") +
    viewer::usage() +
    "  -h, --help         this text\n"
    "Exits 0 when every game agrees with the rules; 1 when a record is malformed, a game "
    "disagrees\n"
    "with the rules, or a log has no record, an empty line or a last line without its newline (a\n"
    "log cut short); 2 on bad usage or when a file cannot be read or is not a regular file.\n";

int usage(const std::string& why) { return contest::cli::usage("pousse_check", why); }

// The board as the page reads it from a frame's text: the n x n board in its frame, the frame's
// edges blank but for the arrow that shows where the marker came in.
viewer::Board board(int n) {
  viewer::Board b;
  b.line = 1, b.column = 0, b.rows = b.columns = n + 2, b.size = n > 12 ? 20 : 30;
  b.cells = {{'.', {"", ""}},
             {'X', {"X", "p1"}},
             {'O', {"O", "p2"}},
             {'+', {"", "gap"}},
             {'-', {"", "gap"}},
             {'|', {"", "gap"}},
             {'>', {"\u25B6", "arrow"}},
             {'<', {"\u25C0", "arrow"}},
             {'v', {"\u25BC", "arrow"}},
             {'^', {"\u25B2", "arrow"}}};
  return b;
}

// A position as the viewers draw it: the header, then the board in a frame whose edge shows where
// the marker came in (> < v ^), the line it pushed marked; X and O in colour on a terminal, the new
// marker highlighted.
viewer::Frame position(const pousse::Board& b, const std::string& header, const std::string& label,
                       const pousse::Move* m, const viewer::Terminal& t) {
  const int n = b.size(), line = m ? m->index - 1 : -1;
  const char side = m ? m->side : ' ';
  auto edge = [&](char s, const char* arrow) {
    std::string e = "+";
    for (int c = 0; c < n; ++c) e += side == s && line == c ? t.paint(arrow, "1;33") : "-";
    return e + "+\n";
  };
  std::string text = t.paint(header, "1") + "\n" + edge('T', "v");
  for (int r = 0; r < n; ++r) {
    text += side == 'L' && line == r ? t.paint(">", "1;33") : "|";
    for (int c = 0; c < n; ++c) {
      const pousse::Cell cell = b.at(r, c);
      const bool fresh =
          (side == 'L' && r == line && c == 0) || (side == 'R' && r == line && c == n - 1) ||
          (side == 'T' && c == line && r == 0) || (side == 'B' && c == line && r == n - 1);
      const std::string colour = cell == pousse::X ? "1;31" : cell == pousse::O ? "1;34" : "";
      const std::string ch(1, pousse::cell_char(cell));
      text += colour.empty() ? ch : t.paint(ch, (fresh ? "7;" + colour : colour).c_str());
    }
    text += (side == 'R' && line == r ? t.paint("<", "1;33") : "|") + "\n";
  }
  viewer::Frame f{text + edge('B', "^"), label, {}, contest::Json()};
  // In the page's board the frame is row and column 0.
  if (side == 'L' || side == 'R')
    f.marks = {{line + 1, 1, "line", 1, n}, {line + 1, side == 'L' ? 1 : n, "new"}};
  else if (side == 'T' || side == 'B')
    f.marks = {{1, line + 1, "line", n, 1}, {side == 'T' ? 1 : n, line + 1, "new"}};
  return f;
}

// Draws a record's game move by move with the rules, then its result or the rules' objection.
void show_game(const pousse::GameRecord& r, int lineno, viewer::Terminal& t) {
  pousse::Game g(r.size);
  const std::string size = std::to_string(r.size);
  contest::Json players = contest::Json::object(), extra = contest::Json::object();
  players.set("X", contest::valid_utf8(r.x_name)), players.set("O", contest::valid_utf8(r.o_name));
  extra.set("players", players);
  extra.set("winner", std::string(1, r.winner));
  t.begin("game " + std::to_string(lineno) + ": " + size + "x" + size + ", X " + r.x_name +
              " vs O " + r.o_name + ", " +
              (r.winner == '-' ? "draw" : std::string(1, r.winner) + " wins") + ", " +
              std::to_string(r.moves.size()) + " moves",
          board(r.size), extra);
  t.show(position(g.board(), "start: " + size + "x" + size + ", X " + r.x_name + ", O " + r.o_name,
                  "start", nullptr, t));
  for (std::size_t k = 0; k < r.moves.size(); ++k) {
    const char side = g.to_move() == pousse::X ? 'X' : 'O';
    if (!g.play(r.moves[k])) break;  // a move after the end: check_record says so below
    const std::string move = std::to_string(k + 1) + ": " + side + " " + r.moves[k].str();
    t.show(position(g.board(), "move " + move,
                    std::to_string(k + 1) + ". " + move.substr(move.find(' ') + 1), &r.moves[k],
                    t));
  }
  const pousse::CheckResult res = pousse::check_record(r);
  if (!res.ok) {
    t.show("error: line " + std::to_string(lineno) + ": " + res.problem + "\n");
    return;
  }
  const std::string who = r.winner == '-' ? "draw"
                                          : std::string(1, r.winner) + " " +
                                                (r.winner == 'X' ? r.x_name : r.o_name) + " wins";
  t.show(t.paint("result: " + who + ": " + r.end, "1") + "\n");
}

// The logs' lines checked one after the other, each game replayed by the rules; what was found,
// counted for the summary.
struct LogChecker {
  const viewer::Options& view;
  viewer::Terminal& terminal;
  long only;            // the game drawn (--game; --html draws all), 0: every one
  std::string verdict;  // --json, --html: the first problem
  int records = 0;      // lines read so far, for --game
  std::map<std::string, int> tally;
  int games = 0, bad = 0, normal_ok = 0;

  // A problem at a line (0: the whole log): listed, or for the viewers the first one named on the
  // page and drawn on the terminal (with --game, only the game's own).
  void report(const std::string& path, int lineno, const std::string& what) {
    ++bad;
    const std::string at = lineno ? "line " + std::to_string(lineno) + ": " : "";
    if (verdict.empty()) verdict = at + what;
    if (view.any() && (only == 0 || only == records))
      terminal.show("error: " + at + what + "\n");
    else if (!view.any())
      std::cout << path << (lineno ? ":" + std::to_string(lineno) : "") << ": " << what << "\n";
  }

  // Step 1. The referee writes one record per line, each ended by a newline, and nothing else.
  void check_log(const std::string& path, const std::string& text) {
    if (text.empty()) {
      ++records;
      report(path, 0, "empty log: no game records");
      return;
    }
    std::size_t start = 0;
    for (int lineno = 1; start < text.size(); ++lineno) {
      const std::size_t end = text.find('\n', start);
      const std::string line =
          text.substr(start, end == std::string::npos ? std::string::npos : end - start);
      start = end == std::string::npos ? text.size() : end + 1;
      ++records;
      if (end == std::string::npos)
        report(path, lineno, "the last line has no newline: the log was cut short");
      else if (line.empty())
        report(path, lineno, "empty line");
      else
        check_record(path, lineno, line);
    }
  }

  // Step 2. The record's fields, then the game replayed by the rules.
  void check_record(const std::string& path, int lineno, const std::string& line) {
    std::string error;
    auto rec = pousse::parse_record(line, &error);
    if (!rec) return report(path, lineno, "malformed: " + error);
    ++games;
    ++tally[rec->end];
    auto res = pousse::check_record(*rec);
    if (view.any() && (only == 0 || only == records)) {
      show_game(*rec, lineno, terminal);
      bad += !res.ok;
      if (!res.ok && verdict.empty())
        verdict = "line " + std::to_string(lineno) + ": " + res.problem;
    } else if (!res.ok) {
      report(path, lineno, res.problem);
    } else if (rec->end == pousse::kNormalEnd) {
      ++normal_ok;
    }
  }
};

}  // namespace

int main(int argc, char** argv) {
  viewer::Options view;
  std::vector<std::string> logs;
  if (const auto status = viewer::read_command_line(argc, argv, "pousse_check", kHelp, view, logs))
    return *status;
  if (logs.empty()) return usage("no log given");
  if (view.html && logs.size() != 1) return usage("--html: one log only");
  viewer::Terminal terminal(view);
  LogChecker c{view, terminal, view.html ? 0 : view.game};
  std::string page_text;  // the log read last
  for (const std::string& path : logs) {
    std::string why;
    if (!contest::read_file(path, page_text, why)) {
      std::cerr << "pousse_check: " << path << ": " << why << "\n";
      return 2;
    }
    c.check_log(path, page_text);
  }
  if (view.any() && view.game > c.records) {
    std::cerr << "pousse_check: --game " << view.game << ": the log holds " << c.records
              << " lines\n";
    return 2;
  }
  if (view.collect()) {
    terminal.write("pousse", "Pousse", c.verdict, view.html ? view.game : 0);
    if (!c.verdict.empty()) std::cerr << logs[0] << ": " << c.verdict << "\n";
    return c.bad ? 1 : 0;
  }
  if (view.show) return c.bad ? 1 : 0;
  for (const auto& [end, count] : c.tally) std::cout << count << "\t" << end << "\n";
  std::cout << "checked " << c.games << " games: " << c.normal_ok << " normally-ended games agree, "
            << c.bad << " problems\n";
  return c.bad ? 1 : 0;
}
