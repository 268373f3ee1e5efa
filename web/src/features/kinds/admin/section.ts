import type { AdminSectionDeclaration } from '@/lib/feature-module';

/** The kinds module's section of /admin; loaded with the admin page, not the entry. */
const section: AdminSectionDeclaration = { key: 'kinds', title: 'Kinds', tab: 'Kinds', order: 5, load: () => import('@/features/kinds/admin/components/kinds-admin-section').then((m) => ({ default: m.KindsAdminSection })) };

export default section;
