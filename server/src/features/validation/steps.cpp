#include "features/validation/steps.hpp"

#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "db/rows.hpp"

namespace sangam::features::validation {
namespace {

using nlohmann::json;

constexpr const char* k_select =
    "SELECT step, answers, completed_at FROM idea_validation WHERE member_id = :m";
constexpr const char* k_select_one =
    "SELECT answers, completed_at FROM idea_validation WHERE member_id = :m AND step = :s";
constexpr const char* k_upsert =
    "INSERT INTO idea_validation (member_id, step, answers, completed_at, updated_at)"
    " VALUES (:m, :s, :a, NULL, :at) ON CONFLICT (member_id, step) DO UPDATE SET"
    " answers = excluded.answers, updated_at = excluded.updated_at";
constexpr const char* k_uncomplete =
    "UPDATE idea_validation SET completed_at = NULL WHERE member_id = :m AND step = :s";
constexpr const char* k_complete =
    "UPDATE idea_validation SET completed_at = :at WHERE member_id = :m AND step = :s"
    " AND completed_at IS NULL";

answers answers_of(const std::string& stored) {
  answers a;
  const auto list = json::parse(stored, nullptr, false);
  if (!list.is_array()) return a;
  for (std::size_t i = 0; i < a.size() && i < list.size(); ++i) {
    if (list[i].is_string()) a[i] = list[i].get<std::string>();
  }
  return a;
}

step read_step(soci::session& sql, const std::string& member, int number) {
  step s{.number = number};
  std::string stored;
  std::string completed;
  soci::indicator completed_ind = soci::i_null;
  sql << k_select_one, soci::use(member), soci::use(number), soci::into(stored),
      soci::into(completed, completed_ind);
  if (!sql.got_data()) return s;
  s.given = answers_of(stored);
  if (completed_ind == soci::i_ok) s.completed_at = completed;
  return s;
}

}  // namespace

int filled(const answers& a) {
  int n = 0;
  for (const auto& answer : a) n += core::trim(answer).empty() ? 0 : 1;
  return n;
}

status status_of(const answers& a, bool completed) {
  const int n = filled(a);
  if (n == k_questions) return completed ? status::completed : status::ready;
  return n == 0 ? status::not_started : status::in_progress;
}

std::string_view status_name(status s) {
  switch (s) {
    case status::not_started:
      return "not-started";
    case status::in_progress:
      return "in-progress";
    case status::ready:
      return "ready";
    case status::completed:
      return "completed";
  }
  return "not-started";
}

int score_of(const std::vector<step>& steps) {
  int n = 0;
  for (const auto& s : steps) n += filled(s.given);
  return n * 100 / (k_steps * k_questions);
}

std::vector<step> load_steps(soci::session& sql, std::string_view member) {
  std::vector<step> steps;
  for (int i = 1; i <= k_steps; ++i) steps.push_back({.number = i});
  const std::string id(member);
  soci::rowset<soci::row> rows = (sql.prepare << k_select, soci::use(id));
  for (const auto& r : rows) {
    const auto number = db::integer_at(r, 0);
    if (number < 1 || number > k_steps) continue;
    auto& s = steps[static_cast<std::size_t>(number - 1)];
    s.given = answers_of(r.get<std::string>(1));
    s.completed_at = db::text_at(r, 2);
  }
  return steps;
}

step save_answers(db::tx& t, std::string_view member, int number, const answers& given) {
  const std::string id(member), stored = json(given).dump(), at = core::now_iso8601();
  t.execute(k_upsert, soci::use(id), soci::use(number), soci::use(stored), soci::use(at));
  if (filled(given) < k_questions) t.execute(k_uncomplete, soci::use(id), soci::use(number));
  return read_step(t.sql(), id, number);
}

step complete_step(db::tx& t, std::string_view member, int number) {
  const std::string id(member), at = core::now_iso8601();
  auto s = read_step(t.sql(), id, number);
  if (s.completed_at) return s;
  if (s.state() != status::ready) {
    throw core::api_error(409, "not_ready", "Answer all four questions to complete this step.");
  }
  t.execute(k_complete, soci::use(at), soci::use(id), soci::use(number));
  s.completed_at = at;
  return s;
}

}  // namespace sangam::features::validation
