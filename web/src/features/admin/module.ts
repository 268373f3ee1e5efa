import type { FeatureModule } from '@/lib/feature-module';

/**
 * The administrator's own: sign-in, the review queue, reports, the audit log and the test-data
 * tools. /admin itself is composed in src/app (src/app/routes/admin-page.tsx) from every module's
 * admin section.
 */
const adminModule: FeatureModule = { name: 'admin' };

export default adminModule;
