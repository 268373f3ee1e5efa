#include "features/waitlist/feature.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <span>

#include "core/error.hpp"
#include "core/text.hpp"
#include "db/audit.hpp"
#include "features/review_marks.hpp"
#include "features/change_links.hpp"
#include "features/commit.hpp"
#include "features/profiles/summaries.hpp"
#include "features/waitlist/admin_list.hpp"
#include "features/waitlist/changes.hpp"
#include "features/waitlist/invites.hpp"
#include "features/waitlist/member_invites.hpp"
#include "features/waitlist/referrals.hpp"
#include "features/waitlist/repo.hpp"
#include "features/waitlist/waitlist_entry.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::waitlist {
namespace {

// The same answer for a first sign-up and a repeat: whether an address is already on the list
// is nobody else's business.
http::response joined() {
  static const auto answer = http::json_response(201, {{"status", "joined"}});
  return answer;
}

// Validated on the network thread, then handed to the writer: no thread waits for the commit.
void sign_up(const context& ctx, const http::request& req, http::reply reply) {
  auto row = stamp(parse_waitlist_entry(http::parse_json_object(req)));
  commit_then_reply(
      ctx.writer, std::move(reply),
      [row = std::move(row), link_base = ctx.public_url](db::tx& t) { join(t, row, link_base); },
      &joined);
}

// What a change link would apply; looking changes nothing.
http::response pending(const context& ctx, const http::request& req) {
  const auto change = find_change(ctx.db, http::query_param(req.query, "token").value_or(""));
  return http::json_response(
      200, {{"proposed", waitlist_entry_json(change.proposed)}, {"expiresAt", change.expires_at}});
}

http::response confirm(const context& ctx, const http::request& req) {
  confirm_change(ctx.writer, http::string_or_empty(http::parse_json_object(req), "token"));
  return http::json_response(200, {{"status", "joined"}});
}

// The member `id` as a list shows them; nullopt when there is none (or they are held).
std::optional<profiles::member_summary> summary_of(soci::session& sql, const std::string& id) {
  auto found = profiles::summaries_of(sql, std::span(&id, 1));
  if (found.empty()) return std::nullopt;
  return std::move(found.front());
}

// What the invitation knows of its person, for the prefilled application: the waitlist entry, or
// for a member's invitation the address, who invited and their note.
http::response invitation_of(const context& ctx, const http::request& req) {
  auto sql = ctx.db.acquire();
  const auto found = find_invite(*sql, http::query_param(req.query, "code").value_or(""));
  nlohmann::json body;
  if (found.inviter_id) {
    const auto inviter = summary_of(*sql, *found.inviter_id);
    body = {{"name", ""}, {"email", found.entry.email}};
    if (inviter) body["invitedBy"] = inviter->name;
    if (found.note) body["note"] = *found.note;
  } else {
    body = waitlist_entry_json(found.entry);
  }
  body["expiresAt"] = found.expires_at;
  return http::json_response(200, body);
}

// Invitations a member has a month: more for a verified member (docs/invitations.md).
constexpr setting k_invitations_per_month{
    .name = "SANGAM_MEMBER_INVITATIONS_PER_MONTH", .fallback = 3, .min = 0, .max = 1000};
constexpr setting k_verified_invitations_per_month{
    .name = "SANGAM_VERIFIED_MEMBER_INVITATIONS_PER_MONTH", .fallback = 5, .min = 0, .max = 1000};
constexpr int k_sent_shown = 100;

int monthly_limit(const context& ctx, const profiles::member_summary& member) {
  return static_cast<int>(member.verified ? k_verified_invitations_per_month.of(ctx.config)
                                          : k_invitations_per_month.of(ctx.config));
}

nlohmann::json sent_json(const sent_invitation& s) {
  return {{"id", s.id},         {"email", s.email},          {"note", http::or_null(s.note)},
          {"status", s.status}, {"createdAt", s.created_at}, {"expiresAt", s.expires_at}};
}

profiles::member_summary caller_summary(soci::session& sql, const http::request& req) {
  auto me = summary_of(sql, req.subject);
  if (!me) throw core::api_error::not_found();
  return std::move(*me);
}

// The member's invitations: how many are left this month and those sent, newest first.
http::response my_invitations(const context& ctx, const http::request& req) {
  auto sql = ctx.db.acquire();
  const auto limit = monthly_limit(ctx, caller_summary(*sql, req));
  const auto used = sent_this_month(*sql, req.subject);
  auto items = nlohmann::json::array();
  for (const auto& s : sent_by(*sql, req.subject, k_sent_shown)) items.push_back(sent_json(s));
  return http::json_response(200, {{"limit", limit},
                                   {"sentThisMonth", used},
                                   {"left", std::max(0, limit - used)},
                                   {"items", std::move(items)}});
}

http::response send_invitation(const context& ctx, const http::request& req) {
  const auto body = http::parse_json_object(req);
  constexpr auto k_email_needed = "Please enter a valid email address.";
  const auto typed = http::required_text(body, "email", k_email_max, k_email_needed);
  if (!core::is_valid_email(typed)) throw core::api_error::validation({{"email", k_email_needed}});
  auto note = http::optional_text(body, "note", k_note_max, "Keep the note to 500 characters.");
  const auto me = [&] {
    auto sql = ctx.db.acquire();
    return caller_summary(*sql, req);
  }();
  const auto limit = monthly_limit(ctx, me);
  const member_invite what{.inviter_id = req.subject,
                           .inviter_name = me.name,
                           .email = core::normalized_email(typed),
                           .note = std::move(note)};
  const auto sent =
      ctx.writer.run([&](db::tx& t) { return invite_as_member(t, what, limit, ctx.public_url()); });
  return http::json_response(201, sent_json(sent));
}

http::response withdraw_invitation(const context& ctx, const http::request& req) {
  const std::string id(req.param("id"));
  ctx.writer.run([&](db::tx& t) { withdraw(t, req.subject, id); });
  return http::json_response(200, {{"status", "withdrawn"}});
}

// The member's referral code (made on the first call) and how many sign-ups it credited.
http::response my_referral(const context& ctx, const http::request& req) {
  const auto code = ctx.writer.run([&](db::tx& t) { return referral_code_of(t, req.subject); });
  auto sql = ctx.db.acquire();
  return http::json_response(
      200, {{"code", code}, {"credited", referrals_of(*sql, req.subject, 0).count}});
}

constexpr int k_page_max = 100;
constexpr int k_export_max = 100000;

// ?q= (name, e-mail or city) and ?role= (Founder, Mentor or Investor), checked.
list_filter filter_of(const http::request& req) {
  list_filter filter{.search =
                         std::string(core::trim(http::query_param(req.query, "q").value_or("")))};
  if (filter.search.size() > 100) {
    throw core::api_error::validation({{"q", "Search for at most 100 characters."}});
  }
  if (auto role = http::query_param(req.query, "role"); role && !role->empty()) {
    if (*role != "Founder" && *role != "Mentor" && *role != "Investor") {
      throw core::api_error::validation({{"role", "Role must be Founder, Mentor or Investor."}});
    }
    filter.role = std::move(*role);
  }
  return filter;
}

nlohmann::json row_json(const admin_row& r) {
  using http::or_null;
  nlohmann::json referrer = nullptr;
  if (r.referrer_id) {
    referrer = {{"id", *r.referrer_id}, {"name", or_null(r.referrer_name)}};
  }
  return {{"id", r.id},
          {"name", r.name},
          {"email", r.email},
          {"role", r.role},
          {"city", r.city},
          {"bio", or_null(r.bio)},
          {"referral", or_null(r.referral)},
          {"referrer", std::move(referrer)},
          {"createdAt", r.created_at},
          {"invitedAt", or_null(r.invited_at)},
          {"appliedAt", or_null(r.applied_at)}};
}

http::response admin_list(const context& ctx, const http::request& req) {
  const auto filter = filter_of(req);
  std::optional<list_cursor> after;
  if (auto text = http::query_param(req.query, "after"); text && !text->empty()) {
    after = decode_cursor(*text);
    if (!after) {
      throw core::api_error::validation({{"after", "Use the cursor of the page before."}});
    }
  }
  const auto limit = http::int_query_param(req.query, "pageSize", 50, 1, k_page_max);
  auto sql = ctx.db.acquire();
  const auto page = list_page(*sql, filter, after, limit);
  auto rows = nlohmann::json::array();
  for (const auto& r : page.rows) rows.push_back(row_json(r));
  return http::json_response(
      200, {{"items", std::move(rows)},
            {"total", page.total},
            {"next", page.next ? nlohmann::json(encode_cursor(*page.next)) : nullptr}});
}

http::response admin_export(const context& ctx, const http::request& req) {
  const auto filter = filter_of(req);
  std::string body = csv_header();
  auto sql = ctx.db.acquire();
  for_each_row(*sql, filter, k_export_max, [&](const admin_row& r) { append_csv_line(body, r); });
  return {.status = 200,
          .body = std::move(body),
          .content_type = "text/csv; charset=utf-8",
          .headers = {{"Content-Disposition", "attachment; filename=\"sangam-waitlist.csv\""},
                      {"Cache-Control", "no-store"}}};
}

http::response admin_invite(const context& ctx, const http::request& req) {
  const std::string id(req.param("id"));
  const bool found = ctx.writer.run([&](db::tx& t) {
    if (!invite(t, id, ctx.public_url())) return false;
    db::record_audit(t, {.actor_kind = "admin",
                         .actor_id = req.subject,
                         .action = "waitlist.invited",
                         .target_kind = "waitlist",
                         .target_id = id});
    return true;
  });
  if (!found) throw core::api_error::not_found();
  return http::json_response(200, {{"status", "invited"}});
}

// Sign-ups allowed per client address per 10 minutes; 0 turns the limit off (the load benchmark).
constexpr setting k_sign_ups_per_client{
    .name = "SANGAM_WAITLIST_RATE_LIMIT", .fallback = 10, .min = 0, .max = 1000000};
constexpr limit k_sign_ups{
    .name = "waitlist",
    .capacity = [](const core::config& c) { return k_sign_ups_per_client.of(c); },
    .period = std::chrono::minutes(10)};

// Invitations sent per client address per hour; 0 turns the limit off.
constexpr setting k_invitations_per_client{
    .name = "SANGAM_MEMBER_INVITATION_RATE_LIMIT", .fallback = 10, .min = 0, .max = 1000000};
constexpr limit k_member_invitations{
    .name = "member_invitations",
    .capacity = [](const core::config& c) { return k_invitations_per_client.of(c); },
    .period = std::chrono::hours(1)};

using http::method;
constexpr auto anyone = http::access::anonymous;
constexpr auto k_admin = http::access::admin;
constexpr route<context> k_routes[] = {
    {.verb = method::post,
     .path = "/api/waitlist",
     .answer_later = &sign_up,
     .who = anyone,
     .database = http::database_use::queued,
     .limiter = &k_sign_ups},
    {.verb = method::get,
     .path = "/api/waitlist/change",
     .answer = &pending,
     .who = anyone,
     .limiter = &k_change_links},
    {.verb = method::post,
     .path = "/api/waitlist/change",
     .answer = &confirm,
     .who = anyone,
     .limiter = &k_change_links},
    {.verb = method::get,
     .path = "/api/waitlist/invite",
     .answer = &invitation_of,
     .who = anyone,
     .limiter = &k_change_links},
    {.verb = method::get, .path = "/api/me/referral", .answer = &my_referral},
    {.verb = method::get, .path = "/api/me/invitations", .answer = &my_invitations},
    {.verb = method::post,
     .path = "/api/me/invitations",
     .answer = &send_invitation,
     .limiter = &k_member_invitations},
    {.verb = method::post,
     .path = "/api/me/invitations/:id/withdraw",
     .answer = &withdraw_invitation},
    {.verb = method::get, .path = "/api/admin/waitlist", .answer = &admin_list, .who = k_admin},
    {.verb = method::get,
     .path = "/api/admin/waitlist/export",
     .answer = &admin_export,
     .who = k_admin},
    {.verb = method::post,
     .path = "/api/admin/waitlist/:id/invite",
     .answer = &admin_invite,
     .who = k_admin},
};

void install(http::router& routes, const context& ctx) {
  ctx.personal.add({.table = "waitlist", .rows = "email = :email"});
  ctx.personal.add({.table = "waitlist_changes",
                    .rows = "waitlist_id IN (SELECT id FROM waitlist WHERE email = :email)",
                    .withheld = {"token_hash"}});
  // Invitations to the person's address, and those the member sent.
  ctx.personal.add({.table = "invitations",
                    .rows = "email = :email OR inviter_id = :member",
                    .withheld = {"token_hash"}});
  ctx.personal.add({.table = "referral_codes", .rows = "member_id = :member"});
  features::add_review_marker(features::review_kind::profiles, &mark_invitations);
  add_routes(routes, ctx, std::make_shared<const context>(ctx), k_routes);
}

}  // namespace

const feature k_feature{.name = "waitlist", .install = &install};

}  // namespace sangam::features::waitlist
