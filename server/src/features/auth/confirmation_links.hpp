#pragma once

#include <soci/session.h>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "db/tx.hpp"

namespace sangam::features::auth {

// Changes that wait for the owner of an e-mail address to confirm them through a link e-mailed
// to that address. The calling feature owns the table and decides what a change means; this
// keeps the link's token as the password links keep theirs (256 random bits, only the SHA-256
// stored), its expiry, its single use, and a cap on links alive at once per subject.
//
// The feature's statements, with their parameters in this order:
struct confirmation_statements final {
  const char* purge;       // :subject, :now: deletes the subject's used and expired rows
  const char* count_live;  // :subject: COUNT(*) of the subject's rows
  const char* insert;      // :hash, :subject, :proposed, :created_at, :expires_at
  const char* select;      // :hash: subject, proposed, expires_at of an unused row
  const char* use;         // :now, :hash, :now: sets used_at if unused and unexpired
};

struct confirmation_policy final {
  std::chrono::seconds lifetime;
  long long live_max;  // past it, no new link: nobody can flood an inbox through us
};

// Stores `proposed` for `subject` in the caller's transaction; returns the token for the link,
// or nullopt when the subject already has live_max links alive.
std::optional<std::string> issue_confirmation(db::tx& t, const confirmation_statements& q,
                                              const confirmation_policy& policy,
                                              std::string_view subject, std::string_view proposed);

struct awaiting_confirmation final {
  std::string subject;
  std::string proposed;
  std::string expires_at;
};

// The change behind a link, changing nothing. api_error 403 invalid_token for a token that is
// malformed, unknown, used or expired.
awaiting_confirmation find_confirmation(soci::session& sql, const confirmation_statements& q,
                                        std::string_view token);

// As above, and marks the link used in the caller's transaction: of two requests with one
// token, one gets the change and the other 403.
awaiting_confirmation use_confirmation(db::tx& t, const confirmation_statements& q,
                                       std::string_view token);

}  // namespace sangam::features::auth
