#include "features/highlights/panels.hpp"

#include <algorithm>
#include <functional>
#include <unordered_set>

#include "features/discover/connect.hpp"
#include "features/messaging/conversations.hpp"
#include "features/profiles/profile_repo.hpp"
#include "features/profiles/settings.hpp"

namespace sangam::features::highlights {
namespace {

// Each source gives more than is shown, so that leaving some out still fills the panel.
constexpr int k_recent_read = 10;

// What happened to the member, newest first: views of their profile, connections, messages to
// them (each source read a little beyond what is shown, so that leaving some out still fills the
// panel).
std::vector<happening> recent_activity(soci::session& sql, const std::string& me) {
  std::vector<happening> all;
  const auto add = [&](const char* kind, std::vector<std::pair<std::string, std::string>> found) {
    for (auto& [member, at] : found) all.push_back({kind, std::move(member), std::move(at)});
  };
  add("view", profiles::recent_viewers(sql, me, k_recent_read));
  add("connection", discover::recent_connections(sql, me, k_recent_read));
  add("reply", messaging::recent_writers(sql, me, k_recent_read));
  std::ranges::sort(all, std::ranges::greater{}, &happening::at);
  return all;
}

void sort_unique(std::vector<std::string>& ids) {
  std::ranges::sort(ids);
  ids.erase(std::ranges::unique(ids).begin(), ids.end());
}

// The first `count` of `all` whose member (`id_of`) is shown to `me`.
template <typename T, typename Id>
std::vector<T> first_shown(const std::vector<T>& all, std::size_t count, const std::string& me,
                           const std::unordered_set<std::string>& visible, Id id_of) {
  std::vector<T> shown;
  for (const auto& item : all) {
    if (shown.size() == count) break;
    const auto& id = std::invoke(id_of, item);
    if (id != me && visible.contains(id)) shown.push_back(item);
  }
  return shown;
}

}  // namespace

std::vector<std::string> panels::members() const {
  std::vector<std::string> ids;
  for (const auto& h : activity) ids.push_back(h.member);
  for (const auto& m : trending) ids.push_back(m.id);
  sort_unique(ids);
  return ids;
}

panels panels_for(soci::session& sql, const std::string& me,
                  const std::vector<active_member>& ranked) {
  const auto recent = recent_activity(sql, me);
  // One look for everyone either panel could show.
  std::vector<std::string> candidates;
  for (const auto& h : recent) candidates.push_back(h.member);
  for (const auto& m : ranked) candidates.push_back(m.id);
  sort_unique(candidates);
  const auto visible = profiles::visible_to(sql, me, candidates);
  return {.activity = first_shown(recent, k_recent_shown, me, visible, &happening::member),
          .trending = first_shown(ranked, k_trending_shown, me, visible, &active_member::id)};
}

}  // namespace sangam::features::highlights
