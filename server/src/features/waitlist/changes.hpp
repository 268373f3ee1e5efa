#pragma once

#include <chrono>
#include <string>
#include <string_view>

#include "db/pool.hpp"
#include "db/writer.hpp"
#include "features/waitlist/waitlist_entry.hpp"

namespace sangam::features::waitlist {

inline constexpr auto k_change_link_lifetime = std::chrono::hours(24);
// Links alive at once for one entry: past them a repeat stores and sends nothing, so that nobody
// can fill someone's inbox by signing up in their name.
inline constexpr int k_live_changes_max = 3;

// Keeps `proposed` aside for the entry on the list and queues, in the caller's transaction, the
// e-mail to its address with a single-use link to /waitlist/confirm.
void propose_change(db::tx& t, std::string_view waitlist_id, const waitlist_entry& proposed,
                    std::string_view link_base);

// What a change link would apply; api_error 403 invalid_token for a wrong, used or expired one.
struct pending_change final {
  waitlist_entry proposed;
  std::string expires_at;
};
pending_change find_change(db::pool& db, std::string_view token);

// Uses the link: its details replace the entry's. api_error 403 invalid_token as above.
void confirm_change(db::writer& writer, std::string_view token);

}  // namespace sangam::features::waitlist
