// words.h: what the command-line harnesses share: the input's lines as a tool's words, and the
// rule every refusal keeps (a message of one line).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

// The input's lines, at most max of them: the words of a command line (without the program).
inline std::vector<std::string> fuzz_words(const std::uint8_t* data, std::size_t size,
                                           std::size_t max = 40) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  std::vector<std::string> words;
  std::size_t start = 0;
  while (words.size() < max) {
    const std::size_t end = input.find('\n', start);
    words.push_back(
        input.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return words;
}

// Stops the run: a broken property, the words that broke it.
[[noreturn]] inline void fuzz_fail(const char* target, const std::string& what,
                                   const std::vector<std::string>& words) {
  std::fprintf(stderr, "PROPERTY %s: %s on", target, what.c_str());
  for (const std::string& w : words) std::fprintf(stderr, " [%s]", w.c_str());
  std::fprintf(stderr, "\n");
  std::abort();
}

// A refusal names its problem on one line.
inline void fuzz_check_refusal(const char* target, const std::string& message,
                               const std::vector<std::string>& words) {
  if (message.empty() || message.find('\n') != std::string::npos)
    fuzz_fail(target, "a refusal not of one line: '" + message + "'", words);
}
