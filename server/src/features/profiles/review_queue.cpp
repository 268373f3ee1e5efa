#include "features/profiles/review_queue.hpp"

#include "db/rows.hpp"

namespace sangam::features::profiles {
namespace {

// Invited applications first (invited.hpp), then newest first.
#define SANGAM_REVIEW_COLUMNS                                                           \
  "SELECT id, first_name, last_name, email, profile_url, company, role, industry, bio," \
  " interests, goals, plan, status, created_at, updated_at, test_data FROM profiles"

constexpr const char* k_status_counts =
    "SELECT status, COUNT(*) FROM profiles WHERE test_data BETWEEN :lo AND :hi GROUP BY status";
constexpr const char* k_page_all = SANGAM_REVIEW_COLUMNS
    " WHERE test_data BETWEEN :lo AND :hi"
    " ORDER BY invited DESC, created_at DESC, id DESC LIMIT :limit OFFSET :offset";
constexpr const char* k_page_by_status = SANGAM_REVIEW_COLUMNS
    " WHERE status = :status AND test_data BETWEEN :lo AND :hi"
    " ORDER BY invited DESC, created_at DESC, id DESC LIMIT :limit OFFSET :offset";
constexpr const char* k_by_id = SANGAM_REVIEW_COLUMNS " WHERE id = :id";
#undef SANGAM_REVIEW_COLUMNS
constexpr const char* k_status_of = "SELECT status FROM profiles WHERE id = :id";
constexpr const char* k_set_status =
    "UPDATE profiles SET status = :to, updated_at = :now WHERE id = :id AND status = 'pending'";
constexpr const char* k_insert_test_profile =
    "INSERT INTO profiles (id, first_name, last_name, email, company, role, industry, bio,"
    " interests, goals, plan, status, created_at, updated_at, test_data) VALUES (:id, 'Test',"
    " 'Founder', :email, 'Test Ventures', 'Founder', 'SaaS',"
    " 'A test account made from the admin screen.', '[\"Technology\"]', '[\"Build Network\"]',"
    " 'core', 'pending', :now, :now2, 1)";
constexpr const char* k_delete_test_profiles = "DELETE FROM profiles WHERE test_data = 1";
// test_data 2 is the stand-in for erased members (migration 011), not a profile anyone made.
constexpr const char* k_count_profiles = "SELECT COUNT(*) FROM profiles WHERE test_data < 2";

profile_for_review read_profile(const soci::row& r) {
  return {.id = r.get<std::string>(0),
          .first_name = db::text_at(r, 1),
          .last_name = db::text_at(r, 2),
          .email = r.get<std::string>(3),
          .profile_url = db::text_at(r, 4),
          .company = db::text_at(r, 5),
          .role = db::text_at(r, 6),
          .industry = db::text_at(r, 7),
          .bio = db::text_at(r, 8),
          .interests = db::string_list_at(r, 9),
          .goals = db::string_list_at(r, 10),
          .plan = db::text_at(r, 11),
          .status = r.get<std::string>(12),
          .created_at = r.get<std::string>(13),
          .updated_at = r.get<std::string>(14),
          .test_data = db::integer_at(r, 15) != 0};
}

std::vector<profile_for_review> read_all(soci::rowset<soci::row>& rows) {
  std::vector<profile_for_review> out;
  for (const auto& r : rows) out.push_back(read_profile(r));
  return out;
}

}  // namespace

std::vector<std::pair<std::string, int>> review_status_counts(soci::session& sql, test_mark test) {
  std::vector<std::pair<std::string, int>> counts;
  soci::rowset<soci::row> rows =
      (sql.prepare << k_status_counts, soci::use(test.lo), soci::use(test.hi));
  for (const auto& r : rows) {
    counts.emplace_back(r.get<std::string>(0), static_cast<int>(db::integer_at(r, 1)));
  }
  return counts;
}

std::vector<profile_for_review> profiles_for_review(soci::session& sql,
                                                    const std::optional<std::string>& status,
                                                    test_mark test, int limit, int offset) {
  if (status) {
    soci::rowset<soci::row> rows =
        (sql.prepare << k_page_by_status, soci::use(*status), soci::use(test.lo),
         soci::use(test.hi), soci::use(limit), soci::use(offset));
    return read_all(rows);
  }
  soci::rowset<soci::row> rows = (sql.prepare << k_page_all, soci::use(test.lo), soci::use(test.hi),
                                  soci::use(limit), soci::use(offset));
  return read_all(rows);
}

std::optional<profile_for_review> profile_for_review_by_id(soci::session& sql,
                                                           std::string_view id) {
  const std::string key(id);
  soci::rowset<soci::row> rows = (sql.prepare << k_by_id, soci::use(key));
  auto found = read_all(rows);
  if (found.empty()) return std::nullopt;
  return std::move(found.front());
}

std::optional<std::string> review_status_of(db::tx& t, std::string_view id) {
  const std::string key(id);
  std::string status;
  soci::indicator found = soci::i_null;
  if (!t.fetch(k_status_of, soci::use(key), soci::into(status, found)) || found != soci::i_ok) {
    return std::nullopt;
  }
  return status;
}

bool set_review_status(db::tx& t, std::string_view id, std::string_view to, std::string_view now) {
  const std::string key(id), status(to), at(now);
  return t.execute(k_set_status, soci::use(status), soci::use(at), soci::use(key)) > 0;
}

void add_test_profile(db::tx& t, std::string_view id, std::string_view email,
                      std::string_view now) {
  const std::string key(id), address(email), at(now);
  t.execute(k_insert_test_profile, soci::use(key), soci::use(address), soci::use(at),
            soci::use(at));
}

int remove_test_profiles(db::tx& t) {
  return static_cast<int>(t.execute(k_delete_test_profiles));
}

int count_profiles(soci::session& sql) {
  int n = 0;
  sql << k_count_profiles, soci::into(n);
  return n;
}

}  // namespace sangam::features::profiles
