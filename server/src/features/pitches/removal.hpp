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

extern const moderation::content_kind k_removable_pitch;

// The admin review list's marker (admin/review_marks.hpp): a pitch's card says whether it is
// removed now (`removed`), to be restored.
void mark_removed(soci::session& sql, std::span<const std::string> pitch_ids,
                  nlohmann::json& items);

}  // namespace sangam::features::pitches
