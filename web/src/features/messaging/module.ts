import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

export const messagingModule: FeatureModule = {
  name: 'messaging',
  namespaces: ['messaging'],
  routes: [
    { path: founder.inbox.path, layout: 'member', budget: 'member', screen: () => import('@/features/messaging/routes/inbox').then((m) => ({ Component: m.InboxRoute })) },
    { path: founder.conversation.path, layout: 'member', budget: 'member', screen: () => import('@/features/messaging/routes/inbox').then((m) => ({ Component: m.InboxRoute })) },
  ],
  navigation: [
    { label: 'messages', to: founder.inbox.getHref(), icon: 'messages', sidebar: { group: 'network', order: 3 }, bottomBar: { order: 3, label: 'inbox' } },
  ],
};
