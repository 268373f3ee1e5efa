#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sangam::http {

// The parts of a response head that change per response. The fixed security headers are a
// separate, shared buffer (shared_state::security_block), written after these.
struct response_head final {
  unsigned status = 200;
  std::string_view content_type;
  std::string_view cache_control;
  std::size_t content_length = 0;
  bool keep_alive = true;
  bool http10 = false;  // an HTTP/1.0 client needs keep-alive said explicitly
  std::string_view request_id;
  const std::vector<std::pair<std::string, std::string>>* extra = nullptr;
  std::string_view etag;
  std::string_view content_encoding;
  bool vary_encoding = false;
};

// Writes the status line and the per-response headers into `out` (cleared first), ending with
// CRLF after the last header but without the blank line that ends the head.
void serialize_head(const response_head& head, std::string& out);

// "Name: value\r\n" lines for headers that every response carries, followed by the blank line.
std::string serialize_fixed_headers(
    const std::vector<std::pair<std::string, std::string>>& headers);

}  // namespace sangam::http
