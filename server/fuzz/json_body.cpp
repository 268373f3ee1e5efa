// A JSON request body through the readers every route uses: parse_json_object (415 for another
// media type, 400 for anything but a JSON object), then each field, both by the free functions
// (string_or_empty, optional_text, required_text) and by json_fields, under every name the body
// has and a few it may not. Whatever the input, the only exception is core::api_error (400 or
// 415), and what a reader returns is what it promises: trimmed, within its length, on one line
// where it says so (core::is_one_line_text), a web address, a number in range.
//
// Input: byte 0 picks the declared Content-Type; the rest is the body.

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "check.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "http/json_body.hpp"
#include "http/json_fields.hpp"

namespace {

using nlohmann::json;
using sangam::core::api_error;

constexpr const char* k_content_types[] = {
    "application/json",
    "application/json; charset=utf-8",
    "Application/JSON ; x=y",
    "application/json ",
    "text/plain",
    "",
    "application/jsonx",
    "application/x-www-form-urlencoded",
};
constexpr const char* k_fixed_keys[] = {"name", "email", "url", "count", "items", ""};
constexpr std::size_t k_lengths[] = {0, 1, 8, 200};

bool is_trimmed(std::string_view s) {
  return sangam::core::trim(s).size() == s.size();
}

void check_text(const std::optional<std::string>& text, std::size_t max_length) {
  if (!text) return;
  FUZZ_CHECK(!text->empty());
  FUZZ_CHECK(is_trimmed(*text));
  FUZZ_CHECK(sangam::core::utf8_length(*text) <= max_length);
}

void expect_field_error(const api_error& e) {
  FUZZ_CHECK(e.status() == 400);
  FUZZ_CHECK(e.code() == "validation_failed");
  FUZZ_CHECK(!e.fields().empty());
}

// The free functions, one field at a time: each either answers or throws the field's 400.
void read_alone(const json& body, const char* key, std::size_t max_length) {
  const auto plain = sangam::http::string_or_empty(body, key);
  if (!plain.empty()) FUZZ_CHECK(body.at(key).get_ref<const std::string&>() == plain);
  try {
    check_text(sangam::http::optional_text(body, key, max_length, "bad"), max_length);
  } catch (const api_error& e) {
    expect_field_error(e);
  }
  try {
    const auto text = sangam::http::required_text(body, key, max_length, "bad");
    FUZZ_CHECK(!text.empty());
    check_text(text, max_length);
  } catch (const api_error& e) {
    expect_field_error(e);
  }
}

// json_fields gathers every field's problem into one 400.
void read_together(const json& body, const std::vector<std::string>& keys, std::size_t seed) {
  sangam::http::json_fields fields(body);
  struct outcome final {
    const char* key;
    int kind;
    std::optional<std::string> text;
    long long number = 0;
    std::vector<std::string> list;
  };
  std::vector<outcome> seen;
  for (std::size_t i = 0; i < keys.size(); ++i) {
    const char* key = keys[i].c_str();
    const auto max_length = k_lengths[(seed + i) % std::size(k_lengths)];
    outcome o{.key = key, .kind = static_cast<int>((seed + i) % 7)};
    switch (o.kind) {
      case 0:
        o.text = fields.optional_text(key, max_length);
        if (!fields.failed(key)) check_text(o.text, max_length);
        break;
      case 1:
        o.text = fields.text(key, max_length);
        if (!fields.failed(key)) check_text(o.text, max_length);
        break;
      case 2:
        o.text = fields.optional_url(key, 40);
        if (!fields.failed(key) && o.text) {
          const auto lower = sangam::core::ascii_lower(*o.text);
          FUZZ_CHECK(lower.starts_with("http://") || lower.starts_with("https://"));
          FUZZ_CHECK(o.text->find_first_of(" \t\r\n<>\"") == std::string::npos);
          FUZZ_CHECK(sangam::core::is_one_line_text(*o.text));
        }
        break;
      case 3:
        o.number = fields.whole_number(key, -5, 1000);
        if (!fields.failed(key)) FUZZ_CHECK(o.number >= -5 && o.number <= 1000);
        break;
      case 4:
        o.list = fields.text_list(key, 3, max_length);
        if (!fields.failed(key)) {
          FUZZ_CHECK(o.list.size() <= 3);
          for (const auto& item : o.list) {
            check_text(item, max_length);
            FUZZ_CHECK(sangam::core::is_one_line_text(item));
          }
        }
        break;
      case 5:
        o.text = fields.optional_line(key, max_length);
        if (!fields.failed(key)) {
          check_text(o.text, max_length);
          if (o.text) FUZZ_CHECK(sangam::core::is_one_line_text(*o.text));
        }
        break;
      case 6:
        o.text = fields.line(key, max_length);
        if (!fields.failed(key)) {
          FUZZ_CHECK(o.text && sangam::core::is_one_line_text(*o.text));
          check_text(o.text, max_length);
        }
        break;
    }
    (void)fields.has(key);
    seen.push_back(std::move(o));
  }
  bool any_failed = false;
  for (const auto& o : seen) any_failed = any_failed || fields.failed(o.key);
  try {
    fields.check();
    FUZZ_CHECK(!any_failed);
  } catch (const api_error& e) {
    FUZZ_CHECK(any_failed);
    expect_field_error(e);
  }
}

// The text checks the readers and the routes lean on; none may misbehave on any string.
void check_text_helpers(const std::string& s) {
  const auto trimmed = sangam::core::trim(s);
  FUZZ_CHECK(is_trimmed(trimmed));
  FUZZ_CHECK(sangam::core::utf8_length(s) <= s.size());
  // One line: no C0 control (tab and line breaks included) and no DEL, whatever else it refuses.
  if (sangam::core::is_one_line_text(s)) {
    for (const char c : s) FUZZ_CHECK(static_cast<unsigned char>(c) >= 0x20 && c != 0x7F);
  }
  if (sangam::core::is_valid_email(s)) FUZZ_CHECK(s.size() <= 254 && s.find('@') != s.npos);
  const auto email = sangam::core::normalized_email(s);
  FUZZ_CHECK(email == sangam::core::normalized_email(email));
  const auto encoded = sangam::core::url_encode(s);
  FUZZ_CHECK(encoded.size() >= s.size());
  const auto decoded = sangam::core::from_base64(sangam::core::to_base64(s));
  FUZZ_CHECK(decoded && *decoded == s);
  (void)sangam::core::from_base64(s);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  sangam::http::request req;
  req.content_type = k_content_types[data[0] % std::size(k_content_types)];
  req.body.assign(reinterpret_cast<const char*>(data) + 1, size - 1);
  json body;
  try {
    body = sangam::http::parse_json_object(req);
  } catch (const api_error& e) {
    FUZZ_CHECK(e.status() == 400 || e.status() == 415);
    FUZZ_CHECK(e.status() != 415 || !sangam::http::is_json_content_type(req.content_type));
    check_text_helpers(req.body);
    return 0;
  }
  FUZZ_CHECK(body.is_object());
  FUZZ_CHECK(sangam::http::is_json_content_type(req.content_type));

  std::vector<std::string> keys(std::begin(k_fixed_keys), std::end(k_fixed_keys));
  for (const auto& [key, value] : body.items()) {
    keys.push_back(key);
    if (value.is_string()) check_text_helpers(value.get<std::string>());
  }
  for (std::size_t i = 0; i < keys.size(); ++i) {
    read_alone(body, keys[i].c_str(), k_lengths[i % std::size(k_lengths)]);
  }
  read_together(body, keys, data[0]);
  return 0;
}
