// league.cpp: a league player (tools/showdown/league): the tracking play (tracking.h) in the style
// given at compile time as -DLEAGUE_STYLE="..." (league.h). A style that does not parse is played
// as the default style, silently: a player may not write on stderr; the build checks every style
// of league.tsv with showdown_league_style first.
#include "league.h"

#ifndef LEAGUE_STYLE
#define LEAGUE_STYLE ""
#endif

void decide(Bot& b) {
  trk::Style st;
  std::string error;
  if (!league::parse_style(LEAGUE_STYLE, st, error)) st = trk::Style();
  trk::play(b, st);
}
