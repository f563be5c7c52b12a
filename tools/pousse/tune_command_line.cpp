// tune_command_line.cpp: pousse_tune's help (pinned by PousseTune.HelpText) and the options of
// its two commands, selfplay and fit.
#include <stdexcept>

#include "common/cli/cli.h"
#include "tune.h"

namespace tune {

const char* const kHelp =
    "usage: pousse_tune selfplay [options]\n"
    "       pousse_tune fit [options] LOG...\n"
    "Fits Bulldozer's evaluation weights to game results.\n"
    "selfplay: plays games of Bulldozer against itself, in process, each move a fixed-depth\n"
    "search (D or D + 1 plies, drawn per move) after P random opening plies, and prints them as\n"
    "game records (the referee's log format, so pousse_check replays them).\n"
    "selfplay options:\n"
    "  --games N          games to play, 1 to 1000000 (default 100)\n"
    "  --size S           board size, 4 to 20 (default 6)\n"
    "  --depth D          search depth in plies, 1 to 20 (default 6)\n"
    "  --seed K           seed of the openings and depths, 0 to 1099511627776 (default 1)\n"
    "  --opening P        random plies before the searches play, 0 to 40 (default 4)\n"
    "  --eval W           the weights as POUSSE_EVAL would set them: eight whole numbers from\n"
    "                     -10000 to 10000, commas between (square, open square, center, near\n"
    "                     straight, leaf wins, material, tempo, adjacent; default: the entry's)\n"
    "fit: reads game records (the referee's logs, the 1998 archive, selfplay's output), takes\n"
    "every position of the normally ended S x S games after the first P plies, leaves out the "
    "last\n"
    "position and those where the side to move wins at once, and fits the probability that X wins\n"
    "by logistic regression on the evaluation's terms. Prints each weight, the fit, and the\n"
    "weights in the entry's units (138 per logit) as a POUSSE_EVAL value.\n"
    "fit options:\n"
    "  --size S           the games' board size, 4 to 20 (default 6)\n"
    "  --skip P           plies left out at each game's start, 0 to 1000 (default 6)\n"
    "options:\n"
    "  -h, --help         this text\n"
    "Exits 0 when done, 2 on bad usage or a log that cannot be read.\n";

int usage(const std::string& why) { return contest::cli::usage("pousse_tune", why); }

namespace {

// Parses args by c; "" or the problem, naming the option.
std::string parse(contest::cli::Command& c, const std::vector<std::string>& args) {
  try {
    c.parse_args(args);  // main has answered --help
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

}  // namespace

std::string read_self_play(const std::vector<std::string>& args, SelfPlayOptions& o) {
  contest::cli::Command c("pousse_tune selfplay");
  c.whole("--games", o.games, 1, 1000000);
  c.whole("--size", o.size, 4, largest_board());
  c.whole("--depth", o.depth, 1, 20);
  c.whole("--seed", o.seed, 0, 1LL << 40);
  c.whole("--opening", o.opening, 0, 40);
  c.custom("--eval", [](const std::string& text) {
    if (!set_weights(text))
      throw contest::cli::Usage(
          "--eval: " +
          contest::cli::refusal("expected eight whole numbers from -10000 to 10000, commas between",
                                text));
  });
  return parse(c, args);
}

std::string read_fit(const std::vector<std::string>& args, FitOptions& o) {
  contest::cli::Command c("pousse_tune fit");
  c.whole("--size", o.size, 4, largest_board());
  c.whole("--skip", o.skip, 0, 1000);
  c.rest("LOG", o.logs);
  return parse(c, args);
}

}  // namespace tune
