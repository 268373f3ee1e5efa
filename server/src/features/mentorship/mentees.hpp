#pragma once

#include <soci/session.h>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"
#include "features/profiles/summaries.hpp"

// The mentor dashboard's mentees: founders whose mentor application the mentor accepted
// (docs/pitches.md).
namespace sangam::features::mentorship {

// 403 unless the member acts as a mentor, which takes an administrator's approval
// (kinds::require_kind: kind_not_granted, kind_not_chosen).
void require_mentor(soci::session& sql, std::string_view member_id);

struct mentee final {
  std::string id;  // the mentorship's
  profiles::member_summary founder;
  std::optional<std::string> stage;
  std::optional<std::string> next_meeting;  // UTC, as core::to_iso8601 writes it
  long long progress = 0;
  std::optional<std::string> conversation_id;  // none once a block ended the connection
};

// Accepts the delivered mentor application: the founder becomes a mentee and a connection, and
// is told, in the caller's transaction. 404 / 409 already_answered as pitches::answer_application.
mentee accept_application(db::tx& t, std::string_view application_id, std::string_view mentor_id);

// Declines it and tells the founder, with the note if any.
void decline_application(db::tx& t, std::string_view application_id, std::string_view mentor_id,
                         const std::optional<std::string>& note);

// The mentor's mentees, newest first, without those blocked either way.
std::vector<mentee> mentees_of(soci::session& sql, std::string_view mentor_id);

// What a PATCH changes: absent fields stay as they are; next_meeting holding nullopt clears it.
struct mentee_change final {
  std::optional<std::optional<std::string>> next_meeting;
  std::optional<int> progress;
};
// 404 when the mentorship is not the mentor's.
mentee update_mentee(db::tx& t, std::string_view mentee_id, std::string_view mentor_id,
                     const mentee_change& change);

// An ISO-8601 instant with a zone ("2026-12-01T10:30:00Z", "2026-12-01T16:00+05:30", seconds
// and fractions optional); nullopt for anything else, a local time without zone included.
std::optional<std::chrono::system_clock::time_point> parse_instant(std::string_view text);

}  // namespace sangam::features::mentorship
