import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

/** Startup and virtual events; administrators publish them in /admin?section=events. */
export const eventsModule: FeatureModule = {
  name: 'events',
  namespaces: ['events'],
  routes: [
    { path: founder.events.path, layout: 'member', budget: 'member', screen: () => import('@/features/events/routes/startup-events').then((m) => ({ Component: m.StartupEventsRoute })) },
    { path: founder.event.path, layout: 'member', budget: 'member', screen: () => import('@/features/events/routes/event-page').then((m) => ({ Component: m.EventPageRoute })) },
    { path: founder.virtualEvents.path, layout: 'member', budget: 'member', screen: () => import('@/features/events/routes/virtual-events').then((m) => ({ Component: m.VirtualEventsRoute })) },
  ],
  navigation: [
    { label: 'virtualEvents', to: founder.virtualEvents.getHref(), icon: 'video', sidebar: { group: 'grow', order: 1 }, bottomBar: { order: 5, label: 'events' } },
    { label: 'startupEvents', to: founder.events.getHref(), icon: 'calendarDays', sidebar: { group: 'grow', order: 2 } },
  ],
  admin: { key: 'events', title: 'Events', tab: 'Events', order: 1, load: () => import('@/features/events/admin/components/events-section').then((m) => ({ default: m.EventsSection })) },
};
