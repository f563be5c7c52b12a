// search.cpp: see search.h.
#include "search.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <limits>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

#include "transposition.h"

namespace lloyd::solver {

int Result::transports() const {
  return static_cast<int>(std::count(moves.begin(), moves.end(), 't'));
}

namespace {

constexpr int kMaxDepth = 256;
constexpr uint64_t kNone = std::numeric_limits<uint64_t>::max();

// What the threads of one iteration share.
struct Iteration {
  int threshold = 0;
  int parity = 0;                       // of every path from the start to perfection
  uint64_t skip = 0;                    // subtrees finished before this run
  uint64_t node_limit = 0;              // the nodes this iteration may search (0: no limit)
  std::atomic<uint64_t> nodes_done{0};  // the nodes of the subtrees finished, as reported
  std::atomic<bool> out_of_nodes{false};
  std::atomic<uint64_t> next_claim{0};  // the next subtree to hand out
  std::atomic<bool> stop{false};
  std::atomic<bool> solved{false};
  std::mutex solution_mutex;
  std::vector<int> solution;  // the cells the tiles moved from
};

class Worker {
 public:
  Worker(const Heuristic& h, const Position& start, Iteration& it, int prefix_depth,
         bool counts_top, TranspositionTable* tt, int tt_slack)
      : claim_(it.skip),
        h_(h),
        it_(it),
        prefix_depth_(prefix_depth),
        counts_top_(counts_top),
        tt_(tt),
        tt_slack_(tt_slack) {
    pos_ = start;
    key_ = zobrist().of(start);
    h.init(pos_, root_);
    node_[0] = &root_;
  }

  void run() {
    claim_ = it_.next_claim.fetch_add(1) + it_.skip;
    seen_ = 0;
    dfs(0, -1);
    nodes.store(local_nodes_);
    excess.store(local_excess_);
    // A stopped worker keeps the claim it did not finish: the resume starts there.
    if (!it_.stop) claim_ = kNone;
  }

  // The subtrees of the iteration: its nodes prefix_depth moves deep, none searched.
  uint64_t count_subtrees() {
    claim_ = kNone;
    seen_ = 0;
    dfs(0, -1);
    return seen_;
  }

  std::atomic<uint64_t> nodes{0};
  std::atomic<uint64_t> claim_{0};  // the subtree in progress; kNone once all are done
  std::atomic<int> excess{std::numeric_limits<int>::max()};  // least f above the threshold

 private:
  void found(int g) {
    std::lock_guard<std::mutex> lock(it_.solution_mutex);
    if (it_.solved) return;
    it_.solution.assign(path_, path_ + g);
    it_.solved = true;
    it_.stop = true;
  }

  // Returns after the subtree, a solution or a stop.
  void dfs(int g, int prev_blank) {
    if (it_.stop.load(std::memory_order_relaxed)) return;
    if (g == prefix_depth_) {
      const uint64_t k = seen_++;
      if (k != claim_) return;
      search(g, prev_blank);
      if (it_.stop.load()) return;
      // The subtree's least excess is published before its claim says it is done: a checkpoint
      // reads the claims first, then the excesses.
      excess.store(local_excess_);
      claim_ = it_.next_claim.fetch_add(1) + it_.skip;
      // The node budget, checked at the end of each subtree by the worker itself: with one thread
      // a piece ends at the same subtree however busy the machine (the watcher wakes when it can).
      const uint64_t add = local_nodes_ - reported_;
      reported_ = local_nodes_;
      if (it_.node_limit && it_.nodes_done.fetch_add(add) + add >= it_.node_limit) {
        it_.out_of_nodes = true;
        it_.stop = true;
      }
      return;
    }
    if (counts_top_) count();
    expand(g, prev_blank, true);
  }

  void search(int g, int prev_blank) {
    count();
    expand(g, prev_blank, false);
  }

  void count() {
    local_nodes_++;
    if ((local_nodes_ & 0xfff) == 0) {
      nodes.store(local_nodes_, std::memory_order_relaxed);
      excess.store(local_excess_, std::memory_order_relaxed);
    }
  }

  void expand(int g, int prev_blank, bool top) {
    const Geometry& geo = geometry();
    const int blank = pos_.blank;
    int from[5], n = 0;
    for (int c : geo.next[blank])
      if (c >= 0 && c != prev_blank) from[n++] = c;
    // A transport next to the centre is a slide; after one the centre is empty.
    if (geo.centre_distance[blank] > 1 && prev_blank != kCentre) from[n++] = kCentre;
    // Every child's heuristic first: their table reads overlap instead of waiting in turn.
    HeuristicState* kids = kids_[g];
    int f[5];
    for (int i = 0; i < n; ++i) {
      kids[i] = *node_[g];
      h_.move(kids[i], pos_.cell[from[i]], from[i], blank);
      // Every f of a path has the start's parity: the iterations go up by two.
      f[i] = raise_to_parity(g + 1 + h_.first_value(kids[i]), it_.parity);
    }
    // The other partitions only for the children the first one leaves in.
    if (h_.lazy())
      for (int i = 0; i < n; ++i) {
        if (f[i] > it_.threshold) continue;
        h_.finish(kids[i], pos_.cell[from[i]], from[i], blank);
        f[i] = raise_to_parity(g + 1 + h_.value(kids[i]), it_.parity);
      }
    for (int i = 0; i < n; ++i) {
      if (f[i] > it_.threshold) {
        local_excess_ = std::min(local_excess_, f[i]);
        continue;
      }
      const int t = pos_.cell[from[i]];
      const uint64_t key_change = zobrist().key[t][from[i]] ^ zobrist().key[t][blank];
      key_ ^= key_change;
      // Not in the top levels: every thread enumerates them alike to count the subtrees.
      if (!top && tt_ && it_.threshold - f[i] >= tt_slack_ &&
          tt_->reached(key_, it_.threshold, g + 1)) {
        key_ ^= key_change;
        continue;
      }
      pos_.move_from(from[i]);
      path_[g] = from[i];
      node_[g + 1] = &kids[i];
      if (f[i] == g + 1 && pos_.is_goal()) {
        found(g + 1);
      } else if (g + 1 < kMaxDepth - 1) {
        if (top)
          dfs(g + 1, blank);
        else
          search_or_stop(g + 1, blank);
      }
      pos_.move_from(blank);  // the tile goes back: blank is where it came to
      key_ ^= key_change;
      if (it_.stop.load(std::memory_order_relaxed)) return;
    }
  }

  void search_or_stop(int g, int prev_blank) {
    if ((local_nodes_ & 0xfff) == 0 && it_.stop.load(std::memory_order_relaxed)) return;
    search(g, prev_blank);
  }

  const Heuristic& h_;
  Iteration& it_;
  int prefix_depth_;
  bool counts_top_;
  TranspositionTable* tt_;
  int tt_slack_;
  uint64_t key_ = 0;
  Position pos_;
  HeuristicState root_;
  HeuristicState* node_[kMaxDepth];    // the heuristic's state of the node at each depth
  HeuristicState kids_[kMaxDepth][5];  // of its children
  int path_[kMaxDepth];
  uint64_t seen_ = 0;
  uint64_t local_nodes_ = 0;
  uint64_t reported_ = 0;  // local_nodes_ when a subtree last ended
  int local_excess_ = std::numeric_limits<int>::max();
};

double since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

std::string square_text(const Square& s) { return std::string(s.begin(), s.end()); }

}  // namespace

Search::Search(const Heuristic& h, const Square& start, std::string partitions, Limits limits)
    : h_(h), start_(start), partitions_(std::move(partitions)), limits_(std::move(limits)) {}

Result Search::run(const Checkpoint* from) {
  const auto begin = std::chrono::steady_clock::now();
  const Position start = Position::from_square(start_);
  Checkpoint cp;
  cp.square = square_text(start_);
  cp.partitions = partitions_;
  cp.threshold = h_.bound(start);
  cp.prefix = limits_.prefix_depth;
  if (from) {
    if (from->square != cp.square) throw std::runtime_error("the checkpoint is of another square");
    if (from->partitions != cp.partitions)
      throw std::runtime_error("the checkpoint is of partitions " + from->partitions);
    if (from->prefix != cp.prefix)
      throw std::runtime_error("the checkpoint is of prefix depth " + std::to_string(from->prefix));
    cp = *from;
  }
  const double seconds_before = cp.seconds;
  std::unique_ptr<TranspositionTable> tt;
  if (limits_.tt_megabytes) tt = std::make_unique<TranspositionTable>(limits_.tt_megabytes);
  Result r;
  auto save = [&] {
    cp.seconds = seconds_before + since(begin);
    if (!limits_.checkpoint.empty()) cp.write(limits_.checkpoint);
  };
  if (start.is_goal()) cp.solution = "";
  // A budget stops a run only once it has finished a subtree or an iteration: each resumed piece
  // of a proof moves it on, however small its budget and however late the watcher wakes.
  bool moved_on = false;
  while (cp.solution.empty() && !start.is_goal()) {
    if (limits_.max_threshold && cp.threshold > limits_.max_threshold) break;
    Iteration it;
    it.threshold = cp.threshold;
    it.parity = path_parity(start);
    it.skip = cp.done;
    if (limits_.nodes > 0)
      it.node_limit = limits_.nodes > run_nodes_ ? limits_.nodes - run_nodes_ : 1;
    // The subtrees to hand out, for the log's progress lines (the top levels: milliseconds).
    uint64_t subtrees = 0;
    if (limits_.log) {
      Iteration counting;
      counting.threshold = it.threshold;
      counting.parity = it.parity;
      subtrees = std::make_unique<Worker>(h_, start, counting, cp.prefix, false, nullptr, 0)
                     ->count_subtrees();
      std::fprintf(limits_.log, "threshold %d: %llu subtrees, %llu done before\n", cp.threshold,
                   static_cast<unsigned long long>(subtrees),
                   static_cast<unsigned long long>(cp.done));
    }
    const int threads = std::max(1, limits_.threads);
    std::vector<std::unique_ptr<Worker>> workers;
    for (int i = 0; i < threads; ++i)
      workers.push_back(
          std::make_unique<Worker>(h_, start, it, cp.prefix, i == 0, tt.get(), limits_.tt_slack));
    std::vector<std::thread> pool;
    for (auto& w : workers) pool.emplace_back([&w] { w->run(); });
    const uint64_t nodes_before = cp.nodes;
    auto iteration_nodes = [&] {
      uint64_t n = 0;
      for (auto& w : workers) n += w->nodes.load(std::memory_order_relaxed);
      return n;
    };
    // Watch the budget and write the checkpoint while the workers search.
    auto last_save = std::chrono::steady_clock::now();
    bool budget_out = false;
    int nap = 100;
    for (;;) {
      bool all_done = true;
      for (auto& w : workers) all_done = all_done && w->claim_.load() == kNone;
      if (all_done || it.stop) break;
      // Short naps first: the iterations of an easy square take microseconds.
      std::this_thread::sleep_for(std::chrono::microseconds(nap));
      nap = std::min(nap * 2, 50000);
      const uint64_t run_nodes = run_nodes_ + iteration_nodes();
      uint64_t first = kNone;
      for (auto& w : workers) first = std::min<uint64_t>(first, w->claim_.load());
      moved_on = moved_on || (first != kNone && first > it.skip);
      if (moved_on && ((limits_.seconds > 0 && since(begin) >= limits_.seconds) ||
                       (limits_.nodes > 0 && run_nodes >= limits_.nodes))) {
        budget_out = true;
        it.stop = true;
        break;
      }
      if (!limits_.checkpoint.empty() && since(last_save) >= limits_.checkpoint_every) {
        uint64_t done = kNone;
        for (auto& w : workers) done = std::min<uint64_t>(done, w->claim_.load());
        if (done != kNone) {
          int excess = cp.excess ? cp.excess : std::numeric_limits<int>::max();
          // The workers' least excess so far, read after the claims (see Worker::dfs).
          for (auto& w : workers) excess = std::min(excess, w->excess.load());
          Checkpoint now = cp;
          now.done = done;
          now.excess = excess == std::numeric_limits<int>::max() ? 0 : excess;
          now.nodes = nodes_before + iteration_nodes();
          now.seconds = seconds_before + since(begin);
          now.write(limits_.checkpoint);
          if (limits_.log)
            std::fprintf(limits_.log, "threshold %d: %llu of %llu subtrees, %llu nodes, %.1f s\n",
                         cp.threshold, static_cast<unsigned long long>(done),
                         static_cast<unsigned long long>(subtrees),
                         static_cast<unsigned long long>(now.nodes), now.seconds);
        }
        last_save = std::chrono::steady_clock::now();
      }
    }
    for (auto& t : pool) t.join();
    budget_out = budget_out || (it.out_of_nodes && !it.solved);
    const uint64_t n = iteration_nodes();
    // The last partial counts of each worker.
    run_nodes_ += n;
    cp.nodes += n;
    if (it.solved) {
      Position p = start;
      for (int cell : it.solution) {
        cp.solution += move_letter(p.blank, cell);
        p.move_from(cell);
      }
      cp.done = 0;
      cp.excess = 0;
      break;
    }
    int excess = cp.excess ? cp.excess : std::numeric_limits<int>::max();
    for (auto& w : workers) excess = std::min(excess, w->excess.load());
    if (budget_out) {
      // Resume at the first subtree some worker had not finished.
      uint64_t done = kNone;
      for (auto& w : workers) done = std::min<uint64_t>(done, w->claim_.load());
      cp.done = done == kNone ? cp.done : done;
      cp.excess = excess == std::numeric_limits<int>::max() ? 0 : excess;
      save();
      r.bound = cp.threshold;
      r.nodes = cp.nodes;
      r.seconds = cp.seconds;
      return r;
    }
    moved_on = true;
    if (limits_.log)
      std::fprintf(limits_.log, "threshold %d: no solution, %llu nodes, %.1f s\n", cp.threshold,
                   static_cast<unsigned long long>(cp.nodes), seconds_before + since(begin));
    if (excess == std::numeric_limits<int>::max())
      throw std::logic_error("an iteration saw no node above its threshold");
    cp.threshold = excess;
    cp.done = 0;
    cp.excess = 0;
    save();
  }
  save();
  r.solved = !cp.solution.empty() || start.is_goal();
  r.moves = cp.solution;
  r.bound = r.solved ? static_cast<int>(cp.solution.size()) : cp.threshold;
  r.nodes = cp.nodes;
  r.seconds = cp.seconds;
  return r;
}

}  // namespace lloyd::solver
