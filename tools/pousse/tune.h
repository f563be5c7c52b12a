// tune.h: what pousse_tune's files share. The entry's source is compiled into one of them only,
// tune_entry.cpp (a second would compile a second copy of the entry); the others reach its terms,
// its search and its weights through the functions below.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "archive.h"

namespace tune {

// The terms in POUSSE_EVAL's order, leaf_wins left out (it is a switch, not a weight).
constexpr int kTerms = 7;
extern const char* const kTermNames[kTerms];

// The positions of games read for the fit: each position's terms, and whether X won.
struct Samples {
  std::vector<std::array<double, kTerms>> x;
  std::vector<double> y;
  int games = 0;
};

// The options of each command, their defaults those of the help.
struct SelfPlayOptions {
  long long games = 100, size = 6, depth = 6, seed = 1, opening = 4;
};
struct FitOptions {
  long long size = 6, skip = 6;
  std::vector<std::string> logs;
};

// tune_command_line.cpp: the help, and each command's options read (the command's name and
// --help answered before); "" when they can be run, else the problem, naming the option.
extern const char* const kHelp;
int usage(const std::string& why);
std::string read_self_play(const std::vector<std::string>& args, SelfPlayOptions& o);
std::string read_fit(const std::vector<std::string>& args, FitOptions& o);

// tune_entry.cpp, the entry's side.
// The largest board the entry plays.
int largest_board();
// Sets the entry's weights from eight comma-separated whole numbers (a minus sign allowed),
// POUSSE_EVAL's order; false, leaving them, when the text is not that.
bool set_weights(const std::string& text);
// Makes the entry's transposition table ready for self-play.
void start_self_play();
// Plays one self-play game; returns its record, or nullopt when it reached 1,000 plies.
std::optional<pousse::GameRecord> self_play_game(int n, int depth, int opening, std::uint64_t& rng);
// Adds the positions of one legal, normally ended and decided game, from move skip on and without
// the last one and those where the side to move wins at once.
void add_positions(const pousse::GameRecord& r, long long skip, Samples& s);

// tune_selfplay.cpp and tune_fit.cpp: the commands; each returns the exit status.
int self_play(const std::vector<std::string>& args);
int fit(const std::vector<std::string>& args);

}  // namespace tune
