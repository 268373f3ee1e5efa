#pragma once

#include <string_view>

#include "core/error.hpp"
#include "db/writer.hpp"
#include "features/applications/application.hpp"

namespace sangam::features::applications {

// Stores a new application as a pending profile. For an address already on file nothing changes:
// the new details wait for the owner of the address to confirm them (changes.hpp), and the answer
// is the same as for a new application. An approved member is never touched: api_error 409.
void submit(db::writer& writer, const application& a, std::string_view link_base);

core::api_error already_approved();

}  // namespace sangam::features::applications
