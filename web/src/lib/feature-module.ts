import type { ComponentType } from 'react';

import type { NavIconName } from '@/components/ui/nav-icons';

/**
 * What a feature contributes to the app, declared once in src/features/<f>/module.ts and listed in
 * src/app/modules.ts; the router, the member navigation, the route budgets and the admin shell are
 * derived from the list. A module.ts is in the entry chunk: it holds data, `import()` of its screens
 * and type imports only (ESLint enforces it), never a static import of code.
 */
export type FeatureModule = {
  /** The feature's folder under src/features (the app's own module is `app`). */
  name: string;
  routes?: readonly ModuleRoute[];
  navigation?: readonly NavEntry[];
  /** The catalogues of src/locales/<language>/ the feature's screens read. */
  namespaces?: readonly string[];
  admin?: AdminSectionDeclaration;
};

/** Where a screen sits; each layout is a lazy route of src/app/router.tsx that the screen nests in. */
export type Layout = 'public' | 'member' | 'dashboard' | 'admin';

/** A code-split screen: `() => import('@/features/f/routes/x').then((m) => ({ Component: m.XRoute }))`. */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

export type ModuleRoute = {
  /** A `path` of src/config/paths.ts. */
  path: string;
  layout: Layout;
  screen: LazyScreen;
  /** A budget of scripts/route-budgets.mjs: gzip kB of JavaScript before the first render. */
  budget: 'public' | 'member';
};

/**
 * An entry of the founder area's navigation (the member layout). `label` is a key of the shell
 * catalogue's `nav`; each placement says who sees the entry: desktop (sidebar group), phone (bottom
 * bar, drawer), in `order` within it.
 */
export type NavEntry = {
  label: string;
  to: string;
  icon: NavIconName;
  sidebar?: { group: SidebarGroup; order: number };
  bottomBar?: { order: number; label?: string };
  drawer?: { order: number };
};

/** The sidebar's groups, in this order; their labels are keys of the shell catalogue's `groups`. */
export const sidebarGroupOrder = ['network', 'match', 'grow', 'you'] as const;
export type SidebarGroup = (typeof sidebarGroupOrder)[number];

/** A section of /admin (?section=`key`), loaded when opened. Administration is in English only. */
export type AdminSectionDeclaration = {
  key: string;
  title: string;
  tab: string;
  order: number;
  load: () => Promise<{ default: ComponentType }>;
};
