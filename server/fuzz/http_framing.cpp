// The bytes a client sends on one connection, read as http_session reads them: Beast's request
// parser set up by prepare_for_head, the refusals of a head that does not parse (400, 431), the
// framing decision (chunked alone or Content-Length alone, else 400 or 501), the route's body
// limit (413 up front or while reading), then the body; and, while the connection stays usable,
// the next request after it (keep-alive, where smuggling lives).
//
// Input: byte 0 picks the route's body limit, byte 1 how many bytes each read returns (so that
// a head or a chunk is split anywhere); the rest is the wire.

#include <boost/asio/io_context.hpp>
#include <boost/beast/_experimental/test/stream.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/read.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check.hpp"
#include "http/framing.hpp"

namespace {

namespace beast = boost::beast;
namespace bhttp = beast::http;
using sangam::http::request_parser;

// None, a small one, a JSON body's, an upload's.
constexpr std::size_t k_limits[] = {0, 100, 64 * 1024, 10 * 1024 * 1024};
constexpr int k_requests_per_connection = 8;

void check_framing_accepted(const request_parser& parser) {
  const auto& head = parser.get();
  const auto codings = head.count(bhttp::field::transfer_encoding);
  const auto lengths = head.count(bhttp::field::content_length);
  // One framing, never both, never a coding that is not chunked alone.
  FUZZ_CHECK(!(codings > 0 && lengths > 0));
  FUZZ_CHECK(codings <= 1);
  FUZZ_CHECK(parser.chunked() == (codings == 1));
  if (lengths > 0) FUZZ_CHECK(parser.content_length().has_value());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  const std::size_t limit = k_limits[data[0] % std::size(k_limits)];
  const std::size_t read_size = data[1] == 0 ? 64 * 1024 : data[1];
  const std::string_view wire(reinterpret_cast<const char*>(data) + 2, size - 2);

  boost::asio::io_context ioc;
  beast::test::stream client(ioc, wire);
  client.read_size(read_size);
  client.close_remote();  // all the client sends; then end of stream
  beast::flat_buffer buffer;

  for (int n = 0; n < k_requests_per_connection; ++n) {
    request_parser parser;
    sangam::http::prepare_for_head(parser);
    beast::error_code ec;
    bhttp::read_header(client, buffer, parser, ec);
    if (ec) {
      // Answered (and the connection closed) or just closed; nothing else.
      if (const auto refusal = sangam::http::head_refusal(ec)) {
        FUZZ_CHECK(refusal->status() == 400 || refusal->status() == 431);
      }
      return 0;
    }
    FUZZ_CHECK(parser.is_header_done());
    if (const auto problem = sangam::http::framing_problem(parser)) {
      FUZZ_CHECK(problem->status() == 400 || problem->status() == 501);
      return 0;  // refused, and the connection closed
    }
    check_framing_accepted(parser);
    if (const auto too_large = sangam::http::body_limit_problem(parser, limit)) {
      FUZZ_CHECK(too_large->status() == 413);
      FUZZ_CHECK(parser.content_length().has_value() && *parser.content_length() > limit);
      return 0;
    }
    const bool continues = sangam::http::expects_continue(parser);
    if (continues) FUZZ_CHECK(parser.get().version() == 11 && !parser.is_done());
    bhttp::read(client, buffer, parser, ec);
    if (ec) {
      if (const auto refusal = sangam::http::body_refusal(ec)) {
        FUZZ_CHECK(refusal->status() == 413);
      }
      return 0;
    }
    FUZZ_CHECK(parser.is_done());
    const auto& request = parser.get();
    FUZZ_CHECK(request.body().size() <= limit);
    if (const auto length = parser.content_length()) FUZZ_CHECK(request.body().size() == *length);
    if (!request.keep_alive()) return 0;
  }
  return 0;
}
