// run.h: one run kept under results/<game>/<run>/, as its manifest run.json describes it
// (results/README.md), and the reading of its files, compressed (.gz) or not.
#pragma once

#include <string>
#include <vector>

namespace report {

struct Check {
  std::string name;
  std::vector<std::string> command;
  std::vector<std::string> expect;
  int exit = 0;  // the status the command must exit with
};

struct Run {
  std::string dir;   // the run's directory
  std::string name;  // its last component: the run's name
  std::string game, date, commit, bench, entry, kind, command, shows;
  std::string converted;  // how the results files were made from an older record, "" when not
  std::string accepts;    // the change of CHANGES.md the run accepted, "" when none
  std::string sprt;       // the SPRT bounds of a match run's test, "" when none
  std::vector<std::string> results, logs;  // relative to dir
  std::vector<Check> checks;
  std::vector<std::string> summary;
};

// A game whose runs may be kept: its directory under results/ and its title on the page.
struct KnownGame {
  std::string name, title;
};

// Every such game, in the top README's order: the one list of them, which a new game extends with
// its line before its first run is kept.
const std::vector<KnownGame>& games_of_results();

// The games a run may be of: the names of games_of_results().
const std::vector<std::string>& manifest_games();

// A game's title (games_of_results), or its name when it has none.
std::string title_of(const std::string& game);

// A manifest's text read strictly (results/README.md, "run.json"): a JSON object with every
// required member, each of its type and not empty (bench may be ""), the date in one of the
// documented forms, a known game and kind, the optional members of their types when present,
// no member the format does not have. Throws std::invalid_argument naming the member at fault
// ("\"date\" is empty"), contest::JsonError for a text that is not JSON. Leaves dir and name
// empty, and looks at no file (read_run checks them).
Run parse_run(const std::string& json);

// Reads DIR/run.json (parse_run) and checks that every file it names is in DIR: those of
// "results" and "logs", and each @FILE word of a check's command. Throws std::runtime_error
// "DIR/run.json: problem" for a file that cannot be read, a manifest parse_run refuses, or a
// named file that is not there.
Run read_run(const std::string& dir);

// Every run under the results tree ROOT (ROOT/<game>/<run>/run.json), by game, then date, then
// name. A directory without run.json is not a run.
std::vector<Run> find_runs(const std::string& root);

// The whole text of a file, unpacked through `gzip -dc` when its name ends in ".gz". Throws
// std::runtime_error "cannot read PATH" when it cannot.
std::string read_text(const std::string& path);

}  // namespace report
