// highnoon_turn: highnoon (showdown/highnoon.cpp, built in with CONTEST_NO_MAIN) plays one turn as
// its main does: the input's first line is the reply read with fgets, the rest is the state file,
// read with load (decode); then play_turn. The command must be one the statement allows: HELP,
// RADAR, or MOVE (to a neighbour of our square), WALL (not on it) or ZAP (along its row or column,
// not on it) on a square of the board. The memory after the turn must survive save and load
// exactly, or the next turn would start lost. A state file with a wrong check sum is only ever
// refused, so the rest is also tried with its check sum made right (the fuzzer would never find
// one), which reaches decode's checks of every field and play_turn on any memory they pass.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "highnoon.cpp"
#include "temp_dir.h"

namespace {

std::string state_path;

void fail(const char* what, const std::string& reply, const std::string& out) {
  std::fprintf(stderr, "PROPERTY highnoon_turn: %s (reply \"%s\", command \"%s\")\n", what,
               reply.c_str(), out.c_str());
  std::abort();
}

void write_state(const std::string& text) {
  std::FILE* f = std::fopen(state_path.c_str(), "wb");
  if (!f) fail("cannot write the state file", "", "");
  std::fwrite(text.data(), 1, text.size(), f);
  std::fclose(f);
}

// Whether out is a command the statement allows from the memory's square.
bool legal(const Memory& m, const std::string& out) {
  if (out == "HELP" || out == "RADAR") return true;
  char word[8] = "", row = 0, extra = 0;
  int col = 0;
  if (std::sscanf(out.c_str(), "%7s %c %d%c", word, &row, &col, &extra) != 3) return false;
  if (row < 'A' || row > 'I' || col < 1 || col > kCols) return false;
  const int at = (row - 'A') * kCols + col - 1;
  if (at != m.target) return false;
  const std::string w = word;
  if (w == "MOVE") return far(m.me, at) == 1;
  if (w == "WALL") return m.me != at;
  if (w == "ZAP") return in_line(m.me, at);
  return false;
}

// One turn from a state file (absent when state is null), checked.
void turn(const std::string& reply, const std::string* state) {
  if (state)
    write_state(*state);
  else
    std::remove(state_path.c_str());
  Memory m;
  const bool loaded = load(state_path.c_str(), m);
  m.name = "state";
  const std::string out = play_turn(m, loaded, reply);
  if (!legal(m, out)) fail("an illegal command", reply, out);
  save(state_path.c_str(), m);
  Memory back;
  if (!load(state_path.c_str(), back)) fail("load refuses what save wrote", reply, out);
  back.name = m.name;
  if (encode(back) != encode(m)) fail("save and load change the memory", reply, out);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  state_path = fuzz_temp_file("highnoon", "state");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // The reply exactly as main reads it: fgets into 256 bytes, then the line ends cut.
  char line[256] = "";
  std::size_t used = 0;
  if (size > 0) {
    std::FILE* in = fmemopen(const_cast<std::uint8_t*>(data), size, "r");
    if (!in) fail("fmemopen", "", "");
    if (!std::fgets(line, sizeof line, in)) line[0] = 0;
    used = static_cast<std::size_t>(std::ftell(in));
    std::fclose(in);
  }
  std::string reply(line);
  while (!reply.empty() && (reply.back() == '\n' || reply.back() == '\r')) reply.pop_back();
  if (used >= size) return turn(reply, nullptr), 0;
  const std::string state(reinterpret_cast<const char*>(data) + used, size - used);
  turn(reply, &state);

  // The same state with its check sum made right, as save() would have written it.
  std::string body = state.substr(0, state.find('\0'));
  while (!body.empty() && (body.back() == '\n' || body.back() == '\r')) body.pop_back();
  body = body.substr(0, body.rfind(' '));
  const std::string fixed = body + " " + std::to_string(checksum(body)) + "\n";
  if (fixed != state) turn(reply, &fixed);
  return 0;
}
