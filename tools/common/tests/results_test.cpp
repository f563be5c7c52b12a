// Tests of the results files (tools/common/results/results.h): a result's line and its round trip,
// the lines refused with their line numbers, and merging files.
#include "common/results/results.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>

#include "sample_result.h"

namespace {

using contest::Result;

Result sample() { return contest::sample_result(); }

std::string write_file(const std::string& name, const std::string& text) {
  const std::string path = testing::TempDir() + name;
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

TEST(Results, LineHoldsEveryFieldInOrder) {
  EXPECT_EQ(contest::to_line(sample()),
            "{\"id\":\"3:beta:alpha\",\"game\":8,\"opening\":3,\"start\":\"6x6 L2 T3\","
            "\"players\":[\"alpha\",\"beta\"],\"first\":\"beta\",\"outcome\":\"win\","
            "\"end\":\"O made an invalid move\",\"forfeits\":{\"beta\":\"made an invalid move\"},"
            "\"moves\":17,\"info\":{\"score\":12},\"slowest_ms\":{\"alpha\":210,\"beta\":3},"
            "\"log\":\"games.log\",\"wall_ms\":1234}");
}

TEST(Results, RoundTrip) {
  Result r = sample();
  Result back = contest::from_line(contest::to_line(r));
  EXPECT_TRUE(back.same_game(r));
  EXPECT_EQ(back.slowest_ms, r.slowest_ms);
  EXPECT_EQ(back.log, r.log);
  EXPECT_EQ(back.wall_ms, r.wall_ms);
  EXPECT_EQ(contest::to_line(back), contest::to_line(r));
  // A draw, a loss, and a game of three players with its scores.
  for (double p : {0.5, 0.0}) {
    r.points = {p, 1 - p};
    EXPECT_EQ(contest::from_line(contest::to_line(r)).points, r.points);
  }
  r.players = {"alpha", "beta", "gamma"};
  r.id = "3:beta:alpha:gamma";
  r.points = {0, 1, 0};
  const std::string line = contest::to_line(r);
  EXPECT_NE(line.find("\"scores\":{\"alpha\":0,\"beta\":1,\"gamma\":0}"), std::string::npos);
  EXPECT_EQ(line.find("outcome"), std::string::npos);
  EXPECT_TRUE(contest::from_line(line).same_game(r));
  // Its order of play is the id's, whatever the match's order (Boxing's stage 2).
  r.id = "3:beta:gamma:alpha";
  EXPECT_EQ(contest::from_line(contest::to_line(r)).seats(),
            (std::vector<std::string>{"beta", "gamma", "alpha"}));
  r.id = "3:beta:gamma:delta";  // not the players
  EXPECT_THROW(contest::from_line(contest::to_line(r)), std::invalid_argument);
}

TEST(Results, IdsAndNames) {
  EXPECT_EQ(contest::game_id(0, {"a", "b"}), "0:a:b");
  EXPECT_EQ(sample().seats(), (std::vector<std::string>{"beta", "alpha"}));
  EXPECT_EQ(contest::bad_player_name("bulldozer_A-1.2"), "");
  for (const char* bad : {"", "a b", "a:b", "caf\xc3\xa9", "tab\t"})
    EXPECT_NE(contest::bad_player_name(bad), "") << bad;
  EXPECT_NE(contest::bad_player_name(std::string(65, 'x')), "");
}

// Each way a line can be wrong is refused, and a file names the line.
TEST(Results, MalformedLinesAreRejectedWithTheirLineNumbers) {
  const std::string good = contest::to_line(sample());
  auto with = [&](const std::string& from, const std::string& to) {
    std::string s = good;
    const std::size_t at = s.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return s.replace(at, from.size(), to);
  };
  const std::string bad[] = {
      "",
      "[]",
      good.substr(0, good.size() - 1),
      good + " x",
      with("\"game\":8", "\"game\":0"),
      with("\"game\":8", "\"game\":8.5"),
      with("\"game\":8", "\"game\":\"8\""),
      with("\"moves\":17", "\"moves\":-1"),
      with("\"outcome\":\"win\"", "\"outcome\":\"won\""),
      with("\"outcome\":\"win\"", "\"scores\":{\"alpha\":1,\"beta\":0}"),
      with("\"first\":\"beta\"", "\"first\":\"gamma\""),
      with("\"id\":\"3:beta:alpha\"", "\"id\":\"3:alpha:beta\""),
      with("\"opening\":3", "\"opening\":4"),
      with("\"players\":[\"alpha\",\"beta\"]", "\"players\":[\"alpha\",\"alpha\"]"),
      with("\"players\":[\"alpha\",\"beta\"]", "\"players\":[\"alpha\"]"),
      with("\"forfeits\":{\"beta\"", "\"forfeits\":{\"gamma\""),
      with("\"slowest_ms\":{\"alpha\":210", "\"slowest_ms\":{\"alpha\":2.5"),
      with("\"info\":{\"score\":12}", "\"info\":{\"score\":\"12\"}"),
      with(",\"wall_ms\":1234", ""),
      with(",\"wall_ms\":1234", ",\"wall_ms\":1234,\"extra\":1"),
  };
  Result other = sample();
  other.number = 9, other.opening = 4, other.id = "4:beta:alpha";
  for (const std::string& line : bad) {
    EXPECT_ANY_THROW(contest::from_line(line)) << line;
    const std::string text =
        good + "\n" + contest::to_line(other) + "\n" + line + "\n" + good + "\n";
    try {
      contest::parse_results(text, "r.jsonl");
      ADD_FAILURE() << line;
    } catch (const std::runtime_error& e) {
      EXPECT_EQ(std::string(e.what()).rfind("r.jsonl:3: ", 0), 0u) << e.what();
    }
  }
  // The same game twice in one file.
  try {
    contest::parse_results(good + "\n" + good + "\n", "r.jsonl");
    ADD_FAILURE();
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "r.jsonl:2: game 3:beta:alpha again");
  }
}

// The last line without its newline is what a killed run leaves: set aside, not refused.
TEST(Results, ATornLastLineIsSetAside) {
  const std::string good = contest::to_line(sample());
  const auto f = contest::parse_results(good + "\n" + good.substr(0, 20), "r");
  EXPECT_EQ(f.results.size(), 1u);
  EXPECT_EQ(f.torn, good.substr(0, 20));
  EXPECT_EQ(f.good_bytes, good.size() + 1);
  EXPECT_TRUE(contest::read_results(testing::TempDir() + "no-such-results.jsonl").results.empty());
}

// A game of one player (Lloyd's Dilemma: an entry's run on a square) has its score in "scores";
// a game's own member is read only by a reader given it, strictly, and is part of the game.
TEST(Results, OneGamesOwnMemberAndOnePlayer) {
  Result r;
  r.id = "2:solo", r.number = 3, r.opening = 2, r.start = "korf-3";
  r.players = {"solo"}, r.first = "solo", r.points = {24};
  r.end = "ok", r.moves = 80, r.wall_ms = 5;
  r.own_name = "lloyd";
  r.own = contest::Json::object();
  r.own.set("perfect", true);
  r.own.set("cpu_s", 1.25);
  const std::string line = contest::to_line(r);
  EXPECT_EQ(line,
            R"({"id":"2:solo","game":3,"opening":2,"start":"korf-3","players":["solo"],)"
            R"("first":"solo","scores":{"solo":24},"end":"ok","forfeits":{},"moves":80,"info":{},)"
            R"("lloyd":{"perfect":true,"cpu_s":1.25},"slowest_ms":{},"log":"","wall_ms":5})");
  int checked = 0;
  const contest::OwnMember own{"lloyd", [&checked](const Result& g) {
                                 ++checked;
                                 if (!g.own.find("perfect"))
                                   throw std::invalid_argument("no perfect");
                               }};
  const Result back = contest::from_line(line, &own);
  EXPECT_EQ(checked, 1);
  EXPECT_TRUE(back.same_game(r));
  EXPECT_EQ(contest::to_line(back), line);
  // Another value of the own member is another game.
  Result other = back;
  other.own.set("extra", 1);
  EXPECT_FALSE(other.same_game(r));
  // Refused with FILE:LINE: the member unknown to a reader not given it, missing, not an object,
  // refused by its check; another member unknown; "outcome" with one player.
  const std::string bare =
      R"({"id":"2:solo","game":3,"opening":2,"start":"korf-3","players":["solo"],)"
      R"("first":"solo","scores":{"solo":24},"end":"ok","forfeits":{},)"
      R"("moves":80,"info":{},"slowest_ms":{},"log":"","wall_ms":5})";
  EXPECT_TRUE(contest::from_line(bare).same_game(contest::from_line(bare)));
  const auto with = [&](const std::string& from, const std::string& to) {
    std::string t = line;
    return t.replace(t.find(from), from.size(), to);
  };
  const std::pair<std::string, const contest::OwnMember*> bad[] = {
      {line, nullptr},                                                 // unknown to this reader
      {bare, &own},                                                    // missing
      {with(R"({"perfect":true,"cpu_s":1.25})", "[]"), &own},          // not an object
      {with(R"("perfect":true,)", ""), &own},                          // refused by its check
      {with(R"("slowest_ms")", R"("x":{},"slowest_ms")"), &own},       // another member
      {with(R"("scores":{"solo":24})", R"("outcome":"win")"), &own}};  // outcome, one player
  for (const auto& [text, reader] : bad) {
    try {
      contest::parse_results(line + "\n" + text + "\n", "r.jsonl", &own);
      if (reader) ADD_FAILURE() << text;
    } catch (const std::runtime_error& e) {
      EXPECT_EQ(std::string(e.what()).rfind("r.jsonl:2: ", 0), 0u) << e.what();
    }
    EXPECT_ANY_THROW(contest::from_line(text, reader)) << text;
  }
  // A results file of such games merges as any other: the same game in two files kept once.
  const std::string f1 = write_file("own1.jsonl", line + "\n");
  const std::string f2 = write_file("own2.jsonl", line + "\n");
  EXPECT_EQ(contest::merge_results({f1, f2}, &own).size(), 1u);
  EXPECT_THROW(contest::merge_results({f1, f2}), std::runtime_error);  // "lloyd" unknown
  const std::string f3 = write_file("own3.jsonl", contest::to_line(other) + "\n");
  EXPECT_THROW(contest::merge_results({f1, f3}, &own), std::runtime_error);  // differs
  for (const auto& f : {f1, f2, f3}) std::remove(f.c_str());
}

TEST(Results, MergeCombinesAndRefusesConflicts) {
  Result a = sample(), b = sample(), c = sample();
  b.id = "3:alpha:beta", b.number = 7, b.first = "alpha", b.points = {0.5, 0.5}, b.forfeits = {};
  c.id = "0:alpha:beta", c.number = 1, c.opening = 0, c.first = "alpha";
  const std::string f1 =
      write_file("m1.jsonl", contest::to_line(a) + "\n" + contest::to_line(c) + "\n");
  // The same game again, at another speed and with another log: kept once.
  Result a2 = a;
  a2.wall_ms = 99, a2.slowest_ms = {}, a2.log = "";
  const std::string f2 =
      write_file("m2.jsonl", contest::to_line(b) + "\n" + contest::to_line(a2) + "\n");
  const auto merged = contest::merge_results({f1, f2});
  ASSERT_EQ(merged.size(), 3u);
  EXPECT_EQ(merged[0].number, 1);
  EXPECT_EQ(merged[1].number, 7);
  EXPECT_EQ(merged[2].number, 8);
  EXPECT_EQ(merged[2].wall_ms, 1234);  // the first one seen
  // One id, two different games.
  Result a3 = a;
  a3.points = {0, 1};
  const std::string f3 = write_file("m3.jsonl", contest::to_line(a3) + "\n");
  try {
    contest::merge_results({f1, f3});
    ADD_FAILURE();
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), f3 + ":1: game 3:beta:alpha differs from " + f1 +
                                         ":1: two different games with one id");
  }
  // One game number, two ids: another match's results.
  Result d = c;
  d.id = "0:beta:alpha", d.first = "beta";
  const std::string f4 = write_file("m4.jsonl", contest::to_line(d) + "\n");
  EXPECT_THROW(contest::merge_results({f1, f4}), std::runtime_error);
  // A file cut short, a file that does not exist.
  const std::string f5 = write_file("m5.jsonl", contest::to_line(d));
  EXPECT_THROW(contest::merge_results({f5}), std::runtime_error);
  EXPECT_THROW(contest::merge_results({testing::TempDir() + "none.jsonl"}), std::runtime_error);
  for (const auto& f : {f1, f2, f3, f4, f5}) std::remove(f.c_str());
}

}  // namespace
