#pragma once

#include "db/writer.hpp"
#include "features/waitlist/waitlist_entry.hpp"

namespace sangam::features::waitlist {

// Inserts the entry, or updates the one with the same e-mail address.
void upsert(db::writer& writer, const waitlist_entry& entry);

}  // namespace sangam::features::waitlist
