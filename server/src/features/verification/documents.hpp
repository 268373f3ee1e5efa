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
};

// Seals and keeps the member's identity document (one per member: a new one replaces it).
void store_document(db::tx& t, const document_vault& vault, std::string_view member,
                    const document& d);
// The document, opened; nullopt when there is none (or it cannot be opened with this key).
std::optional<document> load_document(soci::session& sql, const document_vault& vault,
                                      std::string_view member);
void delete_document(db::tx& t, std::string_view member);

}  // namespace sangam::features::verification
