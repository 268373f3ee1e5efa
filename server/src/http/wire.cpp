#include "http/wire.hpp"

#include <boost/beast/http/status.hpp>

#include <charconv>

namespace sangam::http {
namespace {

void append_header(std::string& out, std::string_view name, std::string_view value) {
  out.append(name).append(": ").append(value).append("\r\n");
}

void append_number(std::string& out, std::size_t n) {
  char digits[24];
  const auto [end, ec] = std::to_chars(digits, digits + sizeof digits, n);
  out.append(digits, end);
}

}  // namespace

void serialize_head(const response_head& head, std::string& out) {
  out.clear();
  out.append("HTTP/1.1 ");
  append_number(out, head.status);
  out.push_back(' ');
  out.append(boost::beast::http::obsolete_reason(boost::beast::http::int_to_status(head.status)));
  out.append("\r\n");
  if (!head.content_type.empty()) append_header(out, "Content-Type", head.content_type);
  out.append("Content-Length: ");
  append_number(out, head.content_length);
  out.append("\r\n");
  if (!head.cache_control.empty()) append_header(out, "Cache-Control", head.cache_control);
  if (!head.etag.empty()) append_header(out, "ETag", head.etag);
  if (!head.content_encoding.empty()) append_header(out, "Content-Encoding", head.content_encoding);
  if (head.vary_encoding) append_header(out, "Vary", "Accept-Encoding");
  if (!head.request_id.empty()) append_header(out, "X-Request-Id", head.request_id);
  if (head.extra) {
    for (const auto& [name, value] : *head.extra) append_header(out, name, value);
  }
  if (!head.keep_alive) {
    append_header(out, "Connection", "close");
  } else if (head.http10) {
    append_header(out, "Connection", "keep-alive");
  }
}

std::string serialize_fixed_headers(
    const std::vector<std::pair<std::string, std::string>>& headers) {
  std::string out;
  for (const auto& [name, value] : headers) append_header(out, name, value);
  out.append("\r\n");
  return out;
}

}  // namespace sangam::http
