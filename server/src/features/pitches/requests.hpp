#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"
#include "features/discover/member_summary.hpp"

// The target's side of pitches and applications (docs/pitches.md): what has been delivered to a
// member (approved by an administrator, not answered yet) and the member's answer. The mentor
// and investor dashboards build on it.
namespace sangam::features::pitches {

inline constexpr std::size_t k_note_max = 500;  // characters of a decline note

// A delivered application (kind cofounder or mentor) or pitch (kind investor).
struct received final {
  std::string id;
  std::string kind;
  discover::member_summary from;
  std::optional<std::string> stage;  // the sender's funding stage
  std::optional<long long> experience;
  std::string message;
  std::optional<std::string> pitch_deck_link;  // pitches only
  std::string received_at;                     // when it was approved
};

// Applications of `kind` (cofounder or mentor) delivered to the member and not answered, from
// members not blocked either way; newest first.
std::vector<received> applications_to(soci::session& sql, std::string_view target_id,
                                      std::string_view kind);
// Pitches delivered to the investor and not answered, the same way.
std::vector<received> pitches_to(soci::session& sql, std::string_view investor_id);
// Everyone whose pitch an administrator delivered to the investor, answered or not: they showed
// the investor their startup themselves, whatever their profile's visibility. Blocks are the
// caller's to apply.
std::vector<std::string> pitch_senders_to(soci::session& sql, std::string_view investor_id);

enum class answer { accepted, declined };

// Records the target's answer to a delivered application of `kind`, in the caller's
// transaction; returns the sender's id. 404 when it is not the member's, not delivered, or
// between members blocked either way; 409 already_answered.
std::string answer_application(db::tx& t, std::string_view id, std::string_view target_id,
                               std::string_view kind, answer response,
                               const std::optional<std::string>& note);

// The target's answer to a delivered cofounder application, in the caller's transaction: the
// sender hears of it; accepted, the two are connected and the connection's id is returned. 404
// and 409 as answer_application.
std::optional<std::string> answer_cofounder_application(db::tx& t, std::string_view id,
                                                        std::string_view target_id, answer response,
                                                        const std::optional<std::string>& note);

// What the one who asked is told of an answer: "{name} declined {what}." under "{noun}
// declined", linking to `declined_link`; "{name} accepted {what}. Say hello!" under "{noun}
// accepted", linking to the new conversation.
struct answer_words final {
  std::string_view noun;  // "Application"
  std::string_view what;  // "your cofounder application"
  std::string_view declined_link;
};

// Tells `asker` of `answerer`'s answer, in the caller's transaction (a decline's note quoted);
// accepted, the two are connected first. Returns the connection's id when accepted.
std::optional<std::string> tell_answer(db::tx& t, std::string_view answerer, std::string_view asker,
                                       answer response, const answer_words& words,
                                       const std::optional<std::string>& note = std::nullopt);

// The investor's answer to every unanswered pitch the founder sent them (Skip declines, Contact
// accepts), in the caller's transaction.
void answer_pitches_from(db::tx& t, std::string_view investor_id, std::string_view founder_id,
                         answer response);

}  // namespace sangam::features::pitches
