#include "features/applications/rejection_reasons.hpp"

#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include <vector>

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

void mark_rejection_reasons(soci::session& sql, std::span<const std::string> profile_ids,
                            nlohmann::json& items) {
  std::vector<std::string> rejected;
  for (std::size_t i = 0; i < profile_ids.size(); ++i) {
    if (items[i]["status"] == "rejected") rejected.push_back(profile_ids[i]);
  }
  const auto reasons = rejection_reasons_among(sql, rejected);
  for (auto& item : items) {
    const auto reason = reasons.find(item["id"].get<std::string>());
    item["rejectionReason"] =
        reason == reasons.end() ? nlohmann::json() : nlohmann::json(reason->second);
  }
}

}  // namespace sangam::features::applications
