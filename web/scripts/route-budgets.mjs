// The web app's weight budget (issue 8): gzip kB of JavaScript a route needs before its first
// render, React included. Each module route declares its budget in its module.ts; the rows below are
// derived from src/app/modules.ts. `npm run budget` (check-budget.mjs) checks every row against the
// build; route-budgets.test.ts checks the rows against the route table in src/app/router.tsx.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const budgets = {
  /** The static public pages, / and /marketing (and the 404 page): a first visit on a slow phone. */
  public: 120,
  /** Every other screen: sign-in, onboarding, the member area, admin. 200 until the member area
      spoke five languages: i18next and react-i18next weigh 18.4 kB, the English catalogues of
      every member screen 7.3 kB more (docs/decisions.md 15 and 21). */
  member: 230,
};

const screenProviders = 'src/app/layouts/screen-providers-layout.tsx';

/** The lazy layout routes (src/app/router.tsx) that a module route of each layout nests in, outermost first. */
export const layoutModules = {
  public: [screenProviders],
  member: [screenProviders, 'src/app/layouts/member-layout.tsx'],
  dashboard: [screenProviders, 'src/app/layouts/dashboard-layout.tsx'],
  admin: [screenProviders, 'src/app/layouts/admin-layout.tsx'],
};

/** The routes of src/app/router.tsx itself, outside every module: the static public pages and the 404 page. */
const appRoutes = [
  { path: '/', budget: 'public', lazy: [] },
  { path: '/marketing', budget: 'public', lazy: ['src/app/routes/marketing-page.tsx'] },
  { path: '/no-such-page', budget: 'public', lazy: [] },
];

/**
 * The file a module.ts `import()`s in a lazy function, as Vite's module runner (and Vitest) wrote it:
 * `() => __vite_ssr_dynamic_import__("/src/features/f/routes/x.tsx").then(...)`.
 */
export function importedFile(load) {
  const match = /import__\("\/([^"]+)"/.exec(String(load));
  if (!match) throw new Error(`no import("/src/...") in ${String(load)}`);
  return match[1];
}

/**
 * Each route with the modules it loads lazily (route `lazy` functions, outermost first), and the
 * modules loaded after the first render (below, plus each admin section after /admin), from the
 * module list (src/app/modules.ts) and the admin sections (src/app/admin-sections.ts). The entry
 * chunk and static imports are added by the check.
 */
export function budgetTable(modules, adminSections) {
  const routes = [
    ...appRoutes,
    ...modules.flatMap((module) =>
      (module.routes ?? []).map((route) => ({ path: route.path, budget: route.budget, lazy: [...layoutModules[route.layout], importedFile(route.screen)] })),
    ),
  ];
  const sections = adminSections.map((section) => ({ module: importedFile(section.load), after: '/admin' }));
  return { routes, deferred: [...deferred, ...sections] };
}

/** Files of the app (`/src/app/modules.ts`), read through Vite's module runner: they are TypeScript and use `@/` and import.meta.glob. */
export async function loadAppFiles(...files) {
  const { runnerImport } = await import('vite');
  const webRoot = fileURLToPath(new URL('..', import.meta.url));
  const load = async (file) =>
    (await runnerImport(file, { configFile: false, root: webRoot, logLevel: 'silent', resolve: { alias: { '@': join(webRoot, 'src') } } })).module;
  return Promise.all(files.map(load));
}

/** budgetTable of the app. */
export async function loadBudgetTable() {
  const [{ modules }, { adminSections }] = await loadAppFiles('/src/app/modules.ts', '/src/app/admin-sections.ts');
  return budgetTable(modules, adminSections);
}

/**
 * Modules loaded with import() after a screen has rendered, each with a route that loads it. They
 * count toward no budget; the check prints what each adds to that route, and fails on a lazy
 * module that neither this list nor a route accounts for.
 */
const deferred = [
  /** motion's animation features: LazyMotion fetches them once a screen is up. */
  { module: 'src/lib/motion-features.ts', after: '/founder' },
  /** motion's animation engine for the swipe card's flight and snap-back, fetched on the first drag or swipe. */
  { module: 'src/features/discover/lib/swipe-animation.ts', after: '/founder' },
  /** The messaging socket and what it writes into the cache, started once a member screen is up. */
  { module: 'src/features/messaging/lib/messaging-hub.ts', after: '/founder' },
  /** The waitlist form (react-hook-form, zod, TanStack Query), fetched once the sections are on screen. */
  { module: 'src/app/routes/marketing-waitlist.tsx', after: '/marketing' },
  /** Dialogs and panels, fetched when their button is pointed at, focused or pressed. */
  { module: 'src/features/discover/components/report-dialog.tsx', after: '/founder' },
  { module: 'src/features/discover/components/block-dialog.tsx', after: '/founder' },
  /** The match preferences dialog, and the "Widen your preferences" notice of a deck its preferences leave short. */
  { module: 'src/features/discover/components/match-preferences-dialog.tsx', after: '/founder' },
  /** The "Today's matches" heading over the day's batch. */
  { module: 'src/features/discover/components/today-heading.tsx', after: '/founder' },
  { module: 'src/features/messaging/components/report-message-dialog.tsx', after: '/inbox' },
  { module: 'src/features/pitches/components/pitch-dialog.tsx', after: '/cofounders' },
  { module: 'src/features/notifications/components/notification-popover.tsx', after: '/founder' },
  { module: 'src/app/layouts/member-drawer.tsx', after: '/founder' },
  /** The member area's side panels (≥ 1280 px) and what they read, fetched once a screen is up. */
  { module: 'src/app/layouts/member-side-panels.tsx', after: '/founder' },
  { module: 'src/features/admin/components/remove-test-data-dialog.tsx', after: '/admin' },
  /** Moderation's dialogs on /admin (warn, suspend or ban; remove a message or a pitch), fetched when their button is pressed. */
  { module: 'src/features/moderation/components/moderation-dialog.tsx', after: '/admin' },
  { module: 'src/features/moderation/components/content-removal.tsx', after: '/admin' },
  /** The "membership paused" banner, fetched when the member area finds the member paused. */
  { module: 'src/features/profiles/components/pause-banner.tsx', after: '/founder' },
  /** A warning from the moderators, fetched when the member area finds one waiting. */
  { module: 'src/features/moderation/components/warning-dialog.tsx', after: '/founder' },
  /** The /verification forms (react-hook-form, zod), fetched when a step's action is pointed at, focused or pressed. */
  { module: 'src/features/verification/components/step-forms.tsx', after: '/verification' },
  /** The note of a declined request or an introduction request (react-hook-form, zod). */
  { module: 'src/components/ui/note-dialog.tsx', after: '/connections' },
  /** The activity chart of /analytics (uPlot), fetched once the figures are on screen. */
  { module: 'src/features/analytics/components/activity-chart.tsx', after: '/analytics' },
  /** The QR code library, fetched when two-factor enrolment starts. */
  { module: 'node_modules/qrcode/lib/browser.js', after: '/settings' },
  /** Edit mode of /profile (react-hook-form, zod), fetched when Edit Profile is pointed at or pressed. */
  { module: 'src/features/profiles/components/profile-editor.tsx', after: '/profile' },
  /** The catalogues of the languages other than English (every namespace English has, and the modules' navigation labels), fetched when a member chooses one. */
  ...['hi', 'es', 'fr', 'de'].flatMap((language) =>
    // Read from the web folder, where npm runs the budget and Vitest its tests.
    ['', 'nav/'].flatMap((folder) =>
      readdirSync(join(process.cwd(), 'src/locales/en', folder))
        .filter((file) => file.endsWith('.json'))
        .map((file) => ({ module: `src/locales/${language}/${folder}${file}`, after: '/settings' })),
    ),
  ),
];
