#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>

namespace sangam::testing {

struct http_result final {
  int status = 0;
  std::map<std::string, std::string> headers;  // names lower-cased
  std::string body;

  nlohmann::json json() const { return nlohmann::json::parse(body); }
  std::string header(const std::string& lower_name) const {
    auto it = headers.find(lower_name);
    return it == headers.end() ? std::string{} : it->second;
  }
};

// A blocking HTTP/1.1 client for the API tests: one connection per call, optionally from a given
// loopback address (127.0.0.0/8), so that tests can stand for different clients.
class http_client final {
 public:
  explicit http_client(unsigned short port, std::string from_address = "127.0.0.1")
      : port_(port), from_(std::move(from_address)) {}

  // Every call sends these extra header lines (for example a Cookie) and checks that the body
  // carries no password hash or raw token.
  std::string extra_headers;

  http_result get(const std::string& target) const;
  http_result send(const std::string& method, const std::string& target, const std::string& body,
                   const std::string& content_type) const;
  http_result post_json(const std::string& target, const nlohmann::json& body) const;
  http_result post(const std::string& target, const std::string& body,
                   const std::string& content_type) const;
  // Sends `raw` bytes as they are and reads one response.
  http_result raw(const std::string& raw) const;

 private:
  unsigned short port_;
  std::string from_;
};

}  // namespace sangam::testing
