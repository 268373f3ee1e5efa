#include "features/mentorship/mentees.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include <algorithm>
#include <cctype>
#include <ctime>
#include <unordered_map>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/rows.hpp"
#include "features/discover/connect.hpp"
#include "features/kinds/gate.hpp"
#include "features/moderation/blocks.hpp"
#include "features/notifications/notifications.hpp"
#include "features/pitches/requests.hpp"
#include "features/profiles/members.hpp"
#include "features/profiles/summaries.hpp"

namespace sangam::features::mentorship {
namespace {

constexpr const char* k_insert =
    "INSERT INTO mentorships (id, mentor_id, mentee_id, application_id, started_at, progress)"
    " VALUES (:id, :mentor, :mentee, :app, :at, 0) ON CONFLICT (mentor_id, mentee_id) DO NOTHING";
constexpr std::string_view k_mentorships =
    "SELECT id, mentee_id, next_meeting_at, progress FROM mentorships WHERE mentor_id = :me";
constexpr std::string_view k_order = " ORDER BY started_at DESC, id DESC";
constexpr std::string_view k_one = " AND id = :id";
constexpr const char* k_set_meeting =
    "UPDATE mentorships SET next_meeting_at = :at WHERE id = :id AND mentor_id = :me";
constexpr const char* k_set_progress =
    "UPDATE mentorships SET progress = :p WHERE id = :id AND mentor_id = :me";
constexpr const char* k_exists =
    "SELECT COUNT(*) FROM mentorships WHERE id = :id AND mentor_id = :me";
constexpr const char* k_by_pair =
    "SELECT id FROM mentorships WHERE mentor_id = :mentor AND mentee_id = :mentee";

// The mentor's mentorships (the rows), then their founders' cards (profiles::cards_of) in one
// statement; a mentorship whose founder has no profile is left out.
std::vector<mentee> with_founders(soci::session& sql, soci::rowset<soci::row>& rows) {
  std::vector<mentee> list;
  std::vector<std::string> founders;
  for (const auto& r : rows) {
    list.push_back({.id = r.get<std::string>(0),
                    .next_meeting = db::text_at(r, 2),
                    .progress = db::integer_at(r, 3)});
    founders.push_back(r.get<std::string>(1));
  }
  std::unordered_map<std::string, profiles::member_card> cards;
  for (auto& c : profiles::cards_of(sql, founders)) cards.emplace(c.member.id, std::move(c));
  std::vector<mentee> found;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const auto card = cards.find(founders[i]);
    if (card == cards.end()) continue;
    list[i].founder = card->second.member;
    list[i].stage = card->second.funding_stage;
    found.push_back(std::move(list[i]));
  }
  return found;
}

mentee one_mentee(soci::session& sql, const std::string& id, const std::string& mentor) {
  const auto text = std::string(k_mentorships) + std::string(k_one);
  soci::rowset<soci::row> rows = (sql.prepare << text, soci::use(mentor), soci::use(id));
  auto found = with_founders(sql, rows);
  if (found.empty()) throw core::api_error::not_found();
  found[0].conversation_id = discover::connection_between(sql, mentor, found[0].founder.id);
  return std::move(found[0]);
}

bool digits(std::string_view text, std::size_t at, std::size_t count, int& out) {
  if (at + count > text.size()) return false;
  out = 0;
  for (std::size_t i = at; i < at + count; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) return false;
    out = out * 10 + (text[i] - '0');
  }
  return true;
}

}  // namespace

void require_mentor(soci::session& sql, std::string_view member_id) {
  kinds::require_kind(sql, member_id, "Mentor");
}

std::optional<std::chrono::system_clock::time_point> parse_instant(std::string_view text) {
  std::tm tm{};
  int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
  if (!digits(text, 0, 4, year) || text.size() < 16 || text[4] != '-' ||
      !digits(text, 5, 2, month) || text[7] != '-' || !digits(text, 8, 2, day) ||
      (text[10] != 'T' && text[10] != 't') || !digits(text, 11, 2, hour) || text[13] != ':' ||
      !digits(text, 14, 2, minute)) {
    return std::nullopt;
  }
  std::size_t at = 16;
  long long millis = 0;
  if (at < text.size() && text[at] == ':') {
    if (!digits(text, at + 1, 2, second)) return std::nullopt;
    at += 3;
    if (at < text.size() && text[at] == '.') {
      ++at;
      int scale = 100;
      const auto start = at;
      while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at]))) {
        millis += (text[at] - '0') * scale;
        scale /= 10;
        ++at;
      }
      if (at == start) return std::nullopt;
    }
  }
  int offset_minutes = 0;
  if (at < text.size() && (text[at] == 'Z' || text[at] == 'z') && at + 1 == text.size()) {
    // UTC
  } else if (at + 6 == text.size() && (text[at] == '+' || text[at] == '-') && text[at + 3] == ':') {
    int oh = 0, om = 0;
    if (!digits(text, at + 1, 2, oh) || !digits(text, at + 4, 2, om) || oh > 23 || om > 59) {
      return std::nullopt;
    }
    offset_minutes = (text[at] == '+' ? 1 : -1) * (oh * 60 + om);
  } else {
    return std::nullopt;
  }
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) {
    return std::nullopt;
  }
  tm.tm_year = year - 1900;
  tm.tm_mon = month - 1;
  tm.tm_mday = day;
  tm.tm_hour = hour;
  tm.tm_min = minute;
  tm.tm_sec = second;
  const auto secs = timegm(&tm);
  std::tm back{};
  gmtime_r(&secs, &back);
  if (back.tm_mday != day || back.tm_mon != month - 1) return std::nullopt;  // 31 February
  return std::chrono::system_clock::from_time_t(secs) + std::chrono::milliseconds(millis) -
         std::chrono::minutes(offset_minutes);
}

mentee accept_application(db::tx& t, std::string_view application_id, std::string_view mentor_id) {
  const std::string app(application_id), mentor(mentor_id);
  const auto founder = pitches::answer_application(t, app, mentor, "mentor",
                                                   pitches::answer::accepted, std::nullopt);
  const auto at = core::now_iso8601();
  const auto id = core::new_uuid_v7();
  t.execute(k_insert, soci::use(id), soci::use(mentor), soci::use(founder), soci::use(app),
            soci::use(at));
  const auto connection = discover::connect_members(t, mentor, founder, discover::announce::none);
  const auto body = fmt::format("{} accepted your mentorship application. Say hello!",
                                profiles::name_of(t.sql(), mentor));
  const auto link = "/inbox/" + connection.id;
  notifications::notify(
      t, founder,
      {.type = "connection", .title = "Mentorship accepted", .message = body, .link = link});
  std::string mentorship;
  t.fetch(k_by_pair, soci::use(mentor), soci::use(founder), soci::into(mentorship));
  return one_mentee(t.sql(), mentorship, mentor);
}

void decline_application(db::tx& t, std::string_view application_id, std::string_view mentor_id,
                         const std::optional<std::string>& note) {
  const std::string app(application_id), mentor(mentor_id);
  const auto founder =
      pitches::answer_application(t, app, mentor, "mentor", pitches::answer::declined, note);
  auto body =
      fmt::format("{} declined your mentorship application.", profiles::name_of(t.sql(), mentor));
  if (note) body += fmt::format(" Their note: \u201c{}\u201d", *note);
  notifications::notify(t, founder,
                        {.type = "connection",
                         .title = "Mentorship application declined",
                         .message = body,
                         .link = "/mentors"});
}

std::vector<mentee> mentees_of(soci::session& sql, std::string_view mentor_id) {
  const std::string me(mentor_id);
  const auto blocked = moderation::blocked_either_way(sql, me);
  const auto text = std::string(k_mentorships) + std::string(k_order);
  soci::rowset<soci::row> rows = (sql.prepare << text, soci::use(me));
  auto list = with_founders(sql, rows);
  std::erase_if(list, [&](const mentee& m) {
    return std::find(blocked.begin(), blocked.end(), m.founder.id) != blocked.end();
  });
  for (auto& m : list) m.conversation_id = discover::connection_between(sql, me, m.founder.id);
  return list;
}

mentee update_mentee(db::tx& t, std::string_view mentee_id, std::string_view mentor_id,
                     const mentee_change& change) {
  const std::string id(mentee_id), me(mentor_id);
  long long found = 0;
  t.fetch(k_exists, soci::use(id), soci::use(me), soci::into(found));
  if (found == 0) throw core::api_error::not_found();
  if (change.next_meeting) {
    const std::string at = change.next_meeting->value_or("");
    soci::indicator ind = *change.next_meeting ? soci::i_ok : soci::i_null;
    t.execute(k_set_meeting, soci::use(at, ind), soci::use(id), soci::use(me));
  }
  if (change.progress) {
    t.execute(k_set_progress, soci::use(*change.progress), soci::use(id), soci::use(me));
  }
  return one_mentee(t.sql(), id, me);
}

}  // namespace sangam::features::mentorship
