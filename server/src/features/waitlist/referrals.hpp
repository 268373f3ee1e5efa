#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"

// Referral credit (docs/waitlist.md): each approved member has a short referral code, made the
// first time it is asked for; a waitlist sign-up whose referral is a member's code credits that
// member.
namespace sangam::features::waitlist {

inline constexpr std::size_t k_referral_code_length = 8;

// The member's code, made (and kept) on the first call.
std::string referral_code_of(db::tx& t, std::string_view member_id);

// The code as a sign-up typed it, in the stored form (upper case, no spaces); nullopt for text
// that cannot be a code.
std::optional<std::string> code_typed(std::string_view referral);

// The member whose code `referral` is; nullopt for none.
std::optional<std::string> referrer_of(soci::session& sql, std::string_view referral);

// The sign-ups that credited a member, for the admin member page: how many, and the newest.
struct referred_entry final {
  std::string id;
  std::string name;
  std::string role;
  std::string city;
  std::string joined_at;
};
struct referrals final {
  int count = 0;
  std::vector<referred_entry> recent;  // newest first, at most `recent_max`
};
referrals referrals_of(soci::session& sql, std::string_view member_id, int recent_max = 10);

}  // namespace sangam::features::waitlist
