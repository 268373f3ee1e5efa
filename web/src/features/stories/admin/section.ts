import type { AdminSectionDeclaration } from '@/lib/feature-module';

/** The stories module's section of /admin; loaded with the admin page, not the entry. */
const section: AdminSectionDeclaration = { key: 'stories', title: 'Stories', tab: 'Stories', order: 2, load: () => import('@/features/stories/admin/components/stories-section').then((m) => ({ default: m.StoriesSection })) };

export default section;
