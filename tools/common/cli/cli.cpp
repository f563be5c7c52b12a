// cli.cpp: the project's rules on top of CLI11 (cli.h).
#include "common/cli/cli.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>

#include "common/core/numbers.h"

namespace contest::cli {

namespace {

// Options the tool reads itself run their callback once, with the last value given.
CLI::Option* one_value(CLI::Option* o, const std::string& type) {
  o->expected(1);
  o->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  o->type_name(type);
  return o;
}

// A validator: check returns the reason ("expected ...") when the text is not a value.
CLI::Validator validator(std::function<std::string(const std::string&)> check) {
  return CLI::Validator([check](std::string& text) { return check(text); }, "", "value");
}

// An app with the project's rules: parse_args answers -h and --help before CLI11 sees them, and
// an argument no option or operand takes is an error.
std::shared_ptr<CLI::App> new_app(const std::string& name) {
  auto app = std::make_shared<CLI::App>("", name);
  app->set_help_flag();
  app->allow_extras(false);
  return app;
}

// What a parting `--` (Command::parted_rest) is while CLI11 reads the words: a word no one types.
const char* const kParting = "\x1f--";

}  // namespace

std::string refusal(const std::string& reason, const std::string& text) {
  return reason + ", got '" + text + "'";
}

long long whole_number(const std::string& option, const std::string& text, long long lo,
                       long long hi) {
  long long v = 0;
  if (!parse_whole(text, lo, hi, v))
    throw Usage(
        option + ": " +
        refusal("expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi),
                text));
  return v;
}

int usage(const std::string& tool, const std::string& why) {
  std::cerr << tool << ": " << why << " (see --help)\n";
  return 2;
}

bool asks_help(const std::vector<std::string>& args) {
  for (const std::string& a : args) {
    if (a == "--") return false;
    if (a == "-h" || a == "--help") return true;
  }
  return false;
}

Command::Command(const std::string& name)
    : name_(name), owned_(new_app(name)), app_(owned_.get()) {}

Command::Command(const std::string& name, CLI::App* app) : name_(name), app_(app) {}

Command::~Command() = default;

bool Command::named(const CLI::App* sub) const {
  const std::vector<CLI::App*> subs = app_->get_subcommands();  // the ones named
  return std::find(subs.begin(), subs.end(), sub) != subs.end();
}

CLI::Option* Command::whole(const std::string& names, long long lo, long long hi,
                            std::function<void(long long)> set) {
  return number(
      names, "N",
      [lo, hi](const std::string& t, long long& v) { return parse_whole(t, lo, hi, v); },
      "expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi),
      std::move(set));
}

CLI::Option* Command::millis(const std::string& names, Millis& value, long long lo, long long hi) {
  return whole(names, lo, hi, [&value](long long v) { value = Millis(v); });
}

CLI::Option* Command::seconds(const std::string& names, long long lo_ms, long long hi_ms,
                              std::function<void(long long)> set) {
  const auto secs = [](long long ms) {
    std::string s = std::to_string(ms / 1000);
    if (ms % 1000) {
      const std::string d = std::to_string(1000 + ms % 1000).substr(1);
      s += "." + d.substr(0, d.find_last_not_of('0') + 1);
    }
    return s;
  };
  return number(
      names, "S",
      [lo_ms, hi_ms](const std::string& t, long long& ms) {
        return parse_option_seconds(t, lo_ms, hi_ms, ms);
      },
      "expected seconds from " + secs(lo_ms) + " to " + secs(hi_ms) +
          ", digits with at most three decimals",
      std::move(set));
}

CLI::Option* Command::number(const std::string& names, const std::string& type,
                             std::function<bool(const std::string&, long long&)> read,
                             const std::string& reason, std::function<void(long long)> set) {
  CLI::Option* o = app_->add_option(
      names,
      [read, set](const CLI::results_t& r) {
        long long v = 0;
        read(r.back(), v);  // checked by the validator
        set(v);
        return true;
      },
      "");
  o->check(validator([read, reason](const std::string& text) {
    long long v = 0;
    return read(text, v) ? std::string() : refusal(reason, text);
  }));
  return one_value(o, type);
}

CLI::Option* Command::text(const std::string& names, std::string& value) {
  CLI::Option* o = app_->add_option(
      names,
      [&value](const CLI::results_t& r) {
        value = r.back();
        return true;
      },
      "");
  o->check(validator([](const std::string& text) {
    return text.empty() ? std::string("expected a value, got an empty one") : std::string();
  }));
  return one_value(o, "TEXT");
}

CLI::Option* Command::texts(const std::string& names, std::vector<std::string>& values) {
  CLI::Option* o = app_->add_option(
      names,
      [&values](const CLI::results_t& r) {
        values.insert(values.end(), r.begin(), r.end());
        return true;
      },
      "");
  o->expected(1);
  o->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  o->type_name("TEXT");
  return o;
}

CLI::Option* Command::custom(const std::string& names,
                             std::function<void(const std::string&)> set) {
  CLI::Option* o = app_->add_option(
      names,
      [set](const CLI::results_t& r) {
        set(r.back());
        return true;
      },
      "");
  return one_value(o, "TEXT");
}

CLI::Option* Command::flag(const std::string& names, bool& value) {
  CLI::Option* o = app_->add_flag(names, value, "");
  o->disable_flag_override();
  o->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  return o;
}

CLI::Option* Command::flag(const std::string& names, std::function<void()> on) {
  CLI::Option* o = app_->add_flag_callback(names, std::move(on), "");
  o->disable_flag_override();
  o->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  return o;
}

CLI::Option* Command::rest(const std::string& name, std::vector<std::string>& values) {
  rest_ = &values;
  return app_->add_option(name, values, "");
}

Command* Command::subcommand(const std::string& name) {
  app_->require_subcommand(0, 1);  // a second command's name is an operand of the first
  const std::shared_ptr<CLI::App> app = new_app(name);
  app->fallthrough();
  app_->add_subcommand(app);
  subs_.push_back(std::unique_ptr<Command>(new Command(name, app.get())));
  return subs_.back().get();
}

std::string Command::chosen() const {
  if (!command_.empty()) return command_;
  const std::vector<CLI::App*> subs = app_->get_subcommands();  // the ones named
  return subs.empty() ? "" : subs.front()->get_name();
}

void Command::verbatim(std::vector<std::string>& words) {
  app_->fallthrough(false);
  app_->prefix_command();
  verbatim_ = &words;
}

void Command::option_names(std::set<std::string>& known, std::set<std::string>& values) const {
  for (const auto& sub : subs_)
    for (const CLI::Option* o : sub->app_->get_options()) {
      std::vector<std::string> names;
      for (const std::string& n : o->get_lnames()) names.push_back("--" + n);
      for (const std::string& n : o->get_snames()) names.push_back("-" + n);
      known.insert(names.begin(), names.end());
      if (o->get_items_expected_max() > 0) values.insert(names.begin(), names.end());
    }
}

void Command::commands(const std::vector<std::string>& names, std::vector<std::string>& words,
                       const std::vector<std::string>& before) {
  command_names_ = names;
  command_words_ = &words;
  command_options_ = before;
}

std::size_t Command::option_width(const std::string& a) const {
  const auto takes_value = [this](const std::string& name) {
    if (std::find(command_options_.begin(), command_options_.end(), name) != command_options_.end())
      return true;
    const CLI::Option* o = app_->get_option_no_throw(name);
    return o && o->get_items_expected_max() > 0;
  };
  if (a.compare(0, 2, "--") == 0) return a.find('=') == std::string::npos && takes_value(a) ? 2 : 1;
  // -j 2, -j2, -qj 2: short options one after another, the first that takes a value ends them.
  for (std::size_t k = 1; k < a.size(); ++k)
    if (takes_value(std::string("-") + a[k])) return k + 1 == a.size() ? 2 : 1;
  return 1;
}

std::size_t Command::command_at(const std::vector<std::string>& args) const {
  for (std::size_t i = 0; i < args.size();) {
    const std::string& a = args[i];
    if (a == "--") break;
    if (a.size() < 2 || a[0] != '-' || (a[1] >= '0' && a[1] <= '9')) {  // an operand
      const bool named =
          std::find(command_names_.begin(), command_names_.end(), a) != command_names_.end();
      return named ? i : std::string::npos;
    }
    i += option_width(a);
  }
  return std::string::npos;
}

CLI::Option* Command::parted_rest(const std::string& name, std::vector<std::string>& values) {
  parted_ = true;
  return rest(name, values);
}

void Command::program(std::vector<std::string>& words) {
  app_->prefix_command();
  program_ = &words;
  flag("-h,--help", help_);  // only before the program: its own words may hold -h
}

// The words as CLI11 is to read them: `--opt=` (which CLI11 reads as `--opt` followed by the next
// word) as an empty value, and the `--` of a parted subcommand as a word.
std::vector<std::string> Command::words_for_cli11(const std::vector<std::string>& args) const {
  std::vector<std::string> words;
  bool operands = false;
  const Command* parted = nullptr;  // the subcommand named so far, when its `--` parts operands
  bool parting = false;             // its `--` seen
  for (const std::string& a : args) {
    if (!operands && !parted && !parting)
      for (const auto& sub : subs_)
        if (sub->parted_ && sub->app_->check_name(a)) parted = sub.get();
    if (parted && !parting && a == "--") {
      words.push_back(kParting);
      parting = true;  // a second `--` ends the options
      continue;
    }
    operands = operands || a == "--";
    const bool empty_value = !operands && !program_ && a.size() > 3 && a.compare(0, 2, "--") == 0 &&
                             a.find('=') == a.size() - 1;
    words.push_back(empty_value ? a.substr(0, a.size() - 1) : a);
    if (empty_value) words.emplace_back();
  }
  return words;
}

// The words read, checked: no option took a parting `--` for its value; CLI11 takes "---x" or "-@"
// for an operand, but a word that begins with '-' is one only after `--`, or when it is a negative
// number ("-5"), which the tool then reads as a number. A parted subcommand's `--` is given back.
void Command::check_operands(const std::vector<std::string>& words) {
  // A parting `--` taken for an option's value ("--results -- a=A"): the value is missing.
  std::vector<const CLI::App*> apps = {app_};
  for (const CLI::App* a : app_->get_subcommands()) apps.push_back(a);
  for (const CLI::App* app : apps)
    for (const CLI::Option* o : app->get_options())
      for (const std::string& r : o->nonpositional() ? o->results() : CLI::results_t{})
        if (r == kParting) throw Usage(o->get_name() + ": a value is missing");
  const auto mark = std::find(words.begin(), words.end(), "--");
  std::vector<std::string> after(mark == words.end() ? words.end() : mark + 1, words.end());
  std::vector<std::vector<std::string>*> rests = {rest_};
  for (const auto& owned : subs_) {
    Command* sub = owned.get();
    if (!named(sub->app_)) continue;
    if (sub->rest_) rests.push_back(sub->rest_);
    if (sub->rest_ && sub->parted_)
      std::replace(sub->rest_->begin(), sub->rest_->end(), std::string(kParting),
                   std::string("--"));
  }
  for (std::vector<std::string>* rest : rests)
    for (const std::string& w : rest ? *rest : std::vector<std::string>{}) {
      if (w.size() < 2 || w[0] != '-' || (w[1] >= '0' && w[1] <= '9') || w == "--") continue;
      const auto at = std::find(after.begin(), after.end(), w);
      if (at == after.end()) throw Usage(w + ": unknown option");
      after.erase(at);
    }
}

std::optional<int> Command::read_main(int argc, char** argv, const std::string& help) {
  try {
    if (parse_args(std::vector<std::string>(argv + 1, argv + argc))) return std::nullopt;
  } catch (const std::invalid_argument& e) {
    return usage(name_, e.what());
  }
  std::cout << help;
  return 0;
}

bool Command::parse_args(const std::vector<std::string>& given) {
  if (!program_ && asks_help(given)) return false;
  std::vector<std::string> args = given;
  if (const std::size_t at = command_words_ ? command_at(given) : std::string::npos;
      at != std::string::npos) {
    // The options before the word are this command's, checked here, or the command's own.
    command_ = given[at];
    command_words_->clear();
    args.clear();
    for (std::size_t i = 0; i < at;) {
      const std::size_t width = std::min(option_width(given[i]), at - i);
      const std::string name = given[i].substr(0, given[i].find('='));
      const bool its = std::find(command_options_.begin(), command_options_.end(), name) !=
                       command_options_.end();
      std::vector<std::string>& to = its ? *command_words_ : args;
      to.insert(to.end(), given.begin() + i, given.begin() + i + width);
      i += width;
    }
    command_words_->insert(command_words_->end(), given.begin() + at + 1, given.end());
  }
  const std::vector<std::string> words = words_for_cli11(args);
  std::vector<std::string> reversed(words.rbegin(), words.rend());  // CLI11 takes them so
  try {
    app_->parse(reversed);
    for (const auto& sub : subs_)
      if (sub->verbatim_ && named(sub->app_)) *sub->verbatim_ = sub->app_->remaining(false);
    if (program_) {
      // An option CLI11 does not know stays among the words before the program's.
      std::vector<std::string> words = app_->remaining(false);
      if (!words.empty() && words.front() == "--")
        words.erase(words.begin());
      else if (!words.empty() && words.front().size() > 1 && words.front()[0] == '-')
        throw Usage(words.front() + ": unknown option");
      *program_ = words;
    }
    check_operands(words);
  } catch (const CLI::ExtrasError&) {
    std::vector<std::string> extra = app_->remaining(false);
    extra.erase(std::remove(extra.begin(), extra.end(), "--"), extra.end());  // no extra
    const std::string first = extra.empty() ? std::string() : extra.front();
    if (first.size() > 1 && first[0] == '-') throw Usage(first + ": unknown option");
    throw Usage("unexpected argument '" + first + "'");
  } catch (const CLI::ArgumentMismatch& e) {
    // "--opt: 1 required N missing": the value of the last option is missing.
    const std::string m = e.what();
    // "resume was given a disallowed flag override": --resume=VALUE.
    const std::size_t given = m.find(" was given a disallowed flag override");
    if (given != std::string::npos) {
      const std::string name = m.substr(0, given);
      std::string typed = "--" + name;
      for (const std::string& a : args)
        if (a.rfind("-" + name + "=", 0) == 0) typed = "-" + name;
      throw Usage(typed + ": takes no value");
    }
    const std::string missing = " missing";
    if (m.size() > missing.size() &&
        m.compare(m.size() - missing.size(), missing.size(), missing) == 0)
      throw Usage(m.substr(0, m.find(':')) + ": a value is missing");
    throw Usage(m);
  } catch (const CLI::ParseError& e) {
    throw Usage(e.what());
  }
  return !help_;
}

}  // namespace contest::cli
