#include "http/json_body.hpp"

#include <algorithm>
#include <cctype>

#include "core/error.hpp"
#include "core/text.hpp"

namespace sangam::http {

bool is_json_content_type(std::string_view content_type) {
  const auto semicolon = content_type.find(';');
  auto media = content_type.substr(0, semicolon);
  while (!media.empty() && media.back() == ' ') media.remove_suffix(1);
  constexpr std::string_view k_json = "application/json";
  return media.size() == k_json.size() &&
         std::equal(media.begin(), media.end(), k_json.begin(), [](char a, char b) {
           return std::tolower(static_cast<unsigned char>(a)) == b;
         });
}

nlohmann::json parse_json_object(const request& req) {
  if (!is_json_content_type(req.content_type)) {
    throw core::api_error(415, "unsupported_media_type",
                          "Send the request body as JSON (Content-Type: application/json).");
  }
  auto body = nlohmann::json::parse(req.body, nullptr, /*allow_exceptions=*/false);
  if (body.is_discarded() || !body.is_object()) {
    throw core::api_error::bad_request("The request body is not a valid JSON object.");
  }
  return body;
}

std::string string_or_empty(const nlohmann::json& body, const char* key) {
  const auto it = body.find(key);
  return it != body.end() && it->is_string() ? it->get<std::string>() : std::string{};
}

std::optional<std::string> optional_text(const nlohmann::json& body, const char* name,
                                         std::size_t max_length, const char* message) {
  const auto it = body.find(name);
  if (it == body.end() || it->is_null()) return std::nullopt;
  if (!it->is_string()) throw core::api_error::validation({{name, message}});
  const auto text = core::trim(it->get_ref<const std::string&>());
  if (text.empty()) return std::nullopt;
  if (core::utf8_length(text) > max_length) throw core::api_error::validation({{name, message}});
  return std::string(text);
}

std::string required_text(const nlohmann::json& body, const char* name, std::size_t max_length,
                          const char* message) {
  auto text = optional_text(body, name, max_length, message);
  if (!text) throw core::api_error::validation({{name, message}});
  return std::move(*text);
}

}  // namespace sangam::http
