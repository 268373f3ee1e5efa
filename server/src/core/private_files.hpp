#pragma once

#include <filesystem>
#include <string_view>

namespace sangam::core {

// Files that only the server's own user may read (mode 0600 whatever the umask): the SQLite
// database, the document key, prepared data exports.

// Makes `path` as an empty file when there is none; true when it made it.
bool create_private_file(const std::filesystem::path& path);

// Puts `content` at `path` as a whole (written beside it, then moved into place: a reader never
// sees half of it). `replace` false: keeps a file that is already there and returns false.
bool write_private_file(const std::filesystem::path& path, std::string_view content, bool replace);

// Makes the directory (and its parents) when missing, the directory itself mode 0700.
void create_private_directory(const std::filesystem::path& path);

// Logs a warning naming `what` when the group or others may read the file.
void warn_if_readable_by_others(const std::filesystem::path& path, std::string_view what);

}  // namespace sangam::core
