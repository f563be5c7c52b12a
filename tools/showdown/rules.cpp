// rules.cpp: the rules of POTM Showdown (see rules.h).
#include "rules.h"

#include <sstream>
#include <vector>

#include "common/core/numbers.h"

namespace showdown {

bool on_board(Square s) { return s.row >= 0 && s.row < kRows && s.col >= 0 && s.col < kCols; }

std::string square_text(Square s) {
  return std::string(1, static_cast<char>('A' + s.row)) + " " + std::to_string(s.col + 1);
}

namespace {

bool parse_square(const std::string& row, const std::string& col, Square& out) {
  if (row.size() != 1 || row[0] < 'A' || row[0] > 'Z') return false;
  long long c = 0;
  if (col.size() > 3 || !contest::parse_whole(col, 0, 999, c)) return false;
  out = Square{row[0] - 'A', static_cast<int>(c) - 1};
  return true;
}

}  // namespace

std::optional<Command> parse_command(const std::string& output) {
  std::istringstream lines(output);
  std::string line, text;
  int nonempty = 0;
  while (std::getline(lines, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    ++nonempty;
    text = line;
  }
  if (nonempty != 1) return std::nullopt;
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  Command c;
  if (words.size() == 1 && words[0] == "RADAR") return c.type = CommandType::Radar, c;
  if (words.size() == 1 && words[0] == "HELP") return c.type = CommandType::Help, c;
  if (words.size() != 3) return std::nullopt;
  if (words[0] == "MOVE")
    c.type = CommandType::Move;
  else if (words[0] == "WALL")
    c.type = CommandType::Wall;
  else if (words[0] == "ZAP")
    c.type = CommandType::Zap;
  else
    return std::nullopt;
  if (!parse_square(words[1], words[2], c.target)) return std::nullopt;
  return c;
}

std::string command_text(const Command& c) {
  switch (c.type) {
    case CommandType::Radar:
      return "RADAR";
    case CommandType::Help:
      return "HELP";
    case CommandType::Move:
      return "MOVE " + square_text(c.target);
    case CommandType::Wall:
      return "WALL " + square_text(c.target);
    case CommandType::Zap:
      return "ZAP " + square_text(c.target);
  }
  return "HELP";
}

const char* outcome_name(Outcome o) {
  switch (o) {
    case Outcome::Running:
      return "running";
    case Outcome::FirstWins:
      return "first-wins";
    case Outcome::SecondWins:
      return "second-wins";
    case Outcome::Tie:
      return "tie";
    case Outcome::TurnLimit:
      return "turn-limit";
  }
  return "?";
}

Game::Game(int max_turns) : pos_{home(0), home(1)}, max_turns_(max_turns) {}

std::string Game::pending_input() const {
  // A player zapped before its first turn still starts with INIT.
  if (stats_[current_].turns == stats_[current_].slept)
    return "INIT " + square_text(home(current_));
  return last_reply_[current_];
}

std::string Game::apply(int p, const Command& c) {
  const Square me = pos_[p], them = pos_[1 - p], t = c.target;
  switch (c.type) {
    case CommandType::Help:
      return "LOC " + square_text(me);
    case CommandType::Radar:
      ++stats_[p].radars;
      return "AT " + square_text(them);
    case CommandType::Move: {
      ++stats_[p].moves;
      if (!on_board(t) || std::abs(t.row - me.row) + std::abs(t.col - me.col) != 1) return "ERROR";
      if (wall(t)) return ++stats_[p].ouches, "OUCH";
      if (t == them) return "HELLO";
      pos_[p] = t;
      return "OK";
    }
    case CommandType::Wall: {
      ++stats_[p].walls;
      if (!on_board(t) || t == me) return "ERROR";
      if (t == them) return "OOPS";
      set_wall(t, true);
      return "OK";
    }
    case CommandType::Zap: {
      if (!on_board(t) || t == me || (t.row != me.row && t.col != me.col)) return "ERROR";
      const int dr = (t.row > me.row) - (t.row < me.row), dc = (t.col > me.col) - (t.col < me.col);
      for (Square s{me.row + dr, me.col + dc}; on_board(s); s.row += dr, s.col += dc) {
        if (wall(s)) return set_wall(s, false), "BOOM";
        if (s == them) {
          asleep_[1 - p] = true;
          ++stats_[p].zap_hits;
          return "HIT";
        }
      }
      return "MISS";
    }
  }
  return "ERROR";
}

std::string Game::play(const std::optional<Command>& command) {
  const int p = current_;
  std::string reply = "ERROR";
  if (command)
    reply = apply(p, *command);
  else
    ++stats_[p].faults;
  last_reply_[p] = reply;
  end_slot();
  return reply;
}

void Game::skip_turn() {
  asleep_[current_] = false;
  ++stats_[current_].slept;
  end_slot();
}

// Counts the slot, then decides the game: player one's arrival gives player two one last turn;
// player two's arrival ends the game at once; after max_turns (100) each the game stops.
void Game::end_slot() {
  const int p = current_;
  const int turn = ++stats_[p].turns;
  const bool arrived = pos_[p] == goal(p);
  if (p == 0) {
    if (arrived) first_arrival_turn_ = turn;
    current_ = 1;
    return;
  }
  current_ = 0;
  if (arrived)
    outcome_ = first_arrival_turn_ ? Outcome::Tie : Outcome::SecondWins;
  else if (first_arrival_turn_)
    outcome_ = Outcome::FirstWins;
  else if (turn >= max_turns_)
    outcome_ = Outcome::TurnLimit;
}

Score Game::score(int p) const {
  Score s;
  const bool won =
      (outcome_ == Outcome::FirstWins && p == 0) || (outcome_ == Outcome::SecondWins && p == 1);
  if (won) s.result = 1000;
  if (outcome_ == Outcome::Tie) s.result = 500;
  if (won || outcome_ == Outcome::Tie) s.speed = 3 * (kMaxTurns - stats_[p].turns);
  s.ouch = 15 * stats_[1 - p].ouches;
  s.zap = 7 * stats_[p].zap_hits;
  const Square h = home(p);
  s.distance = 11 * (std::abs(pos_[p].row - h.row) + std::abs(pos_[p].col - h.col));
  return s;
}

int compare_tiebreakers(const PlayerStats& a, const PlayerStats& b) {
  if (a.moves != b.moves) return a.moves < b.moves ? -1 : 1;
  if (a.ouches != b.ouches) return a.ouches < b.ouches ? -2 : 2;
  if (a.radars != b.radars) return a.radars > b.radars ? -3 : 3;
  if (a.walls != b.walls) return a.walls > b.walls ? -4 : 4;
  return 0;
}

PlayerStats& operator+=(PlayerStats& a, const PlayerStats& b) {
  a.turns += b.turns;
  a.moves += b.moves;
  a.ouches += b.ouches;
  a.radars += b.radars;
  a.walls += b.walls;
  a.zap_hits += b.zap_hits;
  a.slept += b.slept;
  a.faults += b.faults;
  return a;
}

}  // namespace showdown
