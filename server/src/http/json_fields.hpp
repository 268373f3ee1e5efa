#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/error.hpp"

namespace sangam::http {

// Reads the fields of a JSON body, gathering what is wrong by field name, so that one 400 names
// every field that needs attention (core::api_error::validation).
class json_fields final {
 public:
  explicit json_fields(const nlohmann::json& body) : body_(body) {}

  // Trimmed text; nullopt when absent, null or blank.
  std::optional<std::string> optional_text(const char* key, std::size_t max_length);
  // Trimmed text that must be there ("Required.").
  std::string text(const char* key, std::size_t max_length);
  // As optional_text and text, on one line (core::is_one_line_text): a name, a title, a place.
  std::optional<std::string> optional_line(const char* key, std::size_t max_length);
  std::string line(const char* key, std::size_t max_length);
  // An http or https address; nullopt when absent, null or blank.
  std::optional<std::string> optional_url(const char* key, std::size_t max_length = 500);
  long long whole_number(const char* key, long long min, long long max);
  // Texts of one line and at most `max_length` characters, at most `max_items` of them; blank ones
  // dropped, an absent list empty.
  std::vector<std::string> text_list(const char* key, std::size_t max_items,
                                     std::size_t max_length);

  bool has(const char* key) const;
  void fail(const char* key, std::string message);
  bool failed(const char* key) const { return errors_.contains(key); }
  // Throws the 400 when any field failed.
  void check();

 private:
  const nlohmann::json& body_;
  core::field_errors errors_;
};

}  // namespace sangam::http
