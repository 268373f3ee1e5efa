#include "http/json_fields.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/text.hpp"

namespace sangam::http {
namespace {

bool is_web_url(const std::string& url) {
  const auto lower = core::ascii_lower(url);
  return (lower.starts_with("https://") || lower.starts_with("http://")) && url.size() > 8 &&
         url.find_first_of(" \t\r\n<>\"") == std::string::npos;
}

}  // namespace

bool json_fields::has(const char* key) const {
  return body_.contains(key) && !body_[key].is_null();
}

void json_fields::fail(const char* key, std::string message) {
  errors_.try_emplace(key, std::move(message));
}

std::optional<std::string> json_fields::optional_text(const char* key, std::size_t max_length) {
  if (!has(key)) return std::nullopt;
  if (!body_[key].is_string()) {
    fail(key, "Must be text.");
    return std::nullopt;
  }
  auto text = std::string(core::trim(body_[key].get<std::string>()));
  if (core::utf8_length(text) > max_length) {
    fail(key, fmt::format("At most {} characters.", max_length));
  }
  if (text.empty()) return std::nullopt;
  return text;
}

std::string json_fields::text(const char* key, std::size_t max_length) {
  auto text = optional_text(key, max_length);
  if (!text) fail(key, "Required.");
  return text.value_or("");
}

std::optional<std::string> json_fields::optional_line(const char* key, std::size_t max_length) {
  auto text = optional_text(key, max_length);
  if (text && !failed(key) && !core::is_one_line_text(*text)) fail(key, core::k_one_line_message);
  return text;
}

std::string json_fields::line(const char* key, std::size_t max_length) {
  auto text = optional_line(key, max_length);
  if (!text) fail(key, "Required.");
  return text.value_or("");
}

std::optional<std::string> json_fields::optional_url(const char* key, std::size_t max_length) {
  auto url = optional_line(key, max_length);
  if (url && !is_web_url(*url)) fail(key, "An http or https address.");
  return url;
}

long long json_fields::whole_number(const char* key, long long min, long long max) {
  if (!body_.contains(key) || !body_[key].is_number_integer()) {
    fail(key, "Must be a whole number.");
    return 0;
  }
  const auto n = body_[key].get<long long>();
  if (n < min || n > max) fail(key, fmt::format("Must be from {} to {}.", min, max));
  return n;
}

std::vector<std::string> json_fields::text_list(const char* key, std::size_t max_items,
                                                std::size_t max_length) {
  std::vector<std::string> list;
  if (!has(key)) return list;
  if (!body_[key].is_array() || body_[key].size() > max_items) {
    fail(key, fmt::format("At most {} entries.", max_items));
    return list;
  }
  for (const auto& item : body_[key]) {
    if (!item.is_string() || core::utf8_length(item.get<std::string>()) > max_length) {
      fail(key, fmt::format("Each entry is text of at most {} characters.", max_length));
      return {};
    }
    if (!core::is_one_line_text(core::trim(item.get_ref<const std::string&>()))) {
      fail(key, core::k_one_line_message);
      return {};
    }
    auto text = std::string(core::trim(item.get<std::string>()));
    if (!text.empty()) list.push_back(std::move(text));
  }
  return list;
}

void json_fields::check() {
  if (!errors_.empty()) throw core::api_error::validation(std::move(errors_));
}

}  // namespace sangam::http
