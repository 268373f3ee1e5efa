#pragma once

#include "features/feature.hpp"

namespace sangam::features::members {

// The administrators' member directory (docs/members.md): GET /api/admin/members searches,
// filters, sorts and pages every profile; /api/admin/members/export is the same as CSV;
// /api/admin/members/{id} is one member's page, and DELETE …/{id}/sessions ends their sessions.
extern const feature k_feature;

}  // namespace sangam::features::members
