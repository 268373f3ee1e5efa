#pragma once

#include "features/profiles/summaries.hpp"

namespace sangam::features::discover {

// What a list shows of a member is the profiles feature's (profiles/summaries.hpp); these names
// stay for the features that still read it through discover.
using profiles::k_member_summary_column_count;
using profiles::k_member_summary_columns;
using profiles::member_summary;
using profiles::read_member_summary;
using profiles::to_json;

}  // namespace sangam::features::discover
