// page.cpp: the report page (page.h).
#include "page.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <sstream>

#include "svg.h"

namespace report {
namespace {

const char* const kStyle =
    "body{font:14px/1.4 sans-serif;margin:2em auto;max-width:1000px;color:#222}"
    "h2{border-bottom:1px solid #ccc;margin-top:2em}table{border-collapse:collapse;margin:.5em 0}"
    "td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}th:first-child,td:first-child"
    "{text-align:left}pre{background:#f6f6f6;padding:4px;white-space:pre-wrap;font-size:12px}"
    ".plots{display:flex;flex-wrap:wrap;gap:8px}.no-runs{color:#888}details{margin:.3em 0}";

std::string fixed(double v, int digits) {
  char s[32];
  std::snprintf(s, sizeof s, "%.*f", digits, v);
  return s;
}

// The crosstable of the latest match run of each pairing (runs without an SPRT: those of the
// entry against an opponent): a row per player and a column per opponent, or the other way round.
std::string crosstable(const std::vector<const RunFigures*>& runs) {
  std::map<std::pair<std::string, std::string>, std::pair<const Pairing*, const Run*>> latest;
  std::vector<std::string> players, opponents;
  for (const RunFigures* r : runs) {
    if (r->run.kind != "match" || !r->run.sprt.empty()) continue;
    for (const Pairing& p : r->figures.pairings) {
      latest[{p.player, p.opponent}] = {&p, &r->run};  // runs come oldest first
      if (std::find(players.begin(), players.end(), p.player) == players.end())
        players.push_back(p.player);
      if (std::find(opponents.begin(), opponents.end(), p.opponent) == opponents.end())
        opponents.push_back(p.opponent);
    }
  }
  if (latest.empty()) return "";
  // A gauntlet has one player and many opponents: the longer list runs down the page, so that a
  // panel of any size fits its width. A cell is always the player's score against the opponent.
  const bool across = players.size() >= opponents.size();
  const std::vector<std::string>& rows = across ? players : opponents;
  const std::vector<std::string>& columns = across ? opponents : players;
  std::ostringstream out;
  out << "<h3>Crosstable of the latest runs</h3><table class=\"crosstable\"><tr><th></th>";
  for (const std::string& c : columns) out << "<th>" << escape(c) << "</th>";
  out << "</tr>";
  for (const std::string& r : rows) {
    out << "<tr><th>" << escape(r) << "</th>";
    for (const std::string& c : columns) {
      const auto it = latest.find(across ? std::make_pair(r, c) : std::make_pair(c, r));
      if (it == latest.end()) {
        out << "<td>.</td>";
        continue;
      }
      const Pairing& x = *it->second.first;
      const Run& run = *it->second.second;
      out << "<td data-run=\"" << escape(run.game + "/" + run.name) << "\" data-wins=\""
          << x.tally.wins << "\" data-losses=\"" << x.tally.losses << "\" data-draws=\""
          << x.tally.draws << "\">" << x.tally.wins << "-" << x.tally.losses << "-" << x.tally.draws
          << " (" << fixed(100 * x.tally.score(), 1) << "%)<br><small>" << escape(run.name)
          << "</small></td>";
    }
    out << "</tr>";
  }
  out << "</table>";
  return out.str();
}

// Where the Elo estimate is clamped (a score of 0 or 1, contest::elo_of_score): an end there is
// drawn as a bound.
const double kEloCap = contest::elo_of_score(1) - 1e-6;

// Each accepted change's Elo with its 95% interval, in the ledger's order (by date).
std::string ledger_plot(const std::vector<const RunFigures*>& runs) {
  std::vector<Estimate> values;
  for (const RunFigures* r : runs)
    if (!r->run.accepts.empty() && !r->figures.pairings.empty()) {
      const Pairing& p = r->figures.pairings[0];
      values.push_back({r->run.name, p.elo.elo, p.elo.interval.low, p.elo.interval.high});
    }
  if (values.empty()) return "";
  return interval_plot("ledger", "Accepted changes: Elo against the build before (95%)", "Elo",
                       values, 0, 0, 0, kEloCap);
}

// The pairings of the latest build's runs against opponents (runs without an SPRT, whose bench
// signature is that of the latest such run), each with its label: the run; in a run of several
// pairings the opponent (a gauntlet) or the player (robots against one opponent).
std::vector<std::pair<std::string, const Pairing*>> latest_build_pairings(
    const std::vector<const RunFigures*>& runs) {
  std::string bench;
  for (const RunFigures* r : runs)
    if (r->run.kind == "match" && r->run.sprt.empty()) bench = r->run.bench;
  std::vector<std::pair<std::string, const Pairing*>> out;
  for (const RunFigures* r : runs)
    if (r->run.kind == "match" && r->run.sprt.empty() && r->run.bench == bench)
      for (const Pairing& p : r->figures.pairings) {
        const std::vector<Pairing>& all = r->figures.pairings;
        const bool one_player = std::all_of(
            all.begin(), all.end(), [&](const Pairing& q) { return q.player == all[0].player; });
        out.emplace_back(all.size() == 1 ? r->run.name : one_player ? p.opponent : p.player, &p);
      }
  return out;
}

// The score of the entry against each opponent (Wilson 95%), and its Elo (95%).
std::string score_plots(const std::vector<const RunFigures*>& runs) {
  std::vector<Estimate> score, elo;
  for (const auto& [label, p] : latest_build_pairings(runs)) {
    score.push_back({label, 100 * p->tally.score(), 100 * p->score.low, 100 * p->score.high});
    elo.push_back({label, p->elo.elo, p->elo.interval.low, p->elo.interval.high});
  }
  if (score.empty()) return "";
  return interval_plot("score", "Score against each opponent, latest build (Wilson 95%)", "score %",
                       score, 0, 100, 50) +
         interval_plot("elo", "Elo against each opponent, latest build (95%)", "Elo", elo, 0, 0, 0,
                       kEloCap);
}

// Shot-Em-Up: the share of combats each robot won over its series (Wilson 95%).
std::string combats_plot(const std::vector<const RunFigures*>& runs) {
  std::vector<Estimate> values;
  for (const RunFigures* r : runs)
    for (const Combats& c : r->figures.combats) {
      if (c.combats == 0) continue;
      const contest::Interval w =
          contest::wilson(static_cast<double>(c.wins), static_cast<long>(c.combats));
      values.push_back({c.player + " (" + r->run.name + ")", 100.0 * c.wins / c.combats,
                        100 * w.low, 100 * w.high});
    }
  if (values.empty()) return "";
  return interval_plot("combats", "Combats won against the random robot (Wilson 95%)",
                       "combats won %", values, 50, 100, -1);
}

// Depth completed against board size, a line per program and time per move.
std::string depth_plot(const std::vector<const RunFigures*>& runs) {
  std::vector<Series> series;
  for (const RunFigures* r : runs)
    for (const DepthPoint& p : r->figures.depths) {
      const std::string name = p.program + ", " + fixed(p.ms / 1000.0, p.ms % 1000 ? 1 : 0) + " s";
      auto it = std::find_if(series.begin(), series.end(),
                             [&](const Series& s) { return s.name == name; });
      if (it == series.end()) it = series.insert(series.end(), Series{name, {}, {}});
      it->x.push_back(p.size);
      it->y.push_back(p.depth);
    }
  if (series.empty()) return "";
  return line_plot("depth", "Depth completed from the empty board, by time per move",
                   "board size N", "depth (plies)", series);
}

// Lloyd: the mean length against CPU time per square, a line per set of squares, and the
// share of perfect squares (Wilson 95%).
std::string length_plots(const std::vector<const RunFigures*>& runs) {
  std::vector<Series> series;
  std::vector<Estimate> perfect;
  for (const RunFigures* r : runs) {
    const SquareFigures& q = r->figures.squares;
    if (r->run.kind != "lloyd" || q.squares == 0) continue;
    auto it = std::find_if(series.begin(), series.end(),
                           [&](const Series& s) { return s.name == q.set; });
    if (it == series.end()) it = series.insert(series.end(), Series{q.set, {}, {}});
    it->x.push_back(q.mean_cpu_s);
    it->y.push_back(q.mean_length);
    const contest::Interval w = contest::wilson(q.perfect, q.squares);
    perfect.push_back({r->run.name, 100.0 * q.perfect / q.squares, 100 * w.low, 100 * w.high});
  }
  if (series.empty()) return "";
  for (Series& s : series) {  // a line goes left to right
    std::vector<std::size_t> order(s.x.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return s.x[a] < s.x[b]; });
    Series sorted{s.name, {}, {}};
    for (std::size_t i : order) sorted.x.push_back(s.x[i]), sorted.y.push_back(s.y[i]);
    s = sorted;
  }
  return line_plot("length", "Mean length of the perfect squares against CPU time a square",
                   "CPU seconds a square", "moves", series) +
         interval_plot("perfect", "Perfect squares (Wilson 95%)", "perfect %", perfect, 0, 100, -1);
}

std::string run_details(const RunFigures& r) {
  std::ostringstream out;
  const Run& run = r.run;
  out << "<details class=\"run\" data-run=\"" << escape(run.game + "/" + run.name) << "\"><summary>"
      << escape(run.name) << " (" << escape(run.date) << "): " << escape(run.shows)
      << "</summary><p>Entry: " << escape(run.entry) << ", commit <code>" << escape(run.commit)
      << "</code>, bench <code>" << escape(run.bench.empty() ? "not recorded" : run.bench)
      << "</code>. Files: <code>results/" << escape(run.game + "/" + run.name)
      << "/</code>.</p><pre>" << escape(run.command) << "</pre><pre class=\"summary\" data-run=\""
      << escape(run.game + "/" + run.name) << "\">";
  for (const std::string& line : run.summary) out << escape(line) << "\n";
  out << "</pre></details>";
  return out.str();
}

std::string section(const std::string& game, const std::vector<const RunFigures*>& runs) {
  std::ostringstream out;
  out << "<section class=\"game\" id=\"" << escape(game) << "\" data-game=\"" << escape(game)
      << "\" data-runs=\"" << runs.size() << "\"><h2>" << escape(title_of(game)) << "</h2>";
  if (runs.empty()) {
    out << "<p class=\"no-runs\">No runs yet: <code>results/" << escape(game)
        << "/</code> holds none.</p></section>";
    return out.str();
  }
  out << crosstable(runs) << "<div class=\"plots\">" << ledger_plot(runs) << score_plots(runs)
      << combats_plot(runs) << depth_plot(runs) << length_plots(runs) << "</div><h3>Runs</h3>";
  for (const RunFigures* r : runs) out << run_details(*r);
  out << "</section>";
  return out.str();
}

}  // namespace

const std::vector<std::string>& known_games() { return manifest_games(); }

std::string render_page(const std::vector<RunFigures>& runs) {
  std::vector<std::string> games = known_games();
  for (const RunFigures& r : runs)
    if (std::find(games.begin(), games.end(), r.run.game) == games.end())
      games.push_back(r.run.game);
  std::ostringstream out;
  out << "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Contest results"
         "</title><style>"
      << kStyle << "</style></head><body><h1>Contest results</h1><p>Every run under "
      << "<code>results/</code>, drawn by <code>contest_report</code>. Games:";
  for (const std::string& g : games)
    out << " <a href=\"#" << escape(g) << "\">" << escape(title_of(g)) << "</a>";
  out << "</p>";
  for (const std::string& g : games) {
    std::vector<const RunFigures*> of_game;
    for (const RunFigures& r : runs)
      if (r.run.game == g) of_game.push_back(&r);
    out << section(g, of_game);
  }
  out << "</body></html>\n";
  return out.str();
}

}  // namespace report
