#include "features/notifications/weekly_digest.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include <array>
#include <map>

#include "core/clock.hpp"
#include "db/rows.hpp"
#include "features/notifications/notifications.hpp"
#include "features/profiles/members.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::notifications {
namespace {

using std::chrono::days;

// Members with bell items in the week and no digest for it yet, a page at a time.
constexpr const char* k_due =
    "SELECT n.profile_id, n.type, COUNT(*) FROM notifications n"
    " WHERE n.profile_id IN (SELECT DISTINCT w.profile_id FROM notifications w"
    "   WHERE w.created_at >= :from AND w.created_at < :to"
    "   AND NOT EXISTS (SELECT 1 FROM weekly_digests d WHERE d.member_id = w.profile_id"
    "     AND d.week_start = :week)"
    "   ORDER BY w.profile_id LIMIT :n)"
    " AND n.created_at >= :from2 AND n.created_at < :to2"
    " GROUP BY n.profile_id, n.type";
constexpr const char* k_mark =
    "INSERT INTO weekly_digests (member_id, week_start, sent_at) VALUES (:id, :week, :at)"
    " ON CONFLICT (member_id, week_start) DO NOTHING";

constexpr std::array<const char*, 12> k_months = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                  "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

// "17–23 Nov" (or "28 Oct – 3 Nov") for the seven IST days ending the day before `digest`.
std::string week_label(clock_time digest) {
  const auto last = std::chrono::year_month_day(
      std::chrono::floor<days>(digest + core::k_india_offset) - days(1));
  const auto first = std::chrono::year_month_day(std::chrono::sys_days(last) - days(6));
  const auto month = [](const std::chrono::year_month_day& d) {
    return k_months[static_cast<unsigned>(d.month()) - 1];
  };
  if (first.month() == last.month()) {
    return fmt::format("{}–{} {}", static_cast<unsigned>(first.day()),
                       static_cast<unsigned>(last.day()), month(last));
  }
  return fmt::format("{} {} – {} {}", static_cast<unsigned>(first.day()), month(first),
                     static_cast<unsigned>(last.day()), month(last));
}

std::string counted(long long n, std::string_view one, std::string_view many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

}  // namespace

clock_time digest_time_of_week(clock_time now) {
  return core::india_week_start(now) + k_digest_time;
}

clock_time next_digest_time(clock_time now) {
  const auto this_week = digest_time_of_week(now);
  return now < this_week ? this_week : this_week + days(7);
}

std::string digest_text(std::string_view first_name, std::string_view label,
                        const week_summary& week, std::string_view public_url) {
  std::string lines;
  const auto line = [&](long long n, std::string_view one, std::string_view many) {
    if (n > 0) lines += fmt::format("- {}\n", counted(n, one, many));
  };
  line(week.connections, "new connection", "new connections");
  line(week.profile_views, "profile view", "profile views");
  line(week.conversations, "conversation with new messages", "conversations with new messages");
  line(week.pitches, "pitch or application", "pitches and applications");
  return fmt::format(
      "Hello {},\n\nYour week on Sangam ({}):\n{}\nSee what is new: {}/dashboard\n\n"
      "You get this e-mail on Mondays because Weekly digest is on. Turn it off in Settings: "
      "{}/settings\n\n— Sangam\n",
      first_name, label, lines, public_url, public_url);
}

std::size_t send_weekly_digests(db::tx& t, clock_time now, std::string_view public_url,
                                std::size_t limit) {
  const auto digest = digest_time_of_week(now);
  if (now < digest) return 0;
  const auto from = core::to_iso8601(digest - days(7)), to = core::to_iso8601(digest),
             week = core::to_iso8601(core::india_week_start(now));
  const int n = static_cast<int>(limit);
  std::map<std::string, week_summary> weeks;
  {
    soci::rowset<soci::row> rows = (t.sql().prepare << k_due, soci::use(from), soci::use(to),
                                    soci::use(week), soci::use(n), soci::use(from), soci::use(to));
    for (const auto& r : rows) {
      auto& w = weeks[r.get<std::string>(0)];
      const auto type = r.get<std::string>(1);
      const auto count = db::integer_at(r, 2);
      if (type == "match" || type == "connection") w.connections += count;
      if (type == "profile_view") w.profile_views += count;
      if (type == "message") w.conversations += count;
      if (type == "pitch") w.pitches += count;
    }
  }
  const auto label = week_label(digest);
  const auto sent_at = core::to_iso8601(now);
  for (const auto& [member, summary] : weeks) {
    // Marked even when not sent, so the member is not looked at again this week.
    if (t.execute(k_mark, soci::use(member), soci::use(week), soci::use(sent_at)) == 0) continue;
    const auto wants = preferences_of(t.sql(), member);
    if (!wants.weekly_digest || !wants.email) continue;
    const auto contact = profiles::mail_contact_of(t.sql(), member);
    if (!contact) continue;
    mail::enqueue(t, {.to = contact->email,
                      .subject = fmt::format("Your week on Sangam, {}", label),
                      .body_text = digest_text(contact->first_name, label, summary, public_url)});
  }
  return weeks.size();
}

}  // namespace sangam::features::notifications
