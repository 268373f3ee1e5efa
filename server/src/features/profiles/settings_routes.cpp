#include <nlohmann/json.hpp>

#include <array>
#include <chrono>
#include <functional>

#include "core/error.hpp"
#include "core/text.hpp"
#include "features/auth/routes.hpp"
#include "features/auth/two_factor.hpp"
#include "features/notifications/notifications.hpp"
#include "features/profiles/email_change.hpp"
#include "features/profiles/members.hpp"
#include "features/profiles/routes.hpp"
#include "features/profiles/settings.hpp"
#include "http/json_body.hpp"

namespace sangam::features::profiles {
namespace {

using nlohmann::json;

constexpr std::array<std::string_view, 3> k_visibilities{"public", "connections", "private"};
constexpr std::array<std::string_view, 3> k_themes{"dark", "light", "auto"};
constexpr std::array<std::string_view, 5> k_languages{"en", "hi", "es", "fr", "de"};
constexpr std::array<std::string_view, 6> k_timezones{"IST", "PST", "MST", "CST", "EST", "UTC"};
constexpr std::array<std::string_view, 3> k_date_formats{"DD/MM/YYYY", "MM/DD/YYYY", "YYYY-MM-DD"};
constexpr unsigned k_email_changes_per_member = 5;    // an hour
constexpr unsigned k_email_changes_per_address = 20;  // an hour, per client

core::api_error too_many_changes(std::chrono::seconds wait) {
  return core::api_error(429, "rate_limited",
                         "Too many requests. Please wait " + std::to_string(wait.count()) +
                             " seconds and try again.")
      .with_retry_after(wait.count());
}

std::string account_email(soci::session& sql, const std::string& member) {
  const auto contact = mail_contact_of(sql, member);
  if (!contact) throw core::api_error(401, "unauthenticated", "Please sign in to continue.");
  return contact->email;
}

struct all_settings final {
  member_settings member;
  notifications::preferences notices;
};

json to_json(const all_settings& s, const std::string& email,
             const std::optional<std::string>& pending_email, bool two_factor,
             const core::config& config) {
  const auto& m = s.member;
  const auto& n = s.notices;
  return {
      {"notifications",
       {{"newConnections", n.new_connections},
        {"messages", n.messages},
        {"profileViews", n.profile_views},
        {"weeklyDigest", n.weekly_digest},
        {"emailNotifications", n.email}}},
      {"privacy",
       {{"profileVisibility", m.profile_visibility},
        {"showOnlineStatus", m.show_online_status},
        {"allowMessages", m.allow_messages},
        {"showLastSeen", m.show_last_seen}}},
      {"preferences",
       {{"theme", m.theme},
        {"language", m.language},
        {"timezone", m.timezone},
        {"dateFormat", m.date_format}}},
      {"account",
       {{"email", email},
        {"pendingEmail", http::or_null(pending_email)},
        {"phone", http::or_null(m.phone)},
        {"twoFactorAuth", two_factor}}},
      {"grievanceOfficer", {{"name", config.grievance_name}, {"email", config.grievance_email}}}};
}

// Reads one group of a PATCH body: every key must be one of `fields`, each handled by its setter.
using setter = std::function<void(const json& value, const std::string& path, core::field_errors&)>;

void read_group(const json& body, const char* group,
                std::initializer_list<std::pair<const char*, setter>> fields,
                core::field_errors& errors) {
  const auto it = body.find(group);
  if (it == body.end()) return;
  if (!it->is_object()) {
    errors[group] = "Must be an object.";
    return;
  }
  for (const auto& [key, value] : it->items()) {
    const auto path = std::string(group) + "." + key;
    const auto field =
        std::find_if(fields.begin(), fields.end(), [&](const auto& f) { return key == f.first; });
    if (field == fields.end()) {
      errors[path] = "Unknown setting.";
      continue;
    }
    field->second(value, path, errors);
  }
}

setter flag(bool& target) {
  return [&target](const json& value, const std::string& path, core::field_errors& errors) {
    if (!value.is_boolean()) {
      errors[path] = "Must be true or false.";
      return;
    }
    target = value.get<bool>();
  };
}

template <std::size_t n>
setter choice(std::string& target, const std::array<std::string_view, n>& allowed) {
  return
      [&target, &allowed](const json& value, const std::string& path, core::field_errors& errors) {
        if (value.is_string() && std::find(allowed.begin(), allowed.end(),
                                           value.get_ref<const std::string&>()) != allowed.end()) {
          target = value.get<std::string>();
          return;
        }
        std::string list;
        for (const auto word : allowed) list += (list.empty() ? "" : ", ") + std::string(word);
        errors[path] = "Must be one of " + list + ".";
      };
}

setter phone(std::optional<std::string>& target) {
  return [&target](const json& value, const std::string& path, core::field_errors& errors) {
    if (value.is_null() ||
        (value.is_string() && core::trim(value.get_ref<const std::string&>()).empty())) {
      target.reset();
      return;
    }
    const auto number = value.is_string() && value.get_ref<const std::string&>().size() <= 32
                            ? e164_phone(value.get_ref<const std::string&>())
                            : std::nullopt;
    if (!number) {
      errors[path] = "Enter a valid phone number, e.g. +91 98765 43210";
      return;
    }
    target = number;
  };
}

// Applies a PATCH body to `s`; 400 naming every bad field (as group.key) otherwise.
void apply_patch(const json& body, all_settings& s) {
  core::field_errors errors;
  for (const auto& [key, value] : body.items()) {
    if (key != "notifications" && key != "privacy" && key != "preferences" && key != "account") {
      errors[key] = "Unknown setting.";
    }
  }
  auto& n = s.notices;
  auto& m = s.member;
  read_group(body, "notifications",
             {{"newConnections", flag(n.new_connections)},
              {"messages", flag(n.messages)},
              {"profileViews", flag(n.profile_views)},
              {"weeklyDigest", flag(n.weekly_digest)},
              {"emailNotifications", flag(n.email)}},
             errors);
  read_group(body, "privacy",
             {{"profileVisibility", choice(m.profile_visibility, k_visibilities)},
              {"showOnlineStatus", flag(m.show_online_status)},
              {"allowMessages", flag(m.allow_messages)},
              {"showLastSeen", flag(m.show_last_seen)}},
             errors);
  read_group(body, "preferences",
             {{"theme", choice(m.theme, k_themes)},
              {"language", choice(m.language, k_languages)},
              {"timezone", choice(m.timezone, k_timezones)},
              {"dateFormat", choice(m.date_format, k_date_formats)}},
             errors);
  read_group(body, "account", {{"phone", phone(m.phone)}}, errors);
  if (!errors.empty()) throw core::api_error::validation(std::move(errors));
}

}  // namespace

void add_settings_routes(http::router& routes, const context& ctx) {
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  auto& events = ctx.events;
  const auto& config = ctx.config;
  const auto link_base = ctx.public_url;

  auto respond = [&db, &config](const std::string& member) {
    auto sql = db.acquire();
    const all_settings s{settings_of(*sql, member), notifications::preferences_of(*sql, member)};
    return http::json_response(
        200, to_json(s, account_email(*sql, member), pending_email_of(*sql, member),
                     auth::two_factor_enabled(*sql, member), config));
  };

  routes.add(http::method::get, "/api/me/settings",
             [respond](const http::request& req) { return respond(req.subject); });

  routes.add(http::method::patch, "/api/me/settings",
             [respond, &writer, &events](const http::request& req) {
               const auto body = http::parse_json_object(req);
               bool listing_changed = false, presence_changed = false;
               writer.run([&](db::tx& t) {
                 all_settings s{settings_of(t.sql(), req.subject),
                                notifications::preferences_of(t.sql(), req.subject)};
                 const auto before = s.member;
                 apply_patch(body, s);
                 save_settings(t, req.subject, s.member);
                 notifications::save_preferences(t, req.subject, s.notices);
                 listing_changed = before.profile_visibility != s.member.profile_visibility;
                 presence_changed = before.show_online_status != s.member.show_online_status;
               });
               if (listing_changed) events.publish(topics::member_changed, req.subject);
               if (presence_changed) {
                 events.publish(topics::presence_setting_changed, req.subject);
               }
               return respond(req.subject);
             });

  // Changing the sign-in address takes the password, and a code when two-factor is on: a session
  // left open is not enough to move the account. The answer is the same whether or not the
  // address is on file (request_email_change), and both the member and the client are limited.
  auto& changes_by_member =
      ctx.limits.get("email_change_by_member", k_email_changes_per_member, std::chrono::hours(1));
  const auto sign_in_limits = auth::throttles_of(ctx);
  routes.add(
      http::method::post, "/api/me/email-change",
      [&db, &writer, link_base, &changes_by_member, sign_in_limits](const http::request& req) {
        const auto allowed = changes_by_member.take(req.subject);
        if (!allowed.allowed) throw too_many_changes(allowed.retry_after);
        const auto body = http::parse_json_object(req);
        const auto it = body.find("email");
        const auto email = it != body.end() && it->is_string()
                               ? core::normalized_email(it->get_ref<const std::string&>())
                               : std::string();
        if (!core::is_valid_email(email)) {
          throw core::api_error::validation({{"email", "Please enter a valid email address."}});
        }
        auth::reauthenticate(db, writer, sign_in_limits, req, body, [&](db::tx& t) {
          request_email_change(t, req.subject, email, link_base());
        });
        return http::json_response(202, {{"pendingEmail", email}});
      },
      {.limiter = &ctx.limits.get("email_change_by_address", k_email_changes_per_address,
                                  std::chrono::hours(1))});

  routes.add(http::method::post, "/api/auth/email-change/confirm",
             [&writer](const http::request& req) {
               const auto body = http::parse_json_object(req);
               const auto email =
                   confirm_email_change(writer, http::string_or_empty(body, "token"));
               return http::json_response(200, {{"email", email}});
             },
             {.limiter = &ctx.limits.get("public_forms", ctx.config.public_form_rate_limit,
                                         std::chrono::minutes(10)),
              .who = http::access::anonymous});
}

}  // namespace sangam::features::profiles
