// cli.h: the one way every tool reads its command line. CLI11 parses (options
// with a value as `--opt V` or `--opt=V`, short options, flags, positionals anywhere, `--`, unknown
// options, missing values); the project's rules sit on top: every number is read by numbers.h
// (the whole token, within a stated range), an option given twice keeps its last value, `-h` and
// `--help` anywhere print the tool's own help text (pinned by its tests), and every error is one
// line that names the option.
//
// CLI11 is seen by cli.cpp alone: it is header-only, and a translation unit that includes it
// spends seconds compiling it, so the tools hold a Command, not a CLI::App.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/process/process.h"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace contest {
namespace cli {

// A command line that cannot be run: one line, naming the option. A tool's main answers it with
// the message, its usage and exit status 2.
struct Usage : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

// A CLI11 app with the project's rules: no CLI11 help flag (parse() answers -h/--help), no
// extras, options given again keep their last value. The option pointers it returns are
// handles: only cli.cpp looks inside them.
class Command {
 public:
  explicit Command(const std::string& name);
  ~Command();
  Command(const Command&) = delete;
  Command& operator=(const Command&) = delete;

  // A whole number from lo to hi ("5x", "-1", "1e3", "0x10", " 5" are refused).
  CLI::Option* whole(const std::string& names, long long lo, long long hi,
                     std::function<void(long long)> set);
  template <typename T>
  CLI::Option* whole(const std::string& names, T& value, long long lo, long long hi) {
    return whole(names, lo, hi, [&value](long long v) { value = static_cast<T>(v); });
  }
  // Milliseconds, a whole number from lo to hi.
  CLI::Option* millis(const std::string& names, Millis& value, long long lo, long long hi);
  // Seconds as a person types them ("600", "0.5", "2.125"), kept in milliseconds, lo to hi.
  CLI::Option* seconds(const std::string& names, long long lo_ms, long long hi_ms,
                       std::function<void(long long)> set);
  // Any text but the empty one.
  CLI::Option* text(const std::string& names, std::string& value);
  // Repeatable: every value kept, in order.
  CLI::Option* texts(const std::string& names, std::vector<std::string>& values);
  // A value the tool reads itself: set throws std::invalid_argument with a message that names
  // the option when the text is not one.
  CLI::Option* custom(const std::string& names, std::function<void(const std::string&)> set);
  CLI::Option* flag(const std::string& names, bool& value);
  CLI::Option* flag(const std::string& names, std::function<void()> on);
  // The arguments that are not options, in order. One that begins with '-' (but "-" itself) is
  // an unknown option unless it comes after `--`.
  CLI::Option* rest(const std::string& name, std::vector<std::string>& values);
  // Options end at the first argument that is not one (or at `--`): it and every word after it
  // are a program's command line, words (-h/--help count only before it).
  void program(std::vector<std::string>& words);

  // A subcommand of its own options and operands (CLI11's), its name one of the words; the
  // options of this command are taken after that name too (CLI11's fallthrough), as git's and
  // fastchess's are. At most one subcommand is named; chosen() says which, "" when none.
  Command* subcommand(const std::string& name);
  std::string chosen() const;
  // This subcommand takes its words as they are, none an option of its parent's (merge's, read
  // by its own parser): they are in `words` after parse_args, when it is chosen.
  void verbatim(std::vector<std::string>& words);
  // The names of every subcommand's options (`--name`, `-n`) in known, those that take a value
  // in values too.
  void option_names(std::set<std::string>& known, std::set<std::string>& values) const;
  // Commands named by a word, as git's are (merge, report): a word of `names` that is the first
  // argument neither an option (of this command, or one of `before`) nor an option's value names
  // one, wherever options put it. parse_args then checks the options before the word, gives the
  // command every other argument in order (the word left out) in `words`, and chosen() names it.
  // `before` are the commands' own options that take a value and may stand before the word too
  // (merge's -o FILE): they and their values go to `words`. After `--` no word names a command.
  void commands(const std::vector<std::string>& names, std::vector<std::string>& words,
                const std::vector<std::string>& before = {});

  // Operands in two lists parted by `--` (ARENA... -- NAME=PATH...), all in values with the `--`
  // between them: in this subcommand a `--` parts them rather than ending the options, so options
  // may follow the second list as well.
  CLI::Option* parted_rest(const std::string& name, std::vector<std::string>& values);

  // Parses args (the command line without the program's name). Returns false when -h or --help
  // is among them (before a `--`): the caller prints its help. Throws Usage.
  bool parse_args(const std::vector<std::string>& args);

  // A main's arguments (argv after the program's name) read: nothing when the tool goes on, else
  // its exit status, answered: 0 with help printed on stdout (-h, --help), 2 with usage(name, why)
  // for a line it cannot run.
  std::optional<int> read_main(int argc, char** argv, const std::string& help);

 private:
  // A number read from the text by read, refused with reason ("expected ...") when it cannot be.
  CLI::Option* number(const std::string& names, const std::string& type,
                      std::function<bool(const std::string&, long long&)> read,
                      const std::string& reason, std::function<void(long long)> set);

  std::vector<std::string> words_for_cli11(const std::vector<std::string>& args) const;
  // How many arguments the option that begins with a takes up: 2 when its value is the next.
  std::size_t option_width(const std::string& a) const;
  // Where the word of a command stands in args (commands()); npos when none is named.
  std::size_t command_at(const std::vector<std::string>& args) const;
  void check_operands(const std::vector<std::string>& words);

  Command(const std::string& name, CLI::App* app);  // a subcommand, its app its parent's
  // True when the command line named the subcommand whose app is sub.
  bool named(const CLI::App* sub) const;

  std::string name_;
  std::shared_ptr<CLI::App> owned_;  // null in a subcommand: its parent's app holds its own
  CLI::App* app_;
  std::vector<std::unique_ptr<Command>> subs_;
  std::vector<std::string>* verbatim_ = nullptr;
  std::vector<std::string>* program_ = nullptr;
  bool help_ = false;  // -h or --help before the program (program() only)
  std::vector<std::string>* rest_ = nullptr;
  bool parted_ = false;                                       // parted_rest(): its `--` is a word
  std::vector<std::string> command_names_, command_options_;  // commands()
  std::vector<std::string>* command_words_ = nullptr;
  std::string command_;  // the command named
};

// A tool's answer to a command line it cannot run: "TOOL: WHY (see --help)" on stderr; returns the
// exit status of bad usage, 2.
int usage(const std::string& tool, const std::string& why);

// True when -h or --help is among args, before a `--`.
bool asks_help(const std::vector<std::string>& args);

// The words of a refused value: "REASON, got 'TEXT'".
std::string refusal(const std::string& reason, const std::string& text);

// A whole number from lo to hi that a tool reads itself (a list's item, an environment variable),
// or Usage "OPTION: expected a whole number from LO to HI, got 'TEXT'".
long long whole_number(const std::string& option, const std::string& text, long long lo,
                       long long hi);

}  // namespace cli
}  // namespace contest
