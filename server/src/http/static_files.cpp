#include "http/static_files.hpp"

#include <fmt/format.h>
#include <spdlog/spdlog.h>
#include <zlib.h>

#include <array>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace sangam::http {
namespace {

struct media_type {
  std::string_view extension;
  std::string_view content_type;
  bool compressible;
};

constexpr std::array k_media_types = {
    media_type{".html", "text/html; charset=utf-8", true},
    media_type{".js", "text/javascript; charset=utf-8", true},
    media_type{".mjs", "text/javascript; charset=utf-8", true},
    media_type{".css", "text/css; charset=utf-8", true},
    media_type{".json", "application/json", true},
    media_type{".map", "application/json", true},
    media_type{".webmanifest", "application/manifest+json", true},
    media_type{".svg", "image/svg+xml", true},
    media_type{".txt", "text/plain; charset=utf-8", true},
    media_type{".xml", "application/xml", true},
    media_type{".png", "image/png", false},
    media_type{".jpg", "image/jpeg", false},
    media_type{".jpeg", "image/jpeg", false},
    media_type{".gif", "image/gif", false},
    media_type{".webp", "image/webp", false},
    media_type{".avif", "image/avif", false},
    media_type{".ico", "image/x-icon", false},
    media_type{".woff2", "font/woff2", false},
    media_type{".woff", "font/woff", false},
};

const media_type* media_type_for(const std::filesystem::path& p) {
  const auto ext = p.extension().string();
  for (const auto& m : k_media_types) {
    if (m.extension == ext) return &m;
  }
  return nullptr;
}

std::string gzip(const std::string& in) {
  z_stream zs{};
  if (deflateInit2(&zs, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK) {
    throw std::runtime_error("deflateInit2 failed");
  }
  std::string out(deflateBound(&zs, in.size()), '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  zs.avail_in = static_cast<uInt>(in.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(out.size());
  const int rc = deflate(&zs, Z_FINISH);
  out.resize(zs.total_out);
  deflateEnd(&zs);
  if (rc != Z_STREAM_END) throw std::runtime_error("deflate failed");
  return out;
}

std::string etag_of(const std::string& body) {
  std::uint64_t h = 1469598103934665603ULL;  // FNV-1a
  for (unsigned char c : body) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  return fmt::format("\"{:016x}\"", h);
}

std::string read_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream buf;
  buf << in.rdbuf();
  return std::move(buf).str();
}

bool is_hashed_asset(std::string_view url_path) {
  return url_path.starts_with("/assets/");
}

}  // namespace

static_files static_files::load(const std::filesystem::path& root) {
  static_files result;
  std::error_code ec;
  if (!std::filesystem::is_directory(root, ec)) {
    spdlog::warn("web root {} not found: only the API is served", root.string());
    return result;
  }
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
    if (!entry.is_regular_file()) continue;
    const auto* media = media_type_for(entry.path());
    const auto url_path = "/" + std::filesystem::relative(entry.path(), root).generic_string();
    file f;
    f.body = read_file(entry.path());
    f.content_type = media ? media->content_type : "application/octet-stream";
    if (media && media->compressible && f.body.size() > 256) {
      auto packed = gzip(f.body);
      if (packed.size() < f.body.size()) f.gzip = std::move(packed);
    }
    f.cache_control = is_hashed_asset(url_path)   ? "public, max-age=31536000, immutable"
                      : url_path == "/index.html" ? "no-cache"
                                                  : "public, max-age=3600";
    f.etag = etag_of(f.body);
    result.files_.emplace(url_path, std::move(f));
  }
  if (auto it = result.files_.find("/index.html"); it != result.files_.end()) {
    result.index_ = &it->second;
  }
  spdlog::info("serving {} web files from {}", result.files_.size(), root.string());
  return result;
}

const static_files::file* static_files::find(std::string_view path) const {
  if (path == "/") return index_;
  if (auto it = files_.find(std::string(path)); it != files_.end()) return &it->second;
  if (is_hashed_asset(path)) return nullptr;
  return index_;
}

}  // namespace sangam::http
