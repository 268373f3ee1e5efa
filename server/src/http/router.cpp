#include "http/router.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "core/origin.hpp"
#include "http/client_key.hpp"

namespace sangam::http {
namespace {

// More would only be a mistake; the bound lets a search capture into a fixed array.
constexpr std::size_t k_max_params = 8;

// The next non-empty segment of `path` from `pos`, moving `pos` past it; empty at the end.
std::string_view next_segment(std::string_view path, std::size_t& pos) {
  while (pos < path.size() && path[pos] == '/') ++pos;
  const auto start = pos;
  while (pos < path.size() && path[pos] != '/') ++pos;
  return path.substr(start, pos - start);
}

response upgrade_required() {
  auto res = error_response({426, "upgrade_required", "This address only takes a WebSocket."});
  res.headers.emplace_back("Upgrade", "websocket");
  return res;
}

bool changes_state(method verb) {
  return verb == method::post || verb == method::put || verb == method::patch ||
         verb == method::del;
}

// A browser says where a request comes from (Origin, Sec-Fetch-Site); a state-changing request
// from another site is refused, whatever cookies it carries. Clients that send neither (curl,
// servers) are not browsers riding on someone's session. Host names no scheme, so only the
// allowed origin (the public URL's) can tell http://this.site from https://this.site.
bool from_another_site(const request& req, std::string_view allowed_origin) {
  if (req.sec_fetch_site == "cross-site") return true;
  if (req.origin.empty()) return false;
  if (!allowed_origin.empty()) return core::origin_of(req.origin) != allowed_origin;
  if (req.origin == "null") return true;
  const auto scheme_end = req.origin.find("://");
  if (scheme_end == std::string::npos) return true;
  return std::string_view(req.origin).substr(scheme_end + 3) != req.host;
}

}  // namespace

struct router::node final {
  // Sorted by segment: a handful per level, so a binary search over one block of memory.
  std::vector<std::pair<std::string, std::unique_ptr<node>>> literals;
  std::unique_ptr<node> parameter;
  std::array<const route*, k_method_count> by_method{};
  bool terminal = false;  // some route ends here

  const node* literal(std::string_view segment) const {
    const auto it = std::lower_bound(
        literals.begin(), literals.end(), segment,
        [](const auto& child, std::string_view s) { return std::string_view(child.first) < s; });
    return it != literals.end() && it->first == segment ? it->second.get() : nullptr;
  }

  node& literal_or_new(std::string_view segment) {
    auto it = std::lower_bound(
        literals.begin(), literals.end(), segment,
        [](const auto& child, std::string_view s) { return std::string_view(child.first) < s; });
    if (it == literals.end() || it->first != segment) {
      it = literals.emplace(it, std::string(segment), std::make_unique<node>());
    }
    return *it->second;
  }
};

namespace {

struct search final {
  method verb;
  std::string_view path;
  std::array<std::string_view, k_max_params> captured{};
  bool path_known = false;
};

// Depth first, literal before parameter: the first route found is the most literal one.
template <typename Node>
const route* descend(const Node& at, std::size_t pos, std::size_t captures, search& s) {
  const auto segment = next_segment(s.path, pos);
  if (segment.empty()) {
    if (!at.terminal) return nullptr;
    if (const auto* r = at.by_method[static_cast<std::size_t>(s.verb)]) return r;
    s.path_known = true;
    return nullptr;
  }
  if (const auto* child = at.literal(segment)) {
    if (const auto* r = descend(*child, pos, captures, s)) return r;
  }
  if (at.parameter && captures < k_max_params) {
    s.captured[captures] = segment;
    return descend(*at.parameter, pos, captures + 1, s);
  }
  return nullptr;
}

}  // namespace

router::router() : root_(std::make_unique<node>()) {}
router::~router() = default;
router::router(router&&) noexcept = default;
router& router::operator=(router&&) noexcept = default;

void reply::fail(std::exception_ptr error) const {
  try {
    std::rethrow_exception(std::move(error));
  } catch (...) {
    send_(response_for_current_exception(request_id_));
  }
}

void router::add(method verb, std::string_view pattern, handler handle, route_options options) {
  if (options.database == database_use::queued) {
    throw std::logic_error("a route that hands its work to the writer answers later: " +
                           std::string(pattern));
  }
  add_route(std::make_unique<route>(
      route{verb, std::string(pattern), {}, std::move(handle), {}, {}, options, routes_.size()}));
}

void router::add(method verb, std::string_view pattern, deferred_handler handle,
                 route_options options) {
  add_route(std::make_unique<route>(
      route{verb, std::string(pattern), {}, {}, std::move(handle), {}, options, routes_.size()}));
}

void router::add_socket(std::string_view pattern, socket_opener open, route_options options) {
  add_route(std::make_unique<route>(route{
      method::get, std::string(pattern), {}, {}, {}, std::move(open), options, routes_.size()}));
}

void router::add_route(std::unique_ptr<route> r) {
  const auto verb = r->verb;
  const std::string_view pattern = r->pattern;
  node* at = root_.get();
  std::size_t pos = 0;
  for (auto segment = next_segment(pattern, pos); !segment.empty();
       segment = next_segment(pattern, pos)) {
    if (segment.front() != ':') {
      at = &at->literal_or_new(segment);
      continue;
    }
    const auto name = segment.substr(1);
    if (name.empty() || std::ranges::find(r->param_names, name) != r->param_names.end() ||
        r->param_names.size() == k_max_params) {
      throw std::logic_error("bad route pattern: " + r->pattern);
    }
    r->param_names.emplace_back(name);
    if (!at->parameter) at->parameter = std::make_unique<node>();
    at = at->parameter.get();
  }
  auto& slot = at->by_method[static_cast<std::size_t>(verb)];
  if (slot) {
    throw std::logic_error("route registered twice: " + std::string(method_name(verb)) + " " +
                           r->pattern + " (as " + slot->pattern + ")");
  }
  slot = r.get();
  at->terminal = true;
  routes_.push_back(std::move(r));
}

router::match router::find(method verb, std::string_view path) const {
  search s{.verb = verb, .path = path};
  match result;
  result.found = descend(*root_, 0, 0, s);
  result.path_known = s.path_known;
  if (result.found) {
    const auto& names = result.found->param_names;
    result.params.reserve(names.size());
    for (std::size_t i = 0; i < names.size(); ++i) {
      result.params.emplace_back(names[i], s.captured[i]);
    }
  }
  return result;
}

void router::for_each(
    const std::function<void(method, std::string_view, const route_options&)>& visit) const {
  for (const auto& r : routes_) visit(r->verb, r->pattern, r->options);
}

std::optional<response> router::admit(const route& r, request& req) const {
  if (req.admitted) return std::nullopt;  // by admit_head, this same request
  if ((changes_state(r.verb) || r.open_socket) && from_another_site(req, allowed_origin_)) {
    return error_response(
        {403, "cross_origin", "This request came from another site and was refused."});
  }
  if (r.options.limiter) {
    const auto decision = r.options.limiter->take(client_key(req.client_ip));
    if (!decision.allowed) return rate_limited_response(decision.retry_after);
  }
  if (r.options.who != access::anonymous && !req.recalled && !recall(r, req)) {
    auto found = authenticate(r.options.who, req);
    req.subject = std::move(found.subject);
    req.session = std::move(found.session);
    req.session_ends = found.session_ends;
  }
  return std::nullopt;
}

bool router::recall(const route& r, request& req) const {
  if (!recall_ || r.options.who == access::anonymous) return false;
  auto found = recall_(r.options.who, req);
  if (!found) return false;
  req.subject = std::move(found->subject);
  req.session = std::move(found->session);
  req.session_ends = found->session_ends;
  req.recalled = true;
  return true;
}

caller router::authenticate(access who, const request& req) const {
  if (!authenticate_) throw std::logic_error("a route needs a caller but no authenticator is set");
  return authenticate_(who, req);
}

std::optional<response> router::admit_head(const route& r, request& req) const {
  if (r.open_socket) throw std::logic_error("a WebSocket route is admitted by open: " + r.pattern);
  try {
    auto refused = admit(r, req);
    req.admitted = !refused;
    return refused;
  } catch (...) {
    return response_for_current_exception(req.request_id);
  }
}

void router::invoke(const route& r, request req, const reply& done) const {
  if (!r.handle_later) return done(invoke(r, std::move(req)));
  try {
    if (auto refused = admit(r, req)) return done(std::move(*refused));
  } catch (...) {
    return done(response_for_current_exception(req.request_id));
  }
  try {
    r.handle_later(req, done);
  } catch (...) {
    // Thrown before the work was handed on, so nothing else will answer.
    done(response_for_current_exception(req.request_id));
  }
}

response router::invoke(const route& r, request req) const {
  if (r.handle_later) throw std::logic_error("route answers later: " + r.pattern);
  try {
    if (auto refused = admit(r, req)) return std::move(*refused);
    if (r.open_socket) return upgrade_required();
    return r.handle(req);
  } catch (...) {
    return response_for_current_exception(req.request_id);
  }
}

router::socket_answer router::open(const route& r, request req,
                                   const peer_factory& make_peer) const {
  if (!r.open_socket) throw std::logic_error("not a WebSocket route: " + r.pattern);
  try {
    if (auto refused = admit(r, req)) return std::move(*refused);
    auto listener = r.open_socket(req, make_peer(req));
    if (!listener) throw std::logic_error("a socket opener returned no listener: " + r.pattern);
    return listener;
  } catch (...) {
    return response_for_current_exception(req.request_id);
  }
}

}  // namespace sangam::http
