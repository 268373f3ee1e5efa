#pragma once

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

}  // namespace sangam::features::pitches
