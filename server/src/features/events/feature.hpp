#pragma once

#include "features/feature.hpp"

namespace sangam::features::events {

// Startup and virtual events (docs/events.md): GET /api/events, /api/events/mine,
// /api/events/:id and /api/events/:id/going, POST/DELETE /api/events/:id/registration for members;
// GET/POST /api/admin/events, PATCH/DELETE /api/admin/events/:id and
// POST /api/admin/events/:id/cancel for administrators (audit-logged); the reminders an hour
// before virtual events.
extern const feature k_feature;

}  // namespace sangam::features::events
