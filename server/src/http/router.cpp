#include "http/router.hpp"

#include <stdexcept>

namespace sangam::http {
namespace {

std::vector<std::string_view> split_path(std::string_view path) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  while (start <= path.size()) {
    const auto slash = path.find('/', start);
    const auto end = slash == std::string_view::npos ? path.size() : slash;
    if (end > start) parts.push_back(path.substr(start, end - start));
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  return parts;
}

// The next non-empty segment of `path` from `pos`, moving `pos` past it; empty at the end.
std::string_view next_segment(std::string_view path, std::size_t& pos) {
  while (pos < path.size() && path[pos] == '/') ++pos;
  const auto start = pos;
  while (pos < path.size() && path[pos] != '/') ++pos;
  return path.substr(start, pos - start);
}

// Matches without allocating unless there are parameters to capture.
bool segments_match(const route& r, std::string_view path,
                    std::vector<std::pair<std::string, std::string>>* params) {
  std::size_t pos = 0;
  for (const auto& seg : r.segments) {
    const auto part = next_segment(path, pos);
    if (part.empty()) return false;
    if (seg.front() == ':') {
      if (params) params->emplace_back(seg.substr(1), part);
    } else if (seg != part) {
      return false;
    }
  }
  return next_segment(path, pos).empty();
}

bool changes_state(method verb) {
  return verb == method::post || verb == method::put || verb == method::patch ||
         verb == method::del;
}

// A browser says where a request comes from (Origin, Sec-Fetch-Site); a state-changing request
// from another site is refused, whatever cookies it carries. Clients that send neither (curl,
// servers) are not browsers riding on someone's session.
bool from_another_site(const request& req) {
  if (req.sec_fetch_site == "cross-site") return true;
  if (req.origin.empty()) return false;
  if (req.origin == "null") return true;
  const auto scheme_end = req.origin.find("://");
  if (scheme_end == std::string::npos) return true;
  return std::string_view(req.origin).substr(scheme_end + 3) != req.host;
}

}  // namespace

void router::add(method verb, std::string_view pattern, handler handle, route_options options) {
  std::vector<std::string> segments;
  for (auto part : split_path(pattern)) segments.emplace_back(part);
  routes_.push_back(route{verb, std::move(segments), std::move(handle), options});
}

router::match router::find(method verb, std::string_view path) const {
  match result;
  for (const auto& r : routes_) {
    if (!segments_match(r, path, nullptr)) continue;
    if (r.verb != verb) {
      result.path_known = true;
      continue;
    }
    result.found = &r;
    segments_match(r, path, &result.params);
    return result;
  }
  return result;
}

response router::invoke(const route& r, request req) const {
  try {
    if (changes_state(r.verb) && from_another_site(req)) {
      return error_response(
          {403, "cross_origin", "This request came from another site and was refused."});
    }
    if (r.options.limiter) {
      const auto decision = r.options.limiter->take(req.client_ip);
      if (!decision.allowed) return rate_limited_response(decision.retry_after);
    }
    if (r.options.who != access::anonymous) {
      if (!authenticate_)
        throw std::logic_error("a route needs a caller but no authenticator is set");
      req.subject = authenticate_(r.options.who, req);
    }
    return r.handle(req);
  } catch (...) {
    return response_for_current_exception(req.request_id);
  }
}

}  // namespace sangam::http
