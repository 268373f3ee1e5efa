#pragma once

#include <string>
#include <string_view>

#include "core/error.hpp"
#include "db/writer.hpp"
#include "features/applications/answers.hpp"
#include "features/applications/application.hpp"

namespace sangam::features::applications {

// The privacy notice an applicant accepts by applying (docs/privacy.md). A new version of the
// notice gets a new value here; each application records the one it was made under.
inline constexpr std::string_view k_privacy_notice_version = "2026-11-26";
inline constexpr std::string_view k_application_purpose = "membership application";

// Stores a new application as a pending profile and acknowledges it by e-mail. For an address
// already on file nothing changes: the new details wait for the owner of the address to confirm
// them (changes.hpp), and the answer is the same as for a new application; a rejected address
// must first have waited (answers.hpp; api_error 409 too_early before). Either way the consent to
// the notice is recorded. An approved member is never touched: api_error 409. A waitlist `invite`
// (empty: none) is used in the same transaction; one that cannot be used refuses the application,
// changing nothing.
void submit(db::writer& writer, const application& a, std::string_view link_base,
            std::string_view invite = {});

core::api_error already_approved();
// 409 reapply_too_early: a rejected application's address applies again before `day`, which the
// message names and fields.reapplyFrom gives (for the screen to say in its language).
core::api_error too_early(const reapply_day& day);

}  // namespace sangam::features::applications
