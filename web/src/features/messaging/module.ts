import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

const messagingModule: FeatureModule = {
  name: 'messaging',
  namespaces: ['messaging'],
  routes: [
    { path: founder.inbox.path, layout: 'member', budget: 'member', screen: () => import('@/features/messaging/routes/inbox').then((m) => ({ Component: m.InboxRoute })) },
    // Beyond the SPEC: a link straight to one conversation (issue 10).
    { path: founder.conversation.path, layout: 'member', budget: 'member', screen: () => import('@/features/messaging/routes/inbox').then((m) => ({ Component: m.InboxRoute })), beyondSpec: true },
  ],
};

export default messagingModule;
