#pragma once

#include <boost/beast/core/error.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/string_body.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>

#include "core/error.hpp"

namespace sangam::http {

// How a connection reads a request off the wire, apart from the sockets: the parser as it is set
// up, and the decisions made on its head and body. Pure, so that a fuzz target
// (server/fuzz/http_framing.cpp) drives exactly what http_session does.

using request_parser = boost::beast::http::request_parser<boost::beast::http::string_body>;

inline constexpr std::uint32_t k_header_limit = 16 * 1024;

// A parser ready for a request head: headers up to k_header_limit; no body limit yet (the real
// one is the route's, known once the head is in: see body_limit_problem).
void prepare_for_head(request_parser& parser);

// Why a head that failed to parse is answered rather than the connection dropped: 431 for one
// over k_header_limit, 400 for one that cannot be read. nullopt for anything else (the peer went
// away, a timeout): nothing to answer.
std::optional<core::api_error> head_refusal(boost::beast::error_code ec);

// RFC 9112 §6.1, §6.3: a request body is framed by chunked alone or by Content-Length alone. A
// proxy in front may frame anything else differently (request smuggling), so it is refused
// (400, or 501 for a transfer coding other than chunked) rather than guessed at; the parser
// itself refuses chunked together with Content-Length.
std::optional<core::api_error> framing_problem(const request_parser& parser);

// Sets the route's body limit on a parser whose head is in; 413 when the declared length is over
// it already (the body is then never read).
std::optional<core::api_error> body_limit_problem(request_parser& parser, std::size_t limit);

// Why a body that failed to read is answered: 413 over the limit; nullopt otherwise (the
// connection is just closed).
std::optional<core::api_error> body_refusal(boost::beast::error_code ec);

// A client waiting for "100 Continue" before it sends the body (RFC 9110 §10.1.1): an HTTP/1.1
// request with `Expect: 100-continue` whose body is not all read yet. An HTTP/1.0 one is ignored.
bool expects_continue(const request_parser& parser);

}  // namespace sangam::http
