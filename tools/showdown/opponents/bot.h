// bot.h: the small frame every sparring program shares. It keeps the position and a few integers
// in the state file, reads the reply to the previous turn, and offers the moves a simple player
// needs. Each opponent is one .cpp that includes this and defines decide(Bot&).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

// A square, for the players that reason about squares rather than rows and columns.
struct Sq {
  int r, c;
};
inline int dist(Sq a, Sq b) { return std::abs(a.r - b.r) + std::abs(a.c - b.c); }

struct Bot {
  int row = 0, col = 0;   // our square, 0-based
  int side = 0;           // 0: started at A 1, 1: started at I 26
  int turn = 0;           // turns taken so far
  char last[8] = "NONE";  // our previous command's keyword
  int tr = 0, tc = 0;     // its target
  int v[16] = {0};        // each bot's own memory
  unsigned seed = 0;      // from the state file's name and our side: fixed for one game
  std::string reply;      // the line read this turn
  int ar = -1, ac = -1;   // the square an "AT r c" reply named, this turn only
  std::string extra;      // more memory after the integers (one line; the trackers' map)

  int goal_row() const { return side ? 0 : 8; }
  int goal_col() const { return side ? 0 : 25; }
  int home_row() const { return side ? 8 : 0; }
  int home_col() const { return side ? 25 : 0; }
  bool at_goal() const { return row == goal_row() && col == goal_col(); }
  Sq home_sq() const { return Sq{home_row(), home_col()}; }
  Sq goal_sq() const { return Sq{goal_row(), goal_col()}; }
  int opp_turns() const { return turn - 1 + side; }  // the opponent's turns before this one of ours

  // Step toward the goal: along the row first when cols_first, else down/up the column first.
  void step(bool cols_first, int& r, int& c) const {
    r = row, c = col;
    const int dr = goal_row() > row ? 1 : goal_row() < row ? -1 : 0;
    const int dc = goal_col() > col ? 1 : goal_col() < col ? -1 : 0;
    if ((cols_first && dc) || !dr)
      c += dc;
    else
      r += dr;
  }
  void out(const char* cmd, int r, int c) {
    std::snprintf(last, sizeof last, "%s", cmd);
    tr = r, tc = c;
    std::printf("%s %c %d\n", cmd, 'A' + r, c + 1);
  }
  void out(const char* cmd) {
    std::snprintf(last, sizeof last, "%s", cmd);
    std::printf("%s\n", cmd);
  }
  void move(int r, int c) { out("MOVE", r, c); }
  void advance(bool cols_first) {
    int r, c;
    step(cols_first, r, c);
    move(r, c);
  }
  // A pseudo-random number for this turn and the key k, the same whenever the game is replayed
  // with the same state-file name (the mediator's --seed), different from game to game.
  unsigned random(unsigned k) const {
    unsigned h = seed ^ (0x9e3779b9u * static_cast<unsigned>(turn + 1)) ^ (0x85ebca6bu * (k + 1));
    h ^= h >> 16, h *= 0x7feb352du, h ^= h >> 15, h *= 0x846ca68bu, h ^= h >> 16;
    return h;
  }
  // ZAP toward the square (r, c) if it shares our row or column; false otherwise.
  bool zap_at(int r, int c) {
    if ((r != row) == (c != col)) return false;
    out("ZAP", r, c);
    return true;
  }
};

void decide(Bot& b);

namespace bot_detail {

inline bool load(const char* path, Bot& b) {
  FILE* f = std::fopen(path, "r");
  if (!f) return false;
  int n = std::fscanf(f, "%d %d %d %d %7s %d %d", &b.row, &b.col, &b.side, &b.turn, b.last, &b.tr,
                      &b.tc);
  for (int& x : b.v) n += std::fscanf(f, "%d", &x);
  char buf[4096];
  if (n == 7 + 16 && std::fscanf(f, " ") == 0)
    while (std::fgets(buf, sizeof buf, f)) b.extra += buf;
  while (!b.extra.empty() && b.extra.back() == '\n') b.extra.pop_back();
  std::fclose(f);
  return n == 7 + 16 && b.row >= 0 && b.row < 9 && b.col >= 0 && b.col < 26;
}

// The seed: a hash of the state file's name (its last path component) and our side.
inline unsigned seed_of(const char* path, int side) {
  const char* base = std::strrchr(path, '/');
  unsigned h = 2166136261u ^ static_cast<unsigned>(side);
  for (const char* p = base ? base + 1 : path; *p; ++p)
    h = (h ^ static_cast<unsigned char>(*p)) * 16777619u;
  return h;
}

inline void save(const char* path, const Bot& b) {
  FILE* f = std::fopen(path, "w");
  if (!f) return;
  std::fprintf(f, "%d %d %d %d %s %d %d", b.row, b.col, b.side, b.turn, b.last, b.tr, b.tc);
  for (int x : b.v) std::fprintf(f, " %d", x);
  std::fprintf(f, "\n");
  if (!b.extra.empty()) std::fprintf(f, "%s\n", b.extra.c_str());
  std::fclose(f);
}

}  // namespace bot_detail

// Tools and tests that share a player's code (league.h) define SHOWDOWN_BOT_NO_MAIN.
#ifndef SHOWDOWN_BOT_NO_MAIN
int main(int argc, char** argv) {
  // The mediator names a state file by its full path, never an option.
  if (argc == 2 && std::strcmp(argv[1], "--help") == 0) {
    std::printf("usage: %s STATE_FILE < REPLY   (one turn: the command on stdout)\n", argv[0]);
    return 0;
  }
  char line[256] = "";
  if (!std::fgets(line, sizeof line, stdin)) line[0] = 0;
  Bot b;
  std::string in(line);
  while (!in.empty() && (in.back() == '\n' || in.back() == '\r')) in.pop_back();
  b.reply = in;
  char r = 0;
  int c = 0;
  const bool init = std::sscanf(line, "INIT %c %d", &r, &c) == 2;
  const bool loaded = argc > 1 && bot_detail::load(argv[1], b);
  if (init) {
    b = Bot();
    b.reply = in;
    b.side = r == 'I';
    b.row = b.home_row(), b.col = b.home_col();
  } else if (!loaded) {
    // Lost: ask where we are and start over from there.
    b.out("HELP");
    b.side = 0;
    b.extra.clear();
  } else if (std::strcmp(b.last, "MOVE") == 0 && in == "OK") {
    b.row = b.tr, b.col = b.tc;
  } else if (std::sscanf(line, "LOC %c %d", &r, &c) == 2) {
    b.row = r - 'A', b.col = c - 1;
  } else if (std::sscanf(line, "AT %c %d", &r, &c) == 2) {
    b.ar = r - 'A', b.ac = c - 1;
  }
  if (init || loaded) {
    ++b.turn;
    if (argc > 1) b.seed = bot_detail::seed_of(argv[1], b.side);
    decide(b);
  }
  if (argc > 1) bot_detail::save(argv[1], b);
  return 0;
}
#endif  // SHOWDOWN_BOT_NO_MAIN
