import type { FeatureModule } from '@/lib/feature-module';

/** The landing page is in the entry chunk (src/app/router.tsx), /marketing is composed in src/app/routes. */
const marketingModule: FeatureModule = { name: 'marketing' };

export default marketingModule;
