#pragma once

#include <soci/session.h>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "db/tx.hpp"

// Password reset (docs/password-reset.md): links by e-mail, single use, 30 minutes, for members
// and for administrators alike; each kind of account says how it is found and changed.
namespace sangam::features::password_reset {

inline constexpr auto k_link_lifetime = std::chrono::minutes(30);

// Whose password a link resets.
struct account final {
  std::string id;
  std::string email;
  std::string greeting;  // "Hello Asha", or "Hello"
};

// A second-factor code as the kind of account judged it.
struct code_check final {
  enum outcome_kind { accepted, wrong, refused } outcome = wrong;
  std::chrono::seconds retry_after{0};  // refused: when codes are taken again
};

// A kind of account whose password can be reset: its own table of links and the functions of
// the feature that keeps the accounts (members: profiles and auth; administrators: admin).
struct account_kind final {
  const char* insert_link;  // (:hash, :account, :now, :expires)
  const char* select_link;  // the account of a live link (:hash, :now)
  const char* use_link;     // (:now, :hash)
  const char* use_others;   // every open link of the account (:now, :account)
  const char* link_path;    // the web page behind the mailed link
  const char* named;        // what the mails call the account: "Sangam account"…
  std::optional<account> (*by_email)(soci::session&, std::string_view email);
  std::optional<account> (*by_id)(soci::session&, std::string_view id);
  bool (*two_factor_on)(soci::session&, std::string_view id);
  code_check (*judge_code)(db::tx&, std::string_view id, std::string_view code);
  void (*check_password)(std::string_view password);  // api_error 400 for one it does not take
  // Replaces the password hash and ends every session of the account, in the caller's
  // transaction.
  void (*replace_password)(db::tx&, std::string_view id, const std::string& password_hash);
};

// Approved members with a password (/reset-password).
extern const account_kind k_members;
// Administrators (/admin/reset-password).
extern const account_kind k_administrators;

// Makes a link for the account at `email` and queues the e-mail that carries it; for any other
// address nothing happens, and the caller cannot tell.
void send_link(db::tx& t, const account_kind& kind, std::string_view email,
               std::string_view link_base);

// A link that can still be used: unused, unexpired, its account still there.
struct live_link final {
  std::string account_id;
  std::string email;
  bool two_factor = false;  // a code (or a recovery code) must come too
};
std::optional<live_link> find_link(soci::session& sql, const account_kind& kind,
                                   std::string_view token);

// What use_link made of the attempt.
enum class outcome { reset, invalid_link, code_needed, wrong_code, too_many_codes };
struct result final {
  outcome is = outcome::invalid_link;
  std::string account_id;               // reset: whose password changed
  std::chrono::seconds retry_after{0};  // too_many_codes
};

// Sets the new password with the link's token (and `code`, with two-factor on): marks the link
// and the account's others used, ends every session of the account and tells its owner by
// e-mail. A wrong code changes nothing but may be charged to the account's budget for wrong
// codes, so the transaction must commit whatever the outcome.
result use_link(db::tx& t, const account_kind& kind, std::string_view token, std::string_view code,
                const std::string& password_hash);

}  // namespace sangam::features::password_reset
