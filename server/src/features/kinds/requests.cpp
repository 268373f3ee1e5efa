#include "features/kinds/requests.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include <array>

#include "core/clock.hpp"
#include "core/ids.hpp"
#include "db/audit.hpp"
#include "features/kinds/facts.hpp"
#include "features/notifications/notifications.hpp"
#include "features/profiles/kinds_granted.hpp"
#include "features/profiles/profile_lookup.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::kinds {
namespace {

#define KIND_REQUEST_COLUMNS \
  "SELECT id, member_id, kind, facts, status, reason, created_at, decided_at FROM kind_requests"

constexpr const char* k_mine =
    KIND_REQUEST_COLUMNS " WHERE member_id = :member ORDER BY created_at DESC, id DESC";
constexpr const char* k_by_id = KIND_REQUEST_COLUMNS " WHERE id = :id";
// Pending first, the oldest waiting longest at the top; then the decided ones, newest first.
constexpr const char* k_review = KIND_REQUEST_COLUMNS
    " WHERE (:any_status = 1 OR status = :status) AND (:any_kind = 1 OR kind = :kind)"
    " ORDER BY CASE WHEN status = 'pending' THEN 0 ELSE 1 END,"
    " CASE WHEN status = 'pending' THEN created_at ELSE '' END,"
    " COALESCE(decided_at, created_at) DESC, id DESC LIMIT :limit";
#undef KIND_REQUEST_COLUMNS
// The partial unique index kind_requests_open keeps one pending request per member and kind.
constexpr const char* k_insert =
    "INSERT INTO kind_requests (id, member_id, kind, facts, status, created_at)"
    " VALUES (:id, :member, :kind, :facts, 'pending', :at)"
    " ON CONFLICT (member_id, kind) WHERE status = 'pending' DO NOTHING";
constexpr const char* k_withdraw =
    "UPDATE kind_requests SET status = 'withdrawn', decided_at = :at"
    " WHERE id = :id AND member_id = :member AND status = 'pending'";
constexpr const char* k_mine_exists =
    "SELECT COUNT(*) FROM kind_requests WHERE id = :id AND member_id = :member";
// Conditional: of two decisions on one request, the second changes no row.
constexpr const char* k_decide =
    "UPDATE kind_requests SET status = :status, reason = :reason, decided_by = :admin,"
    " decided_at = :at WHERE id = :id AND status = 'pending'";

kind_request read_request(const soci::row& r) {
  const auto optional = [&](std::size_t i) -> std::optional<std::string> {
    if (r.get_indicator(i) != soci::i_ok) return std::nullopt;
    return r.get<std::string>(i);
  };
  return {.id = r.get<std::string>(0),
          .member_id = r.get<std::string>(1),
          .kind = r.get<std::string>(2),
          .facts = nlohmann::json::parse(r.get<std::string>(3), nullptr, false),
          .status = r.get<std::string>(4),
          .reason = optional(5),
          .created_at = r.get<std::string>(6),
          .decided_at = optional(7)};
}

template <typename... Binds>
std::vector<kind_request> read_requests(soci::session& sql, const char* query, Binds&&... binds) {
  std::vector<kind_request> out;
  soci::rowset<soci::row> rows = ((sql.prepare << query), ..., std::forward<Binds>(binds));
  for (const auto& r : rows) out.push_back(read_request(r));
  return out;
}

std::string a_kind(std::string_view kind) {
  return kind == "Mentor" ? "a mentor" : "an investor";
}

// The e-mail and the bell item that tell the member what was decided.
void tell_member(db::tx& t, const kind_request& r, bool approved,
                 const std::optional<std::string>& reason) {
  const std::array ids{r.member_id};
  const auto people = profiles::names_and_emails(t.sql(), ids);
  const auto found = people.find(r.member_id);
  const auto title = approved ? fmt::format("You can act as {} now", a_kind(r.kind))
                              : fmt::format("Your request to act as {}", a_kind(r.kind));
  const auto message =
      approved ? fmt::format("An administrator approved you as {}: your {} dashboard is open.",
                             a_kind(r.kind), r.kind == "Mentor" ? "mentor" : "investor")
               : fmt::format("An administrator did not approve it.{}",
                             reason ? " Reason: " + *reason : std::string());
  notifications::notify(
      t, r.member_id,
      {.type = "achievement", .title = title, .message = message, .link = "/settings"});
  if (found == people.end()) return;
  const auto& person = found->second;
  mail::enqueue(
      t, {.to = person.email,
          .subject = approved ? fmt::format("You are approved as {} on Sangam", a_kind(r.kind))
                              : fmt::format("Your request to act as {} on Sangam", a_kind(r.kind)),
          .body_text = fmt::format(
              "Hello {},\n\n{}\n\n{}\n\n— The Sangam team\n", person.name, message,
              approved ? "Choose it in the role picker whenever you want to act as it."
                       : "You can ask again from Settings once you have more to tell us.")});
}

}  // namespace

std::vector<kind_request> requests_of(soci::session& sql, std::string_view member_id) {
  const std::string member(member_id);
  return read_requests(sql, k_mine, soci::use(member));
}

asked ask(db::tx& t, std::string_view member_id, std::string_view kind,
          const nlohmann::json& facts) {
  const auto standing = profiles::kind_standing_of(t.sql(), member_id);
  if (standing && standing->approved_kind == kind) return {.is = ask_outcome::granted_already};
  const std::string id = core::new_uuid_v7(), member(member_id), wanted(kind);
  const auto text = facts.dump();
  const auto at = core::now_iso8601();
  const auto added = t.execute(k_insert, soci::use(id), soci::use(member), soci::use(wanted),
                               soci::use(text), soci::use(at));
  if (added == 0) return {.is = ask_outcome::open_already};
  return {.is = ask_outcome::asked, .id = id};
}

change_outcome withdraw(db::tx& t, std::string_view member_id, std::string_view request_id) {
  const std::string id(request_id), member(member_id);
  const auto at = core::now_iso8601();
  if (t.execute(k_withdraw, soci::use(at), soci::use(id), soci::use(member)) == 1) {
    return change_outcome::changed;
  }
  long long mine = 0;
  t.fetch(k_mine_exists, soci::use(id), soci::use(member), soci::into(mine));
  return mine == 0 ? change_outcome::not_found : change_outcome::decided_already;
}

std::vector<kind_request> review_list(soci::session& sql, const review_filter& filter) {
  const int any_status = filter.status.empty() ? 1 : 0, any_kind = filter.kind.empty() ? 1 : 0;
  const int limit = filter.limit;
  return read_requests(sql, k_review, soci::use(any_status), soci::use(filter.status),
                       soci::use(any_kind), soci::use(filter.kind), soci::use(limit));
}

std::optional<kind_request> request_by_id(soci::session& sql, std::string_view request_id) {
  const std::string id(request_id);
  auto found = read_requests(sql, k_by_id, soci::use(id));
  if (found.empty()) return std::nullopt;
  return std::move(found.front());
}

change_outcome decide(db::tx& t, const decision& d) {
  const std::string status = d.approve ? "approved" : "rejected";
  const std::string reason = d.reason.value_or("");
  soci::indicator reason_ind = d.reason ? soci::i_ok : soci::i_null;
  const auto at = core::now_iso8601();
  const auto changed = t.execute(k_decide, soci::use(status), soci::use(reason, reason_ind),
                                 soci::use(d.admin_id), soci::use(at), soci::use(d.request_id));
  const auto request = request_by_id(t.sql(), d.request_id);
  if (!request) return change_outcome::not_found;
  if (changed == 0) return change_outcome::decided_already;
  if (d.approve) {
    const auto card = card_facts_of(request->kind, request->facts);
    profiles::grant_kind(t, request->member_id, request->kind, card.details, card.experience_years);
  }
  auto target_kind = "kind_" + request->kind;
  target_kind[5] = static_cast<char>(target_kind[5] - 'A' + 'a');  // kind_mentor, kind_investor
  db::record_audit(t, {.actor_kind = "admin",
                       .actor_id = d.admin_id,
                       .action = d.approve ? "approve" : "reject",
                       .target_kind = target_kind,
                       .target_id = request->member_id,
                       .from_status = "pending",
                       .to_status = status});
  tell_member(t, *request, d.approve, d.reason);
  return change_outcome::changed;
}

}  // namespace sangam::features::kinds
