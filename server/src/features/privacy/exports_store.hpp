#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace sangam::features::privacy {

// Prepared exports as files, not database rows (SANGAM_EXPORT_DIR): `<export id>.zip`, mode 0600,
// in a directory only the server's user may open (made 0700 when missing). Several instances
// share one directory (docs/privacy.md).
class export_store final {
 public:
  explicit export_store(std::filesystem::path dir);

  void put(std::string_view export_id, std::string_view zip) const;
  // The archive; nullopt when there is no file for it.
  std::optional<std::string> get(std::string_view export_id) const;
  void remove(std::string_view export_id) const;
  // Deletes the archive of every export not in `alive`, and what writes cut short left behind.
  // Files that are not named like an export are never touched.
  void keep_only(const std::set<std::string, std::less<>>& alive) const;

  const std::filesystem::path& dir() const { return dir_; }

 private:
  std::filesystem::path file_of(std::string_view export_id) const;

  std::filesystem::path dir_;
};

}  // namespace sangam::features::privacy
