// run.cpp: reading a run's manifest and files (run.h).
#include "run.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <stdexcept>

#include "common/core/files.h"
#include "common/core/json.h"

namespace fs = std::filesystem;
using contest::Json;

namespace report {
namespace {

std::string quoted(const std::string& key) { return "\"" + key + "\""; }

const Json& member(const Json& o, const std::string& key, Json::Type type, const char* what) {
  const Json* m = o.find(key);
  if (!m) throw std::invalid_argument("no " + quoted(key));
  if (!m->is(type)) throw std::invalid_argument(quoted(key) + " is not " + what);
  return *m;
}

// A string member; "" refused unless may_be_empty.
std::string text(const Json& o, const std::string& key, bool may_be_empty = false) {
  const std::string& s = member(o, key, Json::Type::String, "a string").as_string();
  if (s.empty() && !may_be_empty) throw std::invalid_argument(quoted(key) + " is empty");
  return s;
}

std::string optional_text(const Json& o, const std::string& key) {
  return o.find(key) ? text(o, key) : "";
}

// An array of strings, none of them empty; the array itself empty only when may_be_empty.
std::vector<std::string> texts(const Json& o, const std::string& key, bool may_be_empty) {
  std::vector<std::string> out;
  for (const Json& item : member(o, key, Json::Type::Array, "an array").items()) {
    if (!item.is(Json::Type::String))
      throw std::invalid_argument(quoted(key) + " holds a non-string");
    if (item.as_string().empty())
      throw std::invalid_argument(quoted(key) + " holds an empty string");
    out.push_back(item.as_string());
  }
  if (out.empty() && !may_be_empty) throw std::invalid_argument(quoted(key) + " is empty");
  return out;
}

// The members an object may have; any other is refused (a misspelt optional member would
// otherwise be read as absent).
void only_members(const Json& o, const std::vector<std::string>& known, const std::string& what) {
  for (const auto& [key, value] : o.members())
    if (std::find(known.begin(), known.end(), key) == known.end())
      throw std::invalid_argument(what + " has the unknown member " + quoted(key));
}

bool digits(const std::string& s, std::size_t at, std::size_t n, int lo, int hi) {
  int v = 0;
  for (std::size_t i = at; i < at + n; ++i) {
    if (s[i] < '0' || s[i] > '9') return false;
    v = v * 10 + (s[i] - '0');
  }
  return v >= lo && v <= hi;
}

// YYYY-MM-DD or YYYY-MM-DDTHH:MMZ (UTC), a day the calendar has.
bool valid_date(const std::string& d) {
  if (d.size() != 10 && d.size() != 17) return false;
  if (!digits(d, 0, 4, 0, 9999) || d[4] != '-' || !digits(d, 5, 2, 1, 12) || d[7] != '-')
    return false;
  const int year = std::stoi(d.substr(0, 4)), month = std::stoi(d.substr(5, 2));
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (!digits(d, 8, 2, 1, days[month - 1] + (month == 2 && leap))) return false;
  return d.size() == 10 || (d[10] == 'T' && digits(d, 11, 2, 0, 23) && d[13] == ':' &&
                            digits(d, 14, 2, 0, 59) && d[16] == 'Z');
}

bool hex(const std::string& s) {
  return std::all_of(s.begin(), s.end(),
                     [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

// A file of the run as a manifest names it: relative to the run's directory.
void relative_name(const std::string& key, const std::string& name) {
  if (name[0] == '/')
    throw std::invalid_argument(quoted(key) + " names " + name + ", not relative to the run");
}

// The files a check's command names besides @results and @logs: its @FILE words.
std::vector<std::string> named_files(const Check& c) {
  std::vector<std::string> out;
  for (std::size_t i = 1; i < c.command.size(); ++i)
    if (c.command[i].size() > 1 && c.command[i][0] == '@' && c.command[i] != "@results" &&
        c.command[i] != "@logs")
      out.push_back(c.command[i].substr(1));
  return out;
}

}  // namespace

const std::vector<KnownGame>& games_of_results() {
  // A game a line, as a new game adds itself.
  // clang-format off
  static const std::vector<KnownGame> games = {
      {"showdown", "Showdown"},
      {"shootemup", "The Land of Shot-Em-Up"},
      {"boxing", "The Boxing Match"},
      {"lloyd", "Lloyd's Dilemma"},
      {"pousse", "Pousse"},
      {"nim", "Nim"},
  };
  // clang-format on
  return games;
}

const std::vector<std::string>& manifest_games() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const KnownGame& g : games_of_results()) out.push_back(g.name);
    return out;
  }();
  return names;
}

std::string title_of(const std::string& game) {
  for (const KnownGame& g : games_of_results())
    if (g.name == game) return g.title;
  return game;
}

Run parse_run(const std::string& json) {
  const Json j = Json::parse(json);
  if (!j.is(Json::Type::Object)) throw std::invalid_argument("not a JSON object");
  only_members(j,
               {"game", "date", "commit", "bench", "entry", "kind", "command", "converted", "shows",
                "accepts", "sprt", "results", "logs", "checks", "summary"},
               "the manifest");
  Run r;
  r.game = text(j, "game");
  const auto& games = manifest_games();
  if (std::find(games.begin(), games.end(), r.game) == games.end())
    throw std::invalid_argument("\"game\" is \"" + r.game + "\", not a game of results/");
  r.date = text(j, "date");
  if (!valid_date(r.date))
    throw std::invalid_argument("\"date\" is \"" + r.date +
                                "\", not YYYY-MM-DD nor YYYY-MM-DDTHH:MMZ");
  r.commit = text(j, "commit");
  if (!hex(r.commit) || r.commit.size() < 7 || r.commit.size() > 40)
    throw std::invalid_argument("\"commit\" is \"" + r.commit + "\", not a commit's hash");
  r.bench = text(j, "bench", true);
  if (!hex(r.bench))
    throw std::invalid_argument("\"bench\" is \"" + r.bench + "\", not a bench signature");
  r.entry = text(j, "entry");
  r.kind = text(j, "kind");
  if (r.kind != "match" && r.kind != "lloyd" && r.kind != "depth" && r.kind != "replay")
    throw std::invalid_argument("unknown kind \"" + r.kind + "\"");
  r.command = text(j, "command");
  r.converted = optional_text(j, "converted");
  r.shows = text(j, "shows");
  r.accepts = optional_text(j, "accepts");
  r.sprt = optional_text(j, "sprt");
  if (!r.sprt.empty() && r.kind != "match")
    throw std::invalid_argument("\"sprt\" given to a " + r.kind + " run, not a match run");
  // A replay run's files are its logs; every other kind computes its figures from results files.
  r.results = texts(j, "results", r.kind == "replay");
  r.logs = texts(j, "logs", true);
  for (const std::string& name : r.results) relative_name("results", name);
  for (const std::string& name : r.logs) relative_name("logs", name);
  r.summary = texts(j, "summary", false);
  for (const Json& c : member(j, "checks", Json::Type::Array, "an array").items()) {
    if (!c.is(Json::Type::Object)) throw std::invalid_argument("a check is not an object");
    only_members(c, {"name", "command", "expect", "exit"}, "a check");
    Check check{text(c, "name"), texts(c, "command", false), texts(c, "expect", true), 0};
    const std::string what = "check \"" + check.name + "\"";
    if (check.name == "summary" ||
        std::any_of(r.checks.begin(), r.checks.end(),
                    [&](const Check& o) { return o.name == check.name; }))
      throw std::invalid_argument(what + ": the name of another test of the run");
    if (check.name.find_first_of(" \t\n/;") != std::string::npos)
      throw std::invalid_argument(what + ": a name with a space, / or ;");
    if (const Json* e = c.find("exit")) {
      const double v = e->is(Json::Type::Number) ? e->as_number() : -1;
      if (v < 0 || v > 255 || v != std::floor(v))
        throw std::invalid_argument(what + ": \"exit\" is not a whole number from 0 to 255");
      check.exit = static_cast<int>(v);
    }
    r.checks.push_back(check);
  }
  return r;
}

Run read_run(const std::string& dir) {
  const std::string path = dir + "/run.json";
  Run r;
  try {
    r = parse_run(read_text(path));
    r.dir = dir;
    r.name = fs::path(dir).lexically_normal().filename().string();
    if (r.name.empty()) r.name = fs::path(dir).lexically_normal().parent_path().filename().string();
    const auto present = [&](const std::string& what, const std::string& name) {
      if (!fs::is_regular_file(dir + "/" + name))
        throw std::invalid_argument(what + " names " + name + ", which the run does not hold");
    };
    for (const std::string& name : r.results) present("\"results\"", name);
    for (const std::string& name : r.logs) present("\"logs\"", name);
    for (const Check& c : r.checks)
      for (const std::string& name : named_files(c)) present("check \"" + c.name + "\"", name);
  } catch (const std::exception& e) {
    throw std::runtime_error(path + ": " + e.what());
  }
  return r;
}

std::vector<Run> find_runs(const std::string& root) {
  std::vector<Run> runs;
  if (!fs::is_directory(root))
    throw std::runtime_error("cannot read " + root + ": not a directory");
  for (const auto& game : fs::directory_iterator(root)) {
    if (!game.is_directory()) continue;
    for (const auto& run : fs::directory_iterator(game.path()))
      if (fs::exists(run.path() / "run.json")) runs.push_back(read_run(run.path().string()));
  }
  std::sort(runs.begin(), runs.end(), [](const Run& a, const Run& b) {
    if (a.game != b.game) return a.game < b.game;
    if (a.date != b.date) return a.date < b.date;
    return a.name < b.name;
  });
  return runs;
}

std::string read_text(const std::string& path) {
  const bool packed = path.size() > 3 && path.compare(path.size() - 3, 3, ".gz") == 0;
  if (!packed) return contest::read_file(path);
  if (!fs::is_regular_file(path)) throw std::runtime_error("cannot read " + path);
  std::string quoted = "'";
  for (char c : path) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  quoted += "'";
  FILE* pipe = popen(("gzip -dc -- " + quoted).c_str(), "r");
  if (!pipe) throw std::runtime_error("cannot read " + path + ": gzip did not start");
  std::string out;
  char buffer[65536];
  for (std::size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, n);
  if (pclose(pipe) != 0) throw std::runtime_error("cannot read " + path + ": gzip -dc failed");
  return out;
}

}  // namespace report
