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
};

struct Run {
  std::string dir;   // the run's directory
  std::string name;  // its last component: the run's name
  std::string game, date, commit, bench, entry, kind, command, shows;
  std::string accepts;  // the change of CHANGES.md the run accepted, "" when none
  std::string sprt;     // the SPRT bounds of a match run's test, "" when none
  std::vector<std::string> results, logs;  // relative to dir
  std::vector<Check> checks;
  std::vector<std::string> summary;
};

// Reads DIR/run.json. Throws std::runtime_error "DIR/run.json: problem" for a file that cannot be
// read, is not JSON, lacks a member or holds one of the wrong type, or whose kind is unknown.
Run read_run(const std::string& dir);

// Every run under the results tree ROOT (ROOT/<game>/<run>/run.json), by game, then date, then
// name. A directory without run.json is not a run.
std::vector<Run> find_runs(const std::string& root);

// The whole text of a file, unpacked through `gzip -dc` when its name ends in ".gz". Throws
// std::runtime_error "cannot read PATH" when it cannot.
std::string read_text(const std::string& path);

}  // namespace report
