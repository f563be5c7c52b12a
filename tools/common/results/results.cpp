// results.cpp: see results.h.
#include "common/results/results.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

#include "common/core/files.h"

namespace contest {

namespace {

[[noreturn]] void bad(const std::string& what) { throw std::invalid_argument(what); }

// A whole number from lo to 2^53, the range a double holds exactly.
long long whole(const Json& v, const std::string& what, long long lo) {
  const double d = v.is(Json::Type::Number) ? v.as_number() : -1e300;
  if (d != std::floor(d) || d < lo || d > 9007199254740992.0)
    bad("\"" + what + "\" is not a whole number from " + std::to_string(lo));
  return static_cast<long long>(d);
}

// An object whose keys are players of the game.
const Json::Members& per_player(const Json& o, const char* key, const Result& r) {
  const Json& m = required_member(o, key, Json::Type::Object, "an object");
  for (const auto& [name, value] : m.members())
    if (std::find(r.players.begin(), r.players.end(), name) == r.players.end())
      bad(std::string("\"") + key + "\" names \"" + name + "\", who did not play");
  return m.members();
}

Json whole_map(const std::map<std::string, long long>& m) {
  Json o = Json::object();
  for (const auto& [k, v] : m) o.set(k, v);
  return o;
}

const std::vector<std::string> kMembers = {"id",    "game",    "opening",    "start", "players",
                                           "first", "outcome", "scores",     "end",   "forfeits",
                                           "moves", "info",    "slowest_ms", "log",   "wall_ms"};

}  // namespace

Json strict_object(const std::string& line, const std::vector<std::string>& known) {
  Json o = Json::parse(line);
  if (!o.is(Json::Type::Object)) bad("not a JSON object");
  for (const auto& m : o.members())
    if (std::find(known.begin(), known.end(), m.first) == known.end())
      bad("unknown member \"" + m.first + "\"");
  return o;
}

const Json& required_member(const Json& o, const char* key, Json::Type type,
                            const char* type_name) {
  const Json* v = o.find(key);
  if (!v) bad(std::string("no \"") + key + "\"");
  if (!v->is(type)) bad(std::string("\"") + key + "\" is not " + type_name);
  return *v;
}

std::string required_text(const Json& o, const char* key) {
  return required_member(o, key, Json::Type::String, "a string").as_string();
}

long long required_whole(const Json& o, const char* key, long long lo, long long hi) {
  const double d = required_member(o, key, Json::Type::Number, "a number").as_number();
  if (!(d >= lo && d <= hi) || d != std::floor(d))
    bad(std::string("\"") + key + "\" is not a whole number from " + std::to_string(lo) + " to " +
        std::to_string(hi));
  return static_cast<long long>(d);
}

double Result::points_of(const std::string& name) const {
  for (std::size_t i = 0; i < players.size(); ++i)
    if (players[i] == name) return i < points.size() ? points[i] : -1;
  return -1;
}

std::vector<std::string> Result::seats() const {
  // The id, OPENING:FIRST:SECOND:..., has them all (a name holds no ':'): a game of three players
  // or more (Boxing's stage 2) has no other record of its order of play.
  std::vector<std::string> s;
  for (std::size_t at = id.find(':'); at != std::string::npos;) {
    const std::size_t next = id.find(':', at + 1);
    s.push_back(id.substr(at + 1, next == std::string::npos ? next : next - at - 1));
    at = next;
  }
  if (s.size() == players.size() && !s.empty() && s[0] == first &&
      std::is_permutation(s.begin(), s.end(), players.begin()))
    return s;
  // An id that does not agree (from_line refuses it): first, then the others in the match's order.
  s = {first};
  for (const std::string& p : players)
    if (p != first) s.push_back(p);
  return s;
}

bool Result::same_game(const Result& o) const {
  return id == o.id && number == o.number && opening == o.opening && start == o.start &&
         players == o.players && first == o.first && points == o.points && end == o.end &&
         forfeits == o.forfeits && moves == o.moves && info == o.info && own_name == o.own_name &&
         own == o.own;
}

std::string game_id(long opening, const std::vector<std::string>& seats) {
  std::string id = std::to_string(opening);
  for (const std::string& s : seats) id += ":" + s;
  return id;
}

std::string bad_player_name(const std::string& name) {
  if (name.empty()) return "an empty player name";
  if (name.size() > 64) return "player name over 64 characters: " + name;
  for (char c : name)
    if (c <= ' ' || c > '~' || c == ':')
      return "player name with a blank, ':' or a character outside printable ASCII: " + name;
  return "";
}

Json to_json(const Result& r) {
  if (r.points.size() != r.players.size()) throw std::invalid_argument("points and players differ");
  Json o = Json::object();
  o.set("id", r.id);
  o.set("game", r.number);
  o.set("opening", r.opening);
  o.set("start", r.start);
  Json players = Json::array();
  for (const std::string& p : r.players) players.push_back(p);
  o.set("players", players);
  o.set("first", r.first);
  if (r.players.empty()) throw std::invalid_argument("no players");
  if (r.players.size() == 2) {
    const double p = r.points[0];
    if ((p != 1 && p != 0.5 && p != 0) || r.points[1] != 1 - p)
      throw std::invalid_argument("two players' points that are not 1-0, 0.5-0.5 or 0-1");
    o.set("outcome", p == 1 ? "win" : p == 0.5 ? "draw" : "loss");
  } else {
    Json scores = Json::object();
    for (std::size_t i = 0; i < r.players.size(); ++i) scores.set(r.players[i], r.points[i]);
    o.set("scores", scores);
  }
  o.set("end", r.end);
  Json forfeits = Json::object();
  for (const auto& [k, v] : r.forfeits) forfeits.set(k, v);
  o.set("forfeits", forfeits);
  o.set("moves", r.moves);
  o.set("info", whole_map(r.info));
  if (!r.own_name.empty()) {
    if (!r.own.is(Json::Type::Object)) throw std::invalid_argument("the game's own member");
    o.set(r.own_name, r.own);
  }
  o.set("slowest_ms", whole_map(r.slowest_ms));
  o.set("log", r.log);
  o.set("wall_ms", r.wall_ms);
  return o;
}

std::string to_line(const Result& r) { return to_json(r).dump(); }

Result from_line(const std::string& line, const OwnMember* own) {
  std::vector<std::string> known = kMembers;
  if (own) known.push_back(own->name);
  const Json o = strict_object(line, known);
  Result r;
  r.id = required_text(o, "id");
  r.number = static_cast<long>(
      whole(required_member(o, "game", Json::Type::Number, "a number"), "game", 1));
  r.opening = static_cast<long>(
      whole(required_member(o, "opening", Json::Type::Number, "a number"), "opening", 0));
  r.start = required_text(o, "start");
  for (const Json& p : required_member(o, "players", Json::Type::Array, "an array").items()) {
    if (!p.is(Json::Type::String)) bad("a player that is not a string");
    const std::string why = bad_player_name(p.as_string());
    if (!why.empty()) bad(why);
    if (std::find(r.players.begin(), r.players.end(), p.as_string()) != r.players.end())
      bad("player \"" + p.as_string() + "\" named twice");
    r.players.push_back(p.as_string());
  }
  if (r.players.empty()) bad("no players");
  r.first = required_text(o, "first");
  if (std::find(r.players.begin(), r.players.end(), r.first) == r.players.end())
    bad("\"first\" is not one of the players");
  if (r.players.size() == 2) {
    if (o.find("scores")) bad("\"scores\" with two players (they have \"outcome\")");
    const std::string outcome = required_text(o, "outcome");
    const double p = outcome == "win" ? 1 : outcome == "draw" ? 0.5 : outcome == "loss" ? 0 : -1;
    if (p < 0) bad("\"outcome\" is not win, draw or loss");
    r.points = {p, 1 - p};
  } else {
    if (o.find("outcome")) bad("\"outcome\" without two players (they have \"scores\")");
    const Json::Members& scores = per_player(o, "scores", r);
    if (scores.size() != r.players.size()) bad("\"scores\" does not give every player's");
    r.points.assign(r.players.size(), 0);
    for (const auto& [name, v] : scores) {
      if (!v.is(Json::Type::Number) || !(v.as_number() >= 0)) bad("a score that is not >= 0");
      r.points[std::find(r.players.begin(), r.players.end(), name) - r.players.begin()] =
          v.as_number();
    }
  }
  r.end = required_text(o, "end");
  for (const auto& [name, why] : per_player(o, "forfeits", r)) {
    if (!why.is(Json::Type::String)) bad("a forfeit that is not a string");
    r.forfeits[name] = why.as_string();
  }
  r.moves = static_cast<long>(
      whole(required_member(o, "moves", Json::Type::Number, "a number"), "moves", 0));
  for (const auto& [key, v] : required_member(o, "info", Json::Type::Object, "an object").members())
    r.info[key] = whole(v, "info." + key, -9007199254740992LL);
  for (const auto& [name, v] : per_player(o, "slowest_ms", r))
    r.slowest_ms[name] = whole(v, "slowest_ms." + name, 0);
  r.log = required_text(o, "log");
  r.wall_ms = whole(required_member(o, "wall_ms", Json::Type::Number, "a number"), "wall_ms", 0);
  if (r.id != game_id(r.opening, r.seats()))
    bad("\"id\" is not OPENING:FIRST:SECOND of this game (" + game_id(r.opening, r.seats()) + ")");
  if (own) {
    r.own_name = own->name;
    r.own = required_member(o, own->name.c_str(), Json::Type::Object, "an object");
    if (own->check) own->check(r);
  }
  return r;
}

LineFraming parse_lines(const std::string& text, const std::string& name, const std::string& kind,
                        const std::function<std::string(const std::string& line)>& take) {
  LineFraming f;
  std::set<std::string> keys;
  std::size_t begin = 0;
  for (long line = 1; begin < text.size(); ++line) {
    const std::size_t newline = text.find('\n', begin);
    if (newline == std::string::npos) {
      f.torn = text.substr(begin);
      break;
    }
    const std::string where = name + ":" + std::to_string(line) + ": ";
    std::string key;
    try {
      key = take(text.substr(begin, newline - begin));
    } catch (const std::exception& e) {
      throw std::runtime_error(where + e.what());
    }
    if (!keys.insert(key).second) throw std::runtime_error(where + kind + " " + key + " again");
    begin = f.good_bytes = newline + 1;
  }
  return f;
}

std::string read_line_file(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec) && !ec) return "";
  std::string text, why;
  if (!read_file(path, text, why)) throw std::runtime_error("cannot read " + path);
  return text;
}

void continue_line_file(const std::string& path, const LineFraming& f, std::size_t records,
                        bool resume, const std::string& what, std::ostream& notes) {
  if ((records > 0 || !f.torn.empty()) && !resume)
    throw ResultsRefused(path + " already holds results: --resume continues that " + what);
  if (f.torn.empty()) return;
  notes << "note: " << path << ": dropping its last line, cut short\n";
  if (::truncate(path.c_str(), static_cast<off_t>(f.good_bytes)) != 0)
    throw std::runtime_error("cannot truncate " + path + ": " + std::strerror(errno));
}

ResultsFile parse_results(const std::string& text, const std::string& name, const OwnMember* own) {
  ResultsFile f;
  static_cast<LineFraming&>(f) = parse_lines(text, name, "game", [&](const std::string& line) {
    f.results.push_back(from_line(line, own));
    return f.results.back().id;
  });
  return f;
}

ResultsFile read_results(const std::string& path, const OwnMember* own) {
  return parse_results(read_line_file(path), path, own);
}

std::vector<Result> merge_results(const std::vector<std::string>& paths, const OwnMember* own) {
  return merge_line_files(
      paths, {"game", "games", "results of different matches"},
      [own](const std::string& path) { return read_results(path, own); }, &ResultsFile::results,
      &Result::same_game);
}

LineAppender::LineAppender(const std::string& path) : path_(path) {
  if (path.empty()) return;
  fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd_ < 0) throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
}

LineAppender::~LineAppender() {
  if (fd_ >= 0) ::close(fd_);
}

void LineAppender::write(const std::string& line) {
  if (fd_ < 0) return;
  const std::string text = line + "\n";
  for (std::size_t done = 0; done < text.size();) {
    const ssize_t n = ::write(fd_, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw std::runtime_error("cannot write " + path_ + ": " + std::strerror(errno));
    done += static_cast<std::size_t>(n);
  }
}

}  // namespace contest
