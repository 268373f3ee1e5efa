import type { AdminSectionDeclaration } from '@/lib/feature-module';

/** The events module's section of /admin; loaded with the admin page, not the entry. */
const section: AdminSectionDeclaration = { key: 'events', title: 'Events', tab: 'Events', order: 1, load: () => import('@/features/events/admin/components/events-section').then((m) => ({ default: m.EventsSection })) };

export default section;
