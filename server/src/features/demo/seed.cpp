#include "features/demo/seed.hpp"

#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include <array>
#include <chrono>
#include <optional>
#include <stdexcept>
#include <vector>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "features/admin/accounts.hpp"
#include "features/events/catalog.hpp"
#include "features/feature.hpp"
#include "features/profiles/demo_members.hpp"
#include "features/profiles/profile_repo.hpp"

namespace sangam::features::demo {
namespace {

using nlohmann::json;

constexpr const char* k_insert_connect =
    "INSERT INTO swipes (swiper_id, target_id, decision, state, created_at)"
    " VALUES (:swiper, :target, 'connect', 'pending', :at) ON CONFLICT (swiper_id, target_id) DO "
    "NOTHING";
// Delivered: approved by an administrator, waiting for the target's answer (docs/pitches.md).
constexpr const char* k_insert_application =
    "INSERT INTO applications (id, founder_email, target_type, target_id, target_name, message,"
    " status, created_at, updated_at, sender_id) SELECT :id, :email, 'mentor', :target, :name,"
    " :message, 'approved', :at, :at2, :sender WHERE NOT EXISTS (SELECT 1 FROM applications"
    " WHERE sender_id = :sender2 AND target_id = :target2)";
constexpr const char* k_insert_pitch =
    "INSERT INTO pitches (id, founder_email, target_type, target_id, target_name, message,"
    " pitch_deck_link, status, created_at, updated_at, sender_id) SELECT :id, :email, 'investor',"
    " :target, :name, :message, :link, 'approved', :at, :at2, :sender WHERE NOT EXISTS"
    " (SELECT 1 FROM pitches WHERE sender_id = :sender2 AND target_id = :target2)";

std::string text(const json& member, const char* key) {
  const auto it = member.find(key);
  return it != member.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::optional<std::string> id_by_email(soci::session& sql, const std::string& email) {
  return profiles::demo_member_id(sql, email);
}

// The mentor applications and pitches of demo founders to the demo mentor and investor, each
// stamped a few hours apart so that the dashboards show them in a stable order.
void deliver_requests(soci::session& sql, const json& accounts, const demo_accounts& who) {
  const auto mentor = id_by_email(sql, who.mentor.email);
  const auto investor = id_by_email(sql, who.investor.email);
  const auto mentor_name =
      text(accounts["mentor"], "firstName") + " " + text(accounts["mentor"], "lastName");
  const auto investor_name =
      text(accounts["investor"], "firstName") + " " + text(accounts["investor"], "lastName");
  auto at = core::now() - std::chrono::hours(24);
  for (const auto& sent : accounts.value("mentorApplications", json::array())) {
    const auto email = text(sent, "from"), message = text(sent, "message");
    const auto sender = id_by_email(sql, email);
    if (!sender || !mentor) continue;
    const auto id = core::new_uuid_v7();
    const auto when = core::to_iso8601(at += std::chrono::hours(3));
    sql << k_insert_application, soci::use(id), soci::use(email), soci::use(*mentor),
        soci::use(mentor_name), soci::use(message), soci::use(when), soci::use(when),
        soci::use(*sender), soci::use(*sender), soci::use(*mentor);
  }
  for (const auto& sent : accounts.value("investorPitches", json::array())) {
    const auto email = text(sent, "from"), message = text(sent, "message");
    const auto link = text(sent, "pitchDeckLink");
    soci::indicator link_ind = link.empty() ? soci::i_null : soci::i_ok;
    const auto sender = id_by_email(sql, email);
    if (!sender || !investor) continue;
    const auto id = core::new_uuid_v7();
    const auto when = core::to_iso8601(at += std::chrono::hours(3));
    sql << k_insert_pitch, soci::use(id), soci::use(email), soci::use(*investor),
        soci::use(investor_name), soci::use(message), soci::use(link, link_ind), soci::use(when),
        soci::use(when), soci::use(*sender), soci::use(*sender), soci::use(*investor);
  }
}

// The demo's events ("date" and "time" in IST) through the events feature's own insert: seats start
// empty (the demo's attendee counts are not real registrations); the one marked live started a
// quarter of an hour before the seeding.
void seed_events(soci::session& sql, db::tx& t, const json& list, std::string_view kind,
                 std::chrono::system_clock::time_point now) {
  for (const auto& item : list) {
    events::event e;
    e.id = text(item, "id");
    e.kind = std::string(kind);
    e.title = text(item, "title");
    e.description = text(item, "description");
    e.type = text(item, "type");
    auto starts = core::from_iso8601(text(item, "date") + "T" + text(item, "time") + ":00.000Z");
    if (!starts) throw std::runtime_error("demo event " + e.id + " has no date and time");
    *starts -= core::k_india_offset;
    if (item.value("isLive", false)) starts = now - std::chrono::minutes(15);
    e.starts_at = core::to_iso8601(*starts);
    e.ends_at = core::to_iso8601(
        *starts + (kind == "virtual" ? std::chrono::hours(2) : std::chrono::hours(3)));
    if (item.contains("location") && item["location"].is_string())
      e.location = text(item, "location");
    e.price_rupees = item.value("price", 0);
    e.capacity = item.value("maxAttendees", 100);
    const auto organizer = text(item, kind == "virtual" ? "host" : "organizer");
    if (!organizer.empty()) {
      e.organizer = organizer;
      e.organizer_id = profiles::approved_member_named(sql, organizer);
    }
    for (const auto& tag : item.value("tags", json::array()))
      e.tags.push_back(tag.get<std::string>());
    if (kind == "virtual") e.join_url = "https://meet.sangam.demo/" + e.id;
    e.status = "published";
    events::insert_event(t, e);
  }
}

// Something for the side panels' Recent Activity and Trending Founders: whoever sent the demo
// founder a Connect looked at the profile first, and the demo mentor and investor looked at
// whoever applied or pitched to them.
void seed_views(soci::session& sql, db::tx& t, const json& accounts, const demo_accounts& who,
                const std::string& founder_id) {
  if (founder_id.empty() || profiles::profile_view_count(sql, founder_id) > 0) return;  // seeded
  const auto view = [&](const std::optional<std::string>& viewer, const std::string& viewed) {
    if (viewer && !viewed.empty()) profiles::record_profile_view(t, *viewer, viewed);
  };
  for (const auto& email : accounts.value("inboundConnects", json::array())) {
    view(id_by_email(sql, email.get<std::string>()), founder_id);
  }
  const auto mentor = id_by_email(sql, who.mentor.email);
  for (const auto& sent : accounts.value("mentorApplications", json::array())) {
    view(mentor, id_by_email(sql, text(sent, "from")).value_or(""));
  }
  const auto investor = id_by_email(sql, who.investor.email);
  for (const auto& sent : accounts.value("investorPitches", json::array())) {
    view(investor, id_by_email(sql, text(sent, "from")).value_or(""));
  }
}

}  // namespace

demo_accounts read_accounts(const std::filesystem::path& dir) {
  const auto accounts = read_demo_file(dir, "accounts.json");
  const auto account = [&](const char* key) {
    return demo_account{text(accounts[key], "email"), text(accounts[key], "password")};
  };
  return {account("administrator"), account("founder"), account("mentor"), account("investor")};
}

seed_result seed(db::writer& writer, const std::filesystem::path& dir,
                 std::span<const feature> features) {
  const auto accounts_file = read_demo_file(dir, "accounts.json");
  const auto accounts = read_accounts(dir);
  const std::array<std::pair<const char*, std::string_view>, 3> files{
      {{"founders.json", "Founder"}, {"mentors.json", "Mentor"}, {"investors.json", "Investor"}}};
  std::vector<std::pair<json, std::string_view>> groups;
  for (const auto& [file, kind] : files) {
    auto members = read_demo_file(dir, file);
    if (!members.is_array()) throw std::runtime_error(std::string(file) + " is not a list");
    groups.emplace_back(std::move(members), kind);
  }

  seed_result result;
  try {
    admin::create_administrator(writer, accounts.administrator.email,
                                accounts.administrator.password);
    result.administrator_added = true;
  } catch (const core::api_error& e) {
    if (e.status() != 409) throw;  // 409: there already
  }

  writer.run([&](db::tx& t) {
    auto* sql = &t.sql();
    // Members join a second apart, the demo founder last, so "newest" orders are stable.
    auto at = core::now() - std::chrono::hours(24 * 30);
    for (const auto& [members, kind] : groups) {
      for (const auto& member : members) {
        result.members_added +=
            profiles::add_demo_member(*sql, member, kind, std::nullopt, at) ? 1 : 0;
        at += std::chrono::seconds(1);
      }
    }
    result.members_added += profiles::add_demo_member(*sql, accounts_file["founder"], "Founder",
                                                      accounts.founder.password, at)
                                ? 1
                                : 0;
    result.members_added += profiles::add_demo_member(*sql, accounts_file["mentor"], "Mentor",
                                                      accounts.mentor.password, at)
                                ? 1
                                : 0;
    result.members_added += profiles::add_demo_member(*sql, accounts_file["investor"], "Investor",
                                                      accounts.investor.password, at)
                                ? 1
                                : 0;
    deliver_requests(*sql, accounts_file, accounts);

    const auto founder_id = id_by_email(*sql, accounts.founder.email).value_or("");
    seed_events(*sql, t, read_demo_file(dir, "events.json"), "startup", core::now());
    seed_events(*sql, t, read_demo_file(dir, "virtual-events.json"), "virtual", core::now());
    for (const auto& f : features) {
      if (f.add_demo_content) f.add_demo_content({.dir = dir, .tx = t});
    }
    seed_views(*sql, t, accounts_file, accounts, founder_id);
    const auto now = core::now_iso8601();
    for (const auto& email : accounts_file.value("inboundConnects", json::array())) {
      if (const auto swiper = id_by_email(*sql, email.get<std::string>())) {
        *sql << k_insert_connect, soci::use(*swiper), soci::use(founder_id), soci::use(now);
      }
    }
  });
  return result;
}

bool database_is_empty(db::pool& db) {
  auto sql = db.acquire();
  return profiles::no_members(*sql);
}

}  // namespace sangam::features::demo
