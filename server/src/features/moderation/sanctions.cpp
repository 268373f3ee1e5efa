#include "features/moderation/sanctions.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include <array>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/audit.hpp"
#include "db/rows.hpp"
#include "features/auth/administrator_addresses.hpp"
#include "features/auth/credentials.hpp"
#include "features/moderation/reports.hpp"
#include "features/profiles/holds.hpp"
#include "features/profiles/members.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::moderation {
namespace {

constexpr const char* k_insert =
    "INSERT INTO moderation_actions (id, member_id, action, reason, ends_at, report_id, admin_id,"
    " created_at) VALUES (:id, :member, :action, :reason, :ends, :report, :admin, :at)";
#define SANGAM_ACTION_COLUMNS                                                       \
  "SELECT id, member_id, action, reason, ends_at, report_id, admin_id, created_at," \
  " acknowledged_at FROM moderation_actions"
constexpr const char* k_history =
    SANGAM_ACTION_COLUMNS " WHERE member_id = :member ORDER BY created_at DESC, id DESC";
constexpr const char* k_unseen_warning = SANGAM_ACTION_COLUMNS
    " WHERE member_id = :member AND action = 'warning' AND acknowledged_at IS NULL"
    " ORDER BY created_at DESC, id DESC LIMIT 1";
#undef SANGAM_ACTION_COLUMNS
constexpr const char* k_hold_reason =
    "SELECT reason FROM moderation_actions WHERE member_id = :member"
    " AND action IN ('suspension', 'ban') ORDER BY created_at DESC, id DESC LIMIT 1";
constexpr const char* k_acknowledge =
    "UPDATE moderation_actions SET acknowledged_at = :at WHERE id = :id AND member_id = :member"
    " AND action = 'warning' AND acknowledged_at IS NULL";

constexpr std::array<const char*, 12> k_months{"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                               "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

action_row read_action(const soci::row& r) {
  return {.id = r.get<std::string>(0),
          .member_id = r.get<std::string>(1),
          .action = r.get<std::string>(2),
          .reason = r.get<std::string>(3),
          .ends_at = db::text_at(r, 4),
          .report_id = db::text_at(r, 5),
          .admin_id = db::text_at(r, 6),
          .created_at = r.get<std::string>(7),
          .acknowledged_at = db::text_at(r, 8)};
}

action_row record(db::tx& t, action_row row) {
  row.id = core::new_uuid_v7();
  row.created_at = core::now_iso8601();
  const std::string ends = row.ends_at.value_or(""), report = row.report_id.value_or(""),
                    admin = row.admin_id.value_or("");
  soci::indicator ends_ind = row.ends_at ? soci::i_ok : soci::i_null,
                  report_ind = row.report_id ? soci::i_ok : soci::i_null,
                  admin_ind = row.admin_id ? soci::i_ok : soci::i_null;
  t.execute(k_insert, soci::use(row.id), soci::use(row.member_id), soci::use(row.action),
            soci::use(row.reason), soci::use(ends, ends_ind), soci::use(report, report_ind),
            soci::use(admin, admin_ind), soci::use(row.created_at));
  return row;
}

// The member's standing for the audit log: active, suspended or banned.
std::string standing(const std::optional<std::string>& held_until) {
  if (!held_until) return "active";
  return *held_until == profiles::k_held_for_good ? "banned" : "suspended";
}

void audit(db::tx& t, const action_row& row, std::string from, std::string to) {
  db::record_audit(t, {.actor_kind = row.admin_id ? "admin" : "system",
                       .actor_id = row.admin_id.value_or("moderation"),
                       .action = "member." + row.action,
                       .target_kind = "member",
                       .target_id = row.member_id,
                       .from_status = std::move(from),
                       .to_status = std::move(to)});
}

// What the member is told of an action, by e-mail.
mail::message mail_of(const profiles::mail_contact& to, const action_row& row) {
  const auto hello = to.first_name.empty() ? std::string("Hello") : "Hello " + to.first_name;
  const auto reason = mail::inert_text(row.reason);
  auto text = [&](std::string_view what, std::string_view after) {
    return fmt::format("{},\n\n{}\n\n{}\n\n{}\n\n— The Sangam team\n", hello, what, reason, after);
  };
  if (row.action == "warning") {
    return {.to = to.email,
            .subject = "A warning about your Sangam account",
            .body_text = text("An administrator of Sangam has warned you, for this reason:",
                              "You will see this warning when you next open Sangam. Please keep "
                              "to the community guidelines: a further breach can lead to a "
                              "suspension.")};
  }
  if (row.action == "suspension") {
    return {.to = to.email,
            .subject = "Your Sangam account is suspended",
            .body_text = text(fmt::format("Your Sangam account is suspended until {}, for this "
                                          "reason:",
                                          day_of(row.ends_at.value_or(""))),
                              "Until then you cannot sign in and other members do not see you. "
                              "If you think this is a mistake, reply to this e-mail.")};
  }
  if (row.action == "ban") {
    return {.to = to.email,
            .subject = "Your Sangam account is banned",
            .body_text = text("Your Sangam account is banned, for this reason:",
                              "You can no longer sign in, and other members no longer see you. "
                              "If you think this is a mistake, reply to this e-mail.")};
  }
  return {.to = to.email,
          .subject = "Your Sangam account is open again",
          .body_text =
              text(row.action == "expiry" ? "Your suspension has ended. Note from the moderators:"
                                          : "An administrator has lifted your suspension or ban:",
                   "You can sign in again, and other members see you as before.")};
}

void tell(db::tx& t, const action_row& row) {
  if (const auto to = profiles::mail_contact_of(t.sql(), row.member_id)) {
    mail::enqueue(t, mail_of(*to, row));
  }
}

profiles::mail_contact member_or_404(db::tx& t, std::string_view member_id) {
  auto contact = profiles::mail_contact_of(t.sql(), member_id);
  if (!contact) throw core::api_error::not_found();
  if (auth::is_administrator_address(t.sql(), contact->email)) {
    throw core::api_error(403, "administrator",
                          "This account belongs to an administrator: moderation cannot act on it.");
  }
  return *contact;
}

}  // namespace

std::string day_of(std::string_view iso) {
  if (iso.size() < 10) return std::string(iso);
  const int year = std::stoi(std::string(iso.substr(0, 4)));
  const int month = std::stoi(std::string(iso.substr(5, 2)));
  const int day = std::stoi(std::string(iso.substr(8, 2)));
  if (month < 1 || month > 12) return std::string(iso);
  return fmt::format("{} {} {}", day, k_months[static_cast<std::size_t>(month - 1)], year);
}

action_row decide(db::tx& t, const decision& d) {
  member_or_404(t, d.member_id);
  if (d.report_id)
    action_report(t, *d.report_id, d.member_id, d.admin_id, d.action + ": " + d.reason);
  const auto before = profiles::held_until(t.sql(), d.member_id);
  auto row = record(t, {.member_id = d.member_id,
                        .action = d.action,
                        .reason = d.reason,
                        .ends_at = d.action == "suspension" ? d.ends_at : std::nullopt,
                        .report_id = d.report_id,
                        .admin_id = d.admin_id});
  std::optional<std::string> after = before;
  if (d.action != "warning") {
    after = d.action == "ban" ? std::string(profiles::k_held_for_good) : row.ends_at.value_or("");
    profiles::hold_member(t, d.member_id, *after);
    auth::end_every_session(t, d.member_id);
  }
  audit(t, row, standing(before), standing(after));
  tell(t, row);
  return row;
}

action_row reinstate(db::tx& t, std::string_view member_id, std::string_view admin_id,
                     const std::string& reason) {
  member_or_404(t, member_id);
  const auto before = profiles::held_until(t.sql(), member_id);
  if (!profiles::release_member(t, member_id)) {
    throw core::api_error(409, "not_held", "This member is not suspended or banned.");
  }
  auto row = record(t, {.member_id = std::string(member_id),
                        .action = "reinstatement",
                        .reason = reason,
                        .admin_id = std::string(admin_id)});
  audit(t, row, standing(before), "active");
  tell(t, row);
  return row;
}

std::vector<action_row> history_of(soci::session& sql, std::string_view member_id) {
  const std::string id(member_id);
  std::vector<action_row> rows;
  soci::rowset<soci::row> found = (sql.prepare << k_history, soci::use(id));
  for (const auto& r : found) rows.push_back(read_action(r));
  return rows;
}

std::optional<hold> hold_of(soci::session& sql, std::string_view member_id) {
  const auto until = profiles::held_until(sql, member_id);
  if (!until || *until <= core::now_iso8601()) return std::nullopt;
  const std::string id(member_id);
  hold h{.action = *until == profiles::k_held_for_good ? "ban" : "suspension", .until = *until};
  sql << k_hold_reason, soci::use(id), soci::into(h.reason);
  return h;
}

std::vector<std::string> release_ended_suspensions(db::tx& t) {
  const auto now = core::now_iso8601();
  auto released = profiles::release_ended_holds(t, now);
  for (const auto& id : released) {
    const auto row =
        record(t, {.member_id = id, .action = "expiry", .reason = "The suspension ended."});
    audit(t, row, "suspended", "active");
    tell(t, row);
  }
  return released;
}

void refuse_held_sign_in(soci::session& sql, std::string_view member_id) {
  const auto h = hold_of(sql, member_id);
  if (!h) return;
  if (h->action == "ban") {
    throw core::api_error(403, "account_banned", "Your account is banned: " + h->reason,
                          {{"reason", h->reason}});
  }
  throw core::api_error(
      403, "account_suspended",
      fmt::format("Your account is suspended until {}: {}", day_of(h->until), h->reason),
      {{"until", h->until}, {"reason", h->reason}});
}

std::optional<action_row> unseen_warning(soci::session& sql, std::string_view member_id) {
  const std::string id(member_id);
  soci::rowset<soci::row> found = (sql.prepare << k_unseen_warning, soci::use(id));
  for (const auto& r : found) return read_action(r);
  return std::nullopt;
}

bool acknowledge_warning(db::tx& t, std::string_view member_id, std::string_view warning_id) {
  const std::string member(member_id), id(warning_id);
  const auto at = core::now_iso8601();
  return t.execute(k_acknowledge, soci::use(at), soci::use(id), soci::use(member)) > 0;
}

}  // namespace sangam::features::moderation
