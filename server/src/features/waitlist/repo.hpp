#pragma once

#include <functional>
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

// Inserts a first sign-up. For an address already on the list nothing changes: the new details
// wait for the owner of the address to confirm them (changes.hpp), in the same transaction, so a
// first sign-up costs one INSERT as before. `link_base` is asked only then.
void join(db::tx& t, const stamped_entry& row, const std::function<std::string()>& link_base);

}  // namespace sangam::features::waitlist
