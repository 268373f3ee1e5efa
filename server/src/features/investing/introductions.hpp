#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"
#include "features/discover/member_summary.hpp"
#include "features/pitches/requests.hpp"

// An investor's request to meet a founder (Contact on a liked startup), and the founder's answer
// (docs/pitches.md).
namespace sangam::features::investing {

inline constexpr std::size_t k_introduction_message_max = 1000;  // characters

struct introduction_state final {
  std::string id;
  std::string status;  // pending, accepted or declined
};

// Asks the liked founder for an introduction and tells them, in the caller's transaction; the
// founder's unanswered pitches to the investor count as accepted. 404 for a founder not in view
// (founders_in_view), 409 not_liked, 409 already_open while one is pending.
introduction_state ask_introduction(db::tx& t, std::string_view investor_id,
                                    std::string_view founder_id,
                                    const std::optional<std::string>& message);

// The newest introduction between the two, if any.
std::optional<introduction_state> latest_introduction(soci::session& sql,
                                                      std::string_view investor_id,
                                                      std::string_view founder_id);

struct introduction final {
  std::string id;
  discover::member_summary investor;
  std::optional<std::string> message;
  std::string status;
  std::string created_at;
};

// Pending introductions to the founder from investors not blocked either way, newest first.
std::vector<introduction> introductions_to(soci::session& sql, std::string_view founder_id);

// The founder's answer; accepting connects the two. Returns the connection id when accepted.
// 404 when it is not the founder's (or they are blocked either way), 409 already_answered.
std::optional<std::string> answer_introduction(db::tx& t, std::string_view id,
                                               std::string_view founder_id,
                                               pitches::answer response);

}  // namespace sangam::features::investing
