// rules.cpp: see rules.h.
#include "rules.h"

#include <cstdlib>
#include <utility>

namespace lloyd {

Square perfection() {
  Square s;
  for (int i = 0; i < kCells - 1; ++i) s[i] = static_cast<char>('A' + i);
  s[kCells - 1] = kEmpty;
  return s;
}

bool is_perfect(const Square& s) { return s == perfection(); }

int empty_spot(const Square& s) {
  for (int i = 0; i < kCells; ++i)
    if (s[i] == kEmpty) return i;
  return -1;
}

int tiles_in_place(const Square& s) {
  int n = 0;
  for (int i = 0; i < kCells - 1; ++i) n += s[i] == 'A' + i;
  return n;
}

std::string to_text(const Square& s) {
  std::string t;
  for (int r = 0; r < kSide; ++r) t.append(s.data() + r * kSide, kSide).push_back('\n');
  return t;
}

bool parse_square(const std::string& text, Square& out, std::string& error) {
  // Line by line, so that a problem names its line (a file cut short included).
  bool seen[26] = {};
  for (int r = 0; r < kSide; ++r) {
    const std::string line = "line " + std::to_string(r + 1);
    if (text.size() < static_cast<size_t>(r * 6 + 6) || text[r * 6 + 5] != '\n') {
      error = text.size() < static_cast<size_t>(r * 6 + 6) &&
                      text.find('\n', r * 6) == std::string::npos
                  ? line + " is missing or cut short: a square file holds 30 bytes, this one " +
                        std::to_string(text.size())
                  : line + " is not five characters and a newline";
      return false;
    }
    for (int c = 0; c < kSide; ++c) {
      char ch = text[r * 6 + c];
      int k = ch == kEmpty ? 24 : (ch >= 'A' && ch <= 'X' ? ch - 'A' : -1);
      if (k < 0) {
        error = line + ": character '" + ch + "' is not A-X or +";
        return false;
      }
      if (seen[k]) {
        error = line + ": character '" + ch + "' appears twice";
        return false;
      }
      seen[k] = true;
      out[r * kSide + c] = ch;
    }
  }
  if (text.size() != 30) {
    error = "line 6: a square file holds 30 bytes, this one " + std::to_string(text.size());
    return false;
  }
  return true;
}

bool parse_output(const std::string& text, std::string& moves, std::string& error) {
  if (text.empty() || text.back() != '\n') {
    error = "the output does not end with a newline";
    return false;
  }
  for (size_t i = 0; i + 1 < text.size(); ++i) {
    char ch = text[i];
    if (ch != 'd' && ch != 'u' && ch != 'r' && ch != 'l' && ch != 't') {
      error = "byte " + std::to_string(i) + " of the output is not one of durlt (code " +
              std::to_string(static_cast<unsigned char>(ch)) + ")";
      return false;
    }
  }
  moves = text.substr(0, text.size() - 1);
  return true;
}

bool apply_move(Square& s, char move) {
  int e = empty_spot(s);
  int r = e / kSide, c = e % kSide, from = -1;
  switch (move) {
    case 'd':
      from = r > 0 ? e - kSide : -1;
      break;  // the tile above moves down
    case 'u':
      from = r < kSide - 1 ? e + kSide : -1;
      break;  // the tile below moves up
    case 'r':
      from = c > 0 ? e - 1 : -1;
      break;  // the tile on the left moves right
    case 'l':
      from = c < kSide - 1 ? e + 1 : -1;
      break;  // the tile on the right moves left
    case 't':
      from = e != kCentre ? kCentre : -1;
      break;  // the centre tile is transported
    default:
      break;
  }
  if (from < 0) return false;
  s[e] = s[from];
  s[from] = kEmpty;
  return true;
}

Replay replay(const Square& start, const std::string& moves) {
  Replay r;
  Square s = start;
  for (size_t i = 0; i < moves.size(); ++i) {
    if (!apply_move(s, moves[i])) {
      r.legal = false;
      r.first_illegal = static_cast<int>(i);
      break;
    }
    ++r.moves;
    r.transports += moves[i] == 't';
  }
  r.final_square = s;
  r.perfect = r.legal && is_perfect(s);
  r.tiles_in_place = r.legal ? tiles_in_place(s) : 0;
  return r;
}

Square random_square(uint64_t seed) {
  // splitmix64, then Fisher-Yates with rejection so every index is exactly uniform.
  uint64_t x = seed;
  auto next = [&x]() {
    uint64_t z = (x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  };
  Square s = perfection();
  for (int i = kCells - 1; i > 0; --i) {
    uint64_t n = static_cast<uint64_t>(i) + 1, limit = UINT64_MAX - UINT64_MAX % n, v;
    do v = next();
    while (v >= limit);
    std::swap(s[i], s[static_cast<int>(v % n)]);
  }
  return s;
}

bool solvable_by_slides(const Square& s) {
  // Odd width: solvable iff the tiles (read row by row, empty spot skipped) have an even number
  // of inversions.
  int inversions = 0;
  for (int i = 0; i < kCells; ++i)
    for (int j = i + 1; j < kCells; ++j)
      if (s[i] != kEmpty && s[j] != kEmpty && s[i] > s[j]) ++inversions;
  return inversions % 2 == 0;
}

}  // namespace lloyd
