#pragma once

#include <soci/session.h>
#include <nlohmann/json_fwd.hpp>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

// The demo's members (data/demo, SANGAM_DEMO), written by the profiles feature that owns them.
namespace sangam::features::profiles {

// Adds an approved member of `kind` (Founder, Mentor, Investor) from a demo file's entry, who can
// sign in with `password` when given; false when the address is taken already.
bool add_demo_member(soci::session& sql, const nlohmann::json& member, std::string_view kind,
                     const std::optional<std::string>& password,
                     std::chrono::system_clock::time_point at);

// The profile with this address, whatever its status.
std::optional<std::string> demo_member_id(soci::session& sql, const std::string& email);

// The approved member whose full name this is (an event's organiser, say).
std::optional<std::string> approved_member_named(soci::session& sql, const std::string& name);

// No profiles yet but the stand-in for erased members: an empty database, for the demo.
bool no_members(soci::session& sql);

}  // namespace sangam::features::profiles
