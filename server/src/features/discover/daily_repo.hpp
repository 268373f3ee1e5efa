#pragma once

#include <soci/session.h>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"

namespace sangam::features::discover {

// The member's stored batch for `day` in its order; nullopt when none was made yet (an empty
// vector when one was made and held nobody).
std::optional<std::vector<std::string>> stored_batch(soci::session& sql, std::string_view member,
                                                     std::string_view day);

// Everyone who was in any of the member's batches before `day`, sorted.
std::vector<std::string> earlier_batches(soci::session& sql, std::string_view member,
                                         std::string_view day);

// Stores the batch in the caller's transaction unless one is stored for the member and day
// already; true when this call stored it (the first instance to make it wins).
bool store_batch(db::tx& t, std::string_view member, std::string_view day,
                 std::span<const std::string> ids, std::string_view made_at);

// Whether the member asked for an e-mail when their batch is ready (off unless they did).
bool wants_daily_email(soci::session& sql, std::string_view member);
void save_daily_email(db::tx& t, std::string_view member, bool email, std::string_view at);

}  // namespace sangam::features::discover
