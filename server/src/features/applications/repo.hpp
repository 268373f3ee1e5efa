#pragma once

#include "db/writer.hpp"
#include "features/applications/application.hpp"

namespace sangam::features::applications {

// Stores the application as a pending profile: new, or replacing a pending or rejected one with
// the same e-mail. An approved member is never touched: api_error 409.
void submit(db::writer& writer, const application& a);

}  // namespace sangam::features::applications
