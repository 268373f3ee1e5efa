#include <nlohmann/json.hpp>

#include <array>
#include <chrono>
#include <functional>

#include "core/error.hpp"
#include "core/text.hpp"
#include "features/auth/sign_in.hpp"
#include "features/auth/two_factor.hpp"
#include "features/feature.hpp"
#include "features/notifications/notifications.hpp"
#include "features/profiles/email_change.hpp"
#include "features/profiles/handlers.hpp"
#include "features/profiles/members.hpp"
#include "features/profiles/settings.hpp"
#include "http/json_body.hpp"

namespace sangam::features::profiles {
namespace {

// The grievance officer members may write to (DPDP Act 2023), shown on /settings.
constexpr text_setting k_grievance_name{.name = "SANGAM_GRIEVANCE_NAME",
                                        .fallback = "Grievance Officer, Sangam"};
constexpr text_setting k_grievance_email{.name = "SANGAM_GRIEVANCE_EMAIL",
                                         .fallback = "grievance@sangam.local"};

using nlohmann::json;

constexpr std::array<std::string_view, 3> k_visibilities{"public", "connections", "private"};
constexpr std::array<std::string_view, 3> k_themes{"dark", "light", "auto"};
constexpr std::array<std::string_view, 5> k_languages{"en", "hi", "es", "fr", "de"};
constexpr std::array<std::string_view, 6> k_timezones{"IST", "PST", "MST", "CST", "EST", "UTC"};
constexpr std::array<std::string_view, 3> k_date_formats{"DD/MM/YYYY", "MM/DD/YYYY", "YYYY-MM-DD"};

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
  return {{"notifications",
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
          {"grievanceOfficer",
           {{"name", k_grievance_name.of(config)}, {"email", k_grievance_email.of(config)}}}};
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

// What a settings change altered that others follow: the listing (member_changed) and whether
// the member shows as online (presence_setting_changed).
struct settings_change final {
  bool listing = false;
  bool presence = false;
};

settings_change save_patch(db::writer& writer, const std::string& member, const json& body) {
  return writer.run([&](db::tx& t) {
    all_settings s{settings_of(t.sql(), member), notifications::preferences_of(t.sql(), member)};
    const auto before = s.member;
    apply_patch(body, s);
    save_settings(t, member, s.member);
    notifications::save_preferences(t, member, s.notices);
    return settings_change{.listing = before.profile_visibility != s.member.profile_visibility,
                           .presence = before.show_online_status != s.member.show_online_status};
  });
}

http::response settings_answer(const services& s, const std::string& member) {
  auto sql = s.ctx.db.acquire();
  const all_settings settings{settings_of(*sql, member),
                              notifications::preferences_of(*sql, member)};
  return http::json_response(
      200, to_json(settings, account_email(*sql, member), pending_email_of(*sql, member),
                   auth::two_factor_enabled(*sql, member), s.ctx.config));
}

// The body's "email", normalized; 400 when it is not a valid address.
std::string new_email_of(const json& body) {
  const auto it = body.find("email");
  const auto email = it != body.end() && it->is_string()
                         ? core::normalized_email(it->get_ref<const std::string&>())
                         : std::string();
  if (!core::is_valid_email(email)) {
    throw core::api_error::validation({{"email", "Please enter a valid email address."}});
  }
  return email;
}

}  // namespace

http::response my_settings(const services& s, const http::request& req) {
  return settings_answer(s, req.subject);
}

http::response change_settings(const services& s, const http::request& req) {
  const auto changed = save_patch(s.ctx.writer, req.subject, http::parse_json_object(req));
  if (changed.listing) s.ctx.events.publish(topics::member_changed, req.subject);
  if (changed.presence) s.ctx.events.publish(topics::presence_setting_changed, req.subject);
  return settings_answer(s, req.subject);
}

// Changing the sign-in address takes the password, and a code when two-factor is on: a session
// left open is not enough to move the account. The answer is the same whether or not the
// address is on file (request_email_change), and both the member and the client are limited.
http::response ask_email_change(const services& s, const http::request& req) {
  const auto allowed = s.changes_by_member.take(req.subject);
  if (!allowed.allowed) throw too_many_changes(allowed.retry_after);
  const auto body = http::parse_json_object(req);
  const auto email = new_email_of(body);
  auth::reauthenticate(s.ctx.db, s.ctx.writer, s.sign_in_limits, req, body, [&](db::tx& t) {
    request_email_change(t, req.subject, email, s.ctx.public_url());
  });
  return http::json_response(202, {{"pendingEmail", email}});
}

http::response confirm_new_email(const services& s, const http::request& req) {
  const auto body = http::parse_json_object(req);
  const auto email = confirm_email_change(s.ctx.writer, http::string_or_empty(body, "token"));
  return http::json_response(200, {{"email", email}});
}

}  // namespace sangam::features::profiles
