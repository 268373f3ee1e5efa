import type { FeatureModule } from '@/lib/feature-module';

/**
 * Moderation (docs/moderation.md): no screens of its own. The warning a member acknowledges shows
 * over the member area (src/app/layouts/member-layout.tsx); the administrators' dialogs open from
 * /admin's report board and member directory through src/lib/admin/member-moderation.ts.
 */
const moderationModule: FeatureModule = {
  name: 'moderation',
  namespaces: ['moderation'],
};

export default moderationModule;
