#pragma once

#include <string_view>

#include "db/tx.hpp"

namespace sangam::features::pitches {

// Where an administrator decided: a pitch (to an investor) or an application.
enum class request_table { pitches, applications };

// Delivers an administrator's decision on a pitch or application, in the decision's transaction
// (docs/pitches.md): approved, the target gets a bell notification and an e-mail (the outbox)
// unless a block stands between the two by then (nothing is sent to anyone); rejected, the sender
// gets a notification. Rows without a sender or target (made before issue 11, or by the
// test-account button) have nobody to tell. `link_base` is the address users see, for the
// e-mail's link.
void deliver_decision(db::tx& t, request_table table, std::string_view id,
                      std::string_view to_status, std::string_view link_base);

}  // namespace sangam::features::pitches
