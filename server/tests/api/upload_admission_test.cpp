// Issue 25, finding 14: an upload's caller is admitted (cross-site check, rate limit, session) on
// the request's head, before its 5 or 10 MB body is read.

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/read_until.hpp>
#include <boost/asio/write.hpp>
#include <chrono>
#include <string>

#include "features/profiles/photo.hpp"
#include "features/verification/documents.hpp"
#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

namespace net = boost::asio;
using namespace std::chrono_literals;

// One connection driven by hand: what the server answers to a head alone, with the body (if
// any) sent only when the test says so.
class raw_connection final {
 public:
  explicit raw_connection(unsigned short port) : socket_(ioc_) {
    socket_.connect({net::ip::make_address("127.0.0.1"), port});
  }

  void send(const std::string& bytes) { net::write(socket_, net::buffer(bytes)); }

  // Everything up to the end of the next response head, or what came within `limit` (the
  // server may also close: then `closed`).
  std::string next_head(std::chrono::milliseconds limit = 5s) {
    bool done = false;
    net::async_read_until(socket_, net::dynamic_buffer(pending_), "\r\n\r\n",
                          [&](boost::system::error_code ec, std::size_t n) {
                            done = true;
                            if (ec) {
                              closed = ec == net::error::eof;
                              return;
                            }
                            head_ = pending_.substr(0, n);
                            pending_.erase(0, n);
                          });
    ioc_.restart();
    ioc_.run_for(limit);
    if (!done) {
      socket_.cancel();
      ioc_.restart();
      ioc_.run();
      return {};
    }
    return std::exchange(head_, {});
  }

  // The rest of what the server sends until it closes the connection, within `limit`.
  std::string until_closed(std::chrono::milliseconds limit = 5s) {
    std::string rest = std::exchange(pending_, {});
    net::async_read(socket_, net::dynamic_buffer(rest),
                    [&](boost::system::error_code ec, std::size_t) {
                      closed = ec == net::error::eof || ec == net::error::connection_reset;
                    });
    ioc_.restart();
    ioc_.run_for(limit);
    return rest;
  }

  bool closed = false;

 private:
  net::io_context ioc_;
  net::ip::tcp::socket socket_;
  std::string pending_;
  std::string head_;
};

int status_of(const std::string& head) {
  return head.size() > 12 && head.starts_with("HTTP/1.1 ") ? std::stoi(head.substr(9, 3)) : 0;
}

std::string upload_head(const std::string& target, const std::string& content_type,
                        std::size_t length, const std::string& extra = "") {
  return "PUT " + target + " HTTP/1.1\r\nHost: x\r\nContent-Type: " + content_type +
         "\r\nContent-Length: " + std::to_string(length) + "\r\n" + extra + "\r\n";
}

const std::string k_photo = "/api/me/photo";
const std::string k_identity = "/api/me/verification/identity?name=passport.pdf";
constexpr std::size_t k_five_mb = 5 * 1024 * 1024;

class upload_admission : public member_api {
 protected:
  // Sends only the head of an upload and expects the refusal `status` without the body being
  // asked for (no 100 Continue) or read, then the connection closed.
  void expect_refused_on_head(const std::string& head, int status, const std::string& code) {
    raw_connection c(port_);
    c.send(head);
    const auto started = std::chrono::steady_clock::now();
    const auto answer = c.next_head();
    ASSERT_EQ(status_of(answer), status) << head << "\n" << answer;
    // Answered at once, not after the read timeout of a body that never comes.
    EXPECT_LT(std::chrono::steady_clock::now() - started, 3s);
    const auto body = c.until_closed();
    EXPECT_NE(body.find("\"" + code + "\""), std::string::npos) << body;
    EXPECT_TRUE(c.closed) << "the unread body leaves the connection unusable: it is closed";
    EXPECT_NE(answer.find("Connection: close"), std::string::npos) << answer;
  }
};

TEST_F(upload_admission, a_photo_without_a_session_is_refused_before_its_body_is_read) {
  const auto head = upload_head(k_photo, "image/jpeg", features::profiles::k_photo_upload_max);
  expect_refused_on_head(head, 401, "unauthenticated");
  expect_refused_on_head(upload_head(k_photo, "image/jpeg", features::profiles::k_photo_upload_max,
                                     "Expect: 100-continue\r\n"),
                         401, "unauthenticated");
}

TEST_F(upload_admission, an_identity_document_without_a_session_is_refused_before_its_body) {
  expect_refused_on_head(upload_head(k_identity, "application/pdf", k_five_mb), 401,
                         "unauthenticated");
  expect_refused_on_head(
      upload_head(k_identity, "application/pdf", k_five_mb, "Expect: 100-continue\r\n"), 401,
      "unauthenticated");
}

TEST_F(upload_admission, a_cross_site_upload_is_refused_before_its_body_even_with_a_session) {
  const auto m = add({.name = "Asha"});
  const auto from_elsewhere = "Cookie: " + m.cookie + "\r\nOrigin: https://evil.example\r\n";
  expect_refused_on_head(upload_head(k_identity, "application/pdf", k_five_mb, from_elsewhere), 403,
                         "cross_origin");
  expect_refused_on_head(upload_head(k_photo, "image/png", features::profiles::k_photo_upload_max,
                                     from_elsewhere + "Expect: 100-continue\r\n"),
                         403, "cross_origin");
  EXPECT_EQ(count_rows("profile_photos"), 0);
}

TEST_F(upload_admission, an_admitted_upload_is_told_to_continue_and_then_answered) {
  const auto m = add({.name = "Asha"});
  raw_connection c(port_);
  const std::string body = "not an image at all";
  c.send(upload_head(k_photo, "image/png", body.size(),
                     "Cookie: " + m.cookie + "\r\nExpect: 100-continue\r\nConnection: close\r\n"));
  EXPECT_EQ(c.next_head(), "HTTP/1.1 100 Continue\r\n\r\n");
  c.send(body);
  const auto answer = c.next_head();
  // The handler ran, as the member: the content is judged (and refused) only now.
  EXPECT_EQ(status_of(answer), 415) << answer;
  EXPECT_NE(c.until_closed().find("unsupported_image"), std::string::npos);
}

TEST_F(upload_admission, an_admitted_upload_sent_whole_keeps_the_connection) {
  const auto m = add({.name = "Asha"});
  raw_connection c(port_);
  const std::string body = "%PDF-1.4 not much of a document";
  const auto upload =
      upload_head(k_identity, "application/pdf", body.size(), "Cookie: " + m.cookie + "\r\n") +
      body;
  c.send(upload);
  const auto first = c.next_head();
  EXPECT_NE(status_of(first), 0) << first;
  EXPECT_LT(status_of(first), 500) << first;
  EXPECT_NE(status_of(first), 401);
  EXPECT_EQ(first.find("Connection: close"), std::string::npos) << first;
  // The same connection serves the next request.
  c.send("GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  const auto rest = c.until_closed();
  EXPECT_NE(rest.find("HTTP/1.1 200 "), std::string::npos) << rest;
  EXPECT_TRUE(c.closed);
}

}  // namespace
}  // namespace sangam::testing
