// league.h: the league's style space (tools/showdown/league). A style is a tracking player's
// trk::Style written as a compact string of key=value items joined by commas, for example
// `motion=learned,zap=0.35,gap=2/3/4/5,standoff=2,shield=0.3,homewall=1,spare=1,slack=2`. Keys
// left out keep trk::Style's defaults, so "" is the default tracker. The parser is strict (an
// unknown key, a repeated key, a value out of its range or with anything after the number is
// refused, naming it) because a league player cannot say anything on stderr: a player whose style
// does not parse plays the default style, and the tools that build and check styles report it.
// Shared by the league player (league.cpp), the style tool (league/style_tool.cpp) and the tests.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "tracking.h"

namespace league {

// One numeric dimension of the space: its key, its range, the grid the sampler draws on.
struct Dimension {
  const char* key;
  double low, high, step;
  bool integer;
};

// Every key but motion and gap, whose values are not one number.
inline const std::vector<Dimension>& dimensions() {
  static const std::vector<Dimension> dims = {
      {"pause", 0, 0.6, 0.01, false},  {"lateral", 0, 0.2, 0.01, false},
      {"zap", 0.2, 0.6, 0.05, false},  {"exposed", 0.05, 1, 0.05, false},
      {"standoff", 0, 3, 1, true},     {"wait", 0, 40, 5, true},
      {"reach", 2, 25, 2, true},       {"shield", 0, 0.9, 0.1, false},
      {"homewall", 0, 2, 1, true},     {"spare", 0, 4, 1, true},
      {"slack", 0, 6, 1, true},        {"camp", 0, 60, 10, true},
      {"scout", 0, 20, 4, true},       {"progress", 0, 5, 0.1, false},
      {"exposure", 0, 5, 0.25, false}, {"lines", 0, 5, 0.25, false},
      {"shot", 0, 5, 0.25, false},
  };
  return dims;
}

// The field of st a numeric key names (every key of dimensions()).
inline double get(const trk::Style& st, const std::string& key) {
  if (key == "pause") return st.motion.pause;
  if (key == "lateral") return st.motion.lateral;
  if (key == "zap") return st.zap;
  if (key == "exposed") return st.exposed;
  if (key == "standoff") return st.standoff;
  if (key == "wait") return st.standoff_wait;
  if (key == "reach") return st.standoff_reach;
  if (key == "shield") return st.shield;
  if (key == "homewall") return st.home_wall;
  if (key == "spare") return st.spare;
  if (key == "slack") return st.slack;
  if (key == "camp") return st.camp_turn;
  if (key == "scout") return st.scout_distance;
  if (key == "progress") return st.walk.progress;
  if (key == "exposure") return st.walk.exposure;
  if (key == "lines") return st.walk.lines;
  return st.walk.shot;
}

inline void set(trk::Style& st, const std::string& key, double x) {
  const int n = static_cast<int>(x);
  if (key == "pause") st.motion.pause = x;
  if (key == "lateral") st.motion.lateral = x;
  if (key == "zap") st.zap = x;
  if (key == "exposed") st.exposed = x;
  if (key == "standoff") st.standoff = n;
  if (key == "wait") st.standoff_wait = n;
  if (key == "reach") st.standoff_reach = n;
  if (key == "shield") st.shield = x;
  if (key == "homewall") st.home_wall = n;
  if (key == "spare") st.spare = n;
  if (key == "slack") st.slack = n;
  if (key == "camp") st.camp_turn = n;
  if (key == "scout") st.scout_distance = n;
  if (key == "progress") st.walk.progress = x;
  if (key == "exposure") st.walk.exposure = x;
  if (key == "lines") st.walk.lines = x;
  if (key == "shot") st.walk.shot = x;
}

inline const char* motion_name(trk::Motion::Kind k) {
  return k == trk::Motion::kUniform ? "uniform" : k == trk::Motion::kPauser ? "pauser" : "learned";
}

// A number that is all of `text` (no blanks, nothing after it) in [low, high]; integers only
// when asked.
inline bool number(const std::string& text, double low, double high, bool integer, double& x) {
  if (text.empty() || text.find_first_not_of("0123456789.") != std::string::npos) return false;
  if (integer && text.find('.') != std::string::npos) return false;
  char* end = nullptr;
  x = std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size() && x >= low && x <= high;
}

// Parses a style into st (trk::Style's defaults for the keys left out). False, with the reason in
// error, when the text is malformed; st is then unspecified.
inline bool parse_style(const std::string& text, trk::Style& st, std::string& error) {
  st = trk::Style();
  std::set<std::string> seen;
  std::vector<std::string> items;
  for (size_t at = 0; !text.empty();) {
    const size_t comma = text.find(',', at);
    items.push_back(text.substr(at, comma == std::string::npos ? comma : comma - at));
    if (comma == std::string::npos) break;
    at = comma + 1;
  }
  for (const std::string& item : items) {
    const size_t eq = item.find('=');
    if (eq == std::string::npos || eq == 0) return error = "not key=value: '" + item + "'", false;
    const std::string key = item.substr(0, eq), value = item.substr(eq + 1);
    if (!seen.insert(key).second) return error = "repeated key: " + key, false;
    if (key == "motion") {
      if (value == "learned")
        st.motion.kind = trk::Motion::kLearned;
      else if (value == "uniform")
        st.motion.kind = trk::Motion::kUniform;
      else if (value == "pauser")
        st.motion.kind = trk::Motion::kPauser;
      else
        return error = "motion must be learned, uniform or pauser: " + value, false;
      continue;
    }
    if (key == "gap") {
      size_t from = 0;
      for (int i = 0; i < 4; ++i) {
        const size_t slash = value.find('/', from);
        if ((i < 3) != (slash != std::string::npos))
          return error = "gap must be four turns a/b/c/d: " + value, false;
        double x = 0;
        if (!number(value.substr(from, slash == std::string::npos ? slash : slash - from), 1, 9,
                    true, x))
          return error = "gap must be four turns 1-9 a/b/c/d: " + value, false;
        st.gap[i] = static_cast<int>(x);
        from = slash + 1;
      }
      continue;
    }
    bool known = false;
    for (const Dimension& d : dimensions()) {
      if (key != d.key) continue;
      double x = 0;
      if (!number(value, d.low, d.high, d.integer, x)) {
        char range[64];
        std::snprintf(range, sizeof range, " (%s %g-%g)", d.integer ? "an integer" : "a number",
                      d.low, d.high);
        return error = key + " out of range or malformed: '" + value + "'" + range, false;
      }
      set(st, key, x), known = true;
    }
    if (!known) return error = "unknown key: " + key, false;
  }
  return true;
}

// The style's full string: every key, in a fixed order, each number as short as it prints.
inline std::string format_style(const trk::Style& st) {
  std::string s = std::string("motion=") + motion_name(st.motion.kind);
  char buf[64];
  std::snprintf(buf, sizeof buf, ",gap=%d/%d/%d/%d", st.gap[0], st.gap[1], st.gap[2], st.gap[3]);
  s += buf;
  for (const Dimension& d : dimensions()) {
    std::snprintf(buf, sizeof buf, ",%s=%.6g", d.key, get(st, d.key));
    s += buf;
  }
  return s;
}

}  // namespace league
