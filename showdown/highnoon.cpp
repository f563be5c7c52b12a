/*  POTM ENTRY:  highnoon                                                          */
/*  Your Name:   Contest monorepo                                                  */
/*  Your email:  <your e-mail>                                                     */
/*  Game:        POTM Showdown (9 x 26 room, blindfolded race with radar, walls and zaps)  */
/*  Build:       g++ -std=c++17 -O0 -o highnoon highnoon.cpp                        */
/*  Run:         echo "INIT A 1" | ./highnoon /tmp/statefile   (one turn per run)   */
/*               ./highnoon --bench   prints a deterministic decision checksum      */
//
// Strategy. The first hit decides a game: the sleeper never learns it was hit and a zap every turn
// keeps it asleep for ever. So we play blind with a model of the opponent: a belief, the chance of
// each square holding it, folded from every answer we get (a RADAR fix, HELLO, OOPS, a zap's MISS,
// BOOM or HIT, a free square we stepped or walled on) and spread one step per opponent turn, most
// of it toward our home, with a chance of standing still learned from its fixes. Then:
// - we zap along a ray that holds half of the belief (a fresh fix in line, a HELLO; a fifth of it
//   against a hunter, which stands in our lines to shoot first), and hold a hit as a lock while
//   that pays (released with time to win the race, our first step out of its line);
// - each step goes to the square on our way whose rows and columns hold the least of the belief,
//   with a little noise drawn from the state file's name, so that no hunter can learn our route;
// - against a hunter (a fix shows it standing still or not heading for our home) we radar when
//   every step is exposed or it could be near, and the fix tells us where to zap or how to dodge;
// - we wall our home once the opponent could be near it: a racer then pays an OUCH and a ZAP;
//   a racer seen on an edge of the room (ours or its own home's) is trapped at the door at the
//   end of it;
// - we keep off the goal's row and column until the last steps (a defender's rays wait there), and
//   scout once before them: an opponent camping on its home is waited out diagonally next to it;
// - at the goal we zap before stepping in when it may be walled; a wall that comes back after we
//   zapped it means the opponent rebuilds it: we wall ourselves in (no ray can reach us) and zap
//   the goal every turn, so that the opponent must rebuild every turn and never advances, and we
//   step in on the first turn it does not.
// Corrupt or missing state: we answer HELP and rebuild from the LOC reply (and a RADAR).

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

// ---------------------------------------------------------------------------------------------
// Board and rules
// ---------------------------------------------------------------------------------------------

constexpr int kRows = 9, kCols = 26, kSquares = kRows * kCols, kMaxTurns = 100;

struct Square {
  int r = 0, c = 0;
};

inline bool same(Square a, Square b) { return a.r == b.r && a.c == b.c; }
inline bool on_board(Square s) { return s.r >= 0 && s.r < kRows && s.c >= 0 && s.c < kCols; }
inline int dist(Square a, Square b) { return std::abs(a.r - b.r) + std::abs(a.c - b.c); }
inline int sign(int x) { return (x > 0) - (x < 0); }
inline int index(Square s) { return s.r * kCols + s.c; }
inline Square home_of(int side) { return side ? Square{8, 25} : Square{0, 0}; }
const Square kDirs[4] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
inline Square plus(Square s, Square d) { return Square{s.r + d.r, s.c + d.c}; }

// ---------------------------------------------------------------------------------------------
// Memory: everything we know, kept in the state file between turns (see Input and output)
// ---------------------------------------------------------------------------------------------

enum Cmd { kNone, kMove, kRadar, kWall, kZap, kHelp };

// Tuning: the ray mass that is worth a zap (less against a player a fix showed hunting: it
// stands in our lines to zap, so the first shot is worth more), the exposure that makes a step a
// detour's worth or asks for a radar first, and the turns between radars.
constexpr double kZapMass = 0.5, kHuntZapMass = 0.2, kDetourExposure = 0.6, kRadarExposure = 0.35;
constexpr int kRadarGap = 2, kHuntRadars = 20, kMaxRadars = kMaxTurns, kNear = 6;
constexpr double kNearMass = 0.7;  // the belief within kNear squares of us that asks for a radar
constexpr int kHunterStay = 30, kHunterHunt = 50;
constexpr int kReleaseSpare = 20;                   // turns to spare when a lock is released
constexpr int kScoutDistance = 12, kScoutAge = 10;  // see step 7
constexpr double kGoalLine = 0.3;  // the exposure we count on the goal's row and column
constexpr double kBalance = 0.3;   // the cost of a step off the straight line to the goal

struct Memory {
  Square me;
  int side = 0;      // 0: we started at A 1, 1: at I 26
  int turn = 0;      // turns we have taken, this one included once decided
  int last = kNone;  // our previous command and its square
  Square target;
  Square opp;                // the opponent's last known square ...
  int opp_turn = -1;         // ... and the turn of ours it was seen on (-1: never)
  int locking = 0;           // 1 while the opponent sleeps under our zaps
  int home_walls = 0;        // times we walled our home
  int lost = 0;              // 1 (2: the side too) while we wait for LOC, 3 for RADAR
  int ouches = 0;            // walls we bumped into
  int radars = 0;            // radars we asked for
  int stay = 25;             // percent of the opponent's turns spent standing still
  int slots = 0;             // opponent turns since its last fix
  int boomed = 0;            // 1 + the square our last zap opened (0: none)
  int rebuilds = 0;          // the goal walled again after we opened it
  int heading = 0;           // 1 + the direction of our last step (0: none)
  int hunt = 40;             // percent of the opponent's steps that come at us, not at our home
  int seen = 0;              // fixes we have had
  int open = 0;              // the turn a zap of ours found the goal and the way to it open
  int idle = 0;              // 1: a fix showed the opponent short of its turns (it may have walled)
  int trapped = 0;           // 1: we walled the door a racer will come through
  char walls[kSquares + 1];  // '1' where we believe a wall stands, '2' one that came back
  float belief[kSquares];    // the chance that the opponent stands on each square
  float next[kSquares];      // scratch for spread()
  unsigned seed = 0;         // from the state file's name: not stored

  Memory() {
    std::memset(walls, '0', kSquares);
    walls[kSquares] = 0;
    for (float& p : belief) p = 0;
  }
  Square home() const { return home_of(side); }
  Square goal() const { return home_of(1 - side); }
  bool wall(Square s) const { return walls[index(s)] != '0'; }
  void set_wall(Square s, bool on) { walls[index(s)] = on ? '1' : '0'; }
  float& p(Square s) { return belief[index(s)]; }
};

// ---------------------------------------------------------------------------------------------
// The belief over the opponent's square
// ---------------------------------------------------------------------------------------------

static void certain(Memory& m, Square s) {
  for (float& p : m.belief) p = 0;
  m.p(s) = 1;
}

// Scales the belief back to a sum of one; an empty belief (every guess refuted) starts over
// from every free square.
static void normalize(Memory& m) {
  m.p(m.me) = 0;
  double sum = 0;
  for (int i = 0; i < kSquares; ++i) {
    if (m.walls[i] != '0') m.belief[i] = 0;
    sum += m.belief[i];
  }
  if (sum < 1e-6) {
    for (int i = 0; i < kSquares; ++i) m.belief[i] = m.walls[i] != '0' ? 0.f : 1.f;
    m.p(m.me) = 0;
    return normalize(m);
  }
  for (float& p : m.belief) p = static_cast<float>(p / sum);
}

// Adds the share of one opponent turn that heads for goal to m.next.
static void spread_toward(Memory& m, Square goal, float share) {
  const float stay = m.stay / 100.f;
  for (int i = 0; i < kSquares; ++i) {
    const float p = m.belief[i];
    if (p <= 0) continue;
    const Square s{i / kCols, i % kCols};
    Square steps[4];
    int toward = 0, away = 0;
    for (Square d : kDirs) {
      const Square q = plus(s, d);
      if (!on_board(q) || m.wall(q) || same(q, m.me)) continue;
      if (dist(q, goal) < dist(s, goal))
        steps[toward++] = q;
      else
        steps[3 - away++] = q;
    }
    float rest = same(s, goal) ? 1.f : stay;
    const float move = 1 - rest;
    const float wt = toward ? (away ? 0.85f : 1.f) * move / toward : 0;
    const float wa = away ? (toward ? 0.15f : 1.f) * move / away : 0;
    if (!toward && !away) rest = 1;  // boxed in: it stays
    for (int k = 0; k < toward; ++k) m.next[index(steps[k])] += share * p * wt;
    for (int k = 0; k < away; ++k) m.next[index(steps[3 - k])] += share * p * wa;
    m.next[i] += share * p * rest;
  }
}

// One opponent turn: it stands still (radar, wall, zap) with the learned chance, else steps, most
// often toward its goal, our home, or, as a hunter does, toward us, on a free square.
static void spread(Memory& m) {
  std::memset(m.next, 0, sizeof m.next);
  spread_toward(m, m.home(), 1 - m.hunt / 100.f);
  spread_toward(m, m.me, m.hunt / 100.f);
  std::memcpy(m.belief, m.next, sizeof m.next);
  normalize(m);
}

// The belief on the ray from s in direction d, up to the first wall we know of.
static double ray_mass(const Memory& m, Square s, Square d) {
  double sum = 0;
  for (Square q = plus(s, d); on_board(q) && !m.wall(q); q = plus(q, d)) sum += m.belief[index(q)];
  return sum;
}

// How much of the belief could zap us on s: the mass on its four rays.
static double exposure(const Memory& m, Square s) {
  double sum = 0;
  for (Square d : kDirs) sum += ray_mass(m, s, d);
  return sum;
}

// A fix: the opponent is certainly on s. Its moves since the previous fix teach us how often it
// stands still (a radar hunter, a waller, a camper) rather than racing.
static void fix(Memory& m, Square s) {
  if ((m.opp_turn >= 0 || m.seen == 0) && m.slots > 0) {
    const int moved = dist(s, m.opp) < m.slots ? dist(s, m.opp) : m.slots;
    const int still = 100 - 100 * moved / m.slots;
    m.stay = (m.stay + still) / 2;
    // A racer's moves all bring it nearer our home; a hunter's or a waller's do not.
    const int gained = dist(m.opp, m.home()) - dist(s, m.home());
    const int racing = gained <= 0 ? 0 : gained >= moved ? 100 : 100 * gained / (moved ? moved : 1);
    m.hunt = (m.hunt + 100 - racing) / 2;
    if (m.hunt < 10) m.hunt = 10;
    if (m.hunt > 90) m.hunt = 90;
    if (m.stay < 10) m.stay = 10;
    if (m.stay > 85) m.stay = 85;
  }
  // A player that has used every turn to come nearer has built no wall: its home is open.
  const int played = m.turn - (m.side == 0 ? 1 : 0);
  if (dist(s, m.goal()) < played) m.idle = 1;
  m.opp = s;
  m.opp_turn = m.turn;
  m.slots = 0;
  if (m.seen < kMaxTurns) ++m.seen;
  certain(m, s);
}

// ---------------------------------------------------------------------------------------------
// Reading the reply to our previous turn
// ---------------------------------------------------------------------------------------------

static bool read_square(const char* text, const char* word, Square& s) {
  char row = 0;
  int col = 0;
  char fmt[16];
  std::snprintf(fmt, sizeof fmt, "%s %%c %%d", word);
  if (std::sscanf(text, fmt, &row, &col) != 2) return false;
  s = Square{row - 'A', col - 1};
  return on_board(s);
}

// What the reply says of the opponent's square at the time of our turn; false when it does not
// fit our last command. Sets asleep when our zap hit (the opponent then missed its turn).
static bool learn(Memory& m, const std::string& reply, bool& asleep) {
  Square s;
  const Square t = m.target;
  if (read_square(reply.c_str(), "AT", s)) return fix(m, s), true;
  if (read_square(reply.c_str(), "LOC", s)) return m.me = s, true;
  switch (m.last) {
    case kMove:
      if (reply == "OK") m.me = t;
      if (reply == "OUCH") {
        // A wall where our zap opened one has been rebuilt: we go round it from now on.
        m.set_wall(t, true), ++m.ouches;
        if (m.boomed == index(t) + 1) m.walls[index(t)] = '2', m.rebuilds += same(t, m.goal());
      }
      m.boomed = 0;
      if (reply == "HELLO") fix(m, t);
      if (reply == "OK" || reply == "OUCH") m.p(t) = 0;
      return reply == "OK" || reply == "OUCH" || reply == "HELLO" || reply == "ERROR";
    case kWall:
      if (reply == "OK") m.set_wall(t, true);
      if (reply == "OOPS") fix(m, t);
      return reply == "OK" || reply == "OOPS" || reply == "ERROR";
    case kZap: {
      const Square d{sign(t.r - m.me.r), sign(t.c - m.me.c)};
      if (!(d.r || d.c)) return reply == "ERROR";
      if (reply != "HIT") m.locking = 0;
      m.boomed = 0;
      if (reply == "MISS") {
        // Nothing stands on the whole ray: no opponent, no wall.
        for (Square q = plus(m.me, d); on_board(q); q = plus(q, d)) {
          m.p(q) = 0, m.set_wall(q, false);
          if (same(q, m.goal())) m.open = m.turn;
        }
      } else if (reply == "BOOM") {
        // From two squares away the wall that fell was the door's or the goal's: when the door
        // was not known to be walled, we take it to have been the goal's (most players wall their
        // home, fewer their doors) and step in without another zap once we stand at the door.
        const Square door = plus(m.me, d);
        if (dist(m.me, m.goal()) == 2 && same(plus(door, d), m.goal()) && !m.wall(door))
          m.open = m.turn;
        // The first wall on the ray fell; before it there was nobody.
        m.boomed = index(plus(m.me, d)) + 1;  // a wall we did not know of: the nearest square
        for (Square q = plus(m.me, d); on_board(q); q = plus(q, d)) {
          if (m.wall(q)) {
            m.set_wall(q, false);
            m.boomed = index(q) + 1;
            break;
          }
          m.p(q) = 0;
        }
      } else if (reply == "HIT") {
        // The opponent is on the ray before any wall, and it sleeps there.
        float keep[kSquares] = {0};
        Square best = t;
        float most = -1;
        for (Square q = plus(m.me, d); on_board(q) && !m.wall(q); q = plus(q, d)) {
          keep[index(q)] = m.p(q) + 1e-4f;
          if (keep[index(q)] > most) most = keep[index(q)], best = q;
        }
        std::memcpy(m.belief, keep, sizeof keep);
        m.opp = best, m.opp_turn = m.turn;
        asleep = true;
      }
      return reply == "MISS" || reply == "BOOM" || reply == "HIT" || reply == "ERROR";
    }
    case kRadar:
    case kHelp:
      return false;  // these are answered by AT and LOC above
    default:
      return false;
  }
}

// Folds the reply into memory: first what it tells of this turn, then the opponent's turn since.
// Returns false when it does not fit what we believe (then we ask). A lost memory is rebuilt in two
// replies: LOC gives our square; when the side is unknown too, a RADAR follows and we take the side
// on which both players have come about equally far, as two racers do, and guess the turn from it.
static bool absorb(Memory& m, const std::string& reply) {
  Square s;
  if (m.lost && read_square(reply.c_str(), "LOC", s)) {
    m.me = s;
    m.lost = m.lost == 2 ? 3 : 0;
    if (!m.lost) normalize(m);
    return true;
  }
  if (m.lost == 3 && read_square(reply.c_str(), "AT", s)) {
    const int d0 = std::abs(dist(m.me, home_of(0)) - dist(s, home_of(1)));
    const int d1 = std::abs(dist(m.me, home_of(1)) - dist(s, home_of(0)));
    m.side = d0 <= d1 ? 0 : 1;
    m.turn = dist(m.me, m.home()) > dist(s, m.goal()) ? dist(m.me, m.home()) : dist(s, m.goal());
    m.lost = 0;
    m.opp_turn = -1;
    fix(m, s);
    spread(m);
    ++m.slots;
    return true;
  }
  if (m.lost) return false;
  bool asleep = false;
  if (!learn(m, reply, asleep)) return false;
  if (!asleep) spread(m), ++m.slots;
  normalize(m);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Deciding the turn
// ---------------------------------------------------------------------------------------------

struct Order {
  int cmd = kHelp;
  Square at;
};

// A number in [0, 1) fixed by the game (the state file's name), the turn and a key.
static double noise(const Memory& m, int key) {
  unsigned h = m.seed ^ (0x9e3779b9u * static_cast<unsigned>(m.turn + 1)) ^
               (0x85ebca6bu * static_cast<unsigned>(key + 1));
  h ^= h >> 16, h *= 0x7feb352du, h ^= h >> 15, h *= 0x846ca68bu, h ^= h >> 16;
  return (h >> 8) / 16777216.0;
}

// Turns we still need to arrive: the distance, plus one zap when we know of a wall on the goal.
static int turns_to_goal(const Memory& m) { return dist(m.me, m.goal()) + m.wall(m.goal()); }

// What entering a square costs in turns: one, two through a wall (a zap, then the step), eight
// through a wall that came back after we opened it (we rather go round).
static int enter_cost(const Memory& m, int i) {
  return m.walls[i] == '0' ? 1 : m.walls[i] == '1' ? 2 : 8;
}

// The opponent camps on its home, our goal (a recent fix there): nobody can step onto it (HELLO)
// and its rays cover its row and column, so we wait on the square diagonal to it, out of its lines
// at the goal's distance less two, and win on distance unless it leaves, when the goal is ours.
static bool camping(const Memory& m) {
  return m.seen > 0 && same(m.opp, m.goal()) && m.opp_turn >= m.turn - 6;
}
// The goal may be walled: we know a wall there, or the opponent has not been seen using every
// turn to come nearer (most players that know the game wall their home), or our last fix is
// older than two turns: such players wall their home late, as we come near, so an older fix
// that showed a racer says nothing about the goal now.
static bool walled_goal(const Memory& m) {
  return m.wall(m.goal()) || m.seen == 0 || m.idle || m.turn - m.opp_turn > 2;
}

static Square post(const Memory& m) {
  const Square g = m.goal();
  return Square{g.r + (g.r ? -1 : 1), g.c + (g.c ? -1 : 1)};
}

// The turns from every square to the goal, through the walls we know of (Dijkstra).
static void turns_to_goal_map(const Memory& m, int* cost) {
  bool done[kSquares] = {false};
  const bool camp = camping(m);
  const Square g = m.goal();
  for (int i = 0; i < kSquares; ++i) cost[i] = 1 << 20;
  cost[index(camp ? post(m) : g)] = 0;
  for (;;) {
    int u = -1;
    for (int i = 0; i < kSquares; ++i)
      if (!done[i] && (u < 0 || cost[i] < cost[u])) u = i;
    if (u < 0) return;
    done[u] = true;
    const Square su{u / kCols, u % kCols};
    for (Square d : kDirs) {
      const Square q = plus(su, d);
      // A camper's lines cost as much as a lock would: we go round them.
      const int step = enter_cost(m, u) + (camp && (su.r == g.r || su.c == g.c) ? 50 : 0);
      if (on_board(q) && cost[u] + step < cost[index(q)]) cost[index(q)] = cost[u] + step;
    }
  }
}

// 1 when s leaves the straight line to the goal: a row step while the share of the rows left is
// larger than the share of the columns left, or a column step otherwise (a Bresenham line). A
// route that runs along one row for long is lined up by a hunter that steps into that row and
// zaps it next turn (the row next to the goal's, kept by kGoalLine, most of all); on the line a
// row step comes every third or fourth step, no row holds us long, and a hunter that models us
// as a racer never sees the next row step coming with the chance it wants before it zaps.
static double off_line(const Memory& m, Square s) {
  const Square g = m.goal();
  const int dr = std::abs(g.r - m.me.r), dc = std::abs(g.c - m.me.c);
  if (!dr || !dc) return 0;
  const bool row_step = dr * (kCols - 1) > dc * (kRows - 1);
  return (s.r != m.me.r) == row_step ? 0 : 1;
}

// The best step: fewest turns to the goal first, then the least exposure, then the straight line
// to the goal and a change of direction (a zig-zag is hard to line up with), with noise from the
// state file's name so that our route cannot be learned. A longer way only when every step on a
// shortest one is exposed. Sets exposed to the chosen step's exposure and k to its direction;
// false when no step is possible.
static bool best_step(const Memory& m, Square& best, double& exposed, int& dir) {
  int cost[kSquares];
  turns_to_goal_map(m, cost);
  double best_cost = 1e9, forward = 1e9;
  for (int pass = 0; pass < 2; ++pass)
    for (int k = 0; k < 4; ++k) {
      const Square s = plus(m.me, kDirs[k]);
      if (!on_board(s) || m.belief[index(s)] > 0.5f) continue;
      const int turns = enter_cost(m, index(s)) + cost[index(s)];
      const bool shortest = turns == cost[index(m.me)];
      if (shortest != (pass == 0) || (!shortest && forward < kDetourExposure)) continue;
      // The goal's row and column are where a defender's rays wait (a camper on its home, a
      // sentinel at its door): we come into them only for the last steps.
      const Square g = m.goal();
      const bool edge = (s.r == g.r || s.c == g.c) && dist(s, g) > 2;
      const double e = exposure(m, s) + kGoalLine * edge;
      if (shortest && e < forward) forward = e;
      const double score = turns + e + kBalance * off_line(m, s) + 0.1 * (m.heading == k + 1) +
                           0.05 * noise(m, k) - 0.2 * shortest;
      if (score < best_cost) best_cost = score, best = s, exposed = e, dir = k;
    }
  return best_cost < 1e9;
}

// The fixes show a hunter: it stands still often (radar, zap, wall) or does not head for our home.
static bool hunting(const Memory& m) { return m.stay >= kHunterStay || m.hunt >= kHunterHunt; }

static Order decide(Memory& m) {
  const Square goal = m.goal(), home = m.home();
  const int left = kMaxTurns - m.turn + 1;  // turns left, this one included
  const int need = turns_to_goal(m);
  const bool fresh = m.opp_turn == m.turn - 1;

  // Step 1. The opponent sleeps under our ray: keep it asleep while that pays. If we are ahead
  // in the race we stop early enough to run home first; otherwise we zap to the end of the game.
  // Ahead: after our last hit we move first, so we win if we need fewer turns than it does,
  // counting the home wall we still have to build, and the OUCH and ZAP it costs the opponent
  // unless the opponent is already at our door (then it may have zapped the wall away).
  if (m.locking) {
    const int door = dist(m.opp, home);
    const int opp_need = door + (door >= 2 ? 2 : 0);
    const bool walling = m.home_walls == 0 && !same(m.me, home);
    const bool ahead = opp_need > need + walling;
    if (!ahead || left > need + kReleaseSpare) return Order{kZap, m.target};
    // It wakes up in our line: our first step leaves the line, out of reach of its ray.
    m.locking = 0;
    for (Square s : {Square{m.me.r + sign(goal.r - m.me.r), m.me.c},
                     Square{m.me.r, m.me.c + sign(goal.c - m.me.c)}})
      if (!same(s, m.me) && !m.wall(s) && s.r != m.opp.r && s.c != m.opp.c) return Order{kMove, s};
    // No step on our way leaves its line (we share the goal's row or column with it): a step
    // aside costs two moves, worth it when we stay ahead by them.
    if (opp_need > need + walling + 2)
      for (Square d : kDirs) {
        const Square s = plus(m.me, d);
        if (on_board(s) && !m.wall(s) && s.r != m.opp.r && s.c != m.opp.c) return Order{kMove, s};
      }
    m.locking = 1;  // no way out of its line: hold the lock
    return Order{kZap, m.target};
  }

  // Step 2. The opponent blocked our step (HELLO): it stands next to us, zap it.
  if (m.last == kMove && fresh && same(m.opp, m.target)) return m.locking = 1, Order{kZap, m.opp};

  // Step 3. A ray that holds half of the belief (a fresh fix in line, most often; against a
  // hunter a fifth of it: whoever fires first locks the other) is zapped.
  int ray = -1;
  double most = m.seen > 0 && hunting(m) ? kHuntZapMass : kZapMass;
  for (int k = 0; k < 4; ++k) {
    const double mass = ray_mass(m, m.me, kDirs[k]);
    if (mass >= most) most = mass, ray = k;
  }
  if (ray >= 0) {
    Square t = plus(m.me, kDirs[ray]);
    while (on_board(plus(t, kDirs[ray]))) t = plus(t, kDirs[ray]);
    return m.locking = 1, Order{kZap, t};
  }

  // Step 4. At the goal's door. A wall there is zapped (once we know the opponent builds walls)
  // rather than bumped into. A wall that came back after we opened it means the opponent rebuilds
  // it: we wall in our two other sides (our back is the room's edge or the goal's row), then zap
  // the goal every turn and step in when the zap finds it open.
  if (dist(m.me, goal) == 1) {
    if (m.rebuilds > 0) {
      for (Square d : kDirs) {
        const Square s = plus(m.me, d);
        if (on_board(s) && !same(s, goal) && !m.wall(s) && m.p(s) < 0.5f) return Order{kWall, s};
      }
      if (m.last == kZap && same(m.target, goal) && !m.boomed && !m.wall(goal))
        return Order{kMove, goal};
      return Order{kZap, goal};
    }
    // A zap costs one turn whether the goal is walled or not; a bump into a wall costs two and
    // 15 points, and most players that know the game wall their home.
    if (!(m.last == kZap && same(m.target, goal)) && m.open < m.turn - 2 && walled_goal(m))
      return Order{kZap, goal};
  }
  // Two squares away in line with the goal, one zap clears the first wall on the way, the door's
  // or the goal's: a walled door then costs one turn instead of an OUCH and a zap, and a MISS
  // (or, taken so, a BOOM) tells us that the goal is open.
  if (dist(m.me, goal) == 2 && (m.me.r == goal.r || m.me.c == goal.c) && m.rebuilds == 0 &&
      walled_goal(m) && !(m.last == kZap && same(m.target, goal)))
    return Order{kZap, goal};

  // Step 5. Wall our home once the opponent could be near it, and again when a fix shows it at
  // the door.
  const int opp_moves = m.turn - (m.side == 0 ? 1 : 0);
  const bool opp_near = dist(home, goal) - opp_moves <= 14;
  const bool at_door = fresh && dist(m.opp, home) <= 2;
  if (!same(m.me, home) && need > 1 && !m.p(home) &&
      ((opp_near && m.home_walls == 0) || (at_door && m.home_walls < 4))) {
    ++m.home_walls;
    return Order{kWall, home};
  }
  // A racer seen on an edge of the room runs it to the corner and comes home along the other
  // edge: the door at the end of that edge, walled, costs it an OUCH and a zap for our one turn.
  if (!m.trapped && m.home_walls > 0 && m.seen > 0 && m.turn - m.opp_turn <= 2 &&
      m.stay < kHunterStay && m.hunt < kHunterHunt && dist(m.opp, home) > 3) {
    const Square far = home_of(1 - m.side);  // the opponent's home corner
    const bool on_row = m.opp.r == far.r, on_col = m.opp.c == far.c;
    const bool home_row = m.opp.r == home.r, home_col = m.opp.c == home.c;
    // On our home's row or column it is on its last leg and comes in along it; along the far row
    // it comes home by our home's column, along the far column by our home's row.
    const bool edge = home_row != home_col || on_row != on_col;
    const bool by_row = home_row != home_col ? home_row : on_col;
    const Square door = by_row ? Square{home.r, home.c + sign(far.c - home.c)}
                               : Square{home.r + sign(far.r - home.r), home.c};
    if (edge && m.belief[index(door)] < 0.1f) return m.trapped = 1, Order{kWall, door};
  }

  // Step 6. At the post next to a camper: watch it (a RADAR is all there is to do) until it
  // leaves its home; then the goal is free.
  if (camping(m) && same(m.me, post(m))) return ++m.radars, Order{kRadar, m.me};

  // Step 7. Before we come into the goal's lines, a fix not older than kScoutAge turns: a
  // player that camps on its home (HELLO keeps us out, its rays cover its lines) is found there.
  if (dist(m.me, goal) <= kScoutDistance &&
      (m.seen == 0 || (dist(m.opp, goal) <= 1 && m.turn - m.opp_turn > kScoutAge)) &&
      m.me.r != goal.r && m.me.c != goal.c && m.radars < kHuntRadars)
    return ++m.radars, Order{kRadar, m.me};

  // Step 8. Every step is exposed: radar first (not too often), then zap or dodge.
  Square step;
  double exposed = 0;
  int dir = 0;
  const bool can_step = best_step(m, step, exposed, dir);
  double near = 0;  // the belief within kNear squares of us: the opponent could soon line up
  for (int i = 0; i < kSquares; ++i)
    if (dist(Square{i / kCols, i % kCols}, m.me) <= kNear) near += m.belief[i];
  // A player that stands still often or does not head for our home hunts: while it may, the
  // belief near us asks for a fix. A racer is not worth the turn.
  if ((m.seen == 0 || hunting(m)) && (exposed >= kRadarExposure || near >= kNearMass) &&
      m.slots >= kRadarGap && m.radars < kHuntRadars && need > 1) {
    ++m.radars;
    return Order{kRadar, m.me};
  }

  // Step 9. Move on, or zap away the wall that blocks every way.
  if (!can_step) return Order{kRadar, m.me};  // boxed in by the opponent: see where it went
  if (m.wall(step)) return Order{kZap, step};
  m.heading = dir + 1;
  return Order{kMove, step};
}

// ---------------------------------------------------------------------------------------------
// Input and output
// ---------------------------------------------------------------------------------------------

// The file holds one line of numbers, the wall map, the belief in parts per million and a
// checksum of it all; anything that does not read back exactly is treated as lost.
static unsigned checksum(const std::string& s) {
  unsigned h = 2166136261u;
  for (char ch : s) h = (h ^ static_cast<unsigned char>(ch)) * 16777619u;
  return h;
}

// The integer fields in the order of the file.
constexpr int kInts = 25, kFields = kInts + 1;  // the numbers, then the wall map
static void int_fields(Memory& m, int* f[kInts]) {
  int* all[kInts] = {&m.me.r,     &m.me.c,       &m.side,   &m.turn,     &m.last,
                     &m.target.r, &m.target.c,   &m.opp.r,  &m.opp.c,    &m.opp_turn,
                     &m.locking,  &m.home_walls, &m.lost,   &m.ouches,   &m.radars,
                     &m.stay,     &m.slots,      &m.boomed, &m.rebuilds, &m.heading,
                     &m.hunt,     &m.seen,       &m.open,   &m.idle,     &m.trapped};
  std::memcpy(f, all, sizeof all);
}

static std::string encode(const Memory& m) {
  int* f[kInts];
  int_fields(const_cast<Memory&>(m), f);
  std::string out;
  for (int* x : f) out += std::to_string(*x) + " ";
  out += m.walls;
  for (float p : m.belief) out += " " + std::to_string(static_cast<int>(p * 1e6f + 0.5f));
  return out;
}

// Reads a whole number and the blank after it; false when there is none.
static bool read_int(const char*& at, long& v) {
  char* end = nullptr;
  v = std::strtol(at, &end, 10);
  if (end == at || (*end != ' ' && *end)) return false;
  at = *end ? end + 1 : end;
  return true;
}

static bool decode(const std::string& text, Memory& m) {
  const std::size_t bar = text.rfind(' ');
  if (bar == std::string::npos) return false;
  const std::string body = text.substr(0, bar);
  char* end = nullptr;
  if (std::strtoul(text.c_str() + bar + 1, &end, 10) != checksum(body) || *end) return false;
  const char* at = body.c_str();
  int* f[kInts];
  int_fields(m, f);
  long v = 0;
  for (int* x : f) {
    if (!read_int(at, v) || v < -1000 || v > 1000) return false;
    *x = static_cast<int>(v);
  }
  if (std::strspn(at, "012") != kSquares || at[kSquares] != ' ') return false;
  std::memcpy(m.walls, at, kSquares);
  at += kSquares + 1;
  for (float& p : m.belief) {
    if (!read_int(at, v) || v < 0 || v > 1000000) return false;
    p = v / 1e6f;
  }
  if (*at) return false;
  // Every field must be one that encode() can write: the checksum only proves that the text is
  // whole, and every later step indexes the wall map with these squares.
  auto in = [](int x, int lo, int hi) { return x >= lo && x <= hi; };
  return on_board(m.me) && on_board(m.target) && on_board(m.opp) && in(m.side, 0, 1) &&
         in(m.turn, 0, kMaxTurns) && in(m.last, kNone, kHelp) && in(m.opp_turn, -1, m.turn) &&
         in(m.locking, 0, 1) && in(m.home_walls, 0, 4) && in(m.lost, 0, 3) &&
         in(m.ouches, 0, kMaxTurns) && in(m.radars, 0, kMaxRadars) && in(m.stay, 10, 85) &&
         in(m.slots, 0, kMaxTurns + 1) && in(m.boomed, 0, kSquares) &&
         in(m.rebuilds, 0, kMaxTurns) && in(m.heading, 0, 4) && in(m.hunt, 10, 90) &&
         in(m.seen, 0, kMaxTurns) && in(m.open, 0, kMaxTurns) && in(m.idle, 0, 1) &&
         in(m.trapped, 0, 1);
}

static bool load(const char* path, Memory& m) {
  FILE* f = std::fopen(path, "r");
  if (!f) return false;
  static char buf[8192];
  const std::size_t n = std::fread(buf, 1, sizeof buf - 1, f);
  std::fclose(f);
  buf[n] = 0;
  std::string text(buf);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  return decode(text, m);
}

static void save(const char* path, const Memory& m) {
  FILE* f = std::fopen(path, "w");
  if (!f) return;
  const std::string body = encode(m);
  std::fprintf(f, "%s %u\n", body.c_str(), checksum(body));
  std::fclose(f);
}

static std::string order_text(const Order& o) {
  char buf[32];
  const char* words[] = {"HELP", "MOVE", "RADAR", "WALL", "ZAP", "HELP"};
  if (o.cmd == kMove || o.cmd == kWall || o.cmd == kZap)
    std::snprintf(buf, sizeof buf, "%s %c %d", words[o.cmd], 'A' + o.at.r, o.at.c + 1);
  else
    std::snprintf(buf, sizeof buf, "%s", words[o.cmd]);
  return buf;
}

// One whole turn: the reply line and the memory in, the command out (memory updated).
static std::string play_turn(Memory& m, bool loaded, const std::string& line) {
  Square start;
  const unsigned seed = m.seed;
  if (read_square(line.c_str(), "INIT", start)) {
    m = Memory();
    m.side = start.r == 8 ? 1 : 0;
    m.me = home_of(m.side);
    m.opp = m.goal();  // where the first fix measures the opponent's habits from
    certain(m, m.goal());
    if (m.side) spread(m), m.slots = 1;  // player one has had its first turn
  } else if (!loaded) {
    m = Memory();
    m.lost = 2;
  } else if (!absorb(m, line) && !m.lost) {
    m.lost = 1;
  }
  m.seed = seed;
  ++m.turn;
  if (m.turn > kMaxTurns) m.turn = kMaxTurns;
  Order o;
  if (m.lost == 3)
    o.cmd = kRadar;
  else if (m.lost)
    o.cmd = kHelp;
  else
    o = decide(m);
  m.last = o.cmd;
  m.target = o.at;
  return order_text(o);
}

// The bench: 40 games of 100 turns, alternately from A 1 and I 26, each command answered by a
// reply it can get, drawn by a fixed generator (OUCH, HELLO, HIT, BOOM, OOPS and radar fixes
// included), so that every step of decide() is run. It prints the turns and a checksum of our
// commands, which changes only when a decision does.
static void bench() {
  unsigned seed = 1, sum = 0;
  int turns = 0;
  for (int game = 0; game < 40; ++game) {
    Memory m;
    m.seed = static_cast<unsigned>(game);
    std::string reply = game % 2 ? "INIT I 26" : "INIT A 1";
    for (int t = 0; t < kMaxTurns; ++t, ++turns) {
      const std::string out = play_turn(m, t > 0, reply);
      sum = sum * 31 + checksum(out);
      seed = seed * 1103515245u + 12345u;
      const unsigned roll = (seed >> 16) % 8;
      char buf[16];
      std::snprintf(buf, sizeof buf, "%s %c %d", out[0] == 'R' ? "AT" : "LOC",
                    'A' + static_cast<int>((seed >> 8) % kRows),
                    1 + static_cast<int>((seed >> 20) % kCols));
      if (out[0] == 'M') reply = roll == 0 ? "OUCH" : roll == 1 ? "HELLO" : "OK";
      if (out[0] == 'Z') reply = roll < 3 ? "HIT" : roll < 5 ? "BOOM" : "MISS";
      if (out[0] == 'W') reply = roll == 0 ? "OOPS" : "OK";
      if (out[0] == 'R' || out[0] == 'H') reply = buf;
    }
  }
  std::printf("bench: %d turns %08x\n", turns, sum);  // the one bench line of every entry
}

#ifndef CONTEST_NO_MAIN
int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "--bench") == 0) return bench(), 0;
  if (argc > 1 && std::strcmp(argv[1], "--help") == 0) {
    // The mediator names a state file by its full path, never an option: both are ours alone.
    std::printf(
        "usage: highnoon STATE_FILE < REPLY   (one turn: the command on stdout, memory in "
        "STATE_FILE)\n"
        "       highnoon --bench   (40 scripted games: 'bench: N turns SIG')\n");
    return 0;
  }
  char line[256] = "";
  if (!std::fgets(line, sizeof line, stdin)) line[0] = 0;
  std::string reply(line);
  while (!reply.empty() && (reply.back() == '\n' || reply.back() == '\r')) reply.pop_back();
  Memory m;
  const bool loaded = argc > 1 && load(argv[1], m);
  if (argc > 1) {
    // The seed: a hash of the state file's name, fixed for the game, new for the next one.
    const char* base = std::strrchr(argv[1], '/');
    m.seed = checksum(base ? base + 1 : argv[1]);
  }
  const std::string out = play_turn(m, loaded, reply);
  std::printf("%s\n", out.c_str());
  if (argc > 1) save(argv[1], m);
  return 0;
}
#endif
