#pragma once

#include <chrono>
#include <string>
#include <string_view>

#include "db/pool.hpp"
#include "db/writer.hpp"
#include "features/applications/application.hpp"

namespace sangam::features::applications {

inline constexpr auto k_change_link_lifetime = std::chrono::hours(24);
// Links alive at once for one application: past them a repeat stores and sends nothing, so that
// nobody can fill an applicant's inbox by applying in their name.
inline constexpr int k_live_changes_max = 3;

// Keeps `proposed` aside for the application on file and queues, in the caller's transaction,
// the e-mail to its address with a single-use link to /apply/confirm.
void propose_change(db::tx& t, std::string_view profile_id, const application& proposed,
                    std::string_view link_base);

// What a change link would apply; api_error 403 invalid_token for a wrong, used or expired one.
struct pending_change final {
  application proposed;
  std::string expires_at;
};
pending_change find_change(db::pool& db, std::string_view token);

// Uses the link: its change replaces a pending or rejected application, which is pending after;
// a rejected one, back in the queue, is acknowledged by e-mail like a first application.
// api_error 403 invalid_token as above; 409 already_approved (the link used up, the member left as
// they are) when the application was approved meanwhile.
void confirm_change(db::writer& writer, std::string_view token);

}  // namespace sangam::features::applications
