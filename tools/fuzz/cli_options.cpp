// cli_options: the command-line reader every tool uses (tools/common/cli/cli.h) on any words. The
// input's lines are the words (at most 40), read by a command line with an option of every kind
// the tools declare: whole numbers, milliseconds, seconds, texts, repeatable texts, flags, a custom
// reader, the match runner's options and operands. The harness stops (abort) when:
// - the reader throws anything but std::invalid_argument, or refuses with a message that is empty
//   or more than one line;
// - two readings of the same words differ (accept or refuse, the message, the values);
// - an accepted value breaks its option's rule (a number out of its range);
// - an operand that begins with '-' (but "-" and a negative number) was accepted without a `--`
//   before it;
// - the values accepted, written back as a canonical command line (`--opt=VALUE` each), read to
//   different values.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "common/cli/cli.h"
#include "common/match/match.h"
#include "words.h"

namespace {

void fail(const std::string& what, const std::vector<std::string>& words) {
  fuzz_fail("cli_options", what, words);
}

struct Values {
  long long n = 1, wall_ms = 0;
  contest::Millis limit{1000};
  std::string log, shape;
  std::vector<std::string> env, words;
  bool resume = false;
  int steps = 0;
  contest::RunnerOptions runner;

  bool operator==(const Values& o) const {
    return n == o.n && wall_ms == o.wall_ms && limit == o.limit && log == o.log &&
           shape == o.shape && env == o.env && words == o.words && resume == o.resume &&
           (steps > 0) == (o.steps > 0) && runner.jobs == o.runner.jobs &&
           runner.results == o.runner.results && runner.resume == o.runner.resume &&
           runner.shard.index == o.runner.shard.index &&
           runner.shard.count == o.runner.shard.count && runner.seed == o.runner.seed &&
           runner.quiet == o.runner.quiet && runner.sprt.has_value() == o.runner.sprt.has_value();
  }
};

// Reads words; returns "" when accepted, "help" when help is asked for, else the refusal.
std::string read(const std::vector<std::string>& words, Values& v) {
  contest::cli::Command c("tool");
  add_runner_options(c, v.runner);
  c.whole("-n,--count", v.n, 1, 100);
  c.millis("--limit-ms", v.limit, 1, 3600000);
  c.seconds("--wall", 1, 864000000, [&v](long long ms) { v.wall_ms = ms; });
  c.text("--log", v.log);
  c.texts("--env", v.env);
  c.flag("--again", v.resume);
  c.flag("--step", [&v] { ++v.steps; });
  c.custom("--shape", [&v](const std::string& s) {
    if (s != "square" && s != "round") throw contest::cli::Usage("--shape: not a shape");
    v.shape = s;
  });
  c.rest("WORD", v.words);
  try {
    return c.parse_args(words) ? "" : "help";
  } catch (const std::invalid_argument& e) {
    fuzz_check_refusal("cli_options", e.what(), words);
    return e.what();
  } catch (...) {
    fail("an exception other than std::invalid_argument", words);
  }
  return "";
}

// The accepted values as a command line of `--opt=VALUE` words, operands after `--`.
std::vector<std::string> canonical(const Values& v) {
  std::vector<std::string> w = {
      "--count=" + std::to_string(v.n), "--limit-ms=" + std::to_string(v.limit.count()),
      "--jobs=" + std::to_string(v.runner.jobs), "--seed=" + std::to_string(v.runner.seed),
      "--shard=" + std::to_string(v.runner.shard.index) + "/" +
          std::to_string(v.runner.shard.count)};
  if (v.wall_ms)
    w.push_back("--wall=" + std::to_string(v.wall_ms / 1000) + "." +
                std::to_string(1000 + v.wall_ms % 1000).substr(1));
  if (!v.log.empty()) w.push_back("--log=" + v.log);
  if (!v.shape.empty()) w.push_back("--shape=" + v.shape);
  if (!v.runner.results.empty()) w.push_back("--results=" + v.runner.results);
  for (const std::string& e : v.env) w.push_back("--env=" + e);
  if (v.resume) w.push_back("--again");
  if (v.steps) w.push_back("--step");
  if (v.runner.resume) w.push_back("--resume");
  if (v.runner.quiet) w.push_back("--quiet");
  if (v.runner.sprt) w.push_back("--sprt=elo0=0");
  w.push_back("--");
  w.insert(w.end(), v.words.begin(), v.words.end());
  return w;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string> words = fuzz_words(data, size);

  Values first, second;
  const std::string a = read(words, first), b = read(words, second);
  if (a != b || (a.empty() && !(first == second))) fail("two readings differ", words);
  if (!a.empty()) return 0;

  // The values keep their options' rules.
  if (first.n < 1 || first.n > 100 || first.limit.count() < 1 || first.limit.count() > 3600000 ||
      first.wall_ms < 0 || first.wall_ms > 864000000 || first.runner.jobs < 1 ||
      first.runner.jobs > 256 || first.runner.shard.index < 1 ||
      first.runner.shard.index > first.runner.shard.count)
    fail("a value out of its range", words);
  bool marked = false;
  for (const std::string& w : words) marked = marked || w == "--";
  for (const std::string& w : first.words)
    if (w.size() > 1 && w[0] == '-' && (w[1] < '0' || w[1] > '9') && !marked)
      fail("an option taken as an operand", words);

  // Written back and read again: the same values.
  const std::vector<std::string> again = canonical(first);
  Values third;
  const std::string c = read(again, third);
  if (!c.empty()) fail("the canonical line refused: " + c, again);
  third.runner.sprt = first.runner.sprt;  // the test's parameters are not written back
  if (!(third == first)) fail("the canonical line reads differently", words);
  return 0;
}
