#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "db/tx.hpp"
#include "features/applications/application.hpp"
#include "features/feature.hpp"

// Every applicant gets an answer (docs/applications.md): an acknowledgement on submission, the
// approval's invitation (auth), and a rejection mail with the administrator's reason when one is
// given and the day from which the applicant may apply again.
namespace sangam::features::applications {

// Days after a rejection before the same address may apply again.
inline constexpr setting k_reapply_after_days{
    .name = "SANGAM_REAPPLY_AFTER_DAYS", .fallback = 90, .min = 0, .max = 3650};

inline constexpr std::size_t k_reason_max = 1000;

// The reason sent with a decision (body.reason), trimmed: nullopt when absent or blank; api_error
// 400 (fields.reason) when it is not text or longer than k_reason_max characters.
std::optional<std::string> rejection_reason(const nlohmann::json& body);

// Records the rejection of the application `profile_id` by `admin_id` and queues the mail that
// tells the applicant, with `reason` and the day they may apply again; in the caller's
// transaction.
void answer_rejection(db::tx& t, std::string_view profile_id, std::string_view admin_id,
                      const std::optional<std::string>& reason, unsigned reapply_after_days);

// Queues the acknowledgement of a new application: what happens next and the usual wait.
void acknowledge(db::tx& t, const application& a);

// The day a rejected application may be made again, in India.
struct reapply_day final {
  std::string iso;   // "2027-02-26"
  std::string text;  // "26 February 2027", as the rejection mail says it
};
// When the rejected application `profile_id` may be made again: nullopt when it may now.
std::optional<reapply_day> reapply_wait(db::tx& t, std::string_view profile_id);

}  // namespace sangam::features::applications
