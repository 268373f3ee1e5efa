#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>

#include "db/tx.hpp"
#include "features/verification/vault.hpp"

namespace sangam::features::verification {

inline constexpr std::size_t k_document_max = 5 * 1024 * 1024;

struct document final {
  std::string file_name;
  std::string content_type;
  std::string bytes;
  int revision = 0;  // of the identity step it was sent with
};

// JPEG, PNG and PDF are accepted.
bool is_document_type(std::string_view content_type);
// Whether the file begins as a file of its declared type does (PDF, JPEG or PNG signatures): a
// document is what it says it is, or it is not kept.
bool content_matches(std::string_view content_type, std::string_view bytes);

// Seals and keeps the member's identity document, sent with this revision of the identity step
// (one per member: a new one replaces it).
void store_document(db::tx& t, const document_vault& vault, std::string_view member, int revision,
                    const document& d);
// The document, opened; nullopt when there is none (or it cannot be opened with this key).
std::optional<document> load_document(soci::session& sql, const document_vault& vault,
                                      std::string_view member);
// Deletes the document sent with this revision; a newer one stays.
void delete_document(db::tx& t, std::string_view member, int revision);

}  // namespace sangam::features::verification
