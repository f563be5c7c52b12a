// json.h: a small, strict JSON reader and writer for the match runner's results files (one
// object per line, see results.h). It reads RFC 8259 JSON and nothing else: no comments, no
// trailing commas, no NaN, no leading zeros, no unescaped control characters, no invalid UTF-8,
// no duplicate keys, nothing after the value. Numbers are doubles, which hold every whole number
// the results carry (up to 2^53) exactly. Objects keep their members in the order written.
#pragma once

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace contest {

// What the reader throws: the problem, and the 1-based column of the byte where it was found.
class JsonError : public std::runtime_error {
 public:
  JsonError(std::size_t column, const std::string& what)
      : std::runtime_error("column " + std::to_string(column) + ": " + what), column_(column) {}
  std::size_t column() const { return column_; }

 private:
  std::size_t column_;
};

class Json {
 public:
  enum class Type { Null, Bool, Number, String, Array, Object };
  using Members = std::vector<std::pair<std::string, Json>>;

  Json() = default;  // null
  Json(bool b) : type_(Type::Bool), bool_(b) {}
  Json(double d) : type_(Type::Number), number_(d) {}
  Json(int i) : Json(static_cast<double>(i)) {}
  Json(long i) : Json(static_cast<double>(i)) {}
  Json(long long i) : Json(static_cast<double>(i)) {}
  Json(const char* s) : type_(Type::String), string_(s) {}
  Json(std::string s) : type_(Type::String), string_(std::move(s)) {}
  static Json array() { return Json(Type::Array); }
  static Json object() { return Json(Type::Object); }

  Type type() const { return type_; }
  bool is(Type t) const { return type_ == t; }
  bool as_bool() const { return bool_; }
  double as_number() const { return number_; }
  const std::string& as_string() const { return string_; }
  const std::vector<Json>& items() const { return items_; }
  const Members& members() const { return members_; }

  // Builders: push_back on an array; set on an object (a key set twice keeps its first place).
  Json& push_back(Json value);
  Json& set(const std::string& key, Json value);
  const Json* find(const std::string& key) const;  // an object's member, or null

  // The compact text (no blanks). Whole numbers up to 2^53 are written without a point; other
  // numbers with the fewest digits that read back exactly. Throws std::invalid_argument for a
  // number that is not finite or a string that is not valid UTF-8.
  std::string dump() const;
  void dump(std::string& out) const;

  // Parses one value, which must fill the text (blanks around it allowed). Throws JsonError.
  static Json parse(const std::string& text);

  friend bool operator==(const Json& a, const Json& b);
  friend bool operator!=(const Json& a, const Json& b) { return !(a == b); }

 private:
  explicit Json(Type t) : type_(t) {}
  Type type_ = Type::Null;
  bool bool_ = false;
  double number_ = 0;
  std::string string_;
  std::vector<Json> items_;
  Members members_;
};

// The text with every byte that starts no valid UTF-8 sequence replaced by U+FFFD, so that it can
// be dumped: for texts taken from files that may hold anything (a log's names and messages).
std::string valid_utf8(const std::string& text);

}  // namespace contest
