#include "features/score/formula.hpp"

#include <algorithm>

namespace sangam::features::score {
namespace {

constexpr int k_profile_cap = 30 * k_tenths;
constexpr int k_network_cap = 25 * k_tenths;
constexpr int k_activity_cap = 25 * k_tenths;
constexpr int k_growth_cap = 20 * k_tenths;

constexpr std::array<level, 6> k_levels{{
    {.key = "elite", .name = "Elite", .from = 90 * k_tenths},
    {.key = "advanced", .name = "Advanced", .from = 80 * k_tenths},
    {.key = "experienced", .name = "Experienced", .from = 70 * k_tenths},
    {.key = "growing", .name = "Growing", .from = 60 * k_tenths},
    {.key = "emerging", .name = "Emerging", .from = 50 * k_tenths},
    {.key = "new", .name = "New", .from = 0},
}};
constexpr std::array<int, 6> k_steps{50 * k_tenths, 60 * k_tenths, 70 * k_tenths,
                                     80 * k_tenths, 90 * k_tenths, 100 * k_tenths};

int capped(long long tenths, int cap) {
  return static_cast<int>(std::clamp<long long>(tenths, 0, cap));
}

// Whether the member, with these inputs and this score, has reached the achievement.
bool reached(std::string_view id, const inputs& in, int total) {
  if (id == "profile_complete") return in.profile_completeness >= 100;
  if (id == "first_connection") return in.connections >= 1;
  if (id == "super_connector") return in.connections >= 10;
  if (id == "match_maker") return in.matches >= 5;
  if (id == "event_enthusiast") return in.events_attended >= 3;
  if (id == "mentorship_seeker") return in.mentorship_applications >= 1;
  if (id == "first_pitch") return in.pitches >= 1;
  if (id == "idea_validator") return in.validation_score >= 80;
  if (id == "achievement_hunter") return in.achievements >= 5;
  if (id == "elite_founder") return total >= 90 * k_tenths;
  return false;
}

}  // namespace

const std::array<achievement, 10> k_achievements{{
    {"profile_complete", "Profile Perfectionist", "Complete 100% of your profile", "user-check", 15,
     category::profile},
    {"first_connection", "First Connection", "Make your first connection", "handshake", 5,
     category::network},
    {"super_connector", "Super Connector", "Reach 10 connections", "users", 20, category::network},
    {"match_maker", "Match Maker", "Get 5 mutual matches", "heart", 15, category::network},
    {"event_enthusiast", "Event Enthusiast", "Attend 3 events", "calendar-check", 15,
     category::activity},
    {"mentorship_seeker", "Mentorship Seeker", "Apply to a mentor", "graduation-cap", 10,
     category::activity},
    {"first_pitch", "First Pitch", "Send your first pitch", "send", 10, category::activity},
    {"idea_validator", "Idea Validator", "Reach a validation score of 80", "lightbulb", 20,
     category::growth},
    {"achievement_hunter", "Achievement Hunter", "Unlock 5 achievements", "trophy", 25,
     category::milestone},
    {"elite_founder", "Elite Founder", "Reach a founder score of 90", "crown", 30,
     category::milestone},
}};

std::string_view category_name(category c) {
  switch (c) {
    case category::profile:
      return "profile";
    case category::network:
      return "network";
    case category::activity:
      return "activity";
    case category::growth:
      return "growth";
    case category::milestone:
      return "milestone";
  }
  return "profile";
}

points compute(const inputs& in) {
  return {
      .profile = capped(3LL * in.profile_completeness, k_profile_cap),
      .network = capped(5LL * (in.connections + in.matches), k_network_cap),
      .activity = capped(20LL * (in.events_attended + in.mentorship_applications + in.pitches),
                         k_activity_cap),
      .growth = capped(2LL * (in.validation_score + 5 * in.achievements), k_growth_cap),
  };
}

const level& level_of(int total) {
  for (const auto& l : k_levels) {
    if (total >= l.from) return l;
  }
  return k_levels.back();
}

progress next_level(int total) {
  int from = 0;
  for (const int step : k_steps) {
    if (total < step) {
      return {.next_step = step,
              .needed = step - total,
              .percent = (std::max(total, from) - from) * 100 / (step - from)};
    }
    from = step;
  }
  return {};
}

std::vector<std::string_view> newly_unlocked(inputs in, const std::set<std::string>& already) {
  std::vector<std::string_view> fresh;
  for (bool changed = true; changed;) {
    changed = false;
    in.achievements = static_cast<long long>(already.size() + fresh.size());
    const int total = compute(in).total();
    for (const auto& a : k_achievements) {
      if (already.contains(std::string(a.id)) || std::ranges::find(fresh, a.id) != fresh.end())
        continue;
      if (reached(a.id, in, total)) {
        fresh.push_back(a.id);
        changed = true;
      }
    }
  }
  return fresh;
}

std::vector<action> recommended_actions(const inputs& in) {
  const auto now = compute(in);
  const auto gain_of = [&](inputs changed) { return compute(changed).total() - now.total(); };
  auto with = in;
  std::vector<action> actions;
  const auto consider = [&](std::string_view id, inputs changed) {
    if (const int gain = gain_of(changed); gain > 0) actions.push_back({id, gain});
  };
  with.profile_completeness = 100;
  consider("complete_profile", with);
  with = in;
  with.validation_score = 100;
  consider("validate_idea", with);
  with = in;
  ++with.events_attended;
  consider("attend_event", with);
  with = in;
  ++with.mentorship_applications;
  consider("apply_mentorship", with);
  with = in;
  ++with.pitches;
  consider("send_pitch", with);
  with = in;
  ++with.connections;
  consider("connect", with);
  // Best first; equal gains keep the order above.
  std::ranges::stable_sort(actions, std::ranges::greater{}, &action::gain);
  if (actions.size() > k_max_actions) actions.resize(k_max_actions);
  return actions;
}

}  // namespace sangam::features::score
