#pragma once

#include <soci/session.h>
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"

namespace sangam::features::verification {

// SPEC section 4 "Verification steps", in order: e-mail (verified by the invitation), phone,
// LinkedIn, company, identity document, video call.
inline constexpr std::string_view k_steps[] = {"email",   "phone",    "linkedin",
                                               "company", "identity", "video"};
bool is_step(std::string_view id);
// The steps an administrator decides (phone is confirmed by its code).
bool is_reviewed(std::string_view id);

struct step_state final {
  std::string id;
  std::string status;  // pending, in-progress, completed, failed
  nlohmann::json detail = nlohmann::json::object();
  std::optional<std::string> reason;  // why it failed
  std::optional<std::string> submitted_at;
  int revision = 0;  // 1 for the first submission, one more for each later one; 0: none yet
};

// The member's six steps, in order.
std::vector<step_state> load_steps(soci::session& sql, std::string_view member);
// All six completed.
bool fully_verified(const std::vector<step_state>& steps);

// The member did their part of a step: it waits with `status` (in-progress for review), as a new
// revision of the step, which is returned.
int submit_step(db::tx& t, std::string_view member, std::string_view step,
                const nlohmann::json& detail, std::string_view status = "in-progress");
// An administrator's decision on the revision of a step they reviewed. `stale`: the step waits,
// but the member sent it again since (another revision); nothing changed.
enum class decision_outcome { decided, stale, none_waiting };
decision_outcome decide_step(db::tx& t, std::string_view member, std::string_view step,
                             int revision, std::string_view status,
                             const std::optional<std::string>& reason);

// Keeps the profile's "fully verified" in step with the member's six steps (the badge and
// Priority Matching read it); true when it changed, for the caller to announce the member changed.
bool sync_verified(db::tx& t, std::string_view member);

// What waits for an administrator, oldest first.
struct review_item final {
  std::string member_id;
  std::string step;
  nlohmann::json detail;
  std::string submitted_at;
  int revision = 0;
};
std::vector<review_item> awaiting_review(soci::session& sql, int limit);

// Checks of what members send: 400 naming the field.
std::string normalized_indian_mobile(std::string_view text);  // +91 and ten digits
std::string linkedin_url(std::string_view text);
nlohmann::json company_info(const nlohmann::json& body);
// A slot for the video call: on the hour or half hour, 10:00–17:30 IST, from an hour ahead to 30
// days ahead.
std::string video_slot(std::string_view text, std::chrono::system_clock::time_point now);

}  // namespace sangam::features::verification
