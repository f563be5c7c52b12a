// run_manifest: report::parse_run (tools/report/run.h), the strict reader of a run's run.json, on
// any bytes. It may refuse; it must not crash, and it must keep its word:
// - it throws only std::invalid_argument (a manifest it refuses) or contest::JsonError (a text
//   that is not JSON), with a message;
// - a manifest it accepts has every required member not empty, a known game and kind, a date of
//   one of the two documented lengths, a summary, no empty file name or summary line, checks of
//   distinct names;
// - the same manifest written back by the JSON writer reads to the same run;
// - its summary compared with itself agrees, and with one character of a line changed differs.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "common/core/json.h"
#include "report/figures.h"
#include "report/run.h"

namespace {

void fail(const char* what) {
  std::fprintf(stderr, "PROPERTY run_manifest: %s\n", what);
  std::abort();
}

bool same(const report::Run& a, const report::Run& b) {
  if (a.game != b.game || a.date != b.date || a.commit != b.commit || a.bench != b.bench ||
      a.entry != b.entry || a.kind != b.kind || a.command != b.command || a.shows != b.shows ||
      a.converted != b.converted || a.accepts != b.accepts || a.sprt != b.sprt ||
      a.results != b.results || a.logs != b.logs || a.summary != b.summary ||
      a.checks.size() != b.checks.size())
    return false;
  for (std::size_t i = 0; i < a.checks.size(); ++i)
    if (a.checks[i].name != b.checks[i].name || a.checks[i].command != b.checks[i].command ||
        a.checks[i].expect != b.checks[i].expect || a.checks[i].exit != b.checks[i].exit)
      return false;
  return true;
}

bool any_empty(const std::vector<std::string>& v) {
  for (const std::string& s : v)
    if (s.empty()) return true;
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  report::Run r;
  try {
    r = report::parse_run(text);
  } catch (const std::invalid_argument& e) {
    if (!*e.what()) fail("a refusal without a message");
    return 0;
  } catch (const contest::JsonError& e) {
    if (!*e.what()) fail("a JSON error without a message");
    return 0;
  } catch (...) {
    fail("an exception other than std::invalid_argument or contest::JsonError");
  }
  for (const std::string* s :
       {&r.game, &r.date, &r.commit, &r.entry, &r.kind, &r.command, &r.shows})
    if (s->empty()) fail("a required member accepted empty");
  if (r.date.size() != 10 && r.date.size() != 17) fail("a date of neither documented length");
  if (r.summary.empty() || any_empty(r.summary) || any_empty(r.results) || any_empty(r.logs))
    fail("an empty summary, summary line or file name accepted");
  for (std::size_t i = 0; i < r.checks.size(); ++i) {
    if (r.checks[i].name.empty() || r.checks[i].command.empty()) fail("an empty check accepted");
    for (std::size_t j = 0; j < i; ++j)
      if (r.checks[i].name == r.checks[j].name) fail("two checks of one name accepted");
  }
  try {
    if (!same(r, report::parse_run(contest::Json::parse(text).dump())))
      fail("the manifest written back reads to another run");
  } catch (const std::exception&) {
    fail("the manifest written back is refused");
  }
  report::Figures f;
  f.lines = r.summary;
  if (!report::summary_differences(r, f).empty()) fail("a summary differs from itself");
  f.lines.back().back() ^= 1;
  if (report::summary_differences(r, f).size() != 1) fail("a changed summary line not found");
  return 0;
}
