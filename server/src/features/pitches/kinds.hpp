#pragma once

#include <optional>
#include <string_view>

namespace sangam::features::pitches {

// Whom a member reaches: a cofounder candidate or a mentor (an application), or an investor (a
// pitch). Each has its card screen (/cofounders, /mentors, /investors).
enum class target_kind { cofounder, mentor, investor };

// "cofounder", "mentor", "investor" (a pitch's kind, a stored target_type).
std::optional<target_kind> target_kind_from(std::string_view name);
// "cofounders", "mentors", "investors" (a card screen's path).
std::optional<target_kind> screen_kind_from(std::string_view name);
std::string_view name_of(target_kind kind);

// Investors get pitches (the pitches table), the others applications.
inline bool is_pitch(target_kind kind) {
  return kind == target_kind::investor;
}

}  // namespace sangam::features::pitches
