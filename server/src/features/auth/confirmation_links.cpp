#include "features/auth/confirmation_links.hpp"

#include <soci/soci.h>

#include <algorithm>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "features/auth/sessions.hpp"

namespace sangam::features::auth {
namespace {

constexpr std::size_t k_token_bytes = 32;  // 256 bits

core::api_error invalid_token() {
  return {403, "invalid_token", "This link has expired or was already used."};
}

bool is_lower_hex(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
}

// The stored hash of a link's token; a text that cannot be one of ours is refused without a query.
std::string hash_of(std::string_view token) {
  if (token.size() != k_token_bytes * 2 || !std::all_of(token.begin(), token.end(), is_lower_hex)) {
    throw invalid_token();
  }
  return token_hash(token);
}

}  // namespace

std::optional<std::string> issue_confirmation(db::tx& t, const confirmation_statements& q,
                                              const confirmation_policy& policy,
                                              std::string_view subject, std::string_view proposed) {
  const std::string id(subject);
  const auto now = core::now();
  const std::string at = core::to_iso8601(now);
  t.execute(q.purge, soci::use(id), soci::use(at));
  long long live = 0;
  t.fetch(q.count_live, soci::use(id), soci::into(live));
  if (live >= policy.live_max) return std::nullopt;

  auto token = core::random_hex(k_token_bytes);
  const std::string hash = token_hash(token);
  const std::string body(proposed);
  const std::string expires = core::to_iso8601(now + policy.lifetime);
  t.execute(q.insert, soci::use(hash), soci::use(id), soci::use(body), soci::use(at),
            soci::use(expires));
  return token;
}

awaiting_confirmation find_confirmation(soci::session& sql, const confirmation_statements& q,
                                        std::string_view token) {
  const auto hash = hash_of(token);
  awaiting_confirmation found;
  sql << q.select, soci::use(hash), soci::into(found.subject), soci::into(found.proposed),
      soci::into(found.expires_at);
  if (!sql.got_data() || found.expires_at <= core::now_iso8601()) throw invalid_token();
  return found;
}

awaiting_confirmation use_confirmation(db::tx& t, const confirmation_statements& q,
                                       std::string_view token) {
  const auto hash = hash_of(token);
  awaiting_confirmation found;
  if (!t.fetch(q.select, soci::use(hash), soci::into(found.subject), soci::into(found.proposed),
               soci::into(found.expires_at))) {
    throw invalid_token();
  }
  const std::string now = core::now_iso8601();
  // The condition is in the UPDATE, so a second request with the token changes no row.
  if (t.execute(q.use, soci::use(now), soci::use(hash), soci::use(now)) != 1) {
    throw invalid_token();
  }
  return found;
}

}  // namespace sangam::features::auth
