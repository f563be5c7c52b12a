// Tests of contest::write_file: the whole text lands, and every way it can fail says so.
#include "common/core/files.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>

#include "common/core/text.h"

namespace {

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// The message of what f throws, or "" when it throws nothing.
template <typename F>
std::string error_of(F f) {
  try {
    f();
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

TEST(Files, WritesTheWholeTextAndAppends) {
  const std::string path = testing::TempDir() + "files-test-" + std::to_string(getpid());
  const std::string big(1 << 20, 'x');  // more than any stream buffer
  contest::write_file(path, "old text that is longer\n");
  contest::write_file(path, big);
  EXPECT_EQ(read_all(path), big);  // truncated first
  contest::write_file(path, "end\n", true);
  EXPECT_EQ(read_all(path), big + "end\n");
  std::remove(path.c_str());
}

TEST(Files, SaysWhichFileCouldNotBeWrittenAndWhy) {
  EXPECT_EQ(error_of([] { contest::write_file("/nonexistent-dir/game1.log", "text"); }),
            "cannot write /nonexistent-dir/game1.log: No such file or directory");
  EXPECT_EQ(error_of([] { contest::write_file(testing::TempDir(), "text"); }),
            "cannot write " + testing::TempDir() + ": Is a directory");
}

TEST(Files, AFullDiskIsAnErrorThoughTheBufferTookTheText) {
  // /dev/full takes every write into the stream's buffer and refuses it when the buffer goes out:
  // only a check of the close sees it (an ofstream checked after << does not).
  if (access("/dev/full", W_OK) != 0) GTEST_SKIP() << "no /dev/full here";
  EXPECT_TRUE(static_cast<bool>(std::ofstream("/dev/full") << "text"));  // what the check missed
  EXPECT_EQ(error_of([] { contest::write_file("/dev/full", "text"); }),
            "cannot write /dev/full: No space left on device");
}

TEST(Files, ReadsAWholeFileOrSaysWhyNot) {
  const std::string path = testing::TempDir() + "files-read-" + std::to_string(getpid());
  const std::string text = std::string("a\0b\r\n", 5) + std::string(1 << 20, 'y');
  contest::write_file(path, text);
  std::string got, why;
  EXPECT_TRUE(contest::read_file(path, got, why));
  EXPECT_EQ(got, text);
  EXPECT_EQ(contest::read_file(path), text);
  contest::write_file(path, "");
  EXPECT_TRUE(contest::read_file(path, got, why));  // an empty file is a file
  EXPECT_EQ(got, "");
  std::remove(path.c_str());
  EXPECT_FALSE(contest::read_file(path, got, why));
  EXPECT_EQ(why, "no such file");
  EXPECT_FALSE(contest::read_file(testing::TempDir(), got, why));
  EXPECT_EQ(why, "not a regular file");
  EXPECT_EQ(error_of([&] { contest::read_file(path); }), "cannot read " + path + ": no such file");
}

TEST(Text, ShownCutsLongFieldsAndEscapesControlBytes) {
  EXPECT_EQ(contest::shown("plain"), "plain");
  EXPECT_EQ(contest::shown(std::string("a\0\r\n\x7f\xff", 6)), "a\\x00\\x0d\\x0a\\x7f\\xff");
  EXPECT_EQ(contest::shown(std::string(41, 'x')), std::string(40, 'x') + "...");
  EXPECT_EQ(contest::shown(std::string(40, 'x')), std::string(40, 'x'));
  EXPECT_EQ(contest::shown("abcdef", 3), "abc...");
}

}  // namespace
