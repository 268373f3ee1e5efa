#pragma once

#include <chrono>

#include "features/feature.hpp"

namespace sangam::features {

// The limit on e-mailed change links (waitlist, applications), shared by both. A link's 256-bit
// token cannot be guessed; the limit only keeps a scan from costing much.
inline constexpr limit k_change_links{.name = "change_links",
                                      .capacity = [](const core::config&) { return 30u; },
                                      .period = std::chrono::minutes(10)};

}  // namespace sangam::features
