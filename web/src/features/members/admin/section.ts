import type { AdminSectionDeclaration } from '@/lib/feature-module';

/** The members module's section of /admin: the member directory; loaded with the admin page, not the entry. */
const section: AdminSectionDeclaration = { key: 'members', title: 'Members', tab: 'Members', order: 0.5, load: () => import('@/features/members/admin/components/members-section').then((m) => ({ default: m.MembersSection })) };

export default section;
