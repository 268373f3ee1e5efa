#include "features/profiles/founder_facts.hpp"

#include "features/discover/vocabulary.hpp"

namespace sangam::features::profiles {

std::optional<std::string> founder_stage(std::string_view name) {
  const auto known = discover::vocabulary::stage_from(name);
  if (known == discover::vocabulary::funding_stage::unknown) return std::nullopt;
  return std::string(discover::vocabulary::stage_name(known));
}

}  // namespace sangam::features::profiles
