#include "features/profiles/members.hpp"

#include <soci/soci.h>

#include "features/profiles/out_of_sight.hpp"
#include "mail/message.hpp"

namespace sangam::features::profiles {
namespace {

constexpr const char* k_count_approved =
    "SELECT COUNT(*) FROM profiles WHERE id = :id AND status = 'approved' "
    "AND " SANGAM_SHOWN_TO_OTHERS("");
constexpr const char* k_count_listed =
    "SELECT COUNT(*) FROM profiles WHERE id = :id AND status = 'approved' AND visible = 1"
    " AND " SANGAM_SHOWN_TO_OTHERS("");
constexpr const char* k_select_contact =
    "SELECT email, COALESCE(first_name, '') FROM profiles WHERE id = :id AND status = 'approved'";
constexpr const char* k_select_name = "SELECT first_name, last_name FROM profiles WHERE id = :id";

}  // namespace

bool is_approved_member(soci::session& sql, std::string_view profile_id) {
  const std::string id(profile_id);
  long long n = 0;
  sql << k_count_approved, soci::use(id), soci::into(n);
  return n > 0;
}

bool is_listed_member(soci::session& sql, std::string_view profile_id) {
  const std::string id(profile_id);
  long long n = 0;
  sql << k_count_listed, soci::use(id), soci::into(n);
  return n > 0;
}

std::optional<mail_contact> mail_contact_of(soci::session& sql, std::string_view profile_id) {
  const std::string id(profile_id);
  mail_contact contact;
  sql << k_select_contact, soci::use(id), soci::into(contact.email), soci::into(contact.first_name);
  if (!sql.got_data()) return std::nullopt;
  contact.first_name = mail::inert_text(contact.first_name);
  return contact;
}

std::string name_of(soci::session& sql, std::string_view profile_id) {
  const std::string id(profile_id);
  std::string first, last;
  soci::indicator first_ind = soci::i_null, last_ind = soci::i_null;
  sql << k_select_name, soci::use(id), soci::into(first, first_ind), soci::into(last, last_ind);
  return full_name(first_ind == soci::i_ok ? first : std::string(),
                   last_ind == soci::i_ok ? last : std::string());
}

std::string full_name(std::string_view first, std::string_view last) {
  std::string name(first);
  if (!name.empty() && !last.empty()) name += ' ';
  name += last;
  return name;
}

}  // namespace sangam::features::profiles
