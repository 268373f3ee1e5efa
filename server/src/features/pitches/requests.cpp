#include "features/pitches/requests.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include <algorithm>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "db/rows.hpp"
#include "features/discover/connect.hpp"
#include "features/moderation/blocks.hpp"
#include "features/notifications/notifications.hpp"
#include "features/pitches/people.hpp"
#include "features/profiles/directory.hpp"
#include "features/profiles/members.hpp"

namespace sangam::features::pitches {
namespace {

#define SANGAM_DELIVERED(table, kind, link)                                            \
  "SELECT x.sender_id, x.id, " kind ", x.message, " link ", x.updated_at FROM " #table \
  " x"                                                                                 \
  " WHERE x.target_id = :me AND x.target_type = :kind AND x.status = 'approved'"       \
  " AND x.response IS NULL AND x.sender_id IS NOT NULL ORDER BY x.updated_at DESC, x.id DESC"
constexpr const char* k_applications = SANGAM_DELIVERED(applications, "x.target_type", "NULL");
constexpr const char* k_pitches = SANGAM_DELIVERED(pitches, "'investor'", "x.pitch_deck_link");
#undef SANGAM_DELIVERED
constexpr const char* k_pitch_senders =
    "SELECT DISTINCT sender_id FROM pitches WHERE target_id = :me AND target_type = 'investor'"
    " AND status = 'approved' AND sender_id IS NOT NULL";
constexpr const char* k_application_for =
    "SELECT sender_id, status, response FROM applications"
    " WHERE id = :id AND target_id = :me AND target_type = :kind";
// "response IS NULL" again: of two answers at once, only one changes the row.
constexpr const char* k_answer_application =
    "UPDATE applications SET response = :r, response_note = :note, responded_at = :at,"
    " updated_at = :at2 WHERE id = :id AND response IS NULL";
constexpr const char* k_answer_pitches =
    "UPDATE pitches SET response = :r, responded_at = :at, updated_at = :at2"
    " WHERE target_id = :investor AND sender_id = :founder AND target_type = 'investor'"
    " AND status = 'approved' AND response IS NULL";

std::string text_of(answer response) {
  return response == answer::accepted ? "accepted" : "declined";
}

// The delivered rows, from_members: from senders still members, with no block either way.
std::vector<received> delivered(soci::session& sql, const char* query, std::string_view target_id,
                                std::string_view kind) {
  const std::string me(target_id), of(kind);
  std::vector<received> list;
  std::vector<std::string> senders;
  {
    soci::rowset<soci::row> rows = (sql.prepare << query, soci::use(me), soci::use(of));
    for (const auto& r : rows) {
      senders.push_back(r.get<std::string>(0));
      list.push_back({.id = r.get<std::string>(1),
                      .kind = r.get<std::string>(2),
                      .message = r.get<std::string>(3),
                      .pitch_deck_link = db::text_at(r, 4),
                      .received_at = r.get<std::string>(5)});
    }
  }
  return from_members(sql, me, senders, std::move(list),
                      [](received& r, const profiles::member_profile& sender) {
                        r.from = summary_of(sender);
                        r.stage = sender.funding_stage;
                        r.experience = sender.experience_years;
                      });
}

}  // namespace

std::vector<received> applications_to(soci::session& sql, std::string_view target_id,
                                      std::string_view kind) {
  return delivered(sql, k_applications, target_id, kind);
}

std::vector<received> pitches_to(soci::session& sql, std::string_view investor_id) {
  return delivered(sql, k_pitches, investor_id, "investor");
}

std::vector<std::string> pitch_senders_to(soci::session& sql, std::string_view investor_id) {
  const std::string me(investor_id);
  std::vector<std::string> senders;
  soci::rowset<std::string> rows = (sql.prepare << k_pitch_senders, soci::use(me));
  for (const auto& id : rows) senders.push_back(id);
  return senders;
}

std::string answer_application(db::tx& t, std::string_view id, std::string_view target_id,
                               std::string_view kind, answer response,
                               const std::optional<std::string>& note) {
  const std::string key(id), me(target_id), of(kind);
  std::string sender, status, earlier;
  soci::indicator sender_ind = soci::i_null, earlier_ind = soci::i_null;
  if (!t.fetch(k_application_for, soci::use(key), soci::use(me), soci::use(of),
               soci::into(sender, sender_ind), soci::into(status),
               soci::into(earlier, earlier_ind)) ||
      sender_ind != soci::i_ok || status != "approved" ||
      moderation::blocked_between(t.sql(), me, sender)) {
    throw core::api_error::not_found();
  }
  const auto already = [] {
    return core::api_error(409, "already_answered", "You have already answered this.");
  };
  if (earlier_ind == soci::i_ok) throw already();
  const auto answer_text = text_of(response);
  const auto at = core::now_iso8601();
  const std::string note_text = note.value_or("");
  soci::indicator note_ind = note ? soci::i_ok : soci::i_null;
  if (t.execute(k_answer_application, soci::use(answer_text), soci::use(note_text, note_ind),
                soci::use(at), soci::use(at), soci::use(key)) != 1) {
    throw already();
  }
  return sender;
}

std::optional<std::string> tell_answer(db::tx& t, std::string_view answerer, std::string_view asker,
                                       answer response, const answer_words& words,
                                       const std::optional<std::string>& note) {
  const auto name = profiles::name_of(t.sql(), answerer);
  if (response == answer::declined) {
    auto body = fmt::format("{} declined {}.", name, words.what);
    if (note) body += fmt::format(" Their note: \u201c{}\u201d", *note);
    notifications::notify(t, asker,
                          {.type = "connection",
                           .title = fmt::format("{} declined", words.noun),
                           .message = body,
                           .link = std::string(words.declined_link)});
    return std::nullopt;
  }
  const auto connection = discover::connect_members(t, answerer, asker, discover::announce::none);
  notifications::notify(t, asker,
                        {.type = "connection",
                         .title = fmt::format("{} accepted", words.noun),
                         .message = fmt::format("{} accepted {}. Say hello!", name, words.what),
                         .link = "/inbox/" + connection.id});
  return connection.id;
}

std::optional<std::string> answer_cofounder_application(db::tx& t, std::string_view id,
                                                        std::string_view target_id, answer response,
                                                        const std::optional<std::string>& note) {
  const auto sender = answer_application(t, id, target_id, "cofounder", response, note);
  return tell_answer(
      t, target_id, sender, response,
      {.noun = "Application", .what = "your cofounder application", .declined_link = "/cofounders"},
      note);
}

void answer_pitches_from(db::tx& t, std::string_view investor_id, std::string_view founder_id,
                         answer response) {
  const std::string investor(investor_id), founder(founder_id);
  const auto answer_text = text_of(response);
  const auto at = core::now_iso8601();
  t.execute(k_answer_pitches, soci::use(answer_text), soci::use(at), soci::use(at),
            soci::use(investor), soci::use(founder));
}

}  // namespace sangam::features::pitches
