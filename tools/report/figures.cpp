// figures.cpp: a run's numbers from its files (figures.h).
#include "figures.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>
#include <stdexcept>

#include "common/results.h"
#include "common/standings.h"

namespace report {
namespace {

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The results of every file, a game found twice kept once, by game number.
std::vector<contest::Result> read_results(const Run& r) {
  std::map<std::string, contest::Result> by_id;
  for (const std::string& name : r.results) {
    const std::string path = r.dir + "/" + name;
    const contest::ResultsFile f = contest::parse_results(read_text(path), path);
    if (!f.torn.empty()) throw std::runtime_error(path + ": the last line has no newline");
    for (const contest::Result& g : f.results) by_id.emplace(g.id, g);
  }
  std::vector<contest::Result> all;
  for (auto& [id, g] : by_id) all.push_back(g);
  std::sort(all.begin(), all.end(),
            [](const contest::Result& a, const contest::Result& b) { return a.number < b.number; });
  return all;
}

void match_figures(const Run& r, Figures& f) {
  const std::vector<contest::Result> results = read_results(r);
  if (results.empty()) throw std::runtime_error(r.dir + ": no games in the results files");
  // The players that speak for a result (its players[0]: the entry, or the robot of a series)
  // come first, so that each pairing reads from their side.
  std::vector<std::string> first;
  for (const contest::Result& g : results)
    if (!g.players.empty() && std::find(first.begin(), first.end(), g.players[0]) == first.end())
      first.push_back(g.players[0]);
  contest::Standings s(first);
  for (const contest::Result& g : results) {
    s.add(g);
    const auto combats = g.info.find("combats"), wins = g.info.find("wins");
    if (combats == g.info.end() || wins == g.info.end()) continue;
    auto c = std::find_if(f.combats.begin(), f.combats.end(),
                          [&](const Combats& x) { return x.player == g.players[0]; });
    if (c == f.combats.end()) c = f.combats.insert(f.combats.end(), Combats{g.players[0], 0, 0});
    c->combats += combats->second;
    c->wins += wins->second;
  }
  std::optional<contest::Sprt> sprt;
  if (!r.sprt.empty()) sprt = contest::Sprt::parse(r.sprt);
  const int n = static_cast<int>(s.players().size());
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) {
      const contest::Tally t = s.tally(a, b);
      if (t.games() == 0) continue;
      Pairing p{s.players()[a],           s.players()[b], t, contest::wilson(t.points(), t.games()),
                contest::estimate_elo(t), std::nullopt,   ""};
      if (sprt && n == 2) {
        p.llr = sprt->llr(s.pairs(a, b));
        p.verdict = contest::decision_name(sprt->decide(*p.llr));
      }
      f.pairings.push_back(p);
    }
  f.lines = split_lines(contest::summary(s, n == 2 ? sprt : std::nullopt));
}

// "program size ms depth detail" lines under a header, tab-separated.
void depth_figures(const Run& r, Figures& f) {
  for (const std::string& name : r.results) {
    const std::string path = r.dir + "/" + name;
    const std::vector<std::string> lines = split_lines(read_text(path));
    for (std::size_t i = 1; i < lines.size(); ++i) {
      std::istringstream in(lines[i]);
      DepthPoint p;
      if (!(in >> p.program >> p.size >> p.ms >> p.depth))
        throw std::runtime_error(path + ":" + std::to_string(i + 1) +
                                 ": not PROGRAM SIZE MS DEPTH");
      f.depths.push_back(p);
    }
  }
  // One line per program and budget, in the table's order: "bulldozer 1000 ms: N=4..20 depth ...".
  std::vector<std::pair<std::string, long>> keys;
  for (const DepthPoint& p : f.depths)
    if (std::find(keys.begin(), keys.end(), std::make_pair(p.program, p.ms)) == keys.end())
      keys.emplace_back(p.program, p.ms);
  for (const auto& [program, ms] : keys) {
    std::string depths;
    int lo = 0, hi = 0;
    for (const DepthPoint& p : f.depths)
      if (p.program == program && p.ms == ms) {
        if (depths.empty()) lo = p.size;
        hi = p.size;
        depths += " " + std::to_string(p.depth);
      }
    f.lines.push_back(program + " " + std::to_string(ms) + " ms: N=" + std::to_string(lo) + ".." +
                      std::to_string(hi) + " depth" + depths);
  }
}

// A Lloyd run's results (tools/lloyd/referee.h): a result of one player per square, its figures in
// its "lloyd" member (the referee checks them; here only what the figures need is read).
void lloyd_figures(const Run& r, Figures& f) {
  const contest::OwnMember lloyd{
      "lloyd", [](const contest::Result& g) {
        using contest::Json;
        contest::required_member(g.own, "perfect", Json::Type::Bool, "true or false");
        contest::required_member(g.own, "cpu_s", Json::Type::Number, "a number");
      }};
  long total = 0;
  double cpu = 0;
  for (const std::string& name : r.results) {
    const std::string path = r.dir + "/" + name;
    for (const contest::Result& g : contest::parse_results(read_text(path), path, &lloyd).results) {
      ++f.squares.squares;
      if (f.squares.set.empty()) f.squares.set = g.start.substr(0, g.start.find('-'));
      cpu += g.own.find("cpu_s")->as_number();
      if (!g.own.find("perfect")->as_bool()) continue;
      total += g.moves;
      ++f.squares.perfect;
    }
  }
  if (f.squares.squares) f.squares.mean_cpu_s = cpu / f.squares.squares;
  if (f.squares.perfect) f.squares.mean_length = static_cast<double>(total) / f.squares.perfect;
  char line[160];
  std::snprintf(line, sizeof line, "SUMMARY: %ld squares, %ld perfect, mean length %.2f",
                f.squares.squares, f.squares.perfect, f.squares.mean_length);
  f.lines.push_back(line);
}

}  // namespace

Figures compute_figures(const Run& r) {
  Figures f;
  if (r.kind == "match") {
    match_figures(r, f);
  } else if (r.kind == "depth") {
    depth_figures(r, f);
  } else if (r.kind == "lloyd") {
    lloyd_figures(r, f);
  } else {
    // replay: the checker's lines are the summary; the files must be there to be replayed.
    for (const std::string& name : r.logs) read_text(r.dir + "/" + name);
    for (const Check& c : r.checks) f.lines.insert(f.lines.end(), c.expect.begin(), c.expect.end());
  }
  return f;
}

std::vector<std::string> summary_differences(const Run& r, const Figures& f) {
  std::vector<std::string> out;
  const std::size_t n = std::max(r.summary.size(), f.lines.size());
  for (std::size_t i = 0; i < n; ++i) {
    const std::string want = i < r.summary.size() ? r.summary[i] : "(nothing)";
    const std::string got = i < f.lines.size() ? f.lines[i] : "(nothing)";
    const bool same =
        r.kind == "lloyd" ? want == got || want.rfind(got + ", ", 0) == 0 : want == got;
    if (!same)
      out.push_back("summary line " + std::to_string(i + 1) + ": the manifest says\n  " + want +
                    "\nthe files give\n  " + got);
  }
  return out;
}

}  // namespace report
