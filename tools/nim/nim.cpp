// nim.cpp: see nim.h.
#include "nim.h"

#include <algorithm>
#include <numeric>
#include <random>
#include <sstream>

#include "common/cli/cli.h"
#include "common/core/text.h"

namespace nim {

namespace {

using Heaps = std::vector<long>;

Heaps heaps_of(const std::string& text) {
  Heaps h;
  std::istringstream in(text);
  for (long n; in >> n;) h.push_back(n);
  return h;
}

std::string text_of(const Heaps& h) {
  std::string text;
  for (long n : h) text += (text.empty() ? "" : " ") + std::to_string(n);
  return text;
}

template <typename T>
contest::Json array_of(const std::vector<T>& items) {
  contest::Json a = contest::Json::array();
  for (const T& x : items) a.push_back(x);
  return a;
}

long objects(const Heaps& h) { return std::accumulate(h.begin(), h.end(), 0L); }

// "HEAP COUNT" (blanks around them allowed) and a legal move: HEAP has COUNT objects or more.
bool read_move(const std::string& text, const Heaps& h, long& heap, long& count) {
  std::istringstream in(text);
  std::string more;
  return in >> heap >> count && !(in >> more) && heap >= 1 && heap <= static_cast<long>(h.size()) &&
         count >= 1 && count <= h[heap - 1];
}

}  // namespace

std::string Nim::about() const {
  return "Nim: heaps of objects; a move takes objects from one heap; who takes the last wins.\n"
         "A player is run once per move: the heaps on stdin (\"3 0 7\"), its move on stdout\n"
         "(\"3 2\": two objects from heap 3).\n";
}

std::vector<contest::GameOption> Nim::options() {
  return {{"--time-ms", "MS", "time for a move in milliseconds (default 1000)",
           [this](contest::cli::Command& c, const std::string& names) {
             c.millis(names, time_, 1, 600000);
           }}};
}

// Three to five heaps of 1 to 9 objects, from the seed and the opening alone.
std::string Nim::start(long opening, long long seed) const {
  std::mt19937_64 rng(static_cast<unsigned long long>(seed) * 1000003 + opening);
  Heaps h(3 + rng() % 3);
  for (long& n : h) n = 1 + static_cast<long>(rng() % 9);
  return text_of(h);
}

std::string Nim::forfeit(contest::Fault f, const contest::RunResult&) const {
  static const char* const kWords[] = {"time",    "crash",       "flood", "no program",
                                       "no move", "illegal move"};  // in contest::Fault's order
  return kWords[static_cast<int>(f)];
}

contest::Played Nim::play(const contest::Setup& s) const {
  Heaps h = heaps_of(s.start);
  contest::Played p;
  contest::Outcome& o = p.outcome;
  o.points = {0, 0};
  p.log = "nim\nplayers " + s.seats[0].name + " " + s.seats[1].name + "\nheaps " + s.start + "\n";
  int turn = 0;
  for (; objects(h) > 0; turn = 1 - turn) {
    const contest::Program& who = s.seats[turn];
    contest::Reply r = contest::ask(who, text_of(h) + "\n", time_);
    long long& slowest = o.slowest_ms[who.name];
    slowest = std::max(slowest, r.ms);
    long heap = 0, count = 0;
    // Two numbers that are no move of this position: an illegal move; anything else: no move.
    if (!r.fault && !read_move(r.run.out, h, heap, count))
      r.fault =
          heaps_of(r.run.out).size() == 2 ? contest::Fault::kIllegal : contest::Fault::kNoMove;
    if (r.fault) {
      o.forfeits[who.name] = forfeit(*r.fault, r.run);
      p.log += "forfeit " + who.name + " " + o.forfeits[who.name] + "\n";
      o.points[1 - turn] = 1;
      o.end = "forfeit";
      return p;
    }
    h[heap - 1] -= count;
    ++o.moves;
    p.log += "move " + who.name + " " + std::to_string(heap) + " " + std::to_string(count) + "\n";
  }
  o.points[1 - turn] = 1;  // the player who moved last took the last object
  o.end = "normal";
  p.log += "winner " + s.seats[1 - turn].name + "\n";
  return p;
}

contest::Checked Nim::check(const std::string& log) const {
  contest::Checked c;
  std::istringstream in(log);
  std::vector<std::string> players;
  Heaps h;
  contest::Json moves = contest::Json::array(), positions = contest::Json::array(),
                forfeit = contest::Json::object();
  int turn = 0, n = 0;
  std::string line, winner;
  // The log as JSON, up to the problem when there is one: the viewer draws its positions
  // (tools/viewer/README.md, "From the checker's JSON").
  const auto done = [&](const std::string& problem) {
    c.problem = problem;
    c.log = contest::Json::object();
    c.log->set("name", name());
    c.log->set("players", array_of(players));
    c.log->set("heaps", positions.items().empty() ? contest::Json::array() : positions.items()[0]);
    c.log->set("positions", positions);
    c.log->set("moves", moves);
    c.log->set("winner", winner);
    c.log->set("forfeits", forfeit);
    return c;
  };
  const auto fail = [&](const std::string& why) {
    return done("line " + std::to_string(n) + ": " + why);
  };
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string key, who, rest;  // "KEY WHO REST": REST the line's end, its blanks kept
    words >> key >> who;
    std::getline(words, rest);
    const std::string after = line.size() > key.size() ? line.substr(key.size() + 1) : "";
    if (++n > 1 && !winner.empty()) return fail("a line after the result");
    if (n == 1 && line == "nim") continue;
    if (n == 2 && key == "players" && rest.size() > 1 && rest.find(' ', 1) == std::string::npos) {
      players = {who, rest.substr(1)};
    } else if (n == 3 && key == "heaps" && text_of(heaps_of(after)) == after && !after.empty() &&
               after.find('-') == std::string::npos) {
      h = heaps_of(after);
      positions.push_back(array_of(h));
    } else if (n > 3 && key == "move" && who == players[turn]) {
      long heap = 0, count = 0;
      if (!read_move(rest, h, heap, count)) return fail("an illegal move: " + contest::shown(line));
      h[heap - 1] -= count;
      moves.push_back(array_of(Heaps{heap, count}));
      positions.push_back(array_of(h));
      turn = 1 - turn;
    } else if (n > 3 && key == "winner" && after == players[1 - turn] && objects(h) == 0) {
      winner = after;
    } else if (n > 3 && key == "forfeit" && who == players[turn] && rest.size() > 1 &&
               objects(h) > 0) {
      winner = players[1 - turn];
      forfeit.set(who, rest.substr(1));
    } else {
      return fail("not what the game allows here: " + contest::shown(line));
    }
  }
  if (winner.empty()) return fail("no result");
  c.verdict = "ok: " + winner + " wins, " + std::to_string(moves.items().size()) + " moves";
  return done("");
}

}  // namespace nim
