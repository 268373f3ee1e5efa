import type { FeatureModule } from '@/lib/feature-module';

/** The member area's side panels (drawn by the member layout); administrators write the market insights in /admin?section=insights. */
const highlightsModule: FeatureModule = {
  name: 'highlights',
  namespaces: ['highlights'],
};

export default highlightsModule;
