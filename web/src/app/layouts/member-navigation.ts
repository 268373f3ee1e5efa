import { FlaskConical, Settings, Users, type LucideIcon } from 'lucide-react';

import { paths } from '@/config/paths';
import { sidebarGroupOrder, type NavEntry as DeclaredEntry } from '@/lib/feature-module';

/** `label` is a key of the shell catalogue's `nav` (src/locales/<language>/nav/<module>.json). */
export type NavEntry = { label: string; to: string; icon: LucideIcon };

const { founder } = paths;

/** The app's own screens' entries; each feature declares its own in src/features/<f>/navigation.ts. */
const appEntries: readonly DeclaredEntry[] = [
  { label: 'connections', to: founder.connections.getHref(), icon: Users, sidebar: { group: 'network', order: 2 }, bottomBar: { order: 2 } },
  { label: 'settings', to: founder.settings.getHref(), icon: Settings, sidebar: { group: 'you', order: 3 } },
  { label: 'test', to: paths.test.getHref(), icon: FlaskConical, sidebar: { group: 'you', order: 4 } },
];

/** Every entry, the features' found by folder (loaded with the member layout, not the entry). */
export const declaredEntries: readonly DeclaredEntry[] = [
  ...appEntries,
  ...Object.values(import.meta.glob<readonly DeclaredEntry[]>('/src/features/*/navigation.ts', { eager: true, import: 'default' })).flat(),
];

/** The entries with a `placement`, in its order, each under the label that placement gives it. */
function placed(placement: (entry: DeclaredEntry) => { order: number; label?: string } | undefined): NavEntry[] {
  return declaredEntries
    .flatMap((entry) => {
      const where = placement(entry);
      return where ? [{ order: where.order, entry: { label: where.label ?? entry.label, to: entry.to, icon: entry.icon } }] : [];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ entry }) => entry);
}

/** The founder area's navigation (SPEC section 2), grouped for the desktop sidebar; group labels are keys of the shell catalogue's `groups`. */
export const sidebarGroups: ReadonlyArray<{ label: string; entries: readonly NavEntry[] }> = sidebarGroupOrder.map((group) => ({
  label: group,
  entries: placed((entry) => (entry.sidebar.group === group ? entry.sidebar : undefined)),
}));

/** The mobile bottom bar (up to 768 px wide). */
export const bottomBarEntries: readonly NavEntry[] = placed((entry) => entry.bottomBar);

/**
 * The mobile drawer ("More"): every sidebar entry the bottom bar lacks, under the sidebar's groups
 * and in their order, so that a phone reaches every screen a desktop does. Empty groups are left out.
 */
export const drawerGroups: ReadonlyArray<{ label: string; entries: readonly NavEntry[] }> = sidebarGroups
  .map((group) => ({ label: group.label, entries: group.entries.filter((entry) => !bottomBarEntries.some((inBar) => inBar.to === entry.to)) }))
  .filter((group) => group.entries.length > 0);
