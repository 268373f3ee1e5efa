#include <soci/soci.h>

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/write.hpp>
#include <chrono>
#include <fstream>
#include <future>
#include <sstream>
#include <thread>

#include "support/api_fixture.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;

void write_file(const std::filesystem::path& p, const std::string& content) {
  std::filesystem::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << content;
}

class http_api : public api_test {
 protected:
  void serve_web_app() {
    const auto root = engine_environment::temp_dir() / "web";
    write_file(root / "index.html", "<!doctype html><title>Sangam</title><div id=root></div>");
    write_file(root / "assets" / "index-3f2a9c.js",
               "console.log('sangam');\n" + std::string(4000, ' ') + "//");
    write_file(root / "favicon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
    cfg_.web_root = root.string();
    start_app();
  }
};

void expect_security_headers(const http_result& res) {
  const auto csp = res.header("content-security-policy");
  EXPECT_NE(csp.find("default-src 'self'"), std::string::npos);
  EXPECT_NE(csp.find("script-src 'self'"), std::string::npos);
  EXPECT_EQ(csp.find("unsafe-inline"), std::string::npos);
  EXPECT_NE(csp.find("frame-ancestors 'none'"), std::string::npos);
  EXPECT_EQ(res.header("x-content-type-options"), "nosniff");
  EXPECT_FALSE(res.header("referrer-policy").empty());
}

TEST_F(http_api, every_response_carries_the_security_headers) {
  serve_web_app();
  expect_security_headers(client().get("/api/health"));
  expect_security_headers(client().get("/api/nothing-here"));
  expect_security_headers(client().get("/"));
  expect_security_headers(client().get("/assets/index-3f2a9c.js"));
  expect_security_headers(client().post("/api/waitlist", "x", "text/plain"));
}

TEST_F(http_api, unknown_api_paths_are_404_and_wrong_methods_405_in_the_error_shape) {
  const auto missing = client().get("/api/nothing-here");
  EXPECT_EQ(missing.status, 404);
  EXPECT_EQ(missing.json()["error"]["code"], "not_found");
  const auto wrong = client().get("/api/waitlist");
  EXPECT_EQ(wrong.status, 405);
  EXPECT_EQ(wrong.json()["error"]["code"], "method_not_allowed");
  EXPECT_FALSE(wrong.json()["error"]["message"].get<std::string>().empty());
}

TEST_F(http_api, client_routes_fall_back_to_index_html_without_caching) {
  serve_web_app();
  for (const auto* path :
       {"/", "/marketing", "/onboarding/step1", "/password-setup?email=a@b.in"}) {
    const auto res = client().get(path);
    EXPECT_EQ(res.status, 200) << path;
    EXPECT_NE(res.body.find("<div id=root>"), std::string::npos) << path;
    EXPECT_EQ(res.header("cache-control"), "no-cache") << path;
    EXPECT_EQ(res.header("content-type"), "text/html; charset=utf-8") << path;
  }
}

TEST_F(http_api, hashed_assets_are_immutable_and_missing_ones_are_404) {
  serve_web_app();
  const auto asset = client().get("/assets/index-3f2a9c.js");
  EXPECT_EQ(asset.status, 200);
  EXPECT_EQ(asset.header("cache-control"), "public, max-age=31536000, immutable");
  EXPECT_EQ(asset.header("content-type"), "text/javascript; charset=utf-8");
  EXPECT_EQ(client().get("/assets/index-000000.js").status, 404);
}

TEST_F(http_api, assets_are_gzipped_when_the_client_accepts_it) {
  serve_web_app();
  const auto plain = client().get("/assets/index-3f2a9c.js");
  const auto gz = client().raw(
      "GET /assets/index-3f2a9c.js HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip, br\r\n"
      "Connection: close\r\n\r\n");
  EXPECT_EQ(gz.status, 200);
  EXPECT_EQ(gz.header("content-encoding"), "gzip");
  EXPECT_EQ(gz.header("vary"), "Accept-Encoding");
  EXPECT_LT(gz.body.size(), plain.body.size() / 4);
  EXPECT_EQ(static_cast<unsigned char>(gz.body[0]), 0x1f);  // gzip magic
  EXPECT_TRUE(plain.header("content-encoding").empty());
}

TEST_F(http_api, an_unchanged_index_answers_304_to_its_etag) {
  serve_web_app();
  const auto first = client().get("/");
  const auto etag = first.header("etag");
  ASSERT_FALSE(etag.empty());
  const auto again = client().raw("GET / HTTP/1.1\r\nHost: x\r\nIf-None-Match: " + etag +
                                  "\r\nConnection: close\r\n\r\n");
  EXPECT_EQ(again.status, 304);
  EXPECT_TRUE(again.body.empty());
}

TEST_F(http_api, keep_alive_serves_several_requests_on_one_connection) {
  namespace net = boost::asio;
  net::io_context ioc;
  net::ip::tcp::socket socket(ioc);
  socket.connect({net::ip::make_address("127.0.0.1"), port_});
  const std::string one = "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n";
  net::write(socket, net::buffer(one + one + one));
  std::string received;
  std::array<char, 4096> buf{};
  boost::system::error_code ec;
  while (std::count(received.begin(), received.end(), '}') < 3 && !ec) {
    const auto n = socket.read_some(net::buffer(buf), ec);
    received.append(buf.data(), n);
  }
  std::size_t responses = 0;
  for (auto at = received.find("HTTP/1.1 200"); at != std::string::npos;
       at = received.find("HTTP/1.1 200", at + 1)) {
    ++responses;
  }
  EXPECT_EQ(responses, 3u);
}

TEST_F(http_api, oversized_headers_are_refused) {
  const auto res = client().raw(
      "GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: " + std::string(20000, 'a') + "\r\n\r\n");
  EXPECT_EQ(res.status, 431);
}

// What the server sent on one connection until it closed it, or for 5 s if it did not.
struct closing_exchange final {
  std::string received;
  bool closed = false;

  std::size_t responses() const {
    std::size_t n = 0;
    for (auto at = received.find("HTTP/1.1 "); at != std::string::npos;
         at = received.find("HTTP/1.1 ", at + 1)) {
      ++n;
    }
    return n;
  }
  int status() const { return received.size() > 12 ? std::stoi(received.substr(9, 3)) : 0; }
  std::string error_code() const {
    const auto head_end = received.find("\r\n\r\n");
    if (head_end == std::string::npos) return {};
    const auto body = nlohmann::json::parse(received.substr(head_end + 4), nullptr, false);
    return body.contains("error") ? body["error"].value("code", "") : "";
  }
};

closing_exchange send_until_closed(unsigned short port, const std::string& raw) {
  namespace net = boost::asio;
  net::io_context ioc;
  net::ip::tcp::socket socket(ioc);
  socket.connect({net::ip::make_address("127.0.0.1"), port});
  net::write(socket, net::buffer(raw));
  closing_exchange out;
  net::async_read(
      socket, net::dynamic_buffer(out.received),
      [&](boost::system::error_code ec, std::size_t) { out.closed = ec == net::error::eof; });
  ioc.run_for(5s);
  return out;
}

std::string chunked(std::string_view body) {
  std::ostringstream out;
  out << std::hex << body.size() << "\r\n" << body << "\r\n0\r\n\r\n";
  return out.str();
}

const std::string k_sign_up =
    R"({"name":"Asha Rao","email":"asha@example.in","role":"Founder","city":"Pune"})";
// Left on the wire after the body: whoever frames the body differently reads it as a request.
const std::string k_smuggled = "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n";

std::string sign_up_with(const std::string& framing_headers, const std::string& body) {
  return "POST /api/waitlist HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
         framing_headers + "\r\n" + body + k_smuggled;
}

TEST_F(http_api, a_body_framed_other_than_by_chunked_or_by_length_alone_is_refused_and_closed) {
  const auto length = "Content-Length: " + std::to_string(k_sign_up.size()) + "\r\n";
  const auto chunked_length =
      "Content-Length: " + std::to_string(chunked(k_sign_up).size()) + "\r\n";
  for (const auto& request : {
           sign_up_with("Transfer-Encoding: gzip\r\n" + length, k_sign_up),
           sign_up_with(length + "Transfer-Encoding: gzip\r\n", k_sign_up),
           sign_up_with("Transfer-Encoding: chunked\r\n" + chunked_length, chunked(k_sign_up)),
           sign_up_with(chunked_length + "Transfer-Encoding: chunked\r\n", chunked(k_sign_up)),
           sign_up_with("Transfer-Encoding: gzip\r\n", k_sign_up),
           sign_up_with("Transfer-Encoding: chunked, gzip\r\n", chunked(k_sign_up)),
           sign_up_with("Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n",
                        chunked(k_sign_up)),
       }) {
    const auto answer = send_until_closed(port_, request);
    EXPECT_EQ(answer.status(), 400) << request << "\n" << answer.received;
    EXPECT_EQ(answer.error_code(), "bad_request") << request;
    EXPECT_EQ(answer.responses(), 1u) << request << "\n" << answer.received;
    EXPECT_TRUE(answer.closed) << request;
  }
  EXPECT_EQ(count_rows("waitlist"), 0);
}

TEST_F(http_api, a_transfer_coding_besides_chunked_is_not_implemented) {
  const auto answer = send_until_closed(
      port_, sign_up_with("Transfer-Encoding: gzip, chunked\r\n", chunked(k_sign_up)));
  EXPECT_EQ(answer.status(), 501) << answer.received;
  EXPECT_EQ(answer.error_code(), "not_implemented");
  EXPECT_EQ(answer.responses(), 1u) << answer.received;
  EXPECT_TRUE(answer.closed);
  EXPECT_EQ(count_rows("waitlist"), 0);
}

TEST_F(http_api, a_chunked_body_is_read_and_the_connection_kept) {
  const auto answer = send_until_closed(
      port_,
      "POST /api/waitlist HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
      "Transfer-Encoding: chunked\r\n\r\n" +
          chunked(k_sign_up) + k_smuggled +
          "GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  EXPECT_EQ(answer.status(), 201) << answer.received;
  EXPECT_EQ(answer.responses(), 3u) << answer.received;
  EXPECT_TRUE(answer.closed);
  EXPECT_EQ(count_rows("waitlist WHERE email = 'asha@example.in'"), 1);
}

TEST_F(http_api, a_request_head_that_cannot_be_read_is_answered_400_and_closed) {
  for (const std::string request : {
           "GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n",
           "GET /api/health HTTX/1.1\r\nHost: x\r\n\r\n",
           "POST /api/waitlist HTTP/1.1\r\nHost: x\r\nContent-Length: 5, 6\r\n\r\nhello",
       }) {
    const auto answer = send_until_closed(port_, request + k_smuggled);
    EXPECT_EQ(answer.status(), 400) << request << "\n" << answer.received;
    EXPECT_EQ(answer.responses(), 1u) << request;
    EXPECT_TRUE(answer.closed) << request;
  }
}

TEST_F(http_api, with_a_public_url_only_a_page_at_its_origin_may_post) {
  cfg_.public_url = "https://sangam.example/";
  start_app();
  const auto sign_up_from = [&](const std::string& origin, const std::string& email) {
    auto page = client();
    page.extra_headers = "Origin: " + origin + "\r\n";
    return page
        .post_json("/api/waitlist",
                   {{"name", "Asha Rao"}, {"email", email}, {"role", "Founder"}, {"city", "Pune"}})
        .status;
  };
  EXPECT_EQ(sign_up_from("http://sangam.example", "a@example.in"), 403);
  EXPECT_EQ(sign_up_from("http://127.0.0.1", "b@example.in"), 403);  // the Host: no longer enough
  EXPECT_EQ(sign_up_from("https://sangam.example", "c@example.in"), 201);
  EXPECT_EQ(count_rows("waitlist"), 1);
}

TEST_F(http_api, an_https_public_url_in_capitals_still_turns_on_hsts) {
  cfg_.public_url = "HTTPS://Sangam.Example/";
  start_app();
  const auto health = client().get("/api/health");
  EXPECT_EQ(health.status, 200);
  EXPECT_EQ(health.header("strict-transport-security"), "max-age=31536000; includeSubDomains");
}

TEST_F(http_api, graceful_stop_answers_the_request_in_flight) {
  // A write held by a table lock is in flight when the server is told to stop.
  auto session = database().open_session();
  if (engine_environment::postgresql()) {
    *session << "BEGIN";
    *session << "LOCK TABLE waitlist IN ACCESS EXCLUSIVE MODE";
  } else {
    *session << "BEGIN EXCLUSIVE";
  }
  auto in_flight = std::async(std::launch::async, [this] {
    return client().post_json("/api/waitlist", {{"name", "Last One"},
                                                {"email", "last@example.in"},
                                                {"role", "Founder"},
                                                {"city", "Kochi"}});
  });
  std::this_thread::sleep_for(300ms);
  app_->stop();
  std::this_thread::sleep_for(200ms);
  // No new connections once stopping.
  EXPECT_THROW(client().get("/api/health"), std::exception);
  *session << "COMMIT";
  const auto res = in_flight.get();
  EXPECT_EQ(res.status, 201);
  EXPECT_EQ(res.header("connection"), "close");
  const auto started = std::chrono::steady_clock::now();
  app_->wait();
  EXPECT_LT(std::chrono::steady_clock::now() - started, 10s);
  EXPECT_EQ(count_rows("waitlist WHERE email = 'last@example.in'"), 1);
}

}  // namespace
}  // namespace sangam::testing
