// The fields of a request head that the server interprets itself, beyond Beast's parser: the
// path through the router's route tree (http/router.*), the query string (http/query.*), the
// Cookie header (http/cookies.*) and the Origin header (core::origin_of, which the cross-site
// check compares with the public URL's origin).
//
// The router is checked against a plain reference: a route matches a path when their non-empty
// segments pair up (a literal equal, a :parameter anything); of the routes for the method that
// match, the one found is the most literal (at the first segment where two differ in kind, the
// literal wins); it is found whenever one matches; and its parameters are the path's segments.
//
// Input: byte 0 picks the method; the rest is split at newlines into the target (path and
// query), an Origin, a Cookie header and a query parameter name.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "check.hpp"
#include "core/error.hpp"
#include "core/origin.hpp"
#include "http/cookies.hpp"
#include "http/query.hpp"
#include "http/router.hpp"

namespace {

using sangam::http::method;

struct pattern final {
  method verb;
  const char* path;
};

// A cut of the real route table (where literals and parameters overlap most), and the router
// tests' "/api/:x/ping".
constexpr pattern k_routes[] = {
    {method::get, "/api/admin/:kind"},
    {method::get, "/api/admin/reports"},
    {method::get, "/api/admin/session"},
    {method::del, "/api/admin/session"},
    {method::post, "/api/admin/session"},
    {method::post, "/api/admin/session/two-factor"},
    {method::get, "/api/admin/verification"},
    {method::get, "/api/admin/verification/:memberId/identity"},
    {method::post, "/api/admin/:kind/:id/decision"},
    {method::post, "/api/admin/verification/:memberId/:step/decision"},
    {method::post, "/api/admin/reports/:id/resolution"},
    {method::post, "/api/admin/events/:id/cancel"},
    {method::patch, "/api/admin/events/:id"},
    {method::del, "/api/admin/events/:id"},
    {method::get, "/api/events"},
    {method::get, "/api/events/mine"},
    {method::get, "/api/events/:id"},
    {method::get, "/api/events/:id/going"},
    {method::post, "/api/events/:id/registration"},
    {method::del, "/api/events/:id/registration"},
    {method::get, "/api/conversations"},
    {method::get, "/api/conversations/:id/messages"},
    {method::post, "/api/conversations/:id/messages"},
    {method::post, "/api/conversations/:id/messages/:seq/report"},
    {method::post, "/api/conversations/:id/read"},
    {method::get, "/api/matches/:kind"},
    {method::post, "/api/matches/:kind/:id/pass"},
    {method::get, "/api/me"},
    {method::put, "/api/me/photo"},
    {method::get, "/api/me/exports/:id"},
    {method::get, "/api/me/exports/:id/download"},
    {method::get, "/api/me/sessions"},
    {method::del, "/api/me/sessions/:id"},
    {method::post, "/api/me/sessions/sign-out-others"},
    {method::put, "/api/me/validation/steps/:step"},
    {method::post, "/api/me/validation/steps/:step/complete"},
    {method::get, "/api/me/verification/identity"},
    {method::put, "/api/me/verification/identity"},
    {method::get, "/api/members/:id"},
    {method::get, "/api/photos/:profileId"},
    {method::post, "/api/notifications/:id/read"},
    {method::post, "/api/notifications/read-all"},
    {method::post, "/api/investor/startups/:founderId/contact"},
    {method::get, "/api/:x/ping"},
    {method::get, "/api/health"},
};

std::vector<std::string_view> segments(std::string_view path) {
  std::vector<std::string_view> out;
  std::size_t pos = 0;
  while (pos < path.size()) {
    while (pos < path.size() && path[pos] == '/') ++pos;
    const auto start = pos;
    while (pos < path.size() && path[pos] != '/') ++pos;
    if (pos > start) out.push_back(path.substr(start, pos - start));
  }
  return out;
}

bool matches(const std::vector<std::string_view>& route,
             const std::vector<std::string_view>& path) {
  if (route.size() != path.size()) return false;
  for (std::size_t i = 0; i < route.size(); ++i) {
    if (route[i].front() != ':' && route[i] != path[i]) return false;
  }
  return true;
}

// Whether route `a` is more literal than `b` (both matching the same path).
bool more_literal(const std::vector<std::string_view>& a, const std::vector<std::string_view>& b) {
  for (std::size_t i = 0; i < a.size(); ++i) {
    const bool a_param = a[i].front() == ':', b_param = b[i].front() == ':';
    if (a_param != b_param) return !a_param;
  }
  return false;
}

const sangam::http::router& routes() {
  static const auto table = [] {
    sangam::http::router r;
    for (const auto& p : k_routes) {
      r.add(p.verb, p.path, [](const sangam::http::request&) { return sangam::http::response{}; });
    }
    return r;
  }();
  return table;
}

void check_route(method verb, std::string_view path) {
  const auto found = routes().find(verb, path);
  const auto wanted = segments(path);
  const pattern* expected = nullptr;
  bool any_verb = false;
  for (const auto& p : k_routes) {
    if (!matches(segments(p.path), wanted)) continue;
    any_verb = true;
    if (p.verb != verb) continue;
    if (!expected || more_literal(segments(p.path), segments(expected->path))) expected = &p;
  }
  FUZZ_CHECK((found.found != nullptr) == (expected != nullptr));
  if (found.path_known) FUZZ_CHECK(any_verb);
  if (!found.found) return;
  FUZZ_CHECK(found.found->pattern == expected->path);
  FUZZ_CHECK(found.found->verb == verb);
  // The parameters are the path's segments where the pattern has its parameters, by name.
  const auto route = segments(expected->path);
  std::size_t next = 0;
  for (std::size_t i = 0; i < route.size(); ++i) {
    if (route[i].front() != ':') continue;
    FUZZ_CHECK(next < found.params.size());
    FUZZ_CHECK(found.params[next].first == route[i].substr(1));
    FUZZ_CHECK(found.params[next].second == wanted[i]);
    ++next;
  }
  FUZZ_CHECK(next == found.params.size());
}

void check_origin(std::string_view header) {
  const auto origin = sangam::core::origin_of(header);
  if (!origin) return;
  // What it gives is an origin as a browser writes it: itself again, scheme and host only.
  FUZZ_CHECK(origin->starts_with("http://") || origin->starts_with("https://"));
  FUZZ_CHECK(sangam::core::origin_of(*origin) == origin);
  const auto authority = std::string_view(*origin).substr(origin->find("://") + 3);
  FUZZ_CHECK(!authority.empty());
  FUZZ_CHECK(authority.find_first_of("/?#@ ") == std::string_view::npos);
  for (const char c : authority) FUZZ_CHECK(!(c >= 'A' && c <= 'Z'));
  FUZZ_CHECK(!origin->ends_with(":80") || origin->starts_with("https://"));
  FUZZ_CHECK(!origin->ends_with(":443") || origin->starts_with("http://"));
}

void check_query(std::string_view query, std::string_view name) {
  name = name.substr(0, name.find('\0'));  // int_query_param takes it as a C string
  const auto value = sangam::http::query_param(query, name);
  if (value) FUZZ_CHECK(value->size() <= query.size());
  try {
    const int n = sangam::http::int_query_param(query, std::string(name).c_str(), 7, -3, 100);
    FUZZ_CHECK(n == 7 || (n >= -3 && n <= 100));
    if (!value) FUZZ_CHECK(n == 7);
  } catch (const sangam::core::api_error& e) {
    FUZZ_CHECK(e.status() == 400 && value.has_value());
  }
}

void check_cookie(std::string_view header, std::string_view name) {
  const auto value = sangam::http::cookie_value(header, name);
  if (value.empty()) return;
  // A view into the header, within one cookie.
  FUZZ_CHECK(value.data() >= header.data() &&
             value.data() + value.size() <= header.data() + header.size());
  FUZZ_CHECK(value.find(';') == std::string_view::npos);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  const auto verb = static_cast<method>(data[0] % sangam::http::k_method_count);
  std::string_view rest(reinterpret_cast<const char*>(data) + 1, size - 1);
  std::string_view fields[4];
  for (auto& field : fields) {
    const auto end = rest.find('\n');
    field = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
  }
  const auto [target, origin, cookie, name] = fields;
  const auto question = target.find('?');
  check_route(verb, target.substr(0, question));
  if (question != std::string_view::npos) check_query(target.substr(question + 1), name);
  check_origin(origin);
  check_cookie(cookie, name.empty() ? std::string_view("sangam_session") : name);
  return 0;
}
