// lloyd_check: checks one Lloyd's Dilemma output against its square, as the referee scores it.
// `lloyd_check --help` says how; the text is kHelp below, pinned by LloydTools.CheckHelpText.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <stdexcept>
#include <vector>

#include "common/cli/cli.h"
#include "referee.h"
#include "viewer/viewer.h"

namespace {

const std::string kHelp =
    std::string(
        "usage: lloyd_check [options] SQUARE_FILE [OUTPUT_FILE]   (no OUTPUT_FILE: stdin)\n"
        "Checks one Lloyd's Dilemma output against its square as the referee scores it: the "
        "square\n"
        "file exactly (30 bytes, five lines of five, A-X and + once each), the output (only "
        "durlt,\n"
        "then one newline), the moves applied until the first illegal one. Prints the verdict, "
        "the\n"
        "first illegal move, the moves, the transports, the tiles in their finished spots and the\n"
        "final square. --show draws the square after each move; --html writes the viewer's page.\n"
        "options:\n") +
    viewer::usage() +
    "  -h, --help         this text\n"
    "Exits 0 when perfection is reached, 1 when the output scores but is not perfect or scores\n"
    "zero (an illegal move, a bad output), 2 on an unusable input or bad usage.\n";

int usage(const std::string& why) { return contest::cli::usage("lloyd_check", why); }

// Reads all of f. A directory opens but fails to read (EISDIR): that, like any read error, makes
// the argument unusable (exit 2), not an empty output that scores zero.
bool slurp(std::FILE* f, std::string& text, std::string& error) {
  char buf[65536];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) text.append(buf, n);
  if (std::ferror(f)) error = std::strerror(errno);
  return !std::ferror(f);
}

bool slurp(const char* path, std::string& text, std::string& error) {
  std::FILE* f = std::fopen(path, "rb");
  if (!f) return error = std::strerror(errno), false;
  bool ok = slurp(f, text, error);
  std::fclose(f);
  return ok;
}

// The square as the page reads it from a frame's text: five rows of five tiles, three columns
// each, the centre (where t transports from) ringed.
viewer::Board board() {
  viewer::Board b;
  b.line = 1, b.column = 1, b.step = 3, b.rows = b.columns = lloyd::kSide, b.size = 56;
  b.cells = {{'+', {"", "empty"}}};
  for (char c = 'A'; c <= 'X'; ++c) b.cells[c] = {std::string(1, c), "tile"};
  b.marks = {{lloyd::kSide / 2, lloyd::kSide / 2, "centre"}};
  return b;
}

// The square as the viewers draw it: the header, then five rows, the tile that just moved in
// brackets (highlighted on a terminal and on the page, a transported one in another colour), the
// tiles in their finished spots green.
viewer::Frame position(const lloyd::Square& s, const std::string& header, const std::string& label,
                       int moved, bool beamed, const viewer::Terminal& t) {
  viewer::Frame f{"", label, {}, contest::Json::object()};
  f.extra.set("in_place", lloyd::tiles_in_place(s));
  std::string text = t.paint(header, "1") + "\n";
  for (int r = 0; r < lloyd::kSide; ++r) {
    for (int c = 0; c < lloyd::kSide; ++c) {
      const int i = r * lloyd::kSide + c;
      const std::string tile(1, s[i]);
      if (s[i] == 'A' + i && i < 24) f.marks.push_back({r, c, "ok"});
      if (i == moved) f.marks.push_back({r, c, beamed ? "beamed" : "moved"});
      if (i == moved)
        text +=
            t.colour() ? " " + t.paint(tile, beamed ? "1;7;35" : "1;7;33") + " " : "[" + tile + "]";
      else
        text += " " + (s[i] == 'A' + i && i < 24 ? t.paint(tile, "32") : tile) + " ";
    }
    text += "\n";
  }
  f.text = text;
  return f;
}

// Draws the square after every move of the output, then the result as the checker judges it.
void show_moves(const lloyd::Square& start, const std::string& output, viewer::Terminal& t) {
  auto in_place = [](const lloyd::Square& s) {
    return std::to_string(lloyd::tiles_in_place(s)) + " of 24 tiles in place";
  };
  t.show(position(start, "start: " + in_place(start), "start", -1, false, t));
  const lloyd::Assessment o = lloyd::check_output(start, output);
  std::string moves, error;
  if (lloyd::parse_output(output, moves, error)) {
    lloyd::Square s = start;
    int transports = 0;
    for (std::size_t k = 0; k < moves.size(); ++k) {
      const std::string head =
          "move " + std::to_string(k + 1) + " of " + std::to_string(moves.size()) + ": " + moves[k];
      const int empty = lloyd::empty_spot(s);
      const std::string number = std::to_string(k + 1) + ". " + moves[k];
      if (!lloyd::apply_move(s, moves[k])) {
        t.show(position(s, head + " is illegal here", number + " illegal", -1, false, t));
        break;
      }
      // The tile that moved now stands where the empty spot was.
      const bool beamed = moves[k] == 't';
      transports += beamed;
      const std::string transport = beamed ? " (transport " + std::to_string(transports) + ")" : "";
      t.show(
          position(s, head + transport + "; " + in_place(s), number + transport, empty, beamed, t));
    }
  }
  const lloyd::Replay& r = o.replay;
  const std::string result = !o.scored     ? "scores zero: " + o.verdict
                             : o.perfect() ? "perfect in " + std::to_string(r.moves) + " moves, " +
                                                 std::to_string(r.transports) + " transports"
                                           : std::to_string(o.tiles) + " of 24 tiles in place in " +
                                                 std::to_string(r.moves) + " moves, " +
                                                 std::to_string(r.transports) + " transports";
  t.show(t.paint("result: " + result, "1") + "\n");
}

}  // namespace

int main(int argc, char** argv) {
  viewer::Options view;
  std::vector<std::string> files;
  if (const auto status = viewer::read_command_line(argc, argv, "lloyd_check", kHelp, view, files))
    return *status;
  if (files.empty()) return usage("no square file given");
  if (files.size() > 2) return usage("more than a square file and an output file given");
  const char* square_path = files[0].c_str();
  const char* output_path = files.size() == 2 ? files[1].c_str() : nullptr;
  std::string square_text, output, error;
  lloyd::Square start;
  if (!slurp(square_path, square_text, error)) {
    std::fprintf(stderr, "lloyd_check: cannot read %s: %s\n", square_path, error.c_str());
    return 2;
  }
  const bool square_ok = lloyd::parse_square(square_text, start, error);
  const std::string square_error = error;
  if (!square_ok && !view.collect()) {
    if (view.show) viewer::Terminal(view).show("error: " + square_error + "\n");
    std::fprintf(stderr, "lloyd_check: %s: invalid square: %s\n", square_path,
                 square_error.c_str());
    return 2;
  }
  if (output_path ? !slurp(output_path, output, error) : !slurp(stdin, output, error)) {
    std::fprintf(stderr, "lloyd_check: cannot read %s: %s\n", output_path ? output_path : "stdin",
                 error.c_str());
    return 2;
  }
  if (view.collect()) {
    viewer::Terminal t(view);
    const std::string name = output_path ? output_path : "stdin";
    t.begin(name.substr(name.find_last_of('/') + 1), board());
    if (square_ok)
      show_moves(start, output, t);
    else
      t.show("error: " + square_error + "\n");
    const std::string verdict = square_ok ? "" : "invalid square: " + square_error;
    t.write("lloyd", "Lloyd's Dilemma", verdict);
    if (!square_ok) std::fprintf(stderr, "lloyd_check: %s: %s\n", square_path, verdict.c_str());
    return !square_ok ? 2 : lloyd::check_output(start, output).perfect() ? 0 : 1;
  }
  if (view.show) {
    viewer::Terminal terminal(view);
    show_moves(start, output, terminal);
    return lloyd::check_output(start, output).perfect() ? 0 : 1;
  }
  lloyd::Assessment o = lloyd::check_output(start, output);
  const lloyd::Replay& r = o.replay;
  std::printf("verdict: %s\n", o.verdict.c_str());
  std::printf("legal: %s\n", o.scored ? "yes" : "no");
  if (r.first_illegal >= 0) std::printf("first illegal move: %d\n", r.first_illegal + 1);
  std::printf("moves: %d\ntransports: %d\n", r.moves, r.transports);
  std::printf("tiles in place: %d of 24 (score %d)\n", lloyd::tiles_in_place(r.final_square),
              o.tiles);
  std::printf("perfect: %s\n", o.perfect() ? "yes" : "no");
  if (o.verdict.rfind("bad output", 0) != 0)
    std::printf("final square:\n%s", lloyd::to_text(r.final_square).c_str());
  return o.perfect() ? 0 : 1;
}
