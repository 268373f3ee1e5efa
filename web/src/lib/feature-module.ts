import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';

/**
 * What a feature contributes to the app, in its folder src/features/<f>/, each piece found by
 * src/app by its file name (no list to edit):
 * - module.ts (default export, this type): its routes and locale namespaces. It is in the entry
 *   chunk, so it holds data, `import()` of its screens and type imports only (ESLint enforces it).
 * - navigation.ts (default export, NavEntry[]): its entries in the founder area's navigation,
 *   loaded with the member layout.
 * - admin/section.ts (default export, AdminSectionDeclaration): its section of /admin, loaded with
 *   /admin.
 * - settings.ts (default export, SettingsEntry[]): its parts of /settings, loaded with /settings.
 * The router, the member navigation, the route budgets, /settings and the admin shell are derived
 * from them.
 */
export type FeatureModule = {
  /** The feature's folder under src/features (the app's own module is `app`). */
  name: string;
  routes?: readonly ModuleRoute[];
  /** The catalogues of src/locales/<language>/ the module's screens read. */
  namespaces?: readonly string[];
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
  /**
   * The route is not in SPEC section 2, on purpose (a comment above it says why): a decision made
   * here, while src/app/router.test.tsx holds every other route to the SPEC's list.
   */
  beyondSpec?: true;
};

/**
 * An entry of the founder area's navigation (the member layout). `label` is a key of the module's
 * src/locales/<language>/nav/<module>.json. `sidebar` places it on desktop, in `order` within its
 * group; `bottomBar` (SPEC's five) on phones. On phones every sidebar entry that is not in the bottom
 * bar is in the drawer ("More"), under the sidebar's groups and in their order: no second list.
 */
export type NavEntry = {
  label: string;
  to: string;
  icon: LucideIcon;
  sidebar: { group: SidebarGroup; order: number };
  bottomBar?: { order: number; label?: string };
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

/** Where a feature's part of /settings sits: its own panel before Account, under Account, or in the Danger Zone. */
export type SettingsPlace = 'own' | 'account' | 'dangerZone';

/** What /settings knows that a feature's part may need. */
export type SettingsEntryProps = { twoFactor: boolean };

/** A part of /settings, in `order` within its place. */
export type SettingsEntry = { place: SettingsPlace; order: number; component: ComponentType<SettingsEntryProps> };
