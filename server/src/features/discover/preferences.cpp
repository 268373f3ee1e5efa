#include "features/discover/preferences.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

#include "core/error.hpp"

namespace sangam::features::discover {
namespace {

using nlohmann::json;

constexpr std::array<std::string_view, k_factors> k_factor_names{"industry",   "stage",  "location",
                                                                 "experience", "skills", "goals"};
constexpr std::array<std::string_view, 3> k_levels{"dont_care", "nice", "must"};
constexpr std::array<std::string_view, k_shown_kinds> k_kind_fields{"showFounders", "showMentors",
                                                                    "showInvestors"};
constexpr std::array<std::string_view, k_shown_kinds> k_kind_names{"founders", "mentors",
                                                                   "investors"};

}  // namespace

std::span<const std::string_view> factor_names() {
  return k_factor_names;
}

unsigned match_preferences::mask_of(preference level) const {
  unsigned mask = 0;
  for (std::size_t f = 0; f < k_factors; ++f) {
    if (factors[f] == level) mask |= 1u << f;
  }
  return mask;
}

factor_weights match_preferences::weights() const {
  factor_weights w;
  for (std::size_t f = 0; f < k_factors; ++f) {
    if (factors[f] == preference::nice) w.times[f] = k_nice_weight;
  }
  return w;
}

std::string match_preferences::key() const {
  std::string key;
  for (const auto level : factors) key += static_cast<char>('0' + static_cast<int>(level));
  for (const auto shown : kinds) key += shown ? '1' : '0';
  return key;
}

json to_json(const match_preferences& preferences) {
  json out = json::object();
  for (std::size_t f = 0; f < k_factors; ++f) {
    out[std::string(k_factor_names[f])] =
        k_levels[static_cast<std::size_t>(preferences.factors[f])];
  }
  for (std::size_t k = 0; k < k_shown_kinds; ++k) {
    out[std::string(k_kind_fields[k])] = preferences.kinds[k];
  }
  return out;
}

match_preferences updated(match_preferences current, const json& body) {
  core::field_errors errors;
  for (std::size_t f = 0; f < k_factors; ++f) {
    const auto it = body.find(k_factor_names[f]);
    if (it == body.end()) continue;
    const auto level =
        it->is_string() ? std::ranges::find(k_levels, it->get<std::string>()) : k_levels.end();
    if (level == k_levels.end()) {
      errors.emplace(k_factor_names[f], "Choose must, nice or dont_care.");
      continue;
    }
    current.factors[f] = static_cast<preference>(level - k_levels.begin());
  }
  for (std::size_t k = 0; k < k_shown_kinds; ++k) {
    const auto it = body.find(k_kind_fields[k]);
    if (it == body.end()) continue;
    if (!it->is_boolean()) {
      errors.emplace(k_kind_fields[k], "Choose true or false.");
      continue;
    }
    current.kinds[k] = it->get<bool>();
  }
  if (!errors.empty()) throw core::api_error::validation(errors);
  return current;
}

void append_met_json(std::string& out, const match_preferences& preferences, unsigned met) {
  out += '[';
  bool first = true;
  for (std::size_t f = 0; f < k_factors; ++f) {
    const auto level = preferences.factors[f];
    if (level == preference::dont_care || (met & (1u << f)) == 0) continue;
    if (!first) out += ',';
    first = false;
    out += R"({"factor":")";
    out += k_factor_names[f];
    out += R"(","preference":")";
    out += k_levels[static_cast<std::size_t>(level)];
    out += R"("})";
  }
  out += ']';
}

json widen_json(const match_preferences& preferences, std::size_t remaining, const left_out& left) {
  if (preferences.plain() || remaining >= k_widen_below) return nullptr;
  std::string_view best;
  std::size_t adds = 0;
  for (std::size_t f = 0; f < k_factors; ++f) {
    if (preferences.factors[f] == preference::must && left.by_factor[f] > adds) {
      best = k_factor_names[f];
      adds = left.by_factor[f];
    }
  }
  for (std::size_t k = 0; k < k_shown_kinds; ++k) {
    if (!preferences.kinds[k] && left.by_kind[k] > adds) {
      best = k_kind_names[k];
      adds = left.by_kind[k];
    }
  }
  if (adds == 0) return nullptr;
  return {{"factor", best}, {"adds", adds}};
}

}  // namespace sangam::features::discover
