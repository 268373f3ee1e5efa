import { MessagesSquare } from 'lucide-react';

import { paths } from '@/config/paths';
import type { NavEntry } from '@/lib/feature-module';

const { founder } = paths;

/** The messaging module's entries in the founder area's navigation; loaded with the member layout, not the entry. */
const navigation: readonly NavEntry[] = [
  { label: 'messages', to: founder.inbox.getHref(), icon: MessagesSquare, sidebar: { group: 'network', order: 3 }, bottomBar: { order: 3, label: 'inbox' } },
];

export default navigation;
