import type { FeatureModule } from '@/lib/feature-module';

/** The member area's side panels (drawn by the member layout); administrators write the market insights in /admin?section=insights. */
export const highlightsModule: FeatureModule = {
  name: 'highlights',
  namespaces: ['highlights'],
  admin: { key: 'insights', title: 'Market Insights', tab: 'Insights', order: 3, load: () => import('@/features/highlights/admin/components/insights-section').then((m) => ({ default: m.InsightsSection })) },
};
