#include "http/framing.hpp"

#include <boost/beast/core/string.hpp>
#include <boost/beast/http/error.hpp>

#include <limits>

namespace sangam::http {
namespace {

namespace beast = boost::beast;
namespace bhttp = beast::http;

bool unreadable(beast::error_code ec) {
  return ec == bhttp::error::bad_line_ending || ec == bhttp::error::bad_method ||
         ec == bhttp::error::bad_target || ec == bhttp::error::bad_version ||
         ec == bhttp::error::bad_field || ec == bhttp::error::bad_value ||
         ec == bhttp::error::bad_content_length || ec == bhttp::error::bad_transfer_encoding ||
         ec == bhttp::error::bad_obs_fold;
}

core::api_error too_large() {
  return {413, "payload_too_large", "The request body is too large."};
}

}  // namespace

void prepare_for_head(request_parser& parser) {
  parser.header_limit(k_header_limit);
  parser.body_limit(std::numeric_limits<std::uint64_t>::max());
}

std::optional<core::api_error> head_refusal(beast::error_code ec) {
  if (ec == bhttp::error::header_limit) {
    return core::api_error(431, "headers_too_large", "The request headers are too large.");
  }
  if (unreadable(ec)) return core::api_error::bad_request("The request could not be read.");
  return std::nullopt;
}

std::optional<core::api_error> framing_problem(const request_parser& parser) {
  const auto& header = parser.get();
  const auto codings = header.count(bhttp::field::transfer_encoding);
  if (codings == 0) return std::nullopt;
  if (!parser.chunked() || header.count(bhttp::field::content_length) != 0) {
    return core::api_error::bad_request("The request could not be read.");
  }
  if (codings > 1 || !beast::iequals(header[bhttp::field::transfer_encoding], "chunked")) {
    return core::api_error(501, "not_implemented", "This transfer coding is not supported.");
  }
  return std::nullopt;
}

std::optional<core::api_error> body_limit_problem(request_parser& parser, std::size_t limit) {
  parser.body_limit(limit);
  if (const auto length = parser.content_length(); length && *length > limit) return too_large();
  return std::nullopt;
}

std::optional<core::api_error> body_refusal(beast::error_code ec) {
  if (ec == bhttp::error::body_limit) return too_large();
  return std::nullopt;
}

bool expects_continue(const request_parser& parser) {
  const auto& header = parser.get();
  return header.version() >= 11 && !parser.is_done() &&
         beast::iequals(header[bhttp::field::expect], "100-continue");
}

}  // namespace sangam::http
