// The list of features: the one place a new feature is named (docs/architecture.md, "Adding a
// feature").
#include "features/admin/feature.hpp"
#include "features/analytics/feature.hpp"
#include "features/applications/feature.hpp"
#include "features/auth/feature.hpp"
#include "features/discover/feature.hpp"
#include "features/events/feature.hpp"
#include "features/feature.hpp"
#include "features/highlights/feature.hpp"
#include "features/insights/feature.hpp"
#include "features/investing/feature.hpp"
#include "features/kinds/feature.hpp"
#include "features/members/feature.hpp"
#include "features/mentorship/feature.hpp"
#include "features/messaging/feature.hpp"
#include "features/moderation/feature.hpp"
#include "features/notifications/feature.hpp"
#include "features/password_reset/feature.hpp"
#include "features/pitches/feature.hpp"
#include "features/privacy/feature.hpp"
#include "features/profiles/feature.hpp"
#include "features/score/feature.hpp"
#include "features/stories/feature.hpp"
#include "features/validation/feature.hpp"
#include "features/verification/feature.hpp"
#include "features/waitlist/feature.hpp"

namespace sangam::features {

std::span<const feature> all_features() {
  // One a line, so that adding a feature is one line here.
  // clang-format off
  static const feature k_all[] = {
      waitlist::k_feature,
      applications::k_feature,
      auth::k_feature,
      password_reset::k_feature,
      moderation::k_feature,
      admin::k_feature,
      members::k_feature,
      profiles::k_feature,
      discover::k_feature,
      notifications::k_feature,
      messaging::k_feature,
      pitches::k_feature,
      mentorship::k_feature,
      investing::k_feature,
      kinds::k_feature,
      privacy::k_feature,
      events::k_feature,
      stories::k_feature,
      validation::k_feature,
      score::k_feature,
      verification::k_feature,
      analytics::k_feature,
      highlights::k_feature,
      insights::k_feature,
  };
  // clang-format on
  return k_all;
}

}  // namespace sangam::features
