#include "support/http_client.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <regex>

namespace sangam::testing {
namespace {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

net::ip::tcp::socket connect(net::io_context& ioc, unsigned short port, const std::string& from) {
  net::ip::tcp::socket socket(ioc);
  socket.open(net::ip::tcp::v4());
  socket.bind({net::ip::make_address(from), 0});
  socket.connect({net::ip::make_address("127.0.0.1"), port});
  return socket;
}

http_result read_response(net::ip::tcp::socket& socket) {
  beast::flat_buffer buffer;
  bhttp::response_parser<bhttp::string_body> parser;
  parser.body_limit(64 * 1024 * 1024);
  bhttp::read(socket, buffer, parser);
  const auto& res = parser.get();
  http_result out;
  out.status = static_cast<int>(res.result_int());
  for (const auto& field : res) {
    out.headers[lower(std::string(field.name_string()))] = std::string(field.value());
  }
  out.body = res.body();
  return out;
}

// No response body may carry a password hash or a raw 256-bit token (sessions, password links).
void expect_no_secrets(const http_result& res) {
  if (res.header("content-type").rfind("application/json", 0) != 0) return;
  static const std::regex k_token("[0-9a-f]{64}");
  EXPECT_EQ(res.body.find("$argon2"), std::string::npos) << res.body;
  EXPECT_FALSE(std::regex_search(res.body, k_token)) << res.body;
}

}  // namespace

http_result http_client::get(const std::string& target) const {
  return raw("GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n" +
             extra_headers + "\r\n");
}

http_result http_client::send(const std::string& method, const std::string& target,
                              const std::string& body, const std::string& content_type) const {
  return raw(method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n" +
             extra_headers +
             (content_type.empty() ? "" : "Content-Type: " + content_type + "\r\n") +
             "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body);
}

http_result http_client::post_json(const std::string& target, const nlohmann::json& body) const {
  return post(target, body.dump(), "application/json");
}

http_result http_client::post(const std::string& target, const std::string& body,
                              const std::string& content_type) const {
  return send("POST", target, body, content_type);
}

http_result http_client::raw(const std::string& raw) const {
  net::io_context ioc;
  auto socket = connect(ioc, port_, from_);
  beast::error_code ec;
  // The server may answer (413) and stop reading before a large body is all sent.
  net::write(socket, net::buffer(raw), ec);
  auto res = read_response(socket);
  expect_no_secrets(res);
  return res;
}

}  // namespace sangam::testing
