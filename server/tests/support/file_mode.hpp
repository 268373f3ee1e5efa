#pragma once

#include <sys/stat.h>

#include <filesystem>

namespace sangam::testing {

// A file's permission bits (0600, say); 0 when it cannot be read.
inline unsigned mode_of(const std::filesystem::path& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 ? st.st_mode & 07777 : 0;
}

}  // namespace sangam::testing
