#pragma once

#include <soci/session.h>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"

// Requests to act as a Mentor or an Investor (docs/kinds.md): the kind_requests table.
namespace sangam::features::kinds {

struct kind_request final {
  std::string id;
  std::string member_id;
  std::string kind;
  nlohmann::json facts;
  std::string status;  // pending, approved, rejected, withdrawn
  std::optional<std::string> reason;
  std::string created_at;
  std::optional<std::string> decided_at;
};

// The member's requests, newest first.
std::vector<kind_request> requests_of(soci::session& sql, std::string_view member_id);

enum class ask_outcome { asked, open_already, granted_already };
struct asked final {
  ask_outcome is = ask_outcome::asked;
  std::string id;  // asked: the new request
};
// A pending request of the member for `kind` with its checked facts, unless one is open already
// or the member is approved as that kind.
asked ask(db::tx& t, std::string_view member_id, std::string_view kind,
          const nlohmann::json& facts);

enum class change_outcome { changed, not_found, decided_already };
// Withdraws the member's own pending request.
change_outcome withdraw(db::tx& t, std::string_view member_id, std::string_view request_id);

// Requests as administrators review them: pending first (oldest first), then the decided ones,
// newest first; `status` and `kind` empty for any.
struct review_filter final {
  std::string status;
  std::string kind;
  int limit = 200;
};
std::vector<kind_request> review_list(soci::session& sql, const review_filter& filter);
std::optional<kind_request> request_by_id(soci::session& sql, std::string_view request_id);

// An administrator's decision on a pending request: only one decision of a request wins (the
// others get decided_already). Approval grants the kind with the request's facts; both are
// audit-logged and told to the member by e-mail and notification.
struct decision final {
  std::string request_id;
  std::string admin_id;
  bool approve = false;
  std::optional<std::string> reason;
};
change_outcome decide(db::tx& t, const decision& d);

}  // namespace sangam::features::kinds
