#include "core/private_files.hpp"

#include <fcntl.h>
#include <sodium.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include <cerrno>
#include <system_error>
#include <utility>

namespace sangam::core {
namespace {

constexpr mode_t k_private = S_IRUSR | S_IWUSR;  // 0600

std::system_error failure(std::string_view doing, const std::filesystem::path& path) {
  return {errno, std::generic_category(), fmt::format("cannot {} {}", doing, path.string())};
}

// A file descriptor closed on every way out.
class descriptor final {
 public:
  explicit descriptor(int fd) : fd_(fd) {}
  ~descriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  descriptor(const descriptor&) = delete;
  descriptor& operator=(const descriptor&) = delete;
  int get() const { return fd_; }
  int release() { return std::exchange(fd_, -1); }

 private:
  int fd_;
};

}  // namespace

bool create_private_file(const std::filesystem::path& path) {
  // O_EXCL: an existing file is never opened here, so its mode and content stay as they are.
  descriptor fd(::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, k_private));
  if (fd.get() >= 0) return true;
  if (errno == EEXIST) return false;
  throw failure("create", path);
}

bool write_private_file(const std::filesystem::path& path, std::string_view content, bool replace) {
  auto part = path;
  part += fmt::format(".{:08x}.part", randombytes_random());
  {
    descriptor fd(::open(part.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, k_private));
    if (fd.get() < 0) throw failure("create", part);
    for (std::size_t at = 0; at < content.size();) {
      const auto n = ::write(fd.get(), content.data() + at, content.size() - at);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) {
        const auto error = failure("write", part);
        ::unlink(part.c_str());
        throw error;
      }
      at += static_cast<std::size_t>(n);
    }
    if (::fsync(fd.get()) != 0 || ::close(fd.release()) != 0) {
      const auto error = failure("write", part);
      ::unlink(part.c_str());
      throw error;
    }
  }
  // rename replaces; link refuses an existing name, so two processes making the same file at
  // once agree on one of them.
  const int moved =
      replace ? ::rename(part.c_str(), path.c_str()) : ::link(part.c_str(), path.c_str());
  const int why = errno;
  if (!replace) ::unlink(part.c_str());
  if (moved == 0) return true;
  if (!replace && why == EEXIST) return false;
  if (replace) ::unlink(part.c_str());
  errno = why;
  throw failure("write", path);
}

void create_private_directory(const std::filesystem::path& path) {
  if (std::filesystem::is_directory(path)) return;
  if (const auto parent = path.parent_path(); !parent.empty()) {
    std::filesystem::create_directories(parent);
  }
  if (::mkdir(path.c_str(), S_IRWXU) != 0 && errno != EEXIST) throw failure("create", path);
}

void warn_if_readable_by_others(const std::filesystem::path& path, std::string_view what) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0 || (st.st_mode & (S_IRWXG | S_IRWXO)) == 0) return;
  spdlog::warn("{} {} may be read by other users (mode {:04o}): chmod 600 it", what, path.string(),
               st.st_mode & 07777);
}

}  // namespace sangam::core
