#pragma once

#include <filesystem>
#include <span>
#include <string>

#include "db/pool.hpp"
#include "db/writer.hpp"
#include "features/feature.hpp"

// Demo content (data/demo/): founders, mentors and investors as approved members, a demo
// administrator, a demo founder, mentor and investor who can sign in, members who already
// connected with the founder, approved mentor applications and pitches from demo founders
// waiting for the demo mentor and investor, and the startup and virtual events.
namespace sangam::features::demo {

struct demo_account final {
  std::string email;
  std::string password;
};

struct demo_accounts final {
  demo_account administrator;
  demo_account founder;
  demo_account mentor;
  demo_account investor;
};

demo_accounts read_accounts(const std::filesystem::path& dir);

struct seed_result final {
  int members_added = 0;
  bool administrator_added = false;
};

// Loads the demo content — the members, then each feature's (feature::add_demo_content) in the
// same transaction; what is there already is left alone, so running it again adds nothing.
// Throws std::runtime_error for a missing or malformed file.
seed_result seed(db::writer& writer, const std::filesystem::path& dir,
                 std::span<const feature> features = all_features());

// True when no member has applied yet: `make run` seeds only such a database.
bool database_is_empty(db::pool& db);

}  // namespace sangam::features::demo
