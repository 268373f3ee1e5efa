#include "features/waitlist/invites.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/rows.hpp"
#include "features/auth/sessions.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::waitlist {
namespace {

constexpr const char* k_select_entry =
    "SELECT name, email, role, city, bio, referral FROM waitlist WHERE id = :id";
// Only the newest mail can still be open: a new invitation ends the older ones.
constexpr const char* k_end_older =
    "UPDATE waitlist_invites SET expires_at = :now WHERE waitlist_id = :id AND used_at IS NULL"
    " AND expires_at > :now2";
constexpr const char* k_insert_invite =
    "INSERT INTO waitlist_invites (token_hash, waitlist_id, created_at, expires_at)"
    " VALUES (:hash, :id, :now, :expires)";
constexpr const char* k_mark_invited = "UPDATE waitlist SET invited_at = :now WHERE id = :id";
constexpr const char* k_select_invite =
    "SELECT i.waitlist_id, i.expires_at, i.used_at, w.name, w.email, w.role, w.city, w.bio,"
    " w.referral FROM waitlist_invites i JOIN waitlist w ON w.id = i.waitlist_id"
    " WHERE i.token_hash = :hash";
constexpr const char* k_use_invite =
    "UPDATE waitlist_invites SET used_at = :now, profile_id = :profile WHERE token_hash = :hash"
    " AND used_at IS NULL";
constexpr const char* k_mark_applied = "UPDATE waitlist SET applied_at = :now WHERE id = :id";
constexpr const char* k_invited_among =
    "SELECT DISTINCT profile_id FROM waitlist_invites WHERE profile_id IN (";

// Nothing the person typed on the waitlist goes into the e-mail (see changes.cpp): the page
// behind the link shows it.
mail::message invite_mail(const std::string& to, std::string_view link) {
  return {.to = to,
          .subject = "Your invitation to apply to Sangam",
          .body_text = fmt::format(
              "Hello,\n\n"
              "Thank you for waiting. You are invited to apply to Sangam, the invitation-only "
              "network for founders, mentors and investors. Your application is prefilled with "
              "what you told us on the waitlist:\n{}\n\n"
              "The link works for one application and expires in 14 days. If it does not open, "
              "choose \"I have an invite\" on our home page and paste it there.\n\n"
              "— The Sangam team\n",
              link)};
}

core::api_error unknown_invite() {
  return {404, "invite_unknown",
          "This invitation is not valid. Check that you copied the whole link from the e-mail."};
}

// The link's row, or api_error for one that cannot be used.
struct live_invite final {
  std::string waitlist_id;
  invitation found;
};

live_invite live(soci::session& sql, std::string_view token) {
  if (token.size() != 64) throw unknown_invite();
  const auto hash = auth::token_hash(token);
  soci::row r;
  sql << k_select_invite, soci::use(hash), soci::into(r);
  if (!sql.got_data()) throw unknown_invite();
  if (db::text_at(r, 2)) {
    throw core::api_error(409, "invite_used",
                          "This invitation has been used for an application already.");
  }
  const auto expires_at = r.get<std::string>(1);
  if (expires_at <= core::now_iso8601()) {
    throw core::api_error(410, "invite_expired",
                          "This invitation has expired, or a newer one was sent. Use the newest "
                          "invitation e-mail, or reply to it to ask for another.");
  }
  return {r.get<std::string>(0),
          {.entry = {.name = r.get<std::string>(3),
                     .email = r.get<std::string>(4),
                     .role = r.get<std::string>(5),
                     .city = r.get<std::string>(6),
                     .bio = db::text_at(r, 7),
                     .referral = db::text_at(r, 8)},
           .expires_at = expires_at}};
}

}  // namespace

bool invite(db::tx& t, std::string_view waitlist_id, std::string_view link_base) {
  const std::string id(waitlist_id);
  std::string name, email, role, city, bio, referral;
  soci::indicator bio_ind, referral_ind;
  if (!t.fetch(k_select_entry, soci::use(id), soci::into(name), soci::into(email), soci::into(role),
               soci::into(city), soci::into(bio, bio_ind), soci::into(referral, referral_ind))) {
    return false;
  }
  const auto token = core::random_hex(32);  // 256 bits
  const auto hash = auth::token_hash(token);
  const auto now = core::now();
  const auto at = core::to_iso8601(now);
  const auto expires = core::to_iso8601(now + k_invite_lifetime);
  t.execute(k_end_older, soci::use(at), soci::use(id), soci::use(at));
  t.execute(k_insert_invite, soci::use(hash), soci::use(id), soci::use(at), soci::use(expires));
  t.execute(k_mark_invited, soci::use(at), soci::use(id));
  mail::enqueue(t, invite_mail(email, fmt::format("{}/invite?code={}", link_base, token)));
  return true;
}

invitation find_invite(soci::session& sql, std::string_view token) {
  return live(sql, token).found;
}

void redeem(db::tx& t, std::string_view token, std::string_view email,
            std::string_view profile_id) {
  const auto found = live(t.sql(), token);
  if (found.found.entry.email != email) {
    throw core::api_error(403, "invite_other_email",
                          "This invitation was sent to another e-mail address. Apply with that "
                          "address, or without the invitation.",
                          {{"email", "Use the address the invitation was sent to."}});
  }
  const auto now = core::now_iso8601();
  const auto hash = auth::token_hash(token);
  const std::string profile(profile_id);
  t.execute(k_use_invite, soci::use(now), soci::use(profile), soci::use(hash));
  t.execute(k_mark_applied, soci::use(now), soci::use(found.waitlist_id));
}

std::unordered_set<std::string> invited_among(soci::session& sql,
                                              std::span<const std::string> profile_ids) {
  std::unordered_set<std::string> invited;
  db::for_each_row_in(sql, k_invited_among, profile_ids,
                      [&](const soci::row& r) { invited.insert(r.get<std::string>(0)); });
  return invited;
}

}  // namespace sangam::features::waitlist
