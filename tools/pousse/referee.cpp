// referee.cpp: see referee.h.
#include "referee.h"

#include <chrono>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <mutex>
#include <random>
#include <sstream>
#include <thread>

namespace pousse {

std::optional<Move> parse_reply(const std::string& out, int n) {
  std::size_t b = out.find_first_not_of(" \t\r\n"), e = out.find_last_not_of(" \t\r\n");
  if (b == std::string::npos) return std::nullopt;
  return parse_move(out.substr(b, e - b + 1), n);
}

namespace {

std::string now_text() {
  std::time_t t = std::time(nullptr);
  char buf[64];
  std::strftime(buf, sizeof buf, "%a %b %e %H:%M:%S %Y", std::localtime(&t));
  return buf;
}

// As in 1998, a program runs as ./NAME from its own directory.
void locate(const std::string& path, std::string& dir, std::string& argv0) {
  const std::filesystem::path p = std::filesystem::absolute(path);
  dir = p.parent_path().string();
  argv0 = "./" + p.filename().string();
}

// The 1998 forfeit name for a run, or "" when the run gave a valid move (stored in *move).
std::string forfeit_of(const contest::RunResult& run, int n, Move* move) {
  using contest::Verdict;
  if (run.left_processes) return "did not kill all its processes";
  if (run.verdict == Verdict::TimeLimit) return "exceeded time limit";
  if (run.verdict == Verdict::Signaled) return "raised signal " + std::to_string(run.signal);
  if (run.verdict != Verdict::Ok) return "made an invalid move";
  auto m = parse_reply(run.out, n);
  if (!m) return "made an invalid move";
  *move = *m;
  return "";
}

}  // namespace

GameRecord play_game(const Player& x, const Player& o, const GameOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  GameRecord rec;
  rec.date = now_text();
  rec.x_name = x.name, rec.o_name = o.name, rec.size = options.size;
  Game g(options.size);
  for (const Move& m : options.opening)
    if (!g.over()) g.play(m);
  while (!g.over()) {
    if (options.max_moves > 0 && (int)g.moves().size() >= options.max_moves) {
      rec.end = "move limit reached";
      rec.winner = '-';
      break;
    }
    const Player& p = g.to_move() == X ? x : o;
    contest::RunOptions run;
    run.argv = {""};
    locate(p.path, run.cwd, run.argv[0]);
    run.stdin_data = g.input_text();
    run.time_limit = options.time_limit;
    run.output_limit = 4096;
    run.env = p.env;
    contest::RunResult result = contest::run_process(run);
    Move m;
    std::string forfeit = forfeit_of(result, options.size, &m);
    if (!forfeit.empty()) {
      const char side = cell_char(g.to_move());
      rec.end = std::string(1, side) + " " + forfeit;
      rec.winner = side == 'X' ? 'O' : 'X';
      break;
    }
    g.play(m);
  }
  if (g.over()) {
    rec.end = kNormalEnd;
    rec.winner = g.status() == Status::XWins ? 'X' : 'O';
  }
  rec.moves = g.moves();
  rec.time_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                    std::chrono::steady_clock::now() - start)
                    .count();
  return rec;
}

std::vector<Move> random_opening(int size, int plies, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  const std::vector<Move> moves = all_moves(size);
  for (int attempt = 0; attempt < 1000; ++attempt) {
    Game g(size);
    std::vector<Move> out;
    while ((int)out.size() < plies) {
      Move m = moves[rng() % moves.size()];
      if (g.preview(m) != Status::Playing) break;
      g.play(m);
      out.push_back(m);
    }
    if ((int)out.size() == plies) return out;
  }
  return {};
}

MatchResult play_match(const Player& a, const Player& b, const MatchOptions& options,
                       const std::function<void(int, const GameRecord&)>& on_game) {
  MatchResult r;
  r.games.resize(options.games);
  std::atomic<int> next{0};
  std::mutex lock;
  auto worker = [&] {
    for (int i; (i = next++) < options.games;) {
      const int pair = i / 2;
      GameOptions g;
      g.size = options.sizes[pair % options.sizes.size()];
      g.time_limit = options.time_limit;
      g.max_moves = options.max_moves;
      g.opening = random_opening(g.size, options.opening_plies,
                                 options.seed * 1000003ULL + (std::uint64_t)pair);
      const bool a_is_x = i % 2 == 0;
      GameRecord rec = a_is_x ? play_game(a, b, g) : play_game(b, a, g);
      std::lock_guard<std::mutex> guard(lock);
      const char a_side = a_is_x ? 'X' : 'O';
      if (rec.winner == '-')
        ++r.draws;
      else if (rec.winner == a_side)
        ++r.a_wins;
      else
        ++r.b_wins;
      if (rec.end != kNormalEnd && rec.winner != '-') {
        auto& forfeits = rec.end[0] == a_side ? r.a_forfeits : r.b_forfeits;
        ++forfeits[rec.end.substr(2)];
      }
      r.games[i] = rec;
      if (on_game) on_game(i, rec);
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < std::max(1, options.jobs); ++t) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
  return r;
}

std::string summarize(const MatchResult& r, const std::string& a_name, const std::string& b_name) {
  std::ostringstream out;
  const int n = (int)r.games.size();
  const double p = r.score();
  const double margin = n ? 1.96 * std::sqrt(std::max(p * (1 - p), 0.25 / n) / n) : 0;
  auto elo = [](double s) {
    s = std::min(std::max(s, 1e-3), 1 - 1e-3);
    return -400 * std::log10(1 / s - 1);
  };
  out.setf(std::ios::fixed);
  out.precision(1);
  out << a_name << " vs " << b_name << ": " << r.a_wins << " wins, " << r.b_wins << " losses, "
      << r.draws << " draws in " << n << " games; score " << 100 * p << "% +/- " << 100 * margin
      << "% (95%); Elo " << elo(p) << " [" << elo(p - margin) << ", " << elo(p + margin) << "]";
  for (const auto* f : {&r.a_forfeits, &r.b_forfeits})
    for (const auto& [what, count] : *f)
      out << "; " << (f == &r.a_forfeits ? a_name : b_name) << " " << what << " x" << count;
  return out.str();
}

}  // namespace pousse
