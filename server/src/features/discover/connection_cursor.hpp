#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sangam::features::discover {

// Where a page of connections ends: the last connection's time and id (the list's order), sent
// to the client as opaque text (base64url) for it to hand back for the next page.
struct connection_cursor final {
  std::string connected_at;  // ISO 8601, as stored
  std::string id;
};

std::string encode_cursor(const connection_cursor& cursor);
// nullopt for text that encode_cursor did not make.
std::optional<connection_cursor> decode_cursor(std::string_view text);

}  // namespace sangam::features::discover
