#include "features/investing/visibility.hpp"

#include <algorithm>

#include "features/moderation/blocks.hpp"
#include "features/pitches/requests.hpp"
#include "features/profiles/settings.hpp"

namespace sangam::features::investing {

std::unordered_set<std::string> founders_in_view(soci::session& sql, std::string_view investor_id,
                                                 std::span<const std::string> founder_ids) {
  auto seen = profiles::visible_to(sql, investor_id, founder_ids);
  seen.erase(std::string(investor_id));
  auto pitched = pitches::pitch_senders_to(sql, investor_id);
  if (pitched.empty()) return seen;
  const auto blocked = moderation::blocked_either_way(sql, investor_id);
  for (auto& sender : pitched) {
    if (std::ranges::find(founder_ids, sender) != founder_ids.end() &&
        std::ranges::find(blocked, sender) == blocked.end()) {
      seen.insert(std::move(sender));
    }
  }
  return seen;
}

bool founder_in_view(soci::session& sql, std::string_view investor_id,
                     std::string_view founder_id) {
  const std::string founder(founder_id);
  return founders_in_view(sql, investor_id, std::span(&founder, 1)).contains(founder);
}

}  // namespace sangam::features::investing
