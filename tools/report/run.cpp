// run.cpp: reading a run's manifest and files (run.h).
#include "run.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <stdexcept>

#include "common/files.h"
#include "common/json.h"

namespace fs = std::filesystem;
using contest::Json;

namespace report {
namespace {

const Json& member(const Json& o, const std::string& key, Json::Type type, const char* what) {
  const Json* m = o.find(key);
  if (!m) throw std::invalid_argument("no \"" + key + "\"");
  if (!m->is(type)) throw std::invalid_argument("\"" + key + "\" is not " + what);
  return *m;
}

std::string text(const Json& o, const std::string& key) {
  return member(o, key, Json::Type::String, "a string").as_string();
}

std::string optional_text(const Json& o, const std::string& key) {
  return o.find(key) ? text(o, key) : "";
}

std::vector<std::string> texts(const Json& o, const std::string& key) {
  std::vector<std::string> out;
  for (const Json& item : member(o, key, Json::Type::Array, "an array").items()) {
    if (!item.is(Json::Type::String))
      throw std::invalid_argument("\"" + key + "\" holds a non-string");
    out.push_back(item.as_string());
  }
  return out;
}

}  // namespace

Run read_run(const std::string& dir) {
  const std::string path = dir + "/run.json";
  Run r;
  try {
    const Json j = Json::parse(read_text(path));
    if (!j.is(Json::Type::Object)) throw std::invalid_argument("not a JSON object");
    r.dir = dir;
    r.name = fs::path(dir).lexically_normal().filename().string();
    if (r.name.empty()) r.name = fs::path(dir).lexically_normal().parent_path().filename().string();
    r.game = text(j, "game");
    r.date = text(j, "date");
    r.commit = text(j, "commit");
    r.bench = text(j, "bench");
    r.entry = text(j, "entry");
    r.kind = text(j, "kind");
    r.command = text(j, "command");
    r.shows = text(j, "shows");
    r.accepts = optional_text(j, "accepts");
    r.sprt = optional_text(j, "sprt");
    r.results = texts(j, "results");
    r.logs = texts(j, "logs");
    r.summary = texts(j, "summary");
    for (const Json& c : member(j, "checks", Json::Type::Array, "an array").items()) {
      if (!c.is(Json::Type::Object)) throw std::invalid_argument("a check is not an object");
      r.checks.push_back({text(c, "name"), texts(c, "command"), texts(c, "expect")});
    }
    if (r.kind != "match" && r.kind != "lloyd" && r.kind != "depth" && r.kind != "replay")
      throw std::invalid_argument("unknown kind \"" + r.kind + "\"");
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
