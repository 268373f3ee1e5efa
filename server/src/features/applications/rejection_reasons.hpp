#pragma once

#include <soci/session.h>
#include <nlohmann/json_fwd.hpp>

#include <span>
#include <string>
#include <unordered_map>

// The reason an administrator gave with a rejection (answers.hpp), for the admin review list.
namespace sangam::features::applications {

// The reason of the latest rejection of each of `profile_ids` that had one, in one statement;
// a profile whose latest rejection came without a reason is absent.
std::unordered_map<std::string, std::string> rejection_reasons_among(
    soci::session& sql, std::span<const std::string> profile_ids);

// The admin review list's marker (features/review_marks.hpp): a rejected sign-up's card gets
// `rejectionReason`, the reason the applicant was sent, null when none was given.
void mark_rejection_reasons(soci::session& sql, std::span<const std::string> profile_ids,
                            nlohmann::json& items);

}  // namespace sangam::features::applications
