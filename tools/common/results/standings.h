// standings.h: what a set of game results says, for a match of two players or a round robin: each
// pairing's wins, draws and losses with the score's Wilson interval and the Elo difference, the
// pentanomial counts of its pairs (the same opening once with each player first), forfeits, and
// the crosstable. Results are added one at a time, each in constant time, so a runner can keep
// its standings up to date after every game.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/results/results.h"
#include "common/stats/stats.h"

namespace contest {

class Standings {
 public:
  Standings() = default;
  // Fixes the players' order (the first is the one a two-player summary speaks for); players
  // first seen in a result are added after them.
  explicit Standings(const std::vector<std::string>& players);

  void add(const Result& r);

  const std::vector<std::string>& players() const { return players_; }
  int index(const std::string& name) const;  // -1 for a player not seen
  long games() const { return games_; }

  // Player a's games against b (two-player games only), from a's view, and the pairs among them
  // whose two games have both ended, by a's points in the pair.
  Tally tally(int a, int b) const;
  Pentanomial pairs(int a, int b) const;

  // Over all of a player's games.
  double points(int p) const { return stats_[p].points; }
  long games(int p) const { return stats_[p].games; }
  long long slowest_ms(int p) const { return stats_[p].slowest_ms; }
  const std::map<std::string, long>& forfeits(int p) const { return stats_[p].forfeits; }

 private:
  struct PlayerStats {
    double points = 0;
    long games = 0;
    long long slowest_ms = 0;
    std::map<std::string, long> forfeits;  // by reason
  };
  struct Pairing {
    Tally tally;                  // from the lower-numbered player's view
    Pentanomial pairs;            // likewise
    std::map<long, int> waiting;  // opening -> doubled points of the pair's first game
  };
  int add_player(const std::string& name);

  std::vector<std::string> players_;
  std::map<std::string, int> index_;
  std::vector<PlayerStats> stats_;
  std::map<std::pair<int, int>, Pairing> pairings_;
  long games_ = 0;
};

// One line for player a against b: "A vs B: W wins, L losses, D draws in N games; score S% [lo%,
// hi%] (Wilson 95%); Elo E [lo, hi]; pairs [n0 n1 n2 n3 n4]", then with a test "; SPRT elo0=..:
// LLR x [lower, upper] decision" (on the pairs), then, in a match of two players, each forfeit
// reason "; NAME REASON xK".
std::string pairing_line(const Standings& s, int a, int b,
                         const std::optional<Sprt>& sprt = std::nullopt);

// The round robin's table: players ranked by points, with games, points, score, the Elo of that
// score against the field, then each one's points against each other player ("2.5/4").
std::string crosstable(const Standings& s);

// What a referee prints at the end: with two players their pairing line; with more, the
// crosstable, one pairing line for every pairing that played, and "forfeits: NAME REASON xK; ..."
// when there were any.
std::string summary(const Standings& s, const std::optional<Sprt>& sprt = std::nullopt);

}  // namespace contest
