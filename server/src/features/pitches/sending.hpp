#pragma once

#include <soci/session.h>
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"
#include "features/pitches/allowance.hpp"
#include "features/pitches/kinds.hpp"

// Sending a pitch (to an investor) or an application (to a cofounder candidate or a mentor), and
// the sender's list of what they sent (docs/pitches.md, "Card screens").
namespace sangam::features::pitches {

inline constexpr std::size_t k_message_max = 2000;  // characters, after trimming
inline constexpr std::size_t k_deck_link_max = 500;

struct outgoing_pitch final {
  target_kind kind = target_kind::cofounder;
  std::string target_id;
  std::string message;                         // trimmed
  std::optional<std::string> pitch_deck_link;  // investors only
};

// The request body, checked: api_error 400 naming kind, targetId, message or pitchDeckLink.
outgoing_pitch read_outgoing_pitch(const nlohmann::json& body);

struct sent_pitch final {
  std::string id;
  target_kind kind = target_kind::cofounder;
  std::string target_id;
  std::string target_name;
  std::optional<std::string> target_title;
  std::optional<std::string> target_company;
  std::optional<std::string> target_photo_url;
  std::string message;
  std::optional<std::string> pitch_deck_link;
  std::string status;
  std::optional<std::string> response;
  std::optional<std::string> response_note;
  std::string created_at;
  std::string updated_at;
};
nlohmann::json to_json(const sent_pitch& p);

struct send_result final {
  sent_pitch pitch;
  allowance left;
};

// In the caller's transaction: checks the target (404 for no approved member of that kind,
// oneself or a block either way), the one open pitch per target (409 already_open) and the
// week's allowance (429 weekly_limit), then stores the pitch or application, pending.
send_result send_pitch(db::tx& t, std::string_view sender_id, const outgoing_pitch& p);

// What the member sent, newest first.
std::vector<sent_pitch> sent_by(soci::session& sql, std::string_view sender_id);

// How many applications to mentors and pitches to investors the member has sent (since `since`,
// an ISO 8601 instant, when given), for the founder score.
struct sent_counts final {
  long long mentorship_applications = 0;
  long long investor_pitches = 0;
};
sent_counts count_sent(soci::session& sql, std::string_view sender_id,
                       const std::string& since = "");

}  // namespace sangam::features::pitches
