#pragma once

#include <nlohmann/json.hpp>

#include <optional>

namespace sangam::http {

// body[name] as a whole number from `min` to `max`: nullopt when absent or null; anything else
// outside that calls `on_bad()` (which records the field's error) and gives nullopt.
template <typename OnBad>
std::optional<long long> optional_whole(const nlohmann::json& body, const char* name, long long min,
                                        long long max, OnBad&& on_bad) {
  const auto it = body.find(name);
  if (it == body.end() || it->is_null()) return std::nullopt;
  if (!it->is_number_integer() || it->get<long long>() < min || it->get<long long>() > max) {
    on_bad();
    return std::nullopt;
  }
  return it->get<long long>();
}

}  // namespace sangam::http
