#pragma once

#include <soci/session.h>
#include <nlohmann/json_fwd.hpp>

#include <span>
#include <string>
#include <string_view>

#include "features/moderation/content.hpp"

// A pitch as a moderator removes and restores it (features/moderation, docs/moderation.md): a
// pitch a member sent that reached its investor (approved). Its message is replaced by
// k_removed_pitch and its deck link cleared where they are stored, so the investor's dashboard and
// the sender's sent list show the replacement; the original kept is a small JSON of the two.
// The pitches feature adds this kind to moderation's when it installs.
namespace sangam::features::pitches {

inline constexpr std::string_view k_removed_pitch = "This pitch was removed by a moderator.";
inline constexpr std::string_view k_removed_application =
    "This application was removed by a moderator.";

extern const moderation::content_kind k_removable_pitch;
// An application to a mentor or a cofounder that reached them (approved): its message is
// replaced by k_removed_application the same way.
extern const moderation::content_kind k_removable_application;

// The admin review lists' markers (features/review_marks.hpp): a pitch's or an application's card
// says whether it is removed now (`removed`), to be restored.
void mark_removed_pitches(soci::session& sql, std::span<const std::string> pitch_ids,
                          nlohmann::json& items);
void mark_removed_applications(soci::session& sql, std::span<const std::string> application_ids,
                               nlohmann::json& items);

}  // namespace sangam::features::pitches
