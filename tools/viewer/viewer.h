// viewer.h: how the replay tools show a game, on the terminal (--show) and as a web page (--html).
//
// Every replay tool takes the same options (add_options) and draws each position as a block of
// text: a header line (the move and what came of it), the board, then a blank line between blocks.
// The page (tools/viewer/viewer.html, embedded at build time) parses the logs itself and shows
// the very same block as its text view, so that a test can compare the two. See README.md there.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace contest::cli {
class Command;
}

namespace viewer {

struct Options {
  bool show = false;  // --show: every position on the terminal
  bool html = false;  // --html: the page with the log in it, on standard output
  bool step = false;  // --step: wait for Enter after each position
  long delay_ms = 0;  // --delay MS: pause after each position
  long game = 0;      // --game K: only the K-th game of a log that holds several (1-based)
  bool any() const { return show || html; }
};

// The options' lines for a tool's usage text.
extern const char* const kUsage;

// Declares the viewer's options (kUsage) on a tool's command line.
void add_options(contest::cli::Command& c, Options& o);

// A replay tool's command line: --help or -h anywhere asks for the help text; the viewer's options
// go into view; any other word that starts with '-' is an unknown option; the rest are operands.
enum class Args { kRun, kHelp, kBad };
Args read_args(const std::vector<std::string>& args, Options& view,
               std::vector<std::string>& operands, std::string& problem);
// The same for a replay tool's main (argv[0] its name): nullopt to go on; else the exit status, the
// help printed (0) or the problem told as cli::usage tells it (2).
std::optional<int> read_command_line(int argc, char** argv, const std::string& tool,
                                     const std::string& help, Options& view,
                                     std::vector<std::string>& operands);

// One file of a log (Lloyd's has two: the square and the entry's output).
struct File {
  std::string name, text;
};

// The page with the log in it: game is "showdown", "shootemup", "boxing", "lloyd" or "pousse";
// verdict is what the tool's own checker said ("" when the log checked), shown above the board;
// first_game the game to open first (1-based, 0: the first).
std::string page(const std::string& game, const std::vector<File>& files,
                 const std::string& verdict, long first_game = 0);

// A JSON string literal that is safe inside a <script> element: every byte outside printable
// ASCII and every '<', '>' and '&' is written as \u00XX, so "</script>" or "<!--" in a log cannot
// end the element; the page reads the string back byte for byte.
std::string script_string(const std::string& bytes);

// Each line without its trailing blanks, as the page writes its text view.
std::string trim_lines(const std::string& block);

// The terminal: colours only when standard output is a terminal (and NO_COLOR is not set).
class Terminal {
 public:
  explicit Terminal(const Options& o);
  bool colour() const { return colour_; }
  // text in an ANSI colour (SGR parameters such as "1;31") when colours are on, else as it is.
  std::string paint(const std::string& text, const char* sgr) const;
  // Prints one position's block (lines ended by '\n') and a blank line, then waits as --step or
  // --delay ask. False once the person typed q at a --step prompt.
  bool show(const std::string& block);

 private:
  Options options_;
  bool colour_ = false;
  bool quit_ = false;
};

}  // namespace viewer
