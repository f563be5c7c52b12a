// rules.cpp: see rules.h.
#include "rules.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "common/core/numbers.h"
#include "common/core/text.h"

namespace boxing {

int Arena::vacant() const { return count(kVacant); }

int Arena::count(char mark) const {
  int n = 0;
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x) n += at(x, y) == mark;
  return n;
}

bool Arena::fits(const Box& b) const {
  if (b.k < 1 || b.k > kMaxBox || b.x < 0 || b.y < 0 || b.x + b.k > kWidth || b.y + b.k > kHeight)
    return false;
  for (int y = b.y; y < b.y + b.k; ++y)
    for (int x = b.x; x < b.x + b.k; ++x)
      if (at(x, y) != kVacant) return false;
  return true;
}

void Arena::place(const Box& b, char mark) {
  for (int y = b.y; y < b.y + b.k; ++y)
    for (int x = b.x; x < b.x + b.k; ++x) at(x, y) = mark;
}

std::vector<Box> Arena::legal_boxes() const {
  std::vector<Box> boxes;
  for (int k = 1; k <= kMaxBox; ++k)
    for (int y = 0; y + k <= kHeight; ++y)
      for (int x = 0; x + k <= kWidth; ++x)
        if (fits({x, y, k})) boxes.push_back({x, y, k});
  return boxes;
}

std::string format_error(const std::string& text) {
  if (text.size() != static_cast<std::size_t>(kArenaBytes))
    return "arena has " + std::to_string(text.size()) + " bytes, not " +
           std::to_string(kArenaBytes);
  for (int y = 0; y < kHeight; ++y) {
    for (int x = 0; x < kWidth; ++x)
      if (text[y * (kWidth + 1) + x] == '\n')
        return "line " + std::to_string(y + 1) + " has " + std::to_string(x) +
               " characters, not 32";
    if (text[y * (kWidth + 1) + kWidth] != '\n')
      return "line " + std::to_string(y + 1) + " is longer than 32 characters";
  }
  return "";
}

Arena parse_arena(const std::string& text) {
  std::string err = format_error(text);
  if (!err.empty()) throw std::runtime_error(err);
  return Arena{text};
}

bool valid_mark(char mark) {
  return mark > ' ' && mark < 127 && mark != kVacant && mark != kBlocked && mark != '/';
}

const char* output_error_name(OutputError e) {
  switch (e) {
    case OutputError::None:
      return "ok";
    case OutputError::WrongLength:
      return "wrong length";
    case OutputError::BadLayout:
      return "bad layout";
    case OutputError::ChangedTaken:
      return "changed a taken spot";
    case OutputError::WrongMark:
      return "wrong mark";
    case OutputError::NoMove:
      return "no move";
    case OutputError::NotSquare:
      return "not a square box";
    case OutputError::FullArenaChanged:
      return "changed a full arena";
  }
  return "?";
}

MoveCheck check_output(const Arena& input, const std::string& output, char mark) {
  MoveCheck c;
  auto fail = [&](OutputError e, std::string detail) {
    c.error = e;
    c.detail = std::move(detail);
    return c;
  };
  if (output.size() != static_cast<std::size_t>(kArenaBytes))
    return fail(OutputError::WrongLength, format_error(output));
  std::string layout = format_error(output);
  if (!layout.empty()) return fail(OutputError::BadLayout, layout);
  Arena out{output};
  if (input.full()) {
    if (output != input.text)
      return fail(OutputError::FullArenaChanged, "input had no vacant spot");
    return c;
  }
  int minx = kWidth, miny = kHeight, maxx = -1, maxy = -1, changed = 0;
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x) {
      char a = input.at(x, y), b = out.at(x, y);
      if (a == b) continue;
      std::string where = " at column " + std::to_string(x + 1) + ", row " + std::to_string(y + 1);
      if (a != kVacant)
        return fail(OutputError::ChangedTaken,
                    std::string("'") + a + "' became '" + b + "'" + where);
      if (b != mark) return fail(OutputError::WrongMark, std::string("wrote '") + b + "'" + where);
      ++changed;
      minx = std::min(minx, x), maxx = std::max(maxx, x);
      miny = std::min(miny, y), maxy = std::max(maxy, y);
    }
  if (changed == 0)
    return fail(OutputError::NoMove, "vacant spots remained but nothing was marked");
  int w = maxx - minx + 1, h = maxy - miny + 1;
  // Every spot inside the bounding square must have been vacant and now hold the mark.
  bool filled = w == h && changed == w * h;
  for (int y = miny; filled && y <= maxy; ++y)
    for (int x = minx; filled && x <= maxx; ++x) filled = input.at(x, y) == kVacant;
  if (!filled)
    return fail(OutputError::NotSquare, std::to_string(changed) + " spots marked in a " +
                                            std::to_string(w) + "x" + std::to_string(h) + " area");
  c.box = {minx, miny, w};
  return c;
}

Arena empty_arena() {
  std::string t;
  for (int y = 0; y < kHeight; ++y) t += std::string(kWidth, kVacant) + "\n";
  return Arena{t};
}

Arena generate_arena(std::uint64_t seed, int blocked, const std::string& layout) {
  if (layout != "random" && layout != "clusters" && layout != "symmetric")
    throw std::runtime_error("unknown arena layout '" + layout + "'");
  std::mt19937_64 rng(seed);
  Arena a = empty_arena();
  blocked = std::clamp(blocked, 0, kWidth * kHeight);
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); };
  int placed = 0;
  while (placed < blocked) {
    int x = pick(kWidth), y = pick(kHeight);
    if (layout == "clusters") {
      int w = 1 + pick(3), h = 1 + pick(3);
      for (int yy = y; yy < std::min(kHeight, y + h) && placed < blocked; ++yy)
        for (int xx = x; xx < std::min(kWidth, x + w) && placed < blocked; ++xx)
          if (a.at(xx, yy) == kVacant) a.at(xx, yy) = kBlocked, ++placed;
      continue;
    }
    if (a.at(x, y) != kVacant) continue;
    a.at(x, y) = kBlocked, ++placed;
    // The mirror spot through the centre; a symmetric arena has an even number of blocked spots
    // and leaves the four central spots vacant so the first player's centre box exists.
    int mx = kWidth - 1 - x, my = kHeight - 1 - y;
    if (layout == "symmetric" && a.at(mx, my) == kVacant) a.at(mx, my) = kBlocked, ++placed;
  }
  if (layout == "symmetric")
    for (int y = kHeight / 2 - 1; y <= kHeight / 2; ++y)
      for (int x = kWidth / 2 - 1; x <= kWidth / 2; ++x) a.at(x, y) = kVacant;
  return a;
}

// ---- Logs -------------------------------------------------------------------------------------

namespace {

using contest::shown;

// A whole number as the referee prints one: digits only, in range, no leading zero.
bool whole_field(const std::string& text, long long lo, long long hi, long long& v) {
  return contest::parse_whole(text, lo, hi, v) && text == std::to_string(v);
}

bool starts_with(const std::string& s, const std::string& prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// The fields of a line, split at every space: a doubled or trailing blank shows as an empty field.
std::vector<std::string> fields_of(const std::string& line) {
  std::vector<std::string> f;
  std::size_t start = 0;
  for (std::size_t sp; (sp = line.find(' ', start)) != std::string::npos; start = sp + 1)
    f.push_back(line.substr(start, sp - start));
  f.push_back(line.substr(start));
  return f;
}

// "' at column X, row Y" as check_output writes a spot (both from 1), for a spot of the arena.
bool spot_text(const std::string& text, int& x, int& y) {
  const std::string head = "' at column ", mid = ", row ";
  const std::size_t comma = text.find(mid);
  long long vx = 0, vy = 0;
  if (!starts_with(text, head) || comma == std::string::npos ||
      !whole_field(text.substr(head.size(), comma - head.size()), 1, kWidth, vx) ||
      !whole_field(text.substr(comma + mid.size()), 1, kHeight, vy))
    return false;
  x = static_cast<int>(vx) - 1, y = static_cast<int>(vy) - 1;
  return true;
}

// What is wrong with a forfeit's reason, or "": it must be one the referee writes (judge_move:
// the runner's verdicts, then check_output's errors with their details) and, where the details
// name spots or counts, possible for the player with this mark on the arena as it stood.
std::string forfeit_problem(const std::string& r, const Arena& arena, char mark) {
  const std::string bad = "'" + shown(r) + "' is not a forfeit the referee writes";
  if (r == "timeout" || r == "output flood" || r == "left processes running" ||
      r == "no move: vacant spots remained but nothing was marked")
    return "";
  long long a = 0, b = 0, c = 0;

  // Step 1. The runner's verdicts: a crash with RunResult::describe(), a program not started.
  if (starts_with(r, "crash (") && ends_with(r, ")")) {
    std::string what = r.substr(7, r.size() - 8);
    const std::string left = " (left processes running)";
    if (ends_with(what, left)) what.erase(what.size() - left.size());
    if (starts_with(what, "exit code ") && whole_field(what.substr(10), 1, 255, a)) return "";
    const std::size_t space = what.find(' ', 7);
    if (starts_with(what, "signal ") && space != std::string::npos &&
        whole_field(what.substr(7, space - 7), 1, 64, a) &&
        what.substr(space) == std::string(" (") + ::strsignal(static_cast<int>(a)) + ")")
      return "";
    return bad + " (a crash is 'crash (exit code N)' or 'crash (signal N (NAME))')";
  }
  if (starts_with(r, "cannot run (") && ends_with(r, ")")) {
    const std::string why = r.substr(12, r.size() - 13);
    if (why == "empty command line") return "";
    for (const char* cause : {"pipe: ", "fork: ", "exec: ", "chdir or exec: "})
      if (starts_with(why, cause) && why.size() > std::strlen(cause)) return "";
    return bad;
  }

  // Step 2. check_output's errors, each with the detail it writes.
  if (starts_with(r, "wrong length: arena has ") && ends_with(r, " bytes, not 528")) {
    const std::string n = r.substr(24, r.size() - 24 - 15);
    // More than 4,096 bytes on stdout is an output flood, checked first.
    if (whole_field(n, 0, 4096, a) && a != kArenaBytes) return "";
    return bad + " (a length from 0 to 4096 other than 528)";
  }
  if (starts_with(r, "bad layout: line ")) {
    const std::string rest = r.substr(17);
    const std::size_t space = rest.find(' ');
    const std::string line = rest.substr(0, space),
                      tail = space == std::string::npos ? "" : rest.substr(space);
    if (whole_field(line, 1, kHeight, a)) {
      if (tail == " is longer than 32 characters") return "";
      if (starts_with(tail, " has ") && ends_with(tail, " characters, not 32") &&
          whole_field(tail.substr(5, tail.size() - 5 - 19), 0, kWidth - 1, b))
        return "";
    }
    return bad;
  }
  int x = 0, y = 0;
  if (starts_with(r, "changed a taken spot: '") && r.size() > 35 &&
      r.compare(24, 10, "' became '") == 0) {
    const char was = r[23], now = r[34];
    if (!spot_text(r.substr(35), x, y)) return bad;
    if (arena.at(x, y) == kVacant || arena.at(x, y) != was || now == was)
      return "'" + shown(r) + "': the arena holds '" + shown(std::string(1, arena.at(x, y))) +
             "' there";
    return "";
  }
  if (starts_with(r, "wrong mark: wrote '") && r.size() > 20) {
    const char wrote = r[19];
    if (!spot_text(r.substr(20), x, y)) return bad;
    if (arena.at(x, y) != kVacant || wrote == kVacant || wrote == mark)
      return "'" + shown(r) + "' cannot be: the spot was not vacant or the mark is right";
    return "";
  }
  if (starts_with(r, "not a square box: ") && ends_with(r, " area")) {
    // "N spots marked in a WxH area": N changed spots of a W x H bounding area, not a filled
    // square (which would be a move) and no more than the vacant spots.
    const std::string body = r.substr(18, r.size() - 18 - 5);
    const std::size_t in = body.find(" spots marked in a "), times = body.find('x');
    if (in != std::string::npos && times != std::string::npos && times > in &&
        whole_field(body.substr(0, in), 2, kWidth * kHeight, a) &&
        whole_field(body.substr(in + 19, times - in - 19), 1, kWidth, b) &&
        whole_field(body.substr(times + 1), 1, kHeight, c) && a <= b * c &&
        !(b == c && a == b * c) && a <= arena.vacant())
      return "";
    return bad + " (or not possible on this arena)";
  }
  return bad;
}

// A log's lines, each ended by '\n' as the referee writes them, and the one being read, for the
// messages' "line N: ".
class LogLines {
 public:
  // "" when every line ends with a newline, else why the log was cut.
  std::string split(const std::string& text) {
    std::size_t start = 0;
    for (std::size_t nl; (nl = text.find('\n', start)) != std::string::npos; start = nl + 1)
      lines_.push_back(text.substr(start, nl - start));
    if (start == text.size()) return "";
    return "line " + std::to_string(lines_.size() + 1) +
           ": the last line has no newline: the log was cut short";
  }
  std::string where() const {
    return "line " + std::to_string(i_ + 1) + (done() ? " (past the end of the log): " : ": ");
  }
  const std::string& line() const {
    static const std::string none;
    return done() ? none : lines_[i_];
  }
  bool done() const { return i_ >= lines_.size(); }
  void next() { ++i_; }

 private:
  std::vector<std::string> lines_;
  std::size_t i_ = 0;
};

// The header: the version, then the players in order, each 'player MARK NAME'.
std::string read_players(LogLines& in, GameLog& g) {
  if (in.line() != "boxing-log 1")
    return in.where() + "expected 'boxing-log 1', found '" + shown(in.line()) + "'";
  in.next();
  for (; starts_with(in.line(), "player "); in.next()) {
    const std::string& l = in.line();
    if (l.size() < 10 || l[8] != ' ') return in.where() + "a player line is 'player MARK NAME'";
    const char mark = l[7];
    if (!valid_mark(mark))
      return in.where() + "field 2 (MARK): '" + shown(std::string(1, mark)) +
             "' is not a valid mark";
    for (char m : g.marks)
      if (m == mark) return in.where() + "two players use the mark '" + std::string(1, mark) + "'";
    const std::string name = l.substr(9);
    for (char ch : name)
      if (ch < ' ' || ch > '~' || ch == '=')
        return in.where() + "field 3 (NAME): '" + shown(name) +
               "' holds a character the referee does not take in a name";
    g.marks.push_back(mark);
    g.names.push_back(name);
  }
  if (g.marks.size() < 2)
    return in.where() + "a game has two or more players, each on a line 'player MARK NAME'";
  return "";
}

// The starting arena: 'arena', then its rows of vacant and blocked spots, one vacant at least.
std::string read_arena(LogLines& in, Arena& arena) {
  if (in.line() != "arena")
    return in.where() + "expected 'arena', found '" + shown(in.line()) + "'";
  in.next();
  std::string text;
  for (int y = 0; y < kHeight; ++y, in.next()) {
    if (in.done()) return in.where() + "the arena is cut short";
    const std::string& l = in.line();
    if (l.size() != static_cast<std::size_t>(kWidth))
      return in.where() + "arena row " + std::to_string(y + 1) + " has " +
             std::to_string(l.size()) + " characters, not 32";
    for (int x = 0; x < kWidth; ++x)
      if (l[x] != kVacant && l[x] != kBlocked)
        return in.where() + "column " + std::to_string(x + 1) + ": '" +
               shown(std::string(1, l[x])) +
               "' in the starting arena, which holds '-' and 'o' only";
    text += l + '\n';
  }
  arena = Arena{text};
  if (arena.full()) return in.where() + "the starting arena has no vacant spot";
  return "";
}

// A move line, 'move MARK X Y K SECONDS', by the player whose turn it is: in time, and on vacant
// spots, where its box is placed.
std::string read_move(const LogLines& in, long long limit_ms, char mark, const std::string& turn_of,
                      Arena& arena, Box& box, long long& ms) {
  const std::string& l = in.line();
  const std::vector<std::string> f = fields_of(l);
  if (f.size() != 6)
    return in.where() + "a move is 'move MARK X Y K SECONDS', six fields one space apart; found " +
           std::to_string(f.size()) + " in '" + shown(l) + "'";
  if (f[1] != std::string(1, mark))
    return in.where() + "field 2 (MARK): '" + shown(f[1]) + "'" + turn_of;
  long long x = 0, y = 0, k = 0;
  if (!whole_field(f[2], 0, kWidth - 1, x))
    return in.where() + "field 3 (X): '" + shown(f[2]) + "' is not a column from 0 to 31";
  if (!whole_field(f[3], 0, kHeight - 1, y))
    return in.where() + "field 4 (Y): '" + shown(f[3]) + "' is not a row from 0 to 15";
  if (!whole_field(f[4], 1, kMaxBox, k))
    return in.where() + "field 5 (K): '" + shown(f[4]) + "' is not a side from 1 to 16";
  if (!contest::parse_seconds(f[5], 0, 999999999999999, ms))
    return in.where() + "field 6 (SECONDS): '" + shown(f[5]) +
           "' is not a time in seconds with three decimals";
  if (ms > limit_ms + kLimitSlackMs)
    return in.where() + "field 6 (SECONDS): the move took " + f[5] + " s, over the " +
           std::to_string(limit_ms) + " ms limit (--limit-ms): the referee would have " +
           "recorded a timeout forfeit, not a move";
  box = Box{static_cast<int>(x), static_cast<int>(y), static_cast<int>(k)};
  if (!arena.fits(box))
    return in.where() + "the box " + f[2] + " " + f[3] + " " + f[4] +
           " is not on vacant spots of the arena";
  arena.place(box, mark);
  return "";
}

// A forfeit line, 'forfeit MARK REASON', by the player whose turn it is, for a reason the referee
// gives and that the arena allows.
std::string read_forfeit(const LogLines& in, char mark, const std::string& turn_of,
                         const Arena& arena, std::string& reason) {
  const std::string& l = in.line();
  if (l.size() < 11 || l[9] != ' ') return in.where() + "a forfeit is 'forfeit MARK REASON'";
  if (l[8] != mark)
    return in.where() + "field 2 (MARK): '" + shown(std::string(1, l[8])) + "'" + turn_of;
  reason = l.substr(10);
  if (std::string p = forfeit_problem(reason, arena, l[8]); !p.empty())
    return in.where() + "field 3 (REASON): " + p;
  return "";
}

// The turns, in order, skipping players who forfeited, until the arena is full or one player is
// left; then the winner and the scores.
std::string read_turns(LogLines& in, long long limit_ms, const LogObserver& observe, GameLog& g,
                       Arena& arena) {
  const std::size_t n = g.marks.size();
  g.forfeits.assign(n, "");
  std::size_t turn = 0, left = n;
  for (bool over = false; !over; in.next(), turn = (turn + 1) % n) {
    while (!g.forfeits[turn].empty()) turn = (turn + 1) % n;
    if (in.done()) return in.where() + "the log ends before the game does (cut short?)";
    const std::string& l = in.line();
    const char mark = g.marks[turn];
    const std::string turn_of = std::string(", it was ") + mark + "'s turn";
    LogTurn t{static_cast<int>(turn), false, Box{}, 0, ""};
    std::string problem;
    if (starts_with(l, "move ")) {
      problem = read_move(in, limit_ms, mark, turn_of, arena, t.box, t.millis);
      if (problem.empty()) g.boxes.push_back(t.box), g.millis.push_back(t.millis);
    } else if (starts_with(l, "forfeit ")) {
      t.forfeit = true;
      problem = read_forfeit(in, mark, turn_of, arena, t.reason);
      if (problem.empty()) g.forfeits[turn] = t.reason;
    } else if (starts_with(l, "result ")) {
      return in.where() + "the result comes before the game is over" + turn_of;
    } else {
      return in.where() + "expected a move or a forfeit" + turn_of + "; found '" + shown(l) + "'";
    }
    if (!problem.empty()) return problem;
    if (observe) observe(g, t, arena);
    if (t.forfeit)
      over = --left == 1;
    else if (arena.full())
      g.winner = static_cast<int>(turn), over = true;
  }
  if (g.winner < 0)  // ended by forfeits: the one left standing wins
    for (std::size_t p = 0; p < n; ++p)
      if (g.forfeits[p].empty()) g.winner = static_cast<int>(p);
  g.scores.assign(n, 0);
  g.scores[g.winner] = arena.count(g.marks[g.winner]);
  g.final_arena = arena;
  return "";
}

// The result as the rules give it ('result WINNER_MARK SCORE...'), and nothing after it.
std::string read_result(LogLines& in, const GameLog& g) {
  if (in.done()) return in.where() + "the result line is missing (cut short?)";
  const std::size_t n = g.marks.size();
  const std::vector<std::string> f = fields_of(in.line());
  if (f[0] == "move" || f[0] == "forfeit") return in.where() + "a turn after the end of the game";
  if (f[0] != "result")
    return in.where() + "expected 'result WINNER_MARK SCORE...', found '" + shown(in.line()) + "'";
  if (f.size() != n + 2)
    return in.where() + "the result has " + std::to_string(f.size()) + " fields, not " +
           std::to_string(n + 2) + " (the winner's mark and a score per player, one space apart)";
  if (f[1] != std::string(1, g.marks[g.winner]))
    return in.where() + "field 2 (WINNER_MARK): '" + shown(f[1]) + "', the winner is '" +
           g.marks[g.winner] + "'";
  for (std::size_t p = 0; p < n; ++p) {
    long long v = 0;
    if (!whole_field(f[p + 2], 0, kWidth * kHeight, v) || v != g.scores[p])
      return in.where() + "field " + std::to_string(p + 3) + " (score of " + g.marks[p] + "): '" +
             shown(f[p + 2]) + "', the rules give " + std::to_string(g.scores[p]);
  }
  in.next();
  if (!in.done()) return in.where() + "a line after the result";
  return "";
}

}  // namespace

std::string check_log(const std::string& text, long long limit_ms, GameLog* out,
                      const LogObserver& observe) {
  if (text.empty()) return "empty log";
  LogLines in;
  GameLog g;
  Arena arena;
  // The lines, the header, the starting arena, the turns, the result: each step stops at the
  // first problem it finds.
  std::string problem = in.split(text);
  if (problem.empty()) problem = read_players(in, g);
  if (problem.empty()) problem = read_arena(in, arena);
  if (!problem.empty()) return problem;
  g.start = arena;
  if (observe) observe(g, LogTurn{}, arena);
  problem = read_turns(in, limit_ms, observe, g, arena);
  if (problem.empty()) problem = read_result(in, g);
  if (problem.empty() && out) *out = g;
  return problem;
}

}  // namespace boxing
