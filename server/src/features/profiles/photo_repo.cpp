#include "features/profiles/photo_repo.hpp"

#include <soci/soci.h>
#include <sodium.h>

#include <stdexcept>

#include "core/clock.hpp"
#include "core/text.hpp"

namespace sangam::features::profiles {
namespace {

constexpr const char* k_upsert =
    "INSERT INTO profile_photos (profile_id, content_type, data_base64, etag, updated_at)"
    " VALUES (:profile_id, :content_type, :data_base64, :etag, :updated_at)"
    " ON CONFLICT (profile_id) DO UPDATE SET content_type = excluded.content_type,"
    " data_base64 = excluded.data_base64, etag = excluded.etag, updated_at = excluded.updated_at";

constexpr const char* k_select =
    "SELECT content_type, data_base64, etag, updated_at FROM profile_photos"
    " WHERE profile_id = :profile_id";

constexpr std::size_t k_etag_bytes = 16;
const unsigned char* as_bytes(std::string_view s) {
  return reinterpret_cast<const unsigned char*>(s.data());
}

std::string from_base64(std::string_view text) {
  auto bytes = core::from_base64(text);
  if (!bytes) throw std::runtime_error("profile_photos holds data that is not base64");
  return std::move(*bytes);
}

}  // namespace

std::string photo_etag(std::string_view bytes) {
  unsigned char hash[k_etag_bytes];
  crypto_generichash(hash, sizeof hash, as_bytes(bytes), bytes.size(), nullptr, 0);
  char hex[k_etag_bytes * 2 + 1];
  sodium_bin2hex(hex, sizeof hex, hash, sizeof hash);
  return hex;
}

std::string save_photo(db::writer& writer, std::string_view profile_id,
                       const normalized_photo& photo) {
  const std::string id(profile_id);
  const std::string data = core::to_base64(photo.bytes);
  const std::string etag = photo_etag(photo.bytes);
  const std::string now = core::now_iso8601();
  writer.run([&](db::tx& t) {
    t.execute(k_upsert, soci::use(id), soci::use(photo.content_type), soci::use(data),
              soci::use(etag), soci::use(now));
  });
  return etag;
}

std::optional<stored_photo> load_photo(db::pool& db, std::string_view profile_id) {
  const std::string id(profile_id);
  stored_photo photo;
  std::string data;
  {
    auto sql = db.acquire();
    *sql << k_select, soci::use(id), soci::into(photo.content_type), soci::into(data),
        soci::into(photo.etag), soci::into(photo.updated_at);
    if (!sql->got_data()) return std::nullopt;
  }
  photo.bytes = from_base64(data);
  return photo;
}

std::string photo_url(std::string_view profile_id, std::string_view etag) {
  return "/api/photos/" + std::string(profile_id) + "?v=" + std::string(etag);
}

}  // namespace sangam::features::profiles
