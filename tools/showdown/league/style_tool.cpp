// style_tool.cpp: showdown_league_style, the league's style tool (README.md here). It checks styles
// (league.h's strict parser; the league players cannot report an error), draws random styles and
// neighbours of a style from the space for the exploiter, and generates league.tsv with a fixed
// seed. Every draw comes from std::mt19937 taken modulo, so a seed gives the same styles anywhere.
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "league.h"

namespace {

using Rng = std::mt19937;

const char* const kUsage =
    "usage: showdown_league_style check STYLE...      the full form of each style, or the error\n"
    "       showdown_league_style sample SEED [N]     N random styles (1)\n"
    "       showdown_league_style mutate STYLE SEED   a neighbour: one to three keys drawn again\n"
    "       showdown_league_style generate SEED       league.tsv: the corners and 26 drawn "
    "styles\n";

int pick(Rng& rng, int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); }
// A value on the grid low, low + step, ..., high.
double grid(Rng& rng, double low, double high, double step) {
  const int n = static_cast<int>((high - low) / step + 0.5) + 1;
  return low + step * pick(rng, n);
}

// The keys the sampler draws, each from the part of its range where a player still plays the game
// (a step weight of progress 0 never arrives).
const std::vector<std::string> kKeys = {
    "motion", "gap",   "zap",  "exposed", "standoff", "wait",     "reach", "shield", "homewall",
    "spare",  "slack", "camp", "scout",   "progress", "exposure", "lines", "shot"};

void draw(Rng& rng, trk::Style& st, const std::string& key) {
  using league::set;
  if (key == "motion") {
    const int m = pick(rng, 4);
    st.motion.kind = m == 2   ? trk::Motion::kUniform
                     : m == 3 ? trk::Motion::kPauser
                              : trk::Motion::kLearned;
    st.motion.pause = st.motion.kind == trk::Motion::kPauser ? grid(rng, 0.15, 0.4, 0.05) : 0.1;
  } else if (key == "gap") {
    st.gap[0] = 1 + pick(rng, 3);
    for (int i = 1; i < 4; ++i) st.gap[i] = std::min(9, st.gap[i - 1] + pick(rng, 3));
  } else if (key == "zap") {
    set(st, key, grid(rng, 0.2, 0.6, 0.05));
  } else if (key == "exposed") {
    set(st, key, grid(rng, 0.1, 0.4, 0.05));
  } else if (key == "standoff") {
    const int r = pick(rng, 10);
    set(st, key, r < 4 ? 0 : r < 7 ? 1 : 2);
  } else if (key == "wait") {
    set(st, key, grid(rng, 5, 30, 5));
  } else if (key == "reach") {
    set(st, key, grid(rng, 6, 14, 2));
  } else if (key == "shield") {
    set(st, key, pick(rng, 2) ? 0 : grid(rng, 0.2, 0.5, 0.1));
  } else if (key == "homewall") {
    set(st, key, pick(rng, 3));
  } else if (key == "spare") {
    set(st, key, pick(rng, 3));
  } else if (key == "slack") {
    set(st, key, 1 + pick(rng, 4));
  } else if (key == "camp") {
    set(st, key, pick(rng, 2) ? 0 : grid(rng, 15, 30, 5));
  } else if (key == "scout") {
    set(st, key, pick(rng, 2) ? 0 : grid(rng, 8, 16, 4));
  } else if (key == "progress") {
    set(st, key, grid(rng, 0.2, 1, 0.1));
  } else if (key == "exposure") {
    set(st, key, grid(rng, 0.5, 2.5, 0.25));
  } else if (key == "lines") {
    set(st, key, grid(rng, 0, 1, 0.25));
  } else if (key == "shot") {
    set(st, key, grid(rng, 0, 1.5, 0.25));
  }
}

trk::Style sample(Rng& rng) {
  trk::Style st;
  for (const std::string& key : kKeys) draw(rng, st, key);
  return st;
}

trk::Style mutate(Rng& rng, trk::Style st) {
  const int n = 1 + pick(rng, 3);
  for (int i = 0; i < n; ++i) draw(rng, st, kKeys[pick(rng, static_cast<int>(kKeys.size()))]);
  return st;
}

bool parse_or_say(const std::string& text, trk::Style& st) {
  std::string error;
  if (league::parse_style(text, st, error)) return true;
  std::fprintf(stderr, "showdown_league_style: malformed style '%s': %s\n", text.c_str(),
               error.c_str());
  return false;
}

bool seed_of(const char* text, unsigned& seed) {
  char* end = nullptr;
  const unsigned long x = std::strtoul(text, &end, 10);
  seed = static_cast<unsigned>(x);
  return *text && !*end && x <= 0xffffffffUL;
}

// The family the split balances: stand-off or not, a shield or not, the motion model.
int family(const trk::Style& st) {
  return (st.standoff > 0) * 6 + (st.shield > 0) * 3 + static_cast<int>(st.motion.kind);
}

int generate(unsigned seed) {
  struct Row {
    std::string name, style;
  };
  // The corners, by hand, in pairs across the halves: the waiter a row or a column off the
  // opponent's lines and two off, the crossing aggressor, the shield racer, the home guard, and
  // the panel's tracker (the style that reproduces it).
  const std::vector<Row> corners = {
      {"waiter1", "standoff=1,wait=40,reach=14,zap=0.3,gap=1/2/3/4"},
      {"waiter2", "standoff=2,wait=40,reach=14,zap=0.3,gap=1/2/3/4"},
      {"crosser", "zap=0.2,gap=1/2/3/4,progress=0.3,exposure=0.5,lines=0,shot=1.5"},
      {"shieldracer", "zap=0.45,shield=0.3,progress=1.5,shot=0"},
      {"homeguard", "zap=0.3,homewall=2,camp=20,scout=12,standoff=1,wait=10"},
      {"tracker", "motion=learned,zap=0.25"},
  };
  Rng rng(seed);
  std::vector<Row> drawn;
  std::vector<int> fam;
  for (int i = 0; i < 26; ++i) {
    const trk::Style st = sample(rng);
    char name[16];
    std::snprintf(name, sizeof name, "s%02d", i + 1);
    drawn.push_back({name, league::format_style(st)});
    fam.push_back(family(st));
  }
  // The split: the drawn styles in order of family, alternately to each half (the first of each
  // family to the half that has had fewer), the corners alternately.
  std::vector<std::string> half(drawn.size());
  int count[2] = {0, 0};
  for (int f = 0; f < 12; ++f) {
    int next = count[0] <= count[1] ? 0 : 1;
    for (size_t i = 0; i < drawn.size(); ++i)
      if (fam[i] == f) half[i] = next ? "heldout" : "train", ++count[next], next ^= 1;
  }
  std::printf(
      "# The Showdown league (tools/showdown/league/README.md), generated by\n"
      "# `showdown_league_style generate %u` (corners by hand, 26 styles drawn with that seed).\n"
      "# Columns, tab-separated: name (the program is showdown_league_<name>), half (train or\n"
      "# heldout), the seeds highnoon meets it on (train 1-100, heldout 1001-1100: the\n"
      "# referee's --seed FIRST --seeds COUNT), the style (league.h; keys left out keep the\n"
      "# defaults). The exploiter's --append adds its best style to the training half.\n"
      "# name\thalf\tseeds\tstyle\n",
      seed);
  const char* const seeds[2] = {"1-100", "1001-1100"};
  for (size_t i = 0; i < corners.size(); ++i) {
    trk::Style st;
    if (!parse_or_say(corners[i].style, st)) return 2;
    std::printf("%s\t%s\t%s\t%s\n", corners[i].name.c_str(), i % 2 ? "heldout" : "train",
                seeds[i % 2], corners[i].style.c_str());
  }
  for (size_t i = 0; i < drawn.size(); ++i)
    std::printf("%s\t%s\t%s\t%s\n", drawn[i].name.c_str(), half[i].c_str(),
                seeds[half[i] == "heldout"], drawn[i].style.c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string cmd = argc > 1 ? argv[1] : "";
  unsigned seed = 0;
  if (cmd == "-h" || cmd == "--help") return std::fputs(kUsage, stdout), 0;
  if (cmd == "check" && argc > 2) {
    int status = 0;
    for (int i = 2; i < argc; ++i) {
      trk::Style st;
      if (parse_or_say(argv[i], st))
        std::printf("%s\n", league::format_style(st).c_str());
      else
        status = 2;
    }
    return status;
  }
  if (cmd == "sample" && (argc == 3 || argc == 4) && seed_of(argv[2], seed)) {
    unsigned n = 1;
    if (argc == 4 && (!seed_of(argv[3], n) || n == 0)) return std::fputs(kUsage, stderr), 2;
    Rng rng(seed);
    for (unsigned i = 0; i < n; ++i) std::printf("%s\n", league::format_style(sample(rng)).c_str());
    return 0;
  }
  if (cmd == "mutate" && argc == 4 && seed_of(argv[3], seed)) {
    trk::Style st;
    if (!parse_or_say(argv[2], st)) return 2;
    Rng rng(seed);
    std::printf("%s\n", league::format_style(mutate(rng, st)).c_str());
    return 0;
  }
  if (cmd == "generate" && argc == 3 && seed_of(argv[2], seed)) return generate(seed);
  std::fputs(kUsage, stderr);
  return 2;
}
