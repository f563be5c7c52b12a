// json_check.cpp: viewer_json_check DOC SHOW, the viewer's test of a replay tool's --json. DOC is
// what the tool wrote with --json, SHOW what it printed with --show (the same log and --game).
// Checks that DOC is JSON with every member of the schema (README.md) of the right type, every
// mark and header in place, and that the frames' texts and the results, in order, are exactly
// SHOW. Prints a line that sums the document up; exits 1 naming the first problem.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>

#include "common/core/json.h"

namespace {

using contest::Json;
using Type = Json::Type;

std::string slurp(const char* path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(std::string("cannot read ") + path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The member key of object o, which must be there with type t.
const Json& member(const Json& o, const std::string& key, Type t, const std::string& where) {
  const Json* m = o.find(key);
  if (!m) throw std::runtime_error(where + ": no member \"" + key + "\"");
  if (!m->is(t)) throw std::runtime_error(where + ": \"" + key + "\" has the wrong type");
  return *m;
}

int whole(const Json& o, const std::string& key, const std::string& where) {
  const double d = member(o, key, Type::Number, where).as_number();
  if (d != static_cast<int>(d) || d < 0) throw std::runtime_error(where + ": \"" + key + "\"");
  return static_cast<int>(d);
}

// A list of marks: [row, column, class] or [row, column, class, rows, columns], inside the board.
void marks(const Json& list, int rows, int columns, const std::string& where) {
  for (const Json& m : list.items()) {
    const auto& v = m.items();
    const bool ok = m.is(Type::Array) && (v.size() == 3 || v.size() == 5) &&
                    v[0].is(Type::Number) && v[1].is(Type::Number) && v[2].is(Type::String) &&
                    (v.size() == 3 || (v[3].is(Type::Number) && v[4].is(Type::Number)));
    if (!ok)
      throw std::runtime_error(where + ": a mark is not [row, column, class(, rows, columns)]");
    const double h = v.size() == 5 ? v[3].as_number() : 1, w = v.size() == 5 ? v[4].as_number() : 1;
    if (v[0].as_number() < 0 || v[1].as_number() < 0 || h < 1 || w < 1 ||
        v[0].as_number() + h > rows || v[1].as_number() + w > columns)
      throw std::runtime_error(where + ": a mark outside the board");
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: viewer_json_check DOC SHOW\n";
    return 2;
  }
  try {
    const Json doc = Json::parse(slurp(argv[1]));
    const std::string show = slurp(argv[2]);
    if (!doc.is(Type::Object)) throw std::runtime_error("the document is not an object");
    const std::string game = member(doc, "game", Type::String, "document").as_string();
    if (game != "showdown" && game != "shootemup" && game != "boxing" && game != "lloyd" &&
        game != "pousse")
      throw std::runtime_error("no such game: " + game);
    member(doc, "title", Type::String, "document");
    const std::string verdict = member(doc, "verdict", Type::String, "document").as_string();
    whole(doc, "first", "document");
    member(doc, "notes", Type::String, "document");
    std::string text;           // what --show prints, from the document
    int frames = 0, drawn = 0;  // the page's rows of the first game's board (labels included)
    const Json& games = member(doc, "games", Type::Array, "document");
    for (std::size_t k = 0; k < games.items().size(); ++k) {
      const Json& g = games.items()[k];
      const std::string at = "game " + std::to_string(k + 1);
      if (!g.is(Type::Object)) throw std::runtime_error(at + " is not an object");
      member(g, "label", Type::String, at);
      member(g, "extra", Type::Object, at);
      const Json& b = member(g, "board", Type::Object, at);
      for (const char* key : {"line", "column", "step", "size"}) whole(b, key, at + " board");
      const int rows = whole(b, "rows", at + " board"),
                columns = whole(b, "columns", at + " board");
      for (const char* key : {"row_labels", "column_labels"})
        for (const Json& l : member(b, key, Type::Array, at + " board").items())
          if (!l.is(Type::String)) throw std::runtime_error(at + " board: a label");
      for (const auto& [c, shown] : member(b, "cells", Type::Object, at + " board").members())
        if (c.size() != 1 || !shown.is(Type::Array) || shown.items().size() != 2 ||
            !shown.items()[0].is(Type::String) || !shown.items()[1].is(Type::String))
          throw std::runtime_error(at + " board: cells: \"" + c + "\"");
      marks(member(b, "marks", Type::Array, at + " board"), rows, columns, at + " board");
      if (k == 0) drawn = rows + !member(b, "column_labels", Type::Array, at).items().empty();
      const Json& list = member(g, "frames", Type::Array, at);
      for (std::size_t i = 0; i < list.items().size(); ++i) {
        const Json& f = list.items()[i];
        const std::string where = at + " frame " + std::to_string(i);
        const std::string& t = member(f, "text", Type::String, where).as_string();
        if (member(f, "header", Type::String, where).as_string() != t.substr(0, t.find('\n')))
          throw std::runtime_error(where + ": the header is not the text's first line");
        member(f, "label", Type::String, where);
        member(f, "extra", Type::Object, where);
        marks(member(f, "marks", Type::Array, where), rows, columns, where);
        text += t + "\n";
        ++frames;
      }
      const std::string& result = member(g, "result", Type::String, at).as_string();
      if (!result.empty()) text += result + "\n\n";
    }
    if (text != show) {
      std::size_t i = 0;
      while (i < text.size() && i < show.size() && text[i] == show[i]) ++i;
      throw std::runtime_error("the frames and --show differ at byte " + std::to_string(i) + ": '" +
                               text.substr(i, 60) + "' against '" + show.substr(i, 60) + "'");
    }
    std::cout << game << ": " << games.items().size() << " games, " << frames
              << " frames, as --show prints them; board rows " << drawn
              << (verdict.empty() ? "" : "; " + verdict) << "\n";
  } catch (const std::exception& e) {
    std::cout << "FAIL: " << argv[1] << ": " << e.what() << "\n";
    return 1;
  }
  return 0;
}
