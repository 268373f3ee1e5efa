#include "features/profiles/profile_repo.hpp"

#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include <chrono>

#include "core/clock.hpp"
#include "core/ids.hpp"
#include "db/rows.hpp"

namespace sangam::features::profiles {
namespace {

constexpr const char* k_select =
    "SELECT p.id, p.email, p.status, p.first_name, p.last_name, p.title, p.company, p.industry,"
    " p.city, p.bio, p.website, p.profile_url, p.twitter, p.experience, p.experience_years,"
    " p.education, p.skills, p.interests, p.member_role, ph.etag, p.verified_at FROM profiles p"
    " LEFT JOIN profile_photos ph ON ph.profile_id = p.id WHERE p.id = :id";
constexpr const char* k_update =
    "UPDATE profiles SET first_name = :first, last_name = :last, title = :title,"
    " company = :company, industry = :industry, city = :city, bio = :bio, website = :website,"
    " profile_url = :linkedin, twitter = :twitter, experience = :experience,"
    " experience_years = :years, education = :education, skills = :skills,"
    " interests = :interests, updated_at = :at WHERE id = :id";
constexpr const char* k_count_views = "SELECT COUNT(*) FROM profile_views WHERE viewed_id = :id";
constexpr const char* k_recent_view =
    "SELECT COUNT(*) FROM profile_views WHERE viewed_id = :viewed AND viewer_id = :viewer"
    " AND viewed_at > :since";
constexpr const char* k_insert_view =
    "INSERT INTO profile_views (id, viewer_id, viewed_id, viewed_at)"
    " VALUES (:id, :viewer, :viewed, :at)";

// An optional text as a bind: its value (or "") and whether it is NULL.
struct text_bind final {
  std::string value;
  soci::indicator ind;
  explicit text_bind(const std::optional<std::string>& text)
      : value(text.value_or("")), ind(text ? soci::i_ok : soci::i_null) {}
};

}  // namespace

std::optional<stored_profile> load_profile(soci::session& sql, std::string_view id) {
  const std::string key(id);
  soci::rowset<soci::row> rows = (sql.prepare << k_select, soci::use(key));
  for (const auto& r : rows) {
    stored_profile p;
    p.id = r.get<std::string>(0);
    p.email = r.get<std::string>(1);
    p.status = r.get<std::string>(2);
    auto& f = p.fields;
    f.first_name = db::text_at(r, 3).value_or("");
    f.last_name = db::text_at(r, 4);
    f.title = db::text_at(r, 5);
    f.company = db::text_at(r, 6);
    f.industry = db::text_at(r, 7);
    f.location = db::text_at(r, 8);
    f.bio = db::text_at(r, 9);
    f.website = db::text_at(r, 10);
    f.linkedin = db::text_at(r, 11);
    f.twitter = db::text_at(r, 12);
    f.experience = db::text_at(r, 13);
    if (const auto years = db::optional_integer_at(r, 14)) {
      f.experience_years = static_cast<int>(*years);
    }
    f.education = db::text_at(r, 15);
    f.skills = db::string_list_at(r, 16);
    f.interests = db::string_list_at(r, 17);
    p.member_role = db::text_at(r, 18);
    p.photo_etag = db::text_at(r, 19);
    p.verified = db::text_at(r, 20).has_value();
    return p;
  }
  return std::nullopt;
}

void save_profile(db::tx& t, std::string_view id, const profile_fields& f) {
  const std::string key(id);
  text_bind last(f.last_name), title(f.title), company(f.company), industry(f.industry),
      city(f.location), bio(f.bio), website(f.website), linkedin(f.linkedin), twitter(f.twitter),
      experience(f.experience), education(f.education);
  const int years = f.experience_years.value_or(0);
  soci::indicator years_ind = f.experience_years ? soci::i_ok : soci::i_null;
  const std::string skills = nlohmann::json(f.skills).dump();
  const std::string interests = nlohmann::json(f.interests).dump();
  const auto at = core::now_iso8601();
  t.execute(k_update, soci::use(f.first_name), soci::use(last.value, last.ind),
            soci::use(title.value, title.ind), soci::use(company.value, company.ind),
            soci::use(industry.value, industry.ind), soci::use(city.value, city.ind),
            soci::use(bio.value, bio.ind), soci::use(website.value, website.ind),
            soci::use(linkedin.value, linkedin.ind), soci::use(twitter.value, twitter.ind),
            soci::use(experience.value, experience.ind), soci::use(years, years_ind),
            soci::use(education.value, education.ind), soci::use(skills), soci::use(interests),
            soci::use(at), soci::use(key));
}

long long profile_view_count(soci::session& sql, std::string_view id) {
  const std::string key(id);
  long long n = 0;
  sql << k_count_views, soci::use(key), soci::into(n);
  return n;
}

bool record_profile_view(db::tx& t, std::string_view viewer, std::string_view viewed) {
  const std::string who(viewer), whom(viewed);
  const auto now = core::now();
  const auto since = core::to_iso8601(now - std::chrono::hours(1));
  long long recent = 0;
  t.fetch(k_recent_view, soci::use(whom), soci::use(who), soci::use(since), soci::into(recent));
  if (recent > 0) return false;
  t.execute(k_insert_view, soci::use(core::new_uuid_v7()), soci::use(who), soci::use(whom),
            soci::use(core::to_iso8601(now)));
  return true;
}

int completeness_of(soci::session& sql, std::string_view id) {
  const auto p = load_profile(sql, id);
  return p ? completeness(p->fields, p->photo_etag.has_value()) : 0;
}

std::vector<std::string> profile_view_times(soci::session& sql, std::string_view id,
                                            const std::string& from, const std::string& to) {
  const std::string key(id);
  std::vector<std::string> times;
  soci::rowset<std::string> rows =
      (sql.prepare << "SELECT viewed_at FROM profile_views WHERE viewed_id = :id AND viewed_at >="
                      " :from AND viewed_at < :to ORDER BY viewed_at",
       soci::use(key), soci::use(from), soci::use(to));
  for (const auto& at : rows) times.push_back(at);
  return times;
}

std::vector<std::pair<std::string, std::string>> recent_viewers(soci::session& sql,
                                                                std::string_view id, int limit) {
  const std::string key(id);
  std::vector<std::pair<std::string, std::string>> found;
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT viewer_id, MAX(viewed_at) AS at FROM profile_views WHERE viewed_id ="
                      " :id GROUP BY viewer_id ORDER BY at DESC LIMIT :n",
       soci::use(key), soci::use(limit));
  for (const auto& r : rows) found.emplace_back(r.get<std::string>(0), r.get<std::string>(1));
  return found;
}

std::vector<std::pair<std::string, long long>> viewer_counts_since(soci::session& sql,
                                                                   const std::string& from) {
  std::vector<std::pair<std::string, long long>> found;
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT viewed_id, COUNT(DISTINCT viewer_id) FROM profile_views WHERE"
                      " viewed_at >= :from GROUP BY viewed_id",
       soci::use(from));
  for (const auto& r : rows) found.emplace_back(r.get<std::string>(0), db::integer_at(r, 1));
  return found;
}

bool set_verified(db::tx& t, std::string_view id, bool verified) {
  const std::string key(id), at = core::now_iso8601();
  const int wanted = verified ? 1 : 0;
  return t.execute(
             "UPDATE profiles SET verified_at = CASE WHEN :v = 1 THEN :at ELSE NULL END,"
             " updated_at = :at2 WHERE id = :id AND (CASE WHEN verified_at IS NULL THEN 0"
             " ELSE 1 END) <> :v2",
             soci::use(wanted), soci::use(at), soci::use(at), soci::use(key),
             soci::use(wanted)) == 1;
}

}  // namespace sangam::features::profiles
