#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <unordered_map>

namespace sangam::http {

// The built web app, read into memory once at start-up, with a gzip copy of each compressible
// file, so serving a file is a map look-up and a write from memory.
class static_files final {
 public:
  struct file final {
    std::string body;
    std::string gzip;  // empty when compression would not pay
    std::string content_type;
    std::string cache_control;
    std::string etag;
  };

  static static_files load(const std::filesystem::path& root);

  // The file for a URL path; for a client-side route (no such file, not under /assets/) the app's
  // index.html; nullptr when there is nothing to serve.
  const file* find(std::string_view path) const;

  std::size_t size() const noexcept { return files_.size(); }

 private:
  std::unordered_map<std::string, file> files_;
  const file* index_ = nullptr;
};

}  // namespace sangam::http
