// referee.cpp: what boxing_referee's commands share (referee.h).
#include "referee.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include "common/core/files.h"
#include "common/core/numbers.h"

namespace boxing {

namespace {

std::vector<std::string> split_colon(const std::string& s) {
  std::vector<std::string> parts;
  std::stringstream ss(s);
  for (std::string p; std::getline(ss, p, ':');) parts.push_back(p);
  return parts;
}

// A game starts as the statement's arenas do, with vacant and blocked spots only: a mark would be
// a box that no player of this game took, and counts for no one.
Arena starting_arena(const std::string& path) {
  const Arena a = parse_arena(contest::read_file(path));
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x)
      if (const char c = a.text[y * (kWidth + 1) + x]; c != kVacant && c != kBlocked)
        throw std::runtime_error("arena " + path + ": line " + std::to_string(y + 1) + " column " +
                                 std::to_string(x + 1) + " holds '" + std::string(1, c) +
                                 "'; a starting arena holds only '" + std::string(1, kVacant) +
                                 "' and '" + std::string(1, kBlocked) + "'");
  return a;
}

// A game's line: its number and arena, the players in order of play, the winner and its score, the
// moves, each player's slowest move and the forfeits.
std::string game_line(long number, const std::string& arena, const std::vector<std::string>& seats,
                      int winner, long long score, long moves, const std::vector<double>& slowest,
                      const std::vector<std::string>& forfeits) {
  std::ostringstream out;
  out << "game " << std::setw(3) << number << "  " << std::left << std::setw(24) << arena
      << std::right << "  ";
  for (std::size_t i = 0; i < seats.size(); ++i) out << (i ? " vs " : "") << seats[i];
  out << ": " << seats[winner] << " wins, score " << score << ", " << moves << " moves, slowest";
  for (std::size_t i = 0; i < seats.size(); ++i)
    out << (i ? ", " : " ") << seats[i] << " " << std::fixed << std::setprecision(2) << slowest[i]
        << " s";
  for (std::size_t i = 0; i < seats.size(); ++i)
    if (!forfeits[i].empty()) out << " [" << seats[i] << " forfeit: " << forfeits[i] << "]";
  return out.str();
}

// What the players wrote on stderr, the end of it per move: the log keeps its replayable format,
// so this goes into a file of its own beside it.
std::string stderr_text(const std::vector<Player>& players, const GameResult& g) {
  std::ostringstream err;
  for (std::size_t m = 0; m < g.moves.size(); ++m)
    if (!g.moves[m].stderr_tail.empty())
      err << "move " << m + 1 << " " << players[g.moves[m].player].mark << ":\n"
          << g.moves[m].stderr_tail << (g.moves[m].stderr_tail.back() == '\n' ? "" : "\n");
  return err.str();
}

}  // namespace

void add_arenas(const std::string& spec, std::vector<NamedArena>& out, long long seed) {
  auto p = split_colon(spec);
  auto whole = [&](const std::string& text, long long lo, long long hi) {
    long long v = 0;
    if (!contest::parse_whole(text, lo, hi, v))
      throw std::runtime_error("arena " + spec + ": '" + text + "' is not a whole number from " +
                               std::to_string(lo) + " to " + std::to_string(hi));
    return v;
  };
  constexpr long long kMaxSeed = 999999999999999999LL;
  if (!p.empty() && p[0] == "gen" && p.size() == 4) {
    out.push_back({spec, generate_arena(whole(p[1], 0, kMaxSeed),
                                        (int)whole(p[2], 0, kWidth * kHeight), p[3])});
  } else if (!p.empty() && p[0] == "gens" && (p.size() == 5 || p.size() == 4)) {
    const long long count = whole(p[1], 1, 1000000);
    const long long first = p.size() == 5 ? whole(p[2], 0, kMaxSeed - count) : seed;
    const int blocked = (int)whole(p[p.size() - 2], 0, kWidth * kHeight);
    for (long long i = 0; i < count; ++i) {
      const std::uint64_t s = first + i;
      out.push_back({"gen:" + std::to_string(s) + ":" + std::to_string(blocked) + ":" + p.back(),
                     generate_arena(s, blocked, p.back())});
    }
  } else {
    out.push_back({spec, starting_arena(spec)});
  }
}

ArenasAndPlayers split_arenas(const std::vector<std::string>& words, long long seed) {
  ArenasAndPlayers a;
  std::size_t i = 0;
  for (; i < words.size() && words[i] != "--"; ++i) add_arenas(words[i], a.arenas, seed);
  if (i < words.size()) a.players.assign(words.begin() + i + 1, words.end());
  return a;
}

std::vector<contest::Program> programs_of(const std::vector<Player>& players) {
  std::vector<contest::Program> programs;
  for (const Player& p : players) programs.push_back({p.name, p.path, p.env});
  return programs;
}

Player parse_player(const std::string& spec, char mark, const RefereeOptions& o) {
  auto eq = spec.find('=');
  if (eq == std::string::npos || eq == 0)
    throw std::runtime_error("player must be NAME=PATH: " + spec);
  return {spec.substr(0, eq), spec.substr(eq + 1), mark, o.env};
}

std::string game_line(const contest::Result& r) {
  const std::vector<std::string> seats = r.seats();
  std::vector<double> slowest;
  std::vector<std::string> forfeits;
  int winner = 0;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (r.points_of(seats[i]) > 0) winner = static_cast<int>(i);
    const auto ms = r.slowest_ms.find(seats[i]);
    slowest.push_back(ms == r.slowest_ms.end() ? 0 : ms->second / 1000.0);
    const auto why = r.forfeits.find(seats[i]);
    forfeits.push_back(why == r.forfeits.end() ? "" : why->second);
  }
  const auto score = r.info.find("score");
  return game_line(r.number, r.start, seats, winner, score == r.info.end() ? 0 : score->second,
                   r.moves, slowest, forfeits);
}

GameResult play_checked(const std::vector<Player>& players, const NamedArena& a,
                        contest::Millis limit, long number, contest::Played& played) {
  std::ostringstream log;
  GameOptions go;
  go.time_limit = limit;
  go.log = &log;
  GameResult g = play_game(players, a.arena, go);
  // The log is checked as `check` checks a file: a log the checker refuses is a referee bug.
  std::string problem = check_log(log.str(), limit.count());
  if (!problem.empty()) throw std::runtime_error("game " + std::to_string(number) + " " + problem);
  played.log = log.str();
  played.outcome = outcome_of(g, players);
  const std::string err = stderr_text(players, g);
  if (!err.empty()) played.beside[".stderr"] = err;
  return g;
}

std::string game_line(long number, const std::string& arena, const std::vector<Player>& players,
                      const GameResult& g) {
  std::vector<std::string> names;
  std::vector<double> slowest;
  for (std::size_t i = 0; i < players.size(); ++i) {
    names.push_back(players[i].name);
    slowest.push_back(g.slowest_move(static_cast<int>(i)));
  }
  return game_line(number, arena, names, g.winner, g.scores[g.winner],
                   static_cast<long>(g.moves.size()), slowest, g.forfeits);
}

contest::Outcome outcome_of(const GameResult& g, const std::vector<Player>& seats) {
  contest::Outcome out;
  out.points.assign(seats.size(), 0);
  out.points[g.winner] = 1;
  for (std::size_t k = 0; k < seats.size(); ++k) {
    if (!g.forfeits[k].empty()) out.forfeits[seats[k].name] = g.forfeits[k];
    out.slowest_ms[seats[k].name] = std::llround(g.slowest_move(static_cast<int>(k)) * 1000);
  }
  out.end = out.forfeits.empty() ? "normal" : "forfeit";
  out.moves = static_cast<long>(g.moves.size());
  out.info["score"] = g.scores[g.winner];
  return out;
}

std::vector<GameSummary> summaries(const std::vector<contest::Result>& results,
                                   const std::vector<std::string>& names) {
  const auto entry = [&names](const std::string& name) {
    return static_cast<int>(std::find(names.begin(), names.end(), name) - names.begin());
  };
  std::vector<GameSummary> games;
  for (const contest::Result& r : results) {
    GameSummary g;
    for (const std::string& seat : r.seats()) {
      g.order.push_back(entry(seat));
      if (r.points_of(seat) > 0) g.winner = entry(seat);
    }
    const auto score = r.info.find("score");
    g.score = score == r.info.end() ? 0 : static_cast<int>(score->second);
    games.push_back(g);
  }
  return games;
}

std::string standings_text(const std::vector<Standing>& s, const std::vector<std::string>& names) {
  std::ostringstream out;
  for (const Standing& e : s)
    out << "  " << e.rank << ". " << std::left << std::setw(12) << names[e.entry] << std::right
        << " wins " << std::setw(4) << e.wins << "  score " << e.score << "\n";
  return out.str();
}

}  // namespace boxing
