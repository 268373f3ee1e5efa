#include "features/discover/preference_repo.hpp"

#include <nlohmann/json.hpp>

#include <array>

namespace sangam::features::discover {
namespace {

constexpr const char* k_select =
    "SELECT industry, stage, location, experience, skills, goals, show_founders, show_mentors,"
    " show_investors FROM match_preferences WHERE member_id = :m";
constexpr const char* k_upsert =
    "INSERT INTO match_preferences (member_id, industry, stage, location, experience, skills,"
    " goals, show_founders, show_mentors, show_investors, updated_at) VALUES (:m, :i, :st, :l, :e,"
    " :sk, :g, :f, :me, :in, :at) ON CONFLICT (member_id) DO UPDATE SET industry ="
    " excluded.industry, stage = excluded.stage, location = excluded.location, experience ="
    " excluded.experience, skills = excluded.skills, goals = excluded.goals, show_founders ="
    " excluded.show_founders, show_mentors = excluded.show_mentors, show_investors ="
    " excluded.show_investors, updated_at = excluded.updated_at";

template <typename Sql>
match_preferences read(Sql& sql, const std::string& member) {
  std::array<std::string, k_factors> levels;
  std::array<int, k_shown_kinds> shown{};
  if (!sql.fetch(k_select, soci::use(member), soci::into(levels[0]), soci::into(levels[1]),
                 soci::into(levels[2]), soci::into(levels[3]), soci::into(levels[4]),
                 soci::into(levels[5]), soci::into(shown[0]), soci::into(shown[1]),
                 soci::into(shown[2]))) {
    return {};
  }
  // The stored words are the API's (a CHECK keeps them so): reading them back is an update.
  nlohmann::json stored = nlohmann::json::object();
  for (std::size_t f = 0; f < k_factors; ++f) stored[std::string(factor_names()[f])] = levels[f];
  stored["showFounders"] = shown[0] != 0;
  stored["showMentors"] = shown[1] != 0;
  stored["showInvestors"] = shown[2] != 0;
  return updated({}, stored);
}

}  // namespace

match_preferences read_preferences(const db::pool::lease& sql, const std::string& member) {
  return read(sql, member);
}

match_preferences read_preferences(db::tx& t, const std::string& member) {
  return read(t, member);
}

match_preferences save_preferences(db::tx& t, const std::string& member, const nlohmann::json& body,
                                   std::chrono::system_clock::time_point now) {
  const auto next = updated(read(t, member), body);
  const auto words = to_json(next);
  const auto word = [&](std::size_t f) {
    return words[std::string(factor_names()[f])].get<std::string>();
  };
  const std::string industry = word(0), stage = word(1), location = word(2), experience = word(3),
                    skills = word(4), goals = word(5), at = core::to_iso8601(now);
  const int founders = next.kinds[0] ? 1 : 0, mentors = next.kinds[1] ? 1 : 0,
            investors = next.kinds[2] ? 1 : 0;
  t.execute(k_upsert, soci::use(member), soci::use(industry), soci::use(stage), soci::use(location),
            soci::use(experience), soci::use(skills), soci::use(goals), soci::use(founders),
            soci::use(mentors), soci::use(investors), soci::use(at));
  return next;
}

}  // namespace sangam::features::discover
