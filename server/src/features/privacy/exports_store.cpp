#include "features/privacy/exports_store.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "core/private_files.hpp"

namespace sangam::features::privacy {
namespace {

namespace fs = std::filesystem;

// An export id is a UUID (36 characters of hex digits and dashes): anything else in the directory
// is not ours to delete.
bool is_export_id(std::string_view text) {
  return text.size() == 36 && std::ranges::all_of(text, [](char c) {
           return c == '-' || std::isxdigit(static_cast<unsigned char>(c));
         });
}

// A write cut short (a crash) leaves "<id>.zip.<random>.part"; one still being written by another
// instance is younger than this.
constexpr auto k_part_lifetime = std::chrono::minutes(10);

}  // namespace

export_store::export_store(fs::path dir) : dir_(std::move(dir)) {
  core::create_private_directory(dir_);
  core::warn_if_readable_by_others(dir_, "the export directory");
}

fs::path export_store::file_of(std::string_view export_id) const {
  if (!is_export_id(export_id)) throw std::invalid_argument("not an export id");
  std::string name;
  name.reserve(export_id.size() + 4);
  name.append(export_id).append(".zip");
  return dir_ / name;
}

void export_store::put(std::string_view export_id, std::string_view zip) const {
  core::write_private_file(file_of(export_id), zip, true);
}

std::optional<std::string> export_store::get(std::string_view export_id) const {
  if (!is_export_id(export_id)) return std::nullopt;
  std::ifstream in(file_of(export_id), std::ios::binary);
  if (!in) return std::nullopt;
  return std::string(std::istreambuf_iterator<char>(in), {});
}

void export_store::remove(std::string_view export_id) const {
  std::error_code ec;
  fs::remove(file_of(export_id), ec);
}

void export_store::keep_only(const std::set<std::string, std::less<>>& alive) const {
  std::error_code ec;
  const auto now = fs::file_time_type::clock::now();
  for (const auto& entry : fs::directory_iterator(dir_, ec)) {
    const auto name = entry.path().filename().string();
    const auto dot = name.find('.');
    if (dot == std::string::npos || !is_export_id(name.substr(0, dot))) continue;
    const auto rest = std::string_view(name).substr(dot);
    const bool archive = rest == ".zip";
    const bool part = rest.starts_with(".zip.") && rest.ends_with(".part");
    if (archive && alive.contains(name.substr(0, dot))) continue;
    if (part && now - entry.last_write_time(ec) < k_part_lifetime) continue;
    if (!archive && !part) continue;
    std::error_code removed;
    if (!fs::remove(entry.path(), removed) && removed) {
      spdlog::warn("cannot delete the expired export {}: {}", entry.path().string(),
                   removed.message());
    }
  }
}

}  // namespace sangam::features::privacy
