#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "db/pool.hpp"
#include "db/writer.hpp"

namespace sangam::features::admin {

// Creates an administrator; api_error 409 when the address is taken, 400 for a bad address or a
// password shorter than 12 characters or among the most common ones.
std::string create_administrator(db::writer& writer, std::string_view email,
                                 std::string_view password);

// Creates this administrator only when there is none yet (first start-up). True if created.
bool ensure_first_administrator(db::pool& db, db::writer& writer, std::string_view email,
                                std::string_view password);

struct administrator final {
  std::string id;
  std::string email;
};

// The administrator with these credentials; nullopt otherwise (spending the same hashing time
// whether or not the address exists). The address comes normalised (core::normalized_email).
std::optional<administrator> verify_administrator(db::pool& db, const std::string& email,
                                                  std::string_view password);
std::optional<administrator> find_administrator(db::pool& db, std::string_view id);

}  // namespace sangam::features::admin
