#pragma once

#include <nlohmann/json.hpp>

#include <array>
#include <optional>
#include <string>
#include <string_view>

// What the kind sections' checks (kind_checks.cpp) and views (kind_details.cpp) both use.
namespace sangam::features::profiles {

inline constexpr std::array<std::string_view, 5> k_investor_stages{"Pre-seed", "Seed", "Series A",
                                                                   "Series B", "Series C+"};

inline nlohmann::json or_null(const std::optional<long long>& n) {
  return n ? nlohmann::json(*n) : nlohmann::json(nullptr);
}
inline nlohmann::json or_null(const std::optional<std::string>& s) {
  return s ? nlohmann::json(*s) : nlohmann::json(nullptr);
}

}  // namespace sangam::features::profiles
