#include "features/profiles/settings.hpp"

#include <phonenumbers/phonenumberutil.h>
#include <soci/soci.h>

#include <algorithm>

#include "core/clock.hpp"
#include "db/rows.hpp"
#include "features/discover/connect.hpp"
#include "features/moderation/blocks.hpp"
#include "features/profiles/out_of_sight.hpp"

namespace sangam::features::profiles {
namespace {

// A held or paused member (out_of_sight.hpp) reads as status 'held': open to nobody, like one
// not approved.
#define SANGAM_HELD_AS_STATUS \
  "CASE WHEN " SANGAM_SHOWN_TO_OTHERS("p.") " THEN p.status ELSE 'held' END"

constexpr const char* k_select =
    "SELECT profile_visibility, show_online_status, show_last_seen, allow_messages, theme,"
    " language, timezone, date_format, phone FROM member_settings WHERE member_id = :m";
constexpr const char* k_upsert =
    "INSERT INTO member_settings (member_id, profile_visibility, show_online_status,"
    " show_last_seen, allow_messages, theme, language, timezone, date_format, phone, updated_at)"
    " VALUES (:m, :v, :o, :l, :a, :t, :lang, :tz, :df, :p, :at) ON CONFLICT (member_id) DO UPDATE"
    " SET profile_visibility = excluded.profile_visibility,"
    " show_online_status = excluded.show_online_status, show_last_seen = excluded.show_last_seen,"
    " allow_messages = excluded.allow_messages, theme = excluded.theme,"
    " language = excluded.language, timezone = excluded.timezone,"
    " date_format = excluded.date_format, phone = excluded.phone, updated_at = excluded.updated_at";
// updated_at tells other instances' member indexes to look at the profile again.
constexpr const char* k_set_listed =
    "UPDATE profiles SET visible = :listed, updated_at = :at WHERE id = :id AND visible <> "
    ":listed2";
constexpr const char* k_allows_messages =
    "SELECT allow_messages FROM member_settings WHERE member_id = :m";
constexpr const char* k_select_presence =
    "SELECT show_online_status, show_last_seen FROM member_settings WHERE member_id = :m";
constexpr const char* k_select_owner =
    "SELECT " SANGAM_HELD_AS_STATUS
    ", COALESCE(s.profile_visibility, 'public') FROM profiles p"
    " LEFT JOIN member_settings s ON s.member_id = p.id WHERE p.id = :id";

// Whom an owner's profile is open to (blocks and the owner aside): the one rule that
// can_see_profile and visible_to both follow.
enum class audience { everyone, connections, nobody };
audience audience_of(std::string_view status, std::string_view visibility) {
  if (status != "approved" || visibility == "private") return audience::nobody;
  return visibility == "public" ? audience::everyone : audience::connections;
}

// The same for many: id, status, visibility; the ids follow (db::for_each_row_in).
constexpr const char* k_select_owners =
    "SELECT p.id, " SANGAM_HELD_AS_STATUS
    ", COALESCE(s.profile_visibility, 'public')"
    " FROM profiles p"
    " LEFT JOIN member_settings s ON s.member_id = p.id WHERE p.id IN (";
#undef SANGAM_HELD_AS_STATUS

}  // namespace

member_settings settings_of(soci::session& sql, std::string_view member_id) {
  const std::string id(member_id);
  member_settings s;
  int online = 1, last_seen = 1, messages = 1;
  std::string phone;
  soci::indicator phone_ind = soci::i_null;
  sql << k_select, soci::use(id), soci::into(s.profile_visibility), soci::into(online),
      soci::into(last_seen), soci::into(messages), soci::into(s.theme), soci::into(s.language),
      soci::into(s.timezone), soci::into(s.date_format), soci::into(phone, phone_ind);
  if (!sql.got_data()) return {};
  s.show_online_status = online != 0;
  s.show_last_seen = last_seen != 0;
  s.allow_messages = messages != 0;
  if (phone_ind == soci::i_ok) s.phone = phone;
  return s;
}

void save_settings(db::tx& t, std::string_view member_id, const member_settings& s) {
  const std::string id(member_id);
  const auto at = core::now_iso8601();
  const int online = s.show_online_status, last_seen = s.show_last_seen,
            messages = s.allow_messages;
  const std::string phone = s.phone.value_or("");
  soci::indicator phone_ind = s.phone ? soci::i_ok : soci::i_null;
  t.execute(k_upsert, soci::use(id), soci::use(s.profile_visibility), soci::use(online),
            soci::use(last_seen), soci::use(messages), soci::use(s.theme), soci::use(s.language),
            soci::use(s.timezone), soci::use(s.date_format), soci::use(phone, phone_ind),
            soci::use(at));
  const int listed = s.profile_visibility == "public" ? 1 : 0;
  t.execute(k_set_listed, soci::use(listed), soci::use(at), soci::use(id), soci::use(listed));
}

bool accepts_messages(db::tx& t, std::string_view member_id) {
  const std::string id(member_id);
  int allowed = 1;
  t.fetch(k_allows_messages, soci::use(id), soci::into(allowed));
  return allowed != 0;
}

presence_privacy presence_privacy_of(soci::session& sql, std::string_view member_id) {
  const std::string id(member_id);
  int online = 1, last_seen = 1;
  sql << k_select_presence, soci::use(id), soci::into(online), soci::into(last_seen);
  return {.show_online = online != 0, .show_last_seen = last_seen != 0};
}

bool can_see_profile(soci::session& sql, std::string_view viewer, std::string_view owner) {
  if (viewer == owner) return true;
  const std::string id(owner);
  std::string status, visibility;
  sql << k_select_owner, soci::use(id), soci::into(status), soci::into(visibility);
  const auto open_to = sql.got_data() ? audience_of(status, visibility) : audience::nobody;
  if (open_to == audience::nobody || moderation::blocked_between(sql, viewer, owner)) return false;
  return open_to == audience::everyone ||
         discover::connection_between(sql, viewer, owner).has_value();
}

std::unordered_set<std::string> visible_to(soci::session& sql, std::string_view viewer,
                                           std::span<const std::string> ids) {
  std::unordered_set<std::string> seen;
  std::vector<std::string> to_connections;  // visible to their connections only
  db::for_each_row_in(sql, k_select_owners, ids, [&](const soci::row& r) {
    const auto open_to = audience_of(r.get<std::string>(1), r.get<std::string>(2));
    auto id = r.get<std::string>(0);
    if (open_to == audience::everyone) {
      seen.insert(std::move(id));
    } else if (open_to == audience::connections) {
      to_connections.push_back(std::move(id));
    }
  });
  if (!to_connections.empty()) {
    const auto partners = discover::connection_partners(sql, viewer);
    for (auto& id : to_connections) {
      if (std::ranges::find(partners, id) != partners.end()) seen.insert(std::move(id));
    }
  }
  for (const auto& blocked : moderation::blocked_either_way(sql, viewer)) seen.erase(blocked);
  if (std::ranges::find(ids, viewer) != ids.end()) seen.emplace(viewer);  // always themselves
  return seen;
}

std::optional<std::string> e164_phone(std::string_view input) {
  using i18n::phonenumbers::PhoneNumber;
  using i18n::phonenumbers::PhoneNumberUtil;
  const auto& util = *PhoneNumberUtil::GetInstance();
  PhoneNumber number;
  if (util.Parse(std::string(input), "IN", &number) != PhoneNumberUtil::NO_PARSING_ERROR ||
      !util.IsValidNumber(number)) {
    return std::nullopt;
  }
  std::string out;
  util.Format(number, PhoneNumberUtil::E164, &out);
  return out;
}

}  // namespace sangam::features::profiles
