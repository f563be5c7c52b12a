// viewer.h: how the replay tools show a game, on the terminal (--show) and as a web page (--html).
//
// Every replay tool takes the same options (add_options) and draws each position as a Frame: a
// block of text (a header line, the move and what came of it, then the board) and the cells the
// page highlights. A Terminal prints the blocks (--show) or collects them into one JSON document
// (--json), which the page (tools/viewer/viewer.html, embedded at build time) draws (--html): the
// same code makes the text on the terminal, the text view of the page and its board. See
// README.md there for the document's schema.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common/core/json.h"

namespace contest::cli {
class Command;
}

namespace viewer {

struct Options {
  bool show = false;  // --show: every position on the terminal
  bool html = false;  // --html: the page with the game in it, on standard output
  bool json = false;  // --json: the games as one JSON document, on standard output
  bool step = false;  // --step: wait for Enter after each position
  long delay_ms = 0;  // --delay MS: pause after each position
  long game = 0;      // --game K: only the K-th game of a log that holds several (1-based)
  bool any() const { return show || html || json; }
  bool collect() const { return html || json; }  // the positions go into the JSON document
};

// One of the viewer's options: its name, its value's name ("" for a flag), what it does (lines
// parted by '\n'), and its declaration on a command line under that name, into o.
struct Option {
  const char* name;
  const char* value;
  const char* help;
  void (*declare)(contest::cli::Command& c, const std::string& name, Options& o);
};

// The options every replay tool takes, in the order of the help.
const std::vector<Option>& all_options();

// Their lines for a tool's usage text.
std::string usage();

// Declares the viewer's options on a tool's command line.
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

// Cells the page highlights: the rectangle of rows x columns cells from (row, column) of the board
// (0-based) gets the CSS class css ("target", "asleep", "new", ...).
struct Mark {
  int row = 0, column = 0;
  std::string css;
  int rows = 1, columns = 1;
};

// How the page reads a game's board out of each frame's text: the cell in row r and column c is
// the character at column `column + c * step` of line `line + r` of the block (line 0 is the
// header); `cells` gives a character what the page shows in its cell and the cell's CSS class
// (a character not in it is shown as it is); labels go beside the rows and above the columns.
struct Board {
  int line = 1, column = 0, step = 1, rows = 0, columns = 0;
  std::vector<std::string> row_labels, column_labels;
  std::map<char, std::pair<std::string, std::string>> cells;
  int size = 24;            // a cell's width and height on the page, in pixels
  std::vector<Mark> marks;  // on every frame (a player's home square)
  contest::Json json() const;
};

// One position: its block (the header line, the board; each line ended by '\n'; painted when the
// Terminal has colours), the move list's entry, the cells to highlight, and the game's own facts
// about it (a JSON object, or null).
struct Frame {
  std::string text, label;
  std::vector<Mark> marks;
  contest::Json extra;
};

// The page with a JSON document (the Terminal's) in it. Every '<', '>' and '&' in the document is
// written as \u00XX, so that nothing in a log can end the page's <script> element.
std::string page(const std::string& document);

// The page with a checker's lines in it: what a shared referee's `check --json LOG...` prints, one
// JSON object a line, each with "log" and "ok" (README.md, "From the checker's JSON"); blank lines
// are skipped. Throws std::invalid_argument "line N: ..." for a line that is no such object.
std::string checked_page(const std::string& lines);

// Each line without its trailing blanks: a block as --show prints it when standard output is no
// terminal, and as the document holds it.
std::string trim_lines(const std::string& block);

// Where the positions go: the terminal (--show: colours only when standard output is a terminal
// and NO_COLOR is not set), or a JSON document (--json, --html: the options' collect()).
class Terminal {
 public:
  explicit Terminal(const Options& o);
  bool colour() const { return colour_; }
  bool collecting() const { return options_.collect(); }
  // text in an ANSI colour (SGR parameters such as "1;31") when colours are on, else as it is.
  std::string paint(const std::string& text, const char* sgr) const;
  // A new game of the log (for the document; the terminal shows none of this): its name in the
  // page's game list, its board, the game's own facts (a JSON object, or null).
  void begin(const std::string& label, const Board& board, contest::Json extra = {});
  // A fact about the current game, known at its end (the scores): a member of its "extra".
  void fact(const std::string& key, contest::Json value);
  // A line about the whole log that is no position (Shot-Em-Up's R rounds): the document's notes.
  void note(const std::string& line) { notes_ += line + "\n"; }
  // Prints one position's block and a blank line, then waits as --step or --delay ask; or adds the
  // frame to the current game. False once the person typed q at a --step prompt.
  bool show(const Frame& frame);
  // The same for a block that is no position: a game's result or the first problem in the log
  // (the current game's "result", or a game of its own when it has one already).
  bool show(const std::string& block);
  // The document: the game ("showdown", "shootemup", "boxing", "lloyd" or "pousse"), its title,
  // the checker's verdict ("" when the log checked), the game to open first (1-based, 0: the
  // first) and the games collected.
  std::string document(const std::string& game, const std::string& title,
                       const std::string& verdict, long first = 0) const;
  // Writes the document on standard output (--json), or the page with it inside (--html).
  void write(const std::string& game, const std::string& title, const std::string& verdict,
             long first = 0) const;

 private:
  struct Game {
    std::string label, result;
    contest::Json board, extra, frames = contest::Json::array();
  };
  bool print(const std::string& block);
  Game& open();  // the current game, a new one if it has its result
  Options options_;
  bool colour_ = false;
  bool quit_ = false;
  std::vector<Game> games_;
  std::string notes_;
};

}  // namespace viewer
