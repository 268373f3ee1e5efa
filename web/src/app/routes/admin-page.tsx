import { lazy } from 'react';

import { adminSections } from '@/app/admin-sections';
import type { FeatureAdminSection } from '@/features/admin/lib/admin-sections';
import { AdminReviewRoute } from '@/features/admin/routes/admin-review';

// Each feature's admin section loads when opened, not with the review queue.
const sections: readonly FeatureAdminSection[] = adminSections.map(({ key, title, tab, load }) => ({ key, title, tab, Section: lazy(load) }));

/** /admin: the administrator's shell (features/admin) with every module's admin section. */
export function AdminPage() {
  return <AdminReviewRoute sections={sections} />;
}
