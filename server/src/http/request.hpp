#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sangam::http {

enum class method { get, head, post, put, patch, del, options, other };
inline constexpr std::size_t k_method_count = 8;

// The method as it is written on the wire ("OTHER" for the rest).
constexpr std::string_view method_name(method verb) {
  constexpr std::string_view k_names[k_method_count] = {"GET",   "HEAD",   "POST",    "PUT",
                                                        "PATCH", "DELETE", "OPTIONS", "OTHER"};
  return k_names[static_cast<std::size_t>(verb)];
}

// What a handler sees of an HTTP request: already size-checked, with the path split from the query
// and the route's path parameters filled in. Free of Beast so features compile fast.
struct request final {
  method verb = method::get;
  std::string path;
  std::string query;
  std::string body;
  std::string content_type;
  std::string origin;
  std::string host;
  std::string sec_fetch_site;
  std::string cookie;
  std::string authorization;
  std::string client_ip;
  std::string request_id;
  // Who is calling, for routes that are not anonymous: the member's profile id or the
  // administrator's id, filled in by the router's authenticator before the handler runs.
  std::string subject;
  // The session the caller is signed in with, as the authenticator names it (opaque here), and
  // when it ends at the latest: sockets opened with it close with it.
  std::string session;
  std::chrono::system_clock::time_point session_ends = std::chrono::system_clock::time_point::max();
  std::vector<std::pair<std::string, std::string>> params;
  // Set by router::admit_head only: the request was admitted on its head, before its body was
  // read, and is not checked (nor charged to a rate limit) again.
  bool admitted = false;
  // Set by router::recall: the caller was known from memory, and is not looked up again.
  bool recalled = false;

  std::string_view param(std::string_view name) const {
    for (const auto& [key, value] : params) {
      if (key == name) return value;
    }
    return {};
  }
};

}  // namespace sangam::http
