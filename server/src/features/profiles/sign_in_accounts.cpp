#include "features/profiles/sign_in_accounts.hpp"

#include <soci/soci.h>

#include "core/clock.hpp"

namespace sangam::features::profiles {
namespace {

constexpr const char* k_select_approved =
    "SELECT p.id, p.password_hash, p.password_set, ph.etag FROM profiles p"
    " LEFT JOIN profile_photos ph ON ph.profile_id = p.id"
    " WHERE p.email = :email AND p.status = 'approved'";
constexpr const char* k_select_identity =
    "SELECT p.id, p.email, p.first_name, p.last_name, p.member_role, p.password_hash, ph.etag"
    " FROM profiles p LEFT JOIN profile_photos ph ON ph.profile_id = p.id WHERE p.id = :id";
constexpr const char* k_select_invitee_by_id =
    "SELECT id, email, first_name FROM profiles WHERE id = :key AND status = 'approved'"
    " AND password_set = 0";
constexpr const char* k_select_invitee_by_email =
    "SELECT id, email, first_name FROM profiles WHERE email = :key AND status = 'approved'"
    " AND password_set = 0";
constexpr const char* k_set_first_password =
    "UPDATE profiles SET password_hash = :hash, password_set = 1, updated_at = :now"
    " WHERE id = :id AND password_set = 0";
constexpr const char* k_select_approved_kind = "SELECT approved_kind FROM profiles WHERE id = :id";
constexpr const char* k_set_member_role =
    "UPDATE profiles SET member_role = :role, updated_at = :now WHERE id = :id";

std::optional<std::string> optional_text(std::string value, soci::indicator ind) {
  if (ind != soci::i_ok) return std::nullopt;
  return value;
}

std::optional<invitee> invitee_where(db::tx& t, const char* query, std::string_view key) {
  const std::string value(key);
  invitee i;
  std::string first;
  soci::indicator first_ind = soci::i_null;
  if (!t.fetch(query, soci::use(value), soci::into(i.id), soci::into(i.email),
               soci::into(first, first_ind))) {
    return std::nullopt;
  }
  i.first_name = optional_text(std::move(first), first_ind);
  return i;
}

}  // namespace

std::optional<sign_in_account> approved_by_email(soci::session& sql, std::string_view email) {
  const std::string address(email);
  sign_in_account a;
  int password_set = 0;
  std::string etag;
  soci::indicator hash_ind = soci::i_null, etag_ind = soci::i_null;
  sql << k_select_approved, soci::use(address), soci::into(a.id),
      soci::into(a.password_hash, hash_ind), soci::into(password_set), soci::into(etag, etag_ind);
  if (!sql.got_data()) return std::nullopt;
  a.password_set = password_set != 0 && hash_ind == soci::i_ok;
  if (!a.password_set) a.password_hash.clear();
  a.has_photo = etag_ind == soci::i_ok;
  return a;
}

std::optional<member_identity> identity_of(soci::session& sql, std::string_view member_id) {
  const std::string id(member_id);
  member_identity m;
  std::string first, last, role, etag;
  soci::indicator first_ind = soci::i_null, last_ind = soci::i_null, role_ind = soci::i_null,
                  hash_ind = soci::i_null, etag_ind = soci::i_null;
  sql << k_select_identity, soci::use(id), soci::into(m.id), soci::into(m.email),
      soci::into(first, first_ind), soci::into(last, last_ind), soci::into(role, role_ind),
      soci::into(m.password_hash, hash_ind), soci::into(etag, etag_ind);
  if (!sql.got_data()) return std::nullopt;
  if (hash_ind != soci::i_ok) m.password_hash.clear();
  m.first_name = optional_text(std::move(first), first_ind);
  m.last_name = optional_text(std::move(last), last_ind);
  m.member_role = optional_text(std::move(role), role_ind);
  m.photo_etag = optional_text(std::move(etag), etag_ind);
  return m;
}

std::optional<invitee> invitee_by_id(db::tx& t, std::string_view member_id) {
  return invitee_where(t, k_select_invitee_by_id, member_id);
}

std::optional<invitee> invitee_by_email(db::tx& t, std::string_view email) {
  return invitee_where(t, k_select_invitee_by_email, email);
}

void set_first_password(db::tx& t, std::string_view member_id, const std::string& password_hash) {
  const std::string id(member_id);
  const auto now = core::now_iso8601();
  t.execute(k_set_first_password, soci::use(password_hash), soci::use(now), soci::use(id));
}

std::optional<std::string> approved_kind(db::tx& t, std::string_view member_id) {
  const std::string id(member_id);
  std::string kind;
  soci::indicator kind_ind = soci::i_null;
  t.fetch(k_select_approved_kind, soci::use(id), soci::into(kind, kind_ind));
  return optional_text(std::move(kind), kind_ind);
}

void set_member_role(db::tx& t, std::string_view member_id, std::string_view role) {
  const std::string id(member_id), chosen(role);
  const auto now = core::now_iso8601();
  t.execute(k_set_member_role, soci::use(chosen), soci::use(now), soci::use(id));
}

}  // namespace sangam::features::profiles
