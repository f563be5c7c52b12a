// archive.cpp: see archive.h.
#include "archive.h"

#include <sstream>

#include "common/core/numbers.h"
#include "common/core/text.h"

namespace pousse {

const char* const kNormalEnd = "game ended normally";
const char* const kMoveLimitEnd = "move limit reached";
const char* const kSelfPlayDate = "selfplay";

namespace {

// The forfeits a side can be recorded with (1998's names); "raised signal K" is checked apart.
const char* const kForfeits[] = {"exceeded time limit", "made an invalid move",
                                 "did not kill all its processes"};

// A whole number as format_record writes one: digits only, in range, no leading zero.
bool whole_field(const std::string& text, long long lo, long long hi, long long& v) {
  return contest::parse_whole(text, lo, hi, v) && text == std::to_string(v);
}

using contest::shown;

// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
// days_from_civil), for the day of the week a date must carry.
long long days_from_civil(long long y, int m, int d) {
  y -= m <= 2;
  const long long era = (y >= 0 ? y : y - 399) / 400;
  const long long yoe = y - era * 400;
  const long long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

// What is wrong with a record's date, or "". The referee writes strftime's "%a %b %e %H:%M:%S %Y"
// in the C locale ("Tue Sep  8 12:11:33 1998"), as 1998 did; pousse_tune writes "selfplay".
std::string date_problem(const std::string& d) {
  static const char* const kDays[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static const char* const kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                        "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  if (d == kSelfPlayDate) return "";
  const std::string shape = "date '" + shown(d) + "' is not of the form 'Tue Sep  8 12:11:33 1998'";
  if (d.size() != 24 || d[3] != ' ' || d[7] != ' ' || d[10] != ' ' || d[13] != ':' ||
      d[16] != ':' || d[19] != ' ')
    return shape;
  int weekday = -1, month = -1;
  for (int k = 0; k < 7; ++k)
    if (d.compare(0, 3, kDays[k]) == 0) weekday = k;
  for (int k = 0; k < 12; ++k)
    if (d.compare(4, 3, kMonths[k]) == 0) month = k + 1;
  long long day = 0, hour = 0, minute = 0, second = 0, year = 0;
  const std::string day_text = d[8] == ' ' ? d.substr(9, 1) : d.substr(8, 2);
  if (weekday < 0 || month < 0 || !whole_field(day_text, 1, 31, day) || (d[8] != ' ' && day < 10) ||
      !contest::parse_whole(d.substr(11, 2), 0, 23, hour) ||
      !contest::parse_whole(d.substr(14, 2), 0, 59, minute) ||
      !contest::parse_whole(d.substr(17, 2), 0, 60, second) ||
      !whole_field(d.substr(20, 4), 1000, 9999, year))
    return shape;
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  const int month_days[] = {31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (day > month_days[month - 1]) return "date '" + d + "' is not a day of the calendar";
  const long long z = days_from_civil(year, month, static_cast<int>(day));
  const int real = static_cast<int>(((z + 4) % 7 + 7) % 7);  // 1970-01-01 was a Thursday
  if (real != weekday)
    return "date '" + d + "': that day was a " + kDays[real] + ", not a " + kDays[weekday];
  return "";
}

// What is wrong with an end reason, or "": one of the reasons the referee writes.
std::string end_problem(const std::string& end) {
  if (end == kNormalEnd || end == kMoveLimitEnd) return "";
  const std::string unknown = "unknown end reason \"" + shown(end) +
                              "\" (the game ended normally, the move limit, or a forfeit)";
  if (end.size() < 3 || (end[0] != 'X' && end[0] != 'O') || end[1] != ' ') return unknown;
  const std::string what = end.substr(2);
  for (const char* f : kForfeits)
    if (what == f) return "";
  const std::string signal = "raised signal ";
  long long k = 0;
  if (what.compare(0, signal.size(), signal) == 0) {
    if (whole_field(what.substr(signal.size()), 1, 64, k)) return "";
    return "bad signal number in \"" + shown(end) + "\" (1 to 64)";
  }
  return unknown;
}

// Reads a line in format_record's exact layout, field by field; the first problem, with its
// column, is kept in error.
struct Reader {
  const std::string& s;
  std::size_t i = 0;
  std::string error;

  bool fail_at(std::size_t column, const std::string& what) {
    if (error.empty()) error = "column " + std::to_string(column + 1) + ": " + what;
    return false;
  }
  bool literal(const std::string& word) {
    if (s.compare(i, word.size(), word) == 0) return i += word.size(), true;
    if (i >= s.size()) return fail_at(i, "expected '" + word + "', the line ends (cut short?)");
    return fail_at(i, "expected '" + word + "', found '" + shown(s.substr(i, word.size())) + "'");
  }
  // The text up to the next stop character, which must be on the line; i moves onto the stop.
  bool until(char stop, std::string& out, const std::string& field) {
    const std::size_t end = s.find(stop, i);
    if (end == std::string::npos)
      return fail_at(i, field + " runs to the end of the line (cut short?)");
    out = s.substr(i, end - i);
    i = end;
    return true;
  }
};

}  // namespace

// A player's name: what the referee was given (1998: the entry's number), one or more printable
// characters without blanks, parentheses or quotes, which would break the record's layout.
bool valid_name(const std::string& name) {
  if (name.empty()) return false;
  for (char c : name)
    if (c <= ' ' || c > '~' || c == '(' || c == ')' || c == '"') return false;
  return true;
}

std::optional<GameRecord> parse_record(const std::string& line, std::string* error) {
  Reader rd{line};
  GameRecord r;
  auto fail = [&](std::size_t column, const std::string& what) -> std::optional<GameRecord> {
    rd.fail_at(column, what);
    if (error) *error = rd.error;
    return std::nullopt;
  };
  auto broken = [&]() -> std::optional<GameRecord> {
    if (error) *error = rd.error;
    return std::nullopt;
  };
  std::string tok;
  std::size_t at = 0;

  // Step 1. The date and the players.
  if (!rd.literal("(\"") || !rd.until('"', r.date, "the date")) return broken();
  if (std::string p = date_problem(r.date); !p.empty()) return fail(2, p);
  if (!rd.literal("\" X: ")) return broken();
  at = rd.i;
  if (!rd.until(' ', r.x_name, "X's name")) return broken();
  if (!valid_name(r.x_name)) return fail(at, "bad name for X: '" + shown(r.x_name) + "'");
  if (!rd.literal(" O: ")) return broken();
  const std::size_t o_at = at = rd.i;
  if (!rd.until(' ', r.o_name, "O's name")) return broken();
  if (!valid_name(r.o_name)) return fail(at, "bad name for O: '" + shown(r.o_name) + "'");

  // Step 2. The winner, the end reason and the time.
  if (!rd.literal(" winner: ")) return broken();
  at = rd.i;
  if (!rd.until(' ', tok, "the winner")) return broken();
  if (tok != "X" && tok != "O" && tok != "-")
    return fail(at, "winner '" + shown(tok) + "' is not X, O or -");
  r.winner = tok[0];
  if (!rd.literal(" end: \"")) return broken();
  at = rd.i;
  if (!rd.until('"', r.end, "the end reason")) return broken();
  if (std::string p = end_problem(r.end); !p.empty()) return fail(at, p);
  if (!rd.literal("\" time: ")) return broken();
  at = rd.i;
  if (!rd.until(' ', tok, "the time")) return broken();
  if (!whole_field(tok, 0, 999999999999999999, r.time_ms))
    return fail(at, "time '" + shown(tok) +
                        "' is not a whole number of milliseconds (digits, no leading zero)");

  // Step 3. The board size and the moves, each followed by one space, then "))".
  if (!rd.literal(" game: (")) return broken();
  at = rd.i;
  if (!rd.until(' ', tok, "the board size")) return broken();
  long long n = 0;
  if (!whole_field(tok, kMinSize, kMaxSize, n))
    return fail(at, "bad board size '" + shown(tok) + "' (4 to 20)");
  r.size = static_cast<int>(n);
  ++rd.i;
  while (rd.i >= line.size() || line[rd.i] != ')') {
    at = rd.i;
    if (!rd.until(' ', tok, "the move list")) return broken();
    auto m = parse_move(tok, r.size);
    if (!m) return fail(at, "bad move '" + shown(tok) + "'");
    r.moves.push_back(*m);
    ++rd.i;
  }
  if (!rd.literal("))")) return broken();
  if (rd.i != line.size())
    return fail(rd.i, "text after the end of the record: '" + shown(line.substr(rd.i)) + "'");

  // Step 4. Who could have written it: the referee names two distinct players; pousse_tune's
  // self-play records name one program twice, end normally and keep no time.
  if (r.date == kSelfPlayDate) {
    if (r.end != kNormalEnd || r.time_ms != 0)
      return fail(2, "a self-play record ends normally and has time 0");
  } else if (r.x_name == r.o_name) {
    return fail(o_at, "X and O have the same name '" + r.x_name + "'");
  }
  return r;
}

std::string format_record(const GameRecord& r) {
  std::ostringstream out;
  out << "(\"" << r.date << "\" X: " << r.x_name << " O: " << r.o_name << " winner: " << r.winner
      << " end: \"" << r.end << "\" time: " << r.time_ms << " game: (" << r.size << ' ';
  for (const Move& m : r.moves) out << m.str() << ' ';
  out << "))";
  return out.str();
}

namespace {

// A forfeit, "<side> <what>", of a replayed game g; returns what is wrong with it, or "". As in
// every 1998 forfeit, the forfeiter is the side to move and its move is not recorded.
std::string forfeit_problem(const GameRecord& r, const Game& g) {
  if (std::string p = end_problem(r.end); !p.empty()) return p;
  const char side = r.end[0];
  if (g.over()) return "forfeit recorded after the game was already over (" + g.reason() + ")";
  if (side != cell_char(g.to_move()))
    return std::string("forfeit by ") + side + " but " + cell_char(g.to_move()) + " was to move";
  if (r.winner != (side == 'X' ? 'O' : 'X'))
    return std::string("forfeit by ") + side + " but the winner is recorded as " + r.winner;
  return "";
}

}  // namespace

CheckResult check_record(const GameRecord& r) {
  CheckResult res;
  // Step 1. Replay the moves; none may follow the end of the game.
  Game g(r.size);
  for (std::size_t k = 0; k < r.moves.size(); ++k) {
    if (g.over()) {
      res.problem = "the game was over after move " + std::to_string(k) + " (" + g.reason() +
                    "), yet " + std::to_string(r.moves.size() - k) + " more were recorded";
      res.status = g.status();
      res.reason = g.reason();
      return res;
    }
    g.play(r.moves[k]);
  }
  res.status = g.status();
  res.reason = g.reason();

  // Step 2. A normal end: over on the last move, with the rules' winner.
  const char rules_winner = g.status() == Status::XWins   ? 'X'
                            : g.status() == Status::OWins ? 'O'
                                                          : '-';
  if (r.end == kNormalEnd) {
    if (!g.over()) {
      res.problem = "recorded as ended normally, but the game is still in play";
    } else if (rules_winner != r.winner) {
      res.problem = std::string("winner by the rules is ") + rules_winner + " (" + g.reason() +
                    "), recorded " + r.winner;
    } else {
      res.ok = true;
    }
    return res;
  }

  // Step 3. Our referee's draw at the move limit: still in play, no winner.
  // The referee stops a game at the limit only after a move (the limit is at least 1).
  if (r.end == kMoveLimitEnd) {
    res.ok = !g.over() && r.winner == '-' && !r.moves.empty();
    if (!res.ok) res.problem = "a move-limit draw must be in play after a move, with winner -";
    return res;
  }

  // Step 4. Anything else must be a forfeit by the side to move.
  res.problem = forfeit_problem(r, g);
  res.ok = res.problem.empty();
  return res;
}

}  // namespace pousse
