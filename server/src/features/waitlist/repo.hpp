#pragma once

#include <string>

#include "db/tx.hpp"
#include "features/waitlist/waitlist_entry.hpp"

namespace sangam::features::waitlist {

// A sign-up as stored: the entry, its id and when it came.
struct stamped_entry final {
  waitlist_entry entry;
  std::string id;
  std::string at;
};
stamped_entry stamp(waitlist_entry entry);

// Inserts the entry, or updates the one with the same e-mail address.
void upsert(db::tx& t, const stamped_entry& row);

}  // namespace sangam::features::waitlist
