import type { AdminSectionDeclaration } from '@/lib/feature-module';

/** The highlights module's section of /admin; loaded with the admin page, not the entry. */
const section: AdminSectionDeclaration = { key: 'insights', title: 'Market Insights', tab: 'Insights', order: 3, load: () => import('@/features/highlights/admin/components/insights-section').then((m) => ({ default: m.InsightsSection })) };

export default section;
