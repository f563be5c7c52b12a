// archive.cpp: see archive.h.
#include "archive.h"

#include <sstream>

namespace pousse {

const char* const kNormalEnd = "game ended normally";

namespace {

// A tiny cursor over one line.
struct Cursor {
  const std::string& s;
  std::size_t i = 0;
  void skip_space() {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')) ++i;
  }
  bool literal(const std::string& word) {
    skip_space();
    if (s.compare(i, word.size(), word) != 0) return false;
    i += word.size();
    return true;
  }
  bool quoted(std::string& out) {
    skip_space();
    if (i >= s.size() || s[i] != '"') return false;
    std::size_t end = s.find('"', i + 1);
    if (end == std::string::npos) return false;
    out = s.substr(i + 1, end - i - 1);
    i = end + 1;
    return true;
  }
  bool token(std::string& out) {
    skip_space();
    std::size_t start = i;
    while (i < s.size() && s[i] != ' ' && s[i] != ')' && s[i] != '(') ++i;
    out = s.substr(start, i - start);
    return !out.empty();
  }
};

}  // namespace

std::optional<GameRecord> parse_record(const std::string& line, std::string* error) {
  auto fail = [&](const std::string& what) -> std::optional<GameRecord> {
    if (error) *error = what;
    return std::nullopt;
  };
  Cursor c{line};
  GameRecord r;
  std::string tok;
  if (!c.literal("(")) return fail("expected '('");
  if (!c.quoted(r.date)) return fail("expected a quoted date");
  if (!c.literal("X:") || !c.token(r.x_name)) return fail("expected X: <name>");
  if (!c.literal("O:") || !c.token(r.o_name)) return fail("expected O: <name>");
  if (!c.literal("winner:") || !c.token(tok) || tok.size() != 1 ||
      (tok[0] != 'X' && tok[0] != 'O' && tok[0] != '-'))
    return fail("expected winner: X|O|-");
  r.winner = tok[0];
  if (!c.literal("end:") || !c.quoted(r.end)) return fail("expected end: \"...\"");
  if (!c.literal("time:") || !c.token(tok)) return fail("expected time: <ms>");
  try {
    r.time_ms = std::stoll(tok);
  } catch (...) {
    return fail("bad time: " + tok);
  }
  if (!c.literal("game:") || !c.literal("(") || !c.token(tok)) return fail("expected game: (N");
  r.size = std::atoi(tok.c_str());
  if (r.size < kMinSize || r.size > kMaxSize || tok != std::to_string(r.size))
    return fail("bad board size: " + tok);
  while (true) {
    c.skip_space();
    if (c.literal(")")) break;
    if (!c.token(tok)) return fail("unterminated move list");
    auto m = parse_move(tok, r.size);
    if (!m) return fail("bad move: " + tok);
    r.moves.push_back(*m);
  }
  if (!c.literal(")")) return fail("expected ')' at the end");
  c.skip_space();
  if (c.i != line.size()) return fail("trailing text");
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
  if (r.end.size() < 3 || (r.end[0] != 'X' && r.end[0] != 'O') || r.end[1] != ' ')
    return "unknown end reason: " + r.end;
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
  if (r.end == "move limit reached") {
    res.ok = !g.over() && r.winner == '-';
    if (!res.ok) res.problem = "a move-limit draw must be in play with winner -";
    return res;
  }

  // Step 4. Anything else must be a forfeit by the side to move.
  res.problem = forfeit_problem(r, g);
  res.ok = res.problem.empty();
  return res;
}

}  // namespace pousse
