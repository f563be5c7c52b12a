// page.h: the report page, one self-contained HTML file (inline CSS and SVG, no script, nothing
// fetched): per game its runs' crosstable, the accepted changes' Elo along the ledger, the
// entry's depth (or length) against time, and the score against each opponent.
#pragma once

#include <string>
#include <vector>

#include "figures.h"
#include "run.h"

namespace report {

// A run with the figures its files give.
struct RunFigures {
  Run run;
  Figures figures;
};

// The games the page always has a section for, in the top README's order.
const std::vector<std::string>& known_games();

// The page of these runs (find_runs order): a section for every known game (saying "no runs yet"
// when it has none) and for any other game found. Each section is <section class="game"
// data-game="GAME" data-runs="N">; each run's summary lines are on the page as the manifest holds
// them (<pre class="summary" data-run="GAME/RUN">), each plot an <svg class="plot">.
std::string render_page(const std::vector<RunFigures>& runs);

}  // namespace report
