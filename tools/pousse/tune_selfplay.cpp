// tune_selfplay.cpp: `pousse_tune selfplay`, games of Bulldozer against itself printed as game
// records.
#include <iostream>

#include "tune.h"

namespace tune {

int self_play(const std::vector<std::string>& args) {
  SelfPlayOptions o;
  if (const std::string why = read_self_play(args, o); !why.empty()) return usage(why);
  std::uint64_t rng = (std::uint64_t)o.seed * 0x9E3779B97F4A7C15ULL + 1;
  start_self_play();
  for (long long g = 0; g < o.games; ++g)
    if (auto r = self_play_game((int)o.size, (int)o.depth, (int)o.opening, rng))
      std::cout << pousse::format_record(*r) << "\n" << std::flush;
  return 0;
}

}  // namespace tune
