// view_main.cpp: contest_view, the viewer page of a game checked by a shared referee: its
// `check --json` lines inside (viewer::checked_page), drawn by the game's function in viewer.html.
// `contest_view --help` says it all; the text is kHelp below, pinned by Viewer.ContestViewPage.
#include <iostream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "common/cli/cli.h"
#include "common/core/files.h"
#include "viewer.h"

namespace {

const char* const kHelp =
    "usage: contest_view [-o FILE] [CHECKED]\n"
    "The viewer page of logs checked by a game's referee: CHECKED (standard input when not\n"
    "given) is what `GAME_referee check --json LOG...` prints, a line per log. The page plays\n"
    "each log move by move; open it from disk (tools/viewer/README.md).\n"
    "options:\n"
    "  -o, --output FILE  the page's file (default: standard output)\n"
    "  -h, --help         this text\n"
    "Exits 0 when done, 1 when CHECKED cannot be read or holds a line that is no checked log,\n"
    "2 on bad usage.\n";

}  // namespace

int main(int argc, char** argv) {
  std::string output;
  std::vector<std::string> words;
  contest::cli::Command c("contest_view");
  c.text("-o,--output", output);
  c.rest("CHECKED", words);
  if (const std::optional<int> status = c.read_main(argc, argv, kHelp)) return *status;
  if (words.size() > 1)
    return contest::cli::usage("contest_view",
                               "one CHECKED file, not " + std::to_string(words.size()));
  try {
    const std::string lines = words.empty()
                                  ? std::string(std::istreambuf_iterator<char>(std::cin), {})
                                  : contest::read_file(words[0]);
    const std::string page = viewer::checked_page(lines);
    if (output.empty())
      std::cout << page;
    else
      contest::write_file(output, page);
  } catch (const std::exception& e) {
    std::cerr << "contest_view: " << (words.empty() ? "" : words[0] + ": ") << e.what() << "\n";
    return 1;
  }
  return 0;
}
