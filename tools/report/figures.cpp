// figures.cpp: a run's numbers from its files (figures.h).
#include "figures.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>
#include <stdexcept>

#include "common/results/results.h"
#include "common/results/standings.h"

namespace report {
namespace {

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The results of every file, a game found twice (a resumed run, shards) kept once, by game number.
// A game is its id and its start: the parts of a run played apart (seeds 1-4, then 5-24) number
// their games from the same ids.
std::vector<contest::Result> read_results(const Run& r) {
  std::map<std::pair<std::string, std::string>, contest::Result> by_id;
  for (const std::string& name : r.results) {
    const std::string path = r.dir + "/" + name;
    const contest::ResultsFile f = contest::parse_results(read_text(path), path);
    if (!f.torn.empty()) throw std::runtime_error(path + ": the last line has no newline");
    for (const contest::Result& g : f.results) by_id.emplace(std::make_pair(g.id, g.start), g);
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
// its "lloyd" member (the referee checks them; here only what the summary needs is read). The
// SUMMARY line is the one `lloyd_referee report --table` prints (lloyd::table_report): every
// figure of it recomputed, so that the manifest's line is compared whole.
void lloyd_figures(const Run& r, Figures& f) {
  using contest::Json;
  const contest::OwnMember lloyd{
      "lloyd", [](const contest::Result& g) {
        contest::required_member(g.own, "perfect", Json::Type::Bool, "true or false");
        contest::required_member(g.own, "cpu_s", Json::Type::Number, "a number");
        contest::required_member(g.own, "transports", Json::Type::Number, "a number");
      }};
  // A figure the run may not know: its value, or `absent`.
  const auto figure = [](const contest::Result& g, const char* key, double absent) {
    const Json* v = g.own.find(key);
    return v && v->is(Json::Type::Number) ? v->as_number() : absent;
  };
  long total = 0, n_low = 0, n_opt = 0;
  double cpu = 0, transports = 0, lower = 0, opt = 0, worst = 0, top = 0;
  for (const std::string& name : r.results) {
    const std::string path = r.dir + "/" + name;
    for (const contest::Result& g : contest::parse_results(read_text(path), path, &lloyd).results) {
      ++f.squares.squares;
      if (f.squares.set.empty()) f.squares.set = g.start.substr(0, g.start.find('-'));
      cpu += g.own.find("cpu_s")->as_number();
      top = std::max(top, figure(g, "peak_mb", 0));
      if (!g.own.find("perfect")->as_bool()) continue;
      total += g.moves;
      ++f.squares.perfect;
      transports += g.own.find("transports")->as_number();
      const double low = figure(g, "lower", -1), o = figure(g, "sliding_optimum", 0);
      if (low >= 0) lower += low, ++n_low;
      if (o > 0) {
        opt += o;
        if (n_opt++ == 0 || o - g.moves < worst) worst = o - g.moves;
      }
    }
  }
  if (f.squares.squares) f.squares.mean_cpu_s = cpu / f.squares.squares;
  if (f.squares.perfect) f.squares.mean_length = static_cast<double>(total) / f.squares.perfect;
  const double p = f.squares.perfect ? f.squares.perfect : 1;
  char part[200];
  std::snprintf(part, sizeof part,
                "SUMMARY: %ld squares, %ld perfect, mean length %.2f, mean transports %.2f",
                f.squares.squares, f.squares.perfect, f.squares.mean_length, transports / p);
  std::string line = part;
  if (n_low) {
    std::snprintf(part, sizeof part, ", mean proved lower bound %.2f", lower / n_low);
    line += part;
  }
  if (n_opt) {
    std::snprintf(part, sizeof part, ", mean sliding-only optimum %.2f, worst margin under it %.0f",
                  opt / n_opt, worst);
    line += part;
  }
  std::snprintf(part, sizeof part, ", peak memory %.0f MB", top);
  f.lines.push_back(line + part);
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
    if (want != got)
      out.push_back("summary line " + std::to_string(i + 1) + ": the manifest says\n  " + want +
                    "\nthe files give\n  " + got);
  }
  return out;
}

}  // namespace report
