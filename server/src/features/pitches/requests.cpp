#include "features/pitches/requests.hpp"

#include <soci/soci.h>

#include <algorithm>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "db/rows.hpp"
#include "features/moderation/blocks.hpp"

namespace sangam::features::pitches {
namespace {

constexpr std::string_view k_applications_rest =
    ", p.funding_stage, p.experience_years, x.id, x.target_type, x.message, NULL, x.updated_at"
    " FROM applications x JOIN profiles p ON p.id = x.sender_id"
    " LEFT JOIN profile_photos ph ON ph.profile_id = p.id"
    " WHERE x.target_id = :me AND x.target_type = :kind AND x.status = 'approved'"
    " AND x.response IS NULL ORDER BY x.updated_at DESC, x.id DESC";
constexpr std::string_view k_pitches_rest =
    ", p.funding_stage, p.experience_years, x.id, 'investor', x.message, x.pitch_deck_link,"
    " x.updated_at FROM pitches x JOIN profiles p ON p.id = x.sender_id"
    " LEFT JOIN profile_photos ph ON ph.profile_id = p.id"
    " WHERE x.target_id = :me AND x.target_type = :kind AND x.status = 'approved'"
    " AND x.response IS NULL ORDER BY x.updated_at DESC, x.id DESC";
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

std::vector<received> delivered(soci::session& sql, std::string_view rest,
                                std::string_view target_id, std::string_view kind) {
  std::string text = "SELECT ";
  text += discover::k_member_summary_columns;
  text += rest;
  const std::string me(target_id), of(kind);
  const auto blocked = moderation::blocked_either_way(sql, me);
  constexpr auto n = discover::k_member_summary_column_count;
  std::vector<received> list;
  soci::rowset<soci::row> rows = (sql.prepare << text, soci::use(me), soci::use(of));
  for (const auto& r : rows) {
    auto from = discover::read_member_summary(r);
    if (std::find(blocked.begin(), blocked.end(), from.id) != blocked.end()) continue;
    list.push_back({.id = r.get<std::string>(n + 2),
                    .kind = r.get<std::string>(n + 3),
                    .from = std::move(from),
                    .stage = db::text_at(r, n),
                    .experience = db::optional_integer_at(r, n + 1),
                    .message = r.get<std::string>(n + 4),
                    .pitch_deck_link = db::text_at(r, n + 5),
                    .received_at = r.get<std::string>(n + 6)});
  }
  return list;
}

}  // namespace

std::vector<received> applications_to(soci::session& sql, std::string_view target_id,
                                      std::string_view kind) {
  return delivered(sql, k_applications_rest, target_id, kind);
}

std::vector<received> pitches_to(soci::session& sql, std::string_view investor_id) {
  return delivered(sql, k_pitches_rest, investor_id, "investor");
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

void answer_pitches_from(db::tx& t, std::string_view investor_id, std::string_view founder_id,
                         answer response) {
  const std::string investor(investor_id), founder(founder_id);
  const auto answer_text = text_of(response);
  const auto at = core::now_iso8601();
  t.execute(k_answer_pitches, soci::use(answer_text), soci::use(at), soci::use(at),
            soci::use(investor), soci::use(founder));
}

}  // namespace sangam::features::pitches
