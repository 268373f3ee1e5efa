import type { FeatureModule } from '@/lib/feature-module';

/** The administrators' member directory: only its section of /admin (admin/section.ts), no route of its own. */
const membersModule: FeatureModule = { name: 'members' };

export default membersModule;
