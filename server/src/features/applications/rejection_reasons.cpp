#include "features/applications/rejection_reasons.hpp"

#include <soci/soci.h>

#include "db/rows.hpp"

namespace sangam::features::applications {
namespace {

constexpr const char* k_reasons_among =
    "SELECT profile_id, reason FROM application_rejections WHERE profile_id IN (";
constexpr const char* k_oldest_first = " ORDER BY rejected_at, id";

}  // namespace

std::unordered_map<std::string, std::string> rejection_reasons_among(
    soci::session& sql, std::span<const std::string> profile_ids) {
  std::unordered_map<std::string, std::string> reasons;
  // Oldest first: each profile ends with its latest rejection's reason, or none.
  db::for_each_row_in(
      sql, k_reasons_among, profile_ids,
      [&](const soci::row& r) {
        auto profile = r.get<std::string>(0);
        if (auto reason = db::text_at(r, 1)) {
          reasons.insert_or_assign(std::move(profile), std::move(*reason));
        } else {
          reasons.erase(profile);
        }
      },
      k_oldest_first);
  return reasons;
}

}  // namespace sangam::features::applications
