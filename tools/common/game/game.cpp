// game.cpp: see game.h.
#include "common/game/game.h"

#include <cmath>
#include <filesystem>

#include "common/cli/cli.h"
#include "common/core/files.h"

namespace contest {

Reply ask(const Program& p, const std::string& input, Millis limit, std::size_t stdout_limit) {
  RunOptions o;
  o.argv = {p.path};
  o.stdin_data = input;
  o.time_limit = limit;
  o.stdout_limit = stdout_limit;
  o.stderr_limit = 64 * 1024;  // diagnostics may run longer than a move
  o.env = p.env;
  Reply r;
  r.run = run_process(o);
  r.ms = std::llround(r.run.wall_seconds * 1000);
  switch (r.run.verdict) {
    case Verdict::Ok:
      break;
    case Verdict::TimeLimit:
    case Verdict::CpuLimit:
      r.fault = Fault::kTime;
      break;
    case Verdict::ExitCode:
    case Verdict::Signaled:
      r.fault = Fault::kCrash;
      break;
    case Verdict::OutputLimit:
      r.fault = Fault::kOutput;
      break;
    case Verdict::SpawnFailed:
      r.fault = Fault::kStart;
      break;
  }
  return r;
}

std::string Game::ranking(const std::vector<Result>& results,
                          const std::optional<Sprt>& sprt) const {
  return summary(standings_of(results), sprt);
}

long Game::read_openings(const std::vector<std::string>&, long long) {
  throw cli::Usage("the openings of " + name() + " are not words");
}

Program read_player(const std::string& word, const PlayerForm& form) {
  const std::size_t eq = word.find('=');
  const bool named = eq != std::string::npos && (!form.name_before_slash || word.find('/') > eq);
  Program p;
  p.path = named ? word.substr(eq + 1) : word;
  if (named) {
    p.name = word.substr(0, eq);
  } else {
    const std::string bare = form.directory ? word.substr(0, word.find_last_not_of('/') + 1) : word;
    p.name = bare.substr(bare.rfind('/') + 1);  // the whole word when it has no '/'
  }
  if (form.dot_slash && p.path.find('/') == std::string::npos) p.path = "./" + p.path;
  if (p.path.empty()) throw cli::Usage("no program for player " + p.name);
  return p;
}

std::vector<Program> Game::players(const std::vector<std::string>& words,
                                   const std::vector<std::string>& env) const {
  std::vector<Program> players;
  for (const std::string& w : words) {
    players.push_back(read_player(w));
    players.back().env = env;
  }
  return players;
}

std::string Game::players_help() const {
  if (!shape_.players_help.empty()) return shape_.players_help;
  return "PLAYER: [NAME=]PATH, a program run once per move (NAME: its file's name)\n";
}

std::string Game::game_result(const Result& r, const Played&) const { return to_line(r) + "\n"; }

void keep_log(const Played& p, const std::string& path) {
  write_file(path, p.log);
  for (const auto& [extension, text] : p.beside)
    write_file(std::filesystem::path(path).replace_extension(extension).string(), text);
}

std::function<std::string(long number)> logs_in(const std::string& dir) {
  return [dir](long number) {
    return dir.empty() ? "" : dir + "/game" + std::to_string(number) + ".log";
  };
}

std::vector<ScheduledGame> opponent_schedule(const std::vector<std::string>& players,
                                             const std::string& opponent, long games) {
  std::vector<ScheduledGame> schedule;
  const int against = static_cast<int>(players.size());
  for (long k = 0; k < games; ++k)
    for (int p = 0; p < against; ++p) {
      ScheduledGame g;
      g.number = static_cast<long>(schedule.size()) + 1;
      g.opening = k;
      g.pair = k;
      g.players = {p, against};
      g.seats = g.players;
      g.id = game_id(k, {players[p], opponent});
      schedule.push_back(g);
    }
  return schedule;
}

GameHooks hooks_of(const Game& game, const std::vector<Program>& players, long long seed,
                   std::function<std::string(long number)> log_path) {
  GameHooks h;
  h.start = [&game, seed](const ScheduledGame& g) { return game.start(g.opening, seed); };
  h.play = [&game, players, seed, log_path](const ScheduledGame& g, int slot) {
    Setup s;
    s.number = g.number;
    s.opening = g.opening;
    s.seed = seed;
    s.start = game.start(g.opening, seed);
    for (int who : g.seats)
      if (who < static_cast<int>(players.size())) {  // else the built-in opponent's seat
        s.seats.push_back(players[who]);
        s.entries.push_back(who);
      }
    s.slot = slot;
    Played p = game.play(s);
    const std::string path = log_path ? log_path(g.number) : "";
    if (!path.empty()) {
      p.outcome.log = path;
      keep_log(p, path);
    }
    return p.outcome;
  };
  h.own = game.own();
  return h;
}

}  // namespace contest
