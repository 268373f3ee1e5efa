#include "features/verification/documents.hpp"

#include <soci/soci.h>

#include <algorithm>
#include <iterator>

#include "core/clock.hpp"

namespace sangam::features::verification {
namespace {

constexpr const char* k_store =
    "INSERT INTO identity_documents (member_id, file_name, content_type, nonce, ciphertext,"
    " uploaded_at, revision) VALUES (:m, :f, :t, :n, :c, :at, :r) ON CONFLICT (member_id)"
    " DO UPDATE SET file_name = excluded.file_name, content_type = excluded.content_type,"
    " nonce = excluded.nonce, ciphertext = excluded.ciphertext,"
    " uploaded_at = excluded.uploaded_at, revision = excluded.revision";
constexpr const char* k_load =
    "SELECT file_name, content_type, nonce, ciphertext, revision FROM identity_documents"
    " WHERE member_id = :m";
constexpr const char* k_delete =
    "DELETE FROM identity_documents WHERE member_id = :m AND revision = :r";

// The first bytes of each accepted type: "%PDF-" (ISO 32000), the JPEG SOI marker and the start
// of a segment, the PNG signature.
struct signature final {
  std::string_view content_type;
  std::string_view magic;
};
constexpr signature k_signatures[] = {
    {"application/pdf", "%PDF-"},
    {"image/jpeg", "\xFF\xD8\xFF"},
    {"image/png", "\x89PNG\r\n\x1A\n"},
};

}  // namespace

bool is_document_type(std::string_view content_type) {
  return std::ranges::find(k_signatures, content_type, &signature::content_type) !=
         std::end(k_signatures);
}

bool content_matches(std::string_view content_type, std::string_view bytes) {
  for (const auto& s : k_signatures) {
    if (s.content_type == content_type) return bytes.starts_with(s.magic);
  }
  return false;
}

void store_document(db::tx& t, const document_vault& vault, std::string_view member, int revision,
                    const document& d) {
  const std::string m(member), at = core::now_iso8601();
  const auto sealed = vault.seal(d.bytes);
  t.execute(k_store, soci::use(m), soci::use(d.file_name), soci::use(d.content_type),
            soci::use(sealed.nonce), soci::use(sealed.ciphertext), soci::use(at),
            soci::use(revision));
}

std::optional<document> load_document(soci::session& sql, const document_vault& vault,
                                      std::string_view member) {
  const std::string m(member);
  document d;
  document_vault::sealed sealed;
  sql << k_load, soci::use(m), soci::into(d.file_name), soci::into(d.content_type),
      soci::into(sealed.nonce), soci::into(sealed.ciphertext), soci::into(d.revision);
  if (!sql.got_data()) return std::nullopt;
  auto bytes = vault.open(sealed);
  if (!bytes) return std::nullopt;
  d.bytes = std::move(*bytes);
  return d;
}

void delete_document(db::tx& t, std::string_view member, int revision) {
  const std::string m(member);
  t.execute(k_delete, soci::use(m), soci::use(revision));
}

}  // namespace sangam::features::verification
