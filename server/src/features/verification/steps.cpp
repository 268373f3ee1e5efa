#include "features/verification/steps.hpp"

#include <soci/soci.h>

#include <algorithm>
#include <cctype>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "db/rows.hpp"
#include "features/profiles/profile_repo.hpp"
#include "http/json_fields.hpp"

namespace sangam::features::verification {
namespace {

using nlohmann::json;

constexpr const char* k_select =
    "SELECT step, status, detail, reason, submitted_at, revision FROM verification_steps"
    " WHERE member_id = :m";
constexpr const char* k_upsert =
    "INSERT INTO verification_steps (member_id, step, status, detail, reason, submitted_at,"
    " reviewed_at) VALUES (:m, :s, :status, :d, NULL, :at, NULL) ON CONFLICT (member_id, step)"
    " DO UPDATE SET status = excluded.status, detail = excluded.detail, reason = NULL,"
    " submitted_at = excluded.submitted_at, reviewed_at = NULL,"
    " revision = verification_steps.revision + 1 RETURNING revision";
constexpr const char* k_decide =
    "UPDATE verification_steps SET status = :status, reason = :reason, reviewed_at = :at"
    " WHERE member_id = :m AND step = :s AND status = 'in-progress' AND revision = :r";
constexpr const char* k_waiting_revision =
    "SELECT revision FROM verification_steps WHERE member_id = :m AND step = :s"
    " AND status = 'in-progress'";
constexpr const char* k_waiting =
    "SELECT member_id, step, detail, submitted_at, revision FROM verification_steps WHERE status ="
    " 'in-progress' AND step <> 'phone' ORDER BY submitted_at, member_id LIMIT :n";

core::api_error invalid(const char* field, const char* message) {
  return core::api_error::validation({{field, message}});
}

}  // namespace

bool is_step(std::string_view id) {
  return std::ranges::find(k_steps, id) != std::end(k_steps);
}

bool is_reviewed(std::string_view id) {
  return id == "linkedin" || id == "company" || id == "identity" || id == "video";
}

std::vector<step_state> load_steps(soci::session& sql, std::string_view member) {
  std::vector<step_state> steps;
  for (const auto id : k_steps) {
    steps.push_back({.id = std::string(id), .status = id == "email" ? "completed" : "pending"});
  }
  const std::string m(member);
  soci::rowset<soci::row> rows = (sql.prepare << k_select, soci::use(m));
  for (const auto& r : rows) {
    const auto id = r.get<std::string>(0);
    auto it = std::ranges::find(steps, id, &step_state::id);
    if (it == steps.end()) continue;
    it->status = r.get<std::string>(1);
    it->detail = json::parse(r.get<std::string>(2), nullptr, false);
    if (!it->detail.is_object()) it->detail = json::object();
    it->reason = db::text_at(r, 3);
    it->submitted_at = db::text_at(r, 4);
    it->revision = static_cast<int>(db::integer_at(r, 5));
  }
  return steps;
}

bool fully_verified(const std::vector<step_state>& steps) {
  return std::ranges::all_of(steps, [](const auto& s) { return s.status == "completed"; });
}

int submit_step(db::tx& t, std::string_view member, std::string_view step, const json& detail,
                std::string_view status) {
  const std::string m(member), s(step), st(status), d = detail.dump(), at = core::now_iso8601();
  int revision = 0;
  t.fetch(k_upsert, soci::use(m), soci::use(s), soci::use(st), soci::use(d), soci::use(at),
          soci::into(revision));
  return revision;
}

decision_outcome decide_step(db::tx& t, std::string_view member, std::string_view step,
                             int revision, std::string_view status,
                             const std::optional<std::string>& reason) {
  const std::string m(member), s(step), st(status), at = core::now_iso8601(),
                                                    why = reason.value_or("");
  auto why_ind = reason ? soci::i_ok : soci::i_null;
  if (t.execute(k_decide, soci::use(st), soci::use(why, why_ind), soci::use(at), soci::use(m),
                soci::use(s), soci::use(revision)) == 1) {
    return decision_outcome::decided;
  }
  int waiting = 0;
  return t.fetch(k_waiting_revision, soci::use(m), soci::use(s), soci::into(waiting))
             ? decision_outcome::stale
             : decision_outcome::none_waiting;
}

bool sync_verified(db::tx& t, std::string_view member) {
  return profiles::set_verified(t, member, fully_verified(load_steps(t.sql(), member)));
}

std::vector<review_item> awaiting_review(soci::session& sql, int limit) {
  std::vector<review_item> items;
  soci::rowset<soci::row> rows = (sql.prepare << k_waiting, soci::use(limit));
  for (const auto& r : rows) {
    auto detail = json::parse(r.get<std::string>(2), nullptr, false);
    items.push_back({.member_id = r.get<std::string>(0),
                     .step = r.get<std::string>(1),
                     .detail = detail.is_object() ? detail : json::object(),
                     .submitted_at = r.get<std::string>(3),
                     .revision = static_cast<int>(db::integer_at(r, 4))});
  }
  return items;
}

std::string normalized_indian_mobile(std::string_view text) {
  std::string digits;
  for (const char c : text) {
    if (std::isdigit(static_cast<unsigned char>(c)))
      digits += c;
    else if (c != ' ' && c != '-' && c != '+' && c != '(' && c != ')')
      digits = "x";
  }
  if (digits.size() == 12 && digits.starts_with("91")) digits.erase(0, 2);
  if (digits.size() == 11 && digits.starts_with('0')) digits.erase(0, 1);
  if (digits.size() != 10 || digits[0] < '6') {
    throw invalid("phone", "An Indian mobile number: 10 digits starting with 6, 7, 8 or 9.");
  }
  return "+91" + digits;
}

std::string linkedin_url(std::string_view text) {
  const auto url = std::string(core::trim(text));
  const auto lower = core::ascii_lower(url);
  const bool linkedin = lower.starts_with("https://www.linkedin.com/in/") ||
                        lower.starts_with("https://linkedin.com/in/") ||
                        lower.starts_with("https://in.linkedin.com/in/");
  if (!linkedin || url.size() > 200 || url.find_first_of(" \t\r\n<>\"") != std::string::npos ||
      url.ends_with("/in/")) {
    throw invalid("linkedinUrl", "Your profile's address, like https://www.linkedin.com/in/name.");
  }
  return url;
}

json company_info(const json& body) {
  http::json_fields in(body);
  const auto name = in.text("companyName", 120);
  const auto website = in.optional_url("website", 200);
  if (!website && !in.failed("website")) in.fail("website", "Required.");
  const auto description = in.text("description", 1000);
  in.check();
  return {{"companyName", name}, {"website", *website}, {"description", description}};
}

std::string video_slot(std::string_view text, std::chrono::system_clock::time_point now) {
  auto iso = std::string(text);
  if (iso.size() == 20 && iso.back() == 'Z') iso.insert(19, ".000");
  const auto at = core::from_iso8601(iso);
  const auto bad = [] {
    return invalid("slot",
                   "A half-hour between 10:00 and 17:30 IST, from an hour to 30 days ahead.");
  };
  if (!at || *at < now + std::chrono::hours(1) || *at > now + std::chrono::days(30)) throw bad();
  const auto india = *at + core::k_india_offset;
  const auto since_midnight = india - std::chrono::floor<std::chrono::days>(india);
  const auto minutes = std::chrono::duration_cast<std::chrono::minutes>(since_midnight).count();
  const bool on_half_hour =
      std::chrono::floor<std::chrono::minutes>(since_midnight) == since_midnight &&
      minutes % 30 == 0;
  if (!on_half_hour || minutes < 10 * 60 || minutes > 17 * 60 + 30) throw bad();
  return core::to_iso8601(*at);
}

}  // namespace sangam::features::verification
