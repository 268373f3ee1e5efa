#pragma once

#include <soci/session.h>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "db/tx.hpp"

// Password reset (docs/password-reset.md): links by e-mail, single use, 30 minutes.
namespace sangam::features::password_reset {

inline constexpr auto k_link_lifetime = std::chrono::minutes(30);

// Makes a link for the approved member with a password at `email` and queues the e-mail that
// carries it; for any other address nothing happens, and the caller cannot tell.
void send_link(db::tx& t, std::string_view email, std::string_view link_base);

// A link that can still be used: unused, unexpired, its member still approved.
struct live_link final {
  std::string member_id;
  bool two_factor = false;  // the member must give a code (or a recovery code) too
};
std::optional<live_link> find_link(soci::session& sql, std::string_view token);

// What use_link made of the attempt.
enum class outcome { reset, invalid_link, code_needed, wrong_code, too_many_codes };
struct result final {
  outcome is = outcome::invalid_link;
  std::string member_id;                // reset: whose password changed
  std::chrono::seconds retry_after{0};  // too_many_codes
};

// Sets the member's new password with the link's token (and `code`, with two-factor on): marks
// the link used, ends every session of the member and tells the member by e-mail. A wrong code
// changes nothing but is charged to the member's budget for wrong codes, so the transaction must
// commit whatever the outcome.
result use_link(db::tx& t, std::string_view token, std::string_view code,
                const std::string& password_hash);

}  // namespace sangam::features::password_reset
