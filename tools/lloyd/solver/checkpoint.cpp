// checkpoint.cpp: see checkpoint.h.
#include "checkpoint.h"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "common/core/files.h"
#include "common/core/numbers.h"

namespace lloyd::solver {

namespace {
const char kHeader[] = "lloyd-solve-checkpoint 2";  // 2: thresholds of one parity
}

std::string Checkpoint::to_text() const {
  char secs[64];
  std::snprintf(secs, sizeof secs, "%.3f", seconds);
  std::ostringstream o;
  o << kHeader << "\nsquare " << square << "\npartitions " << partitions << "\nprefix " << prefix
    << "\nthreshold " << threshold << "\ndone " << done << "\nexcess " << excess << "\nnodes "
    << nodes << "\nseconds " << secs << "\nsolution " << (solution.empty() ? "-" : solution)
    << "\n";
  return o.str();
}

Checkpoint Checkpoint::read(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read checkpoint " + path);
  std::string line;
  int n = 0;
  auto fail = [&](const std::string& why) {
    throw std::runtime_error(path + ": line " + std::to_string(n) + ": " + why);
  };
  auto field = [&](const std::string& key) {
    ++n;
    if (!std::getline(in, line) || line.rfind(key + " ", 0) != 0) fail("expected '" + key + "'");
    return line.substr(key.size() + 1);
  };
  auto whole = [&](const std::string& key, long long hi) {
    long long v = 0;
    const std::string text = field(key);
    if (!contest::parse_whole(text, 0, hi, v)) fail("bad " + key + " '" + text + "'");
    return v;
  };
  ++n;
  if (!std::getline(in, line) || line != kHeader) fail("not a lloyd_solve checkpoint");
  Checkpoint c;
  c.square = field("square");
  if (c.square.size() != 25) fail("the square is not 25 characters");
  c.partitions = field("partitions");
  c.prefix = static_cast<int>(whole("prefix", 100));
  c.threshold = static_cast<int>(whole("threshold", 1000));
  c.done = static_cast<uint64_t>(whole("done", 999999999999999999));
  c.excess = static_cast<int>(whole("excess", 1000));
  c.nodes = static_cast<uint64_t>(whole("nodes", 999999999999999999));
  long long ms = 0;
  const std::string secs = field("seconds");
  if (!contest::parse_seconds(secs, 0, 999999999999999, ms)) fail("bad seconds '" + secs + "'");
  c.seconds = ms / 1000.0;
  c.solution = field("solution");
  if (c.solution == "-") c.solution.clear();
  if (c.solution.find_first_not_of("durlt") != std::string::npos) fail("bad solution");
  return c;
}

void Checkpoint::write(const std::string& path) const {
  const std::string temporary = path + ".tmp";
  contest::write_file(temporary, to_text());
  if (std::rename(temporary.c_str(), path.c_str()) != 0)
    throw std::runtime_error("cannot rename " + temporary + " to " + path);
}

}  // namespace lloyd::solver
