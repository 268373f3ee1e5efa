#include "features/pitches/kinds.hpp"

namespace sangam::features::pitches {

std::optional<target_kind> target_kind_from(std::string_view name) {
  if (name == "cofounder") return target_kind::cofounder;
  if (name == "mentor") return target_kind::mentor;
  if (name == "investor") return target_kind::investor;
  return std::nullopt;
}

std::optional<target_kind> screen_kind_from(std::string_view name) {
  if (name == "cofounders") return target_kind::cofounder;
  if (name == "mentors") return target_kind::mentor;
  if (name == "investors") return target_kind::investor;
  return std::nullopt;
}

std::string_view name_of(target_kind kind) {
  switch (kind) {
    case target_kind::mentor:
      return "mentor";
    case target_kind::investor:
      return "investor";
    default:
      return "cofounder";
  }
}

}  // namespace sangam::features::pitches
