#include "features/waitlist/invites.hpp"

#include <fmt/format.h>
#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/rows.hpp"
#include "features/review_marks.hpp"
#include "features/auth/sessions.hpp"
#include "features/profiles/invited.hpp"
#include "features/profiles/summaries.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::waitlist {
namespace {

constexpr const char* k_select_entry =
    "SELECT name, email, role, city, bio, referral FROM waitlist WHERE id = :id";
// Only the newest mail to an entry can still be open: a new invitation ends the older ones.
constexpr const char* k_end_older =
    "UPDATE invitations SET expires_at = :now WHERE waitlist_id = :id AND used_at IS NULL"
    " AND expires_at > :now2";
constexpr const char* k_insert_invite =
    "INSERT INTO invitations (id, token_hash, email, waitlist_id, inviter_id, note, created_at,"
    " expires_at) VALUES (:id, :hash, :email, :entry, :inviter, :note, :now, :expires)";
constexpr const char* k_mark_invited = "UPDATE waitlist SET invited_at = :now WHERE id = :id";
constexpr const char* k_select_invite =
    "SELECT i.waitlist_id, i.expires_at, i.used_at, i.withdrawn_at, i.email, i.inviter_id,"
    " w.name, w.role, w.city, w.bio, w.referral, i.note FROM invitations i"
    " LEFT JOIN waitlist w ON w.id = i.waitlist_id WHERE i.token_hash = :hash";
constexpr const char* k_use_invite =
    "UPDATE invitations SET used_at = :now, profile_id = :profile WHERE token_hash = :hash"
    " AND used_at IS NULL";
constexpr const char* k_mark_applied = "UPDATE waitlist SET applied_at = :now WHERE id = :id";
constexpr const char* k_invited_among =
    "SELECT DISTINCT profile_id FROM invitations WHERE waitlist_id IS NOT NULL AND profile_id IN (";
constexpr const char* k_inviters_among =
    "SELECT profile_id, inviter_id FROM invitations WHERE inviter_id IS NOT NULL"
    " AND profile_id IN (";

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
  std::optional<std::string> waitlist_id;
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
  if (db::text_at(r, 3)) {
    throw core::api_error(410, "invite_withdrawn",
                          "This invitation was withdrawn by the member who sent it. You can "
                          "still join the waitlist from our home page.");
  }
  const auto expires_at = r.get<std::string>(1);
  if (expires_at <= core::now_iso8601()) {
    throw core::api_error(410, "invite_expired",
                          "This invitation has expired, or a newer one was sent. Use the newest "
                          "invitation e-mail, or reply to it to ask for another.");
  }
  return {db::text_at(r, 0),
          {.entry = {.name = db::text_at(r, 6).value_or(""),
                     .email = r.get<std::string>(4),
                     .role = db::text_at(r, 7).value_or(""),
                     .city = db::text_at(r, 8).value_or(""),
                     .bio = db::text_at(r, 9),
                     .referral = db::text_at(r, 10)},
           .expires_at = expires_at,
           .inviter_id = db::text_at(r, 5),
           .note = db::text_at(r, 11)}};
}

}  // namespace

issued_invitation issue(db::tx& t, const new_invitation& what) {
  issued_invitation made{.id = core::new_uuid_v7(), .token = core::random_hex(32)};  // 256 bits
  const auto hash = auth::token_hash(made.token);
  const auto now = core::now();
  const auto at = core::to_iso8601(now);
  made.expires_at = core::to_iso8601(now + k_invite_lifetime);
  soci::indicator entry = what.waitlist_id ? soci::i_ok : soci::i_null;
  soci::indicator inviter = what.inviter_id ? soci::i_ok : soci::i_null;
  soci::indicator note = what.note ? soci::i_ok : soci::i_null;
  const std::string none;
  t.execute(k_insert_invite, soci::use(made.id), soci::use(hash), soci::use(what.email),
            soci::use(what.waitlist_id ? *what.waitlist_id : none, entry),
            soci::use(what.inviter_id ? *what.inviter_id : none, inviter),
            soci::use(what.note ? *what.note : none, note), soci::use(at),
            soci::use(made.expires_at));
  return made;
}

std::string invite_link(std::string_view link_base, std::string_view token) {
  return fmt::format("{}/invite?code={}", link_base, token);
}

bool invite(db::tx& t, std::string_view waitlist_id, std::string_view link_base) {
  const std::string id(waitlist_id);
  std::string name, email, role, city, bio, referral;
  soci::indicator bio_ind, referral_ind;
  if (!t.fetch(k_select_entry, soci::use(id), soci::into(name), soci::into(email), soci::into(role),
               soci::into(city), soci::into(bio, bio_ind), soci::into(referral, referral_ind))) {
    return false;
  }
  const auto at = core::now_iso8601();
  t.execute(k_end_older, soci::use(at), soci::use(id), soci::use(at));
  const auto made = issue(t, {.email = email, .waitlist_id = id});
  t.execute(k_mark_invited, soci::use(at), soci::use(id));
  mail::enqueue(t, invite_mail(email, invite_link(link_base, made.token)));
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
  if (found.waitlist_id) t.execute(k_mark_applied, soci::use(now), soci::use(*found.waitlist_id));
  profiles::mark_invited(t, profile);
}

std::unordered_set<std::string> invited_among(soci::session& sql,
                                              std::span<const std::string> profile_ids) {
  std::unordered_set<std::string> invited;
  db::for_each_row_in(sql, k_invited_among, profile_ids,
                      [&](const soci::row& r) { invited.insert(r.get<std::string>(0)); });
  return invited;
}

std::unordered_map<std::string, std::string> inviters_among(
    soci::session& sql, std::span<const std::string> profile_ids) {
  std::unordered_map<std::string, std::string> inviters;
  db::for_each_row_in(sql, k_inviters_among, profile_ids, [&](const soci::row& r) {
    inviters.emplace(r.get<std::string>(0), r.get<std::string>(1));
  });
  return inviters;
}

void mark_invitations(soci::session& sql, std::span<const std::string> profile_ids,
                      nlohmann::json& items) {
  using nlohmann::json;
  features::set_flag(items, "invitedFromWaitlist", invited_among(sql, profile_ids));
  const auto inviters = inviters_among(sql, profile_ids);
  std::vector<std::string> inviter_ids;
  for (const auto& [invitee, inviter] : inviters) inviter_ids.push_back(inviter);
  std::unordered_map<std::string, std::string> names;
  for (const auto& m : profiles::summaries_of(sql, inviter_ids)) names.emplace(m.id, m.name);
  for (auto& item : items) {
    const auto found = inviters.find(item["id"].get<std::string>());
    if (found == inviters.end()) {
      item["invitedBy"] = json();
      continue;
    }
    const auto name = names.find(found->second);
    item["invitedBy"] = {{"id", found->second},
                         {"name", name == names.end() ? json() : json(name->second)}};
  }
}

}  // namespace sangam::features::waitlist
