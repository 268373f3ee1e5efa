#pragma once

#include <soci/session.h>

#include <functional>
#include <string>

#include "db/tx.hpp"
#include "features/personal_data.hpp"

namespace sangam::features::privacy {

// Who is exported or erased: the profile id and the sign-in address.
struct data_subject final {
  std::string id;
  std::string email;
};

// Everything the server holds on the member as a zip: manifest.json (what is in it, the tables
// that hold nothing about members, when it was made), one <table>.json per declared table (an
// array of rows; withheld columns left out) and the photo as photo.<jpg|png|gif>. `progress` is
// told 0–100 as tables are read.
std::string build_export(soci::session& sql, const personal_data& map, const data_subject& who,
                         const std::string& photo_bytes, const std::string& photo_type,
                         const std::function<void(int)>& progress);

// Erases the member in the caller's transaction: every declared table's erase statements in the
// order they were declared, then the profiles row, then one audit entry ("account.erased") that
// names the id and nothing else.
void erase_member(db::tx& t, const personal_data& map, const data_subject& who);

}  // namespace sangam::features::privacy
