// viewer.cpp: see viewer.h.
#include "viewer.h"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "common/cli/cli.h"

namespace viewer {

// viewer.html, written into a generated source by embed_html.cmake at build time.
extern const unsigned char kPageTemplate[];
extern const std::size_t kPageTemplateSize;

const std::vector<Option>& all_options() {
  using contest::cli::Command;
  static const std::vector<Option> options = {
      {"--show", "", "draw every position on the terminal (colours when it is one)",
       [](Command& c, const std::string& n, Options& o) { c.flag(n, o.show); }},
      {"--step", "", "with --show: one position per Enter (q Enter quits)",
       [](Command& c, const std::string& n, Options& o) {
         c.flag(n, [&o] { o.step = o.show = true; });
       }},
      {"--delay", "MS",
       "with --show: pause MS milliseconds, 0 to 86400000, after each position\n(default 0)",
       [](Command& c, const std::string& n, Options& o) {
         c.whole(n, 0, 86400000,
                 [&o](long long ms) { o.delay_ms = static_cast<long>(ms), o.show = true; });
       }},
      {"--game", "K", "only the K-th game of a log that holds several, from 1 (default: all)",
       [](Command& c, const std::string& n, Options& o) { c.whole(n, o.game, 1, 86400000); }},
      {"--html", "", "write a web page that plays the log (save it as a .html file)",
       [](Command& c, const std::string& n, Options& o) { c.flag(n, o.html); }},
      {"--json", "", "write the checked positions as one JSON document (the page's data)",
       [](Command& c, const std::string& n, Options& o) { c.flag(n, o.json); }},
  };
  return options;
}

std::string usage() {
  const std::string indent(21, ' ');
  std::string out;
  for (const Option& v : all_options()) {
    std::string head = std::string("  ") + v.name + (*v.value ? std::string(" ") + v.value : "");
    out += head + std::string(indent.size() - head.size(), ' ');
    for (const char* h = v.help; *h; ++h) out += *h == '\n' ? "\n" + indent : std::string(1, *h);
    out += "\n";
  }
  return out;
}

void add_options(contest::cli::Command& c, Options& o) {
  for (const Option& v : all_options()) v.declare(c, v.name, o);
}

Args read_args(const std::vector<std::string>& args, Options& view,
               std::vector<std::string>& operands, std::string& problem) {
  contest::cli::Command c("check");
  add_options(c, view);
  c.rest("LOG", operands);
  try {
    if (!c.parse_args(args)) return Args::kHelp;
  } catch (const std::invalid_argument& e) {
    return problem = e.what(), Args::kBad;
  }
  return Args::kRun;
}

std::optional<int> read_command_line(int argc, char** argv, const std::string& tool,
                                     const std::string& help, Options& view,
                                     std::vector<std::string>& operands) {
  std::string problem;
  switch (read_args({argv + 1, argv + argc}, view, operands, problem)) {
    case Args::kHelp:
      std::cout << help;
      return 0;
    case Args::kBad:
      return contest::cli::usage(tool, problem);
    case Args::kRun:
      break;
  }
  return std::nullopt;
}

namespace {

using contest::Json;

Json text(const std::string& s) { return Json(contest::valid_utf8(s)); }

Json marks_json(const std::vector<Mark>& marks) {
  Json out = Json::array();
  for (const Mark& m : marks) {
    Json mark = Json::array();
    mark.push_back(m.row), mark.push_back(m.column), mark.push_back(m.css);
    if (m.rows != 1 || m.columns != 1) mark.push_back(m.rows), mark.push_back(m.columns);
    out.push_back(mark);
  }
  return out;
}

Json strings(const std::vector<std::string>& list) {
  Json out = Json::array();
  for (const std::string& s : list) out.push_back(text(s));
  return out;
}

}  // namespace

Json Board::json() const {
  Json b = Json::object(), legend = Json::object();
  b.set("line", line), b.set("column", column), b.set("step", step);
  b.set("rows", rows), b.set("columns", columns);
  b.set("row_labels", strings(row_labels)), b.set("column_labels", strings(column_labels));
  for (const auto& [c, shown] : cells)
    legend.set(contest::valid_utf8(std::string(1, c)), strings({shown.first, shown.second}));
  b.set("cells", legend), b.set("size", size), b.set("marks", marks_json(marks));
  return b;
}

std::string page(const std::string& document) {
  std::string data;
  for (char c : document)
    data += c == '<' ? "\\u003c" : c == '>' ? "\\u003e" : c == '&' ? "\\u0026" : std::string(1, c);
  // The template holds the data element once, empty ("null"): the page then asks for a file.
  const std::string html(reinterpret_cast<const char*>(kPageTemplate), kPageTemplateSize);
  const std::string slot = "<script type=\"application/json\" id=\"log\">null</script>";
  const std::size_t at = html.find(slot);
  if (at == std::string::npos || html.find(slot, at + 1) != std::string::npos)
    throw std::logic_error("viewer.html must hold the data element exactly once");
  return html.substr(0, at) + "<script type=\"application/json\" id=\"log\">" + data + "</script>" +
         html.substr(at + slot.size());
}

std::string checked_page(const std::string& lines) {
  Json all = Json::array();
  std::istringstream in(lines);
  long n = 0;
  for (std::string line; std::getline(in, line);) {
    ++n;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const auto refuse = [&](const std::string& why) {
      return std::invalid_argument("line " + std::to_string(n) + ": " + why);
    };
    Json j;
    try {
      j = Json::parse(line);
    } catch (const contest::JsonError& e) {
      throw refuse(std::string("not JSON: ") + e.what());
    }
    const Json *log = j.find("log"), *ok = j.find("ok");
    if (!j.is(Json::Type::Object) || !log || !log->is(Json::Type::String) || !ok ||
        !ok->is(Json::Type::Bool))
      throw refuse("not a line of `check --json` (an object with \"log\" and \"ok\")");
    all.push_back(j);
  }
  if (all.items().empty()) throw std::invalid_argument("no checked log in it");
  return page(all.dump());
}

std::string trim_lines(const std::string& block) {
  std::string out;
  std::size_t start = 0;
  while (start < block.size()) {
    std::size_t nl = block.find('\n', start);
    const bool last = nl == std::string::npos;
    if (last) nl = block.size();
    std::size_t end = nl;
    while (end > start && (block[end - 1] == ' ' || block[end - 1] == '\t')) --end;
    out.append(block, start, end - start);
    if (!last) out += '\n';
    start = nl + 1;
  }
  return out;
}

Terminal::Terminal(const Options& o) : options_(o) {
  const char* no_colour = std::getenv("NO_COLOR");
  colour_ = !o.collect() && isatty(STDOUT_FILENO) && !(no_colour && *no_colour);
}

std::string Terminal::paint(const std::string& text, const char* sgr) const {
  return colour_ ? "\x1b[" + std::string(sgr) + "m" + text + "\x1b[0m" : text;
}

void Terminal::begin(const std::string& label, const Board& board, Json extra) {
  if (!collecting()) return;
  games_.push_back({label, "", board.json(), extra.is(Json::Type::Null) ? Json::object() : extra});
}

void Terminal::fact(const std::string& key, Json value) {
  if (collecting()) open().extra.set(key, std::move(value));
}

Terminal::Game& Terminal::open() {
  if (games_.empty() || !games_.back().result.empty())
    games_.push_back({"", "", Board().json(), Json::object()});
  return games_.back();
}

bool Terminal::show(const Frame& frame) {
  if (!collecting()) return print(frame.text);
  const std::string block = trim_lines(frame.text);
  Json f = Json::object();
  f.set("header", text(block.substr(0, block.find('\n'))));
  f.set("label", text(frame.label));
  f.set("text", text(block));
  f.set("marks", marks_json(frame.marks));
  f.set("extra", frame.extra.is(Json::Type::Null) ? Json::object() : frame.extra);
  open().frames.push_back(f);
  return true;
}

bool Terminal::show(const std::string& block) {
  if (!collecting()) return print(block);
  std::string line = trim_lines(block);
  while (!line.empty() && line.back() == '\n') line.pop_back();
  open().result = line;
  return true;
}

std::string Terminal::document(const std::string& game, const std::string& title,
                               const std::string& verdict, long first) const {
  Json doc = Json::object(), games = Json::array();
  doc.set("game", game), doc.set("title", title), doc.set("verdict", text(verdict));
  doc.set("first", first);
  for (const Game& g : games_) {
    Json one = Json::object();
    one.set("label", text(g.label)), one.set("board", g.board), one.set("extra", g.extra);
    one.set("frames", g.frames), one.set("result", text(g.result));
    games.push_back(one);
  }
  doc.set("games", games);
  doc.set("notes", text(notes_));
  return doc.dump();
}

void Terminal::write(const std::string& game, const std::string& title, const std::string& verdict,
                     long first) const {
  const std::string doc = document(game, title, verdict, first);
  std::cout << (options_.html ? page(doc) : doc + "\n") << std::flush;
}

bool Terminal::print(const std::string& block) {
  if (quit_) return false;
  // On a terminal that steps or pauses, each position replaces the last: the board stays put.
  const bool animate = colour_ && (options_.step || options_.delay_ms > 0);
  std::cout << (animate ? "\x1b[H\x1b[2J" : "") << (colour_ ? block : trim_lines(block)) << "\n"
            << std::flush;
  if (options_.step) {
    // The key presses come from the terminal, so that a log on standard input can be stepped.
    static std::ifstream tty("/dev/tty");
    std::istream& keys = tty ? static_cast<std::istream&>(tty) : std::cin;
    std::fprintf(stderr, "-- Enter: next position, q Enter: quit --");
    std::fflush(stderr);
    std::string line;
    if (!std::getline(keys, line) || line == "q") quit_ = true;
  } else if (options_.delay_ms > 0) {
    std::this_thread::sleep_for(std::chrono::milliseconds(options_.delay_ms));
  }
  return !quit_;
}

}  // namespace viewer
