// merge_command.cpp: `lloyd_referee merge`: results files put together (shards, resumed runs) and
// ranked as one set.
#include <algorithm>
#include <cstdio>
#include <set>

#include "commands.h"
#include "common/cli/cli.h"
#include "common/core/files.h"

namespace lloyd {

namespace {

// The merged runs written to path, one line each.
int write_runs(const std::string& path, const std::vector<contest::Result>& runs) {
  std::string text;
  for (const contest::Result& r : runs) text += contest::to_line(r) + "\n";
  try {
    contest::write_file(path, text);
  } catch (const std::runtime_error& e) {
    std::fprintf(stderr, "lloyd_referee: %s\n", e.what());
    return 1;
  }
  return 0;
}

}  // namespace

int merge_command(const std::vector<std::string>& args) {
  contest::MergeCommand m;
  try {
    m = contest::parse_merge(args);  // --sprt: refused by the front end (refused_runner_options)
  } catch (const std::invalid_argument& e) {
    return contest::cli::usage("lloyd_referee", e.what());
  }
  std::vector<Run> runs;
  try {
    const std::vector<contest::Result> merged = contest::merge_results(m.inputs, &run_member());
    if (merged.empty()) throw std::runtime_error("merge: the files hold no runs");
    if (!m.output.empty())
      if (const int status = write_runs(m.output, merged)) return status;
    runs = runs_of(merged);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "lloyd_referee: %s\n", e.what());
    return 2;
  }
  // Entries in order of their first run; each scored over the squares it ran.
  std::vector<std::string> names;
  std::set<long> squares;
  for (const Run& r : runs) {
    if (std::find(names.begin(), names.end(), r.entry) == names.end()) names.push_back(r.entry);
    squares.insert(r.index);
  }
  std::printf("%zu runs of %zu entries on %zu squares\n", runs.size(), names.size(),
              squares.size());
  const std::string result =
      set_summary(names, runs, scores_of(runs, names), static_cast<int>(squares.size()));
  std::printf("RESULT: %s\n", result.c_str());
  return 0;
}

}  // namespace lloyd
