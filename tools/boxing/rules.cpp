// rules.cpp: see rules.h.
#include "rules.h"

#include <algorithm>
#include <stdexcept>

namespace boxing {

int Arena::vacant() const { return count(kVacant); }

int Arena::count(char mark) const {
  int n = 0;
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x) n += at(x, y) == mark;
  return n;
}

bool Arena::fits(const Box& b) const {
  if (b.k < 1 || b.k > kMaxBox || b.x < 0 || b.y < 0 || b.x + b.k > kWidth || b.y + b.k > kHeight)
    return false;
  for (int y = b.y; y < b.y + b.k; ++y)
    for (int x = b.x; x < b.x + b.k; ++x)
      if (at(x, y) != kVacant) return false;
  return true;
}

void Arena::place(const Box& b, char mark) {
  for (int y = b.y; y < b.y + b.k; ++y)
    for (int x = b.x; x < b.x + b.k; ++x) at(x, y) = mark;
}

std::vector<Box> Arena::legal_boxes() const {
  std::vector<Box> boxes;
  for (int k = 1; k <= kMaxBox; ++k)
    for (int y = 0; y + k <= kHeight; ++y)
      for (int x = 0; x + k <= kWidth; ++x)
        if (fits({x, y, k})) boxes.push_back({x, y, k});
  return boxes;
}

std::string format_error(const std::string& text) {
  if (text.size() != static_cast<std::size_t>(kArenaBytes))
    return "arena has " + std::to_string(text.size()) + " bytes, not " +
           std::to_string(kArenaBytes);
  for (int y = 0; y < kHeight; ++y) {
    for (int x = 0; x < kWidth; ++x)
      if (text[y * (kWidth + 1) + x] == '\n')
        return "line " + std::to_string(y + 1) + " has " + std::to_string(x) +
               " characters, not 32";
    if (text[y * (kWidth + 1) + kWidth] != '\n')
      return "line " + std::to_string(y + 1) + " is longer than 32 characters";
  }
  return "";
}

Arena parse_arena(const std::string& text) {
  std::string err = format_error(text);
  if (!err.empty()) throw std::runtime_error(err);
  return Arena{text};
}

bool valid_mark(char mark) {
  return mark > ' ' && mark < 127 && mark != kVacant && mark != kBlocked && mark != '/';
}

const char* output_error_name(OutputError e) {
  switch (e) {
    case OutputError::None:
      return "ok";
    case OutputError::WrongLength:
      return "wrong length";
    case OutputError::BadLayout:
      return "bad layout";
    case OutputError::ChangedTaken:
      return "changed a taken spot";
    case OutputError::WrongMark:
      return "wrong mark";
    case OutputError::NoMove:
      return "no move";
    case OutputError::NotSquare:
      return "not a square box";
    case OutputError::FullArenaChanged:
      return "changed a full arena";
  }
  return "?";
}

MoveCheck check_output(const Arena& input, const std::string& output, char mark) {
  MoveCheck c;
  auto fail = [&](OutputError e, std::string detail) {
    c.error = e;
    c.detail = std::move(detail);
    return c;
  };
  if (output.size() != static_cast<std::size_t>(kArenaBytes))
    return fail(OutputError::WrongLength, format_error(output));
  std::string layout = format_error(output);
  if (!layout.empty()) return fail(OutputError::BadLayout, layout);
  Arena out{output};
  if (input.full()) {
    if (output != input.text)
      return fail(OutputError::FullArenaChanged, "input had no vacant spot");
    return c;
  }
  int minx = kWidth, miny = kHeight, maxx = -1, maxy = -1, changed = 0;
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x) {
      char a = input.at(x, y), b = out.at(x, y);
      if (a == b) continue;
      std::string where = " at column " + std::to_string(x + 1) + ", row " + std::to_string(y + 1);
      if (a != kVacant)
        return fail(OutputError::ChangedTaken,
                    std::string("'") + a + "' became '" + b + "'" + where);
      if (b != mark) return fail(OutputError::WrongMark, std::string("wrote '") + b + "'" + where);
      ++changed;
      minx = std::min(minx, x), maxx = std::max(maxx, x);
      miny = std::min(miny, y), maxy = std::max(maxy, y);
    }
  if (changed == 0)
    return fail(OutputError::NoMove, "vacant spots remained but nothing was marked");
  int w = maxx - minx + 1, h = maxy - miny + 1;
  // Every spot inside the bounding square must have been vacant and now hold the mark.
  bool filled = w == h && changed == w * h;
  for (int y = miny; filled && y <= maxy; ++y)
    for (int x = minx; filled && x <= maxx; ++x) filled = input.at(x, y) == kVacant;
  if (!filled)
    return fail(OutputError::NotSquare, std::to_string(changed) + " spots marked in a " +
                                            std::to_string(w) + "x" + std::to_string(h) + " area");
  c.box = {minx, miny, w};
  return c;
}

Arena empty_arena() {
  std::string t;
  for (int y = 0; y < kHeight; ++y) t += std::string(kWidth, kVacant) + "\n";
  return Arena{t};
}

Arena generate_arena(std::uint64_t seed, int blocked, const std::string& layout) {
  if (layout != "random" && layout != "clusters" && layout != "symmetric")
    throw std::runtime_error("unknown arena layout '" + layout + "'");
  std::mt19937_64 rng(seed);
  Arena a = empty_arena();
  blocked = std::clamp(blocked, 0, kWidth * kHeight);
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); };
  int placed = 0;
  while (placed < blocked) {
    int x = pick(kWidth), y = pick(kHeight);
    if (layout == "clusters") {
      int w = 1 + pick(3), h = 1 + pick(3);
      for (int yy = y; yy < std::min(kHeight, y + h) && placed < blocked; ++yy)
        for (int xx = x; xx < std::min(kWidth, x + w) && placed < blocked; ++xx)
          if (a.at(xx, yy) == kVacant) a.at(xx, yy) = kBlocked, ++placed;
      continue;
    }
    if (a.at(x, y) != kVacant) continue;
    a.at(x, y) = kBlocked, ++placed;
    // The mirror spot through the centre; a symmetric arena has an even number of blocked spots
    // and leaves the four central spots vacant so the first player's centre box exists.
    int mx = kWidth - 1 - x, my = kHeight - 1 - y;
    if (layout == "symmetric" && a.at(mx, my) == kVacant) a.at(mx, my) = kBlocked, ++placed;
  }
  if (layout == "symmetric")
    for (int y = kHeight / 2 - 1; y <= kHeight / 2; ++y)
      for (int x = kWidth / 2 - 1; x <= kWidth / 2; ++x) a.at(x, y) = kVacant;
  return a;
}

}  // namespace boxing
