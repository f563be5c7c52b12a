// json.cpp: see json.h.
#include "common/core/json.h"

#include <charconv>
#include <cmath>
#include <cstdint>

namespace contest {

namespace {

constexpr int kMaxDepth = 32;  // deeper nesting is refused, so the reader never overflows
constexpr double kExact = 9007199254740992.0;  // 2^53: whole numbers up to it are exact

// The length of the valid UTF-8 sequence at s[i], or 0 when it is not one (overlong forms,
// surrogates and code points above U+10FFFF are invalid).
std::size_t utf8_length(const std::string& s, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned c = byte(i);
  if (c < 0x80) return 1;
  std::size_t n;
  std::uint32_t cp;
  if (c >= 0xC2 && c <= 0xDF)
    n = 2, cp = c & 0x1F;
  else if (c >= 0xE0 && c <= 0xEF)
    n = 3, cp = c & 0x0F;
  else if (c >= 0xF0 && c <= 0xF4)
    n = 4, cp = c & 0x07;
  else
    return 0;
  if (i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    cp = cp << 6 | (byte(i + k) & 0x3F);
  }
  if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) || cp > 0x10FFFF ||
      (cp >= 0xD800 && cp <= 0xDFFF))
    return 0;
  return n;
}

void append_utf8(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | cp >> 6);
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | cp >> 12);
    out += static_cast<char>(0x80 | (cp >> 6 & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | cp >> 18);
    out += static_cast<char>(0x80 | (cp >> 12 & 0x3F));
    out += static_cast<char>(0x80 | (cp >> 6 & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

}  // namespace

std::string valid_utf8(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8_length(text, i);
    if (n == 0)
      out += "\xEF\xBF\xBD", ++i;
    else
      out.append(text, i, n), i += n;
  }
  return out;
}

namespace {

void dump_string(const std::string& s, std::string& out) {
  static const char* const kHex = "0123456789abcdef";
  out += '"';
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const std::size_t n = utf8_length(s, i);
    if (n == 0) throw std::invalid_argument("JSON: a string that is not valid UTF-8");
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c == 0x7F) {
      out += "\\u00";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    } else {
      out.append(s, i, n);
    }
    i += n;
  }
  out += '"';
}

void dump_number(double d, std::string& out) {
  if (!std::isfinite(d)) throw std::invalid_argument("JSON: a number that is not finite");
  char buf[32];
  std::to_chars_result r;
  if (d == std::floor(d) && std::fabs(d) <= kExact)
    r = std::to_chars(buf, buf + sizeof buf, static_cast<long long>(d));
  else
    r = std::to_chars(buf, buf + sizeof buf, d);  // the shortest text that reads back exactly
  out.append(buf, r.ptr);
}

// A recursive-descent reader over the whole text; `at` is the next byte.
class Reader {
 public:
  explicit Reader(const std::string& text) : s_(text) {}

  Json document() {
    skip_blanks();
    Json v = value(0);
    skip_blanks();
    if (at_ != s_.size()) fail("text after the value");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const { throw JsonError(at_ + 1, what); }
  bool done() const { return at_ >= s_.size(); }
  char peek() const { return done() ? '\0' : s_[at_]; }

  void skip_blanks() {
    while (!done() && (s_[at_] == ' ' || s_[at_] == '\t' || s_[at_] == '\n' || s_[at_] == '\r'))
      ++at_;
  }

  void expect(char c) {
    if (peek() != c || done()) fail(std::string("expected '") + c + "'");
    ++at_;
  }

  void word(const char* w, std::size_t n) {
    if (s_.compare(at_, n, w) != 0) fail("not a JSON value");
    at_ += n;
  }

  Json value(int depth) {
    if (depth > kMaxDepth) fail("nested too deeply");
    if (done()) fail("a value is missing");
    switch (s_[at_]) {
      case '{':
        return object(depth);
      case '[':
        return array(depth);
      case '"':
        return Json(string());
      case 't':
        return word("true", 4), Json(true);
      case 'f':
        return word("false", 5), Json(false);
      case 'n':
        return word("null", 4), Json();
      default:
        return Json(number());
    }
  }

  Json object(int depth) {
    Json o = Json::object();
    ++at_;
    skip_blanks();
    if (peek() == '}' && !done()) return ++at_, o;
    for (;;) {
      skip_blanks();
      if (peek() != '"' || done()) fail("expected a key in quotes");
      const std::size_t key_at = at_;
      std::string key = string();
      if (o.find(key)) {
        at_ = key_at;
        fail("duplicate key \"" + key + "\"");
      }
      skip_blanks();
      expect(':');
      skip_blanks();
      o.set(key, value(depth + 1));
      skip_blanks();
      if (peek() == '}' && !done()) return ++at_, o;
      expect(',');
    }
  }

  Json array(int depth) {
    Json a = Json::array();
    ++at_;
    skip_blanks();
    if (peek() == ']' && !done()) return ++at_, a;
    for (;;) {
      skip_blanks();
      a.push_back(value(depth + 1));
      skip_blanks();
      if (peek() == ']' && !done()) return ++at_, a;
      expect(',');
    }
  }

  unsigned hex4() {
    unsigned v = 0;
    for (int k = 0; k < 4; ++k, ++at_) {
      const char c = peek();
      const int d = c >= '0' && c <= '9'   ? c - '0'
                    : c >= 'a' && c <= 'f' ? c - 'a' + 10
                    : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                           : -1;
      if (d < 0 || done()) fail("\\u needs four hexadecimal digits");
      v = v * 16 + d;
    }
    return v;
  }

  std::string string() {
    std::string out;
    ++at_;  // the opening quote
    for (;;) {
      if (done()) fail("unterminated string");
      const unsigned char c = static_cast<unsigned char>(s_[at_]);
      if (c == '"') return ++at_, out;
      if (c < 0x20) fail("a control character in a string");
      if (c != '\\') {
        const std::size_t n = utf8_length(s_, at_);
        if (n == 0) fail("invalid UTF-8");
        out.append(s_, at_, n);
        at_ += n;
        continue;
      }
      ++at_;
      const char e = peek();
      if (done()) fail("unterminated string");
      ++at_;
      switch (e) {
        case '"':
          out += '"';
          break;
        case '\\':
          out += '\\';
          break;
        case '/':
          out += '/';
          break;
        case 'b':
          out += '\b';
          break;
        case 'f':
          out += '\f';
          break;
        case 'n':
          out += '\n';
          break;
        case 'r':
          out += '\r';
          break;
        case 't':
          out += '\t';
          break;
        case 'u': {
          std::uint32_t cp = hex4();
          if (cp >= 0xDC00 && cp <= 0xDFFF) fail("a lone low surrogate");
          if (cp >= 0xD800 && cp <= 0xDBFF) {
            if (s_.compare(at_, 2, "\\u") != 0) fail("a high surrogate without its low half");
            at_ += 2;
            const std::uint32_t low = hex4();
            if (low < 0xDC00 || low > 0xDFFF) fail("a high surrogate without its low half");
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          }
          append_utf8(out, cp);
          break;
        }
        default:
          --at_;
          fail(std::string("unknown escape \\") + e);
      }
    }
  }

  // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?, finite.
  double number() {
    const std::size_t begin = at_;
    const auto digits = [&] {
      const std::size_t from = at_;
      while (!done() && s_[at_] >= '0' && s_[at_] <= '9') ++at_;
      return at_ - from;
    };
    if (peek() == '-') ++at_;
    if (peek() == '0' && !done()) {
      ++at_;
      if (!done() && s_[at_] >= '0' && s_[at_] <= '9') fail("a number with a leading zero");
    } else if (digits() == 0) {
      at_ = begin;
      fail("not a JSON value");
    }
    if (peek() == '.' && !done()) {
      ++at_;
      if (digits() == 0) fail("a point without digits after it");
    }
    if ((peek() == 'e' || peek() == 'E') && !done()) {
      ++at_;
      if (peek() == '+' || peek() == '-') ++at_;
      if (digits() == 0) fail("an exponent without digits");
    }
    double v = 0;
    const auto r = std::from_chars(s_.data() + begin, s_.data() + at_, v);
    if (r.ec != std::errc() || !std::isfinite(v)) {
      at_ = begin;
      fail("a number out of range");
    }
    return v;
  }

  const std::string& s_;
  std::size_t at_ = 0;
};

}  // namespace

Json& Json::push_back(Json value) {
  items_.push_back(std::move(value));
  return items_.back();
}

Json& Json::set(const std::string& key, Json value) {
  for (auto& m : members_)
    if (m.first == key) return m.second = std::move(value);
  members_.emplace_back(key, std::move(value));
  return members_.back().second;
}

const Json* Json::find(const std::string& key) const {
  for (const auto& m : members_)
    if (m.first == key) return &m.second;
  return nullptr;
}

std::string Json::dump() const {
  std::string out;
  dump(out);
  return out;
}

void Json::dump(std::string& out) const {
  switch (type_) {
    case Type::Null:
      out += "null";
      break;
    case Type::Bool:
      out += bool_ ? "true" : "false";
      break;
    case Type::Number:
      dump_number(number_, out);
      break;
    case Type::String:
      dump_string(string_, out);
      break;
    case Type::Array:
      out += '[';
      for (std::size_t i = 0; i < items_.size(); ++i) {
        if (i) out += ',';
        items_[i].dump(out);
      }
      out += ']';
      break;
    case Type::Object:
      out += '{';
      for (std::size_t i = 0; i < members_.size(); ++i) {
        if (i) out += ',';
        dump_string(members_[i].first, out);
        out += ':';
        members_[i].second.dump(out);
      }
      out += '}';
      break;
  }
}

Json Json::parse(const std::string& text) { return Reader(text).document(); }

bool operator==(const Json& a, const Json& b) {
  if (a.type_ != b.type_) return false;
  switch (a.type_) {
    case Json::Type::Null:
      return true;
    case Json::Type::Bool:
      return a.bool_ == b.bool_;
    case Json::Type::Number:
      return a.number_ == b.number_;
    case Json::Type::String:
      return a.string_ == b.string_;
    case Json::Type::Array:
      return a.items_ == b.items_;
    case Json::Type::Object:
      return a.members_ == b.members_;
  }
  return false;
}

}  // namespace contest
