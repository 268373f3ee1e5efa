import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

/** Startup and virtual events; administrators publish them in /admin?section=events. */
const eventsModule: FeatureModule = {
  name: 'events',
  namespaces: ['events'],
  routes: [
    { path: founder.events.path, layout: 'member', budget: 'member', screen: () => import('@/features/events/routes/startup-events').then((m) => ({ Component: m.StartupEventsRoute })) },
    // Beyond the SPEC: a link straight to one event.
    { path: founder.event.path, layout: 'member', budget: 'member', screen: () => import('@/features/events/routes/event-page').then((m) => ({ Component: m.EventPageRoute })), beyondSpec: true },
    { path: founder.virtualEvents.path, layout: 'member', budget: 'member', screen: () => import('@/features/events/routes/virtual-events').then((m) => ({ Component: m.VirtualEventsRoute })) },
  ],
};

export default eventsModule;
