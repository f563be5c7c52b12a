// misbehave.cpp: a Showdown program that breaks the rules on its first turn, for the mediator's
// tests; the shared modes are tools/common/misbehave/misbehave.h. SHOWDOWN_MISBEHAVE names the mode
// (the tests give it through Entrant::env; default: none). Its well-behaved turn: HELP on the first
// turn; from the second on it runs straight for its goal (along its home row, then the far
// column), so that a test game stays short; a lost state file is rebuilt with HELP.
//   garbage   answers DANCE A 1                stderr    writes a line on stderr, then HELP
//   crash     answers HELP, then aborts        sleeper   sleeps 30 s, then HELP
//   flood     answers RADAR without end        forker    leaves a child running, then HELP
//   bigstate  writes 2 MiB of state            fifo      leaves a FIFO as its state file
//   symlink   leaves a link to $TMPDIR/canary as its state file
//   statedir  leaves a directory with a file in it as its state file
//   dirswap   moves its directory aside and leaves a link to $TMPDIR/outside in its place
//   probe     leaves its state file readable by its group; on turns 2 to 4 RADAR when argv[1] is
//             not an absolute path, WALL when the state file lost that mode, HELP otherwise
//   snoop     on turns 1 to 6, RADAR when another player's state file is visible, WALL when the
//             stray file it left the turn before survived, HELP otherwise
//   slowpoke  plays, and takes 1.4 s on turns 4 and 5
#include "common/misbehave/misbehave.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace mb = contest::misbehave;

namespace {

// The directory `levels` levels above path.
std::string up(std::string path, int levels) {
  for (; levels > 0; --levels) path = path.substr(0, path.rfind('/'));
  return path;
}

// The kind of misbehaviour, from SHOWDOWN_MISBEHAVE ("": none).
std::string kind() { return mb::read_mode("SHOWDOWN", "").name; }

// The first turn: the kind's misbehaviour, then HELP unless it says otherwise.
void misbehave(const std::string& state_path) {
  const bool help = mb::act(
      kind(), {{"garbage", [] { std::printf("DANCE A 1\n"); }, mb::Then::kNoMove},
               {"stderr", [] { std::fprintf(stderr, "debug output\n"); }},
               {"crash",
                [] {
                  std::printf("HELP\n");
                  std::fflush(stdout);
                  std::abort();
                }},
               {"sleeper", [] { mb::nap(30); }},
               {"flood", [] { mb::flood(stdout, "RADAR\n"); }},
               {"forker", [] { mb::leave_child(30); }},
               {"bigstate",
                [&] {
                  // Two MiB of state, over the mediator's limit of one.
                  if (std::FILE* f = std::fopen(state_path.c_str(), "w")) {
                    for (int i = 0; i < (2 << 20) / 64; ++i) std::fprintf(f, "%063d\n", i);
                    std::fclose(f);
                  }
                }},
               {"fifo",
                [&] {
                  // An ordinary open of a FIFO without a writer blocks: the mediator must not.
                  ::unlink(state_path.c_str());
                  ::mkfifo(state_path.c_str(), 0600);
                }},
               {"symlink",
                [&] {
                  // A link to the file "canary" in $TMPDIR (three levels up): the mediator must
                  // neither read it as the state nor write to it.
                  ::unlink(state_path.c_str());
                  ::symlink((up(state_path, 3) + "/canary").c_str(), state_path.c_str());
                }},
               {"statedir",
                [&] {
                  // A directory with a file in it where the state file was.
                  ::unlink(state_path.c_str());
                  ::mkdir(state_path.c_str(), 0700);
                  if (std::FILE* f = std::fopen((state_path + "/inner").c_str(), "w"))
                    std::fclose(f);
                }},
               {"dirswap",
                [&] {
                  // Moves its own directory aside and puts a link to $TMPDIR/outside in its place:
                  // clearing the directory by its path would empty that one.
                  const std::string dir = up(state_path, 1);
                  ::rename(dir.c_str(), (dir + "-moved").c_str());
                  ::symlink((up(state_path, 3) + "/outside").c_str(), dir.c_str());
                }},
               // Leaves its state file readable by its group too, which the next turns check.
               {"probe", [&] { ::chmod(state_path.c_str(), 0640); }}});  // any other kind: HELP
  if (help) std::printf("HELP\n");
}

// The isolation probe, on its first six turns: RADAR if any other player's state file is visible
// under the game's directory, WALL if the stray file left last turn survived, HELP otherwise.
bool snoop(const std::string& state_path, int turn) {
  const std::string k = kind();
  if (k == "snoop") {
    if (turn > 6) return false;
    const std::string dir = state_path.substr(0, state_path.rfind('/'));
    const std::string parent = dir.substr(0, dir.rfind('/'));
    const std::string others =
        "ls " + parent + "/*/state* 2>/dev/null | grep -v '^" + dir + "/' | grep -q .";
    const bool stray = ::access((dir + "/stray").c_str(), F_OK) == 0;
    if (std::FILE* f = std::fopen((dir + "/stray").c_str(), "w")) std::fclose(f);
    std::printf(std::system(others.c_str()) == 0 ? "RADAR\n" : stray ? "WALL E 5\n" : "HELP\n");
    return true;
  }
  if (k == "probe") {
    // From the second turn: RADAR when argv[1] is not an absolute path, WALL when the state file
    // lost the mode the first turn gave it, HELP when both hold.
    if (turn < 2 || turn > 4) return false;
    struct stat st;
    const bool mode_kept = ::stat(state_path.c_str(), &st) == 0 && (st.st_mode & 0777) == 0640;
    std::printf(state_path.empty() || state_path[0] != '/' ? "RADAR\n"
                : mode_kept                                ? "HELP\n"
                                                           : "WALL E 5\n");
    return true;
  }
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string path = argc > 1 ? argv[1] : "";
  char line[256] = "";
  if (!std::fgets(line, sizeof line, stdin)) line[0] = 0;
  int side = 0, row = 0, col = 0, next_row = 0, next_col = 0, turn = 1;
  char r = 0;
  int c = 0;
  std::FILE* f = std::fopen(path.c_str(), "r");
  const bool known =
      f && std::fscanf(f, "%d %d %d %d %d %d", &side, &row, &col, &next_row, &next_col, &turn) == 6;
  if (f) std::fclose(f);
  auto save = [&] {
    if (std::FILE* out = std::fopen(path.c_str(), "w")) {
      std::fprintf(out, "%d %d %d %d %d %d\n", side, row, col, next_row, next_col, turn + 1);
      std::fclose(out);
    }
  };
  if (std::sscanf(line, "INIT %c %d", &r, &c) == 2) {
    side = r == 'I';
    row = next_row = side ? 8 : 0;
    col = next_col = side ? 25 : 0;
    turn = 1;
    save();
    if (!snoop(path, turn)) misbehave(path);
    return 0;
  }
  if (known && snoop(path, turn)) return save(), 0;
  // A lost state is rebuilt from the LOC that a HELP brings (the side from the home square).
  if (!known && std::sscanf(line, "LOC %c %d", &r, &c) != 2) return std::printf("HELP\n"), 0;
  if (!known) row = r - 'A', col = c - 1, side = row != 0, turn = 2;
  if (std::string(line).rfind("OK", 0) == 0) row = next_row, col = next_col;
  const int goal_row = side ? 0 : 8, goal_col = side ? 0 : 25;
  next_row = row, next_col = col;
  if (col != goal_col)
    next_col += goal_col > col ? 1 : -1;
  else
    next_row += goal_row > row ? 1 : -1;
  std::printf("MOVE %c %d\n", 'A' + next_row, next_col + 1);
  save();
  // slowpoke: 1.4 s on turns 4 and 5, after the state is saved (a stopped turn 5 is not repeated).
  if (kind() == "slowpoke" && (turn == 4 || turn == 5)) std::fflush(stdout), mb::nap(1.4);
  return 0;
}
