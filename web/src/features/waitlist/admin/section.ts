import type { AdminSectionDeclaration } from '@/lib/feature-module';

/** The waitlist module's section of /admin; loaded with the admin page, not the entry. */
const section: AdminSectionDeclaration = { key: 'waitlist', title: 'Waitlist', tab: 'Waitlist', order: 8, load: () => import('@/features/waitlist/admin/components/waitlist-section').then((m) => ({ default: m.WaitlistSection })) };

export default section;
