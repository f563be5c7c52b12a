// squares.cpp: the squares lloyd_referee plays (squares.h).
#include "squares.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "common/core/files.h"
#include "common/core/numbers.h"
#include "rules.h"

namespace lloyd {

namespace {

std::string g_tmpdir;  // made by the first generated square

std::string write_square(const std::string& name, const Square& s) {
  if (g_tmpdir.empty()) {
    char templ[] = "/tmp/lloyd_referee.XXXXXX";
    if (!mkdtemp(templ)) return "";
    g_tmpdir = templ;
  }
  std::string path = g_tmpdir + "/" + name + ".txt";
  contest::write_file(path, to_text(s));
  return path;
}

bool add_random(const std::string& spec, std::vector<SquareFile>& out, std::string& error) {
  size_t colon = spec.find(':', 7);
  long long seed = 0, count = 0;
  if (colon == std::string::npos ||
      !contest::parse_whole(spec.substr(7, colon - 7), 0, kMaxSeed, seed) ||
      !contest::parse_whole(spec.substr(colon + 1), 1, 100000, count)) {
    error =
        spec + ": expected random:SEED:COUNT, SEED a whole number below 10^18, COUNT 1 to 100000";
    return false;
  }
  for (int i = 0; i < count; ++i) {
    std::string name = "random-" + std::to_string(seed + i);
    out.push_back({name, write_square(name, random_square(seed + i)), 0});
  }
  return true;
}

bool add_korf(const std::string& spec, std::vector<SquareFile>& out, std::string& error) {
  std::string rest = spec.substr(5), file = rest, pick;
  size_t colon = rest.find(':');
  if (colon != std::string::npos) {
    // The numbers picked, each whole, rewritten plainly so that they match the file's.
    std::string list = rest.substr(colon + 1) + ",";
    file = rest.substr(0, colon), pick = ",";
    for (size_t at = 0, comma; (comma = list.find(',', at)) != std::string::npos; at = comma + 1) {
      long long n = 0;
      if (!contest::parse_whole(list.substr(at, comma - at), 1, 1000000, n)) {
        error = spec + ": expected korf:FILE[:N,N,...], each N a whole number 1 to 1000000";
        return false;
      }
      pick += std::to_string(n) + ",";
    }
  }
  std::ifstream in(file);
  if (!in) return error = "cannot read " + file, false;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream ls(line);
    int number = 0, optimum = 0;
    std::string cells;
    if (!(ls >> number >> cells >> optimum) || cells.size() != 25)
      return error = "bad line in " + file + ": " + line, false;
    if (!pick.empty() && pick.find("," + std::to_string(number) + ",") == std::string::npos)
      continue;
    Square s;
    std::string text;
    for (int r = 0; r < 5; ++r) text += cells.substr(r * 5, 5) + "\n";
    if (!parse_square(text, s, error)) return false;
    std::string name = "korf-" + std::to_string(number);
    out.push_back({name, write_square(name, s), optimum});
  }
  return true;
}

}  // namespace

bool add_squares(const std::string& spec, std::vector<SquareFile>& out, std::string& error) {
  if (spec.rfind("random:", 0) == 0) return add_random(spec, out, error);
  if (spec.rfind("korf:", 0) == 0) return add_korf(spec, out, error);
  // A plain square file is checked here, so that a malformed one stops the run with its reason
  // instead of turning into a verdict against every entry.
  std::string text, why;
  Square s;
  if (!contest::read_file(spec, text, why)) return error = "cannot read " + spec, false;
  if (!parse_square(text, s, error)) return error = spec + ": " + error, false;
  out.push_back({spec, spec, 0});
  return true;
}

void remove_squares(const std::vector<SquareFile>& squares) {
  if (g_tmpdir.empty()) return;
  for (const SquareFile& s : squares)
    if (s.path.rfind(g_tmpdir, 0) == 0) std::remove(s.path.c_str());
  rmdir(g_tmpdir.c_str());
}

}  // namespace lloyd
