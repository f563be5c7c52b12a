// seat.cpp: see seat.h.
#include "seat.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <vector>

namespace showdown {

namespace fs = std::filesystem;

std::string make_temp_dir(const std::string& pattern) {
  std::string buf = pattern;
  if (!::mkdtemp(buf.data())) return "";
  return buf;
}

Seat open_seat(const std::string& base, int p, const std::string& program, unsigned seed) {
  Seat seat;
  seat.program = program;
  // The program runs in its own directory, so a relative path is resolved here.
  std::error_code ec;
  const fs::path abs = fs::absolute(program, ec);
  if (!ec) seat.program = abs.string();
  seat.dir = base.empty() ? "" : make_temp_dir(base + "/p" + std::to_string(p + 1) + "-XXXXXX");
  seat.state_name = "state-" + std::to_string(seed);
  seat.state_path = seat.dir + "/" + seat.state_name;
  if (!seat.dir.empty())
    seat.dir_fd = ::open(seat.dir.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (seat.dir_fd < 0) seat.dir.clear();
  return seat;
}

void close_seat(Seat& seat) {
  if (seat.dir_fd >= 0) clear_dir(seat.dir_fd), ::close(seat.dir_fd);
}

void clear_dir(int dir_fd) {
  std::vector<std::string> names;
  const int fd = ::dup(dir_fd);  // fdopendir takes this one over
  if (DIR* d = fd < 0 ? nullptr : ::fdopendir(fd)) {
    ::rewinddir(d);
    while (const dirent* e = ::readdir(d))
      if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
        names.push_back(e->d_name);
    ::closedir(d);
  } else if (fd >= 0) {
    ::close(fd);
  }
  for (const std::string& name : names) {
    if (::unlinkat(dir_fd, name.c_str(), 0) == 0) continue;
    const int sub = ::openat(dir_fd, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (sub < 0) continue;
    ::fchmod(sub, 0700);  // a program may have locked its own subdirectory
    clear_dir(sub);
    ::close(sub);
    ::unlinkat(dir_fd, name.c_str(), AT_REMOVEDIR);
  }
}

void write_state(const Seat& seat) {
  const int fd = ::openat(seat.dir_fd, seat.state_name.c_str(),
                          O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0600);
  if (fd < 0) return;
  ::fchmod(fd, seat.state_mode);
  for (std::size_t done = 0; done < seat.state.size();) {
    const ssize_t n = ::write(fd, seat.state.data() + done, seat.state.size() - done);
    if (n <= 0) break;
    done += static_cast<std::size_t>(n);
  }
  ::close(fd);
}

std::string read_state(Seat& seat, std::size_t limit) {
  seat.state.clear();
  seat.state_exists = true;
  struct stat st;
  if (::fstatat(seat.dir_fd, seat.state_name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
    seat.state_exists = errno != ENOENT;
    return seat.state_exists ? "state-unreadable" : "";
  }
  if (!S_ISREG(st.st_mode)) return "state-not-a-file";
  const int fd =
      ::openat(seat.dir_fd, seat.state_name.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) return "state-unreadable";
  std::string fault;
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) fault = "state-not-a-file";
  std::string data(limit + 1, '\0');
  std::size_t got = 0;
  while (fault.empty() && got < data.size()) {
    const ssize_t n = ::read(fd, data.data() + got, data.size() - got);
    if (n < 0) fault = "state-unreadable";
    if (n <= 0) break;
    got += static_cast<std::size_t>(n);
  }
  ::close(fd);
  if (fault.empty() && got > limit) fault = "state-too-large";
  if (fault.empty()) seat.state = data.substr(0, got), seat.state_mode = st.st_mode & 0777;
  return fault;
}

}  // namespace showdown
