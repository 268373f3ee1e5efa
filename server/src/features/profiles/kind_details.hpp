#pragma once

#include <soci/session.h>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"
#include "db/tx.hpp"

// The kind-specific sections of a profile (docs/profiles.md, "Kind sections"): what a founder, a
// mentor and an investor enter for their cards, the match score and the investor's ranking. They
// live in profiles.details (the keys the cards read) and, for a founder's stage and team size, in
// the funding_stage and team_size columns.
namespace sangam::features::profiles {

// The sections `member_id` may edit: Founder always (every member may act as one), Mentor and
// Investor when approved as or acting as that kind.
std::vector<std::string> kinds_held(soci::session& sql, std::string_view member_id);

// The sections sent with PUT /api/me/profile, checked: each is what replaces that section.
struct kind_sections final {
  std::optional<nlohmann::json> founder, mentor, investor;  // details keys to write
  std::optional<std::string> funding_stage;                 // with a founder section
  std::optional<int> team_size;
};

// The optional objects founder, mentor and investor of `body`. Every bad field goes to `errors`
// as "<section>.<field>" ("mentor.hourlyRate"); a section of a kind not in `held` is an error on
// the section's key. `time_zone` is the member's (settings), kept with the availability slots.
kind_sections parse_kind_sections(const nlohmann::json& body, const std::vector<std::string>& held,
                                  const std::string& time_zone, core::field_errors& errors);

// Writes the sections sent (the others stay), in the caller's transaction; the caller publishes
// topics::member_changed after the commit (the founder's stage and team size feed the deck).
void save_kind_sections(db::tx& t, std::string_view member_id, const kind_sections& sections);

// The owner's view for GET /api/me/profile: "kinds" (held), "founder", "mentor", "investor" (null
// for a kind not held) and "missing": what the owner's card lacks for the kind they act as
// ("investor.cheque", ...).
void add_my_kind_sections(soci::session& sql, std::string_view member_id, nlohmann::json& out);

// Another member's view (GET /api/members/:id): the section of the kind they act as only.
void add_kind_section(soci::session& sql, std::string_view member_id, nlohmann::json& out);

// "₹25 L", "₹2 Cr", "₹2.5 Cr", "₹50,000": whole rupees as Indians write amounts.
std::string rupees_text(long long rupees);

}  // namespace sangam::features::profiles
