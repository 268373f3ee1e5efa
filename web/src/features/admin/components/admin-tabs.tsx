import { TabList, type Tab } from '@/components/ui/tab-list';

export type AdminTab = Tab;

export const tabId = (key: string) => `review-tab-${key}`;
export const tabPanelId = 'review-panel';

/** The tabs of the review queue, each with its count; arrow keys move between them. */
export function AdminTabs({ tabs, active, onSelect }: { tabs: readonly AdminTab[]; active: string; onSelect: (key: string) => void }) {
  return <TabList label="What to review" tabs={tabs} active={active} onSelect={onSelect} tabId={tabId} panelId={tabPanelId} />;
}
