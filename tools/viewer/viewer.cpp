// viewer.cpp: see viewer.h.
#include "viewer.h"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <thread>

#include "common/cli.h"

namespace viewer {

// viewer.html, written into a generated source by embed_html.cmake at build time.
extern const unsigned char kPageTemplate[];
extern const std::size_t kPageTemplateSize;

const char* const kUsage =
    "  --show             draw every position on the terminal (colours when it is one)\n"
    "  --step             with --show: one position per Enter (q Enter quits)\n"
    "  --delay MS         with --show: pause MS milliseconds, 0 to 86400000, after each position\n"
    "                     (default 0)\n"
    "  --game K           only the K-th game of a log that holds several, from 1 (default: all)\n"
    "  --html             write a web page that plays the log (save it as a .html file)\n";

void add_options(contest::cli::Command& c, Options& o) {
  c.flag("--show", o.show);
  c.flag("--html", o.html);
  c.flag("--step", [&o] { o.step = o.show = true; });
  c.whole("--delay", 0, 86400000,
          [&o](long long ms) { o.delay_ms = static_cast<long>(ms), o.show = true; });
  c.whole("--game", o.game, 1, 86400000);
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

std::string script_string(const std::string& bytes) {
  static const char* const kHex = "0123456789abcdef";
  std::string out = "\"";
  for (char ch : bytes) {
    const unsigned char c = static_cast<unsigned char>(ch);
    if (c == '"' || c == '\\')
      out += '\\', out += ch;
    else if (c < 0x20 || c >= 0x7f || c == '<' || c == '>' || c == '&')
      out += std::string("\\u00") + kHex[c >> 4] + kHex[c & 15];
    else
      out += ch;
  }
  return out + "\"";
}

std::string page(const std::string& game, const std::vector<File>& files,
                 const std::string& verdict, long first_game) {
  std::string data = "{\"game\":" + script_string(game) + ",\"verdict\":" + script_string(verdict) +
                     ",\"first\":" + std::to_string(first_game) + ",\"files\":[";
  for (std::size_t k = 0; k < files.size(); ++k)
    data += std::string(k ? "," : "") + "{\"name\":" + script_string(files[k].name) +
            ",\"text\":" + script_string(files[k].text) + "}";
  data += "]}";
  // The template holds the data element once, empty ("null"): the page then asks for a file.
  const std::string html(reinterpret_cast<const char*>(kPageTemplate), kPageTemplateSize);
  const std::string slot = "<script type=\"application/json\" id=\"log\">null</script>";
  const std::size_t at = html.find(slot);
  if (at == std::string::npos || html.find(slot, at + 1) != std::string::npos)
    throw std::logic_error("viewer.html must hold the log's element exactly once");
  return html.substr(0, at) + "<script type=\"application/json\" id=\"log\">" + data + "</script>" +
         html.substr(at + slot.size());
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
  colour_ = isatty(STDOUT_FILENO) && !(no_colour && *no_colour);
}

std::string Terminal::paint(const std::string& text, const char* sgr) const {
  return colour_ ? "\x1b[" + std::string(sgr) + "m" + text + "\x1b[0m" : text;
}

bool Terminal::show(const std::string& block) {
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
