#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "db/pool.hpp"
#include "db/writer.hpp"
#include "features/profiles/photo.hpp"

namespace sangam::features::profiles {

struct stored_photo final {
  std::string bytes;
  std::string content_type;
  std::string etag;  // hex, without quotes; changes whenever the bytes do
  std::string updated_at;
};

// A content hash of the photo's bytes, used as its ETag and as the ?v= of its URL.
std::string photo_etag(std::string_view bytes);

// Where the web app fetches a profile's photo; the etag makes the URL change with the photo.
std::string photo_url(std::string_view profile_id, std::string_view etag);

// Sets (or replaces) the profile's photo; returns its etag.
std::string save_photo(db::writer& writer, std::string_view profile_id,
                       const normalized_photo& photo);

std::optional<stored_photo> load_photo(db::pool& db, std::string_view profile_id);

}  // namespace sangam::features::profiles
