// The list of features: the one place a new feature is named (docs/architecture.md, "Adding a
// feature"). Features not yet declared as a `feature` of their own are listed by their
// add_routes, which registers the same things.
#include "features/admin/routes.hpp"
#include "features/analytics/feature.hpp"
#include "features/applications/feature.hpp"
#include "features/auth/routes.hpp"
#include "features/discover/feature.hpp"
#include "features/events/feature.hpp"
#include "features/feature.hpp"
#include "features/highlights/feature.hpp"
#include "features/insights/feature.hpp"
#include "features/investing/feature.hpp"
#include "features/mentorship/feature.hpp"
#include "features/messaging/feature.hpp"
#include "features/moderation/feature.hpp"
#include "features/notifications/feature.hpp"
#include "features/password_reset/feature.hpp"
#include "features/pitches/request_routes.hpp"
#include "features/pitches/routes.hpp"
#include "features/privacy/feature.hpp"
#include "features/profiles/routes.hpp"
#include "features/score/feature.hpp"
#include "features/stories/feature.hpp"
#include "features/validation/feature.hpp"
#include "features/verification/routes.hpp"
#include "features/waitlist/feature.hpp"

namespace sangam::features {

std::span<const feature> all_features() {
  static const feature k_all[] = {
      waitlist::k_feature,
      applications::k_feature,
      {.name = "auth", .install = &auth::add_routes},
      password_reset::k_feature,
      moderation::k_feature,
      {.name = "admin", .install = &admin::add_routes},
      {.name = "profiles", .install = &profiles::add_routes},
      discover::k_feature,
      notifications::k_feature,
      messaging::k_feature,
      {.name = "pitches", .install = &pitches::add_routes},
      {.name = "pitch requests", .install = &pitches::add_request_routes},
      mentorship::k_feature,
      investing::k_feature,
      privacy::k_feature,
      events::k_feature,
      stories::k_feature,
      validation::k_feature,
      score::k_feature,
      {.name = "verification", .install = &verification::add_routes},
      analytics::k_feature,
      highlights::k_feature,
      insights::k_feature,
  };
  return k_all;
}

}  // namespace sangam::features
