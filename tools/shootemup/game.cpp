// game.cpp: the rules (see game.h).
#include "game.h"

namespace shootemup {

std::optional<Move> parse_move(const std::string& line) {
  // "M dx dy": a letter, then two numbers in {-1, 0, 1}, each after exactly one space.
  if (line.size() < 5 || (line[0] != 'M' && line[0] != 'S') || line[1] != ' ') return std::nullopt;
  std::size_t pos = 2;
  int values[2];
  for (int k = 0; k < 2; ++k) {
    if (k == 1) {
      if (pos >= line.size() || line[pos] != ' ') return std::nullopt;
      ++pos;
    }
    bool negative = pos < line.size() && line[pos] == '-';
    if (negative) ++pos;
    if (pos >= line.size() || (line[pos] != '0' && line[pos] != '1')) return std::nullopt;
    values[k] = line[pos] - '0';
    if (negative && values[k] == 0) return std::nullopt;  // "-0" is not how a robot writes 0
    if (negative) values[k] = -values[k];
    ++pos;
  }
  if (pos != line.size()) return std::nullopt;
  Move m{line[0] == 'S', values[0], values[1]};
  if (m.shoot && m.dx == 0 && m.dy == 0) return std::nullopt;
  return m;
}

std::string format_move(const Move& m) {
  return std::string(m.shoot ? "S " : "M ") + std::to_string(m.dx) + " " + std::to_string(m.dy);
}

std::uint64_t Rng::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

int Rng::below(int n) {
  // Rejection from the top 32 bits: the accepted range is a whole multiple of n.
  const std::uint64_t range = std::uint64_t{1} << 32;
  const std::uint64_t limit = range - range % static_cast<std::uint64_t>(n);
  for (;;) {
    std::uint64_t r = next() >> 32;
    if (r < limit) return static_cast<int>(r % static_cast<std::uint64_t>(n));
  }
}

bool shot_hits(int x, int y, int dx, int dy, int tx, int ty) {
  if (dx == 0 && dy == 0) return false;
  for (int cx = x + dx, cy = y + dy; on_board(cx, cy); cx += dx, cy += dy)
    if (cx == tx && cy == ty) return true;
  return false;
}

Game::Game(int x0, int y0, int x1, int y1) {
  robots_[0].x = x0, robots_[0].y = y0;
  robots_[1].x = x1, robots_[1].y = y1;
}

Game Game::random_start(Rng& rng) {
  int a = rng.below(kSize * kSize);
  int b = rng.below(kSize * kSize - 1);
  if (b >= a) ++b;
  return Game(a % kSize, a / kSize, b % kSize, b / kSize);
}

MoveResult Game::apply(int who, const Move& m) {
  Robot& me = robots_[who];
  Robot& other = robots_[1 - who];
  MoveResult result;
  me.fired = m.shoot;
  me.shot_dx = m.dx, me.shot_dy = m.dy;
  if (!m.shoot) {
    me.shot_last = false;  // a move without shooting recharges the gun
    me.x += m.dx, me.y += m.dy;
    if (!on_board(me.x, me.y)) result.fell = true, me.alive = false;
    return result;
  }
  const bool powered = !me.shot_last;
  me.shot_last = true;
  // A robot on the shooter's square is never hit: shot_hits starts one square out.
  if (powered && other.alive && shot_hits(me.x, me.y, m.dx, m.dy, other.x, other.y)) {
    result.hit = true;
    result.from_dx = -m.dx, result.from_dy = -m.dy;
    if (++other.hits >= kLethalHits) result.killed = true, other.alive = false;
  }
  return result;
}

std::vector<std::string> Game::draw() const {
  std::vector<std::string> grid(kSize, std::string(kSize, '.'));
  // Shots first, robots over them. Where both shots pass, the square shows '*'.
  for (int who = 0; who < 2; ++who) {
    const Robot& r = robots_[who];
    if (!r.fired) continue;
    const char mark = who == 0 ? '+' : '-';
    for (int x = r.x + r.shot_dx, y = r.y + r.shot_dy; on_board(x, y);
         x += r.shot_dx, y += r.shot_dy) {
      char& c = grid[y][x];
      c = (c == '.' || c == mark) ? mark : '*';
    }
  }
  const Robot &you = robots_[0], &opp = robots_[1];
  if (on_board(opp.x, opp.y)) grid[opp.y][opp.x] = 'O';
  if (on_board(you.x, you.y)) grid[you.y][you.x] = (you.x == opp.x && you.y == opp.y) ? 'X' : 'Y';
  std::vector<std::string> lines{"!"};
  for (auto& row : grid) lines.push_back("! " + row);
  lines.push_back("!");
  return lines;
}

std::vector<Move> random_robot_options(int x, int y) {
  std::vector<Move> options;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      if (on_board(x + dx, y + dy)) options.push_back(Move{false, dx, dy});
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      if (dx != 0 || dy != 0) options.push_back(Move{true, dx, dy});
  return options;
}

Move random_robot_move(const Robot& self, Rng& rng) {
  std::vector<Move> options = random_robot_options(self.x, self.y);
  return options[rng.below(static_cast<int>(options.size()))];
}

}  // namespace shootemup
