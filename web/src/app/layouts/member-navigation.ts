import type { LucideIcon } from 'lucide-react';

import { modules } from '@/app/modules';
import { navIcons } from '@/components/ui/nav-icons';
import { sidebarGroupOrder, type NavEntry as ModuleNavEntry } from '@/lib/feature-module';

/** `label` is a key of the shell catalogue's `nav` (src/locales/<language>/shell.json). */
export type NavEntry = { label: string; to: string; icon: LucideIcon };

const declared = modules.flatMap((module) => module.navigation ?? []);

/** The entries with a `placement`, in its order, each under the label that placement gives it. */
function placed(placement: (entry: ModuleNavEntry) => { order: number; label?: string } | undefined): NavEntry[] {
  return declared
    .flatMap((entry) => {
      const where = placement(entry);
      return where ? [{ order: where.order, entry: { label: where.label ?? entry.label, to: entry.to, icon: navIcons[entry.icon] } }] : [];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ entry }) => entry);
}

/** The founder area's navigation (SPEC section 2), grouped for the desktop sidebar; group labels are keys of the shell catalogue's `groups`. */
export const sidebarGroups: ReadonlyArray<{ label: string; entries: readonly NavEntry[] }> = sidebarGroupOrder.map((group) => ({
  label: group,
  entries: placed((entry) => (entry.sidebar?.group === group ? entry.sidebar : undefined)),
}));

/** The mobile bottom bar (up to 768 px wide). */
export const bottomBarEntries: readonly NavEntry[] = placed((entry) => entry.bottomBar);

/** The mobile drawer. */
export const drawerEntries: readonly NavEntry[] = placed((entry) => entry.drawer);
