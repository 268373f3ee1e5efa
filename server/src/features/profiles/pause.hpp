#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>

#include "db/tx.hpp"

// A member may pause their membership (GET/PUT/DELETE /api/me/pause): until they resume they are
// gone from every deck, list and card others see (out_of_sight.hpp), like a held member, but they
// still sign in and keep their connections and messages.
namespace sangam::features::profiles {

// Pauses the member, in the caller's transaction; false when they were paused already. The caller
// publishes topics::member_changed after the commit.
bool pause_member(db::tx& t, std::string_view member_id);
// Resumes the member; false when they were not paused.
bool resume_member(db::tx& t, std::string_view member_id);
// Since when the member is paused, if they are.
std::optional<std::string> paused_since(soci::session& sql, std::string_view member_id);

}  // namespace sangam::features::profiles
